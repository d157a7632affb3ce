"""What a person types for an MJ Arcade wall, checked before SEGA's algorithm sees it.

SEGA's viewer silently accepts broken seeds (REFERENCE section 7); the
user-facing entry points refuse a seed that is not exactly 27 alphabet
characters, and say why per seed (wrong length, a character outside the
alphabet, a full-width or look-alike character that was converted).  The
algorithm itself is in :mod:`.arcade`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yamaviewer.core.wording import translatable

ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_"
SEED_LENGTH = 27
WORDS_PER_SEED = 5
_MASK = 0xFFFFFFFF
#: Each alphabet character's 6-bit value.
ALPHABET_INDEX = {ch: i for i, ch in enumerate(ALPHABET)}

# Issue reasons (stable strings the GUI can switch on).
NOT_IN_ALPHABET = "not_in_alphabet"
TOO_SHORT = "too_short"
TOO_LONG = "too_long"
STRIPPED_WHITESPACE = "stripped_whitespace"
FULL_WIDTH = "full_width"

# Characters people type instead of the seed's '-' or '_' (phone keyboards, IMEs).
LOOKALIKES = {
    "ー": "-",
    "−": "-",
    "‐": "-",
    "‑": "-",
    "–": "-",
    "—": "-",
    "―": "-",
    "ｰ": "-",
    "＿": "_",
    "‗": "_",
}


class ArcadeInputError(ValueError):
    """Seeds or UE that cannot be used; the message is meant for the user as is."""

    def __init__(self, message: str, checks: Sequence[SeedCheck] = ()) -> None:
        super().__init__(message)
        self.checks = tuple(checks)


@dataclass(frozen=True)
class SeedIssue:
    """One problem with (or change made to) a typed seed.

    ``index`` is 0-based in the text as typed (for highlighting it);
    ``position`` is 1-based in the normalised seed (what the message says);
    ``character`` is the offending text ('' for a missing character).  For
    the whitespace note, ``position`` is 0 (it is not inside the seed) and
    ``character`` holds the removed whitespace.
    """

    reason: str
    message: str
    index: int
    position: int
    character: str


@dataclass(frozen=True)
class SeedCheck:
    """Result of checking one typed seed: usable or not, and why."""

    original: str
    normalized: str
    errors: tuple[SeedIssue, ...]
    notes: tuple[SeedIssue, ...]

    @property
    def ok(self) -> bool:
        return not self.errors

    def messages(self) -> list[str]:
        return [issue.message for issue in (*self.errors, *self.notes)]


def _full_width_to_ascii(ch: str) -> str | None:
    """ASCII for a full-width letter, digit, '－' or '＿'; None otherwise."""
    code = ord(ch)
    if 0xFF01 <= code <= 0xFF5E:
        ascii_ch = chr(code - 0xFEE0)
        if ascii_ch in ALPHABET_INDEX:
            return ascii_ch
    return None


def validate_seed(text: str, label: str = "seed") -> SeedCheck:
    """Check one typed seed and normalise what is safe to normalise.

    Safe: surrounding whitespace (incl. the ideographic space) is removed and
    full-width letters, digits, '－' and '＿' become ASCII; both are reported as
    notes.  Not safe, so reported as errors: any other character outside the
    alphabet (with a hint for look-alikes such as 'ー'), fewer or more than 27
    characters.  ``label`` names the seed in messages ("seed 2").
    """
    lead = len(text) - len(text.lstrip())
    stripped = text.strip()
    notes: list[SeedIssue] = []
    errors: list[SeedIssue] = []
    if stripped != text:
        trail = len(text) - len(stripped) - lead
        parts = []
        if lead:
            parts.append(f"{lead} before")
        if trail:
            parts.append(f"{trail} after")
        notes.append(
            SeedIssue(
                STRIPPED_WHITESPACE,
                f"{label}: removed spaces ({', '.join(parts)})",
                0 if lead else lead + len(stripped),
                0,
                text[:lead] + text[lead + len(stripped) :],
            )
        )
    chars: list[str] = []
    for offset, ch in enumerate(stripped):
        index = lead + offset
        position = offset + 1
        if ch in ALPHABET_INDEX:
            chars.append(ch)
            continue
        ascii_ch = _full_width_to_ascii(ch)
        if ascii_ch is not None:
            chars.append(ascii_ch)
            notes.append(
                SeedIssue(
                    FULL_WIDTH,
                    f"{label}: full-width '{ch}' at position {position} read as '{ascii_ch}'",
                    index,
                    position,
                    ch,
                )
            )
            continue
        chars.append(ch)
        if ch.isspace():
            why = "a space is not part of a seed"
        elif ch in LOOKALIKES:
            why = f"not in the seed alphabet; did you mean '{LOOKALIKES[ch]}'?"
        else:
            why = "not in the seed alphabet (0-9, a-z, A-Z, '-', '_')"
        errors.append(
            SeedIssue(
                NOT_IN_ALPHABET,
                f"{label}: character {position} '{ch}' is {why}",
                index,
                position,
                ch,
            )
        )
    normalized = "".join(chars)
    length = len(normalized)
    if length < SEED_LENGTH:
        missing = SEED_LENGTH - length
        message = (
            f"{label} is empty (a seed has {SEED_LENGTH} characters)"
            if length == 0
            else f"{label} has {length} characters, {missing} missing (a seed has {SEED_LENGTH})"
        )
        errors.append(SeedIssue(TOO_SHORT, message, lead + length, length + 1, ""))
    elif length > SEED_LENGTH:
        extra = normalized[SEED_LENGTH:]
        errors.append(
            SeedIssue(
                TOO_LONG,
                f"{label} has {length} characters, {length - SEED_LENGTH} too many: "
                f"'{extra}' from position {SEED_LENGTH + 1} on (a seed has {SEED_LENGTH}; "
                "SEGA's viewer would silently ignore the rest)",
                lead + SEED_LENGTH,
                SEED_LENGTH + 1,
                extra,
            )
        )
    return SeedCheck(text, normalized, tuple(errors), tuple(notes))


def validate_seeds(texts: Sequence[str]) -> list[SeedCheck]:
    """Check every typed seed, labelled "seed 1".."seed N" (for a dialog's inline messages)."""
    return [validate_seed(text, f"seed {i + 1}") for i, text in enumerate(texts)]


def validate_ue(value: int | str) -> int:
    """UE as an int 0..4294967295; accepts text with spaces or full-width digits."""
    if isinstance(value, bool):
        raise ArcadeInputError(translatable("ArcadeInput", "UE must be a whole number"))
    if isinstance(value, int):
        number = value
    else:
        text = "".join(_full_width_to_ascii(ch) or ch for ch in value.strip())
        text = text.replace(",", "")
        if len(text) > 10 and text.isascii() and text.isdigit():
            # int() of thousands of digits is slow (and refused past 4300): a uint32 has 10.
            raise ArcadeInputError(
                translatable("ArcadeInput", "UE %1 is outside 0..%2 (it is used as a uint32)").arg(
                    f"{text[:12]}…", _MASK
                )
            )
        if not text.isdigit() or not text.isascii():
            raise ArcadeInputError(
                translatable("ArcadeInput", "UE '%1' is not a whole number (digits only)").arg(
                    value
                )
            )
        number = int(text)
    if not 0 <= number <= _MASK:
        raise ArcadeInputError(
            translatable("ArcadeInput", "UE %1 is outside 0..%2 (it is used as a uint32)").arg(
                number, _MASK
            )
        )
    return number


__all__ = [
    "ALPHABET",
    "ALPHABET_INDEX",
    "FULL_WIDTH",
    "LOOKALIKES",
    "NOT_IN_ALPHABET",
    "SEED_LENGTH",
    "STRIPPED_WHITESPACE",
    "TOO_LONG",
    "TOO_SHORT",
    "WORDS_PER_SEED",
    "ArcadeInputError",
    "SeedCheck",
    "SeedIssue",
    "validate_seed",
    "validate_seeds",
    "validate_ue",
]
