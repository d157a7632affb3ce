"""Play or wall over the shared logs: the counts equal a recount of the what-if facts, the
intervals are the shared exact ones, the starting-hand luck is the fairness lab's, and no
sentence speaks of luck without a number and what it is compared with."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from scipy import stats as scipy_stats

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.fairness.report import build_report
from yamaviewer.core.fairness.stats import proportion_interval
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.replay.document import open_game
from yamaviewer.core.stats.collect import ReadSummary, player_stats, unique_games
from yamaviewer.core.stats.luck import GROUPS, NAMES, WallLuck
from yamaviewer.core.stats.whatif import KINDS, WhatIfError, what_if_events

PLAYERS = ("CLS", "ASAPIN")


def _files() -> list[str]:
    require(MJLOG_DIR)
    return [str(p) for p in mjlog_files()]


def _luck(name: str) -> WallLuck:
    stats, _ = player_stats(_files(), name)
    assert stats.luck is not None
    return stats.luck


def _recount(name: str) -> tuple[int, int, dict[str, set[tuple[int, int, int]]], dict[str, int]]:
    """Independently: the player's hands, every seat's, and the hands with each fact."""
    mine: dict[str, set[tuple[int, int, int]]] = defaultdict(set)
    everyone: dict[str, int] = defaultdict(int)
    hands = all_hands = 0
    games = unique_games(iter_games(_files()), ReadSummary())
    for number, game in enumerate(games):
        record = game.record
        seats = [s for s, n in enumerate(record.player_names[: record.player_count]) if n == name]
        if not seats:
            continue
        try:
            events = what_if_events(open_game(record))
        except WhatIfError:
            continue
        hands += len(record.hands) * len(seats)
        all_hands += len(record.hands) * record.player_count
        for kind in KINDS:
            marked = {(e.hand, e.seat) for e in events if e.kind == kind}
            everyone[kind] += len(marked)
            mine[kind] |= {(number, hand, seat) for hand, seat in marked if seat in seats}
    for group, kinds in GROUPS.items():
        mine[group] = set().union(*(mine[k] for k in kinds))
    return hands, all_hands, mine, everyone


@pytest.mark.slow
@pytest.mark.parametrize("name", PLAYERS)
def test_counts_equal_a_recount_of_the_what_if_facts(name: str) -> None:
    luck = _luck(name)
    hands, all_hands, mine, everyone = _recount(name)
    assert (luck.hands, luck.all_hands) == (hands, all_hands) and hands > 50
    rates = luck.rates()
    assert set(rates) == {*GROUPS, *KINDS}
    for kind in KINDS:
        rate = rates[kind]
        assert (rate.hits, rate.base_hits) == (len(mine[kind]), everyone[kind]), kind
        low, high = proportion_interval(rate.hits, hands)
        assert rate.mine == pytest.approx((100 * rate.hits / hands, 100 * low, 100 * high))
        base_low, base_high = proportion_interval(rate.base_hits, all_hands)
        assert rate.everyone[1:] == pytest.approx((100 * base_low, 100 * base_high))
        others = [[rate.hits, hands - rate.hits], [rate.base_hits - rate.hits, 0]]
        others[1][1] = (all_hands - hands) - others[1][0]
        assert rate.p_value == pytest.approx(scipy_stats.fisher_exact(others).pvalue)
    for group in GROUPS:
        assert rates[group].hits == len(mine[group]), group
    assert rates["wall_against"].hits >= rates["dead-wall-waits"].hits > 0


@pytest.mark.slow
def test_the_starting_hand_luck_is_the_fairness_labs() -> None:
    luck = _luck("CLS")
    report = build_report(_files(), player="CLS").luck()
    assert report is not None
    assert luck.starting_hands()[4].as_json() == report.as_json()


@pytest.mark.slow
@pytest.mark.parametrize("name", PLAYERS)
def test_no_sentence_speaks_of_luck_without_a_number_and_a_comparison(name: str) -> None:
    luck = _luck(name)
    sentences = [str(s) for s in luck.sentences()]
    assert len(sentences) == 1 + len(GROUPS) + len(KINDS) + len(
        luck.starting_hands()[4].sentences()
    )
    for sentence in sentences:
        assert re.search(r"\d", sentence), sentence
        assert re.search(r"against|than|expected", sentence), sentence
        assert "unlucky" not in sentence.lower()
    per_kind = sentences[1 : 1 + len(GROUPS) + len(KINDS)]
    for sentence, name_key in zip(per_kind, (*GROUPS, *KINDS), strict=True):
        assert sentence.startswith(f"{NAMES[name_key]}: ")
        assert "per 100 hands (95% interval" in sentence and "(p = " in sentence


def test_a_player_without_games_counts_nothing_and_still_says_so() -> None:
    luck = WallLuck("nobody")
    [head] = luck.sentences()
    assert str(head).startswith("0 of your hands in 0 games")
    assert luck.as_json()["rates"]["wall_against"]["hands"] == 0  # type: ignore[index]
