"""The yaku Tenhou numbers 0..54: the one home of their names.

Records keep yaku as Tenhou's ids (``WinResult.yaku``); this module names
them, in Tenhou's own Japanese (as its JSON export writes them) and in the
romanised English players use.
"""

from __future__ import annotations

#: Tenhou yaku ids 0..54 -> the names Tenhou's JSON export writes (checked
#: against the official pairs and the samples for every name that occurs there).
YAKU_NAMES_JA: tuple[str, ...] = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花",
    "海底摸月", "河底撈魚", "平和", "断幺九", "一盃口",
    "自風 東", "自風 南", "自風 西", "自風 北",
    "場風 東", "場風 南", "場風 西", "場風 北",
    "役牌 白", "役牌 發", "役牌 中",
    "両立直", "七対子", "混全帯幺九", "一気通貫", "三色同順",
    "三色同刻", "三槓子", "対々和", "三暗刻", "小三元",
    "混老頭", "二盃口", "純全帯幺九", "混一色", "清一色",
    "人和", "天和", "地和", "大三元", "四暗刻",
    "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈",
    "純正九蓮宝燈", "国士無双", "国士無双１３面", "大四喜", "小四喜",
    "四槓子", "ドラ", "裏ドラ", "赤ドラ",
)  # fmt: skip

#: The same ids in romanised English.
YAKU_NAMES_EN: tuple[str, ...] = (
    "menzen tsumo", "riichi", "ippatsu", "chankan", "rinshan kaihou",
    "haitei raoyue", "houtei raoyui", "pinfu", "tanyao", "iipeikou",
    "seat wind east", "seat wind south", "seat wind west", "seat wind north",
    "round wind east", "round wind south", "round wind west", "round wind north",
    "haku", "hatsu", "chun",
    "double riichi", "chiitoitsu", "chanta", "ittsu", "sanshoku doujun",
    "sanshoku doukou", "sankantsu", "toitoi", "sanankou", "shousangen",
    "honroutou", "ryanpeikou", "junchan", "honitsu", "chinitsu",
    "renhou", "tenhou", "chiihou", "daisangen", "suuankou",
    "suuankou tanki", "tsuuiisou", "ryuuiisou", "chinroutou", "chuuren poutou",
    "junsei chuuren poutou", "kokushi musou", "kokushi musou 13-sided", "daisuushii",
    "shousuushii", "suukantsu", "dora", "ura dora", "aka dora",
)  # fmt: skip

assert len(YAKU_NAMES_JA) == len(YAKU_NAMES_EN) == 55


def yaku_name(yaku_id: int, language: str = "en") -> str:
    """The yaku's name; an id Tenhou never used is named by its number."""
    names = YAKU_NAMES_JA if language == "ja" else YAKU_NAMES_EN
    if 0 <= yaku_id < len(names):
        return names[yaku_id]
    return f"役{yaku_id}" if language == "ja" else f"yaku {yaku_id}"


__all__ = ["YAKU_NAMES_EN", "YAKU_NAMES_JA", "yaku_name"]
