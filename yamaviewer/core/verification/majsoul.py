"""Prove, hand by hand, that a Mahjong Soul game followed the walls its record publishes.

A matching hash alone proves little: it shows the wall string was fixed before
the hand, but a record whose draws were swapped still matches every hash, and a
custom-room game with preset hands matches its hashes while its wall is not a
real tile set.  So each hand gets four independent checks (REFERENCE section 15):

* **hash**: ``md5(paishan)`` (older records, the wall after the deal) or
  ``sha256(paishan + salt)`` with ``sha256(salt) == saltSha256`` (since 2023-05);
* **tiles**: starting hands + wall are exactly the real tile set (136, or 108 with
  three players), with one red five per suit where the game uses them;
* **draws**: every draw is the next tile from the front, every replacement draw
  (kan, kita) the next from the back; full walls also deal the starting hands
  from their positions;
* **dora**: the dora, kan-dora and ura-dora indicators sit where the layout puts them.

A **hash journal** (the hashes a player copied during play, ``E1-0 <hash>`` per
line) is matched against the record: only hashes seen *before* the record was
published prove the record was not rewritten afterwards.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Final, Literal

from yamaviewer.core.formats.majsoul_record import (
    AN_GANG_ADD_GANG,
    BA_BEI,
    CALL_OPEN_KAN,
    CHI_PENG_GANG,
    DEAL_TILE,
    HULE,
    MajsoulHand,
    MajsoulRecord,
    MajsoulRecordError,
    read_majsoul_record,
)
from yamaviewer.core.tiles import parse_kind
from yamaviewer.core.walls.majsoul import DEAD_WALL_TILES, DEALT_TILES, REPLACEMENT_TILES
from yamaviewer.core.winds import hand_name
from yamaviewer.core.wording import translatable

CheckName = Literal["hash", "tiles", "deal", "live", "rinshan", "dora", "ura", "journal"]
HashKind = Literal["md5", "sha256"]
GameStatus = Literal["verified", "mismatch", "no-seed", "error"]

#: The order the full (sha256-era) wall deals the starting hands is not confirmed on a
#: 4-player record; it is shown with every deal check.
DEAL_ORDER_NOTE: Final = translatable(
    "MajsoulRecord",
    "Assumed: a full wall deals three rounds of 4 tiles from the dealer on, then 1 tile "
    "each, then the dealer's 14th tile (not yet confirmed on a real 4-player record).",
)
#: Said with every record's verification: what the hash does and does not prove.
RECORD_PROOF_NOTE: Final = translatable(
    "MajsoulRecord",
    "A matching hash proves only that the wall was fixed before the hand; the draw, "
    "tile-set and dora checks prove the game followed it.",
)
_NUMBER_WORDS: Final = (
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
)  # fmt: skip
_JOURNAL_LINE: Final = re.compile(
    r"^\s*(?P<name>[ESWN][1-4]-\d{1,3})\s+(?P<hash>[0-9A-Fa-f]{64}|[0-9A-Fa-f]{32})\s*$"
)


class JournalError(ValueError):
    """A hash journal that cannot be read; the message names the line."""


@dataclass(frozen=True, slots=True)
class MajsoulMismatch:
    """One failed check: which hand, which step, what was expected and what was found."""

    hand: int  # 1-based
    hand_label: str
    step: int  # 0 = the hand's start; else 1-based action number within the hand
    what: str
    position: int | None  # 0-based tile index in the wall string
    expected: str | None
    found: str | None
    kind: CheckName
    seat: int | None = None
    number: int = 0
    #: For a tile-set mismatch: (code, copies found) of every code whose count is wrong.
    counts: tuple[tuple[str, int], ...] = ()

    def describe(self) -> str:
        where = f" (wall tile {self.position + 1})" if self.position is not None else ""
        step = f"step {self.step}, " if self.step else ""
        detail = ""
        if self.expected is not None or self.found is not None:
            detail = f": expected {self.expected or 'nothing'}, found {self.found or 'nothing'}"
        return f"hand {self.hand} ({self.hand_label}), {step}{self.what}{where}{detail}"

    def to_json(self) -> dict[str, object]:
        data = asdict(self)
        data["counts"] = [list(pair) for pair in self.counts]
        return dict(data, description=self.describe())


@dataclass(slots=True)
class MajsoulHandCheck:
    """What was checked in one hand, and what failed."""

    hand: int  # 1-based
    name: str  # E1-0
    label: str
    hash: HashKind | None
    hash_ok: bool | None
    tiles_ok: bool
    draws_checked: int = 0
    replacement_draws_checked: int = 0
    deal_checked: bool = False
    dora_checked: int = 0
    ura_checked: int = 0
    journal_ok: bool | None = None
    mismatches: list[MajsoulMismatch] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.mismatches and self.hash_ok is True

    def to_json(self) -> dict[str, object]:
        return {
            "hand": self.hand,
            "name": self.name,
            "hash": self.hash,
            "hash_ok": self.hash_ok,
            "tiles_ok": self.tiles_ok,
            "draws_checked": self.draws_checked,
            "replacement_draws_checked": self.replacement_draws_checked,
            "deal_checked": self.deal_checked,
            "dora_checked": self.dora_checked,
            "ura_checked": self.ura_checked,
            "journal_ok": self.journal_ok,
        }


@dataclass(slots=True)
class MajsoulVerification:
    """A whole record's verification, shaped like the Tenhou one (plus ``hand_checks``)."""

    file: str
    status: GameStatus
    players: int | None = None
    hand_checks: list[MajsoulHandCheck] = field(default_factory=list)
    error: str | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def hands(self) -> list[MajsoulHandCheck]:
        """The per-hand checks (named as in the Tenhou verification)."""
        return self.hand_checks

    @property
    def mismatches(self) -> list[MajsoulMismatch]:
        return [m for h in self.hand_checks for m in h.mismatches]

    @property
    def draws_checked(self) -> int:
        return sum(h.draws_checked + h.replacement_draws_checked for h in self.hand_checks)

    def to_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "status": self.status,
            "source": "majsoul",
            "players": self.players,
            "hands": len(self.hand_checks),
            "draws_checked": self.draws_checked,
            "mismatches": [m.to_json() for m in self.mismatches],
            "error": self.error,
            "hand_checks": [h.to_json() for h in self.hand_checks],
            "notes": self.notes,
        }


# -- the tile set -----------------------------------------------------------------------


def _codes(text: str) -> list[str]:
    return [text[i : i + 2] for i in range(0, len(text), 2)]


def _count_word(count: int) -> str:
    return _NUMBER_WORDS[count] if count < len(_NUMBER_WORDS) else str(count)


def expected_tile_set(players: int, red_fives: bool) -> Counter[str]:
    """The real tile set as codes: red fives as '0m', '0p', '0s'."""
    expected: Counter[str] = Counter()
    for suit in "mps":
        for rank in range(1, 10):
            if players == 3 and suit == "m" and 2 <= rank <= 8:
                continue
            expected[f"{rank}{suit}"] = 4
        if red_fives and not (players == 3 and suit == "m"):
            expected[f"5{suit}"] = 3
            expected[f"0{suit}"] = 1
    for rank in range(1, 8):
        expected[f"{rank}z"] = 4
    return expected


def wrong_counts(codes: Sequence[str], players: int, red_fives: bool) -> list[tuple[str, int]]:
    """(code, copies found) for every code whose count differs from the real tile set."""
    found = Counter(codes)
    expected = expected_tile_set(players, red_fives)
    return [
        (code, found.get(code, 0))
        for code in sorted(set(found) | set(expected), key=_code_order)
        if found.get(code, 0) != expected.get(code, 0)
    ]


def tile_set_problems(codes: Sequence[str], players: int, red_fives: bool) -> list[str]:
    """What keeps ``codes`` from being the real tile set, in words ('six 1p'); [] if nothing."""
    return [
        f"{_count_word(count)} {code}" + (" (a red five)" if code[0] == "0" else "")
        for code, count in wrong_counts(codes, players, red_fives)
    ]


def _code_order(code: str) -> tuple[int, int]:
    kind, red = parse_kind(code)
    return kind, 0 if red else 1


def wall_can_be_real(codes: Sequence[str]) -> list[str]:
    """Problems that make a wall impossible whatever the rules: a tile more than 4 times.

    A red five counts as its five.  Used where the full tile set is not known
    (a pasted wall without the starting hands).
    """
    counts: Counter[str] = Counter(code.replace("0", "5") for code in codes)
    reds = Counter(code for code in codes if code[0] == "0")
    problems = [
        f"{_count_word(n)} {code}"
        for code, n in sorted(counts.items(), key=lambda item: _code_order(item[0]))
        if n > 4
    ]
    problems += [
        f"{_count_word(n)} {code} (red fives)" for code, n in sorted(reds.items()) if n > 1
    ]
    return problems


# -- checks -----------------------------------------------------------------------------


def _hand_label(hand: MajsoulHand) -> str:
    return hand_name(hand.chang * 4 + hand.ju, hand.ben)


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _md5(text: str) -> str:
    return hashlib.md5(text.encode("ascii"), usedforsecurity=False).hexdigest()


class _HandChecker:
    """Walks one hand's actions with a front and a back pointer into the wall."""

    def __init__(self, hand: MajsoulHand, players: int, red_fives: bool) -> None:
        self.hand = hand
        self.players = players
        self.red_fives = red_fives
        self.wall = _codes(hand.paishan)
        self.full = len(self.wall) in (136, 108)
        self.label = _hand_label(hand)
        hash_kind: HashKind | None = "sha256" if hand.sha256 else "md5" if hand.md5 else None
        self.result = MajsoulHandCheck(
            hand=hand.index + 1,
            name=hand.name,
            label=self.label,
            hash=hash_kind,
            hash_ok=None,
            tiles_ok=True,
        )
        n = len(self.wall)
        self.first_dora = n - 1 - REPLACEMENT_TILES[players]

    def fail(
        self,
        kind: CheckName,
        what: str,
        *,
        step: int = 0,
        position: int | None = None,
        expected: str | None = None,
        found: str | None = None,
        seat: int | None = None,
        number: int = 0,
    ) -> None:
        self.result.mismatches.append(
            MajsoulMismatch(
                self.result.hand,
                self.label,
                step,
                what,
                position,
                expected,
                found,
                kind,
                seat,
                number,
            )
        )

    def check_hash(self) -> None:
        hand = self.hand
        if hand.sha256:
            ok = _sha256(hand.paishan + hand.salt) == hand.sha256.strip().lower()
            if not ok:
                self.fail("hash", "sha256(wall + salt) differs from the record's hash")
            if hand.salt_sha256:
                salt_ok = _sha256(hand.salt) == hand.salt_sha256.strip().lower()
                if not salt_ok:
                    self.fail("hash", "sha256(salt) differs from the record's saltSha256")
                ok = ok and salt_ok
            self.result.hash_ok = ok
        elif hand.md5:
            ok = _md5(hand.paishan) == hand.md5.strip().lower()
            if not ok:
                self.fail("hash", "md5(wall) differs from the record's hash")
            self.result.hash_ok = ok

    def check_tiles(self) -> None:
        codes = list(self.wall)
        if not self.full:
            for seat_tiles in self.hand.starting_hands[: self.players]:
                codes.extend(seat_tiles)
        problems = tile_set_problems(codes, self.players, self.red_fives)
        if problems:
            self.result.tiles_ok = False
            self.fail("tiles", "this wall is not a real tile set: " + ", ".join(problems[:8]))
            wrong = tuple(wrong_counts(codes, self.players, self.red_fives))
            self.result.mismatches[-1] = replace(self.result.mismatches[-1], counts=wrong)

    def check_deal(self) -> None:
        if not self.full:
            return
        dealer = self.hand.ju
        order = [(dealer + i) % self.players for i in range(self.players)]
        dealt: dict[int, list[str]] = {seat: [] for seat in order}
        position = 0
        for _ in range(3):
            for seat in order:
                dealt[seat].extend(self.wall[position : position + 4])
                position += 4
        for seat in order:
            dealt[seat].append(self.wall[position])
            position += 1
        dealt[dealer].append(self.wall[position])
        self.result.deal_checked = True
        for seat in order:
            want = Counter(dealt[seat])
            have = Counter(self.hand.starting_hands[seat])
            if want != have:
                missing = sorted((want - have).elements(), key=_code_order)
                extra = sorted((have - want).elements(), key=_code_order)
                self.fail(
                    "deal",
                    f"starting hand of seat {seat}",
                    expected=" ".join(missing) or None,
                    found=" ".join(extra) or None,
                    seat=seat,
                )

    def check_indicator(self, kind: CheckName, number: int, code: str, step: int) -> None:
        offset = 2 * number if kind == "dora" else 2 * number + 1
        position = self.first_dora - offset
        if kind == "dora":
            self.result.dora_checked += 1
        else:
            self.result.ura_checked += 1
        if not 0 <= position < len(self.wall):
            self.fail(kind, f"{kind} indicator {number + 1} has no place in the wall", step=step)
            return
        if self.wall[position] != code:
            word = "dora" if kind == "dora" else "ura-dora"
            self.fail(
                kind,
                f"{word} indicator {number + 1}",
                step=step,
                position=position,
                expected=self.wall[position],
                found=code,
                number=number + 1,
            )

    def walk(self) -> None:
        doras_seen = 0
        for code in self.hand.doras:
            self.check_indicator("dora", doras_seen, code, 0)
            doras_seen += 1
        front = DEALT_TILES[self.players] if self.full else 0
        back = len(self.wall) - 1
        live_end = len(self.wall) - DEAD_WALL_TILES
        replacements = 0
        pending_replacement: set[int] = set()
        live_number = 0
        uras_checked = 0
        for step, action in enumerate(self.hand.actions, start=1):
            data = action.data
            if action.name == DEAL_TILE:
                seat = int(data["seat"])
                tile = str(data.get("tile", ""))
                if seat in pending_replacement:
                    pending_replacement.discard(seat)
                    replacements += 1
                    self.result.replacement_draws_checked += 1
                    if replacements > REPLACEMENT_TILES[self.players]:
                        self.fail("rinshan", "more replacement draws than the dead wall holds",
                                  step=step, seat=seat)  # fmt: skip
                    elif tile and self.wall[back] != tile:
                        self.fail(
                            "rinshan",
                            f"replacement draw {replacements} by seat {seat}",
                            step=step,
                            position=back,
                            expected=self.wall[back],
                            found=tile,
                            seat=seat,
                            number=replacements,
                        )
                    back -= 1
                    live_end -= 1  # the dead wall takes one more tile from the live wall
                else:
                    live_number += 1
                    self.result.draws_checked += 1
                    if front >= live_end:
                        self.fail(
                            "live",
                            f"draw {live_number} by seat {seat} is past the end of the live wall",
                            step=step,
                            found=tile,
                            seat=seat,
                        )
                    elif tile and self.wall[front] != tile:
                        self.fail(
                            "live",
                            f"draw {live_number} by seat {seat}",
                            step=step,
                            position=front,
                            expected=self.wall[front],
                            found=tile,
                            seat=seat,
                            number=live_number,
                        )
                    front += 1
            elif (action.name == CHI_PENG_GANG and data.get("type") == CALL_OPEN_KAN) or (
                action.name in (AN_GANG_ADD_GANG, BA_BEI)
            ):
                pending_replacement.add(int(data["seat"]))
            if action.name == HULE:
                for hule in data.get("hules") or []:
                    for number, code in enumerate(hule.get("li_doras") or []):
                        if number >= uras_checked:
                            self.check_indicator("ura", number, code, step)
                            uras_checked += 1
                    doras_seen = self._new_doras(hule.get("doras"), doras_seen, step)
            doras_seen = self._new_doras(data.get("doras"), doras_seen, step)

    def _new_doras(self, doras: object, seen: int, step: int) -> int:
        if isinstance(doras, list):
            for number in range(seen, len(doras)):
                self.check_indicator("dora", number, str(doras[number]), step)
                seen += 1
        return seen


def _uses_red_fives(record: MajsoulRecord) -> bool:
    for hand in record.hands:
        if "0" in hand.paishan[0::2]:
            return True
        if any(code[0] == "0" for tiles in hand.starting_hands for code in tiles):
            return True
    return False


def read_journal(text: str) -> dict[str, str]:
    """Hand name -> hash from a journal: ``E1-0 <md5 or sha256>`` per line, '#' comments."""
    journal: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.split("#", 1)[0].strip()
        if not stripped:
            continue
        match = _JOURNAL_LINE.match(stripped)
        if not match:
            raise JournalError(
                f"journal line {number}: '{stripped[:60]}' is not 'E1-0 <hash>' "
                "(hand name, then the 32 or 64 hex digits shown during play)"
            )
        name = match["name"]
        if name in journal:
            raise JournalError(f"journal line {number}: {name} is listed twice")
        journal[name] = match["hash"].lower()
    return journal


def verify_majsoul(
    record: MajsoulRecord, file: str = "", journal: Mapping[str, str] | None = None
) -> MajsoulVerification:
    """Check every hand of a record (see the module docstring for the checks)."""
    result = MajsoulVerification(file=file, status="verified", players=record.player_count)
    walls = [hand for hand in record.hands if hand.paishan]
    if not walls:
        result.status = "error"
        result.error = (
            "the record holds no walls, so nothing can be verified (a converted export such "
            "as tenhou.net/6 JSON drops the wall and the hash)"
        )
        return result
    red_fives = _uses_red_fives(record)
    full_walls = False
    for hand in record.hands:
        checker = _HandChecker(hand, record.player_count, red_fives)
        if not hand.paishan:
            checker.fail("hash", "this hand has no wall in the record")
            checker.result.tiles_ok = False
            result.hand_checks.append(checker.result)
            continue
        full_walls = full_walls or checker.full
        checker.check_hash()
        checker.check_tiles()
        checker.check_deal()
        checker.walk()
        if journal is not None and hand.name in journal:
            recorded = (hand.sha256 or hand.md5).strip().lower()
            checker.result.journal_ok = journal[hand.name] == recorded
            if not checker.result.journal_ok:
                checker.fail(
                    "journal",
                    "the hash copied during play differs from the record's",
                    expected=journal[hand.name],
                    found=recorded,
                )
        result.hand_checks.append(checker.result)
    if journal is not None:
        names = {hand.name for hand in record.hands}
        for name in sorted(set(journal) - names):
            result.hand_checks[-1].mismatches.append(
                MajsoulMismatch(
                    0,
                    name,
                    0,
                    f"the journal lists {name}, which the record lacks",
                    None,
                    journal[name],
                    None,
                    "journal",
                )
            )
    if full_walls:
        result.notes.append(DEAL_ORDER_NOTE)
    result.notes.append(RECORD_PROOF_NOTE)
    if any(not check.ok for check in result.hand_checks):
        result.status = "mismatch"
    elif any(check.hash_ok is None for check in result.hand_checks):
        result.status = "no-seed"
        result.error = "some hands carry no hash, so their walls were not fixed in advance"
    return result


def verify_majsoul_file(
    path: str | Path, journal: Mapping[str, str] | None = None
) -> MajsoulVerification:
    """Read and verify a record file; an unreadable file gives status ``error``."""
    try:
        record = read_majsoul_record(path)
    except MajsoulRecordError as error:
        return MajsoulVerification(file=str(path), status="error", error=str(error))
    return verify_majsoul(record, str(path), journal)
