"""tenhou.net/6 vocabulary: the words and numbers Tenhou's JSON uses (REFERENCE section 6).

Yaku and limit names, result names, and the rule text (``disp``) that
stands for a game's GO type bits; shared by the reader and the writer.
"""

from __future__ import annotations

from yamaviewer.core.record import DrawKind, GameType, Limit
from yamaviewer.core.yaku import YAKU_NAMES_JA

#: Tenhou's yaku names, as its JSON writes them (the table lives in core/yaku.py).
YAKU_NAMES = YAKU_NAMES_JA

#: The word Tenhou writes instead of fu/han for a limit hand.
LIMIT_NAMES: dict[Limit, str] = {
    Limit.MANGAN: "満貫",
    Limit.HANEMAN: "跳満",
    Limit.BAIMAN: "倍満",
    Limit.SANBAIMAN: "三倍満",
    Limit.YAKUMAN: "役満",
}
#: Basic points of each limit (a yakuman multiplies 8000 by its count).
LIMIT_BASIC: dict[Limit, int] = {
    Limit.MANGAN: 2000,
    Limit.HANEMAN: 3000,
    Limit.BAIMAN: 4000,
    Limit.SANBAIMAN: 6000,
    Limit.YAKUMAN: 8000,
}

#: The JSON result name of each kind of draw.
DRAW_NAMES: dict[DrawKind, str] = {
    DrawKind.EXHAUSTIVE: "流局",
    DrawKind.NINE_TERMINALS: "九種九牌",
    DrawKind.FOUR_RIICHI: "四家立直",
    DrawKind.TRIPLE_RON: "三家和了",
    DrawKind.FOUR_KANS: "四槓散了",
    DrawKind.FOUR_WINDS: "四風連打",
    DrawKind.NAGASHI_MANGAN: "流し満貫",
}
WIN_NAME = "和了"
ALL_TENPAI = "全員聴牌"
ALL_NOTEN = "全員不聴"
#: JSON result name -> the kind of draw.
DRAW_TYPES = {name: kind for kind, name in DRAW_NAMES.items()}


def rule_display(game_type: int) -> str:
    """Tenhou's rule text ('般南喰赤', '三鳳南喰赤', '上東喰赤速') for a GO type."""
    if game_type & GameType.TOKUJOU and game_type & GameType.JOUKYUU:
        room = "鳳"
    elif game_type & GameType.TOKUJOU:
        room = "特"
    elif game_type & GameType.JOUKYUU:
        room = "上"
    else:
        room = "般"
    return (
        ("三" if game_type & GameType.SANMA else "")
        + room
        + ("南" if game_type & GameType.HANCHAN else "東")
        + ("" if game_type & GameType.NO_KUITAN else "喰")
        + ("" if game_type & GameType.NO_RED else "赤")
        + ("速" if game_type & GameType.FAST else "")
    )


def game_type_from_rule(display: str, players: int, red: bool) -> int:
    """Inverse of :func:`rule_display`; an unknown text keeps only players and red."""
    game_type = GameType.HUMAN
    if players == 3:
        game_type |= GameType.SANMA
    if not red:
        game_type |= GameType.NO_RED
    text = display[1:] if display.startswith("三") else display
    if not text or text[0] not in "般特上鳳" or text[1:2] not in ("東", "南"):
        return game_type
    game_type |= {
        "般": GameType(0),
        "特": GameType.TOKUJOU,
        "上": GameType.JOUKYUU,
        "鳳": GameType.TOKUJOU | GameType.JOUKYUU,
    }[text[0]]
    if text[1] == "南":
        game_type |= GameType.HANCHAN
    if "喰" not in text:
        game_type |= GameType.NO_KUITAN
    if "速" in text:
        game_type |= GameType.FAST
    return int(game_type)


__all__ = [
    "ALL_NOTEN",
    "ALL_TENPAI",
    "DRAW_NAMES",
    "DRAW_TYPES",
    "LIMIT_BASIC",
    "LIMIT_NAMES",
    "WIN_NAME",
    "YAKU_NAMES",
    "game_type_from_rule",
    "rule_display",
]
