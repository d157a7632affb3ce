"""The result panel tells what the log says: chips (祝儀), nagashi mangan, triple ron, and
a file cut short says so.

Chip logs are shared real logs rewritten at test time as real chip-lobby logs look
(:mod:`tests.core.formats.mjlog_builders`); every expectation is read from the XML text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.core.formats.mjlog_builders import chip_log
from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.formats.mjlog import decode_log_bytes
from yamaviewer.core.record import DrawKind, DrawResult
from yamaviewer.core.replay.presentation import DrawSummary, WinSummary
from yamaviewer.gui import texts
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.result_panel import ResultPanel, TileRow
from yamaviewer.gui.settings import Settings

NAGASHI = "mjx-project__mjx__tests_cpp__resources__mjlog__upd-aft-nm.mjlog"
TRIPLE_RON = (
    "mjx-project__mjx__tests_cpp__resources__mjlog__upd-aft-ron3.mjlog",
    "Riichi-Mahjong-Statistics-Seminar__tenhou-paifu-to-json__samples__ron3.xml",
)
GAME = "mjx-project__mjx__tests_py__resources__mjlog__2010112714gm-00a9-0000-d497e395.mjlog"
_RESULT = re.compile(r"<(AGARI|RYUUKYOKU)\b([^>]*)/>")


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    return window


def _numbers(tag: str, name: str) -> list[int]:
    match = re.search(rf'\b{name}="([^"]*)"', tag)
    return [int(float(v)) for v in match.group(1).split(",") if v] if match else []


def _texts(window: MainWindow) -> list[str]:
    """The panel's words in reading order: its title, then the body's labels."""
    panel = window.result_panel
    body = [w.text() for w in panel.shown_widgets() if isinstance(w, QLabel)]
    return [panel.title.text(), *body]


def _show_draw(window: MainWindow, kind: DrawKind) -> None:
    """Step the window to the first draw of ``kind`` in the open game."""
    game = window.game
    assert game is not None
    for index, hand in enumerate(game.document.hands):
        for step, event in enumerate(hand.events, start=1):
            if isinstance(event.result, DrawResult) and event.result.kind is kind:
                window.set_hand(index)
                window.set_step(step)
                return
    raise AssertionError(f"no {kind.value} in the game")


def _text_of(path: Path) -> str:
    return decode_log_bytes(require(path).read_bytes()).decode("utf-8")


def test_chips_are_shown_per_result_and_in_the_final_standings(
    window: MainWindow, tmp_path: Path
) -> None:
    [source] = [p for p in mjlog_files() if p.name.endswith("samples__test.xml")] or [
        require(MJLOG_DIR / "samples__test.xml")
    ]
    path = tmp_path / "chips.xml"
    path.write_text(chip_log(_text_of(source), 4).xml, encoding="utf-8")
    tags = [m.group(2) for m in _RESULT.finditer(path.read_text(encoding="utf-8"))]
    assert window.open_path(path)
    game = window.game
    assert game is not None
    panel = window.result_panel
    seen = 0
    for index in range(game.hand_count):
        window.set_hand(index)
        hand = game.document.hands[index]
        steps = [s for s, e in enumerate(hand.events, start=1) if e.result is not None]
        window.set_step(steps[-1])
        shown = [t for t in _texts(window) if t.startswith("chips ")]
        expected = []
        for tag in tags[seen : seen + len(steps)]:
            expected += [panel.chips_text(c) for c in _numbers(tag, "sc")[9::2]]
            chip = _numbers(tag, "chip")
            if chip:
                items = ", ".join(
                    f"{'aka dora' if y == 54 else 'ura dora'} {n}"
                    for y, n in zip(chip[0::2], chip[1::2], strict=True)
                )
                assert f"Chips: {items}" in _texts(window)
        seen += len(steps)
        if index == game.hand_count - 1:  # the final standings, rank by rank
            owari = _numbers(tags[-1], "owari")
            order = sorted(range(4), key=lambda s: (-owari[2 * s], s))
            expected += [panel.chips_text(owari[8 + 2 * s]) for s in order]
            assert [s.chips for s in panel.standings] == [owari[8 + 2 * s] for s in order]
        assert shown == expected, index
    assert seen == len(tags)


def test_nagashi_mangan_names_who_got_it(window: MainWindow) -> None:
    path = require(MJLOG_DIR / NAGASHI)
    [tag] = [m.group(2) for m in _RESULT.finditer(_text_of(path)) if 'type="nm"' in m.group(2)]
    paid = [s for s, change in enumerate(_numbers(tag, "sc")[1::2]) if change > 0]
    assert window.open_path(path)
    _show_draw(window, DrawKind.NAGASHI_MANGAN)
    scene = window.navigation.scene
    assert scene is not None and paid
    [summary] = window.result_panel.summaries
    assert isinstance(summary, DrawSummary) and summary.nagashi == tuple(paid)
    for seat in paid:
        assert f"{texts.seat_text(scene, seat)}: nagashi mangan" in _texts(window)


@pytest.mark.parametrize("name", TRIPLE_RON)
def test_a_triple_ron_abort_names_the_discarder(window: MainWindow, name: str) -> None:
    path = require(MJLOG_DIR / name)
    [tag] = [m.group(2) for m in _RESULT.finditer(_text_of(path)) if 'type="ron3"' in m.group(2)]
    # The three winners show their hands: the fourth seat is the one they won on.
    [discarder] = [s for s in range(4) if f"hai{s}=" not in tag]
    assert window.open_path(path)
    _show_draw(window, DrawKind.TRIPLE_RON)
    scene = window.navigation.scene
    assert scene is not None
    [summary] = window.result_panel.summaries
    assert isinstance(summary, DrawSummary) and summary.discarder == discarder
    who = texts.seat_text(scene, discarder)
    assert f"{who} discarded the tile three players won on" in _texts(window)


def test_a_file_cut_short_opens_and_says_so(window: MainWindow, tmp_path: Path) -> None:
    [source] = [p for p in mjlog_files() if p.name.endswith("samples__test.xml")] or [
        require(MJLOG_DIR / "samples__test.xml")
    ]
    data = source.read_bytes()
    inits = [i for i in range(len(data)) if data.startswith(b"<INIT", i)]
    path = tmp_path / "cut.xml"
    path.write_bytes(data[: inits[3] + 900])
    assert window.open_path(path)
    game = window.game
    assert game is not None and game.hand_count == 3
    assert "the file is cut short" in window.status_label.text()
    note = game.document.game.cut_short
    assert note is not None and game.notes[0] == note
    assert "(hand 4)" in window.verification.toPlainText()
    assert "The file is cut short" in window.verification.toPlainText()


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720)])
def test_the_result_panel_leaves_the_table_seen_at_small_sizes(
    qtbot: QtBot, settings: Settings, size: tuple[int, int]
) -> None:
    """Issue 28: at 1024x768 the panel covered the whole table; it now lies below the centre."""
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    path = require(
        MJLOG_DIR / "Riichi-Mahjong-Statistics-Seminar__tenhou-paifu-to-json__samples__kakan.xml"
    )
    assert window.open_path(path, 3)
    window.set_step(window.navigation.step_count - 1)
    panel, table = window.result_panel, window.table
    assert panel.isVisible() and panel.summaries
    centre = table.centre_box()
    assert not panel.geometry().toRectF().intersects(centre)
    assert panel.geometry().top() > centre.bottom() and table.rect().contains(panel.geometry())
    panel.set_collapsed(True)
    assert panel.height() < 3 * panel.title.sizeHint().height()
    assert "8,000" in panel.title.text()
    window.set_step(window.navigation.step_count - 2)
    window.set_step(window.navigation.step_count - 1)
    assert panel.collapsed and panel.height() < 3 * panel.title.sizeHint().height()
    panel.set_collapsed(False)
    assert not panel.geometry().toRectF().intersects(centre)


def test_sanma_kita_are_shown_apart_as_tenhous_nuki_dora(window: MainWindow) -> None:
    """Issue 28: the winner's kita are a row of their own after the dora, not hand tiles."""
    path = MJLOG_DIR / "Ledenel__auto-white-reimu__tests__2018110809gm-00b9-0000-00a79b89.xml"
    text = _text_of(path)
    second = text.split("<INIT")[2]
    agari = re.search(r"<AGARI\b[^>]*/>", second)
    assert agari is not None
    [winner] = _numbers(agari.group(0), "who")
    # A kita call is an N tag with bit 0x20 of m set; its tile is m >> 8.
    kita = [
        int(m) >> 8
        for who, m in re.findall(r'<N who="(\d)" m="(\d+)"', second)
        if int(who) == winner and int(m) & 0x20
    ]
    assert len(kita) == 2
    window.open_path(path)
    window.set_hand(1)
    window.set_step(window.navigation.step_count - 1)
    panel = window.result_panel
    [summary] = panel.summaries
    assert isinstance(summary, WinSummary) and summary.kita == tuple(kita)
    assert all(m.type.value != "kita" for m in summary.melds)
    [row] = [r for r in panel.findChildren(TileRow) if r.objectName() == "kitaRow"]
    assert [t for group in row.groups for t, _sideways in group] == kita
    assert "Kita" in _texts(window)
    hand_row = panel.findChildren(TileRow)[0]
    assert not set(kita) & {t for group in hand_row.groups for t, _sideways in group}


def _contents(panel: ResultPanel) -> list[tuple[object, ...]]:
    """What the panel's body shows, in order: each label's text, colour, weight and size,
    each tile row's tiles."""
    shown: list[tuple[object, ...]] = [(panel.title.text(),)]
    widgets = panel.shown_widgets()
    # The body holds what it shows and nothing else (no widget is hidden to be kept).
    assert {w for w in panel.body.findChildren(QWidget) if isinstance(w, QLabel | TileRow)} == {
        w for w in widgets if isinstance(w, QLabel | TileRow)
    }
    for widget in widgets:
        widget.ensurePolished()
        if isinstance(widget, QLabel):
            font = widget.font()
            colour = widget.palette().color(QPalette.ColorRole.WindowText).name()
            shown.append((widget.text(), colour, font.bold(), font.pixelSize()))
        elif isinstance(widget, TileRow):
            shown.append((tuple(map(tuple, widget.groups)), widget.framed))
    return shown


def test_a_reused_result_panel_equals_a_fresh_build(window: MainWindow) -> None:
    """Stepping back onto a result reuses the body built for it, and that body shows what
    a new panel builds for the same step; the panel's one style sheet colours as the
    per-label sheets did (gold score line, bold headings)."""
    assert window.open_path(require(MJLOG_DIR / GAME))
    game = window.game
    assert game is not None
    panel = window.result_panel
    wins = 0
    for hand in range(min(4, game.hand_count)):
        window.set_hand(hand)
        scene = window.navigation.scene
        assert scene is not None
        step = next(s for s, e in enumerate(scene.hand.events, 1) if e.result is not None)
        window.set_step(step)
        body, first = panel.body, _contents(panel)
        window.set_step(step - 1)
        window.set_step(step)
        assert panel.body is body and _contents(panel) == first
        fresh = ResultPanel(window.tiles, window.table)
        fresh.show_step(game, scene, step)
        assert _contents(fresh) == first
        fresh.deleteLater()
        if isinstance(panel.summaries[0], WinSummary):
            labels = {text: rest for text, *rest in first[1:] if isinstance(text, str)}
            assert labels[panel.score_line(panel.summaries[0])][:2] == ["#ffd54a", True]
            wins += 1
    assert wins


class _PaintCounter(QObject):
    """Counts the paint events a widget receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.paints = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def _settle() -> None:
    """Handle what a step posted: the step itself, then the repaint it asked for."""
    QApplication.processEvents()
    QApplication.processEvents()


def test_a_result_step_paints_the_table_once(window: MainWindow) -> None:
    """The result panel lies on the table: showing it with the step that pays the result
    must not make Qt paint the table alone and then again under the panel."""
    assert window.open_path(require(MJLOG_DIR / GAME))
    game = window.game
    assert game is not None
    panel = window.result_panel
    painted = _PaintCounter(window.table)
    for hand in range(min(4, game.hand_count)):
        window.set_hand(hand)
        scene = window.navigation.scene
        assert scene is not None
        step = next(s for s, e in enumerate(scene.hand.events, 1) if e.result is not None)
        window.set_step(step - 1)
        _settle()
        assert not panel.isVisible()
        painted.paints = 0
        window.next_step()
        _settle()
        assert panel.isVisible() and window.step == step
        assert painted.paints == 1, hand


def test_the_next_result_is_shown_in_the_widgets_of_the_last(window: MainWindow) -> None:
    """A result step writes the new result into the panel's widgets (the heading into the
    label that showed the last one, the scores into the same grid) instead of building a
    new body, and stepping back onto a result changes no widget at all."""
    assert window.open_path(require(MJLOG_DIR / GAME))
    panel = window.result_panel
    shown: list[list[QWidget]] = []
    headings: list[str] = []
    for hand in range(2):
        window.set_hand(hand)
        scene = window.navigation.scene
        assert scene is not None
        step = next(s for s, e in enumerate(scene.hand.events, 1) if e.result is not None)
        window.set_step(step)
        shown.append(panel.shown_widgets())
        heading = shown[-1][0]
        assert isinstance(heading, QLabel)
        headings.append(heading.text())
        window.set_step(step - 1)
        window.set_step(step)
        assert panel.shown_widgets() == shown[-1]
    before, after = shown
    assert before[0] is after[0] and headings[0] != headings[1]
    scene = window.navigation.scene
    assert scene is not None
    # Each seat's name, change and score: the same labels, showing the new figures.
    assert len(set(before) & set(after)) >= 3 * scene.players


def test_the_panel_takes_the_size_of_what_it_shows_now(qtbot: QtBot, settings: Settings) -> None:
    """Rows updated in place count for the panel's height at once: from result to result
    the panel is as tall as a panel built for that result alone (not as the last one)."""
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1600, 1200)  # tall enough that the panel's height is its content's
    window.show()
    assert window.open_path(require(MJLOG_DIR / GAME))
    game = window.game
    assert game is not None
    panel = window.result_panel
    heights = set()
    for hand in range(min(8, game.hand_count)):
        window.set_hand(hand)
        scene = window.navigation.scene
        assert scene is not None
        step = next(s for s, e in enumerate(scene.hand.events, 1) if e.result is not None)
        window.set_step(step)
        fresh = ResultPanel(window.tiles, window.table)
        fresh.show_step(game, scene, step)
        assert panel.geometry() == fresh.geometry(), hand
        heights.add(panel.height())
        fresh.deleteLater()
    assert len(heights) > 2  # the results differ in height: each one was measured
