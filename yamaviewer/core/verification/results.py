"""What every verifier answers: one status, one mismatch, one hand check, one game verdict.

A Tenhou log is checked against the walls its seed makes, a Mahjong Soul record
against the walls it publishes; both report with these types, so the CLI, the
stream and the GUI read one shape.  The type parameter is what a check compares:
tile ids (and die values) in a Tenhou wall, text (tile codes, a hash) in a Mahjong
Soul wall string.  What only one source has (dice and haitei; hash, tile set and
journal; the rebuilt walls) are fields the other source leaves at their defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Generic, Literal, TypeVar

from yamaviewer.core.tiles import tile_name
from yamaviewer.core.wording import translatable

if TYPE_CHECKING:
    from yamaviewer.core.walls.layout import WallLayout
    from yamaviewer.core.walls.tenhou import HandWall

#: A game's verdict: every check passed, something differs, nothing fixed the walls
#: in advance (no seed, no hash), or the file is unusable.
VerificationStatus = Literal["verified", "mismatch", "no-seed", "error"]
#: Whose walls were checked: a Tenhou seed's or a Mahjong Soul record's own.
Source = Literal["tenhou", "majsoul"]
#: How a Mahjong Soul record fixes each wall before the hand.
HashKind = Literal["md5", "sha256"]
#: What a check compares: ``int`` for Tenhou tile ids, ``str`` for Mahjong Soul codes.
Value = TypeVar("Value", int, str)


class CheckKind(str, Enum):
    """Which check a mismatch failed: one per row of the verification report."""

    DICE = "dice"
    DEAL = "deal"
    DORA = "dora"
    LIVE = "live"
    RINSHAN = "rinshan"
    URA = "ura"
    HAITEI = "haitei"
    #: Mahjong Soul: the wall against its published hash, the tile set, the player's journal.
    HASH = "hash"
    TILES = "tiles"
    JOURNAL = "journal"


#: How many mismatches of one game are kept in full; the rest are only counted.  A
#: real log has a handful at most; a log dealt from other walls fails every check
#: (about 100 per hand), and 50,000 such hands kept in full took over a GiB.
MISMATCH_DETAILS = 100
#: What follows the listed mismatches when more were only counted (CLI and GUI).
MORE_MISMATCHES = translatable("Verification", "and %1 more")

#: The fields a JSON report gives for a mismatch, in this order.
_REPORTED = (
    "hand", "hand_label", "step", "what", "position", "expected", "found", "kind", "seat", "number",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Mismatch(Generic[Value]):
    """One failed check: which hand, which step, what was expected and what was found."""

    hand: int  # 1-based (0: a journal line naming a hand the record lacks)
    hand_label: str
    step: int  # 0 = before the first event (dice, deal, dora); else the 1-based event
    what: str  # in English, e.g. "live draw 12 by seat 2"
    #: Tenhou: the wall array index; Mahjong Soul: the 0-based tile of the wall string.
    position: int | None
    expected: Value | None
    found: Value | None
    #: The same facts as ``what``, structured, for reports in other languages:
    #: the check, the seat involved (if any) and the ordinal (nth draw, die, tile ...).
    kind: CheckKind
    seat: int | None = None
    number: int = 0
    #: For a tile-set mismatch: (code, copies found) of every code whose count is wrong.
    counts: tuple[tuple[str, int], ...] = ()
    source: Source = "tenhou"

    def describe(self) -> str:
        """The mismatch in English, as the CLI prints it and JSON reports carry it."""
        if self.source == "majsoul":
            where = f" (wall tile {self.position + 1})" if self.position is not None else ""
            detail = ""
            if self.expected is not None or self.found is not None:
                detail = f": expected {self.expected or 'nothing'}, found {self.found or 'nothing'}"
        else:
            if self.kind is CheckKind.DICE:
                return (
                    f"hand {self.hand} ({self.hand_label}): {self.what}: "
                    f"expected {self.expected}, found {self.found}"
                )
            where = f" (wall position {self.position})" if self.position is not None else ""
            detail = f": expected {_tile_words(self.expected)}, found {_tile_words(self.found)}"
        step = f"step {self.step}, " if self.step else ""
        return f"hand {self.hand} ({self.hand_label}), {step}{self.what}{where}{detail}"

    def to_json(self) -> dict[str, object]:
        report: dict[str, object] = {name: getattr(self, name) for name in _REPORTED}
        report["kind"] = self.kind.value
        if self.source == "majsoul":
            report["counts"] = [list(pair) for pair in self.counts]
        report["description"] = self.describe()
        return report


def _tile_words(tile: int | str | None) -> str:
    if not isinstance(tile, int) or not 0 <= tile < 136:
        return "no tile"
    return f"{tile_name(tile)} (#{tile})"


@dataclass(slots=True)
class HandCheck(Generic[Value]):
    """What was checked in one hand, and what failed."""

    hand: int  # 1-based
    label: str
    #: Mahjong Soul's name of the hand ("E1-0"), as a hash journal lists it.
    name: str = ""
    dice_checked: int = 0
    #: Starting tiles compared with the wall positions that deal them.
    deal_checked: int = 0
    live_draws: int = 0
    rinshan_draws: int = 0
    dora_checked: int = 0
    ura_checked: int = 0
    haitei_checked: bool = False
    #: The hash a Mahjong Soul record fixes the wall with, and whether the wall matches it
    #: (None: no hash to check).
    hash: HashKind | None = None
    hash_ok: bool | None = None
    #: Whether the starting hands and the wall are exactly the real tile set.
    tiles_ok: bool = True
    #: Whether the hash copied during play is the record's (None: not in the journal).
    journal_ok: bool | None = None
    mismatches: list[Mismatch[Value]] = field(default_factory=list)
    #: Mismatches found past the game's :data:`MISMATCH_DETAILS`: counted, not kept,
    #: and the checks they failed (so a report still marks which checks failed).
    omitted: int = 0
    omitted_kinds: frozenset[CheckKind] = frozenset()

    @property
    def ok(self) -> bool:
        return not self.mismatches and not self.omitted

    @property
    def mismatch_count(self) -> int:
        """Every mismatch found, kept in full or only counted."""
        return len(self.mismatches) + self.omitted

    @property
    def draws_checked(self) -> int:
        return self.live_draws + self.rinshan_draws

    def to_json(self) -> dict[str, object]:
        """The per-hand entry of a Mahjong Soul report (Tenhou reports list mismatches only)."""
        return {
            "hand": self.hand,
            "name": self.name,
            "hash": self.hash,
            "hash_ok": self.hash_ok,
            "tiles_ok": self.tiles_ok,
            "draws_checked": self.live_draws,
            "replacement_draws_checked": self.rinshan_draws,
            "deal_checked": self.deal_checked > 0,
            "dora_checked": self.dora_checked,
            "ura_checked": self.ura_checked,
            "journal_ok": self.journal_ok,
        }


@dataclass(slots=True)
class GameVerification(Generic[Value]):
    """One game's verdict, with every hand's checks."""

    file: str
    status: VerificationStatus
    players: int | None = None
    hands: list[HandCheck[Value]] = field(default_factory=list)
    error: str | None = None
    #: Assumptions the result rests on that no data confirms yet, for every report.
    notes: list[str] = field(default_factory=list)
    source: Source = "tenhou"
    #: Tenhou: how many hands into the seed's sequence an excerpt starts.
    hand_offset: int = 0
    #: Tenhou: the rebuilt walls, one per hand of the log (kept for viewers).
    walls: list[HandWall] = field(default_factory=list)
    #: Tenhou: where the seed's era puts hands, draws and indicators (None without a seed).
    layout: WallLayout | None = None
    #: Tenhou: where and why a file cut short ends (only its complete hands are checked).
    cut_short: str | None = None

    @property
    def mismatches(self) -> list[Mismatch[Value]]:
        """The mismatches kept in full (at most :data:`MISMATCH_DETAILS`)."""
        return [m for h in self.hands for m in h.mismatches]

    @property
    def mismatches_omitted(self) -> int:
        """Mismatches found past the first :data:`MISMATCH_DETAILS`: counted, not kept."""
        return sum(h.omitted for h in self.hands)

    @property
    def mismatch_count(self) -> int:
        """Every mismatch found, kept in full or only counted."""
        return sum(h.mismatch_count for h in self.hands)

    @property
    def draws_checked(self) -> int:
        return sum(h.draws_checked for h in self.hands)

    def to_json(self) -> dict[str, object]:
        """The JSON report; a Mahjong Soul one names its source and lists each hand's checks."""
        majsoul = self.source == "majsoul"
        report: dict[str, object] = {"file": self.file, "status": self.status}
        if majsoul:
            report["source"] = self.source
        report["players"] = self.players
        report["hands"] = len(self.hands)
        report["draws_checked"] = self.draws_checked
        report["mismatches"] = [m.to_json() for m in self.mismatches]
        omitted = self.mismatches_omitted
        if omitted:  # only counted; absent when every mismatch is listed
            report["mismatches_omitted"] = omitted
        report["error"] = self.error
        if majsoul:
            report["hand_checks"] = [h.to_json() for h in self.hands]
        # Every Mahjong Soul report says what its hash proves; a Tenhou game carries
        # notes only when it rests on an unconfirmed assumption.
        if majsoul or self.notes:
            report["notes"] = list(self.notes)
        if self.cut_short:  # only the complete hands were checked
            report["cut_short"] = True
            report["cut_short_reason"] = self.cut_short
        return report


#: A Tenhou game's verdict: what its checks compare are tile ids (and die values).
TenhouVerification = GameVerification[int]
#: A Mahjong Soul record's verdict: what its checks compare are tile codes and hashes.
MajsoulVerification = GameVerification[str]
#: A verdict of either source, as the stream, the CLI and the library handle it.
Verification = TenhouVerification | MajsoulVerification
