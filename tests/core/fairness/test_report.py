"""The corpus report on the shared logs against an independent count, duplicates, controls."""

from __future__ import annotations

import gzip
import shutil
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from mahjong.shanten import Shanten

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.fairness.controls import run_control
from yamaviewer.core.fairness.export import report_csv
from yamaviewer.core.fairness.report import ReportError, build_report
from yamaviewer.core.formats.mjlog import parse_mjlog_bytes, read_log_bytes
from yamaviewer.core.walls.tenhou import TenhouGenerator


def _counts(tiles: list[int]) -> list[int]:
    counts = [0] * 34
    for tile in tiles:
        counts[tile // 4] += 1
    return counts


def _independent_count(folder: Path) -> dict[str, object]:
    """Read every log, keep the first game of each seed, count with the pure-Python library."""
    calculator = Shanten()
    seeds: set[str] = set()
    games = dropped = hands = 0
    dealer: Counter[int] = Counter()
    others: Counter[int] = Counter()
    honours = np.zeros(136, dtype=np.int64)
    for path in sorted(
        p for p in folder.rglob("*") if p.suffix in (".mjlog", ".xml", ".gz", ".txt")
    ):
        try:
            game = parse_mjlog_bytes(read_log_bytes(path), path.name)
        except ValueError:
            continue
        if game.player_count != 4 or not game.shuffle_seed:
            continue
        if game.shuffle_seed in seeds:
            dropped += 1
            continue
        seeds.add(game.shuffle_seed)
        games += 1
        generator = TenhouGenerator(game.shuffle_seed, 4)
        for hand in game.hands:
            wall = generator.next_hand().tiles
            hands += 1
            honours += np.array([tile // 4 >= 27 for tile in wall])
            first = next(e.tile for e in hand.events if e.seat == hand.dealer)
            dealer[calculator.calculate_shanten(_counts([*hand.haipai[hand.dealer], first]))] += 1
            for seat in range(4):
                if seat != hand.dealer:
                    others[calculator.calculate_shanten(_counts(hand.haipai[seat]))] += 1
    return {
        "games": games,
        "dropped": dropped,
        "hands": hands,
        "dealer": dict(dealer),
        "others": dict(others),
        "honours": honours,
    }


@pytest.fixture(scope="module")
def shared_report() -> object:
    require(MJLOG_DIR)
    return build_report([MJLOG_DIR])


def test_report_counts_equal_an_independent_count(shared_report: object) -> None:
    from yamaviewer.core.fairness.report import FairnessReport

    assert isinstance(shared_report, FairnessReport)
    expected = _independent_count(MJLOG_DIR)
    report = shared_report
    assert report.games == expected["games"]
    assert report.duplicates_dropped == expected["dropped"]
    assert report.hands == expected["hands"]
    assert report.tally.dealer == expected["dealer"]
    assert report.tally.non_dealer == expected["others"]
    assert (report.tally.position_kinds[:, 27:].sum(axis=1) == expected["honours"]).all()
    assert report.tally.walls == expected["hands"]


def test_report_finds_the_duplicates_trap(shared_report: object) -> None:
    """Copies of the same games are dropped; what is left passes (REFERENCE section 13)."""
    from yamaviewer.core.fairness.report import FairnessReport

    assert isinstance(shared_report, FairnessReport)
    data = shared_report.as_json()
    assert data["duplicates_dropped"] > 0
    position = data["position"]
    assert isinstance(position, dict)
    assert position["p_value"] > 0.01
    for key in ("dealer", "non_dealer"):
        section = data[key]
        assert isinstance(section, dict)
        assert section["p_value"] > 0.001
        assert sum(section["observed"].values()) > 0
    assert "games" in report_csv(shared_report)


def test_duplicates_dropped_on_a_folder_of_copies(tmp_path: Path) -> None:
    files = mjlog_files()
    if not files:
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    source = files[1]
    shutil.copy(source, tmp_path / f"a{source.suffix}")
    shutil.copy(source, tmp_path / f"b{source.suffix}")
    (tmp_path / "c.mjlog.gz").write_bytes(gzip.compress(source.read_bytes()))
    report = build_report([tmp_path])
    single = build_report([source])
    assert report.games == 1
    assert report.duplicates_dropped == 2
    assert report.hands == single.hands > 0


def test_jobs_give_the_same_report(shared_report: object) -> None:
    from yamaviewer.core.fairness.report import FairnessReport

    assert isinstance(shared_report, FairnessReport)
    parallel = build_report([MJLOG_DIR], jobs=2)
    assert parallel.as_json() == shared_report.as_json()


def test_a_players_luck_counts_their_hands(shared_report: object) -> None:
    calculator = Shanten()
    name = None
    total = hands = 0
    seeds: set[str] = set()
    for path in mjlog_files():
        game = parse_mjlog_bytes(read_log_bytes(path), path.name)
        if game.player_count != 4 or not game.shuffle_seed or game.shuffle_seed in seeds:
            continue
        seeds.add(game.shuffle_seed)
        name = name or game.player_names[1]
        if name not in game.player_names:
            continue
        seat = game.player_names.index(name)
        for hand in game.hands:
            tiles = list(hand.haipai[seat])
            if seat == hand.dealer:
                tiles.append(next(e.tile for e in hand.events if e.seat == seat))
            total += calculator.calculate_shanten(_counts(tiles))
            hands += 1
    assert name is not None
    report = build_report([MJLOG_DIR], player=name)
    luck = report.luck()
    assert luck is not None
    assert luck.hands == hands
    assert luck.shanten.observed == pytest.approx(total / hands)
    sentences = [str(s) for s in luck.sentences()]
    assert any("shanten" in s and "p = " in s for s in sentences)


def test_unusable_input_is_one_error(tmp_path: Path) -> None:
    (tmp_path / "junk.mjlog").write_text("not a log")
    with pytest.raises(ReportError):
        build_report([tmp_path])
    with pytest.raises(ReportError):
        build_report([tmp_path / "empty"])


def test_positive_control_is_flagged_and_negative_passes() -> None:
    naive = run_control("naive", 2000, seed=0)
    fair = run_control("fisher-yates", 2000, seed=0)
    assert naive.flagged
    assert min(t.p_value for t in naive.tests if t.name.endswith("position")) < 1e-100
    assert not fair.flagged
    assert {t.name for t in naive.tests} == {t.name for t in fair.tests}


def test_fair_walls_give_uniform_p_values() -> None:
    """Under the null the position test's p-values spread out (it is calibrated)."""
    p_values = [
        next(t.p_value for t in run_control("fisher-yates", 300, seed=s).tests) for s in range(12)
    ]
    assert 0.2 < float(np.mean(p_values)) < 0.8


def test_the_same_game_as_mjlog_and_json_counts_once() -> None:
    """tenhou.net/6 exports of the shared games are copies; walls come from the seeded copy."""
    from tests.shared_data import SHARED_DATA

    folder = require(SHARED_DATA / "tenhou" / "pairs" / "editor")
    logs = sorted(str(p) for p in folder.glob("*.mjlog"))
    exports = sorted(str(p) for p in folder.glob("*.json"))
    alone = build_report(logs)
    for order in (logs + exports, exports + logs):
        both = build_report(order)
        assert both.games == alone.games
        assert both.hands == alone.hands
        assert both.duplicates_dropped == len(exports)
        assert both.tally.walls == alone.tally.walls
        assert both.tally.non_dealer == alone.tally.non_dealer
