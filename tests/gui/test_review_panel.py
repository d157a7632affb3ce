"""The Mortal review beside the table: choices, probabilities, agreement marks, the summary."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from pytestqt.qtbot import QtBot

from tests.shared_data import MORTAL_REPORT, mjlog_files, require
from yamaviewer.core.formats.mortal_review import BAD_MOVE_THRESHOLDS
from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.review_panel import BAD, DIFFERENT, MATCH, ReviewPanel, entry_colour
from yamaviewer.gui.settings import Settings


@pytest.fixture(scope="module")
def document() -> GameDocument:
    return load_document(require(MORTAL_REPORT))


@pytest.fixture
def panel(qtbot: QtBot) -> ReviewPanel:
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(360, 520)
    panel.show()
    return panel


def test_the_summary_says_match_rate_rating_and_bad_moves(
    panel: ReviewPanel, document: GameDocument
) -> None:
    review = document.review
    assert review is not None
    panel.show_step(document, 0, 0)
    text = panel.report.toPlainText()
    assert "Match rate 118/156 (75.6 %)" in text
    assert f"Rating {100 * review.rating:.1f}" in text  # type: ignore[operator]
    low, high = (review.bad_moves(t) for t in BAD_MOVE_THRESHOLDS)
    assert f"Bad moves: {low} below 5 %, {high} below 10 %" in text
    assert "Bさん" in text  # the reviewed seat's player


def test_a_differing_decision_shows_both_choices_and_useful_tiles(
    panel: ReviewPanel, document: GameDocument
) -> None:
    review = document.review
    assert review is not None
    entry = next(
        e
        for e in review.entries
        if not e.is_equal and e.actual["type"] == e.expected["type"] == "dahai"
    )
    panel.show_step(document, entry.hand, entry.step)
    assert panel.current_entry() is entry
    text = panel.report.toPlainText()
    assert panel.action_text(entry.actual) in text and panel.action_text(entry.expected) in text
    assert "✘" in text and f"{entry.actual_prob:.1%}" in text
    for choice in entry.top():
        assert f"{choice.prob:.1%}" in text
    assert "Useful tiles" in text and text.count("-shanten") == 2


def test_an_agreeing_decision_is_marked_and_other_steps_link_onwards(
    panel: ReviewPanel, document: GameDocument, qtbot: QtBot
) -> None:
    review = document.review
    assert review is not None
    first = review.entries[0]
    assert first.is_equal
    panel.show_step(document, first.hand, first.step)
    assert "✔" in panel.report.toPlainText() and "Useful tiles" not in panel.report.toPlainText()
    panel.show_step(document, first.hand, 0)
    assert "No reviewed decision at this step." in panel.report.toPlainText()
    with qtbot.waitSignal(panel.stepRequested) as signal:
        panel.report.anchorClicked.emit(QUrl(f"step:{first.step}"))
    assert signal.args == [first.step]


def test_timeline_marks_agreement_and_clicks_go_to_the_decision(
    panel: ReviewPanel, document: GameDocument, qtbot: QtBot
) -> None:
    review = document.review
    assert review is not None
    panel.show_step(document, 0, 0)
    timeline = panel.timeline
    assert timeline.entries == review.for_hand(0) and timeline.entries
    colours = {entry_colour(e).name() for e in review.entries}
    assert colours <= {MATCH.name(), DIFFERENT.name(), BAD.name()} and MATCH.name() in colours
    assert BAD.name() in colours  # the report has moves below 5 %
    last = timeline.entries[-1]
    x = round(timeline._x(last.step))
    with qtbot.waitSignal(panel.stepRequested) as signal:
        qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=QPoint(x, 10))
    assert signal.args == [last.step]
    image = timeline.grab().toImage()
    assert image.pixelColor(x, timeline.height() // 2).name() in (
        entry_colour(last).name(),
        timeline.palette().text().color().name(),
    )


def test_the_window_shows_the_review_only_for_a_reviewed_game(
    qtbot: QtBot, settings: Settings
) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    assert window.open_path(require(MORTAL_REPORT))
    assert window.review_dock.isVisible()
    review = window.review_panel.review
    assert review is not None
    entry = review.entries[3]
    window.set_hand(entry.hand)
    window.set_step(entry.step)
    qtbot.waitUntil(lambda: window.review_panel.current_entry() is entry)
    with qtbot.waitSignal(window.navigation.moved):
        window.review_panel.stepRequested.emit(review.entries[4].step)
    assert window.step == review.entries[4].step
    files = mjlog_files()
    if files:
        assert window.open_path(files[0])
        assert not window.review_dock.isVisible()
