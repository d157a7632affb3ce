"""Real shared logs rewritten at test time into the shapes other real logs take.

* :func:`chip_log`: a chip (祝儀) lobby's log, as REFERENCE section 4 describes
  the real ones (GO types 553, 1569, 1601): 16 numbers in every ``sc`` (score
  and change per seat, then chips held and chip change), ``chip="54,1"`` on a
  win that pays chips, 16 numbers in ``owari`` (final chips, each followed by 0).
  The chips are worked out here from the log's own text, independently of the
  reader: one chip per red five and per ura-dora han, from each other seat at a
  tsumo and from the discarder at a ron.
* :func:`cut_offsets`: where to cut a file to make it end early.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: Tenhou yaku ids of the red fives and the ura-dora: what the chips pay for here.
CHIP_ITEMS = (54, 53)
_TAG = re.compile(r"<(AGARI|RYUUKYOKU)\b([^>]*?)\s*/>")
_ATTRIBUTE = re.compile(r'(\w+)="([^"]*)"')
_GO = re.compile(r'(<GO\s+type=")(\d+)(")')
#: The bit real chip lobbies' GO types (553, 1569, 1601) share.
CHIP_LOBBY_BIT = 0x200


@dataclass(slots=True)
class ChipLog:
    """The rewritten XML and, in the order of its results, what it says about chips."""

    xml: str
    #: Per result (a double ron has two): every seat's chips before it and its change.
    chips_before: list[tuple[int, ...]] = field(default_factory=list)
    chip_deltas: list[tuple[int, ...]] = field(default_factory=list)
    #: Per win: the (item, count) pairs of its ``chip`` attribute.
    chip_items: list[tuple[tuple[int, int], ...]] = field(default_factory=list)
    final_chips: list[int] = field(default_factory=list)


def chip_log(xml: str, players: int) -> ChipLog:
    """``xml`` as a chip lobby writes it (see the module's docstring)."""
    chips = [0, 0, 0, 0]
    log = ChipLog("")

    def rewrite(tag: re.Match[str]) -> str:
        name, text = tag.group(1), tag.group(2)
        attributes = dict(_ATTRIBUTE.findall(text))
        change = [0, 0, 0, 0]
        items: list[tuple[int, int]] = []
        if name == "AGARI":
            numbers = [int(v) for v in attributes.get("yaku", "").split(",") if v]
            han = dict(zip(numbers[0::2], numbers[1::2], strict=True))
            items = [(item, han[item]) for item in CHIP_ITEMS if han.get(item)]
            count = sum(n for _, n in items)
            winner = int(attributes["who"])
            payer = int(attributes["fromWho"])
            payers = [s for s in range(players) if s != winner] if payer == winner else [payer]
            for seat in payers:
                change[seat] -= count
                change[winner] += count
            log.chip_items.append(tuple(items))
        log.chips_before.append(tuple(chips))
        log.chip_deltas.append(tuple(change))
        sc = [int(v) for v in attributes["sc"].split(",")]
        sc += [0] * (8 - len(sc))
        sc += [v for seat in range(4) for v in (chips[seat], change[seat])]
        new = text.replace(f'sc="{attributes["sc"]}"', f'sc="{",".join(map(str, sc))}"')
        for seat in range(4):
            chips[seat] += change[seat]
        if items:
            new += f' chip="{",".join(f"{item},{n}" for item, n in items)}"'
        if "owari" in attributes:
            owari = attributes["owari"].split(",")
            owari += ["0"] * (8 - len(owari))
            owari += [v for seat in range(4) for v in (str(chips[seat]), "0")]
            new = new.replace(f'owari="{attributes["owari"]}"', f'owari="{",".join(owari)}"')
            log.final_chips = list(chips)
        return f"<{name}{new} />"

    xml = _TAG.sub(rewrite, xml)
    log.xml = _GO.sub(lambda go: f"{go[1]}{int(go[2]) | CHIP_LOBBY_BIT}{go[3]}", xml, count=1)
    return log


def cut_offsets(data: bytes, end: int, count: int = 24) -> list[int]:
    """``count`` offsets spread over ``data[:end]`` (never 0), each making the file end early."""
    step = max(1, end // count)
    return list(range(step, end, step))
