"""The Japanese catalogue is complete, compiled from its source, and applies at run time."""

# Qt warnings fail a test through the autouse fixture in tests/gui/conftest.py.

from __future__ import annotations

import importlib.util
import os
import random
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import defusedxml.ElementTree as ET
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QWidget

from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.gui import i18n
from yamaviewer.gui.trainer import TrainerWidget

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "yamaviewer_ja.ts"
QM = ROOT / "resources" / "translations" / "yamaviewer_ja.qm"
PLACEHOLDER = re.compile(r"%\d|\{[a-z_]+\}")


def build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_translations", ROOT / "packaging" / "build_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def messages(ts: Path) -> list[tuple[str, str, str, str, str | None]]:
    """(context, source, comment, translation, type) of every message."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            assert tr is not None
            out.append(
                (
                    name,
                    m.findtext("source") or "",
                    m.findtext("comment") or "",
                    tr.text or "",
                    tr.get("type"),
                )
            )
    return out


def test_catalogue_has_no_unfinished_or_empty_translation() -> None:
    found = messages(TS)
    assert len(found) > 100
    unfinished = [(c, s) for c, s, _, t, kind in found if kind is not None or not t.strip()]
    assert unfinished == []


def test_translations_keep_every_placeholder() -> None:
    for context, source, _, translation, _ in messages(TS):
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(translation)), (
            context,
            source,
        )


def test_every_string_in_the_code_is_in_the_catalogue(tmp_path: Path) -> None:
    """lupdate over the current sources finds nothing new to translate."""
    tool = build_script().find_tool("pyside6-lupdate")
    copy = tmp_path / "check_ja.ts"
    shutil.copy(TS, copy)
    files = [str(p) for p in sorted((ROOT / "yamaviewer" / "gui").rglob("*.py"))]
    subprocess.run(
        [str(tool), "-no-obsolete", "-locations", "none", "-silent", *files, "-ts", str(copy)],
        check=True,
        capture_output=True,
    )
    new = [(c, s) for c, s, _, _, kind in messages(copy) if kind == "unfinished"]
    assert new == [], "run packaging/build_translations.py and translate these"


def test_shipped_qm_is_compiled_from_the_ts(tmp_path: Path) -> None:
    rebuilt = tmp_path / "rebuilt.qm"
    build_script().lrelease(TS, rebuilt)
    assert rebuilt.read_bytes() == QM.read_bytes(), "run packaging/build_translations.py"


def test_every_message_loads_through_a_translator() -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    for context, source, comment, translation, _ in messages(TS):
        got = translator.translate(context, source, comment or None)
        assert got == translation, (context, source)


def test_languages_on_offer(qapp) -> None:  # type: ignore[no-untyped-def]
    assert i18n.available_languages() == ["en", "ja"]
    assert i18n.system_language(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan)) == "ja"
    assert i18n.system_language(QLocale(QLocale.Language.French, QLocale.Country.France)) == "en"
    assert not i18n.install_language(qapp, "xx")


@pytest.fixture
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    i18n.install_language(qapp, "en")


def test_switching_language_retranslates_the_open_trainer(qtbot, qapp, english_afterwards) -> None:  # type: ignore[no-untyped-def]
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1200, 800)
    trainer = TrainerWidget(
        host,
        history=HistoryStore(memory_only=True),
        clock=lambda: 1_700_000_000.0,
        rng=random.Random(1),
    )
    trainer.setGeometry(0, 0, 1200, 800)
    host.show()
    quiz = trainer.quiz
    quiz.toggle(5)
    hand, number = quiz.question.hand, quiz.question.number
    assert trainer.tabs.tabText(0) == "Waits quiz"
    assert quiz.preset_label.text() == "Difficulty:"

    assert i18n.install_language(qapp, "ja")
    qapp.processEvents()  # Qt posts LanguageChange to the windows
    assert i18n.current_language() == "ja"
    assert trainer.tabs.tabText(0) == "待ち当て"
    assert trainer.tabs.tabText(trainer.tabs.indexOf(trainer.stats_page)) == "成績"
    assert quiz.preset_label.text() == "難易度："
    assert quiz.preset_combo.currentText() == "初級"
    assert quiz.preset_summary_label.text() == "1–2種待ち・理牌あり・七対子あり"
    assert quiz.question_label.text() == f"第{number}問"
    # The open game is untouched: same hand, same pick.
    assert (quiz.question.hand, quiz.question.number) == (hand, number)
    assert quiz.selected_ranks() == [5]
    quiz.submit()
    assert "解答時間" in quiz.feedback.toPlainText()
    assert i18n.install_language(qapp, "en")
    qapp.processEvents()
    assert trainer.tabs.tabText(0) == "Waits quiz"
    assert "Answered in" in quiz.feedback.toPlainText()
    trainer.shutdown()


def test_qt_file_dialog_labels_are_japanese(qtbot, qapp, english_afterwards) -> None:  # type: ignore[no-untyped-def]
    """Issue 28: 'Look in:' and 'Files of type:' stayed English (qtbase_ja lacks their
    mnemonic forms; our catalogue carries them)."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    assert i18n.install_language(qapp, "ja")
    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] == "場所(&L):"
    assert labels["fileTypeLabel"] == "ファイルの種類(&T):"
    assert labels["fileNameLabel"] != "File &name:"  # Qt's own catalogue is loaded too
