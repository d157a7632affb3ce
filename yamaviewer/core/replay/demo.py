"""The built-in demo: a game the project makes itself from its own seed.

The demo is a short East-South game dealt from the project's seed and played by
the readable policy of :mod:`.demo_play`, so a newcomer sees calls, riichi,
wins with their yaku and points, and an exhaustive draw with its payments,
with nothing borrowed from anyone's real game; its draws verify against the
seed's walls as a real log's do.  Seeds typed in without a log are dealt by
:func:`deal_from_seed`, where every seat discards what it draws (tsumogiri).
"""

from __future__ import annotations

import base64
import struct
from typing import TYPE_CHECKING

from yamaviewer.core.mt19937 import MT19937
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    GameRecord,
    GameType,
    HandRecord,
)
from yamaviewer.core.walls.layout import WallLayout, shared_layout
from yamaviewer.core.walls.tenhou import (
    SEED_PREFIX_BASE64,
    HandWall,
    TenhouGenerator,
    TenhouSeed,
    parse_seed,
)

if TYPE_CHECKING:
    from yamaviewer.core.replay.document import GameDocument

#: Chosen (by playing seeds through the policy) for a game that shows a call, a
#: riichi, wins with yaku, a dealer's repeat with honba and riichi sticks, and an
#: exhaustive draw with tenpai payments, in its first four hands.
DEMO_SEED_NUMBER = 20261169
DEMO_HANDS = 4
DEMO_NAMES = ["Aoi", "Botan", "Chika", "Daichi"]


def demo_seed_text(number: int = DEMO_SEED_NUMBER) -> str:
    """A Tenhou-format seed (624 words, base64) made from a small number."""
    generator = MT19937.from_seed(number)
    words = [generator.next_u32() for _ in range(624)]
    raw = struct.pack("<624I", *words)
    return f"{SEED_PREFIX_BASE64},{base64.b64encode(raw).decode('ascii')}"


def game_from_seed(
    seed: str | TenhouSeed,
    players: int = 4,
    hands: int = DEMO_HANDS,
    play_out: bool = True,
    names: list[str] | None = None,
) -> GameRecord:
    """A game whose hands are dealt from ``seed`` (see :func:`deal_from_seed`)."""
    return deal_from_seed(seed, players, hands, play_out, names)[0]


def deal_from_seed(
    seed: str | TenhouSeed,
    players: int = 4,
    hands: int = DEMO_HANDS,
    play_out: bool = True,
    names: list[str] | None = None,
) -> tuple[GameRecord, list[HandWall]]:
    """A game whose hands are dealt from ``seed``, and the wall of each hand.

    With ``play_out`` every seat discards what it draws until the wall is
    exhausted; without it the hands hold only the deal (for browsing a seed).
    The dealer moves on each hand, as after a dealer's loss.  A per-hand key
    (before August 2009) makes one hand, which carries the key as a log of
    that era does.  The seed text is decoded here at most once and each wall
    generated once.
    """
    if isinstance(seed, str):
        seed = parse_seed(seed)
    if seed.per_hand:
        hands = 1
    generator = TenhouGenerator(seed, players)
    layout = WallLayout(players, legacy=seed.legacy)
    records = []
    walls = []
    for index in range(hands):
        wall = generator.next_hand()
        walls.append(wall)
        dealer = index % players
        haipai = layout.deal(wall.tiles, dealer) + [[] for _ in range(4 - players)]
        record = HandRecord(
            index=index,
            round=index,
            honba=0,
            riichi_sticks=0,
            dice=wall.dice,
            dora_indicator=wall.tiles[layout.dora_indicator_position(0)],
            dealer=dealer,
            scores=[250 if players == 4 else 350] * players + [0] * (4 - players),
            haipai=haipai,
            shuffle_key=seed.text if seed.per_hand else None,
        )
        if play_out:
            seat = dealer
            for draw in range(layout.live_draws_available(0)):
                tile = wall.tiles[layout.live_position(draw)]
                record.events.append(Event(EventKind.DRAW, seat, tile))
                record.events.append(Event(EventKind.DISCARD, seat, tile))
                seat = (seat + 1) % players
            record.special_steps.append(len(record.events))
            nobody_tenpai = DrawResult(
                kind=DrawKind.EXHAUSTIVE,
                deltas=(0, 0, 0, 0),
                scores_before=tuple(100 * s for s in record.scores),
            )
            record.events.append(Event(EventKind.RYUUKYOKU, -1, -1, None, nobody_tenpai))
        records.append(record)
    game = GameRecord(
        shuffle_seed=None if seed.per_hand else seed.text,
        game_type=GameType.HUMAN | (GameType.SANMA if players == 3 else 0),
        lobby=0,
        player_names=(names or DEMO_NAMES)[:players] + [""] * (4 - players),
        dan=[0, 0, 0, 0],
        rate=[1500.0] * 4,
        sex=["", "", "", ""],
        hands=records,
        source_name="demo",
    )
    return game, walls


def demo_deal(hands: int = DEMO_HANDS) -> tuple[GameRecord, list[HandWall]]:
    """The built-in demo game (the demo seed played by the policy), and each hand's wall."""
    from yamaviewer.core.replay.demo_play import play_game  # brings the scoring core

    return play_game(parse_seed(demo_seed_text()), hands, DEMO_NAMES)


def demo_document() -> GameDocument:
    """The demo game as a document holding its walls, checked against them as a log is."""
    from yamaviewer.core.replay.document import GameDocument
    from yamaviewer.core.verification.tenhou import verify_walls

    game, walls = demo_deal()
    verification = verify_walls(game, walls, shared_layout(game.player_count))
    return GameDocument(game=game, format="seed", walls=walls, verification=verification)
