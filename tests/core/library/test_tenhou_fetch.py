"""Fetching logs from a real local HTTP server: real logs and every failure case."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from tests.log_sources import (
    EMPTY,
    HTML_PAGE,
    HUGE,
    NOT_FOUND,
    SLOW,
    TRICKLE_BODY,
    TRICKLE_HEADERS,
    TRUNCATED,
    LogServer,
    real_logs,
    synthetic_id,
)
from yamaviewer.core.formats.mjlog import parse_mjlog_bytes
from yamaviewer.core.library.tenhou_fetch import (
    DEFAULT_LOG_URL,
    FetchCancelled,
    FetchError,
    fetch_log,
    log_url_prefix,
)


@pytest.fixture
def server() -> Iterator[LogServer]:
    logs = {synthetic_id(i): xml for i, xml in enumerate(real_logs(3))}
    running = LogServer(logs, slow_seconds=2.0)
    yield running
    running.stop()


def test_real_logs_come_back_as_xml_in_every_encoding(server: LogServer) -> None:
    for log_id, xml in server.logs.items():
        for _ in range(3):  # plain, Content-Encoding gzip, gzip in the body
            assert fetch_log(log_id, prefix=server.prefix, timeout=10) == xml
    assert parse_mjlog_bytes(fetch_log(synthetic_id(0), prefix=server.prefix)).hands
    # Polite: the referer Tenhou expects and a user agent that names us.
    assert all(r["referer"] == "https://tenhou.net/" for r in server.requests)
    assert all(r["agent"].startswith("yamaviewer/") for r in server.requests)


@pytest.mark.parametrize(
    ("log_id", "reason"),
    [
        (NOT_FOUND, "HTTP 404"),
        (HTML_PAGE, "web page, not a log"),
        (EMPTY, "empty answer"),
        (TRUNCATED, "truncated"),
        (HUGE, "larger than 8 MiB"),
    ],
)
def test_failures_are_one_clear_message(server: LogServer, log_id: str, reason: str) -> None:
    with pytest.raises(FetchError, match=reason) as caught:
        fetch_log(log_id, prefix=server.prefix, timeout=10)
    assert str(caught.value).startswith(log_id)


def test_a_slow_answer_times_out(server: LogServer) -> None:
    with pytest.raises(FetchError, match="timed out"):
        fetch_log(SLOW, prefix=server.prefix, timeout=0.3)


@pytest.mark.parametrize("log_id", [TRICKLE_HEADERS, TRICKLE_BODY])
def test_a_trickling_server_meets_the_one_deadline(server: LogServer, log_id: str) -> None:
    # A byte every 0.2 s never trips a per-read timeout; the whole answer has 1 s. The
    # server trickles for 10 s, so a fetch that waited for it would end long after 5 s.
    began = time.monotonic()
    with pytest.raises(FetchError, match="within 1 s \\(timed out\\)") as caught:
        fetch_log(log_id, prefix=server.prefix, timeout=1)
    assert str(caught.value).startswith(log_id)
    assert time.monotonic() - began < 5


@pytest.mark.parametrize("log_id", [TRICKLE_HEADERS, TRICKLE_BODY])
def test_cancel_stops_a_trickling_download_promptly(server: LogServer, log_id: str) -> None:
    cancel = threading.Event()
    outcome: list[BaseException] = []

    def download() -> None:
        try:
            fetch_log(log_id, prefix=server.prefix, timeout=60, cancelled=cancel.is_set)
        except BaseException as error:
            outcome.append(error)

    worker = threading.Thread(target=download, daemon=True)
    worker.start()
    while not server.requests:  # the request reached the server: the download is under way
        time.sleep(0.01)
    time.sleep(0.3)
    cancel.set()
    worker.join(timeout=3)  # the server would trickle on for 10 s
    assert not worker.is_alive()
    assert len(outcome) == 1 and isinstance(outcome[0], FetchCancelled)
    # The session is free again: the next fetch works at once.
    assert fetch_log(synthetic_id(1), prefix=server.prefix, timeout=10)


def test_cancel_while_waiting_for_the_one_session(server: LogServer) -> None:
    # One download at a time: a second fetch waits for the first, and Cancel still works.
    first_cancel, second_cancel = threading.Event(), threading.Event()
    outcome: list[BaseException] = []

    def download() -> None:
        try:
            fetch_log(TRICKLE_BODY, prefix=server.prefix, timeout=60, cancelled=first_cancel.is_set)
        except BaseException as error:
            outcome.append(error)

    first = threading.Thread(target=download, daemon=True)
    first.start()
    while not server.requests:
        time.sleep(0.01)
    threading.Timer(0.3, second_cancel.set).start()
    with pytest.raises(FetchCancelled):
        fetch_log(synthetic_id(0), prefix=server.prefix, cancelled=second_cancel.is_set)
    assert [r["id"] for r in server.requests] == [TRICKLE_BODY]  # it never asked
    first_cancel.set()
    first.join(timeout=3)
    assert not first.is_alive() and isinstance(outcome[0], FetchCancelled)


def test_offline_is_told_as_such() -> None:
    # A port nobody listens on: the connection is refused at once.
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(FetchError, match="offline"):
        fetch_log(synthetic_id(1), prefix=f"http://127.0.0.1:{port}/0/log/?", timeout=5)


def test_progress_reports_and_can_cancel(server: LogServer) -> None:
    seen: list[int] = []
    fetch_log(
        synthetic_id(0), prefix=server.prefix, progress=lambda got, _t: seen.append(got) is None
    )
    assert seen and seen[-1] > 0
    with pytest.raises(FetchCancelled):
        fetch_log(synthetic_id(0), prefix=server.prefix, progress=lambda _g, _t: False)


def test_the_base_url_comes_from_the_environment() -> None:
    assert log_url_prefix({}) == DEFAULT_LOG_URL == "https://tenhou.net/0/log/?"
    assert log_url_prefix({"YAMAVIEWER_TENHOU_LOG_URL": "http://x/?"}) == "http://x/?"
