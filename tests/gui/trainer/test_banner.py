"""Issue 29: the history banner shows only a real loss or refusal, over the page, translated."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.core.chinitsu.history.test_store import _rec
from tests.gui.test_japanese_ui import english_vocabulary, leaks
from tests.gui.trainer.test_widget import DIGITS, key, winning_ranks
from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.gui import i18n
from yamaviewer.gui.trainer import TrainerWidget

Factory = Callable[..., TrainerWidget]


def answer_by_keys(qtbot: QtBot, trainer: TrainerWidget) -> None:
    """Type the right waits, Enter to check, Space for the next hand."""
    quiz = trainer.quiz
    for rank in winning_ranks(quiz):
        key(qtbot, quiz, DIGITS[rank])
    key(qtbot, quiz, Qt.Key.Key_Return)
    assert quiz.result is not None and quiz.result.exact
    key(qtbot, quiz, Qt.Key.Key_Space)


def settle(trainer: TrainerWidget) -> None:
    """Let the writer thread catch up and the widget read the store's status (its timer's job)."""
    assert trainer.history.wait_idle(10)
    trainer._poll_status()


def test_answers_and_a_reopen_show_no_banner(
    qtbot: QtBot, make_trainer: Factory, tmp_path: Path
) -> None:
    db = tmp_path / "h.sqlite3"
    for session in range(2):
        store = HistoryStore(db, background=True, fallback_dirs=[])
        trainer = make_trainer(history=store, seed=session)
        assert trainer.banner.isHidden()
        for _ in range(4):
            answer_by_keys(qtbot, trainer)
            assert trainer.banner.isHidden()  # right after the answer, writer still busy
            settle(trainer)
            assert trainer.banner.isHidden()
        trainer.shutdown()
        assert store.close() and store.status.ok and not store.status.losses
    with HistoryStore(db) as store:
        assert len(store.records) == 8


def test_a_passing_refusal_shows_then_goes_away(
    qtbot: QtBot, make_trainer: Factory, tmp_path: Path
) -> None:
    """A locked database is shown while it refuses, and nothing flips the banner back on."""
    locked = {"on": True}

    def connect(path: str, timeout: float) -> sqlite3.Connection:
        if locked["on"]:
            raise sqlite3.OperationalError("database is locked")
        return sqlite3.connect(path, timeout=timeout, check_same_thread=False)

    store = HistoryStore(tmp_path / "h.sqlite3", connect=connect, fallback_dirs=[])
    trainer = make_trainer(history=store)
    answer_by_keys(qtbot, trainer)
    assert not trainer.banner.isHidden()
    assert "(1 answers waiting to be saved)" in trainer.banner.message_label.text()
    locked["on"] = False
    qtbot.mouseClick(trainer.banner.retry_button, Qt.MouseButton.LeftButton)
    assert trainer.banner.isHidden() and store.status.ok and store.status.pending == 0
    answer_by_keys(qtbot, trainer)
    trainer._poll_status()
    assert trainer.banner.isHidden()
    store.close()


def test_a_refused_pending_line_shows_in_japanese_over_the_page(
    qtbot: QtBot, make_trainer: Factory, tmp_path: Path, qapp: QApplication
) -> None:
    db = tmp_path / "h.sqlite3"
    lines = [json.dumps({**_rec(i).__dict__, "shapes": list(_rec(i).shapes)}) for i in (1, 2, 3)]
    lines[1] = "{not an answer"
    (tmp_path / "h.sqlite3.pending.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert i18n.install_language(qapp, "ja")
    QCoreApplication.processEvents()
    try:
        store = HistoryStore(db, background=True, fallback_dirs=[])
        trainer = make_trainer(history=store)
        QCoreApplication.processEvents()
        banner = trainer.banner
        assert not banner.isHidden() and len(store.records) == 2
        text = banner.message_label.text()
        assert (
            "練習履歴ファイルに問題がありました。" in text and "壊れた行1行を除外しました" in text
        )
        words = text.replace("h.sqlite3.pending.jsonl.rejected", "").replace(
            "h.sqlite3.pending.jsonl", ""
        )  # file names are names
        assert not leaks(words, english_vocabulary()), text
        # Over the page's bottom, inside the trainer; the tabs did not move for it.
        tabs = trainer.tabs.geometry()
        inside = trainer.rect().adjusted(6, 6, -6, -6)
        assert inside.contains(banner.geometry()) and banner.geometry().bottom() == inside.bottom()
        assert tabs == QRect(inside.topLeft(), inside.size())
        qtbot.mouseClick(banner.hide_button, Qt.MouseButton.LeftButton)
        assert banner.isHidden() and trainer.tabs.geometry() == tabs
        answer_by_keys(qtbot, trainer)
        settle(trainer)
        assert banner.isHidden()  # the same loss, already seen, is not shown again
        trainer.shutdown()
        store.close()
    finally:
        i18n.install_language(qapp, "en")
        QCoreApplication.processEvents()
