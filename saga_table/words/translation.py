"""The one door every sentence a player reads goes through: ``translate(context, text)``.

Without a translator installed, :func:`translate` gives the English text back (tests, the command
line, the data layers on their own). The Qt layer installs Qt's own
(``QCoreApplication.translate``, the compiled ``resources/translations/*.qm``) when it is
imported, so the window, its messages and an exported log speak the window's language from the
same ``.ts`` file. ``pyside6-lupdate`` finds the calls by their name, ``translate("Context",
"text")``: write them with literal strings.

>>> translate("Log", "{player} draws a card.").format(player="Ann")
'Ann draws a card.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

__all__ = ["Translator", "install_translator", "listed", "translate"]

#: ``(context, source text) -> text in the UI language``.
Translator = Callable[[str, str], str]


def _english(_context: str, text: str) -> str:
    return text


_translator: Translator = _english


def install_translator(translator: Translator | None) -> None:
    """Speak through ``translator`` from now on (None: English again)."""
    global _translator
    _translator = translator or _english


def translate(context: str, text: str) -> str:
    """``text`` (English) in the language of the installed translator."""
    return _translator(context, text)


def listed(items: Iterable[object]) -> str:
    """Items joined as the language lists them ("a, b" in English, 「a、b」 in Japanese).

    >>> listed(["combat phase", "main phase"])
    'combat phase, main phase'
    """
    return translate("Words", ", ").join(str(i) for i in items)
