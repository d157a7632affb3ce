"""Key moments over the shared logs, against independent checks of the record."""

from __future__ import annotations

from functools import cache

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.defence.danger import decisions_of_hand
from yamaviewer.core.defence.moments import (
    DANGEROUS,
    MIN_UKEIRE_LOST,
    KeyMoment,
    Reason,
    key_moments,
    moment_steps,
    moments_of_seats,
)
from yamaviewer.core.record import EventKind, WinResult
from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.core.shanten import shanten
from yamaviewer.core.tiles import kind_of


@cache
def _documents() -> tuple[GameDocument, ...]:
    require(MJLOG_DIR)
    return tuple(load_document(path) for path in mjlog_files())


@cache
def _moments() -> dict[tuple[int, int, int], list[KeyMoment]]:
    """(document, hand, seat) -> moments, over every shared log."""
    found = {}
    for d, document in enumerate(_documents()):
        for hand in range(len(document.game.hands)):
            replay = document.replay(hand)
            for seat in range(replay.players):
                found[d, hand, seat] = key_moments(replay, seat)
    return found


@pytest.mark.slow
def test_every_deal_in_is_a_moment_at_the_tile_let_go() -> None:
    rons = 0
    for d, document in enumerate(_documents()):
        for hand, record in enumerate(document.game.hands):
            for event in record.events:
                win = event.result
                if not isinstance(win, WinResult) or win.tsumo:
                    continue
                rons += 1
                found = [
                    m
                    for m in _moments()[d, hand, win.from_seat]
                    if m.reason is Reason.DEAL_IN and m.other_seat == win.winner
                ]
                assert len(found) == 1, (document.game.hands[hand], win)
                moment = found[0]
                assert win.winning_tile is not None and moment.tile == win.winning_tile
                let_go = record.events[moment.step]
                assert let_go.seat == win.from_seat
                assert let_go.kind in (EventKind.DISCARD, EventKind.CALL)
    assert rons > 200
    deal_ins = sum(m.reason is Reason.DEAL_IN for moments in _moments().values() for m in moments)
    assert deal_ins == rons


def _brute_tiles(counts: list[int], unseen: list[int], players: int) -> tuple[int, int]:
    """(shanten, improving copies) of a 3n+1 hand by trying every tile kind."""
    now = shanten(counts, players)
    total = 0
    for kind in range(34):
        if counts[kind] >= 4 or (players == 3 and 1 <= kind <= 7):
            continue  # no fifth copy; sanma has no 2m-8m
        counts[kind] += 1
        if shanten(counts, players) < now:
            total += unseen[kind]
        counts[kind] -= 1
    return now, total


@pytest.mark.slow
def test_ukeire_lost_equals_a_brute_force_over_discards() -> None:
    checked = flagged = 0
    for d, document in enumerate(_documents()[:12]):
        for hand, record in enumerate(document.game.hands):
            replay = document.replay(hand)
            players = replay.players
            accepted: set[int] = set()
            for index, event in enumerate(record.events):
                if event.kind is EventKind.RIICHI and event.tile == 2:
                    accepted.add(event.seat)
                if event.kind is not EventKind.DISCARD:
                    continue
                seat = event.seat
                state = replay.states[index]
                if state.seats[seat].riichi or accepted - {seat}:
                    continue
                own = state.seats[seat]
                held = [*own.concealed, *(() if own.drawn is None else (own.drawn,))]
                seen = set(held) | set(state.dora_indicators)
                for s in range(players):
                    seen |= {r.tile for r in state.seats[s].river}
                    seen |= {t for m in state.seats[s].melds for t in m.tiles}
                unseen = [0] * 34
                ids = range(136) if players == 4 else [t for t in range(136) if not 4 <= t < 32]
                for tile in ids:
                    if tile not in seen:
                        unseen[kind_of(tile)] += 1
                counts = [0] * 34
                for tile in held:
                    counts[kind_of(tile)] += 1
                options = {}
                for kind in {kind_of(t) for t in held}:
                    counts[kind] -= 1
                    options[kind] = _brute_tiles(counts, unseen, players)
                    counts[kind] += 1
                best = min(options.values(), key=lambda o: (o[0], -o[1]))
                chosen = options[kind_of(event.tile)]
                expected = chosen[0] > best[0] or best[1] - chosen[1] >= MIN_UKEIRE_LOST
                got = [
                    m
                    for m in _moments()[d, hand, seat]
                    if m.reason is Reason.UKEIRE_LOST and m.step == index
                ]
                assert bool(got) == expected, (hand, index, options, event.tile)
                if got:
                    assert (got[0].best_tiles, got[0].chosen_tiles) == (best[1], chosen[1])
                checked += 1
                flagged += expected
    assert checked > 1000 and flagged > 50


@pytest.mark.slow
def test_dangerous_moments_are_pushes_far_from_tenpai_against_riichi() -> None:
    count = 0
    for (d, hand, seat), moments in _moments().items():
        replay = _documents()[d].replay(hand)
        by_step = {x.step: x for x in decisions_of_hand(replay, hand) if x.seat == seat}
        for moment in moments:
            if moment.reason is not Reason.DANGEROUS:
                continue
            count += 1
            decision = by_step[moment.step]
            chosen = decision.danger_of(kind_of(decision.discard))
            assert chosen.worst_estimate == moment.estimate >= DANGEROUS
            assert min(t.worst_estimate for t in decision.tiles) < moment.estimate
            assert moment.chosen_shanten >= 2
    assert count > 50


@pytest.mark.slow
def test_missed_wins_hold_a_winning_tile_and_no_declared_win() -> None:
    count = 0
    for (d, hand, seat), moments in _moments().items():
        record = _documents()[d].game.hands[hand]
        replay = _documents()[d].replay(hand)
        for moment in moments:
            if moment.reason is not Reason.MISSED_WIN:
                continue
            count += 1
            own = replay.states[moment.step].seats[seat]
            held = [*own.concealed, *(() if own.drawn is None else (own.drawn,))]
            if moment.other_seat != seat:
                held.append(moment.tile)
            counts = [0] * 34
            for tile in held:
                counts[kind_of(tile)] += 1
            assert shanten(counts, replay.players) == -1
            following = record.events[moment.step]
            assert following.kind is not EventKind.AGARI or (
                isinstance(following.result, WinResult) and following.result.winner != seat
            )
        steps = moment_steps(moments)
        assert steps == sorted(set(steps))
    assert count >= 1


def test_moments_of_seats_are_each_seat_s_moments_by_step() -> None:
    """Sharing the defence decisions across seats changes no seat's moments."""
    for document in _documents()[:3]:
        replay = document.replay(0)
        together = moments_of_seats(replay, (0, 1, 2, 3))
        for seat in range(4):
            assert [m for m in together if m.seat == seat] == key_moments(replay, seat)
        assert [m.step for m in together] == sorted(m.step for m in together)
