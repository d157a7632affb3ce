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


def yaku_name(yaku_id: int, language: str = "en") -> str:
    """The yaku's name; an id Tenhou never used is named by its number."""
    japanese = language == "ja"
    if 0 <= yaku_id < len(YAKU_TABLE):
        return YAKU_TABLE[yaku_id][0 if japanese else 1]
    return f"役{yaku_id}" if japanese else f"yaku {yaku_id}"


__all__ = ["YAKU_NAMES_JA", "YAKU_TABLE", "yaku_name"]
