"""A Mortal report's game (mjai, no log id) is found among the library's seeded games."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.shared_data import mjlog_files
from yamaviewer.core.formats.mjai import dumps_mjai, game_to_mjai, parse_mjai_bytes
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.identity import play_key
from yamaviewer.core.library.match import find_seeded_copy
from yamaviewer.core.library.store import Library


def _logs() -> list[Path]:
    files = [f for f in mjlog_files() if read_mjlog(f).shuffle_seed][:3]
    if len(files) < 3:
        pytest.skip("shared logs not checked out")
    return files


def test_the_mjai_copy_of_a_library_game_finds_its_seeded_mjlog(tmp_path: Path) -> None:
    files = _logs()
    mjai_file = tmp_path / "copy.jsonl"
    mjai_file.write_text(dumps_mjai(game_to_mjai(read_mjlog(files[1]))), encoding="utf-8")
    with Library(tmp_path / "library.sqlite") as library:
        report = library.import_sources([*files, mjai_file])
        assert not report.failures, report.failures
        formats = sorted(entry.format for entry in library.entries())
        assert formats == ["mjai", "mjlog", "mjlog", "mjlog"]  # mjai logs import too
        wanted = parse_mjai_bytes(mjai_file.read_bytes())
        found = find_seeded_copy(library, wanted)
        assert found is not None
        entry, loaded = found
        assert entry.format == "mjlog" and entry.has_seed  # never the mjai copy itself
        assert loaded.data == read_mjlog_bytes(files[1])
        assert play_key(loaded.record) == play_key(wanted)
        # A game the library does not hold: the fourth log's mjai copy.
        other = [f for f in mjlog_files() if f not in files and read_mjlog(f).shuffle_seed]
        missing = parse_mjai_bytes(dumps_mjai(game_to_mjai(read_mjlog(other[-1]))).encode())
        assert play_key(missing) != play_key(wanted)
        assert find_seeded_copy(library, missing) is None


def read_mjlog_bytes(path: Path) -> bytes:
    from yamaviewer.core.formats.mjlog_tokens import read_log_bytes

    return read_log_bytes(path)
