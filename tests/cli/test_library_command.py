"""verify URL|ID|FILE|DB and the library commands, against a real local log server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.log_sources import (
    EMPTY,
    HTML_PAGE,
    NOT_FOUND,
    SLOW,
    TRICKLE_BODY,
    TRICKLE_HEADERS,
    LogServer,
    build_houou_db,
    build_phoenix_db,
    real_logs,
    synthetic_id,
)
from yamaviewer.cli import main


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[LogServer]:
    logs = {synthetic_id(i): xml for i, xml in enumerate(real_logs(3))}
    running = LogServer(logs, slow_seconds=2.0)
    monkeypatch.setenv("YAMAVIEWER_TENHOU_LOG_URL", running.prefix)
    monkeypatch.setenv("YAMAVIEWER_TENHOU_TIMEOUT", "0.5")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr("sys.platform", "linux")
    yield running
    running.stop()


def test_verify_urls_and_ids_fetches_once_then_offline(
    server: LogServer, capsys: pytest.CaptureFixture[str]
) -> None:
    link = f"https://tenhou.net/0/?log={synthetic_id(0)}&tw=2"
    args = ["verify", "--json", link, synthetic_id(1), NOT_FOUND, HTML_PAGE, EMPTY, SLOW]
    assert main(args) == 2
    out = capsys.readouterr()
    report = json.loads(out.out)
    assert [e["file"] for e in report] == [
        synthetic_id(0),
        synthetic_id(1),
        NOT_FOUND,
        HTML_PAGE,
        EMPTY,
        SLOW,
    ]
    assert [e["status"] for e in report] == ["verified"] * 2 + ["error"] * 4
    errors = out.err.strip().splitlines()
    assert len(errors) == 4  # one line per failed id
    assert "404" in errors[0] and "web page" in errors[1] and "empty" in errors[2]
    assert "timed out" in errors[3]
    assert all(line.startswith("yamaviewer-cli: ") for line in errors)
    fetched = len(server.requests)
    # The two good logs are in the library now: a second run needs no network.
    server.stop()
    assert main(["verify", synthetic_id(0), link]) == 0
    assert len(server.requests) == fetched
    assert "2 of 2 files verified" in capsys.readouterr().out
    assert main(["library", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert sorted(e["log_id"] for e in listed) == [synthetic_id(0), synthetic_id(1)]


def test_verify_downloader_databases(
    server: LogServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    logs = [(synthetic_id(10 + i), xml) for i, xml in enumerate(real_logs(4))]
    houou, phoenix = tmp_path / "houou.db", tmp_path / "phoenix.db"
    build_houou_db(houou, logs, unprocessed=2)
    build_phoenix_db(phoenix, logs[:2], unprocessed=1)
    code = main(["verify", "--json", "--jobs", "2", str(houou), str(phoenix)])
    out = capsys.readouterr()
    assert code == 0, out.err
    report = json.loads(out.out)
    # Rows come in id order, database after database.
    assert [e["file"] for e in report] == [f"{houou}#{i}" for i, _ in sorted(logs)] + [
        f"{phoenix}#{i}" for i, _ in sorted(logs[:2])
    ]
    assert {e["status"] for e in report} == {"verified"}
    assert f"{houou}: 3 row(s) without a log skipped" in out.err
    assert f"{phoenix}: 2 row(s) without a log skipped" in out.err
    # Workers look the logs up themselves; one process reads them with the list: same report.
    assert main(["verify", "--json", "--jobs", "1", str(houou), str(phoenix)]) == 0
    assert json.loads(capsys.readouterr().out) == report
    assert not server.requests  # databases never touch the network


def test_verify_keeps_going_past_bad_files(
    server: LogServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.xml"
    good.write_bytes(real_logs(1)[0])
    bad = tmp_path / "bad.mjlog"
    bad.write_bytes(b"\x1f\x8b\x08\x00garbage")
    code = main(["verify", "--jobs", "2", str(bad), str(good), "not a link", str(good)])
    out = capsys.readouterr()
    assert code == 2
    lines = out.out.splitlines()
    assert lines[0].startswith("error") and "bad.mjlog" in lines[0]
    assert lines[1].startswith("verified") and lines[3].startswith("verified")
    assert "not a link" in lines[2]
    assert lines[-1] == "2 of 4 files verified (" + lines[-1].split("(")[1]


def test_library_import_list_verify(
    server: LogServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    logs = [(synthetic_id(20 + i), xml) for i, xml in enumerate(real_logs(5))]
    houou = tmp_path / "houou.db"
    build_houou_db(houou, logs, unprocessed=1)
    folder = tmp_path / "downloads" / "deep"
    folder.mkdir(parents=True)
    (folder / f"{synthetic_id(99)}.mjlog").write_bytes(real_logs(2)[1])
    (folder / "readme.txt").write_text("no log here")
    assert main(["library", "import", str(houou), str(tmp_path / "downloads")]) == 2
    out = capsys.readouterr()
    assert out.out.strip() == "6 added, 0 already in the library, 1 unusable"
    assert "readme.txt" in out.err and "2 database row(s) without a log skipped" in out.err
    assert main(["library", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed) == 6 and {e["status"] for e in listed} == {"unverified"}
    name = listed[0]["names"][0]
    assert main(["library", "list", "--player", name, "--json"]) == 0
    mine = json.loads(capsys.readouterr().out)
    assert mine and all(name in e["names"] for e in mine)
    assert len(mine) == sum(name in e["names"] for e in listed)
    assert main(["library", "verify", "--jobs", "2"]) == 0
    assert "6 of 6 games verified" in capsys.readouterr().out
    assert main(["library", "list", "--json"]) == 0
    assert {e["status"] for e in json.loads(capsys.readouterr().out)} == {"verified"}
    assert main(["library", "list"]) == 0
    assert capsys.readouterr().out.strip().endswith("6 game(s)")


@pytest.mark.slow
def test_library_commands_on_a_locked_or_damaged_file(
    server: LogServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import sqlite3

    path = tmp_path / "lib.sqlite3"
    assert main(["library", "--library", str(path), "list"]) == 0
    capsys.readouterr()
    holder = sqlite3.connect(path, isolation_level=None, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")
    code = main(["library", "--library", str(path), "list"])
    err = capsys.readouterr().err
    holder.execute("ROLLBACK")
    holder.close()
    assert code == 2 and err.startswith("yamaviewer-cli: error: ") and "locked" in err
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"garbage" * 1000)
    assert main(["library", "--library", str(damaged), "list"]) == 0
    out = capsys.readouterr()
    assert "damaged" in out.err and out.out.strip() == "0 game(s)"


def test_library_import_of_links(server: LogServer, capsys: pytest.CaptureFixture[str]) -> None:
    link = f"https://tenhou.net/6/?log={synthetic_id(2)}&tw=1"
    assert main(["library", "import", link, synthetic_id(1)]) == 0
    assert capsys.readouterr().out.strip() == "2 added, 0 already in the library, 0 unusable"
    assert main(["library", "import", synthetic_id(2)]) == 0
    assert capsys.readouterr().out.strip() == "0 added, 1 already in the library, 0 unusable"
    assert len(server.requests) == 2  # the second import found it kept
    assert main(["library", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {e["source"] for e in listed} == {"url"}


@pytest.mark.parametrize("command", [["verify"], ["library", "import"]])
def test_a_trickling_server_ends_in_one_timeout_line(
    server: LogServer, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    # A byte every 0.2 s, in the headers or in the body, for 10 s; the whole answer has 0.5 s.
    assert main([*command, TRICKLE_HEADERS, TRICKLE_BODY]) == 2
    errors = capsys.readouterr().err.strip().splitlines()
    assert [line.split(": ")[1] for line in errors] == [TRICKLE_HEADERS, TRICKLE_BODY]
    assert all("within 0.5 s (timed out)" in line for line in errors)
