"""The Tournament tab's files: FIFOs and zip bombs are refused in a dialog, and every export
(PDF, heat map, CSV, XLSX) keeps a symbolic link, a FIFO and a private file's mode."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.core.seating.test_formats_hostile import FORMULA_NAMES, ROUNDS, zip_bomb_xlsx
from yamaviewer.core.seating import formats
from yamaviewer.core.seating.model import Schedule
from yamaviewer.gui.tournament import TournamentPage

MAGIC = {".pdf": b"%PDF", ".png": b"\x89PNG", ".xlsx": b"PK\x03\x04", ".csv": b"\xef\xbb\xbfr"}


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    monkeypatch.setattr(
        "yamaviewer.gui.tournament.page.QMessageBox.warning", lambda *args: seen.append(args[2])
    )
    return seen


@pytest.fixture
def page(qtbot: QtBot, tmp_path: Path) -> TournamentPage:
    """The tab showing a schedule read from a CSV whose names look like formulas."""
    shown = TournamentPage()
    qtbot.addWidget(shown)
    source = tmp_path / "named.csv"
    formats.save(Schedule(9, ROUNDS.rounds, list(FORMULA_NAMES)), source, names=True)
    assert shown.load_schedule(source)
    return shown


def test_fifo_and_bomb_files_are_refused_in_a_dialog(
    page: TournamentPage, tmp_path: Path, warnings: list[str]
) -> None:
    fifo = tmp_path / "fifo.csv"
    os.mkfifo(fifo)
    assert not page.load_schedule(fifo)
    assert not page.load_player_file(fifo)
    bomb = tmp_path / "bomb.xlsx"
    bomb.write_bytes(zip_bomb_xlsx(100))
    assert not page.load_schedule(bomb)
    assert len(warnings) == 3
    assert "FIFO" in warnings[0] and "FIFO" in warnings[1] and "100 MiB" in warnings[2]
    assert page.result is not None and page.result.schedule.names == FORMULA_NAMES  # kept


@pytest.mark.parametrize("suffix", [".pdf", ".png", ".csv", ".xlsx"])
def test_exports_keep_links_fifos_and_modes(
    page: TournamentPage, tmp_path: Path, warnings: list[str], suffix: str
) -> None:
    target = tmp_path / f"target{suffix}"
    target.write_bytes(b"old")
    link = tmp_path / f"link{suffix}"
    link.symlink_to(target)
    assert page.save(link)
    assert link.is_symlink() and target.read_bytes().startswith(MAGIC[suffix])

    private = tmp_path / f"private{suffix}"
    private.write_bytes(b"old")
    private.chmod(0o600)
    assert page.save(private)
    assert stat.S_IMODE(private.stat().st_mode) == 0o600
    assert private.read_bytes().startswith(MAGIC[suffix])

    fifo = tmp_path / f"fifo{suffix}"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    assert page.save(fifo)
    reader.join(timeout=10)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and received[0].startswith(MAGIC[suffix])
    if suffix in (".csv", ".xlsx"):
        assert formats.load(target, FORMULA_NAMES).names == FORMULA_NAMES
    assert warnings == []


def test_an_export_into_a_folder_is_one_dialog(
    page: TournamentPage, tmp_path: Path, warnings: list[str]
) -> None:
    for suffix in (".pdf", ".png", ".csv"):
        folder = tmp_path / f"folder{suffix}"
        folder.mkdir()
        assert not page.save(folder)
    assert len(warnings) == 3 and all("cannot write" in w for w in warnings)
