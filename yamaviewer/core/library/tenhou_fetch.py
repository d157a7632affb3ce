"""Fetching one Tenhou log over HTTP, politely and with clear failures.

Tenhou allows one download session at a time, so every fetch in the process
goes through one lock; each request names yamaviewer in its user agent and
sends ``Referer: https://tenhou.net/``.  The base URL comes from
``YAMAVIEWER_TENHOU_LOG_URL`` (default ``https://tenhou.net/0/log/?``), to
which the log id is appended, so tests point it at a local server.  The whole
download (connecting, the headers, every byte) runs under one deadline and a
size cap, and can be cancelled from another thread within a fraction of a
second; what comes back is the mjlog XML (decompressed) or a
:class:`FetchError` saying what went wrong: offline, 404, an HTML page, an
empty or truncated answer, a huge body, a timeout.
"""

from __future__ import annotations

import errno
import http.client
import io
import os
import select
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from http.client import HTTPException
from typing import Any

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
    env = os.environ if environ is None else environ
    return env.get(LOG_URL_VARIABLE) or DEFAULT_LOG_URL


def _timeout_from_environment() -> float:
    try:
        value = float(os.environ.get(TIMEOUT_VARIABLE, ""))
    except ValueError:
        return DEFAULT_TIMEOUT
    return value if 0 < value <= 600 else DEFAULT_TIMEOUT


# -- one deadline and a cancel flag, checked on every blocking step -------------------
#
# urllib's own timeout is per socket operation, so a server that sends one byte every
# few seconds never trips it.  Here every step that can block (resolving the name,
# connecting, the TLS handshake, each send and each recv) waits at most a short slice,
# then checks the cancel flag and the time left: a download ends within a slice of its
# deadline or of Cancel, whatever the server does.

#: The longest single wait before the cancel flag and the deadline are checked again.
_SLICE = 0.1


class _Interrupted(Exception):
    """Not an OSError, so no layer of urllib or http.client mistakes it for a network error."""


class _OutOfTime(_Interrupted):
    pass


class _Cancelled(_Interrupted):
    pass


class _Watch:
    """The deadline and the cancel flag of one fetch."""

    __slots__ = ("cancelled", "deadline")

    def __init__(self, deadline: float, cancelled: Callable[[], bool] | None) -> None:
        self.deadline = deadline
        self.cancelled = cancelled

    def wait(self) -> float:
        """Seconds the next blocking step may take; raises once cancelled or out of time."""
        if self.cancelled is not None and self.cancelled():
            raise _Cancelled
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise _OutOfTime
        return min(left, _SLICE)


def _resolve(host: str, port: int, watch: _Watch) -> list[tuple[Any, ...]]:
    """``getaddrinfo`` cannot be interrupted, so it runs in a thread the watch waits for."""
    answer: list[object] = []

    def work() -> None:
        try:
            answer.append(socket.getaddrinfo(host, port, 0, socket.SOCK_STREAM))
        except OSError as error:
            answer.append(error)

    thread = threading.Thread(target=work, name="tenhou-resolve", daemon=True)
    thread.start()
    while thread.is_alive():
        thread.join(watch.wait())
    if isinstance(answer[0], OSError):
        raise answer[0]
    return answer[0]  # type: ignore[return-value]


def _connect(host: str, port: int, watch: _Watch) -> socket.socket:
    """A connected TCP socket, waiting in slices (a silent address is given up on time)."""
    failure: OSError = OSError(f"no address for {host}")
    for family, kind, proto, _name, address in _resolve(host, port, watch):
        sock = socket.socket(family, kind, proto)
        try:
            sock.setblocking(False)
            code = sock.connect_ex(address)
            while code in _IN_PROGRESS:
                _read, written, broken = select.select([], [sock], [sock], watch.wait())
                if written or broken:
                    code = sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
            if code:
                raise OSError(code, os.strerror(code))
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return sock
        except _Interrupted:
            sock.close()
            raise
        except OSError as error:
            sock.close()
            failure = error
    raise failure


_IN_PROGRESS = frozenset(
    {errno.EINPROGRESS, errno.EWOULDBLOCK, errno.EAGAIN, getattr(errno, "WSAEWOULDBLOCK", -1)}
)


class _WatchedSocket:
    """The socket http.client talks through: every send and recv is watched.

    ``close`` waits for the response's reader like a real socket's ``makefile`` does,
    since urllib closes the connection before the body is read.
    """

    def __init__(self, sock: socket.socket, watch: _Watch) -> None:
        self.sock = sock
        self.watch = watch
        self.readers = 0
        self.closed = False

    def sendall(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            self.sock.settimeout(self.watch.wait())
            try:
                sent = self.sock.send(view)
            except TimeoutError:
                continue
            view = view[sent:]

    def recv_into(self, buffer: memoryview) -> int:
        while True:
            self.sock.settimeout(self.watch.wait())
            try:
                return self.sock.recv_into(buffer)
            except TimeoutError:
                continue

    def makefile(self, mode: str = "rb", *_args: object, **_options: object) -> io.BufferedReader:
        self.readers += 1
        return io.BufferedReader(_WatchedReader(self))

    def close(self) -> None:
        self.closed = True
        self._release()

    def reader_closed(self) -> None:
        self.readers -= 1
        self._release()

    def _release(self) -> None:
        if self.closed and self.readers <= 0:
            self.sock.close()

    def __getattr__(self, name: str) -> Any:  # setsockopt, fileno, ... of the real socket
        return getattr(self.sock, name)


class _WatchedReader(io.RawIOBase):
    def __init__(self, owner: _WatchedSocket) -> None:
        super().__init__()
        self.owner = owner

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        return self.owner.recv_into(memoryview(buffer).cast("B"))

    def close(self) -> None:
        if not self.closed:
            self.owner.reader_closed()
        super().close()


class _WatchedHTTPConnection(http.client.HTTPConnection):
    def __init__(self, *args: Any, watch: _Watch, **options: Any) -> None:
        super().__init__(*args, **options)
        self.watch = watch

    def connect(self) -> None:
        self.sock = _WatchedSocket(_connect(self.host, self.port, self.watch), self.watch)
        if self._tunnel_host:  # type: ignore[attr-defined]
            self._tunnel()  # type: ignore[attr-defined]


class _WatchedHTTPSConnection(http.client.HTTPSConnection):
    def __init__(self, *args: Any, watch: _Watch, **options: Any) -> None:
        super().__init__(*args, **options)
        self.watch = watch

    def connect(self) -> None:
        raw = _connect(self.host, self.port, self.watch)
        try:
            tunnel = self._tunnel_host  # type: ignore[attr-defined]
            if tunnel:
                self.sock = _WatchedSocket(raw, self.watch)
                self._tunnel()  # type: ignore[attr-defined]
            secure = self._context.wrap_socket(  # type: ignore[attr-defined]
                raw, server_hostname=tunnel or self.host, do_handshake_on_connect=False
            )
            while True:
                secure.settimeout(self.watch.wait())
                try:
                    secure.do_handshake()
                    break
                except TimeoutError:
                    continue
        except BaseException:
            raw.close()
            raise
        self.sock = _WatchedSocket(secure, self.watch)


class _WatchedHTTPHandler(urllib.request.HTTPHandler):
    def __init__(self, watch: _Watch) -> None:
        super().__init__()
        self.watch = watch

    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_WatchedHTTPConnection, req, watch=self.watch)  # type: ignore[arg-type]


class _WatchedHTTPSHandler(urllib.request.HTTPSHandler):
    def __init__(self, watch: _Watch) -> None:
        super().__init__()
        self.watch = watch

    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(
            _WatchedHTTPSConnection,  # type: ignore[arg-type]
            req,
            context=self._context,  # type: ignore[attr-defined]
            watch=self.watch,
        )


def _read_body(
    response: http.client.HTTPResponse,
    log_id: str,
    watch: _Watch,
    progress: Progress | None,
    total: int | None,
) -> bytes:
    body = bytearray()
    while True:
        watch.wait()
        chunk = response.read(_CHUNK)
        if not chunk:
            break
        body += chunk
        if len(body) > MAX_BODY_BYTES:
            raise FetchError(
                f"{log_id}: the answer is larger than {MAX_BODY_BYTES // (1024 * 1024)} MiB; "
                "that is not a Tenhou log, so the download was stopped"
            )
        if progress is not None and progress(len(body), total) is False:
            raise _Cancelled
    return bytes(body)


def _take_turn(cancelled: Callable[[], bool] | None) -> None:
    """Wait for the one download session, still answering Cancel while waiting."""
    while not _ONE_AT_A_TIME.acquire(timeout=_SLICE):
        if cancelled is not None and cancelled():
            raise _Cancelled


def fetch_log(
    log_id: str,
    *,
    prefix: str | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> bytes:
    """Download the mjlog XML of ``log_id`` (already canonical) and return it decompressed.

    ``timeout`` bounds the whole download, from connecting to the last byte (default
    20 s, or ``$YAMAVIEWER_TENHOU_TIMEOUT``); ``cancelled`` is polled a few times a
    second, and ``progress`` returning False cancels too (:class:`FetchCancelled`).
    """
    if timeout is None:
        timeout = _timeout_from_environment()
    url = (prefix if prefix is not None else log_url_prefix()) + log_id
    request = urllib.request.Request(
        url,
        headers={"User-Agent": USER_AGENT, "Referer": REFERER, "Accept-Encoding": "gzip"},
    )
    try:
        _take_turn(cancelled)
    except _Cancelled:
        raise FetchCancelled(f"{log_id}: download cancelled") from None
    try:
        watch = _Watch(time.monotonic() + timeout, cancelled)
        handlers: list[urllib.request.BaseHandler] = [_WatchedHTTPHandler(watch)]
        if hasattr(http.client, "HTTPSConnection"):  # Python built with ssl
            handlers.append(_WatchedHTTPSHandler(watch))
        opener = urllib.request.build_opener(*handlers)
        try:
            with opener.open(request) as response:
                length = response.headers.get("Content-Length")
                total = int(length) if length and length.isdigit() else None
                if total is not None and total > MAX_BODY_BYTES:
                    raise FetchError(
                        f"{log_id}: the server announces {total // (1024 * 1024)} MiB; "
                        "that is not a Tenhou log, so it was not downloaded"
                    )
                encoding = (response.headers.get("Content-Encoding") or "").lower()
                body = _read_body(response, log_id, watch, progress, total)
        except _OutOfTime:
            raise FetchError(
                f"{log_id}: no complete answer within {timeout:g} s (timed out); "
                "the server is too slow or does not answer"
            ) from None
        except _Cancelled:
            raise FetchCancelled(f"{log_id}: download cancelled") from None
        except urllib.error.HTTPError as error:
            error.close()  # the error carries the open connection
            if error.code == 404:
                raise FetchError(
                    f"{log_id}: Tenhou has no log with this id (HTTP 404); "
                    "a local copy is the only durable one"
                ) from None
            raise FetchError(f"{log_id}: the server answered HTTP {error.code}") from None
        except urllib.error.URLError as error:
            raise FetchError(
                f"{log_id}: cannot reach {url.split('/')[2] if '//' in url else url} "
                f"(offline?): {error.reason}"
            ) from None
        except (HTTPException, OSError) as error:
            raise FetchError(f"{log_id}: the connection failed: {error}") from None
    finally:
        _ONE_AT_A_TIME.release()
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
