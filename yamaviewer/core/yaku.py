"""The yaku Tenhou numbers 0..54: the one home of their names.

Records keep yaku as Tenhou's ids (``WinResult.yaku``); this module names
them, in Tenhou's own Japanese (as its JSON export writes them) and in the
romanised English players use.
"""

from __future__ import annotations

#: Tenhou yaku id (the row's index) -> (the name Tenhou's JSON export writes,
#: the romanised English name). The Japanese names are checked against the
#: official pairs and the samples for every name that occurs there. One row a
#: yaku, so the two names of an id cannot drift apart.
YAKU_TABLE: tuple[tuple[str, str], ...] = (
    ("門前清自摸和", "menzen tsumo"),
    ("立直", "riichi"),
    ("一発", "ippatsu"),
    ("槍槓", "chankan"),
    ("嶺上開花", "rinshan kaihou"),
    ("海底摸月", "haitei raoyue"),
    ("河底撈魚", "houtei raoyui"),
    ("平和", "pinfu"),
    ("断幺九", "tanyao"),
    ("一盃口", "iipeikou"),
    ("自風 東", "seat wind east"),
    ("自風 南", "seat wind south"),
    ("自風 西", "seat wind west"),
    ("自風 北", "seat wind north"),
    ("場風 東", "round wind east"),
    ("場風 南", "round wind south"),
    ("場風 西", "round wind west"),
    ("場風 北", "round wind north"),
    ("役牌 白", "haku"),
    ("役牌 發", "hatsu"),
    ("役牌 中", "chun"),
    ("両立直", "double riichi"),
    ("七対子", "chiitoitsu"),
    ("混全帯幺九", "chanta"),
    ("一気通貫", "ittsu"),
    ("三色同順", "sanshoku doujun"),
    ("三色同刻", "sanshoku doukou"),
    ("三槓子", "sankantsu"),
    ("対々和", "toitoi"),
    ("三暗刻", "sanankou"),
    ("小三元", "shousangen"),
    ("混老頭", "honroutou"),
    ("二盃口", "ryanpeikou"),
    ("純全帯幺九", "junchan"),
    ("混一色", "honitsu"),
    ("清一色", "chinitsu"),
    ("人和", "renhou"),
    ("天和", "tenhou"),
    ("地和", "chiihou"),
    ("大三元", "daisangen"),
    ("四暗刻", "suuankou"),
    ("四暗刻単騎", "suuankou tanki"),
    ("字一色", "tsuuiisou"),
    ("緑一色", "ryuuiisou"),
    ("清老頭", "chinroutou"),
    ("九蓮宝燈", "chuuren poutou"),
    ("純正九蓮宝燈", "junsei chuuren poutou"),
    ("国士無双", "kokushi musou"),
    ("国士無双１３面", "kokushi musou 13-sided"),
    ("大四喜", "daisuushii"),
    ("小四喜", "shousuushii"),
    ("四槓子", "suukantsu"),
    ("ドラ", "dora"),
    ("裏ドラ", "ura dora"),
    ("赤ドラ", "aka dora"),
)

#: The Japanese names alone, indexed by id (what the tenhou.net/6 reader looks up).
YAKU_NAMES_JA: tuple[str, ...] = tuple(japanese for japanese, _ in YAKU_TABLE)

assert len(YAKU_TABLE) == 55

#: Other spellings logs use for a yaku: Tenhou's English client (tenhou.net/6
#: in English writes "Riichi(1飜)", "Ura Dora(0飜)"), mjai-reviewer's data and
#: common converters.  Matched ignoring case, spaces, hyphens and apostrophes.
YAKU_ALIASES: dict[int, tuple[str, ...]] = {
    0: ("Fully Concealed Hand", "Menzen Tsumo", "Menzenchin Tsumohou", "Tsumo", "Self Draw"),
    1: ("Riichi", "Reach"),
    2: ("Ippatsu", "One Shot"),
    3: ("Robbing a Kan", "Robbing the Kan", "Chankan"),
    4: ("After a Kan", "Dead Wall Draw", "Rinshan", "Rinshan Kaihou", "Rinshan Kaihō"),
    5: ("Under the Sea", "Haitei", "Haitei Raoyue", "Last Tile Draw"),
    6: ("Under the River", "Houtei", "Houtei Raoyui", "Last Tile Claim"),
    7: ("Pinfu", "No Points Hand"),
    8: ("All Simples", "Tanyao", "Tanyaochuu"),
    9: ("Pure Double Sequence", "Iipeikou", "Iipeiko"),
    18: ("White Dragon", "Haku", "Yakuhai Haku", "Dragon White"),
    19: ("Green Dragon", "Hatsu", "Yakuhai Hatsu", "Dragon Green"),
    20: ("Red Dragon", "Chun", "Yakuhai Chun", "Dragon Red"),
    21: ("Double Riichi", "Daburu Riichi", "Double Reach"),
    22: ("Seven Pairs", "Chiitoitsu", "Chiitoi"),
    23: ("Half Outside Hand", "Chanta", "Chantaiyao", "Outside Hand"),
    24: ("Pure Straight", "Ittsu", "Ittsuu", "Ikkitsuukan", "Straight"),
    25: (
        "Mixed Triple Sequence",
        "Sanshoku",
        "Sanshoku Doujun",
        "Three Colour Straight",
        "Three Color Straight",
    ),
    26: ("Triple Triplets", "Sanshoku Doukou", "Three Colour Triplets", "Three Color Triplets"),
    27: ("Three Quads", "Three Kans", "Sankantsu"),
    28: ("All Triplets", "Toitoi", "Toitoihou"),
    29: ("Three Concealed Triplets", "Sanankou", "Sanankō"),
    30: ("Little Three Dragons", "Shousangen"),
    31: ("All Terminals and Honors", "All Terminals and Honours", "Honroutou"),
    32: ("Twice Pure Double Sequence", "Ryanpeikou", "Ryanpeiko"),
    33: (
        "Fully Outside Hand",
        "Pure Outside Hand",
        "Junchan",
        "Junchan Taiyao",
        "Terminal in Each Set",
    ),
    34: ("Half Flush", "Honitsu", "Honiisou"),
    35: ("Full Flush", "Chinitsu", "Chiniisou"),
    36: ("Blessing of Man", "Renhou", "Renho"),
    37: ("Blessing of Heaven", "Tenhou", "Tenho"),
    38: ("Blessing of Earth", "Chiihou", "Chiiho"),
    39: ("Big Three Dragons", "Daisangen"),
    40: ("Four Concealed Triplets", "Suuankou", "Suuanko"),
    41: (
        "Single-wait Four Concealed Triplets",
        "Four Concealed Triplets Single Wait",
        "Suuankou Tanki",
    ),
    42: ("All Honors", "All Honours", "Tsuuiisou", "Tsuiisou"),
    43: ("All Green", "Ryuuiisou", "Ryuuiisou"),
    44: ("All Terminals", "Chinroutou"),
    45: ("Nine Gates", "Chuuren Poutou", "Chuuren"),
    46: ("True Nine Gates", "Pure Nine Gates", "Junsei Chuuren Poutou", "Chuuren Kyuumen"),
    47: ("Thirteen Orphans", "Kokushi", "Kokushi Musou"),
    48: (
        "Thirteen-wait Thirteen Orphans",
        "Thirteen Orphans 13-wait",
        "Kokushi Juusanmen",
        "Kokushi Musou Juusanmen",
    ),
    49: ("Big Four Winds", "Daisuushii", "Daisuushi"),
    50: ("Little Four Winds", "Shousuushii", "Shousuushi"),
    51: ("Four Quads", "Four Kans", "Suukantsu"),
    52: ("Dora",),
    53: ("Ura Dora", "Uradora", "Ura-dora"),
    54: ("Red Five", "Red Fives", "Aka Dora", "Akadora", "Red Dora"),
}

#: Names that say "a seat wind" or "the round wind" without saying which wind:
#: the hand (the winner's seat, the round) decides the id.
SEAT_WIND_NAMES = ("Seat Wind", "Own Wind", "Jikaze", "Yakuhai Seat Wind", "Jikaze Hai")
ROUND_WIND_NAMES = (
    "Prevalent Wind",
    "Prevailing Wind",
    "Round Wind",
    "Bakaze",
    "Yakuhai Round Wind",
    "Bakaze Hai",
)
_WIND_WORDS = ("east", "south", "west", "north")


def _fold(name: str) -> str:
    """A name reduced to what tells yaku apart: no case, spacing, hyphens or brackets."""
    return "".join(c for c in name.casefold() if c.isalnum())


def _wind_names() -> dict[str, int]:
    names: dict[str, int] = {}
    for wind, word in enumerate(_WIND_WORDS):
        for base, first in (
            ("seat wind", 10),
            ("round wind", 14),
            ("prevalent wind", 14),
            ("prevailing wind", 14),
        ):
            names[_fold(f"{base} {word}")] = first + wind
            names[_fold(f"{base} ({word})")] = first + wind
    return names


_BY_NAME: dict[str, int] = {
    **_wind_names(),
    **{_fold(ja): i for i, (ja, _en) in enumerate(YAKU_TABLE)},
    **{_fold(en): i for i, (_ja, en) in enumerate(YAKU_TABLE)},
    **{_fold(alias): i for i, aliases in YAKU_ALIASES.items() for alias in aliases},
}
_SEAT_WIND = frozenset(_fold(n) for n in SEAT_WIND_NAMES)
_ROUND_WIND = frozenset(_fold(n) for n in ROUND_WIND_NAMES)


def yaku_id_from_name(
    name: str, seat_wind: int | None = None, round_wind: int | None = None
) -> int | None:
    """The Tenhou id a log's yaku name stands for, or None when we do not know it.

    Japanese and English spellings are both read; "Seat Wind" and "Prevalent
    Wind" name their wind only through the hand, so the caller passes the
    winner's seat wind and the round wind (0 = East) to resolve them.
    """
    folded = _fold(name)
    if folded in _BY_NAME:
        return _BY_NAME[folded]
    if folded in _SEAT_WIND and seat_wind is not None and 0 <= seat_wind < 4:
        return 10 + seat_wind
    if folded in _ROUND_WIND and round_wind is not None and 0 <= round_wind < 4:
        return 14 + round_wind
    return None


def yaku_name(yaku_id: int, language: str = "en") -> str:
    """The yaku's name; an id Tenhou never used is named by its number."""
    japanese = language == "ja"
    if 0 <= yaku_id < len(YAKU_TABLE):
        return YAKU_TABLE[yaku_id][0 if japanese else 1]
    return f"役{yaku_id}" if japanese else f"yaku {yaku_id}"


__all__ = [
    "ROUND_WIND_NAMES",
    "SEAT_WIND_NAMES",
    "YAKU_ALIASES",
    "YAKU_NAMES_JA",
    "YAKU_TABLE",
    "yaku_id_from_name",
    "yaku_name",
]
