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
import shutil
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path
from urllib.parse import unquote

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.library.sources import GameItem, LoadedGame, iter_games
from yamaviewer.core.stats import collect
from yamaviewer.core.stats.collect import build_stats, player_stats, read_and_count

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


def folder_with_copies(tmp_path: Path, player: str = "CLS") -> tuple[Path, int]:
    """Every shared log, and again under other names: each log holding ``player`` a second
    time as is (a sub-folder) and a third time gzipped under a name with no log id; besides,
    two unreadable files.  Returns the folder and how many copies were added."""
    folder = tmp_path / "logs"
    again = folder / "again"
    again.mkdir(parents=True)
    copies = 0
    for index, path in enumerate(mjlog_files()):
        shutil.copy(path, folder / path.name)
        raw = path.read_bytes()
        xml = gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw
        if f'"{_quoted(player)}"'.encode() in xml:
            shutil.copy(path, again / path.name)
            (again / f"renamed-{index}.mjlog").write_bytes(gzip.compress(xml))
            copies += 2
    (folder / "junk.mjlog").write_text("hello")
    (folder / "cut.mjlog").write_bytes(gzip.compress(xml)[:200])
    return folder, copies


def _quoted(name: str) -> str:
    """The name as an mjlog's UN tag writes it (every byte %-escaped)."""
    return "".join(f"%{byte:02X}" for byte in name.encode())


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


@pytest.mark.slow
def test_copies_and_unreadable_files_read_alike_on_every_core(tmp_path: Path) -> None:
    """Copies (as is, renamed, gzipped) are dropped and unreadable files named, in the
    same order, whether one process or workers read them."""
    require(MJLOG_DIR)
    folder, copies = folder_with_copies(tmp_path)
    alone, alone_summary = build_stats([str(p) for p in mjlog_files()], ["CLS"])
    results = [build_stats([str(folder)], ["CLS"], jobs=jobs) for jobs in (1, 2)]
    for stats, summary in results:
        assert summary == results[0][1]
        assert json.dumps(stats["CLS"].as_json()) == json.dumps(alone["CLS"].as_json())
        assert summary.games == alone_summary.games
        assert summary.duplicates_dropped == alone_summary.duplicates_dropped + copies
        assert [label.rsplit("/", 1)[-1] for label, _ in summary.skipped] == [
            "cut.mjlog",
            "junk.mjlog",
        ]
    assert copies >= 4


def test_a_game_met_before_in_the_run_is_not_counted_again() -> None:
    require(MJLOG_DIR)
    [path] = [p for p in mjlog_files() if "2018110809gm-00b9" in p.name]
    item = next(iter_games([str(path)]))
    first = read_and_count(item, ["CLS"], run="test-run")
    again = read_and_count(item, ["CLS"], run="test-run")
    anyway = read_and_count(item, ["CLS"])
    collect._SEEN_BY_RUN.pop("test-run")
    assert first.counted and first.keys and first.stats and first.error is None
    assert not again.counted and again.keys == first.keys and not again.stats
    assert anyway == first


def _chained_keys(item: GameItem, loaded: LoadedGame) -> set[str]:
    """Games in threes: the second shares a key with the first, the third only with the
    second; the file's position in the shared folder decides."""
    index = _POSITIONS[Path(item.label).name]
    group, place = divmod(index, 3)
    return [{f"a{group}", f"x{group}"}, {f"x{group}", f"b{group}"}, {f"b{group}"}][place]


_POSITIONS = {path.name: index for index, path in enumerate(mjlog_files())}


@pytest.mark.slow
def test_a_game_whose_worker_met_its_key_in_a_dropped_game_is_still_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Of each three games only the second is a copy (the third shares a key with the
    second alone, which the parent dropped): the third counts, wherever it was read."""
    require(MJLOG_DIR)
    monkeypatch.setattr(collect, "identity_keys", _chained_keys)
    paths = [str(p) for p in mjlog_files()]
    names = ["CLS", "ASAPIN"]
    fork = multiprocessing.get_context("fork")  # the workers keep the keys above
    one, one_summary = build_stats(paths, names)
    two, two_summary = build_stats(paths, names, jobs=2, mp_context=fork)
    assert one_summary.duplicates_dropped == len(paths) // 3
    assert one_summary.games == len(paths) - len(paths) // 3
    assert two_summary == one_summary
    for name in names:
        assert json.dumps(two[name].as_json()) == json.dumps(one[name].as_json())


def test_cancel_stops_workers_at_once() -> None:
    require(MJLOG_DIR)
    stats, summary = build_stats([str(MJLOG_DIR)], ["CLS"], cancel=lambda: True, jobs=2)
    assert summary.cancelled and stats["CLS"].games == 0
