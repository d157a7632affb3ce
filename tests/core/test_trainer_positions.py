"""Real-game tenpai positions: waits vs a brute force, "when it came" vs the replay, live tiles."""

from __future__ import annotations

import gzip
import hashlib
import shutil
import sqlite3
from contextlib import closing
from functools import cache
from pathlib import Path

import pytest

from tests.core.test_shanten_waits import brute_waits
from tests.shared_data import MJLOG_DIR, VALIDATION_GAME, mjlog_files, require
from yamaviewer.core.chinitsu.history.records import PositionRecord
from yamaviewer.core.chinitsu.history.store import SCHEMA_VERSION, HistoryStore
from yamaviewer.core.chinitsu.scheduler import CardKey, LeitnerScheduler
from yamaviewer.core.identity import game_key
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.library.tenhou_ids import log_id_in_name
from yamaviewer.core.replay.document import GameDocument, open_game
from yamaviewer.core.replay.state import WallUse
from yamaviewer.core.tiles import kind_of
from yamaviewer.core.trainer_positions import (
    CAME_DISCARDED,
    CAME_DRAWN,
    CAME_NEVER,
    Position,
    WaitFate,
    iter_positions,
    old_keys,
)


@cache
def shared_positions() -> tuple[Position, ...]:
    return tuple(iter_positions([str(require(MJLOG_DIR))]))


def test_positions_come_from_the_shared_logs() -> None:
    positions = shared_positions()
    assert len(positions) > 500
    assert any(p.melds for p in positions)  # hands with calls
    suits = {kind_of(t) // 9 for p in positions for t in p.concealed}
    assert suits == {0, 1, 2, 3}  # every suit and the honours
    by_key: dict[str, list[Position]] = {}
    for p in positions:
        by_key.setdefault(p.key, []).append(p)
    for same in by_key.values():
        # One key, one moment of one game: only copies of one log (one log id, e.g. a
        # copy cut before the end) share a key, never two games or two moments.
        assert len({(p.hand_index, p.seat, p.step, p.concealed, p.waits) for p in same}) == 1
        assert len({log_id_in_name(Path(p.source).name) for p in same}) == 1
    assert len(by_key) > 0.95 * len(positions)


def test_waits_equal_the_brute_force() -> None:
    for p in shared_positions():
        counts = [0] * 34
        for tile in p.concealed:
            counts[kind_of(tile)] += 1
        assert list(p.waits) == brute_waits(counts), p.key


@cache
def _document(source: str) -> GameDocument:
    loaded = next(iter(iter_games([source]))).load()
    return open_game(loaded.record, format=loaded.format)  # type: ignore[arg-type]


def _replay_fate(p: Position) -> tuple[str, int | None, int | None]:
    """The first winning tile after the position, found by stepping the replay's states."""
    replay = _document(p.source).replay(p.hand_index)
    waits = set(p.waits)
    before = replay.states[p.step]
    for step in range(p.step + 1, len(replay.states)):
        state = replay.states[step]
        drawn = state.seats[p.seat].drawn
        if drawn is not None and before.seats[p.seat].drawn is None and kind_of(drawn) in waits:
            return CAME_DRAWN, drawn, step
        for s in range(replay.players):
            if s == p.seat:
                continue
            river, old = state.seats[s].river, before.seats[s].river
            if len(river) > len(old) and kind_of(river[-1].tile) in waits:
                return CAME_DISCARDED, river[-1].tile, step
        before = state
    return CAME_NEVER, None, None


def test_when_it_came_equals_the_replay() -> None:
    positions = shared_positions()
    sample = positions[:: max(1, len(positions) // 120)]
    hows = set()
    for p in sample:
        fate = _replay_fate(p)
        # A robbed kan (chankan) never reaches a river: the states show the tile handed
        # to the winner at the win, one step after the record's kan step.
        robbed = (CAME_DRAWN, p.fate.tile, None if p.fate.step is None else p.fate.step + 1)
        if p.fate.how == CAME_DISCARDED and p.fate.won and fate == robbed:
            continue
        assert (p.fate.how, p.fate.tile, p.fate.step) == fate, p.key
        hows.add(fate[0])
    assert hows == {CAME_DRAWN, CAME_DISCARDED, CAME_NEVER}


def test_live_wall_counts_follow_the_known_wall() -> None:
    positions = [p for p in shared_positions() if p.in_live_wall is not None]
    assert positions
    drawn_checked = 0
    for p in positions:
        # Copies in the live wall are among the copies this seat cannot see.
        assert p.in_live_wall <= sum(p.live(k) for k in p.waits)  # type: ignore[operator]
        if p.fate.how == CAME_DRAWN and drawn_checked < 40:
            replay = _document(p.source).replay(p.hand_index)
            position = replay.states[p.fate.step].wall_position  # type: ignore[index]
            if replay.marks[position].use is WallUse.LIVE:  # type: ignore[index]
                # Drawn from the live wall: the known wall had it there, that many draws on.
                assert p.in_live_wall >= 1 and p.next_in_wall is not None
                drawn_checked += 1
    assert drawn_checked


def _hand_made(visible: dict[int, int], waits: tuple[int, ...], players: int = 4) -> Position:
    counts = [0] * 34
    for kind, n in visible.items():
        counts[kind] = n
    return Position(
        key="k",
        source="hand-made",
        player="",
        hand_index=0,
        round=0,
        dealer=0,
        seat=0,
        step=1,
        players=players,
        concealed=(),
        melds=(),
        dora_indicators=(),
        rivers=(),
        visible=tuple(counts),
        waits=waits,
        fate=WaitFate(CAME_NEVER, None, None, 0, None, False),
        in_live_wall=None,
        next_in_wall=None,
    )


@pytest.mark.parametrize(
    ("visible", "live", "dead"),
    [({0: 1, 3: 4}, [3, 0], [False, True]), ({0: 0, 3: 2}, [4, 2], [False, False])],
)
def test_live_counts_and_dead_waits_on_hand_made_positions(
    visible: dict[int, int], live: list[int], dead: list[bool]
) -> None:
    p = _hand_made(visible, (0, 3))
    assert [p.live(k) for k in p.waits] == live
    assert [p.dead(k) for k in p.waits] == dead


def test_sanma_has_no_2m_to_8m() -> None:
    p = _hand_made({}, (1, 9), players=3)
    assert p.live(1) == 0 and p.dead(1) and p.live(9) == 4


def test_a_bad_game_is_skipped(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "bad.mjlog").write_text("<mjloggm><INIT seed=")
    assert list(iter_positions([str(tmp_path)])) == []


def _copy_logs(folder: Path, count: int = 3) -> Path:
    """A few shared logs copied into ``folder`` (the shared folder is never written);
    the validation game is copied under a name without its log id."""
    folder.mkdir(parents=True)
    for source in [f for f in mjlog_files() if VALIDATION_GAME not in f.name][:count]:
        shutil.copy(source, folder / source.name)
    validation = next(f for f in require(MJLOG_DIR).iterdir() if VALIDATION_GAME in f.name)
    shutil.copy(validation, folder / ("mine" + validation.suffix))
    return folder


def _path_key(p: Position) -> str:
    """The key the trainer gave a position before (the path as given): what old histories hold."""
    return hashlib.sha1(f"{p.source}|{p.hand_index}|{p.seat}|{p.step}".encode()).hexdigest()[:16]


def test_a_position_key_is_its_game_and_moment_not_its_path(tmp_path: Path) -> None:
    logs = _copy_logs(tmp_path / "logs")
    first = list(iter_positions([str(logs)]))
    moved = Path(shutil.move(logs, tmp_path / "elsewhere" / "renamed"))
    again = list(iter_positions([str(moved)]))
    assert len(first) > 20 and len(again) == len(first)
    assert all(a.source != b.source for a, b in zip(first, again))
    assert [p.key for p in again] == [p.key for p in first]
    # The game named "mine" has no log id: it is known by its content.
    mine = next(moved.glob("mine.*")).read_bytes()
    content = game_key(gzip.decompress(mine) if mine[:2] == b"\x1f\x8b" else mine)
    assert content.startswith("sha256:")
    p = next(p for p in again if Path(p.source).name.startswith("mine"))
    moment = f"{content}|{p.hand_index}|{p.seat}|{p.step}"
    assert p.key == hashlib.sha1(moment.encode()).hexdigest()[:16]


def _answer(store: HistoryStore, keys: list[str]) -> None:
    """A mistake on the first position, a right answer on the second (a minute apart)."""
    store.add(PositionRecord(1000.0, keys[0], False))
    store.add(PositionRecord(1060.0, keys[1], True))
    store.add(PositionRecord(1061.0, "discard:1234", False))  # the best-discard trainer's


def _due_after_a_month(store: HistoryStore) -> list[str]:
    """The position keys the review boxes bring back, as the real-games page files them."""
    scheduler = LeitnerScheduler()
    for key, right, at in store.position_outcomes():
        if ":" not in key:
            scheduler.record(CardKey(int(key, 16)), right, at)
    return [f"{c.key.hand:016x}" for c in scheduler.due(1000.0 + 30 * 86400)]


def test_the_review_history_stays_when_the_logs_folder_moves(tmp_path: Path) -> None:
    logs = _copy_logs(tmp_path / "logs")
    positions = list(iter_positions([str(logs)]))
    history = tmp_path / "history.sqlite3"
    with HistoryStore(history) as store:
        _answer(store, [positions[0].key, positions[5].key])
    moved = Path(shutil.move(logs, tmp_path / "backup" / "old logs"))
    again = list(iter_positions([str(moved)]))
    with HistoryStore(history) as store:
        assert store.rename_positions(old_keys(again)) == 0  # nothing kept under a path
        assert [(k, right) for k, right, _ in store.position_outcomes()] == [
            (again[0].key, False),
            (again[5].key, True),
            ("discard:1234", False),
        ]
        assert _due_after_a_month(store) == [again[0].key]  # the mistake comes back


def test_a_history_keyed_by_paths_moves_to_game_keys_and_survives_a_move(
    tmp_path: Path,
) -> None:
    logs = _copy_logs(tmp_path / "logs")
    positions = list(iter_positions([str(logs)]))
    history = tmp_path / "history.sqlite3"
    with HistoryStore(history) as store:
        _answer(store, [_path_key(positions[0]), _path_key(positions[5])])
    with closing(sqlite3.connect(history)) as conn, conn:  # as schema 2 left it
        conn.execute("DROP INDEX position_answers_position")
        conn.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    with HistoryStore(history) as store:
        # Before the logs are read again, the old answers match no position.
        assert _due_after_a_month(store) == [_path_key(positions[0])]
        assert store.rename_positions(old_keys(positions)) == 2
        assert store.rename_positions(old_keys(positions)) == 0
    with closing(sqlite3.connect(history)) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == (
            str(SCHEMA_VERSION),
        )
        rows = conn.execute("SELECT position, right FROM position_answers ORDER BY id").fetchall()
    assert rows == [(positions[0].key, 0), (positions[5].key, 1), ("discard:1234", 0)]
    moved = Path(shutil.move(logs, tmp_path / "moved"))
    again = list(iter_positions([str(moved)]))
    with HistoryStore(history) as store:
        assert store.rename_positions(old_keys(again)) == 0
        assert _due_after_a_month(store) == [again[0].key]
