"""Telling formats apart from a file's first bytes, without importing any reader.

``verify`` and the library look at every file's head; keeping these tests in a
module of their own means a folder of mjlogs never loads the JSON reader.
"""

from __future__ import annotations

#: The first 16 bytes of every SQLite database file (houou-logs, phoenix-logs, the library).
SQLITE_MAGIC = b"SQLite format 3\x00"


def looks_like_json(data: bytes) -> bool:
    """True when the first non-space byte is '{' (an mjlog starts with '<' or gzip magic)."""
    return data.lstrip(b" \t\r\n").removeprefix(b"\xef\xbb\xbf").lstrip()[:1] == b"{"


def may_be_majsoul_record(head: bytes) -> bool:
    """Cheap pre-test: only a JSON object or a protobuf record can be a Mahjong Soul record."""
    return head[:1] == b"\n" or head.lstrip()[:1] == b"{"


__all__ = ["SQLITE_MAGIC", "looks_like_json", "may_be_majsoul_record"]
