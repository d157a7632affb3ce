"""Tenhou's ranks (dan): the one home of their numbers and names.

An mjlog's ``UN`` tag gives each player's rank as a number 0..20 (新人 to
天鳳); tenhou.net/6 JSON writes the Japanese name instead.  Readers, writers
and the viewer's seat lines all name ranks from here.
"""

from __future__ import annotations

#: Rank numbers 0..20 as Tenhou names them (the index is the mjlog ``dan``).
DAN_NAMES: tuple[str, ...] = (
    "新人", "９級", "８級", "７級", "６級", "５級", "４級", "３級", "２級", "１級",
    "初段", "二段", "三段", "四段", "五段", "六段", "七段", "八段", "九段", "十段", "天鳳",
)  # fmt: skip


def dan_name(dan: int, language: str = "en") -> str:
    """A Tenhou rank (mjlog ``dan`` 0..20) in Japanese, or its English name."""
    if not 0 <= dan < len(DAN_NAMES):
        return ""
    if language == "ja":
        return DAN_NAMES[dan]
    if dan == 0:
        return "novice"
    if dan < 10:
        return f"{10 - dan} kyu"
    if dan < 20:
        return f"{dan - 9} dan"
    return "Tenhou"


__all__ = ["DAN_NAMES", "dan_name"]
