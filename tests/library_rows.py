"""A big library in a second: plausible, varied rows written straight into its tables.

Importing real logs costs about 2 ms a game; tests and benchmarks of the Library
at 30,000 or 100,000 games write the rows with one ``executemany`` per table in
one transaction instead.  The tables are made by the library itself (open a
:class:`~yamaviewer.core.library.store.Library` first), so this module needs
nothing but :mod:`sqlite3` and can be loaded by path from another checkout.
"""

from __future__ import annotations

import json
import random
import sqlite3

#: Statuses the rows get (every one the library writes).
STATUSES = ("unverified", "verified", "mismatch", "no-seed", "error")
SOURCES = ("file", "url", "houou-logs", "phoenix-logs")


def fill_library(connection: sqlite3.Connection, count: int, *, seed: int = 27) -> None:
    """Add ``count`` games (with players and a small log each) in one transaction."""
    rng = random.Random(seed)
    names = [f"{rng.choice(['Aki', 'ben', 'Chi', 'dai', 'Eri'])}{n:04d}" for n in range(3000)]
    start = int(connection.execute("SELECT coalesce(max(id), 0) FROM games").fetchone()[0])
    games: list[tuple[object, ...]] = []
    players: list[tuple[int, int, str]] = []
    logs: list[tuple[int, bytes]] = []
    for number in range(start + 1, start + count + 1):
        seats = 3 if rng.random() < 0.2 else 4
        seated = rng.sample(names, seats)
        game_type = (0x10 if seats == 3 else 0) | rng.choice((0x01, 0x09, 0x89, 0x0B))
        day = f"20{rng.randint(10, 24):02d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        played = f"{day} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
        log_id = None if rng.random() < 0.1 else f"{day.replace('-', '')}gm-{number:08x}"
        scores = json.dumps([rng.randint(-300, 700) * 100 for _ in range(seats)])
        games.append(
            (
                number,
                f"key-{number}",
                log_id,
                played,
                rng.choice(SOURCES),
                f"/home/user/logs/{number:06d}.mjlog",
                "mjlog",
                seats,
                game_type,
                0,
                "\t".join(seated),
                scores,
                rng.randint(4, 16),
                1,
                rng.choice(STATUSES),
                1.7e9 + rng.random() * 1e7,
            )
        )
        players.extend((number, seat, name) for seat, name in enumerate(seated))
        logs.append((number, b"\x1f\x8b" + rng.randbytes(30)))
    connection.execute("BEGIN IMMEDIATE")
    connection.executemany(
        "INSERT INTO games (id, key, log_id, played, source, origin, format, players, "
        "game_type, lobby, names, scores, hands, has_seed, status, added_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        games,
    )
    connection.executemany("INSERT INTO players (game, seat, name) VALUES (?, ?, ?)", players)
    connection.executemany("INSERT INTO logs (game, log) VALUES (?, ?)", logs)
    connection.execute("COMMIT")
