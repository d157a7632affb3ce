"""The library's SQLite schema and its migrations.

The file's version is ``PRAGMA user_version``; migration *n* brings it from
version *n* - 1 to *n*, each in one transaction, so an interrupted upgrade
leaves the file at the last version it fully reached.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable


class LibraryError(Exception):
    """The library cannot do this now (locked, damaged, read-only); the message says why."""


def _run_script(connection: sqlite3.Connection, script: str) -> None:
    """Run statements one by one (executescript would commit the migration's transaction)."""
    for statement in script.split(";"):
        if statement.strip():
            connection.execute(statement)


def _migrate_1(connection: sqlite3.Connection) -> None:
    _run_script(
        connection,
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            log_id TEXT,
            played TEXT NOT NULL DEFAULT '',
            source TEXT NOT NULL,
            origin TEXT NOT NULL DEFAULT '',
            format TEXT NOT NULL DEFAULT 'mjlog',
            players INTEGER NOT NULL,
            game_type INTEGER NOT NULL,
            lobby INTEGER NOT NULL DEFAULT 0,
            names TEXT NOT NULL DEFAULT '',
            scores TEXT NOT NULL DEFAULT '',
            hands INTEGER NOT NULL,
            has_seed INTEGER NOT NULL,
            status TEXT NOT NULL DEFAULT 'unverified',
            verified_at REAL,
            added_at REAL NOT NULL
        );
        CREATE INDEX games_played ON games (played);
        CREATE INDEX games_log_id ON games (log_id);
        CREATE TABLE logs (
            game INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            log BLOB NOT NULL
        );
        """,
    )


def _migrate_2(connection: sqlite3.Connection) -> None:
    """Version 2: one row per seated player, so a name is found by index, not by scan."""
    _run_script(
        connection,
        """
        CREATE TABLE players (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL COLLATE NOCASE,
            PRIMARY KEY (game, seat)
        ) WITHOUT ROWID;
        CREATE INDEX players_name ON players (name, game);
        """,
    )
    rows = connection.execute("SELECT id, names FROM games").fetchall()
    connection.executemany(
        "INSERT INTO players (game, seat, name) VALUES (?, ?, ?)",
        [
            (game, seat, name)
            for game, names in rows
            for seat, name in enumerate(str(names).split("\t"))
            if name
        ],
    )


def _migrate_3(connection: sqlite3.Connection) -> None:
    """Version 3: an index per column the Library sorts by, so a page of 100,000 games
    sorted any way is read from an index instead of sorting the whole table."""
    _run_script(
        connection,
        """
        CREATE INDEX games_added ON games (added_at);
        CREATE INDEX games_hands ON games (hands);
        CREATE INDEX games_status ON games (status);
        CREATE INDEX games_source ON games (source);
        CREATE INDEX games_rules ON games (players, game_type);
        CREATE INDEX games_names ON games (names COLLATE NOCASE);
        CREATE INDEX games_title ON games (coalesce(log_id, origin));
        """,
    )


#: Migration n brings a database from version n - 1 to version n.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _migrate_1,
    _migrate_2,
    _migrate_3,
)
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(connection: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the migrations past the file's version up to ``target``; the version reached."""
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise LibraryError(
            f"the library was written by a newer yamaviewer (schema {version}); "
            "it is left untouched"
        )
    for number in range(version + 1, target + 1):
        with connection:
            connection.execute("BEGIN IMMEDIATE")
            MIGRATIONS[number - 1](connection)
            connection.execute(f"PRAGMA user_version = {number}")
    return max(version, target)


__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "LibraryError", "migrate"]
