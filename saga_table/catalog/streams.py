"""Streaming card files: records out of big JSON files, without loading the whole file.

A :class:`CardFileReader` opens a file whatever its compression (found from its first bytes:
gzip, xz, bzip2, zip or none) and yields its records one by one (:meth:`CardFileReader.items`):

- a JSON array of cards (Scryfall bulk data), or JSON Lines (one card per line);
- a Scryfall list object (``{"object": "list", "data": [...]}``);
- MTGJSON AtomicCards (``{"meta": ..., "data": {"Name": [face, ...]}}``), AllPrintings
  (``{"data": {"SET": {"cards": [...]}}}``) or a single set file.

The JSON is read in chunks into a sliding buffer and decoded with
:meth:`json.JSONDecoder.raw_decode`, one record at a time: memory stays bounded by the largest
single record. Every error is a :class:`CardImportError` that says what went wrong and where.
"""

from __future__ import annotations

import bz2
import codecs
import contextlib
import gzip
import io
import json
import lzma
import os
import re
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from types import TracebackType
from typing import Any, cast

from saga_table.catalog._decode import NumberError, decoder, describe_head, number_start
from saga_table.safeio import InputError, Limits, check_value, has_escaped_surrogate, special_file

_LIMITS = Limits(max_depth=64, max_string=16 << 20)

__all__ = ["CHUNK_BYTES", "CardFileReader", "CardImportError", "Item", "ItemKind"]

#: How much of the (decompressed) file is read at a time.
CHUNK_BYTES = 1 << 20
#: The largest single JSON value (a card, or a skipped part of a set) accepted, in characters.
MAX_VALUE_CHARS = 64 << 20

#: Packed card data unpacks to at most this many times its size, beyond :data:`UNPACKED_FREE`.
#: Card JSON packs 4 to 8 times smaller (gzip 4.3x, bzip2 6.0x, xz 6.4x measured on 20 MB of
#: Scryfall-shaped cards; pretty-printed 5.1x to 7.8x); 100x is far beyond any real file and stops
#: a compression bomb (2 MB of gzip that unpacks to 2 GB of spaces) after about 200 MB.
MAX_UNPACK_RATIO = 100
#: Unpacked bytes always allowed, whatever the ratio (a small file packs better).
UNPACKED_FREE = 64 << 20

_WS = re.compile(r"[ \t\n\r]*")
_CUT_SLACK = 16


class CardImportError(Exception):
    """A card file that cannot be imported; the message says what went wrong and where."""


class ItemKind(StrEnum):
    """What a streamed item is."""

    #: One card object: an element of a top-level array, a JSON Lines line, a Scryfall list entry.
    RECORD = "record"
    #: An MTGJSON AtomicCards entry: ``key`` is the card name, ``value`` its list of faces.
    ATOMIC = "atomic"
    #: One MTGJSON AllPrintings (or set file) card record: ``key`` is the set code.
    PRINTING = "printing"
    #: The end of one MTGJSON set's cards: faces still waiting for their other half are complete.
    SET_END = "set end"


@dataclass(frozen=True, slots=True)
class Item:
    """A streamed record and where it started (``start``: position in the reader's buffer)."""

    kind: ItemKind
    value: Any
    key: str | None
    index: int
    start: int | None
    #: A key that an object of the record holds twice ("name"), or "" (the record is refused).
    duplicate: str = ""


class _ProblemError(Exception):
    """Raised inside the reader; turned into a :class:`CardImportError` with a location."""

    def __init__(
        self,
        message: str,
        pos: int | None,
        *,
        cut: bool = False,
        detail: str = "",
        byte: int | None = None,
        alone: bool = False,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos
        self.cut = cut
        self.detail = detail
        self.byte = byte
        #: The message says it all: no location is added.
        self.alone = alone


class _Cursor:
    """A position in JSON text read chunk by chunk; consumed text is dropped as it goes."""

    def __init__(self, read: Callable[[], str]) -> None:
        self._read = read
        self.buf = ""
        self.pos = 0
        self.eof = False
        self._mark = 0
        self._mark_bytes = 0
        self._mark_line = 1
        #: Keys held twice by the objects decoded since :meth:`value` began (see :attr:`duplicate`).
        self._duplicates: list[str] = []
        self._decoder = decoder(self._duplicates)
        #: The first key held twice in the last value read, or "".
        self.duplicate = ""

    def skip_bytes(self, count: int) -> None:
        """Count ``count`` bytes that come before the text (a byte order mark)."""
        self._mark_bytes += count

    # -- locations

    def locate(self, pos: int | None) -> tuple[int, int]:
        """(byte offset, line number) of a position in the buffer (``None``: the start)."""
        if pos is None:
            return 0, 1
        pos = max(0, min(pos, len(self.buf)))
        if pos < self._mark:
            seg = self.buf[pos : self._mark]
            return self._mark_bytes - _utf8_len(seg), self._mark_line - seg.count("\n")
        seg = self.buf[self._mark : pos]
        self._mark_bytes += _utf8_len(seg)
        self._mark_line += seg.count("\n")
        self._mark = pos
        return self._mark_bytes, self._mark_line

    # -- reading

    def _more(self, at_least: int) -> bool:
        """Read at least ``at_least`` more characters (dropping consumed text); False at the end."""
        if self.eof:
            return False
        if self.pos:
            self.locate(self.pos)
            self.buf = self.buf[self.pos :]
            self._mark -= self.pos
            self.pos = 0
        got = 0
        parts = [self.buf]
        while got < at_least:
            text = self._read()
            if not text:
                self.eof = True
                break
            parts.append(text)
            got += len(text)
        self.buf = "".join(parts)
        return got > 0

    def peek(self) -> str | None:
        """The next character that is not white space (``None`` at the end of the file)."""
        while True:
            self.pos = _WS.match(self.buf, self.pos).end()  # type: ignore[union-attr]
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._more(1):
                return None

    def expect(self, char: str) -> None:
        found = self.peek()
        if found != char:
            what = "the end of the data" if found is None else repr(found)
            raise _ProblemError(f"expected {char!r} but found {what}", self.pos, cut=found is None)
        self.pos += 1

    def value(self) -> Any:
        """Decode the next JSON value."""
        if self.peek() is None:
            raise _ProblemError("unexpected end of data", self.pos, cut=True)
        while True:
            self._duplicates.clear()
            try:
                value, end = self._decoder.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                maybe_cut = exc.pos >= len(self.buf) - _CUT_SLACK or exc.msg.startswith(
                    "Unterminated string"
                )
                if maybe_cut and self._grow():
                    continue
                if maybe_cut:
                    raise _ProblemError("unexpected end of data", exc.pos, cut=True) from None
                raise _ProblemError(exc.msg, exc.pos) from None
            except NumberError as exc:
                at = number_start(self.buf, self.pos, exc.text)
                if at is not None and at + len(exc.text) >= len(self.buf) and self._grow():
                    continue  # the number may go on past the buffer: count all its digits
                raise _ProblemError(str(exc), self.pos if at is None else at) from None
            except RecursionError:
                raise _ProblemError("the JSON is nested too deeply", self.pos) from None
            if end >= len(self.buf) and not isinstance(value, (dict, list, str)) and self._grow():
                continue  # a number or literal at the end of the buffer may go on
            if has_escaped_surrogate(self.buf[self.pos : end]):
                try:
                    check_value(value, what="the record", limits=_LIMITS)
                except InputError as exc:
                    raise _ProblemError(str(exc), self.pos) from None
            self.pos = end
            self.duplicate = self._duplicates[0] if self._duplicates else ""
            return value

    def _grow(self) -> bool:
        size = len(self.buf) - self.pos
        if size > MAX_VALUE_CHARS:
            raise _ProblemError(
                f"a single JSON value is larger than {MAX_VALUE_CHARS >> 20} MB", self.pos
            )
        return self._more(max(size, 1))

    def object_keys(self) -> Iterator[str]:
        """Enter an object and yield its keys; the caller reads each value before the next key."""
        self.expect("{")
        if self.peek() == "}":
            self.pos += 1
            return
        while True:
            if self.peek() != '"':
                raise _ProblemError("expected a key in quotes", self.pos, cut=self.eof)
            key = self.value()
            self.expect(":")
            yield key
            found = self.peek()
            if found == ",":
                self.pos += 1
            elif found == "}":
                self.pos += 1
                return
            else:
                raise _ProblemError(
                    "expected ',' or '}' after a value", self.pos, cut=found is None
                )

    def array_values(self) -> Iterator[tuple[int, Any]]:
        """Enter an array and yield (start, value) for each element."""
        self.expect("[")
        if self.peek() == "]":
            self.pos += 1
            return
        while True:
            self.peek()
            start = self.pos
            yield start, self.value()
            found = self.peek()
            if found == ",":
                self.pos += 1
            elif found == "]":
                self.pos += 1
                return
            else:
                raise _ProblemError(
                    "expected ',' or ']' after a value", self.pos, cut=found is None
                )


def _mb(count: int) -> str:
    return f"{count / (1 << 20):,.1f} MB"


def _utf8_len(text: str) -> int:
    return len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass"))


class CardFileReader:
    """An open card file: its records, one at a time (use as a context manager)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.name = self.path.name
        self.compression = "plain"
        #: The shape of the JSON, known once reading has begun: "JSON array", "JSON Lines", ...
        self.layout = "JSON"
        self._count = 0
        self._json_bytes = 0
        #: The most unpacked bytes a packed file may give (None: not packed).
        self._unpack_cap: int | None = None
        self._packed = 0
        self._closers: list[io.BufferedIOBase | zipfile.ZipFile] = []
        if special_file(self.path):
            raise CardImportError(f"{self.name}: this is a device or a pipe, not a card file")
        try:
            self._raw: io.BufferedReader = open(self.path, "rb")  # noqa: SIM115 - closed in close()
        except OSError as exc:
            raise CardImportError(f"{self.name}: cannot open the file: {exc.strerror}") from exc
        self._closers.append(self._raw)
        try:
            self.total_bytes: int | None = os.fstat(self._raw.fileno()).st_size
            self._packed = self.total_bytes
            self._stream = self._open_stream()
        except BaseException:
            self.close()
            raise
        if self.compression != "plain":
            self._unpack_cap = max(UNPACKED_FREE, MAX_UNPACK_RATIO * self._packed)
            if self.compression == "zip" and (self.total_bytes or 0) > self._unpack_cap:
                self.close()
                raise CardImportError(
                    f"{self.name}: {self._bomb_message(self.total_bytes or 0, declared=True)}"
                )
        self._decoder = codecs.getincrementaldecoder("utf-8")("strict")
        self._bom_checked = False
        self._cursor = _Cursor(self._read_text)

    # -- opening

    def _open_stream(self) -> io.BufferedIOBase:
        head = self._raw.read(16)
        self._raw.seek(0)
        if not head:
            raise CardImportError(f"{self.name}: the file is empty")
        if head.startswith(b"\x1f\x8b"):
            self.compression = "gzip"
            return gzip.GzipFile(fileobj=self._raw, mode="rb")
        if head.startswith(b"\xfd7zXZ\x00"):
            self.compression = "xz"
            return lzma.LZMAFile(self._raw)
        if head.startswith(b"BZh"):
            self.compression = "bzip2"
            return bz2.BZ2File(self._raw)
        if head.startswith((b"PK\x03\x04", b"PK\x05\x06")):
            self.compression = "zip"
            return self._open_zip_member()
        stripped = head.lstrip(b" \t\r\n")
        if stripped.startswith(codecs.BOM_UTF8):
            stripped = stripped[len(codecs.BOM_UTF8) :]
        if stripped[:1] not in (b"[", b"{", b""):
            raise CardImportError(
                f"{self.name}: this is not a card file: it is not JSON ({describe_head(head)})"
            )
        return self._raw

    def _open_zip_member(self) -> io.BufferedIOBase:
        try:
            archive = zipfile.ZipFile(self._raw)
        except (zipfile.BadZipFile, OSError) as exc:
            raise CardImportError(
                f"{self.name}: the zip archive is damaged or incomplete ({exc})"
            ) from exc
        self._closers.append(archive)
        members = [m for m in archive.infolist() if not m.is_dir()]
        json_members = [m for m in members if m.filename.lower().endswith((".json", ".jsonl"))]
        candidates = json_members or (members if len(members) == 1 else [])
        if not candidates:
            raise CardImportError(f"{self.name}: the zip archive holds no .json file")
        if len(candidates) > 1:  # which is meant is not known: say so rather than take one
            names = ", ".join(m.filename for m in candidates[:5])
            more = f" and {len(candidates) - 5:,} more" if len(candidates) > 5 else ""
            raise CardImportError(
                f"{self.name}: the zip archive holds {len(candidates):,} .json files ({names}"
                f"{more}); extract them and import each, or make a zip of one"
            )
        (member,) = candidates
        self.name = f"{self.name}/{member.filename}"
        self.total_bytes = member.file_size
        self._packed = member.compress_size
        try:
            stream = cast(io.BufferedIOBase, archive.open(member))  # a ZipExtFile
        except (zipfile.BadZipFile, NotImplementedError, RuntimeError, OSError) as exc:
            raise CardImportError(
                f"{self.name}: the zip archive is damaged or cannot be read ({exc})"
            ) from exc
        self._closers.append(stream)
        return stream

    def close(self) -> None:
        for closer in reversed(self._closers):
            with contextlib.suppress(Exception):  # a broken stream must not hide the cause
                closer.close()
        self._closers.clear()

    def __enter__(self) -> CardFileReader:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _bomb_message(self, unpacked: int, *, declared: bool = False) -> str:
        seen = f"the archive says {_mb(unpacked)}" if declared else f"{_mb(unpacked)} so far"
        return (
            f"the {self.compression} data unpacks to more than "
            f"{_mb(self._unpack_cap or 0)} ({seen}), over {MAX_UNPACK_RATIO} times "
            f"its packed {_mb(self._packed)}: no card file packs that tightly (real ones pack 4 "
            "to 8 times), so it is taken for a compression bomb and not read further"
        )

    # -- progress

    @property
    def unpacked_bytes(self) -> int:
        """How many bytes of JSON have been read (unpacked, for a packed file)."""
        return self._json_bytes

    @property
    def bytes_read(self) -> int:
        """How far into the file reading has got, in bytes of the file as it is on disk (packed
        bytes for gzip, xz and bzip2, so that it goes with :attr:`total_bytes`; for zip, unpacked
        bytes of the JSON member, whose unpacked size the archive gives)."""
        if self.compression == "zip":
            return self._json_bytes
        try:
            return self._raw.tell()
        except (OSError, ValueError):
            return 0

    @property
    def format(self) -> str:
        """The file's layout and compression, for the user: "JSON array, gzip"."""
        return self.layout if self.compression == "plain" else f"{self.layout}, {self.compression}"

    # -- reading

    def _read_text(self) -> str:
        try:
            # read1: what is ready, so data before a break in compressed data still arrives
            data = self._stream.read1(CHUNK_BYTES)
        except (
            EOFError,
            OSError,
            zlib.error,
            lzma.LZMAError,
            zipfile.BadZipFile,
            NotImplementedError,
            RuntimeError,
        ) as exc:
            raise _ProblemError(
                f"the {self.compression} data breaks off or is damaged",
                None,
                cut=True,
                detail=str(exc) or type(exc).__name__,
            ) from exc
        self._json_bytes += len(data)
        if self._unpack_cap is not None and self._json_bytes > self._unpack_cap:
            raise _ProblemError(self._bomb_message(self._json_bytes), None, alone=True)
        try:
            if not self._bom_checked and data:
                self._bom_checked = True
                if data.startswith(codecs.BOM_UTF8):
                    data = data[len(codecs.BOM_UTF8) :]
                    self._cursor.skip_bytes(len(codecs.BOM_UTF8))
            return self._decoder.decode(data, final=not data)
        except UnicodeDecodeError as exc:
            byte = self._json_bytes - len(data) + max(exc.start, 0)
            raise _ProblemError(
                "the file is not UTF-8 text", None, detail=exc.reason, byte=byte
            ) from exc

    def items(self) -> Iterator[Item]:
        """Every record of the file, in order; :class:`CardImportError` on any problem."""
        try:
            yield from self._walk()
        except _ProblemError as problem:
            raise self._error(problem) from None

    def _error(self, problem: _ProblemError) -> CardImportError:
        index = self._count + 1
        if problem.alone:
            return CardImportError(f"{self.name}: {problem.message}")
        if problem.pos is None:
            where = f"after {self._json_bytes:,} bytes of JSON (card {index:,})"
            if problem.byte is not None:
                where = f"at byte {problem.byte:,} (card {index:,})"
            return CardImportError(f"{self.name}: {problem.message} {where}: {problem.detail}")
        # Cut off: say where the data ends; malformed: where the decoder stopped.
        pos = len(self._cursor.buf) if problem.cut else problem.pos
        byte, line = self._cursor.locate(pos)
        where = self._where(byte, line, index)
        if problem.cut:
            return CardImportError(
                f"{self.name}: the JSON breaks off at {where}: {problem.message}"
            )
        return CardImportError(f"{self.name}: the JSON is malformed at {where}: {problem.message}")

    def _where(self, byte: int, line: int, index: int, key: str | None = None) -> str:
        place = f"byte {byte:,}"
        if self.layout == "JSON Lines" or line > 1:
            place += f", line {line:,}"
        card = f"card {index:,}"
        if key and self.layout != "MTGJSON AtomicCards":
            card = f"set {key}, {card}"
        return f"{place} ({card})"

    def where(self, item: Item) -> str:
        """Where an item started ("byte 10,240, line 38 (card 37)"); valid until the next item."""
        byte, line = self._cursor.locate(item.start)
        return self._where(byte, line, item.index, item.key)

    def _next(self, kind: ItemKind, value: Any, key: str | None, start: int | None) -> Item:
        self._count += 1
        return Item(kind, value, key, self._count, start, self._cursor.duplicate)

    def _walk(self) -> Iterator[Item]:
        cur = self._cursor
        first = cur.peek()
        if first is None:
            raise _ProblemError("the file holds no JSON, only white space", 0, alone=True)
        if first == "[":
            self.layout = "JSON array"
            for start, value in cur.array_values():
                yield self._next(ItemKind.RECORD, value, None, start)
        elif first == "{":
            yield from self._walk_object()
        else:
            snippet = cur.buf[cur.pos : cur.pos + 16]
            raise _ProblemError(
                f"this is not a card file: it is not JSON (it starts with {snippet!r})",
                cur.pos,
                alone=True,
            )
        if cur.peek() is not None:
            raise _ProblemError("unexpected data after the end of the JSON", cur.pos)

    def _walk_object(self) -> Iterator[Item]:
        cur = self._cursor
        head: dict[str, Any] = {}
        streamed = False
        duplicate = ""
        for key in cur.object_keys():
            found = cur.peek()
            if key == "data" and found in ("{", "["):
                streamed = True
                yield from self._walk_data(found)
            else:
                duplicate = duplicate or (key if key in head else "")
                head[key] = cur.value()
                duplicate = duplicate or cur.duplicate
        if streamed:
            return
        cur.duplicate = duplicate
        # Not a document with "data": the object is a record, maybe the first of JSON Lines.
        self.layout = "JSON object" if cur.peek() is None else "JSON Lines"
        yield self._next(ItemKind.RECORD, head, None, None)
        while cur.peek() is not None:
            start = cur.pos
            yield self._next(ItemKind.RECORD, cur.value(), None, start)

    def _walk_data(self, opening: str) -> Iterator[Item]:
        cur = self._cursor
        if opening == "[":
            self.layout = "Scryfall list"
            for start, value in cur.array_values():
                yield self._next(ItemKind.RECORD, value, None, start)
            return
        for key in cur.object_keys():
            found = cur.peek()
            if found == "{":
                self.layout = "MTGJSON AllPrintings"
                yield from self._walk_set(key)
            elif found == "[" and key == "cards":
                self.layout = "MTGJSON set file"
                for start, value in cur.array_values():
                    yield self._next(ItemKind.PRINTING, value, None, start)
                yield Item(ItemKind.SET_END, None, None, self._count, None)
            elif found == "[" and key != "tokens":
                if self.layout == "JSON":
                    self.layout = "MTGJSON AtomicCards"
                start = cur.pos
                yield self._next(ItemKind.ATOMIC, cur.value(), key, start)
            else:
                cur.value()

    def _walk_set(self, code: str) -> Iterator[Item]:
        cur = self._cursor
        for key in cur.object_keys():
            if key == "cards" and cur.peek() == "[":
                for start, value in cur.array_values():
                    yield self._next(ItemKind.PRINTING, value, code, start)
            else:
                cur.value()
        yield Item(ItemKind.SET_END, None, code, self._count, None)
