"""Mahjong Soul (雀魂) wall strings and their published hashes (REFERENCE section 9).

A Mahjong Soul record gives, per hand, the wall as a string of 2-character
tile codes (``1m``..``9m``, ``0m`` = red 5m, ``1p``.., ``1s``.., ``1z``..``7z``)
and a hash fixed before the hand:

* old records: ``md5 = MD5(paishan)``, paishan = the wall *after* the deal
  (83 tiles with 4 players);
* since 2023-05: ``sha256 = SHA256(paishan + salt)`` and
  ``saltSha256 = SHA256(salt)``, paishan = the *full* wall including the
  starting hands (136 tiles, 108 with 3 players).

A matching hash proves only that the wall was fixed before the hand, not that
it was shuffled fairly.

Layout of the string (where the dora indicator etc. are) - what is confirmed
and what is assumed is kept in :data:`LAYOUT_NOTE`, shown with every layout:

* CONFIRMED by data: in the 83-tile form the first dora indicator is the 5th
  tile from the end (all nine MD5 examples in the shared data agree).
* ASSUMED (consistent with that, and with how a public replay editor for
  Mahjong Soul builds walls): live draws are taken from the front; rinshan
  tiles from the back (last tile first); dora indicators at ``n-5, n-7, ...``
  and ura at ``n-6, n-8, ...``; with 3 players 8 replacement tiles (rinshan
  and kita) sit at the back, so the dora indicator is ``n-9``.  In the full
  forms the first 53 (3 players: 40) tiles are the starting hands plus the
  dealer's first draw; how they split between seats is not known, so they are
  shown as one block.  The 68-tile 3-player after-deal form (108 - 40) is our
  extrapolation; no example of it is at hand.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from yamaviewer.core.tiles import TileAllocator, TileError, kind_name, parse_kind, tile_name
from yamaviewer.core.wording import translatable

#: What a matching hash does and does not prove (shown with every result).
PROOF_NOTE = translatable(
    "CoreLabels",
    "A matching hash proves only that the wall was fixed before the hand, not that it "
    "was shuffled fairly.",
)
LAYOUT_NOTE = translatable(
    "CoreLabels",
    "Confirmed by real records: the first dora indicator is the 5th tile from the end of "
    "the 4-player wall. Assumed: draws from the front, rinshan from the back, further "
    "dora/ura indicators every 2nd tile towards the front, 3-player dora 9th from the end, "
    "and that the first 53 (3P: 40) tiles of a full wall are the starting hands.",
)

#: Accepted lengths: tiles -> (players, includes the starting hands).
FORMS: dict[int, tuple[int, bool]] = {
    136: (4, True),
    83: (4, False),
    108: (3, True),
    68: (3, False),
}
#: Tiles dealt before the live wall: starting hands plus the dealer's 14th tile.
DEALT_TILES = {4: 53, 3: 40}
#: Replacement (rinshan, and kita with 3 players) tiles at the back of the string.
REPLACEMENT_TILES = {4: 4, 3: 8}
DEAD_WALL_TILES = 14
_SANMA_MISSING = {f"{rank}m" for rank in range(2, 9)}
_HEX = re.compile(r"[0-9a-fA-F]+")

MD5 = "md5(wall)"
MD5_AFTER_DEAL = "md5(wall after the deal)"
SHA256_SALTED = "sha256(wall + salt)"
SHA256_SALT = "sha256(salt)"


@dataclass(frozen=True)
class WallProblem:
    """One problem in a wall string: 0-based tile and character positions."""

    tile_index: int
    char_index: int
    code: str
    message: str


class WallStringError(ValueError):
    """A wall string that cannot be used; ``problems`` has every problem found."""

    def __init__(self, message: str, problems: tuple[WallProblem, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems


class HashInputError(ValueError):
    """A hash or salt text that cannot be compared (not hex, wrong length)."""


_ONE_TILE = translatable(
    "MajsoulWall",
    "the wall has %1 tile; expected 136 or 108 (full wall, records since 2023-05), 83 "
    "(4-player wall after the deal, older records) or 68 (3-player after the deal)",
)
_TILE_COUNT = translatable(
    "MajsoulWall",
    "the wall has %1 tiles; expected 136 or 108 (full wall, records since 2023-05), 83 "
    "(4-player wall after the deal, older records) or 68 (3-player after the deal)",
)
_WHERE = translatable("MajsoulWall", "tile %1 (characters %2-%3)")
_AT = translatable("MajsoulWall", "%1: %2")
_UPPER_CASE = translatable("MajsoulWall", "%1: %2 (tile codes are lower case)")


def _where(tile_index: int) -> str:
    first = 2 * tile_index + 1
    return _WHERE.arg(tile_index + 1, first, first + 1)


@dataclass(frozen=True)
class MajsoulWall:
    """A parsed wall: the exact text that is hashed, the codes and project tile ids."""

    text: str
    codes: tuple[str, ...]
    tile_ids: tuple[int, ...]
    players: int
    full: bool
    notes: tuple[str, ...] = ()

    def write(self) -> str:
        """The wall string again, exactly as Mahjong Soul hashes it."""
        return "".join(self.codes)

    @property
    def after_deal(self) -> str:
        """The part an old (MD5) record would hash: the wall after the deal."""
        return "".join(self.codes[DEALT_TILES[self.players] :] if self.full else self.codes)


def parse_wall(text: str, *, check_counts: bool = True) -> MajsoulWall:
    """Parse a wall string; raise :class:`WallStringError` naming every bad position.

    Only surrounding whitespace is removed (reported as a note): anything
    inside the string is part of what was hashed, so it is never "fixed".
    With ``check_counts=False`` a fifth copy or a second red five is accepted
    (the wall then has no tile ids): a hash check must still run on such a
    wall and report the impossible tile set as its own finding, not as a typo.
    """
    notes: list[str] = []
    stripped = text.strip()
    if stripped != text:
        notes.append(
            translatable("MajsoulWall", "removed spaces or line breaks around the wall string")
        )
    if not stripped:
        raise WallStringError(translatable("MajsoulWall", "the wall string is empty"))
    problems: list[WallProblem] = []
    codes: list[str] = []
    parsed: list[tuple[int, bool]] = []
    for tile_index in range(0, (len(stripped) + 1) // 2):
        code = stripped[2 * tile_index : 2 * tile_index + 2]
        codes.append(code)
        if len(code) < 2:
            problems.append(
                WallProblem(
                    tile_index,
                    2 * tile_index,
                    code,
                    translatable(
                        "MajsoulWall",
                        "tile %1 (character %2): the string ends with half a tile ('%3'); "
                        "each tile is 2 characters",
                    ).arg(tile_index + 1, 2 * tile_index + 1, code),
                )
            )
            continue
        try:
            kind, red = parse_kind(code)
        except TileError as error:
            sentence = _UPPER_CASE if code.lower() != code else _AT
            problems.append(
                WallProblem(
                    tile_index,
                    2 * tile_index,
                    code,
                    sentence.arg(_where(tile_index), error.args[0] if error.args else str(error)),
                )
            )
            continue
        parsed.append((kind, red))
    count = len(codes)
    if not problems and count not in FORMS:
        problems.append(
            WallProblem(
                count,
                2 * count,
                "",
                (_ONE_TILE if count == 1 else _TILE_COUNT).arg(count),
            )
        )
    if problems:
        raise WallStringError(_summary(problems), tuple(problems))
    players, full = FORMS[count]
    seen: Counter[int] = Counter()
    reds: Counter[int] = Counter()
    for tile_index, (code, (kind, red)) in enumerate(zip(codes, parsed)):
        seen[kind] += 1
        if players == 3 and code.replace("0", "5") in _SANMA_MISSING:
            problems.append(
                WallProblem(
                    tile_index,
                    2 * tile_index,
                    code,
                    translatable("MajsoulWall", "%1: %2 is not used with 3 players (no 2m-8m)").arg(
                        _where(tile_index), code
                    ),
                )
            )
        elif seen[kind] == 5 and check_counts:
            problems.append(
                WallProblem(
                    tile_index,
                    2 * tile_index,
                    code,
                    translatable("MajsoulWall", "%1: a fifth %2 (there are only 4 of each)").arg(
                        _where(tile_index), kind_name(kind)
                    ),
                )
            )
        if red:
            reds[kind] += 1
            if reds[kind] == 2 and check_counts:
                problems.append(
                    WallProblem(
                        tile_index,
                        2 * tile_index,
                        code,
                        translatable("MajsoulWall", "%1: a second red %2 (%3)").arg(
                            _where(tile_index), kind_name(kind), code
                        ),
                    )
                )
    if problems:
        raise WallStringError(_summary(problems), tuple(problems))
    allocator = TileAllocator(allow_red=bool(reds))
    tile_ids: list[int] = []
    for tile_index, (kind, red) in enumerate(parsed):
        try:
            tile_ids.append(allocator.take(kind, red))
        except TileError as error:
            if not check_counts:
                tile_ids = []
                break
            problem = WallProblem(
                tile_index,
                2 * tile_index,
                codes[tile_index],
                _AT.arg(_where(tile_index), error.args[0] if error.args else str(error)),
            )
            raise WallStringError(problem.message, (problem,)) from None
    if count == 68:
        notes.append(
            translatable(
                "MajsoulWall", "68 tiles read as a 3-player wall after the deal (assumed form)"
            )
        )
    return MajsoulWall(stripped, tuple(codes), tuple(tile_ids), players, full, tuple(notes))


# -- a fair tile set ------------------------------------------------------------------

_FIFTH = translatable("MajsoulWall", "tile %1 is a fifth %2 (%3 in the wall)")
_SECOND_RED = translatable("MajsoulWall", "tile %1 is a second red five %2 (%3 in the wall)")
_AND_THEN = translatable("MajsoulWall", "%1; %2")
#: A pasted wall whose hash matches but which no fair shuffle can make.
HASH_MATCHES_UNFAIR = translatable(
    "MajsoulWall", "the hash matches, but this is not a fair wall: %1"
)
#: A pasted wall whose hash does not match and whose tiles are impossible as well.
NO_MATCH_UNFAIR = translatable(
    "MajsoulWall", "the hash does not match, and this is not a fair wall either: %1"
)


@dataclass(frozen=True, slots=True)
class ExtraCopy:
    """A copy no real tile set has: where it first appears and how many the wall holds."""

    tile_index: int  # 0-based tile of the wall string
    code: str  # '1p' (a red five counts as its five), or '0p' for a second red five
    copies: int
    red: bool

    @property
    def text(self) -> str:
        """'tile 82 is a fifth 1p (6 in the wall)', translatable."""
        sentence = _SECOND_RED if self.red else _FIFTH
        return sentence.arg(self.tile_index + 1, self.code, self.copies)


def extra_copies(codes: tuple[str, ...] | list[str]) -> list[ExtraCopy]:
    """Every tile a fair wall cannot hold, whatever the rules: a fifth copy, a second red five.

    A red five counts as one of its four fives.  Used where the starting hands are
    not at hand (a pasted wall), so only copies too many can be told, not too few.
    """
    seen: Counter[str] = Counter()
    reds: Counter[str] = Counter()
    totals: Counter[str] = Counter(code.replace("0", "5") for code in codes)
    red_totals: Counter[str] = Counter(code for code in codes if code[:1] == "0")
    found: list[ExtraCopy] = []
    for index, code in enumerate(codes):
        plain = code.replace("0", "5")
        seen[plain] += 1
        if seen[plain] == 5:
            found.append(ExtraCopy(index, plain, totals[plain], False))
        if code[:1] == "0":
            reds[code] += 1
            if reds[code] == 2:
                found.append(ExtraCopy(index, code, red_totals[code], True))
    return found


def fairness_verdict(codes: tuple[str, ...] | list[str], hash_matched: bool) -> str | None:
    """What to say of a wall no fair shuffle makes (None when its tiles are possible).

    A matching hash proves only that the wall was fixed in advance: "the hash
    matches, but this is not a fair wall: tile 82 is a fifth 1p (6 in the wall)".
    """
    extras = extra_copies(codes)
    if not extras:
        return None
    listed: str = extras[0].text
    for extra in extras[1:]:
        listed = _AND_THEN.arg(listed, extra.text)
    return (HASH_MATCHES_UNFAIR if hash_matched else NO_MATCH_UNFAIR).arg(listed)


def _summary(problems: list[WallProblem]) -> str:
    shown = "; ".join(p.message for p in problems[:3])
    more = len(problems) - 3
    return shown + (f"; and {more} more problem{'s' if more > 1 else ''}" if more > 0 else "")


def write_wall(tile_ids: list[int] | tuple[int, ...], red_fives: bool = True) -> str:
    """Wall string for project tile ids (red five = copy 0 -> '0m', '0p', '0s')."""
    return "".join(tile_name(t, red_fives) for t in tile_ids)


# -- hashes ------------------------------------------------------------------------


def _what(what: str) -> str:
    """The name of a hash input, translatable ("hash", "salt"; others as they are)."""
    names = {
        "hash": translatable("MajsoulHash", "hash"),
        "salt": translatable("MajsoulHash", "salt"),
    }
    return names.get(what, what)


def normalize_hex(text: str, what: str = "hash") -> str:
    """Lower-case hex of an MD5 (32) or SHA-256 (64) digest, spaces removed."""
    cleaned = "".join(text.split()).lower()
    if not cleaned:
        raise HashInputError(translatable("MajsoulHash", "the %1 is empty").arg(_what(what)))
    if not _HEX.fullmatch(cleaned):
        bad = next(ch for ch in cleaned if ch not in "0123456789abcdef")
        raise HashInputError(
            translatable("MajsoulHash", "the %1 is not hexadecimal (character '%2')").arg(
                _what(what), bad
            )
        )
    if len(cleaned) not in (32, 64):
        raise HashInputError(
            translatable(
                "MajsoulHash", "the %1 has %2 hex digits; MD5 has 32 and SHA-256 has 64"
            ).arg(_what(what), len(cleaned))
        )
    return cleaned


@dataclass(frozen=True)
class HashResult:
    """One candidate computation and whether it equals the given hash."""

    algorithm: str
    computed: str
    matched: bool
    proves_wall: bool


@dataclass(frozen=True)
class HashCheck:
    """Every computation tried for one given hash, and the verdict."""

    expected: str
    results: tuple[HashResult, ...]
    hints: tuple[str, ...]

    @property
    def match(self) -> HashResult | None:
        """The first matching computation that vouches for the wall, if any."""
        return next((r for r in self.results if r.matched and r.proves_wall), None)

    @property
    def salt_only_match(self) -> bool:
        return any(r.matched and not r.proves_wall for r in self.results)


def _md5(text: str) -> str:
    return hashlib.md5(text.encode("ascii"), usedforsecurity=False).hexdigest()


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def verify_hash(wall: MajsoulWall | str, expected: str, salt: str | None = None) -> HashCheck:
    """Compare ``expected`` (MD5 or SHA-256 hex) with every hash the record could mean.

    Tries MD5 of the wall (old records), MD5 of the after-deal part of a full
    wall, SHA-256 of wall + salt, and SHA-256 of the salt alone (which matches
    the ``saltSha256`` field and proves nothing about the wall).
    """
    parsed = parse_wall(wall) if isinstance(wall, str) else wall
    want = normalize_hex(expected)
    results: list[HashResult] = []
    hints: list[str] = []
    text = parsed.write()
    if len(want) == 32:
        results.append(HashResult(MD5, _md5(text), _md5(text) == want, True))
        if parsed.full:
            after = _md5(parsed.after_deal)
            results.append(HashResult(MD5_AFTER_DEAL, after, after == want, True))
        if salt:
            hints.append("a salt is only used by SHA-256 records; the MD5 hash ignores it")
    else:
        if salt is None:
            hints.append("SHA-256 records hash the wall together with the salt: give the salt")
        else:
            combined = _sha256(text + salt)
            results.append(HashResult(SHA256_SALTED, combined, combined == want, True))
            salt_hash = _sha256(salt)
            results.append(HashResult(SHA256_SALT, salt_hash, salt_hash == want, False))
            if salt_hash == want:
                hints.append(
                    "the hash given is SHA-256 of the salt alone (the saltSha256 field); it "
                    "says nothing about the wall - compare with the sha256 field"
                )
        if not parsed.full:
            hints.append(
                "SHA-256 records hash the full wall with the starting hands (136 or 108 "
                f"tiles); this one has {len(parsed.codes)}"
            )
    return HashCheck(want, tuple(results), tuple(hints))


def verify_record(
    wall: MajsoulWall | str,
    *,
    md5: str | None = None,
    sha256: str | None = None,
    salt: str | None = None,
    salt_sha256: str | None = None,
) -> list[HashResult]:
    """Check each hash field a record provides (for a dialog with all fields)."""
    parsed = parse_wall(wall) if isinstance(wall, str) else wall
    results: list[HashResult] = []
    text = parsed.write()
    if md5:
        want = normalize_hex(md5, "md5")
        computed = _md5(parsed.after_deal)
        results.append(
            HashResult(MD5 if not parsed.full else MD5_AFTER_DEAL, computed, computed == want, True)
        )
    if sha256:
        if salt is None:
            raise HashInputError("the sha256 field needs the salt")
        want = normalize_hex(sha256, "sha256")
        computed = _sha256(text + salt)
        results.append(HashResult(SHA256_SALTED, computed, computed == want, True))
    if salt_sha256:
        if salt is None:
            raise HashInputError("the saltSha256 field needs the salt")
        want = normalize_hex(salt_sha256, "saltSha256")
        computed = _sha256(salt)
        results.append(HashResult(SHA256_SALT, computed, computed == want, False))
    return results


# -- layout --------------------------------------------------------------------------


@dataclass(frozen=True)
class MajsoulLayout:
    """Indices into the wall string (0-based tiles) for each role; see :data:`LAYOUT_NOTE`."""

    players: int
    full: bool
    dealt: tuple[int, ...]
    live: tuple[int, ...]
    dead_wall: tuple[int, ...]
    rinshan: tuple[int, ...]
    dora_indicators: tuple[int, ...]
    ura_indicators: tuple[int, ...]

    @property
    def note(self) -> str:
        return LAYOUT_NOTE


def wall_layout(wall: MajsoulWall) -> MajsoulLayout:
    """Where the starting hands, draws, dead wall and indicators are in this wall."""
    n = len(wall.codes)
    players = wall.players
    replacements = REPLACEMENT_TILES[players]
    dealt = tuple(range(DEALT_TILES[players])) if wall.full else ()
    first_dora = n - 1 - replacements
    return MajsoulLayout(
        players=players,
        full=wall.full,
        dealt=dealt,
        live=tuple(range(len(dealt), n - DEAD_WALL_TILES)),
        dead_wall=tuple(range(n - DEAD_WALL_TILES, n)),
        rinshan=tuple(range(n - 1, n - 1 - replacements, -1)),
        dora_indicators=tuple(first_dora - 2 * k for k in range(5)),
        ura_indicators=tuple(first_dora - 1 - 2 * k for k in range(5)),
    )


def describe_wall(wall: MajsoulWall) -> dict[str, Any]:
    """Names for a dialog: dora indicators, dead wall, draws, with the layout note."""
    layout = wall_layout(wall)

    def names(indices: tuple[int, ...]) -> list[str]:
        return [wall.codes[i] for i in indices]

    return {
        "players": wall.players,
        "tiles": len(wall.codes),
        "includes_starting_hands": wall.full,
        "starting_hands_block": names(layout.dealt),
        "live_draws": names(layout.live),
        "dead_wall": names(layout.dead_wall),
        "dora_indicator": wall.codes[layout.dora_indicators[0]],
        "kan_dora_indicators": names(layout.dora_indicators[1:]),
        "ura_indicators": names(layout.ura_indicators),
        "rinshan": names(layout.rinshan),
        "layout_note": LAYOUT_NOTE,
        "notes": list(wall.notes),
    }
