# ruff: noqa: F811  (the fixtures are shared with test_widget_fixes)
"""The real-games page: positions from the shared logs, waits, live copies, what came, reviews."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.gui.trainer.test_widget import FakeClock
from tests.gui.trainer.test_widget_fixes import make  # noqa: F401
from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.core.trainer_positions import Position, iter_positions
from yamaviewer.gui.trainer import TrainerWidget


@cache
def some_positions() -> tuple[Position, ...]:
    return tuple(iter_positions([str(require(MJLOG_DIR))], limit=60))


def test_a_real_position_answered_and_explained(
    make: Callable[..., TrainerWidget], qtbot: QtBot, clock: FakeClock, tmp_path: Path
) -> None:
    positions = some_positions()
    store = HistoryStore(tmp_path / "h.sqlite3")
    trainer = make(history=store)
    page = trainer.real
    page.positions = list(positions)
    page.next_position()
    trainer.show_mode("real")
    p = page.position
    assert p is not None
    assert page.hand_strip.groups[0] == p.concealed
    for kind in p.waits:
        page.kind_buttons[kind].setChecked(True)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.result is not None and page.result[1] is True
    text = page.feedback.toPlainText()
    assert "Right!" in text and "In the game:" in text
    for kind in p.waits:
        assert (f"{p.live(kind)} live" in text) or ("dead" in text)
    # A miss enters spaced repetition and comes back a minute later.
    qtbot.keyClick(page, Qt.Key.Key_Space)
    missed = page.position
    assert missed is not None
    wrong = next(k for k in range(34) if k not in missed.waits)
    page.kind_buttons[wrong].setChecked(True)
    assert page.check() is False
    clock.advance(61.0)
    page.next_position()
    assert page.position is not None and page.position.key == missed.key
    assert store.position_outcomes()[-1][:2] == (missed.key, False)
    store.close()


def test_positions_load_from_a_folder_in_the_background(
    make: Callable[..., TrainerWidget], tmp_path: Path
) -> None:
    folder = require(MJLOG_DIR)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    trainer = make(settings=settings)
    page = trainer.real
    assert "No positions yet" in page.question_label.text()
    page.add_source(str(folder))
    assert settings.value("trainer/real_game_sources") == [str(folder)]
    page.wait_loaded()
    assert len(page.positions) > 500 and page.position is not None
    assert "Tenpai positions:" in page.sources_label.text()


def test_an_empty_answer_is_not_recorded(make: Callable[..., TrainerWidget]) -> None:
    trainer = make()
    page = trainer.real
    page.positions = list(some_positions())
    page.next_position()
    assert page.check() is None and page.tried == 0


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ("Real games", "Dora indicators:", "live", "In the game:", "Time attack")),
        ("ja", ("実戦の局面", "ドラ表示牌", "残り", "実戦では", "タイムアタック")),
    ],
)
def test_new_pages_in_english_and_japanese(
    make: Callable[..., TrainerWidget],
    qapp,
    language: str,
    words: tuple[str, ...],  # type: ignore[no-untyped-def]
) -> None:
    from yamaviewer.gui import i18n

    assert i18n.install_language(qapp, language)
    try:
        trainer = make()
        page = trainer.real
        page.positions = list(some_positions())
        page.next_position()
        trainer.show_mode("real")
        p = page.position
        assert p is not None
        for kind in p.waits:
            page.kind_buttons[kind].setChecked(True)
        page.check()
        texts = [
            trainer.tabs.tabText(3),
            page.dora_label.text(),
            page.feedback.toPlainText(),
            page.feedback.toPlainText(),
        ]
        trainer.quiz.set_mode("time-attack")
        texts.append(trainer.quiz.run_label.text())
        for word, text in zip(words, texts):
            assert word in text, (word, text)
        image = trainer.grab().toImage()
        assert image.width() > 600
    finally:
        i18n.install_language(qapp, "en")


def test_japanese_feedback_names_tiles_the_japanese_way(
    make: Callable[..., TrainerWidget],
    qapp,  # type: ignore[no-untyped-def]
) -> None:
    from tests.gui.trainer.test_widget import give_up
    from yamaviewer.gui import i18n

    assert i18n.install_language(qapp, "ja")
    try:
        quiz = make().quiz
        result = give_up(quiz)
        assert result is not None
        text = quiz.feedback.toPlainText()
        assert f"{result.correct[0]}筒" in text and f"{result.correct[0]}p" not in text
    finally:
        i18n.install_language(qapp, "en")


def test_recent_logs_are_the_first_source(
    make: Callable[..., TrainerWidget], tmp_path: Path
) -> None:
    log = next(iter(sorted(require(MJLOG_DIR).glob("*.mjlog"))))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("files/recent", [str(log), str(tmp_path / "gone.mjlog")])
    trainer = make(settings=settings)
    assert trainer.real.sources() == [str(log)]
    settings.setValue("trainer/real_game_sources", [str(tmp_path)])
    assert trainer.real.sources() == [str(tmp_path)]


def test_dead_waits_option(make: Callable[..., TrainerWidget], tmp_path: Path) -> None:
    from dataclasses import replace

    base = next(p for p in some_positions() if len(p.waits) >= 2)
    dead_kind = base.waits[0]
    visible = list(base.visible)
    visible[dead_kind] = 4  # every copy of the first wait is in sight
    position = replace(base, visible=tuple(visible))
    assert position.dead(dead_kind) and not position.dead(base.waits[1])
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    trainer = make(settings=settings)
    page = trainer.real
    page.positions = [position]
    page.next_position()
    # Option off: a dead wait is still a wait.
    for kind in position.waits:
        page.kind_buttons[kind].setChecked(True)
    assert page.check() is True
    assert "dead: every copy is visible" in page.feedback.toPlainText()
    # Option on: the dead wait is left out of the answer.
    page.dead_check.setChecked(True)
    assert settings.value("trainer/leave_out_dead_waits") in (True, "true")
    page.next_position()
    for kind in position.waits[1:]:
        page.kind_buttons[kind].setChecked(True)
    assert page.check() is True
    assert "(left out: dead)" in page.feedback.toPlainText()


def test_a_failing_read_is_said_on_the_page(
    make: Callable[..., TrainerWidget], monkeypatch: pytest.MonkeyPatch
) -> None:
    from yamaviewer.gui.trainer import real_game_page

    def broken(_sources: object, **_options: object) -> list[Position]:
        raise OSError("disk on fire")

    monkeypatch.setattr(real_game_page, "iter_positions", broken)
    page = make().real
    page.load(["/nowhere"])
    page.wait_loaded()
    assert page.positions == [] and "disk on fire" in page.question_label.text()


def test_the_library_is_a_source(
    make: Callable[..., TrainerWidget], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no folder chosen, the games kept in the library give the positions (each once),
    exactly those the same games give when read from their files."""
    from yamaviewer.core.library.store import Library
    from yamaviewer.gui.library import store as library_store

    logs = sorted(require(MJLOG_DIR).glob("*.mjlog"))[:4]
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        library.import_sources([str(p) for p in logs])
    monkeypatch.setattr(library_store, "library_path", lambda: path)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    page = make(settings=settings).real
    assert page.library_check.isChecked()  # on by default
    page.load(page.sources())
    page.wait_loaded()

    def content(p: Position) -> tuple[object, ...]:
        return (p.player, p.hand_index, p.seat, p.step, p.concealed, p.waits)

    # (two of these files hold the same game: its positions count once)
    expected = sorted(set(map(content, iter_positions([str(p) for p in logs]))))
    assert expected and sorted(map(content, page.positions)) == expected
    # Off, and no folder chosen: nothing to read, so the page asks for a folder.
    page.library_check.setChecked(False)
    page.wait_loaded()
    assert settings.value("trainer/real_games_from_library") in (False, "false")
    assert page.positions == []
    # The same games from a folder and from the library: still each position once.
    settings.setValue("trainer/real_game_sources", [str(p) for p in logs])
    page.library_check.setChecked(True)
    page.wait_loaded()
    assert sorted(map(content, page.positions)) == expected


def test_answers_an_older_version_kept_under_path_keys_come_back_as_reviews(
    make: Callable[..., TrainerWidget], clock: FakeClock, tmp_path: Path
) -> None:
    import hashlib
    import shutil

    from tests.shared_data import mjlog_files
    from yamaviewer.core.chinitsu import PositionRecord

    folder = tmp_path / "logs"
    folder.mkdir()
    for log in mjlog_files()[:2]:
        shutil.copy(log, folder / log.name)
    missed = list(iter_positions([str(folder)]))[3]
    # How an older version keyed the position: by the file's path as given.
    moment = f"{missed.source}|{missed.hand_index}|{missed.seat}|{missed.step}"
    old_key = hashlib.sha1(moment.encode()).hexdigest()[:16]
    store = HistoryStore(tmp_path / "h.sqlite3")
    store.add(PositionRecord(clock() - 3600.0, old_key, False))
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("trainer/real_games_from_library", False)
    page = make(history=store, settings=settings).real
    page.add_source(str(folder))
    page.wait_loaded()
    # Reading the folder filed the answer under the game's key: the miss is due first.
    assert store.position_outcomes() == [(missed.key, False, clock() - 3600.0)]
    assert page.position is not None and page.position.key == missed.key
    store.close()


def test_files_that_could_not_be_read_are_named(
    make: Callable[..., TrainerWidget], tmp_path: Path
) -> None:
    """A bad file beside good ones: the page has the good ones' positions and names the bad."""
    from tests import hostile_files as hostile

    hostile.write(tmp_path, "good.xml", hostile.real_log_text())
    hostile.write(tmp_path, "kan-dora.xml", hostile.with_kan_dora(70))
    page = make().real
    page.load([str(tmp_path)])
    page.wait_loaded()
    assert page.positions
    assert [Path(game.label).name for game in page.skipped] == ["kan-dora.xml"]
    assert "kan-dora.xml" in page.sources_label.text()
    assert "kan-dora.xml" in page.sources_label.toolTip()
