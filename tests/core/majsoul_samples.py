"""A Mahjong Soul hand built from scratch, for checks no real record in the shared data covers."""

from __future__ import annotations

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
