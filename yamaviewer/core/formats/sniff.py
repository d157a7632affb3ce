"""Telling formats apart from a file's first bytes: the one sniff every command uses.

The app, ``info``, ``convert``, ``verify`` and the library all ask
:func:`log_format` which reader a file needs, by its content and never by its
name: a tenhou.net/6 log saved as ``.txt`` or with no extension is JSON all
the same.  No reader is imported here (a Mahjong Soul test is loaded only for
a head that could be one), so a folder of mjlogs never loads the JSON reader.
"""

from __future__ import annotations

#: The first 16 bytes of every SQLite database file (houou-logs, phoenix-logs, the library).
SQLITE_MAGIC = b"SQLite format 3\x00"
#: The first two bytes of gzip data (compressed mjlogs).
GZIP_MAGIC = b"\x1f\x8b"

#: What :func:`log_format` answers.
MJLOG, TENHOU6, MAJSOUL = "mjlog", "tenhou6", "majsoul"
#: mjai JSON lines, and an mjai-reviewer (Mortal) report holding its game as ``mjai_log``.
MJAI, MORTAL_REVIEW = "mjai", "mortal-review"


def looks_like_json(data: bytes) -> bool:
    """True when the first non-space byte is '{' (an mjlog starts with '<' or gzip magic)."""
    return data.lstrip(b" \t\r\n").removeprefix(b"\xef\xbb\xbf").lstrip()[:1] == b"{"


def may_be_majsoul_record(head: bytes) -> bool:
    """Cheap pre-test: only a JSON object or a protobuf record can be a Mahjong Soul record."""
    return head[:1] == b"\n" or head.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] == b"{"


def log_format(head: bytes) -> str:
    """Which reader a log's first bytes (4 KiB is plenty) call for: MAJSOUL, MJAI,
    MORTAL_REVIEW, TENHOU6 or MJLOG.

    Whatever is neither JSON nor a Mahjong Soul record goes to the mjlog reader,
    which says what is wrong with it when it is no log at all.
    """
    if may_be_majsoul_record(head):
        from yamaviewer.core.formats.majsoul_record import looks_like_majsoul_record

        if looks_like_majsoul_record(head):
            return MAJSOUL
    if not looks_like_json(head):
        return MJLOG
    from yamaviewer.core.formats.mjai import looks_like_mjai
    from yamaviewer.core.formats.mortal_review import looks_like_mortal_review

    if looks_like_mjai(head):
        return MJAI
    return MORTAL_REVIEW if looks_like_mortal_review(head) else TENHOU6


__all__ = [
    "GZIP_MAGIC",
    "MAJSOUL",
    "MJAI",
    "MJLOG",
    "MORTAL_REVIEW",
    "SQLITE_MAGIC",
    "TENHOU6",
    "log_format",
    "looks_like_json",
    "may_be_majsoul_record",
]
