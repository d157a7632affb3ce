"""The statistics' totals against a count made here straight from the XML of the shared logs.

The independent count reads each log with a regular expression: names from ``UN``,
duplicates by the SHUFFLE seed (or the per-hand keys) or the first INIT, wins and
deal-ins from AGARI ``who``/``fromWho``, accepted riichi from ``REACH step="2"``,
calls from ``N m`` (not a closed kan, not kita), placements from ``owari``'s points.
"""

from __future__ import annotations

import gzip
import json
import multiprocessing
import re
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path
from urllib.parse import unquote

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.stats.collect import build_stats, player_stats

_TAG = re.compile(rb"<(\w+)((?:\s+[\w]+=\"[^\"]*\")*)\s*/?>")
_ATTR = re.compile(rb'(\w+)="([^"]*)"')


def _tags(path: Path) -> list[tuple[str, dict[str, str]]]:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    tags = []
    for name, attrs in _TAG.findall(data):
        values: dict[str, str] = {}
        for key, value in _ATTR.findall(attrs):
            values.setdefault(key.decode(), value.decode())  # a repeated owari: the first
        tags.append((name.decode(), values))
    return tags


def _is_call(m: int) -> bool:
    """Chi, pon, added kan or open kan: not a closed kan (from nobody), not kita (0x20)."""
    if m & 0x4 or m & 0x8 or m & 0x10:
        return True
    if m & 0x20:
        return False
    return m & 3 != 0


def independent_counts() -> dict[str, Counter[str]]:
    per_name: dict[str, Counter[str]] = defaultdict(Counter)
    seen: set[str] = set()
    for path in mjlog_files():
        tags = _tags(path)
        inits = [a for n, a in tags if n == "INIT"]
        if not inits:
            continue
        seeds = [a["seed"] for n, a in tags if n == "SHUFFLE"]
        keys = {"first:" + "|".join(inits[0].get(k, "") for k in ("oya", "hai0", "hai1"))}
        if seeds:
            keys.add("seed:" + seeds[0])
        elif any("shuffle" in a for a in inits):
            keys.add("seed:" + "|".join(a.get("shuffle", "") for a in inits))
        if keys & seen:
            continue
        seen |= keys
        go = next((a for n, a in tags if n == "GO"), {})
        players = 3 if int(go.get("type", "0")) & 0x10 else 4
        un = next(a for n, a in tags if n == "UN" and "n0" in a)
        names = [unquote(un.get(f"n{s}", "")) for s in range(players)]
        for seat, name in enumerate(names):
            count = per_name[name]
            count["games"] += 1
            called_in_hand = False
            hands = 0
            for tag, attrs in tags:
                if tag == "INIT":
                    hands += 1
                    count["calls"] += called_in_hand
                    called_in_hand = False
                elif tag == "N" and int(attrs["who"]) == seat:
                    called_in_hand = called_in_hand or _is_call(int(attrs["m"]))
                elif tag == "REACH" and attrs.get("step") == "2" and int(attrs["who"]) == seat:
                    count["riichi"] += 1
                elif tag == "AGARI":
                    who, from_who = int(attrs["who"]), int(attrs["fromWho"])
                    count["wins"] += who == seat
                    count["deal_ins"] += from_who == seat and who != seat
                if "owari" in attrs:
                    values = [float(v) for v in attrs["owari"].split(",")]
                    points = [values[2 * s + 1] for s in range(players)]
                    place = 1 + sum(p > points[seat] for p in points)
                    count[f"place{place}"] += 1
            count["calls"] += called_in_hand
            count["hands"] += hands
    return per_name


@pytest.mark.slow
def test_totals_reconcile_with_the_xml_for_every_player_with_two_games() -> None:
    require(MJLOG_DIR)
    expected = {name: c for name, c in independent_counts().items() if c["games"] >= 2}
    assert len(expected) >= 5  # the shared logs hold several returning players
    stats, summary = build_stats([str(p) for p in mjlog_files()], sorted(expected))
    assert summary.duplicates_dropped > 0
    for name, count in expected.items():
        mine = stats[name]
        got = {
            "games": mine.games,
            "hands": mine.hands,
            "wins": mine.wins,
            "deal_ins": mine.deal_ins,
            "riichi": mine.riichi,
            "calls": mine.calls,
            **{f"place{i + 1}": n for i, n in enumerate(mine.placements)},
        }
        want = {key: count[key] for key in got}
        assert got == want, name


def test_an_unknown_player_is_one_clear_error() -> None:
    require(MJLOG_DIR)
    from yamaviewer.core.stats.collect import StatsError

    with pytest.raises(StatsError, match="plays in none"):
        player_stats([str(mjlog_files()[0])], "no such player")


def test_cancel_stops_at_once() -> None:
    require(MJLOG_DIR)
    stats, summary = build_stats([str(MJLOG_DIR)], ["CLS"], cancel=lambda: True)
    assert summary.cancelled and stats["CLS"].games == 0


def _one_by_one(names: list[str]) -> dict[str, object]:
    """Each player's statistics as counted before workers: every unique game added
    straight to one PlayerStats and one WallLuck, in input order."""
    from yamaviewer.core.stats.collect import ReadSummary, unique_games
    from yamaviewer.core.stats.luck import WallLuck, game_events
    from yamaviewer.core.stats.player import PlayerStats

    result = {name: PlayerStats(name, luck=WallLuck(name)) for name in names}
    for game in unique_games(iter_games([str(p) for p in mjlog_files()]), ReadSummary()):
        events = game_events(game.record, game.label)
        for stats in result.values():
            assert stats.luck is not None
            stats.luck.add_game(game.record, events, game.label)
            stats.add_game(game.record, game.month)
    return {name: stats.as_json() for name, stats in result.items()}


@pytest.mark.slow
def test_workers_count_every_player_exactly_as_one_process() -> None:
    """Two spawned workers and one process give the same statistics, to the last digit and
    in the same order, as adding each game straight to the totals (no merging)."""
    require(MJLOG_DIR)
    names = [name for name, c in independent_counts().items() if c["games"] >= 2][:4]
    paths = [str(p) for p in mjlog_files()]
    one, one_summary = build_stats(paths, names)
    two, two_summary = build_stats(
        paths, names, jobs=2, mp_context=multiprocessing.get_context("spawn")
    )
    assert two_summary == one_summary
    expected = _one_by_one(names)
    for name in names:
        assert json.dumps(one[name].as_json()) == json.dumps(expected[name])
        assert json.dumps(two[name].as_json()) == json.dumps(expected[name])
        # every field, the trend's hands too (the luck's builders compare by identity)
        assert replace(two[name], luck=None) == replace(one[name], luck=None)
        assert one[name].games >= 2 and one[name].outcomes


def test_cancel_stops_workers_at_once() -> None:
    require(MJLOG_DIR)
    stats, summary = build_stats([str(MJLOG_DIR)], ["CLS"], cancel=lambda: True, jobs=2)
    assert summary.cancelled and stats["CLS"].games == 0
