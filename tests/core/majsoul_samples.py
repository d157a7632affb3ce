"""Mahjong Soul records built at test time: from scratch, or from the shared real record."""

from __future__ import annotations

import copy
import hashlib
import random
from typing import Any


def synthetic_kan_record(seed: int) -> dict[str, Any]:
    """A hand dealt from a shuffled md5-era wall with a closed kan, built from scratch."""
    rng = random.Random(seed)
    tiles = [f"{r}{s}" for s in "mps" for r in range(1, 10) for _ in range(4)]
    tiles += [f"{r}z" for r in range(1, 8) for _ in range(4)]
    for suit in "mps":
        tiles[tiles.index(f"5{suit}")] = f"0{suit}"
    rng.shuffle(tiles)
    # seat 0 gets four 1z so it can declare a closed kan
    tiles.sort(key=lambda t: t != "1z")
    hands = [tiles[0:4] + tiles[4:14], tiles[14:27], tiles[27:40], tiles[40:53]]
    wall = tiles[53:]
    rng.shuffle(wall)
    paishan = "".join(wall)
    n = len(wall)
    actions: list[dict[str, Any]] = [
        {
            "name": ".lq.RecordNewRound",
            "data": {
                "chang": 0,
                "ju": 0,
                "ben": 0,
                "scores": [25000] * 4,
                "tiles0": hands[0],
                "tiles1": hands[1],
                "tiles2": hands[2],
                "tiles3": hands[3],
                "md5": hashlib.md5(paishan.encode()).hexdigest(),
                "paishan": paishan,
                "doras": [wall[n - 5]],
            },
        },
        {"name": ".lq.RecordAnGangAddGang", "data": {"seat": 0, "type": 3, "tiles": "1z"}},
        {"name": ".lq.RecordDealTile", "data": {"seat": 0, "tile": wall[n - 1]}},
        {
            "name": ".lq.RecordDiscardTile",
            "data": {"seat": 0, "tile": wall[n - 1], "doras": [wall[n - 5], wall[n - 7]]},
        },
        {"name": ".lq.RecordDealTile", "data": {"seat": 1, "tile": wall[0]}},
        {"name": ".lq.RecordDiscardTile", "data": {"seat": 1, "tile": wall[0]}},
        {"name": ".lq.RecordDealTile", "data": {"seat": 2, "tile": wall[1]}},
    ]
    return {
        "head": {"uuid": "synthetic", "accounts": []},
        "data": {
            "name": ".lq.GameDetailRecords",
            "data": {"version": 210715, "actions": [{"type": 1, "result": a} for a in actions]},
        },
    }


def custom_room_record(real: dict[str, Any], salt: str = "test-room-salt") -> dict[str, Any]:
    """The shared real record as a test-environment custom room writes it.

    Each ``RecordNewRound`` names its starting hands ``begin_tiles[0..3]`` (not
    ``tiles0..3``) and holds the full wall (starting hands dealt in the assumed
    order, then the record's own wall) with ``sha256(paishan + salt)`` recomputed.
    In the first hand two tiles of the live wall that nobody draws are preset
    to 1p: six 1p, whose hash still matches.  Returns a copy; ``real`` is untouched.
    """
    record = copy.deepcopy(real)
    actions = record["data"]["data"]["actions"]
    results = [a["result"] for a in actions if a.get("result")]
    starts = [i for i, r in enumerate(results) if r["name"] == ".lq.RecordNewRound"]
    for number, start in enumerate(starts):
        data = results[start]["data"]
        hands = [data.pop(f"tiles{seat}") for seat in range(4)]
        data["begin_tiles"] = hands
        after_deal = [data["paishan"][i : i + 2] for i in range(0, len(data["paishan"]), 2)]
        if number == 0:
            end = starts[1] if len(starts) > 1 else len(results)
            drawn = sum(r["name"] == ".lq.RecordDealTile" for r in results[start:end])
            undrawn = range(drawn, len(after_deal) - 14)  # live wall left at the end
            preset = [i for i in undrawn if after_deal[i] not in ("1p", "0p", "5p")][:2]
            assert len(preset) == 2, "the first hand leaves too few tiles undrawn"
            for i in preset:
                after_deal[i] = "1p"
        dealer = data["ju"]
        order = [(dealer + i) % 4 for i in range(4)]
        dealt: list[str] = []
        for block in range(3):
            for seat in order:
                dealt.extend(hands[seat][4 * block : 4 * block + 4])
        dealt.extend(hands[seat][12] for seat in order)
        dealt.append(hands[dealer][13])
        paishan = "".join(dealt + after_deal)
        del data["md5"]
        data["paishan"] = paishan
        data["salt"] = salt
        data["sha256"] = hashlib.sha256((paishan + salt).encode()).hexdigest()
        data["saltSha256"] = hashlib.sha256(salt.encode()).hexdigest()
    record["head"]["config"] = {"category": 1, "mode": {"mode": 2, "detail_rule": {}}}
    return record
