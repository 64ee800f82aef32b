"""Goldfish > Statistics: the window's goldfish lab (:mod:`.dialog`) and its painted charts
(:mod:`.chart`). Only :mod:`.menu` is imported with the window; the rest when the lab opens."""
