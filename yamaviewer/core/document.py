"""An opened game: the record, its rebuilt walls, the verification, the replays.

This is what the GUI holds for the file it shows.  Walls and replays are
built on demand and cached, so opening a file costs a parse and one
verification pass, and stepping costs nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Literal

from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.record import GameRecord, HandRecord
from yamaviewer.core.replay import HandReplay, known_wall_from_record
from yamaviewer.core.verify import GameVerification, HandCheck, verify_game
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.tenhou import HandWall, SeedError, parse_seed

#: Where a document's game came from: a file of either format, a seed typed
#: in without a log (or the demo), or an MJ Arcade wall.
DocumentFormat = Literal["mjlog", "tenhou6", "seed", "arcade"]


@dataclass
class GameDocument:
    game: GameRecord
    path: Path | None = None
    format: DocumentFormat = "mjlog"
    walls: list[HandWall] | None = None
    verification: GameVerification | None = None
    seed_error: str | None = None
    _replays: dict[int, HandReplay] = field(default_factory=dict)

    @cached_property
    def layout(self) -> WallLayout:
        """The hand layout; read once, since it means decoding the seed text."""
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
    def has_seed(self) -> bool:
        return self.walls is not None

    def hand_check(self, index: int) -> HandCheck | None:
        if self.verification is None or index >= len(self.verification.hands):
            return None
        return self.verification.hands[index]

    def wall(self, index: int) -> tuple[int | None, ...]:
        """The hand's wall: complete with a seed, else what the record pins down."""
        if self.walls is not None and index < len(self.walls):
            return self.walls[index].tiles
        return tuple(known_wall_from_record(self.hands[index], self.layout))

    def replay(self, index: int) -> HandReplay:
        replay = self._replays.get(index)
        if replay is None:
            replay = HandReplay(self.hands[index], self.layout, self.wall(index))
            self._replays[index] = replay
        return replay


def open_game(
    game: GameRecord, path: Path | None = None, format: DocumentFormat = "mjlog"
) -> GameDocument:
    """Rebuild walls (when the game has a seed) and verify every hand."""
    document = GameDocument(game=game, path=path, format=format)
    if not game.shuffle_seed:
        return document
    verification = verify_game(game, str(path) if path else game.source_name)
    document.verification = verification
    if verification.walls:
        document.walls = verification.walls
    else:
        document.seed_error = verification.error
    return document


def load_document(path: str | Path) -> GameDocument:
    """Open a game file of any supported format (raises ValueError subclasses).

    The format is told by content, not name: JSON starts with '{' (tenhou.net/6),
    anything else is read as an mjlog (plain or gzip XML).
    """
    from yamaviewer.core.formats.tenhou6 import looks_like_json, read_tenhou6

    path = Path(path)
    try:
        with path.open("rb") as stream:
            head = stream.read(1024)
    except OSError:
        head = b""  # let the mjlog reader word the error
    if looks_like_json(head):
        return open_game(read_tenhou6(path), path, "tenhou6")
    return open_game(read_mjlog(path), path)
