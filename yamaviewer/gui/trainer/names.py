"""Translated names for the engine's plain identifiers (presets, shapes, suits).

The engine speaks in stable English keys (``"ryanmen"``, ``"beginner"``); the
GUI turns them into words here, through ``QCoreApplication.translate`` with the
fixed context ``"TrainerNames"`` so lupdate finds every string once.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from yamaviewer.core.chinitsu import PRESETS, Preset
from yamaviewer.core.chinitsu.trainer import RANDOM_SUIT as RANDOM_SUIT
from yamaviewer.core.chinitsu.trainer import SUITS as SUITS  # the home is the engine
from yamaviewer.core.chinitsu.trainer import noten_share

#: Presets in the order the combo box lists them ("tenpai or not" mixes in hands
#: that are not tenpai: 1 in 6, or half of them on its "half" level).
GUI_PRESETS: dict[str, Preset] = dict(PRESETS)

#: lupdate finds translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


#: The engine's preset and wait-shape keys and their words (keys missing here show as they are).
_NAMES = {
    # presets, as the level combo box lists them
    "beginner": QT_TRANSLATE_NOOP("TrainerNames", "Beginner"),
    "intermediate": QT_TRANSLATE_NOOP("TrainerNames", "Intermediate"),
    "advanced": QT_TRANSLATE_NOOP("TrainerNames", "Advanced"),
    "expert": QT_TRANSLATE_NOOP("TrainerNames", "Expert"),
    "mixed": QT_TRANSLATE_NOOP("TrainerNames", "Mixed"),
    "mixed-shuffled": QT_TRANSLATE_NOOP("TrainerNames", "Mixed, shuffled"),
    "no-seven-pairs": QT_TRANSLATE_NOOP("TrainerNames", "No seven pairs"),
    "blitz": QT_TRANSLATE_NOOP("TrainerNames", "Blitz"),
    "tenpai-or-not": QT_TRANSLATE_NOOP("TrainerNames", "Tenpai or not"),
    "tenpai-or-not-half": QT_TRANSLATE_NOOP("TrainerNames", "Tenpai or not (half)"),
    # wait shapes, by the names players use
    "ryanmen": QT_TRANSLATE_NOOP("TrainerNames", "ryanmen (two-sided)"),
    "kanchan": QT_TRANSLATE_NOOP("TrainerNames", "kanchan (closed)"),
    "penchan": QT_TRANSLATE_NOOP("TrainerNames", "penchan (edge)"),
    "shanpon": QT_TRANSLATE_NOOP("TrainerNames", "shanpon (dual pair)"),
    "tanki": QT_TRANSLATE_NOOP("TrainerNames", "tanki (single)"),
    "nobetan": QT_TRANSLATE_NOOP("TrainerNames", "nobetan (extended single)"),
    "sanmenchan": QT_TRANSLATE_NOOP("TrainerNames", "sanmenchan (three-sided)"),
    "nakabukure": QT_TRANSLATE_NOOP("TrainerNames", "nakabukure (bulging)"),
}


def engine_name(key: str) -> str:
    """The translated word for an engine key (a preset or a wait shape)."""
    text = _NAMES.get(key)
    return translate("TrainerNames", str(text)) if text is not None else key


def preset_title(name: str) -> str:
    """Short, translated name of a preset for the combo box."""
    return engine_name(name)


def wait_counts_text(counts: tuple[int, ...] | None) -> str:
    """'1–2 waits', 'any tenpai hand', '0–5 waits (incl. not tenpai)'."""
    if not counts:
        return translate("TrainerNames", "any tenpai hand")
    low, high = min(counts), max(counts)
    span = str(low) if low == high else f"{low}–{high}"
    if low == 0:
        return translate("TrainerNames", "{span} waits, or not tenpai").format(span=f"1–{high}")
    if low == high == 1:
        return translate("TrainerNames", "1 wait")
    return translate("TrainerNames", "{span} waits").format(span=span)


def preset_summary(preset: Preset) -> str:
    """One line that makes a preset's rules visible: waits, order, seven pairs, time."""
    parts = [
        wait_counts_text(preset.wait_counts),
        translate("TrainerNames", "shuffled")
        if preset.shuffled
        else translate("TrainerNames", "sorted"),
        translate("TrainerNames", "seven pairs on")
        if preset.seven_pairs
        else translate("TrainerNames", "seven pairs off"),
    ]
    share = noten_share(preset)
    if share:
        parts.insert(
            1,
            translate("TrainerNames", "{percent}% of hands not tenpai").format(
                percent=f"{100 * share:.0f}"
            ),
        )
    if preset.allow_karaten:
        parts.append(translate("TrainerNames", "karaten allowed"))
    if preset.time_limit is not None:
        parts.append(
            translate("TrainerNames", "{seconds} s per hand").format(
                seconds=f"{preset.time_limit:g}"
            )
        )
    return translate("TrainerNames", " · ").join(parts)


def mode_name(mode: str) -> str:
    """The name of a trainer mode (a key of the history's ``MODES``), as its tab says it."""
    names = {
        "waits": translate("TrainerNames", "Waits quiz"),
        "reverse": translate("TrainerNames", "Reverse puzzle"),
        "discard": translate("TrainerNames", "Best discard"),
        "real": translate("TrainerNames", "Real games"),
        "safe": translate("TrainerNames", "Safe tile"),
        "scoring": translate("TrainerNames", "Scoring"),
        "all-last": translate("TrainerNames", "All last"),
        "ron": translate("TrainerNames", "Ron or not"),
        "open": translate("TrainerNames", "Open hand"),
    }
    return names.get(mode, mode)


def shape_name(shape: str) -> str:
    """The name players use for a wait shape."""
    return engine_name(shape)


def suit_name(suit: str) -> str:
    """Name of the suit the one-suit hand is drawn in."""
    names = {
        "m": translate("TrainerNames", "Characters (manzu)"),
        "p": translate("TrainerNames", "Dots (pinzu)"),
        "s": translate("TrainerNames", "Bamboo (souzu)"),
        RANDOM_SUIT: translate("TrainerNames", "Random suit each hand"),
    }
    return names[suit]


def tile_text(rank: int, suit: str) -> str:
    """A tile named the way players of the interface language write it (3p; 3筒 in Japanese)."""
    names = {
        "m": translate("TrainerNames", "{rank}m", "a characters tile, e.g. 3m"),
        "p": translate("TrainerNames", "{rank}p", "a dots tile, e.g. 3p"),
        "s": translate("TrainerNames", "{rank}s", "a bamboo tile, e.g. 3s"),
    }
    return names[suit].format(rank=rank) if suit in names else f"{rank}{suit}"


def seven_pairs_text() -> str:
    return translate("TrainerNames", "seven pairs")
