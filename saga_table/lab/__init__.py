"""The goldfish lab: thousands of games of a deck played by a scripted player with the real rules,
and what they show, turn by turn, each figure with its 95 % interval.

:mod:`.player` plays one game; :mod:`.runner` plays many on every core; :mod:`.tally` counts what
they showed; :mod:`.report` turns the counts into figures; :mod:`.questions` reads the user's own
questions. No Qt here: the window's Goldfish > Statistics and ``saga-table lab`` both use this.
"""
