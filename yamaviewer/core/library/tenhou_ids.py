"""Tenhou log ids and the replay URLs players paste (REFERENCE section 14).

Players carry games around as links (``https://tenhou.net/0/?log=ID&tw=2``),
as bare ids, or as ids saved by the old Flash client, which end in ``x`` and
twelve hex digits and must be de-obfuscated before Tenhou's log endpoint knows
them.  :func:`parse_log_reference` turns any of those into one
:class:`LogReference` (the canonical id, the seat the link shows, the hand it
opens) or raises :class:`LogIdError` with a reason a person can act on.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from yamaviewer.core.record import GameType
from yamaviewer.core.wording import translatable

#: The de-obfuscation table of old Flash-client ids.
_OBFUSCATION_TABLE = (
    22136, 52719, 55146, 42104, 59591, 46934, 9248, 28891, 49597, 52974, 62844, 4015,
    18311, 50730, 43056, 17939, 64838, 38145, 27008, 39128, 35652, 63407, 65535, 23473,
    35164, 55230, 27536, 4386, 64920, 29075, 42617, 17294, 18868, 2081,
)  # fmt: skip

#: YYYYMMDDHH gm - game type (hex) - lobby (4 or 5 digits) - key (8 hex, or x + 12 hex).
_ID = re.compile(
    r"(?P<time>\d{10})gm-(?P<type>[0-9a-f]{4})-(?P<lobby>\d{4,5})-(?P<key>[0-9a-f]{8}|x[0-9a-f]{12})"
)
_ID_ANYWHERE = re.compile(r"\d{10}gm-[0-9a-fA-F]{4}-\d{4,5}-(?:x[0-9a-fA-F]{12}|[0-9a-fA-F]{8})")
_TENHOU_HOSTS = {"tenhou.net", "www.tenhou.net"}


class LogIdError(ValueError):
    """Text that is not a usable Tenhou log id or replay URL; the message says why."""


class LogReference(NamedTuple):
    """One Tenhou game as a link names it."""

    #: The id Tenhou's log endpoint knows (de-obfuscated).
    log_id: str
    #: The seat the link shows (``tw=``, 0-3), if it names one.
    seat: int | None = None
    #: The hand the link opens (``ts=``, 0-based; as seen in community links, unconfirmed).
    hand: int | None = None
    #: The id as it was written, when it was an obfuscated Flash-client id.
    obfuscated_id: str | None = None

    @property
    def game_type(self) -> int:
        return int(self.log_id[13:17], 16)

    @property
    def players(self) -> int:
        return 3 if self.game_type & GameType.SANMA else 4

    @property
    def hanchan(self) -> bool:
        """True for a south game (hanchan), False for an east-only game (tonpuusen)."""
        return bool(self.game_type & GameType.HANCHAN)

    @property
    def lobby(self) -> int:
        return int(self.log_id.split("-")[2])

    @property
    def played(self) -> str:
        return played_from_log_id(self.log_id)


def played_from_log_id(log_id: str) -> str:
    """When the game was played, as its id names it: 'YYYY-MM-DD HH:00' (JST)."""
    t = log_id[:10]
    return f"{t[0:4]}-{t[4:6]}-{t[6:8]} {t[8:10]}:00"


def deobfuscate_log_id(log_id: str) -> str:
    """The id Tenhou serves for an old Flash-client id ending in ``x`` + 12 hex digits."""
    head, _, key = log_id.rpartition("-")
    if not (key.startswith("x") and len(key) == 13):
        return log_id
    a, b, c = (int(key[i : i + 4], 16) for i in (1, 5, 9))
    index = 0
    if log_id[:12] > "2010041111gm":
        index = int("3" + log_id[4:10]) % (33 - int(log_id[9]))
    t0, t1 = _OBFUSCATION_TABLE[index], _OBFUSCATION_TABLE[index + 1]
    return f"{head}-{(a ^ b ^ t0) & 0xFFFF:04x}{(b ^ c ^ t0 ^ t1) & 0xFFFF:04x}"


def _check_id(text: str) -> str:
    """Validate one id (lower-cased) and return it de-obfuscated."""
    candidate = text.strip().lower()
    match = _ID.fullmatch(candidate)
    if match is None:
        raise LogIdError(
            translatable(
                "TenhouIds",
                "%1 is not a Tenhou log id (expected YYYYMMDDHHgm-TTTT-LLLL-XXXXXXXX, "
                "e.g. 2024010112gm-00a9-0000-1a2b3c4d)",
            ).arg(repr(text))
        )
    stamp = match["time"]
    month, day, hour = int(stamp[4:6]), int(stamp[6:8]), int(stamp[8:10])
    if not (1 <= month <= 12 and 1 <= day <= 31 and hour <= 23 and stamp[:4] >= "2006"):
        raise LogIdError(
            translatable("TenhouIds", "%1 is not a Tenhou log id: %2 is not a date and hour").arg(
                repr(text), stamp
            )
        )
    return deobfuscate_log_id(candidate)


def _small_int(values: list[str] | None, name: str, top: int) -> int | None:
    if not values or values[0] == "":
        return None
    value = values[0]
    if not (value.isascii() and value.isdigit()) or len(value) > 6 or int(value) > top:
        raise LogIdError(
            translatable("TenhouIds", "%1=%2 in the link is not a number from 0 to %3").arg(
                name, value, top
            )
        )
    return int(value)


def looks_like_log_reference(text: str) -> bool:
    """Whether ``text`` is meant as a URL or log id (rather than a file name)."""
    stripped = text.strip()
    return stripped.lower().startswith(
        ("http://", "https://", "tenhou.net/", "www.tenhou.net/")
    ) or (_ID_ANYWHERE.fullmatch(stripped) is not None)


def parse_log_reference(text: str) -> LogReference:
    """A Tenhou replay URL (``/0/``, ``/3/``, ``/6/``, the log endpoint) or a bare id.

    ``tw`` is the seat shown (0-3) and ``ts`` the hand to open.  Links copied
    out of HTML (``&amp;``) and percent-encoded links are accepted.
    """
    raw = text.strip()
    if not raw:
        raise LogIdError(translatable("TenhouIds", "no Tenhou URL or log id given"))
    if len(raw) > 2000:
        raise LogIdError(
            translatable("TenhouIds", "that text is too long to be a Tenhou URL or log id")
        )
    if "://" not in raw and not raw.lower().startswith(("tenhou.net/", "www.tenhou.net/")):
        checked = _check_id(raw)
        return LogReference(checked, obfuscated_id=raw.lower() if checked != raw.lower() else None)
    url = raw if "://" in raw else "https://" + raw
    from urllib.parse import parse_qs, unquote, urlsplit  # only links need it

    parts = urlsplit(url.replace("&amp;", "&"))
    host = (parts.hostname or "").lower()
    if host not in _TENHOU_HOSTS:
        if not host:
            raise LogIdError(
                translatable("TenhouIds", "%1 is not a tenhou.net link (the host is missing)").arg(
                    repr(raw)
                )
            )
        raise LogIdError(
            translatable("TenhouIds", "%1 is not a tenhou.net link (the host is %2)").arg(
                repr(raw), host
            )
        )
    query = parse_qs(parts.query, keep_blank_values=True)
    if "log" in query:
        log_id = query["log"][0]
    else:
        # The log endpoint itself (/0/log/?ID) or a JSON export link (?ID alone).
        found = _ID_ANYWHERE.search(unquote(parts.query) or unquote(parts.path))
        if found is None:
            if "wg" in query:
                raise LogIdError(
                    translatable(
                        "TenhouIds", "that link watches a live game; only finished games have logs"
                    )
                )
            raise LogIdError(
                translatable("TenhouIds", "%1 names no game: a replay link has ?log=ID in it").arg(
                    repr(raw)
                )
            )
        log_id = found.group(0)
    return LogReference(
        log_id=_check_id(log_id),
        seat=_small_int(query.get("tw"), "tw", 3),
        hand=_small_int(query.get("ts"), "ts", 99),
        obfuscated_id=log_id.lower() if "-x" in log_id.lower() else None,
    )


def log_id_in_name(name: str) -> str | None:
    """The Tenhou log id inside a file name such as ``2016022509gm-0009-0000-b327da61.xml``."""
    found = _ID_ANYWHERE.search(name)
    if found is None:
        return None
    try:
        return _check_id(found.group(0))
    except LogIdError:
        return None


__all__ = [
    "LogIdError",
    "LogReference",
    "deobfuscate_log_id",
    "log_id_in_name",
    "looks_like_log_reference",
    "parse_log_reference",
    "played_from_log_id",
]
