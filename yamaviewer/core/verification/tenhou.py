"""Prove, tile by tile, that a Tenhou game was dealt from the wall its seed makes.

For every hand the dice, the starting hands (in deal order), the first dora
indicator, every live and replacement draw, every kan-dora, the ura-dora shown
at wins and the haitei at exhaustive draws are compared with the wall rebuilt
from the seed.  Each mismatch names the hand, the step, the wall position and
the tiles expected and found.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from itertools import chain, islice
from pathlib import Path

from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    EventKind,
    GameRecord,
    HandRecord,
    WinResult,
    tiles_of_kind,
)
from yamaviewer.core.verification.results import (
    MISMATCH_DETAILS,
    CheckKind,
    GameVerification,
    HandCheck,
    Mismatch,
    TenhouVerification,
)
from yamaviewer.core.walls.layout import WallLayout, shared_layout
from yamaviewer.core.walls.tenhou import (
    RONIN_REFERENCE,
    RONIN_SEED_NOTE,
    SANMA_PER_HAND_DICE_NOTE,
    HandWall,
    RoninSeedError,
    SeedError,
    TenhouGenerator,
    TenhouSeed,
    parse_seed,
    per_hand_wall,
)

_DRAW = EventKind.DRAW
_KAN_DORA = EventKind.DORA

#: How many generator hands to try when a log is an excerpt that does not start
#: with the game's first hand.
MAX_HAND_OFFSET = 32


def check_hand(
    hand: HandRecord, wall: HandWall, layout: WallLayout, room: int = MISMATCH_DETAILS
) -> HandCheck[int]:
    """Compare one hand of a log with the wall the generator made for it.

    The common case (no kan, no kita) is checked with whole-list comparisons;
    the step-by-step walk runs only when replacement draws interleave with live
    draws or when something differs, to say exactly where.  At most ``room``
    mismatches are kept in full (what the game has left of its
    :data:`MISMATCH_DETAILS`); any more are only counted, so a log dealt from other
    walls costs memory by its checks' count, not by every failure's words.
    """
    y = wall.tiles
    check: HandCheck[int] = HandCheck(hand.index + 1, hand.label)
    # What a failed check records (a partial: no closure made per hand).
    miss = partial(_miss, check, room, hand)

    check.dice_checked = 2
    for die in range(2) if wall.dice != hand.dice else ():
        if wall.dice[die] != hand.dice[die]:
            miss(
                step=0,
                what=f"die {die + 1}",
                position=None,
                expected=wall.dice[die],
                found=hand.dice[die],
                kind=CheckKind.DICE,
                number=die + 1,
            )

    players = layout.players
    check.deal_checked = 13 * players
    # Every seat's starting tiles in one comparison; seat by seat only to say what differs.
    if layout.dealt_tiles(y, hand.dealer) != tuple(chain.from_iterable(hand.haipai[:players])):
        for seat in range(players):
            positions = layout.seat_haipai_positions(seat, hand.dealer)
            dealt = hand.haipai[seat]
            for n, (position, found) in enumerate(zip(positions, dealt, strict=True)):
                if y[position] != found:
                    miss(
                        step=0,
                        what=f"starting tile {n + 1} of seat {seat}",
                        position=position,
                        expected=y[position],
                        found=found,
                        kind=CheckKind.DEAL,
                        seat=seat,
                        number=n + 1,
                    )

    dora_position = layout.dora_positions[0]
    check.dora_checked = 1
    if y[dora_position] != hand.dora_indicator:
        miss(
            step=0,
            what="first dora indicator",
            position=dora_position,
            expected=y[dora_position],
            found=hand.dora_indicator,
            kind=CheckKind.DORA,
            number=1,
        )

    events = hand.events
    first_live = layout.first_live_position
    draws = tiles_of_kind(events, _DRAW)
    live = len(draws)
    rinshan = 0
    if hand.has_replacement:  # set the replacement draws apart, found from the calls
        ordinals = layout.replacement_ordinals(events, hand.special_steps)
        rinshan = len(ordinals)
        replaced = [draws[n] for n in ordinals]
        for n in reversed(ordinals):
            del draws[n]
        live -= rinshan
        if replaced != [_tile_at(y, layout.rinshan_position(n)) for n in range(rinshan)]:
            live = -1  # differs: walked below
    if 0 <= live <= first_live + 1 and draws == list(
        y[first_live - live + 1 : first_live + 1][::-1]
    ):
        pass  # every live draw came from the live wall in order, and so did the replacements
    else:
        live, rinshan = _walk_draws(hand, y, layout, miss)
    check.live_draws = live
    check.rinshan_draws = rinshan

    kan_dora = 0
    # The indicators sit every second position from the first's (dora and ura alike),
    # so a win's are one slice of the wall each.
    ura_position = layout.ura_positions[0]
    most = len(layout.dora_positions)  # indicators a wall has room for
    for step_index in hand.special_steps:
        event = events[step_index]
        kind = event[0]
        if kind is _KAN_DORA:
            kan_dora += 1
            position = layout.dora_indicator_position(kan_dora)
            check.dora_checked += 1
            if _tile_at(y, position) != event.tile:
                miss(
                    step=step_index + 1,
                    what=f"kan-dora indicator {kan_dora}",
                    position=position,
                    expected=_tile_at(y, position),
                    found=event.tile,
                    kind=CheckKind.DORA,
                    number=kan_dora + 1,
                )
        elif isinstance(result := event[4], WinResult):
            dora, ura = result.dora, result.ura
            check.dora_checked += len(dora)
            check.ura_checked += len(ura)
            if (
                len(dora) <= most
                and len(ura) <= most
                and dora == y[dora_position : dora_position + 2 * len(dora) : 2]
                and ura == y[ura_position : ura_position + 2 * len(ura) : 2]
            ):
                continue  # one comparison each; one by one only to say what differs
            for label, tiles, locate, kind_of_check in (
                ("dora indicator", dora, layout.dora_indicator_position, CheckKind.DORA),
                ("ura-dora indicator", ura, layout.ura_indicator_position, CheckKind.URA),
            ):
                for index, found in enumerate(tiles):
                    position = locate(index)
                    if _tile_at(y, position) != found:
                        miss(
                            step=step_index + 1,
                            what=f"{label} {index + 1} at win",
                            position=position,
                            expected=_tile_at(y, position),
                            found=found,
                            kind=kind_of_check,
                            number=index + 1,
                        )
        elif isinstance(result, DrawResult) and result.kind is DrawKind.EXHAUSTIVE:
            check.haitei_checked = True
            # Draws after the result (none in a sane log) do not count here.
            drawn_before = len(tiles_of_kind(events[:step_index], _DRAW)) - rinshan
            available = layout.live_draws_available(rinshan)
            if drawn_before != available:
                haitei = layout.haitei_position(rinshan)
                last = first_live - drawn_before + 1
                miss(
                    step=step_index + 1,
                    what=f"exhaustive draw after {drawn_before} of {available} live tiles "
                    "(the last tile drawn must be the haitei)",
                    position=haitei,
                    expected=y[haitei],
                    found=y[last] if 0 <= last < len(y) else -1,
                    kind=CheckKind.HAITEI,
                    number=drawn_before,
                )
    return check


def _miss(
    check: HandCheck[int],
    room: int,
    hand: HandRecord,
    *,
    step: int,
    what: str,
    position: int | None,
    expected: int,
    found: int,
    kind: CheckKind,
    seat: int | None = None,
    number: int = 0,
) -> None:
    """Record a failed check of ``hand`` in ``check`` (in full while the game has ``room``
    left, else only counted); the keywords are the Mismatch fields the hand does not fix."""
    if len(check.mismatches) >= room:
        check.omitted += 1
        if kind not in check.omitted_kinds:
            check.omitted_kinds |= {kind}
        return
    check.mismatches.append(
        Mismatch(
            hand=hand.index + 1,
            hand_label=hand.label,
            step=step,
            what=what,
            position=position,
            expected=expected,
            found=found,
            kind=kind,
            seat=seat,
            number=number,
        )
    )


def _tile_at(y: tuple[int, ...], position: int) -> int:
    """The wall's tile at ``position``; -1 (no tile) past either end, which a check reports."""
    return y[position] if 0 <= position < len(y) else -1


def _walk_draws(
    hand: HandRecord,
    y: tuple[int, ...],
    layout: WallLayout,
    miss: Callable[..., None],
) -> tuple[int, int]:
    """Check draws one by one; returns (live draws, replacement draws)."""
    events = hand.events
    sources = layout.draw_sources(events)
    for event_index, position, replacement, ordinal in sources:
        event = events[event_index]
        expected = _tile_at(y, position)
        if expected != event.tile:  # worded only when it differs: most hands never are
            source = "replacement" if replacement else "live"
            miss(
                step=event_index + 1,
                what=f"{source} draw {ordinal} by seat {event.seat}",
                position=position,
                expected=expected,
                found=event.tile,
                kind=CheckKind.RINSHAN if replacement else CheckKind.LIVE,
                seat=event.seat,
                number=ordinal,
            )
    rinshan = sum(source.replacement for source in sources)
    return len(sources) - rinshan, rinshan


def _deal_matches(hand: HandRecord, wall: HandWall, layout: WallLayout) -> bool:
    seat = hand.dealer
    return (
        wall.dice == hand.dice
        and list(layout.seat_haipai_tiles(wall.tiles, seat, seat)) == hand.haipai[seat]
    )


def verify_game(game: GameRecord, file: str = "", keep_walls: bool = True) -> TenhouVerification:
    """Verify every hand of a parsed game against its seed (or, before 2009, its hands' keys).

    ``keep_walls=False`` checks each wall as it is made and drops it (a report
    needs the checks, not 136 tiles per hand): memory then does not grow with the
    hands' walls.
    """
    result: TenhouVerification = GameVerification(
        file=file or game.source_name, status="verified", players=game.player_count
    )
    result.cut_short = game.cut_short  # its complete hands are checked as any others
    seed = _game_seed(game, result)
    if seed is None:
        return result
    if isinstance(seed, list):
        made = (per_hand_wall(key, game.player_count) for key in seed)
        return _check_walls(game, made, result.layout or shared_layout(), result, keep_walls)
    layout = shared_layout(game.player_count, legacy=seed.legacy)
    result.layout = layout
    generator = TenhouGenerator(seed, game.player_count)
    ahead = [generator.next_hand()]
    # Excerpts cut from a longer game start later in the generator's sequence:
    # find the offset where the first hand's dice and dealer hand match.
    if not _deal_matches(game.hands[0], ahead[0], layout):
        ahead += [generator.next_hand() for _ in range(MAX_HAND_OFFSET)]
        for offset in range(1, MAX_HAND_OFFSET + 1):
            if _deal_matches(game.hands[0], ahead[offset], layout):
                result.hand_offset = offset
                break
    walls = islice(chain(ahead[result.hand_offset :], generator), len(game.hands))
    return _check_walls(game, walls, layout, result, keep_walls)


def _game_seed(
    game: GameRecord, result: TenhouVerification
) -> TenhouSeed | list[TenhouSeed] | None:
    """The game's seed, or every hand's own key (before August 2009); None with
    ``result``'s status and error saying why no wall can be made."""
    if not game.shuffle_seed and any(hand.shuffle_key for hand in game.hands):
        return _hand_keys(game, result)
    if not game.shuffle_seed:
        result.status = "no-seed"
        result.error = "the log has no SHUFFLE seed, so its walls cannot be rebuilt"
        return None
    if game.reference.lower().startswith(RONIN_REFERENCE):
        result.status = "no-seed"
        result.error = RONIN_SEED_NOTE
        return None
    try:
        seed = parse_seed(game.shuffle_seed)
    except RoninSeedError:  # a seed, but not Tenhou's generator: as if there were none
        result.status = "no-seed"
        result.error = RONIN_SEED_NOTE
        return None
    except SeedError as error:
        result.status = "error"
        result.error = f"the log's seed is unusable: {error}"
        return None
    if seed.per_hand:
        result.status = "error"
        result.error = "the SHUFFLE seed is a single hand's key (mt19937ar,...), not a game seed"
        return None
    return seed


def has_usable_seed(game: GameRecord) -> bool:
    """Whether :func:`verify_game` would rebuild this game's walls, told without making
    one (what ``info`` reports, at no cost per hand)."""
    probe: TenhouVerification = GameVerification(file="", status="verified")
    return bool(game.hands) and _game_seed(game, probe) is not None


def verify_walls(
    game: GameRecord, walls: list[HandWall], layout: WallLayout, file: str = ""
) -> TenhouVerification:
    """Check a game against walls already made (no seed decoded, no wall generated)."""
    result: TenhouVerification = GameVerification(
        file=file or game.source_name, status="verified", players=game.player_count
    )
    result.layout = layout
    return _check_walls(game, walls, layout, result)


def _check_walls(
    game: GameRecord,
    walls: Iterable[HandWall],
    layout: WallLayout,
    result: TenhouVerification,
    keep_walls: bool = True,
) -> TenhouVerification:
    kept: list[HandWall] = []
    room = MISMATCH_DETAILS  # kept in full per game; the rest counted
    for hand, wall in zip(game.hands, walls, strict=True):
        check = check_hand(hand, wall, layout, room)
        room -= len(check.mismatches)
        result.hands.append(check)
        if keep_walls:
            kept.append(wall)
    result.walls = kept
    if any(not check.ok for check in result.hands):
        result.status = "mismatch"
    return result


def _hand_keys(game: GameRecord, result: TenhouVerification) -> list[TenhouSeed] | None:
    """A game from before August 2009: every INIT carries its own ``shuffle`` key."""
    players = game.player_count
    result.layout = shared_layout(players, legacy=True)
    keys: list[TenhouSeed] = []
    for hand in game.hands:
        try:
            if not hand.shuffle_key:
                raise SeedError("the hand carries no shuffle key")
            seed = parse_seed(hand.shuffle_key)
            if not seed.per_hand:
                raise SeedError("its shuffle key is not a per-hand key (mt19937ar,...)")
        except SeedError as error:
            result.status = "error"
            result.error = f"hand {hand.index + 1}: {error}"
            return None
        keys.append(seed)
    if players == 3:
        result.notes.append(SANMA_PER_HAND_DICE_NOTE)
    return keys


def verify_file(path: str | Path) -> TenhouVerification:
    """Read and verify one file; unreadable input becomes status "error"."""
    try:
        from yamaviewer.core.formats.mjlog import read_mjlog

        game = read_mjlog(path)
    except LogFormatError as error:
        return GameVerification(file=str(path), status="error", error=str(error))
    return verify_game(game, str(path))
