"""An opened game: the record, its rebuilt walls, the verification, the replays.

This is what the GUI holds for the file it shows.  Walls and replays are
built on demand and cached, so opening a file costs a parse and one
verification pass, and stepping costs nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from yamaviewer.core.record import GameRecord, GameType, HandRecord
from yamaviewer.core.replay.state import HandReplay, known_wall_from_record
from yamaviewer.core.verification.results import (
    HandCheck,
    MajsoulVerification,
    TenhouVerification,
    Verification,
)
from yamaviewer.core.verification.tenhou import has_usable_seed, verify_game, verify_walls
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.tenhou import HandWall, SeedError, TenhouSeed, parse_seed

if TYPE_CHECKING:
    from yamaviewer.core.formats.majsoul_record import MajsoulRecord
    from yamaviewer.core.formats.mortal_review import MortalReview
    from yamaviewer.core.walls.arcade import ArcadeWall

#: Where a document's game came from: a file of either format, a seed typed
#: in without a log (or the demo), or an MJ Arcade wall.
DocumentFormat = Literal["mjlog", "tenhou6", "seed", "arcade", "majsoul", "mjai"]


@dataclass(slots=True)
class GameDocument:
    """A game as the viewer holds it: the record, its walls and its checks, and replays."""

    game: GameRecord
    path: Path | None = None
    format: DocumentFormat = "mjlog"
    walls: list[HandWall] | None = None
    #: The check against the walls the Tenhou seed makes.
    verification: TenhouVerification | None = None
    seed_error: str | None = None
    #: Walls a record publishes itself (Mahjong Soul), in the layout's array order.
    record_walls: list[tuple[int | None, ...]] | None = None
    #: The whole-record check of a Mahjong Soul game (hash, tile set, draws, dora).
    majsoul_verification: MajsoulVerification | None = None
    #: The Mahjong Soul record itself, kept to check it again against a hash journal.
    majsoul_record: MajsoulRecord | None = None
    #: Per hand, the viewer's step of each Mahjong Soul record action (for check links).
    record_action_steps: list[list[int]] | None = None
    #: A saved Mortal review of this game (opened from an mjai-reviewer report).
    review: MortalReview | None = None
    #: Worked out on first use (decoding the seed text), like the replays.
    _layout: WallLayout | None = field(default=None, init=False, repr=False, compare=False)
    _replays: dict[int, HandReplay] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @property
    def layout(self) -> WallLayout:
        """The hand layout; read once, since it means decoding the seed text."""
        if self._layout is None:
            self._layout = self._find_layout()
        return self._layout

    def _find_layout(self) -> WallLayout:
        if self.verification is not None and self.verification.layout is not None:
            return self.verification.layout
        if self.format == "majsoul":
            # Mahjong Soul's wall string read from its end is this array order.
            return WallLayout(self.game.player_count, legacy=True)
        legacy = False
        if self.game.shuffle_seed:
            try:
                legacy = parse_seed(self.game.shuffle_seed).legacy
            except SeedError:
                legacy = False
        return WallLayout(self.game.player_count, legacy=legacy)

    @property
    def hands(self) -> list[HandRecord]:
        return self.game.hands

    @property
    def verdict(self) -> Verification | None:
        """The one verification result, whichever source checked the game (None: unchecked).

        What the status bar, the hand list and the library show, so they never
        disagree with ``verify`` and the Verification panel.
        """
        if self.verification is not None:
            return self.verification
        return self.majsoul_verification

    #: Opened without verifying (``open_game(verify=False)``): whether the seed could
    #: rebuild the walls, told without making them.
    seed_usable: bool = False

    @property
    def has_seed(self) -> bool:
        return self.walls is not None or self.seed_usable

    @property
    def unverifiable_reason(self) -> str | None:
        """Why this game cannot be verified at all, when the file says so plainly."""
        from yamaviewer.core.formats.majsoul_record import (
            MAJSOUL_EXPORT_NOTE,
            is_majsoul_reference,
        )

        if self.format == "tenhou6" and is_majsoul_reference(self.game.reference):
            return MAJSOUL_EXPORT_NOTE
        if self.format == "mjai":
            from yamaviewer.core.formats.mjai import MJAI_NOTE

            return MJAI_NOTE
        return None

    def hand_check(self, index: int) -> HandCheck[int] | None:
        """The check of hand ``index``; None without one (an unusable seed checks no hand)."""
        if self.verification is None or not 0 <= index < len(self.verification.hands):
            return None
        return self.verification.hands[index]

    def wall(self, index: int) -> tuple[int | None, ...]:
        """The hand's wall: complete with a seed, else what the record pins down."""
        if self.walls is not None and index < len(self.walls):
            return self.walls[index].tiles
        if self.record_walls is not None and index < len(self.record_walls):
            return self.record_walls[index]
        return tuple(known_wall_from_record(self.hands[index], self.layout))

    def replay(self, index: int) -> HandReplay:
        replay = self._replays.get(index)
        if replay is None:
            replay = HandReplay(self.hands[index], self.layout, self.wall(index))
            self._replays[index] = replay
        return replay


def open_game(
    game: GameRecord,
    path: Path | None = None,
    format: DocumentFormat = "mjlog",
    verify: bool = True,
) -> GameDocument:
    """Rebuild walls (when the game has a seed) and verify every hand.

    ``verify=False`` only tells whether the seed is usable (``has_seed``), for a
    command that reports or converts the record: no wall is made, nothing checked.
    """
    document = GameDocument(game=game, path=path, format=format)
    if not game.shuffle_seed and not any(hand.shuffle_key for hand in game.hands):
        return document
    if not verify:
        document.seed_usable = has_usable_seed(game)
        return document
    verification = verify_game(game, str(path) if path else game.source_name)
    document.verification = verification
    if verification.walls:
        document.walls = verification.walls
    else:
        document.seed_error = verification.error
    return document


def load_document(path: str | Path, verify: bool = True) -> GameDocument:
    """Open a game file of any supported format (raises ValueError subclasses).

    ``verify=False``: a log's walls are neither rebuilt nor checked (see :func:`open_game`).

    The format is told by content, not name (one sniff for every command:
    :func:`~yamaviewer.core.formats.sniff.log_format`): a Mahjong Soul record,
    tenhou.net/6 JSON, mjai JSON lines, a Mortal review report (its game, with the review),
    or else an mjlog (plain or gzip XML).
    """
    from yamaviewer.core.formats.sniff import MAJSOUL, MJAI, MORTAL_REVIEW, TENHOU6, log_format
    from yamaviewer.core.formats.tenhou6 import read_tenhou6
    from yamaviewer.core.safe_io import read_head

    path = Path(path)
    head = read_head(path, 4096)  # b"" for a special file: the mjlog reader words the error
    kind = log_format(head)
    if kind == MAJSOUL:
        return majsoul_document(path)
    if kind == TENHOU6:
        return open_game(read_tenhou6(path), path, "tenhou6", verify)
    if kind == MJAI:
        from yamaviewer.core.formats.mjai import read_mjai

        return open_game(read_mjai(path), path, "mjai", verify)
    if kind == MORTAL_REVIEW:
        from yamaviewer.core.formats.mortal_review import read_mortal_review

        review = read_mortal_review(path)
        document = open_game(review.game, path, "mjai", verify)
        document.review = review
        return document
    from yamaviewer.core.formats.mjlog import read_mjlog  # not needed to show the demo

    return open_game(read_mjlog(path), path, verify=verify)


def seed_document(
    seed: str | TenhouSeed,
    players: int = 4,
    hands: int = 4,
    play_out: bool = True,
    names: list[str] | None = None,
) -> GameDocument:
    """The hands a Tenhou seed deals, as a document that already holds its walls.

    The seed text is decoded once and each wall generated once; the hands are
    checked against those very walls (raises SeedError for a bad seed).
    """
    from yamaviewer.core.replay.demo import deal_from_seed

    if isinstance(seed, str):
        seed = parse_seed(seed)
    game, walls = deal_from_seed(seed, players, hands, play_out, names)
    layout = WallLayout(players, legacy=seed.legacy)
    verification = verify_walls(game, walls, layout)
    if seed.per_hand and players == 3:
        from yamaviewer.core.walls.tenhou import SANMA_PER_HAND_DICE_NOTE

        verification.notes.append(SANMA_PER_HAND_DICE_NOTE)
    return GameDocument(game=game, format="seed", walls=walls, verification=verification)


def arcade_document(wall: ArcadeWall, names: list[str] | None = None) -> GameDocument:
    """An MJ Arcade wall as a one-hand document holding that wall.

    The arcade wall in dealing order is written into a Tenhou-style array
    (``y[N-1]`` dealt first), where :mod:`yamaviewer.core.walls.table` places
    deal, dead wall, dora and rinshan exactly as for a physical table.
    """
    from yamaviewer.core.walls.arcade import sega_to_tile_id

    players = wall.players
    layout = WallLayout(players)
    size = layout.size
    in_order = [sega_to_tile_id(t) for t in wall.in_draw_order()]
    array = tuple(in_order[size - 1 - a] for a in range(size))
    haipai: list[list[int]] = [[] for _ in range(4)]
    for seat in range(players):
        haipai[seat] = [array[p] for p in layout.haipai_positions(seat)]
    record = HandRecord(
        index=0,
        round=0,
        honba=0,
        riichi_sticks=0,
        dice=wall.dice,
        dora_indicator=array[layout.dora_indicator_position(0)],
        dealer=0,
        scores=[250 if players == 4 else 350] * players + [0] * (4 - players),
        haipai=haipai,
    )
    seat_names = names or ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]
    game = GameRecord(
        shuffle_seed=None,
        game_type=GameType.HUMAN | (GameType.SANMA if players == 3 else 0),
        lobby=0,
        player_names=seat_names[:players] + [""] * (4 - players),
        dan=[0] * 4,
        rate=[0.0] * 4,
        sex=[""] * 4,
        hands=[record],
        source_name="arcade",
    )
    return GameDocument(game=game, format="arcade", walls=[HandWall(tiles=array, dice=wall.dice)])


def majsoul_document(path: str | Path) -> GameDocument:
    """A Mahjong Soul record: its game, the walls it publishes and their verification."""
    from yamaviewer.core.formats.majsoul_convert import convert_majsoul
    from yamaviewer.core.formats.majsoul_record import read_majsoul_record
    from yamaviewer.core.verification.majsoul import verify_majsoul

    path = Path(path)
    record = read_majsoul_record(path)
    converted = convert_majsoul(record)
    game = converted.game
    game.source_name = path.name
    return GameDocument(
        game=game,
        path=path,
        format="majsoul",
        record_walls=converted.walls,
        record_action_steps=converted.action_steps,
        majsoul_verification=verify_majsoul(record, str(path)),
        majsoul_record=record,
    )
