"""Reading a decklist's XML safely, with the line each element starts on.

Decklists never need a DTD, so a document that declares one (``<!DOCTYPE``) or an entity
(``<!ENTITY``) is refused before any parsing: no entity expansion ("billion laughs"), no external
entities, no DTD fetching. The rest goes to :mod:`xml.etree.ElementTree`, fed one line at a time so
that each element's line is known. A broken document gives the elements read before the break and
a problem saying where it broke; nothing here raises on bad content.

>>> document = load_xml('<Deck>\\n  <Cards Quantity="4" Name="Opt"/>\\n</Deck>')
>>> [(element.tag, document.line_of(element)) for element in document.root.iter()]
[('Deck', 1), ('Cards', 2)]
>>> load_xml('<Deck>\\n  <Cards Quantity="4"\\n</Deck>').problem.reason
'not well-formed XML at line 3, column 1'
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import dataclass, field

from saga_table.decks.model import DeckProblem
from saga_table.words.translation import translate

__all__ = ["XmlDocument", "load_xml", "local_name"]

_DECLARATION = re.compile(r"<!\s*(?:DOCTYPE|ENTITY)", re.IGNORECASE)
_LINE_END = re.compile(r"(?<=\n)|(?<=\r)(?!\n)")


@dataclass(frozen=True, slots=True)
class XmlDocument:
    """What could be read of an XML document: its root, each element's line, and a problem.

    ``root`` is ``None`` when not even the root element could be read; ``problem`` is ``None``
    when the document was read whole.
    """

    root: ET.Element | None
    source_lines: tuple[str, ...]
    lines: Mapping[ET.Element, int] = field(default_factory=dict)
    problem: DeckProblem | None = None

    def line_of(self, element: ET.Element) -> int:
        """The 1-based line on which ``element``'s start tag ends; 0 if unknown."""
        return self.lines.get(element, 0)

    def line_at(self, line: int) -> str:
        """A 1-based line of the document as it is (not copied), or ``""``."""
        return self.source_lines[line - 1] if 0 < line <= len(self.source_lines) else ""

    def text_of_line(self, line: int) -> str:
        """The trimmed text of a 1-based line of the document, or ``""``."""
        return _line_text(self.source_lines, line)


def local_name(tag: str) -> str:
    """A tag without its namespace: ``{http://…}Deck`` gives ``Deck``."""
    return tag.rpartition("}")[2]


def load_xml(text: str) -> XmlDocument:
    """Parse ``text`` as XML, refusing DTDs and entities; never raises on bad content."""
    chunks = _LINE_END.split(text)
    source_lines = tuple(chunk.rstrip("\r\n") for chunk in chunks)

    if (declaration := _DECLARATION.search(text)) is not None:
        line = len(_LINE_END.split(text[: declaration.start()]))
        reason = translate(
            "Decklist",
            "refused: the file declares a DTD or entities (<!DOCTYPE or <!ENTITY); decklists never need them, and they can make a reader expand text without end",  # noqa: E501
        )
        refusal = DeckProblem(line, _line_text(source_lines, line), reason)
        return XmlDocument(None, source_lines, problem=refusal)

    parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start",))
    root: ET.Element | None = None
    lines: dict[ET.Element, int] = {}
    problem: DeckProblem | None = None
    try:
        for number, chunk in enumerate(chunks, start=1):
            parser.feed(chunk)
            for event in parser.read_events():
                element = event[-1]
                if isinstance(element, ET.Element):
                    root = element if root is None else root
                    lines[element] = number
        parser.close()
    except ET.ParseError as exc:
        line, column = exc.position
        reason = translate(
            "Decklist", "not well-formed XML at line {line}, column {column}"
        ).format(line=line, column=column + 1)
        problem = DeckProblem(line, _line_text(source_lines, line), reason)
    return XmlDocument(root, source_lines, lines, problem)


def _line_text(source_lines: tuple[str, ...], line: int) -> str:
    return source_lines[line - 1].strip() if 0 < line <= len(source_lines) else ""
