"""The facts a library list shows about a game, read quickly at import.

An import of thousands of logs should not build every event: a plain, complete
mjlog gives its rules, names, scores and hand count from its elements (the
tokens the reader uses); anything else (tenhou.net/6 JSON, mjai logs and
Mortal reports) is parsed properly (which also words
its error).  The full check of every event happens when the game is verified
or opened.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.formats.mjlog import player_name
from yamaviewer.core.formats.mjlog_tokens import plain_tokens
from yamaviewer.core.formats.sniff import MJAI, MORTAL_REVIEW, log_format, looks_like_json
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


def quick_mjlog_facts(xml: bytes) -> GameFacts | None:
    """The listed facts of an mjlog read from its elements (the reader's own tokens),
    without building its hands: imports of many games.

    None when the XML is not the plain shape every Tenhou log has, or lacks a
    hand or a GO tag: the caller then parses it properly, which also words any
    error.  The full check of every event happens when the game is verified or
    opened.
    """
    tokens = plain_tokens(xml)
    if tokens is None:
        return None
    hands = 0
    first: dict[str, dict[str, str]] = {}
    owari = None
    for name, attrs in tokens.others:
        if name == "INIT":
            hands += 1
        elif name in ("GO", "SHUFFLE") or (name == "UN" and "n0" in attrs):
            first.setdefault(name, attrs)
        if "owari" in attrs:
            owari = attrs["owari"]
    go = first.get("GO")
    if not hands or go is None:
        return None
    try:
        game_type, lobby = int(go.get("type", "0")), int(go.get("lobby", "0"))
        scores = None if owari is None else tuple(float(v) for v in owari.split(","))
    except ValueError:
        return None
    un = first.get("UN", {})
    names = [player_name(un.get(key, "")) for key in ("n0", "n1", "n2", "n3")]
    seed = first.get("SHUFFLE", {}).get("seed", "")
    players = 3 if game_type & GameType.SANMA else 4
    return GameFacts(players, game_type, lobby, tuple(names[:players]), scores, hands, bool(seed))


def read_facts(item: GameItem) -> tuple[bytes, str, GameFacts]:
    """The log text, its format and its facts: scanned when plain, else fully parsed."""
    data = item.read()
    if looks_like_json(data) and log_format(data[:4096]) in (MJAI, MORTAL_REVIEW):
        loaded = item.load(raw=data)  # an mjai log, or a Mortal report's (its mjai_log)
        return data, loaded.format, GameFacts.of_record(loaded.record)
    if looks_like_json(data):
        from yamaviewer.core.formats.tenhou6 import parse_tenhou6_bytes

        return data, "tenhou6", GameFacts.of_record(parse_tenhou6_bytes(data, item.name))
    facts = quick_mjlog_facts(data)
    if facts is None:
        from yamaviewer.core.formats.mjlog import parse_mjlog_bytes

        facts = GameFacts.of_record(parse_mjlog_bytes(data, item.name))
    return data, "mjlog", facts


__all__ = ["GameFacts", "quick_mjlog_facts", "read_facts"]
