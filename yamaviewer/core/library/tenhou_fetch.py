"""Fetching one Tenhou log over HTTP, politely and with clear failures.

Tenhou allows one download session at a time, so every fetch in the process
goes through one lock; each request names yamaviewer in its user agent and
sends ``Referer: https://tenhou.net/``.  The base URL comes from
``YAMAVIEWER_TENHOU_LOG_URL`` (default ``https://tenhou.net/0/log/?``), to
which the log id is appended, so tests point it at a local server.  The answer
is read in chunks under an overall deadline and a size cap; what comes back is
the mjlog XML (decompressed) or a :class:`FetchError` saying what went wrong:
offline, 404, an HTML page, an empty or truncated answer, a huge body, a
timeout.
"""

from __future__ import annotations

import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from http.client import HTTPException

from yamaviewer import __version__
from yamaviewer.core.formats.mjlog import LogFormatError, decompress_bounded

LOG_URL_VARIABLE = "YAMAVIEWER_TENHOU_LOG_URL"
#: Seconds to wait for a whole answer, when set (tests and slow links).
TIMEOUT_VARIABLE = "YAMAVIEWER_TENHOU_TIMEOUT"
DEFAULT_LOG_URL = "https://tenhou.net/0/log/?"
REFERER = "https://tenhou.net/"
USER_AGENT = f"yamaviewer/{__version__} (riichi mahjong wall viewer; one log at a time)"
#: Seconds for the whole answer (connect + every chunk).
DEFAULT_TIMEOUT = 20.0
#: A real log is tens of kilobytes; anything past this is not one.
MAX_BODY_BYTES = 8 * 1024 * 1024
_CHUNK = 64 * 1024

#: Tenhou allows one download session: every fetch in this process waits its turn.
_ONE_AT_A_TIME = threading.Lock()

#: ``progress(received_bytes, total_bytes_or_None)``; return False to cancel.
Progress = Callable[[int, "int | None"], bool]


class FetchError(ValueError):
    """The log could not be fetched; the message says why, for a person."""


class FetchCancelled(FetchError):
    """The user cancelled the download."""


def log_url_prefix(environ: dict[str, str] | None = None) -> str:
    import os

    env = os.environ if environ is None else environ
    return env.get(LOG_URL_VARIABLE) or DEFAULT_LOG_URL


def _timeout_from_environment() -> float:
    import os

    try:
        value = float(os.environ.get(TIMEOUT_VARIABLE, ""))
    except ValueError:
        return DEFAULT_TIMEOUT
    return value if 0 < value <= 600 else DEFAULT_TIMEOUT


def _read_body(
    response: object, log_id: str, deadline: float, progress: Progress | None, total: int | None
) -> bytes:
    body = bytearray()
    read = response.read  # type: ignore[attr-defined]
    while True:
        if time.monotonic() > deadline:
            raise FetchError(f"{log_id}: no complete answer in time (timed out)")
        chunk = read(_CHUNK)
        if not chunk:
            break
        body += chunk
        if len(body) > MAX_BODY_BYTES:
            raise FetchError(
                f"{log_id}: the answer is larger than {MAX_BODY_BYTES // (1024 * 1024)} MiB; "
                "that is not a Tenhou log, so the download was stopped"
            )
        if progress is not None and progress(len(body), total) is False:
            raise FetchCancelled(f"{log_id}: download cancelled")
    return bytes(body)


def fetch_log(
    log_id: str,
    *,
    prefix: str | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
) -> bytes:
    """Download the mjlog XML of ``log_id`` (already canonical) and return it decompressed."""
    if timeout is None:
        timeout = _timeout_from_environment()
    url = (prefix if prefix is not None else log_url_prefix()) + log_id
    request = urllib.request.Request(
        url,
        headers={"User-Agent": USER_AGENT, "Referer": REFERER, "Accept-Encoding": "gzip"},
    )
    with _ONE_AT_A_TIME:
        deadline = time.monotonic() + timeout
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                length = response.headers.get("Content-Length")
                total = int(length) if length and length.isdigit() else None
                if total is not None and total > MAX_BODY_BYTES:
                    raise FetchError(
                        f"{log_id}: the server announces {total // (1024 * 1024)} MiB; "
                        "that is not a Tenhou log, so it was not downloaded"
                    )
                encoding = (response.headers.get("Content-Encoding") or "").lower()
                body = _read_body(response, log_id, deadline, progress, total)
        except urllib.error.HTTPError as error:
            error.close()  # the error carries the open connection
            if error.code == 404:
                raise FetchError(
                    f"{log_id}: Tenhou has no log with this id (HTTP 404); "
                    "a local copy is the only durable one"
                ) from None
            raise FetchError(f"{log_id}: the server answered HTTP {error.code}") from None
        except urllib.error.URLError as error:
            reason = error.reason
            if isinstance(reason, TimeoutError):
                raise FetchError(f"{log_id}: no answer in time (timed out)") from None
            raise FetchError(
                f"{log_id}: cannot reach {url.split('/')[2] if '//' in url else url} "
                f"(offline?): {reason}"
            ) from None
        except TimeoutError:
            raise FetchError(f"{log_id}: no answer in time (timed out)") from None
        except (HTTPException, OSError) as error:
            raise FetchError(f"{log_id}: the connection failed: {error}") from None
    return _log_from_body(log_id, body, encoding)


def _log_from_body(log_id: str, body: bytes, encoding: str) -> bytes:
    """The XML inside an answer, or why the answer is not a log."""
    if not body:
        raise FetchError(f"{log_id}: the server sent an empty answer, not a log")
    if encoding in ("gzip", "x-gzip") or body[:2] == b"\x1f\x8b":
        try:
            body = decompress_bounded(body)
        except LogFormatError as error:
            raise FetchError(f"{log_id}: the answer is not a usable log: {error}") from None
    if b"mjlog" not in body[:4096]:
        head = body[:512].lstrip().lower()
        if head.startswith((b"<!doctype html", b"<html")) or b"<html" in head:
            raise FetchError(f"{log_id}: the server sent a web page, not a log (an error page?)")
        raise FetchError(f"{log_id}: the answer is not a Tenhou log")
    return body


__all__ = [
    "DEFAULT_LOG_URL",
    "LOG_URL_VARIABLE",
    "FetchCancelled",
    "FetchError",
    "fetch_log",
    "log_url_prefix",
]
