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
from pathlib import Path
from typing import Final

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
from yamaviewer.core.verification.results import (
    CheckKind,
    GameVerification,
    HandCheck,
    HashKind,
    MajsoulVerification,
    Mismatch,
)
from yamaviewer.core.walls.majsoul import DEAD_WALL_TILES, DEALT_TILES, REPLACEMENT_TILES
from yamaviewer.core.winds import hand_name
from yamaviewer.core.wording import translatable

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
    """What keeps ``codes`` from being the real tile set, in words; [] if nothing.

    Copies too many come first ('too many: six 1p'), then those too few
    ('too few: three 2p, three 9s'), so the reason names the tiles a preset wall added.
    """
    expected = expected_tile_set(players, red_fives)
    too_many: list[str] = []
    too_few: list[str] = []
    for code, count in wrong_counts(codes, players, red_fives):
        words = f"{_count_word(count)} {code}" + (" (a red five)" if code[0] == "0" else "")
        (too_many if count > expected.get(code, 0) else too_few).append(words)
    problems = []
    if too_many:
        problems.append("too many: " + ", ".join(too_many[:8]))
    if too_few:
        problems.append("too few: " + ", ".join(too_few[:8]))
    return problems


def _code_order(code: str) -> tuple[int, int]:
    kind, red = parse_kind(code)
    return kind, 0 if red else 1


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
        self.result: HandCheck[str] = HandCheck(
            hand=hand.index + 1, label=self.label, name=hand.name, hash=hash_kind
        )
        n = len(self.wall)
        self.first_dora = n - 1 - REPLACEMENT_TILES[players]

    def fail(
        self,
        kind: CheckKind,
        what: str,
        *,
        step: int = 0,
        position: int | None = None,
        expected: str | None = None,
        found: str | None = None,
        seat: int | None = None,
        number: int = 0,
        counts: tuple[tuple[str, int], ...] = (),
    ) -> None:
        self.result.mismatches.append(
            Mismatch(
                hand=self.result.hand,
                hand_label=self.label,
                step=step,
                what=what,
                position=position,
                expected=expected,
                found=found,
                kind=kind,
                seat=seat,
                number=number,
                counts=counts,
                source="majsoul",
            )
        )

    def check_hash(self) -> None:
        hand = self.hand
        if hand.sha256:
            ok = _sha256(hand.paishan + hand.salt) == hand.sha256.strip().lower()
            if not ok:
                self.fail(CheckKind.HASH, "sha256(wall + salt) differs from the record's hash")
            if hand.salt_sha256:
                salt_ok = _sha256(hand.salt) == hand.salt_sha256.strip().lower()
                if not salt_ok:
                    self.fail(CheckKind.HASH, "sha256(salt) differs from the record's saltSha256")
                ok = ok and salt_ok
            self.result.hash_ok = ok
        elif hand.md5:
            ok = _md5(hand.paishan) == hand.md5.strip().lower()
            if not ok:
                self.fail(CheckKind.HASH, "md5(wall) differs from the record's hash")
            self.result.hash_ok = ok

    def check_tiles(self) -> None:
        codes = list(self.wall)
        if not self.full:
            for seat_tiles in self.hand.starting_hands[: self.players]:
                codes.extend(seat_tiles)
        problems = tile_set_problems(codes, self.players, self.red_fives)
        if problems:
            self.result.tiles_ok = False
            self.fail(
                CheckKind.TILES,
                "this wall is not a real tile set: " + "; ".join(problems),
                counts=tuple(wrong_counts(codes, self.players, self.red_fives)),
            )

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
        self.result.deal_checked = position + 1
        for seat in order:
            want = Counter(dealt[seat])
            have = Counter(self.hand.starting_hands[seat])
            if want != have:
                missing = sorted((want - have).elements(), key=_code_order)
                extra = sorted((have - want).elements(), key=_code_order)
                self.fail(
                    CheckKind.DEAL,
                    f"starting hand of seat {seat}",
                    expected=" ".join(missing) or None,
                    found=" ".join(extra) or None,
                    seat=seat,
                )

    def check_indicator(self, kind: CheckKind, number: int, code: str, step: int) -> None:
        dora = kind is CheckKind.DORA
        position = self.first_dora - (2 * number if dora else 2 * number + 1)
        if dora:
            self.result.dora_checked += 1
        else:
            self.result.ura_checked += 1
        if not 0 <= position < len(self.wall):
            self.fail(
                kind, f"{kind.value} indicator {number + 1} has no place in the wall", step=step
            )
            return
        if self.wall[position] != code:
            word = "dora" if dora else "ura-dora"
            self.fail(
                kind,
                f"{word} indicator {number + 1}",
                step=step,
                position=position,
                expected=self.wall[position],
                found=code,
                number=number + 1,
            )

    def check_draw(
        self,
        kind: CheckKind,
        what: str,
        position: int,
        tile: str,
        step: int,
        seat: int,
        number: int,
    ) -> None:
        """One draw against the wall tile at ``position`` (a draw that names no tile passes)."""
        if tile and self.wall[position] != tile:
            self.fail(
                kind,
                what,
                step=step,
                position=position,
                expected=self.wall[position],
                found=tile,
                seat=seat,
                number=number,
            )

    def walk(self) -> None:
        doras_seen = 0
        for code in self.hand.doras:
            self.check_indicator(CheckKind.DORA, doras_seen, code, 0)
            doras_seen += 1
        front = DEALT_TILES[self.players] if self.full else 0
        back = len(self.wall) - 1
        live_end = len(self.wall) - DEAD_WALL_TILES
        pending_replacement: set[int] = set()
        uras_checked = 0
        result = self.result
        for step, action in enumerate(self.hand.actions, start=1):
            data = action.data
            if action.name == DEAL_TILE:
                seat = int(data["seat"])
                tile = str(data.get("tile", ""))
                if seat in pending_replacement:
                    pending_replacement.discard(seat)
                    result.rinshan_draws += 1
                    number = result.rinshan_draws
                    if number > REPLACEMENT_TILES[self.players]:
                        too_many = "more replacement draws than the dead wall holds"
                        self.fail(CheckKind.RINSHAN, too_many, step=step, seat=seat)
                    else:
                        what = f"replacement draw {number} by seat {seat}"
                        self.check_draw(CheckKind.RINSHAN, what, back, tile, step, seat, number)
                    back -= 1
                    live_end -= 1  # the dead wall takes one more tile from the live wall
                else:
                    result.live_draws += 1
                    number = result.live_draws
                    what = f"draw {number} by seat {seat}"
                    if front >= live_end:
                        past = f"{what} is past the end of the live wall"
                        self.fail(CheckKind.LIVE, past, step=step, found=tile, seat=seat)
                    else:
                        self.check_draw(CheckKind.LIVE, what, front, tile, step, seat, number)
                    front += 1
            elif (action.name == CHI_PENG_GANG and data.get("type") == CALL_OPEN_KAN) or (
                action.name in (AN_GANG_ADD_GANG, BA_BEI)
            ):
                pending_replacement.add(int(data["seat"]))
            if action.name == HULE:
                for hule in data.get("hules") or []:
                    for number, code in enumerate(hule.get("li_doras") or []):
                        if number >= uras_checked:
                            self.check_indicator(CheckKind.URA, number, code, step)
                            uras_checked += 1
                    doras_seen = self._new_doras(hule.get("doras"), doras_seen, step)
            doras_seen = self._new_doras(data.get("doras"), doras_seen, step)

    def _new_doras(self, doras: object, seen: int, step: int) -> int:
        if isinstance(doras, list):
            for number in range(seen, len(doras)):
                self.check_indicator(CheckKind.DORA, number, str(doras[number]), step)
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
    result: MajsoulVerification = GameVerification(
        file=file, status="verified", players=record.player_count, source="majsoul"
    )
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
            checker.fail(CheckKind.HASH, "this hand has no wall in the record")
            checker.result.tiles_ok = False
            result.hands.append(checker.result)
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
                    CheckKind.JOURNAL,
                    "the hash copied during play differs from the record's",
                    expected=journal[hand.name],
                    found=recorded,
                )
        result.hands.append(checker.result)
    if journal is not None:
        names = {hand.name for hand in record.hands}
        for name in sorted(set(journal) - names):
            result.hands[-1].mismatches.append(
                Mismatch(
                    hand=0,
                    hand_label=name,
                    step=0,
                    what=f"the journal lists {name}, which the record lacks",
                    position=None,
                    expected=journal[name],
                    found=None,
                    kind=CheckKind.JOURNAL,
                    source="majsoul",
                )
            )
    if full_walls:
        result.notes.append(DEAL_ORDER_NOTE)
    result.notes.append(RECORD_PROOF_NOTE)
    if any(not check.ok for check in result.hands):
        result.status = "mismatch"
    elif any(check.hash_ok is None for check in result.hands):
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
        return GameVerification(file=str(path), status="error", error=str(error), source="majsoul")
    return verify_majsoul(record, str(path), journal)
