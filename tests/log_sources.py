"""Test support for game sources: a local Tenhou-like log server and the downloader databases.

Everything is built at test time from ../shared/data (never copied into the repo):

* :class:`LogServer` is a real HTTP server on 127.0.0.1 (standard library) that serves
  real logs under Tenhou ids and the failure cases: 404, an HTML page, an empty answer,
  a slow answer, a truncated gzip body, a huge body, and a byte every 0.2 s in the
  headers or in the body (for ``trickle_seconds``, then the server gives up by itself).
* :func:`build_houou_db` / :func:`build_phoenix_db` write databases with the downloaders'
  exact schemas and compression (gzip / bz2), including rows without a log.
"""

from __future__ import annotations

import bz2
import contextlib
import gzip
import hashlib
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, mjlog_files, require
from yamaviewer.core.formats.mjlog import read_log_bytes

NOT_FOUND = "2020010100gm-0009-0000-00000404"
HTML_PAGE = "2020010100gm-0009-0000-0000a7e1"
EMPTY = "2020010100gm-0009-0000-00000000"
SLOW = "2020010100gm-0009-0000-0000510e"
TRUNCATED = "2020010100gm-0009-0000-00007c07"
HUGE = "2020010100gm-0009-0000-0000b16b"
TRICKLE_HEADERS = "2020010100gm-0009-0000-00007e4d"
TRICKLE_BODY = "2020010100gm-0009-0000-00007b0d"
FAILURES = (NOT_FOUND, HTML_PAGE, EMPTY, SLOW, TRUNCATED, HUGE, TRICKLE_HEADERS, TRICKLE_BODY)

HOUOU_SCHEMA = """
CREATE TABLE IF NOT EXISTS logs (
    id TEXT PRIMARY KEY,
    date TEXT NOT NULL,
    num_players INTEGER NOT NULL CHECK(num_players IN (4, 3)),
    is_tonpu INTEGER NOT NULL CHECK(is_tonpu IN (0, 1)),
    is_processed INTEGER NOT NULL CHECK(is_processed IN (0, 1)),
    was_error INTEGER NOT NULL CHECK(was_error IN (0, 1)),
    log BLOB
) WITHOUT ROWID
"""
PHOENIX_SCHEMA = """
CREATE TABLE logs(
    log_id text primary key,
    date text,
    is_tonpusen int,
    is_sanma int,
    is_processed int,
    was_error int,
    log_content text,
    log_hash text
)
"""


def real_logs(count: int) -> list[bytes]:
    """``count`` real seeded logs (XML), cycling through the shared ones."""
    files = [p for p in mjlog_files() if "legacy" not in p.name] or [
        require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")
    ]
    return [read_log_bytes(files[i % len(files)]) for i in range(count)]


def synthetic_id(index: int, players: int = 4) -> str:
    """A well-formed Tenhou id that no real game has (the key is the index)."""
    game_type = "00b9" if players == 3 else "00a9"
    stamp = f"2021{1 + index % 12:02d}{1 + index % 28:02d}{index % 24:02d}"
    return f"{stamp}gm-{game_type}-0000-{index:08x}"


@dataclass
class LogServer:
    """A Tenhou-like log endpoint on 127.0.0.1, with the failure cases."""

    logs: dict[str, bytes]
    slow_seconds: float = 3.0
    trickle_seconds: float = 10.0
    requests: list[dict[str, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                log_id = self.path.partition("?")[2]
                server.requests.append(
                    {
                        "id": log_id,
                        "referer": self.headers.get("Referer", ""),
                        "agent": self.headers.get("User-Agent", ""),
                    }
                )
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    self._answer(log_id)

            def _send(self, body: bytes, headers: dict[str, str] | None = None) -> None:
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(body)

            def _trickle(self, *, in_body: bool) -> None:
                """A byte every 0.2 s: in an endless header, or in a body that never ends."""
                stop = time.monotonic() + server.trickle_seconds
                if in_body:
                    self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n<mjlog")
                else:
                    self.wfile.write(b"HTTP/1.1 200 OK\r\nX-Slow: ")
                while time.monotonic() < stop:
                    self.wfile.write(b"a")
                    time.sleep(0.2)

            def _answer(self, log_id: str) -> None:
                if log_id in server.logs:
                    xml = server.logs[log_id]
                    # Alternate the two ways Tenhou sends gzip, and plain.
                    if len(server.requests) % 3 == 0:
                        self._send(xml)
                    elif len(server.requests) % 3 == 1:
                        self._send(gzip.compress(xml), {"Content-Encoding": "gzip"})
                    else:
                        self._send(gzip.compress(xml))
                elif log_id == HTML_PAGE:
                    self._send(b"<!DOCTYPE html><html><body>Error</body></html>")
                elif log_id == EMPTY:
                    self._send(b"")
                elif log_id == SLOW:
                    time.sleep(server.slow_seconds)
                    self._send(next(iter(server.logs.values())))
                elif log_id == TRUNCATED:
                    whole = gzip.compress(next(iter(server.logs.values())))
                    self._send(whole[: len(whole) // 2], {"Content-Encoding": "gzip"})
                elif log_id in (TRICKLE_HEADERS, TRICKLE_BODY):
                    self._trickle(in_body=log_id == TRICKLE_BODY)
                elif log_id == HUGE:
                    self.send_response(200)
                    self.end_headers()  # no length: the client must stop by itself
                    chunk = b"<mjloggm>" + b"x" * (1024 * 1024)
                    for _ in range(12):
                        self.wfile.write(chunk)
                else:
                    self.send_error(404)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def prefix(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/0/log/?"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def build_houou_db(path: Path, logs: list[tuple[str, bytes]], unprocessed: int = 0) -> None:
    """A houou-logs database: gzip logs, plus rows not downloaded yet and a download error."""
    with sqlite3.connect(path) as connection:
        connection.execute(HOUOU_SCHEMA)
        rows = [
            (log_id, f"{log_id[:4]}-{log_id[4:6]}-{log_id[6:8]}", 4, 0, 1, 0, gzip.compress(xml))
            for log_id, xml in logs
        ]
        rows += [
            (synthetic_id(900_000 + i), "2021-01-01", 4, 0, 0, 0, None) for i in range(unprocessed)
        ]
        if unprocessed:
            rows.append((synthetic_id(999_999), "2021-01-01", 4, 0, 1, 1, None))
        connection.executemany("INSERT INTO logs VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    connection.close()


def build_phoenix_db(path: Path, logs: list[tuple[str, bytes]], unprocessed: int = 0) -> None:
    """A phoenix-logs database: bz2 logs with their sha256, plus rows without a log."""
    with sqlite3.connect(path) as connection:
        connection.execute(PHOENIX_SCHEMA)
        rows = []
        for log_id, xml in logs:
            packed = bz2.compress(xml)
            rows.append(
                (log_id, "2021-01-01 00:00", 0, 0, 1, 0, packed, hashlib.sha256(packed).hexdigest())
            )
        rows += [
            (synthetic_id(800_000 + i), "2021-01-01 00:00", 0, 0, 0, 0, "", "")
            for i in range(unprocessed)
        ]
        if unprocessed:
            rows.append((synthetic_id(888_888), "2021-01-01 00:00", 0, 0, 1, 1, "", ""))
        connection.executemany("INSERT INTO logs VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
    connection.close()
