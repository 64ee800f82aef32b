"""Hostile variants of a good file, as a Hypothesis strategy: the mutation kinds of issue 12.

Each variant is ``(kind, bytes, suffix)``; ``suffix`` is the file name ending the entry point
sees (a zip or gzip archive of the file is named so).
"""

from __future__ import annotations

import gzip
import io
import re
import zipfile

from hypothesis import strategies as st

KINDS = (
    "byte flips",
    "truncation",
    "nesting",
    "huge numbers",
    "wrong types",
    "non-UTF-8",
    "surrogates",
    "XML entities",
    "archives",
)

_NUMBER = re.compile(rb"(?<![\w.])-?\d+(?![\w.])")
_STRING_VALUE = re.compile(rb'(:\s*)"([^"\\]{0,40})"')
_SCALAR_VALUE = re.compile(rb'(:\s*)("(?:[^"\\]|\\.){0,60}"|-?\d+(?:\.\d+)?|true|false|null)')
_HUGE = (
    b"1" + b"0" * 40,
    b"9" * 5000,
    b"9223372036854775808",
    b"-9223372036854775809",
    b"1e999",
    b"-1e999",
    b"NaN",
    b"Infinity",
    b"-Infinity",
    b"0.5",
    b"1" + b"0" * 400,
)
_WRONG = (b"[]", b"{}", b'["normal"]', b"null", b"true", b'"x"', b"-1", b"0", b'{"a": [1]}',
          b"[[[]]]")  # fmt: skip
_BAD_BYTES = (b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80", b"\xf8\x88\x80\x80\x80", b"\x00")
_SURROGATES = (b"\\ud800", b"\\udfff", b"\\ud83d", b"\\uDC00x", b"\\ud800\\ud800")
_ENTITIES = (
    b'<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>',
    b'<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    b"<!ENTITY a 'b'>",
    b"&lol2;",
    b"&#xD800;",
    b"&#1114112;",
    b"<![CDATA[" + b"x" * 64,
)


def _at(data: bytes, draw: st.DrawFn) -> int:
    return draw(st.integers(0, max(len(data) - 1, 0)))


def _replace_match(data: bytes, pattern: re.Pattern[bytes], new: bytes, draw: st.DrawFn) -> bytes:
    matches = list(pattern.finditer(data))
    if not matches:
        return data + new
    m = matches[draw(st.integers(0, len(matches) - 1))]
    group = m.lastindex or 0
    start, end = m.span(group)
    if pattern is _NUMBER:
        start, end = m.span()
    return data[:start] + new + data[end:]


def _zip(name: str, data: bytes, *, damage: int | None) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, data)
    out = bytearray(buffer.getvalue())
    if damage is not None and out:
        out[damage % len(out)] ^= 0xFF
    return bytes(out)


@st.composite
def hostile(draw: st.DrawFn, seed: bytes, *, name: str = "cards.json", archives: bool = False,
            kinds: tuple[str, ...] = KINDS) -> tuple[str, bytes, str]:  # fmt: skip
    """One hostile variant of ``seed``."""
    kind = draw(st.sampled_from(kinds))
    data = seed
    suffix = ""
    if kind == "byte flips":
        out = bytearray(data)
        for _ in range(draw(st.integers(1, 8))):
            at = _at(data, draw)
            out[at] = draw(st.integers(0, 255))
        data = bytes(out)
    elif kind == "truncation":
        data = data[: _at(data, draw)]
    elif kind == "nesting":
        depth = draw(st.sampled_from((100, 1000, 5000, 100_000)))
        opener = draw(st.sampled_from((b"[", b'{"a":')))
        closer = b"]" if opener == b"[" else b"}"
        at = _at(data, draw)
        data = data[:at] + opener * depth + closer * depth + data[at:]
        if draw(st.booleans()):
            data = _replace_match(data, _SCALAR_VALUE, opener * depth + closer * depth, draw)
    elif kind == "huge numbers":
        data = _replace_match(data, _NUMBER, draw(st.sampled_from(_HUGE)), draw)
    elif kind == "wrong types":
        data = _replace_match(data, _SCALAR_VALUE, draw(st.sampled_from(_WRONG)), draw)
    elif kind == "non-UTF-8":
        at = _at(data, draw)
        data = data[:at] + draw(st.sampled_from(_BAD_BYTES)) + data[at:]
    elif kind == "surrogates":
        data = _replace_match(data, _STRING_VALUE, b'"' + draw(st.sampled_from(_SURROGATES)) + b'"',
                              draw)  # fmt: skip
    elif kind == "XML entities":
        entity = draw(st.sampled_from(_ENTITIES))
        at = data.find(b">") + 1 if draw(st.booleans()) else _at(data, draw)
        data = data[:at] + entity + data[at:]
    elif kind == "archives":
        if archives:
            choice = draw(st.sampled_from(("zip", "zip damaged", "gzip", "gzip cut")))
            if choice.startswith("zip"):
                damage = draw(st.integers(0, 10_000)) if "damaged" in choice else None
                data, suffix = _zip(name, data, damage=damage), ".zip"
            else:
                packed = gzip.compress(data)
                data = packed if choice == "gzip" else packed[: _at(packed, draw)]
                suffix = ".gz"
        else:  # an entry point that takes no archive is given one anyway
            data = _zip(name, data, damage=None)
    return kind, data, suffix
