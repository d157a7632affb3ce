"""The library database: imports with counts, filters, migrations, damage and locks."""

from __future__ import annotations

import gzip
import sqlite3
from pathlib import Path

import pytest

from tests.log_sources import build_houou_db, build_phoenix_db, real_logs, synthetic_id
from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.child_job import run_in_child
from yamaviewer.core.formats.mjlog import parse_mjlog_bytes
from yamaviewer.core.library.filters import LibraryFilter
from yamaviewer.core.library.schema import SCHEMA_VERSION, LibraryError, migrate
from yamaviewer.core.library.sources import IMPORT_SUFFIXES, count_games, walk_log_files
from yamaviewer.core.library.store import (
    Library,
    checked_files,
    default_library_path,
    import_job,
)
from yamaviewer.core.record import GameType


def test_lives_in_the_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_library_path() == tmp_path / "yamaviewer" / "library.sqlite3"


def test_import_both_databases_with_counts(tmp_path: Path) -> None:
    logs = [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(8))]
    houou, phoenix = tmp_path / "houou.db", tmp_path / "phoenix.db"
    build_houou_db(houou, logs[:5], unprocessed=2)
    build_phoenix_db(phoenix, logs[3:], unprocessed=1)  # 3 and 4 are in both
    with Library(tmp_path / "lib.sqlite3") as library:
        report = library.import_sources([houou, phoenix])
        assert (report.added, report.already, report.failed) == (8, 2, 0)
        assert report.skipped_rows == 3 + 2
        entries = library.entries()
        assert len(entries) == 8
        assert {e.source for e in entries} == {"houou-logs", "phoenix-logs"}
        # What the list shows matches the parsed log.
        for entry in entries:
            record = parse_mjlog_bytes(dict(logs)[entry.log_id or ""])
            assert entry.names == tuple(record.player_names[: record.player_count])
            assert entry.hands == len(record.hands) and entry.has_seed
            assert entry.played.startswith("2021-")
            assert library.log(entry.game_id) == dict(logs)[entry.log_id or ""]
        again = library.import_sources([houou])
        assert (again.added, again.already) == (0, 5)


def test_folder_import_recursive_with_progress_and_cancel(tmp_path: Path) -> None:
    folder = require(MJLOG_DIR)
    expected = len(list(walk_log_files(folder)))
    seen: list[tuple[int, int | None]] = []
    with Library(tmp_path / "lib.sqlite3") as library:
        report = library.import_sources(
            [folder],
            progress=lambda d, t, _l: _noted(seen, (d, t)),
            total=expected,
        )
        assert [d for d, _t in seen] == list(range(1, expected + 1))
        # SOURCES.txt is the one file that is no log; repeated games are counted, not doubled.
        assert report.failed == 1 and report.added + report.already == expected - 1
        assert library.count() == report.added
    with Library(tmp_path / "cancel.sqlite3") as library:
        stopped = library.import_sources([folder], progress=lambda d, _t, _l: d < 10)
        assert stopped.cancelled and library.count() == stopped.added <= 10


def test_filters(tmp_path: Path) -> None:
    logs = real_logs(6)
    with Library(tmp_path / "lib.sqlite3") as library:
        for index, xml in enumerate(logs):
            folder = tmp_path / f"g{index}"
            folder.mkdir()
            (folder / f"{synthetic_id(index)}.mjlog").write_bytes(gzip.compress(xml))
        library.import_sources([tmp_path / f"g{i}" for i in range(6)])
        entries = library.entries()
        name = entries[0].names[1]
        with_name = [e for e in entries if name.lower() in (n.lower() for n in e.names)]
        assert library.entries(LibraryFilter(player=name)) == library.entries(
            LibraryFilter(player=name.upper() if name.isascii() else name)
        )
        assert {e.game_id for e in library.entries(LibraryFilter(player=name))} == {
            e.game_id for e in with_name
        }
        assert library.entries(LibraryFilter(player="nobody at all")) == []
        assert all(name in e.names for e in library.entries(LibraryFilter(text=name[:3])))
        day = entries[0].played[:10]
        on_day = library.entries(LibraryFilter(date_from=day, date_to=day))
        assert on_day and all(e.played.startswith(day) for e in on_day)
        for players in (3, 4):
            listed = library.entries(LibraryFilter(players=players))
            assert {e.game_id for e in listed} == {
                e.game_id for e in entries if e.players == players
            }
        # The SQL filters and the parsed records read the same GO bits.
        for hanchan in (True, False):
            found = {e.game_id for e in library.entries(LibraryFilter(hanchan=hanchan))}
            assert found == {
                e.game_id
                for e in entries
                if bool(library.record(e.game_id).game_type & GameType.HANCHAN) == hanchan
            }
        for red in (True, False):
            found = {e.game_id for e in library.entries(LibraryFilter(red_fives=red))}
            assert found == {
                e.game_id for e in entries if library.record(e.game_id).red_fives == red
            }
        library.set_statuses([(entries[0].game_id, "verified")])
        assert [e.game_id for e in library.entries(LibraryFilter(status="verified"))] == [
            entries[0].game_id
        ]
        assert len(library.entries(LibraryFilter(status="unverified"))) == len(entries) - 1


def test_migrates_an_old_schema_in_place(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    xml = real_logs(1)[0]
    with Library(tmp_path / "new.sqlite3") as library:
        library.import_sources([_one_file(tmp_path, xml)])
        row = library.connection.execute("SELECT * FROM games").fetchone()
        columns = [d[0] for d in library.connection.execute("SELECT * FROM games").description]
    old = sqlite3.connect(path, isolation_level=None)
    assert migrate(old, target=1) == 1
    old.execute(
        f"INSERT INTO games ({', '.join(columns)}) VALUES ({', '.join('?' * len(row))})", row
    )
    old.close()
    with Library(path) as library:
        version = library.connection.execute("PRAGMA user_version").fetchone()[0]
        assert version == SCHEMA_VERSION == 3
        name = library.entries()[0].names[0]
        assert len(library.entries(LibraryFilter(player=name))) == 1  # filled by migration 2


def _one_file(tmp_path: Path, xml: bytes) -> Path:
    path = tmp_path / f"{synthetic_id(1)}.xml"
    path.write_bytes(xml)
    return path


def test_a_damaged_file_is_kept_aside_and_a_new_library_started(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    library = Library(path)
    assert library.count() == 0
    assert library.notice is not None and "damaged" in library.notice
    kept = list(tmp_path.glob("lib.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")
    library.import_sources([_one_file(tmp_path, real_logs(1)[0])])
    assert library.count() == 1
    library.close()


def test_a_newer_schema_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 99")
    connection.close()
    with pytest.raises(LibraryError, match="newer yamaviewer"):
        Library(path).count()


def test_a_locked_library_is_reported_and_recovers(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite3"
    with Library(path) as library:
        library.import_sources([_one_file(tmp_path, real_logs(1)[0])])
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    library = Library(path, timeout=0.1)
    with pytest.raises(LibraryError, match="locked by another program"):
        library.count()
    other.execute("ROLLBACK")
    assert library.count() == 1
    other.execute("BEGIN IMMEDIATE")  # a writer: reads go on, writes wait and fail clearly
    assert library.count() == 1
    with pytest.raises(LibraryError, match="locked"):
        library.set_statuses([(library.entries()[0].game_id, "verified")])
    other.execute("ROLLBACK")
    other.close()
    library.set_statuses([(library.entries()[0].game_id, "verified")])
    assert library.entries()[0].status == "verified"
    library.close()


def test_fetched_logs_are_kept_for_offline_use(tmp_path: Path) -> None:
    from yamaviewer.core.library.sources import iter_games

    xml = real_logs(1)[0]
    calls: list[str] = []

    def fetcher(log_id: str) -> bytes:
        calls.append(log_id)
        return xml

    with Library(tmp_path / "lib.sqlite3") as library:
        link = f"https://tenhou.net/0/?log={synthetic_id(5)}&tw=2"
        first = next(iter_games([link], store=library, fetcher=fetcher))
        second = next(iter_games([synthetic_id(5)], store=library, fetcher=fetcher))
        assert calls == [synthetic_id(5)]
        assert first.seat == 2 and first.load().data == second.load().data == xml
        entry = library.entries()[0]
        assert entry.source == "url" and entry.origin == link


def test_export_writes_mjlog_and_json_that_read_back(tmp_path: Path) -> None:
    from yamaviewer.core.formats.mjlog import read_mjlog
    from yamaviewer.core.formats.tenhou6 import read_tenhou6

    with Library(tmp_path / "lib.sqlite3") as library:
        library.import_sources([_one_file(tmp_path, real_logs(1)[0])])
        entry = library.entries()[0]
        out = tmp_path / "out"
        out.mkdir()
        first = library.export([entry.game_id], out, "mjlog")
        again = library.export([entry.game_id], out, "mjlog")  # a taken name gets a number
        as_json = library.export([entry.game_id], out, "tenhou6")
    assert [p.name for p in first.written + again.written] == [
        f"{entry.log_id}.mjlog",
        f"{entry.log_id}-2.mjlog",
    ]
    record = read_mjlog(first.written[0])
    assert record.shuffle_seed and len(record.hands) == entry.hands
    assert len(read_tenhou6(as_json.written[0]).hands) == entry.hands
    assert not list(out.glob(".*.tmp"))  # nothing half-written left behind


def test_the_quick_scan_agrees_with_the_parser_on_every_shared_log() -> None:
    from tests.shared_data import mjlog_files
    from yamaviewer.core.formats.mjlog import read_log_bytes
    from yamaviewer.core.library.scan import GameFacts, quick_mjlog_facts

    files = mjlog_files() or pytest.skip("shared logs not found")
    scanned = 0
    for path in files:
        xml = read_log_bytes(path)
        quick = quick_mjlog_facts(xml)
        if quick is not None:
            scanned += 1
            assert quick == GameFacts.of_record(parse_mjlog_bytes(xml, path.name)), path.name
    assert scanned == len(files)
    assert quick_mjlog_facts(b"<mjloggm><GO type='1'/>") is None  # cut short: parse it instead


def _noted(seen: list[tuple[int, int | None]], progress: tuple[int, int | None]) -> bool:
    seen.append(progress)
    return True


def _kept(path: Path) -> list[tuple[object, ...]]:
    """Every kept fact of every game (its log and players too), in id order."""
    with sqlite3.connect(path) as connection:
        rows = connection.execute(
            "SELECT id, key, log_id, played, source, origin, format, players, game_type, lobby, "
            "names, scores, hands, has_seed, status, log, "
            "(SELECT group_concat(seat || ':' || name, ',') FROM players WHERE game = id) "
            "FROM games JOIN logs ON logs.game = games.id ORDER BY id"
        ).fetchall()
    connection.close()
    return rows


def test_the_import_job_in_a_child_keeps_what_an_import_here_keeps(tmp_path: Path) -> None:
    folder = require(MJLOG_DIR)
    database = tmp_path / "houou.db"
    build_houou_db(
        database, [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(12))], unprocessed=1
    )
    specs = [str(database), str(folder)]
    with Library(tmp_path / "here.sqlite3") as library:
        expected = library.import_sources(specs)
    seen: list[tuple[int, int | None]] = []
    report = run_in_child(
        import_job,
        str(tmp_path / "there.sqlite3"),
        specs,
        checked_files(),
        progress=lambda done, total, _label: _noted(seen, (done, total)),
    )
    assert report == expected and report.added > 12 and report.failed >= 1
    assert _kept(tmp_path / "there.sqlite3") == _kept(tmp_path / "here.sqlite3")
    total = count_games(specs, IMPORT_SUFFIXES)
    assert seen[0] == (0, total) and seen[-1] == (total, total)
    assert [done for done, _total in seen] == sorted({done for done, _total in seen})


def test_the_import_job_cancelled_before_it_starts_keeps_nothing(tmp_path: Path) -> None:
    folder = require(MJLOG_DIR)
    path = tmp_path / "lib.sqlite3"
    report = run_in_child(import_job, str(path), [str(folder)], cancel=lambda: True)
    assert report.cancelled and report.added == report.already == 0
    with Library(path) as library:
        assert library.count() == 0
