"""What-if facts: one hand-built story per kind, and the dead-wall counts of every tenpai
hand of the shared logs against the Analysis panel's own wall buckets."""

from __future__ import annotations

import pytest

from tests.core.stats.whatif_hands import NINE_PIN, Story
from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.analysis.step import AnalysisError, StepAnalysis, analyse_replay_step
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.shanten import ShantenInputError, counts_of, shanten
from yamaviewer.core.stats.whatif import (
    CALLS_TOOK_WIN,
    CHANGED_WAIT,
    CHASER_DEALT_IN,
    DEAD_WALL_WAITS,
    FOLD_WOULD_HAVE_WON,
    HELL_WAIT_WON,
    LUCKY_DRAW,
    WAITS_IN_HANDS,
    WOULD_HAVE_WON,
    WhatIf,
    WhatIfError,
    hand_events,
    what_if_events,
)

_, NINE_B, NINE_C, NINE_D = NINE_PIN


def _of(story: Story, kind: str) -> list[WhatIf]:
    return [e for e in hand_events(story.replay(), 1) if e.kind == kind]


def _rounds(story: Story, count: int) -> None:
    for _ in range(count):
        for seat in range(4):
            story.turn(seat)


def test_waits_in_the_dead_wall_are_counted_where_they_lie() -> None:
    story = Story(live={9: NINE_D}, dead={2: NINE_B})
    story.hands[1][9] = NINE_C  # seat 1 holds one instead of its East
    _rounds(story, 2)
    story.exhaustive()
    [event] = _of(story, DEAD_WALL_WAITS)
    assert (event.seat, event.step, event.extra["waits"]) == (0, 0, ["9p"])
    assert (event.extra["in_dead_wall"], event.extra["live"], event.extra["in_hands"]) == (1, 1, 1)


def test_waits_all_in_other_hands() -> None:
    story = Story()
    story.hands[1][9], story.hands[1][10], story.hands[2][9] = NINE_B, NINE_C, NINE_D
    _rounds(story, 1)
    story.exhaustive()
    [event] = _of(story, WAITS_IN_HANDS)
    assert (event.extra["in_hands"], event.extra["live"], event.extra["in_dead_wall"]) == (3, 0, 0)
    assert not _of(story, DEAD_WALL_WAITS)


def test_the_win_you_would_have_drawn_had_the_hand_gone_on() -> None:
    story = Story(live={4: NINE_D, 30: NINE_B, 31: NINE_C})
    story.turn(0)
    winning = story.draw(1)
    story.win(1, 1, winning)
    [event] = _of(story, WOULD_HAVE_WON)
    assert (event.seat, event.step, event.extra["draws"]) == (0, 3, ["9p"])


def test_the_win_a_call_took_away() -> None:
    story = Story(live={0: 124, 4: NINE_D, 30: NINE_B, 31: NINE_C})
    story.hands[2][9], story.hands[2][10] = 125, 126  # seat 2 holds two 5z
    story.turn(0)
    story.pon(2, (124, 125, 126), 124, 2)
    story.discard(2, story.hands[2][0])
    for seat in (3, 0, 1, 2):
        story.turn(seat)
    story.exhaustive()
    [event] = _of(story, CALLS_TOOK_WIN)
    assert (event.seat, event.extra["draw_number"], event.extra["tile"]) == (0, 2, "9p")
    assert "seat 2 drew it" in event.detail


def test_a_changed_wait_whose_next_draw_would_have_won() -> None:
    story = Story(live={0: 111, 4: NINE_B, 30: NINE_C, 31: NINE_D})
    story.draw(0)
    story.discard(0, NINE_PIN[0])  # keeps the East instead: a wait on East
    _rounds_from = (1, 2, 3)
    for seat in _rounds_from:
        story.turn(seat)
    story.turn(0)
    story.exhaustive()
    [event] = _of(story, CHANGED_WAIT)
    assert (event.seat, event.step, event.extra["tile"], event.extra["waits"]) == (
        0,
        2,
        "9p",
        ["9p"],
    )


#: 123m 567m 123p 789s 9p: tenpai on 9p with no yaku but a closed tsumo.
NO_YAKU = [0, 4, 8, 16, 20, 24, 36, 40, 44, 99, 103, 107, 68]


def _fold(story: Story) -> None:
    """Seat 0 draws 5z and throws its 1m instead: tenpai on 9p broken."""
    drawn = story.draw(0)
    assert drawn == 124
    story.discard(0, story.hands[0][0])


def test_a_fold_whose_next_draw_would_have_won() -> None:
    story = Story(live={4: NINE_B})
    _fold(story)
    for seat in (1, 2, 3, 0):
        story.turn(seat)
    story.exhaustive()
    [event] = _of(story, FOLD_WOULD_HAVE_WON)
    assert (event.seat, event.step, event.extra["tile"], event.extra["by"]) == (0, 2, "9p", "draw")
    assert "menzen tsumo" in event.extra["yaku"]  # type: ignore[operator]
    assert event.detail.startswith("You broke tenpai on 9p; your next draw, 9p")
    assert not _of(story, CHANGED_WAIT)


def test_a_fold_whose_next_discard_would_have_won_by_ron() -> None:
    story = Story(live={1: NINE_B})
    _fold(story)
    story.turn(1)  # seat 1 draws 9p and throws it
    story.exhaustive()
    [event] = _of(story, FOLD_WOULD_HAVE_WON)
    assert (event.extra["by"], event.extra["from_seat"], event.extra["tile"]) == (
        "discard",
        1,
        "9p",
    )
    assert "ittsu" in event.extra["yaku"]  # type: ignore[operator]
    assert "discarded by seat 1 before your next draw" in event.detail


def test_a_ron_without_yaku_is_no_win_but_the_tsumo_after_it_is() -> None:
    story = Story(live={1: NINE_B, 4: NINE_C})
    story.hands[0] = list(NO_YAKU)
    _fold(story)
    for seat in (1, 2, 3, 0):
        story.turn(seat)
    story.exhaustive()
    [event] = _of(story, FOLD_WOULD_HAVE_WON)
    assert (event.extra["by"], event.extra["tile"]) == ("draw", "9p")
    assert event.extra["yaku"] == ["menzen tsumo"]


def _tenpai_then_broken(first: int, live: dict[int, int]) -> Story:
    """Seat 0: 123m456m789m 2p 9p 5z and ``first``; throws ``first``, then 5z: tenpai on
    1p-4p (23p 99p); then throws its 3p for a drawn 7z: tenpai broken."""
    story = Story(live={0: NINE_B, 4: 44, 8: 132, **live})
    story.hands[0] = [0, 4, 8, 12, 17, 20, 24, 28, 32, first, 40, 68, 124]
    for thrown in (first, 124, 44):
        story.draw(0)
        story.discard(0, thrown)
        for seat in (1, 2, 3):
            story.turn(seat)
    story.exhaustive()
    return story


def test_no_ron_on_a_wait_the_seat_had_discarded_furiten() -> None:
    # The 1p thrown first: the kept hand is furiten on 1p and 4p.
    story = _tenpai_then_broken(36, {9: 38, 10: 49})  # seat 1 throws 1p, seat 2 4p
    assert not _of(story, FOLD_WOULD_HAVE_WON)
    # A 7z thrown first instead: the same 4p would have won by ron.
    clean = _tenpai_then_broken(133, {10: 49})
    [event] = _of(clean, FOLD_WOULD_HAVE_WON)
    assert (event.extra["by"], event.extra["from_seat"], event.extra["tile"]) == (
        "discard",
        2,
        "4p",
    )
    # A 1p thrown first by seat 1 is the ron reported: the first that would have won.
    passed = _tenpai_then_broken(133, {9: 38, 10: 49})
    [event] = _of(passed, FOLD_WOULD_HAVE_WON)
    assert (event.extra["from_seat"], event.extra["tile"]) == (1, "1p")


def test_the_lucky_draw_and_the_hell_wait_that_won() -> None:
    story = Story(live={4: NINE_D}, dead={2: NINE_B})
    story.hands[1][9] = NINE_C
    _rounds(story, 1)
    story.win(0, 0, story.draw(0))
    [lucky] = _of(story, LUCKY_DRAW)
    # One live copy among 122 unseen, 18 own draws: 18/122 = 14.75 %.
    assert lucky.extra["chance"] == pytest.approx(18 / 122, abs=1e-4)
    [hell] = _of(story, HELL_WAIT_WON)
    assert hell.extra["live"] == 1 and hell.step == 9


def test_the_chaser_who_dealt_in() -> None:
    story = Story(live={30: NINE_B, 31: NINE_D})
    story.hands[1][9] = NINE_C
    story.draw(0)
    story.riichi(0, 1)
    story.discard(0, story.events[-2].tile)
    story.riichi(0, 2)
    story.draw(1)
    story.riichi(1, 1)
    story.discard(1, NINE_C)
    story.win(0, 1, NINE_C)
    [event] = _of(story, CHASER_DEALT_IN)
    assert event.seat == 0 and "Seat 1" in event.detail


def test_a_game_without_a_seed_is_refused_with_the_reason() -> None:
    require(MJLOG_DIR)
    from yamaviewer.core.replay.document import GameDocument

    document = load_document(mjlog_files()[0])
    bare = GameDocument(game=document.game)
    with pytest.raises(WhatIfError, match="no seed"):
        what_if_events(bare)


def _first_tenpai(replay: HandReplay, seat: int) -> StepAnalysis | None:
    """Independently: the first step the Analysis panel calls the seat's 13 tiles tenpai."""
    for step, state in enumerate(replay.states):
        mine = state.seats[seat]
        if mine.drawn is not None or len(mine.concealed) % 3 != 1 or mine.won:
            continue
        try:  # a cheap look first; the panel's analysis decides
            if shanten(counts_of(mine.concealed), replay.players) != 0:
                continue
        except ShantenInputError:
            continue
        try:
            analysis = analyse_replay_step(replay, step, seat)
        except AnalysisError:
            continue
        if analysis.waits:
            return analysis
    return None


@pytest.mark.slow
def test_dead_wall_counts_agree_with_the_analysis_buckets_on_every_tenpai_hand() -> None:
    require(MJLOG_DIR)
    seeds: set[str] = set()
    checked = with_dead = 0
    for path in mjlog_files():
        try:
            document = load_document(path)
        except ValueError:
            continue
        seed = document.game.shuffle_seed or "|".join(h.shuffle_key or "" for h in document.hands)
        if document.walls is None or seed in seeds:
            continue
        seeds.add(seed)
        try:
            events = what_if_events(document)
        except WhatIfError:
            continue
        places = {
            (e.hand, e.seat): e for e in events if e.kind in (DEAD_WALL_WAITS, WAITS_IN_HANDS)
        }
        for index in range(len(document.hands)):
            replay = document.replay(index)
            for seat in range(replay.players):
                analysis = _first_tenpai(replay, seat)
                if analysis is None:
                    continue
                checked += 1
                b = analysis.buckets
                event = places.pop((index + 1, seat), None)
                if b["dead_wall"] or (b["live_wall"] == 0 and b["other_hands"]):
                    with_dead += bool(b["dead_wall"])
                    assert event is not None, (path.name, index, seat)
                    assert event.step == analysis.step
                    assert (
                        event.extra["in_dead_wall"],
                        event.extra["live"],
                        event.extra["in_hands"],
                    ) == (b["dead_wall"], b["live_wall"], b["other_hands"])
                else:
                    assert event is None, (path.name, index, seat)
        assert not places, path.name
    assert checked > 300 and with_dead > 50
