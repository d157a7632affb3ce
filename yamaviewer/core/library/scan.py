"""The facts a library list shows about a game, read quickly at import.

An import of thousands of logs should not parse every event: a plain, complete
mjlog gives its rules, names, scores and hand count to a scan; anything else is
parsed properly (which also words its error).  The full check of every event
happens when the game is verified or opened.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from urllib.parse import unquote

from yamaviewer.core.formats.sniff import looks_like_json
from yamaviewer.core.library.sources import GameItem
from yamaviewer.core.record import GameRecord, GameType


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What the library lists about a game, from a parsed record or a quick scan."""

    players: int
    game_type: int
    lobby: int
    names: tuple[str, ...]
    final_scores: tuple[float, ...] | None
    hands: int
    has_seed: bool

    @staticmethod
    def of_record(record: GameRecord) -> GameFacts:
        return GameFacts(
            players=record.player_count,
            game_type=record.game_type,
            lobby=record.lobby,
            names=tuple(record.player_names[: record.player_count]),
            final_scores=tuple(record.final_scores) if record.final_scores else None,
            hands=len(record.hands),
            has_seed=bool(record.shuffle_seed),
        )


_TAG = {name: re.compile(rb"<" + name + rb"\s[^>]*>") for name in (b"GO", b"UN", b"SHUFFLE")}
_ATTRIBUTE = re.compile(rb'([A-Za-z_][\w.-]*)\s*=\s*"([^"]*)"')
_OWARI = re.compile(rb'owari="([^"]*)"')


def _attributes(tag: bytes) -> dict[bytes, str]:
    return {k: html.unescape(v.decode("utf-8", "replace")) for k, v in _ATTRIBUTE.findall(tag)}


def quick_mjlog_facts(xml: bytes) -> GameFacts | None:
    """The listed facts of an mjlog found by a scan, not a parse (imports of many games).

    None when the text does not look like a plain, complete log: the caller then
    parses it properly, which also words any error.  The full check of every
    event happens when the game is verified or opened.
    """
    if not xml.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<mjloggm"):
        return None
    if not xml.rstrip().endswith(b"</mjloggm>"):
        return None
    hands = xml.count(b"<INIT ")
    go = _TAG[b"GO"].search(xml)
    if not hands or go is None:
        return None
    attrs = _attributes(go.group(0))
    try:
        game_type, lobby = int(attrs.get(b"type", "0")), int(attrs.get(b"lobby", "0"))
    except ValueError:
        return None
    names = ["", "", "", ""]
    for match in _TAG[b"UN"].finditer(xml):
        un = _attributes(match.group(0))
        if b"n0" in un:
            names = [unquote(un.get(f"n{i}".encode(), "")) for i in range(4)]
            break
    shuffle = _TAG[b"SHUFFLE"].search(xml)
    seed = _attributes(shuffle.group(0)).get(b"seed", "") if shuffle else ""
    owari = _OWARI.findall(xml)
    scores: tuple[float, ...] | None = None
    if owari:
        try:
            scores = tuple(float(v) for v in owari[-1].decode().split(","))
        except ValueError:
            return None
    players = 3 if game_type & GameType.SANMA else 4
    return GameFacts(players, game_type, lobby, tuple(names[:players]), scores, hands, bool(seed))


def read_facts(item: GameItem) -> tuple[bytes, str, GameFacts]:
    """The log text, its format and its facts: scanned when plain, else fully parsed."""
    data = item.read(allow_json=True)
    if looks_like_json(data):
        from yamaviewer.core.formats.tenhou6 import parse_tenhou6_bytes

        return data, "tenhou6", GameFacts.of_record(parse_tenhou6_bytes(data, item.name))
    facts = quick_mjlog_facts(data)
    if facts is None:
        from yamaviewer.core.formats.mjlog import parse_mjlog_bytes

        facts = GameFacts.of_record(parse_mjlog_bytes(data, item.name))
    return data, "mjlog", facts


__all__ = ["GameFacts", "quick_mjlog_facts", "read_facts"]
