"""A small, bounded reader of the protobuf wire format, driven by a field table.

Mahjong Soul keeps game records as protobuf messages.  Only a dozen message
types matter for verification, so instead of a generated module the schema is a
table (field number -> name, type, repeated) and this reader decodes exactly
those fields, skipping the rest.  Every length is checked against the buffer,
nesting is limited, and a damaged buffer raises :class:`WireFormatError` with
a plain message, never an IndexError.  Each field may also be bounded by what
a real message holds (bytes per value, values per repeated field), checked
from the declared lengths before anything is sliced or decoded, so a hostile
64 MiB field costs neither memory nor time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NamedTuple

#: How deep messages may nest (records are 4 levels deep at most).
MAX_DEPTH: Final = 16
#: Bytes a string field may hold when its Field names no size (names, tiles, hashes).
DEFAULT_STRING_SIZE: Final = 1024

_VARINT, _FIXED64, _LENGTH, _FIXED32 = 0, 1, 2, 5


class WireFormatError(ValueError):
    """Bytes that are not a well-formed message of the expected type."""


class Field(NamedTuple):
    """One field of a message: its name, its type and whether it repeats.

    ``kind`` is ``"string"``, ``"bytes"``, ``"uint"``, ``"int"``, ``"bool"`` or the
    name of another message in the same schema.
    """

    name: str
    kind: str
    repeated: bool = False
    #: Most bytes one value may take (strings, bytes, messages); None: the data's size.
    size: int | None = None
    #: Most values a repeated field may hold (packed or not); None: unbounded.
    most: int | None = None


Schema = Mapping[str, Mapping[int, Field]]
_SCALARS: Final = frozenset({"string", "bytes", "uint", "int", "bool"})


class _Reader:
    __slots__ = ("data", "end", "pos")

    def __init__(self, data: bytes, pos: int = 0, end: int | None = None) -> None:
        self.data = data
        self.pos = pos
        self.end = len(data) if end is None else end

    def varint(self) -> int:
        result = 0
        shift = 0
        while True:
            if self.pos >= self.end:
                raise WireFormatError("a number runs past the end of the data")
            byte = self.data[self.pos]
            self.pos += 1
            result |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return result
            shift += 7
            if shift > 63:
                raise WireFormatError("a number is longer than 10 bytes")

    def length_delimited(self) -> tuple[int, int]:
        length = self.varint()
        start = self.pos
        if length > self.end - start:
            raise WireFormatError("a field claims more bytes than the data holds")
        self.pos = start + length
        return start, start + length

    def skip(self, wire_type: int) -> None:
        if wire_type == _VARINT:
            self.varint()
        elif wire_type == _LENGTH:
            self.length_delimited()
        elif wire_type in (_FIXED64, _FIXED32):
            size = 8 if wire_type == _FIXED64 else 4
            if self.pos + size > self.end:
                raise WireFormatError("a fixed-size field runs past the end of the data")
            self.pos += size
        else:
            raise WireFormatError(f"wire type {wire_type} is not used by these records")


def _scalar(kind: str, value: int) -> int | bool:
    if kind == "bool":
        return value != 0
    if kind == "int":
        value &= 0xFFFFFFFFFFFFFFFF
        return value - (1 << 64) if value >= 1 << 63 else value
    return value


def decode(schema: Schema, message: str, data: bytes) -> dict[str, Any]:
    """Decode ``data`` as ``message``; unknown fields are skipped, absent ones defaulted."""
    return _decode(schema, message, data, 0, len(data), 0)


def _defaults(fields: Mapping[int, Field]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for spec in fields.values():
        if spec.repeated:
            values[spec.name] = []
        elif spec.kind == "string":
            values[spec.name] = ""
        elif spec.kind == "bytes":
            values[spec.name] = b""
        elif spec.kind == "bool":
            values[spec.name] = False
        elif spec.kind in _SCALARS:
            values[spec.name] = 0
        else:
            values[spec.name] = None
    return values


def _decode(
    schema: Schema, message: str, data: bytes, start: int, end: int, depth: int
) -> dict[str, Any]:
    if depth > MAX_DEPTH:
        raise WireFormatError("messages are nested too deeply")
    fields = schema[message]
    values = _defaults(fields)
    reader = _Reader(data, start, end)
    while reader.pos < reader.end:
        key = reader.varint()
        number, wire_type = key >> 3, key & 7
        if number == 0:
            raise WireFormatError("field number 0 does not exist")
        spec = fields.get(number)
        if spec is None:
            reader.skip(wire_type)
            continue
        value: Any
        if spec.repeated and spec.most is not None and len(values[spec.name]) >= spec.most:
            raise WireFormatError(
                f"{message}.{spec.name} holds more than {spec.most} values, "
                "more than any real record"
            )
        if spec.kind in ("string", "bytes"):
            if wire_type != _LENGTH:
                raise WireFormatError(f"{message}.{spec.name} has the wrong wire type")
            lo, hi = reader.length_delimited()
            _check_size(message, spec, hi - lo)
            raw = data[lo:hi]
            if spec.kind == "bytes":
                value = raw
            else:
                try:
                    value = raw.decode("utf-8")
                except UnicodeDecodeError:
                    raise WireFormatError(f"{message}.{spec.name} is not UTF-8 text") from None
        elif spec.kind in _SCALARS:
            if wire_type == _LENGTH and spec.repeated:  # packed repeated numbers
                lo, hi = reader.length_delimited()
                if spec.most is not None and hi - lo > 10 * spec.most:
                    raise WireFormatError(
                        f"{message}.{spec.name} packs {hi - lo} bytes, more than "
                        f"{spec.most} numbers can take"
                    )
                packed = _Reader(data, lo, hi)
                items = values[spec.name]
                while packed.pos < packed.end:
                    items.append(_scalar(spec.kind, packed.varint()))
                    if spec.most is not None and len(items) > spec.most:
                        raise WireFormatError(
                            f"{message}.{spec.name} holds more than {spec.most} values, "
                            "more than any real record"
                        )
                continue
            if wire_type != _VARINT:
                raise WireFormatError(f"{message}.{spec.name} has the wrong wire type")
            value = _scalar(spec.kind, reader.varint())
        else:
            if wire_type != _LENGTH:
                raise WireFormatError(f"{message}.{spec.name} has the wrong wire type")
            lo, hi = reader.length_delimited()
            _check_size(message, spec, hi - lo)
            value = _decode(schema, spec.kind, data, lo, hi, depth + 1)
        if spec.repeated:
            values[spec.name].append(value)
        else:
            values[spec.name] = value
    return values


def _check_size(message: str, spec: Field, size: int) -> None:
    """Refuse a value longer than its field can be, before it is sliced."""
    limit = (
        spec.size
        if spec.size is not None
        else (DEFAULT_STRING_SIZE if spec.kind == "string" else None)
    )
    if limit is not None and size > limit:
        raise WireFormatError(
            f"{message}.{spec.name} is {size:,} bytes long; a real record's is at most {limit:,}"
        )


# -- writing (used to build binary records from JSON ones) ------------------------------


def _varint_bytes(value: int) -> bytes:
    value &= 0xFFFFFFFFFFFFFFFF
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode(schema: Schema, message: str, values: Mapping[str, Any]) -> bytes:
    """Encode ``values`` as ``message`` (fields not in the schema are left out)."""
    out = bytearray()
    for number, spec in sorted(schema[message].items()):
        if spec.name not in values or values[spec.name] is None:
            continue
        items = values[spec.name] if spec.repeated else [values[spec.name]]
        for item in items:
            if spec.kind in ("string", "bytes"):
                raw = item.encode("utf-8") if isinstance(item, str) else bytes(item)
                out += _varint_bytes(number << 3 | _LENGTH) + _varint_bytes(len(raw)) + raw
            elif spec.kind in _SCALARS:
                out += _varint_bytes(number << 3 | _VARINT) + _varint_bytes(int(item))
            else:
                raw = encode(schema, spec.kind, item)
                out += _varint_bytes(number << 3 | _LENGTH) + _varint_bytes(len(raw)) + raw
    return bytes(out)
