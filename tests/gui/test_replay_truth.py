"""The replay a Tenhou player trusts (issue 18): every number on screen true, results shown.

Expectations come from the logs themselves, read independently of the record
model where it matters (the AGARI ``yaku``/``yakuman`` attributes parsed here
with a regular expression), or from the issue's own cases.
"""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from tests.shared_data import (
    MJLOG_DIR,
    SHARED_DATA,
    VALIDATION_DIR,
    VALIDATION_GAME,
    mjlog_files,
    require,
)
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import DrawResult, EventKind, WinResult
from yamaviewer.core.replay.demo import demo_seed_text
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import OpenGame, WinSummary, result_summaries
from yamaviewer.gui import texts
from yamaviewer.gui.dialogs.arcade_dialog import ArcadeDialog
from yamaviewer.gui.dialogs.seed_dialog import SeedDialog
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.result_panel import ResultPanel, TileRow
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.tile_painter import TilePainter

JSON_DIR = SHARED_DATA / "tenhou" / "json"
DOUBLE_RON = "Riichi-Mahjong-Statistics-Seminar__tenhou-paifu-to-json__samples__kakan.xml"


def _json(name: str) -> Path:
    return require(
        JSON_DIR
        / f"JBreidfjord__riichi-rs__riichi__data__t6-samples__notable-features__{name}.json"
    )


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    return window


def _result_step(window: MainWindow) -> int:
    hand = window.navigation.scene.hand  # type: ignore[union-attr]
    return next(s for s, e in enumerate(hand.events, start=1) if e.result is not None)


# -- the verification panel counts indicators, in words ---------------------------------------


def test_double_ron_counts_one_indicator_checked_at_both_wins(window: MainWindow) -> None:
    assert window.open_path(require(MJLOG_DIR / DOUBLE_RON))
    hand = window.game.document.hands[0]  # type: ignore[union-attr]
    assert len(hand.wins) == 2 and all(len(w.dora) == 1 for w in hand.wins)
    check = window.game.document.hand_check(0)  # type: ignore[union-attr]
    assert check is not None and check.dora_checked == 3  # the verifier counts checks ...
    text = window.verification.toPlainText()
    assert "1 dora indicator, checked at both wins" in text  # ... a player counts indicators
    assert "3 indicator" not in text and "indicator(s)" not in text
    assert "Ura-dora indicators — none shown" in text


def test_a_one_indicator_hand_says_one(window: MainWindow) -> None:
    assert window.open_path(require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml"))
    document = window.game.document  # type: ignore[union-attr]
    seen = {"win": False, "draw": False}
    for index, hand in enumerate(document.hands):
        if any(e.kind is EventKind.DORA for e in hand.events):
            continue
        window.set_hand(index)
        text = window.verification.toPlainText()
        if len(hand.wins) == 1:
            assert "1 dora indicator, checked at the win" in text
            seen["win"] = True
        elif not hand.wins:
            assert "1 dora indicator —" not in text  # the row ends with the count
            assert re.search(r"1 dora indicator$", text, re.MULTILINE)
            seen["draw"] = True
    assert seen["win"]


# -- scores follow the game ------------------------------------------------------------------


def _riichi_draw_hand() -> tuple[Path, int]:
    for path in [*mjlog_files(), *sorted(JSON_DIR.glob("*.json"))]:
        document = load_document(path)
        for index, hand in enumerate(document.hands):
            riichi = any(e.kind is EventKind.RIICHI and e.tile == 2 for e in hand.events)
            results = hand.results
            last = index + 1 == len(document.hands)
            if riichi and len(results) == 1 and isinstance(results[0], DrawResult) and not last:
                return path, index
    pytest.skip("no riichi + draw hand followed by another hand in the shared logs")


def test_scores_at_each_step_of_a_riichi_and_draw_hand(window: MainWindow) -> None:
    path, index = _riichi_draw_hand()
    assert window.open_path(path, index)
    document = window.game.document  # type: ignore[union-attr]
    hand = document.hands[index]
    scene = window.navigation.scene
    assert scene is not None
    draw = hand.results[0]
    players = scene.players
    scores = [s * 100 for s in hand.scores[:players]]  # INIT ten, independent of the replay
    for step in range(window.step_count):
        window.set_step(step)
        event = hand.events[step - 1] if step else None
        if event is not None and event.kind is EventKind.RIICHI and event.tile == 2:
            scores[event.seat] -= 1000
        if event is not None and event.result is not None:
            # The log's sc: the scores before the draw match what the viewer showed ...
            assert scores == list(draw.scores_before[:players])
            scores = [s + d for s, d in zip(scores, draw.deltas, strict=False)]
        for seat in range(players):
            line = texts.seat_line(scene, seat, step)
            assert f"{scores[seat]:,}" in line, (step, seat, line)
    # ... and the last step shows what the next hand's INIT starts from.
    following = document.hands[index + 1]
    assert scores == [s * 100 for s in following.scores[:players]]
    deltas = scene.replay.state(window.step).deltas
    assert deltas == draw.deltas
    assert window.result_panel.isVisible()
    assert isinstance(window.result_panel.summaries[0].draw, DrawResult)  # type: ignore[union-attr]


def test_final_standings_are_the_logs_owari(window: MainWindow) -> None:
    path = require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")
    assert window.open_path(path)
    document = window.game.document  # type: ignore[union-attr]
    window.set_hand(window.game.hand_count - 1)  # type: ignore[union-attr]
    window.last_step()
    owari = re.findall(r'owari="([^"]+)"', path.read_text(encoding="utf-8"))[-1].split(",")
    panel = window.result_panel
    assert panel.isVisible() and len(panel.standings) == document.game.player_count
    for standing in panel.standings:
        assert standing.score == round(float(owari[2 * standing.seat]) * 100)
        assert standing.points == float(owari[2 * standing.seat + 1])
    assert [s.rank for s in panel.standings] == [1, 2, 3, 4]
    scores = [s.score for s in panel.standings]
    assert scores == sorted(scores, reverse=True)


# -- ron, double ron and chankan ---------------------------------------------------------------


def test_ron_tile_is_in_the_winners_hand_and_marked_in_the_river(window: MainWindow) -> None:
    assert window.open_path(require(MJLOG_DIR / DOUBLE_RON))
    step = _result_step(window)
    window.set_step(step + 1)  # the second win of the double ron
    scene = window.navigation.scene
    assert scene is not None
    state = scene.replay.state(window.step)
    wins = scene.hand.wins
    assert len(wins) == 2 and wins[0].from_seat == wins[1].from_seat
    for win in wins:
        winner = state.seats[win.winner]
        assert winner.drawn == win.winning_tile and winner.won
        melded = 3 * sum(m.type is not MeldType.KITA for m in winner.melds)
        assert winner.hand_size + melded == 14  # 13 tiles and the ron tile
    river = state.seats[wins[0].from_seat].river
    assert [r.tile for r in river if r.ron] == [wins[0].winning_tile]  # marked once
    # The panel lays out both wins, each with the winning tile framed.
    panel = window.result_panel
    assert panel.isVisible() and len(panel.summaries) == 2
    framed = [row.framed for row in panel.findChildren(TileRow) if row.framed is not None]
    assert framed == [wins[0].winning_tile, wins[1].winning_tile]


def test_chankan_is_drawn_as_the_robbed_added_kan(window: MainWindow) -> None:
    assert window.open_path(_json("chankan"))
    window.set_step(_result_step(window))
    scene = window.navigation.scene
    assert scene is not None
    win = scene.hand.wins[0]
    state = scene.replay.state(window.step)
    giver = state.seats[win.from_seat]
    assert giver.robbed == win.winning_tile
    assert all(m.type is not MeldType.ADDED_KAN for m in giver.melds)
    assert state.seats[win.winner].drawn == win.winning_tile
    summary = window.result_panel.summaries[0]
    assert isinstance(summary, WinSummary)
    assert "chankan" in [name for name, _han in window.result_panel.yaku_lines(summary)]


# -- every win shows the log's yaku and han ------------------------------------------------------

_AGARI = re.compile(r"<AGARI\b[^>]*>")


def _log_text(path: Path) -> str:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return data.decode("utf-8", errors="replace")


def _attr(tag: str, name: str) -> list[int]:
    match = re.search(rf'\b{name}="([^"]*)"', tag)
    return [int(v) for v in match.group(1).split(",") if v] if match else []


def test_every_win_in_the_shared_logs_shows_the_logs_yaku_and_han(qtbot: QtBot) -> None:
    panel = ResultPanel(TilePainter())
    qtbot.addWidget(panel)
    wins = 0
    for path in mjlog_files():
        tags = _AGARI.findall(_log_text(path))
        document = load_document(path)
        game = OpenGame(document, path.name)
        shown = []
        for index in range(game.hand_count):
            scene = game.scene(index)
            shown += [s for s in result_summaries(scene) if isinstance(s, WinSummary)]
        assert len(shown) == len(tags), path.name
        for summary, tag in zip(shown, tags, strict=True):
            pairs = _attr(tag, "yaku")
            yakuman = _attr(tag, "yakuman")
            expected = [(pairs[i], pairs[i + 1]) for i in range(0, len(pairs), 2)]
            expected += [(y, 13) for y in yakuman]
            assert list(summary.yaku) == expected, (path.name, tag)
            assert summary.han == sum(h for _y, h in expected)
            lines = panel.yaku_lines(summary)
            assert [han for _name, han in lines] == [han for _y, han in expected]
            assert all(name for name, _han in lines)
            assert str(summary.han) in panel.score_line(summary) or summary.win.yakuman
            wins += 1
    if not wins:
        pytest.skip("no shared mjlog files")


def test_tenhou_json_wins_show_the_logs_han(qtbot: QtBot) -> None:
    """tenhou.net/6 JSON writes each yaku as "name(n飜)": the panel's lines say the same."""
    panel = ResultPanel(TilePainter())
    qtbot.addWidget(panel)
    files = sorted(JSON_DIR.glob("*.json")) if JSON_DIR.is_dir() else []
    if not files:
        pytest.skip("no shared tenhou.net/6 files")
    checked = 0
    for path in files:
        raw = json.loads(path.read_text(encoding="utf-8"))
        document = load_document(path)
        game = OpenGame(document, path.name)
        logged = []
        for entry in raw["log"]:
            result = entry[-1]
            if result[0] != "和了":
                continue
            for i in range(2, len(result), 2):
                logged.append([re.search(r"\((\d+)飜\)|\(役満\)", y) for y in result[i][4:]])
        shown = [
            s
            for index in range(game.hand_count)
            for s in result_summaries(game.scene(index))
            if isinstance(s, WinSummary)
        ]
        assert len(shown) == len(logged), path.name
        for summary, yaku in zip(shown, logged, strict=True):
            expected = [int(m.group(1)) if m and m.group(1) else 13 for m in yaku]
            assert sorted(h for _name, h in panel.yaku_lines(summary)) == sorted(expected)
            checked += 1
    assert checked


# -- a typed seed is a preview ------------------------------------------------------------------


def test_a_typed_seed_is_a_preview_never_verified(window: MainWindow, qtbot: QtBot) -> None:
    dialog = SeedDialog(window)
    qtbot.addWidget(dialog)
    dialog.gameReady.connect(window.open_game)
    dialog.seed_edit.setPlainText(demo_seed_text())
    dialog.accept()
    assert window.game is not None and window.game.source == "seed"
    panel = window.verification.toPlainText()
    assert "Preview, not verified" in panel
    assert "Verified" not in panel and "✓" not in panel
    status = window.status_label.text()
    assert "preview, not verified" in status and "hands verified" not in status
    model = window.hand_list.model()
    from yamaviewer.gui.hand_list import StatusRole

    for row in range(model.rowCount()):
        assert model.data(model.index(row, 0), StatusRole) != "verified"


# -- the MJ Arcade dialog ------------------------------------------------------------------------


def _arcade_seeds() -> list[str]:
    path = require(SHARED_DATA / "arcade" / "vectors.json")
    vectors = json.loads(path.read_text(encoding="utf-8"))["vectors"]
    return list(next(v for v in vectors if len(v["seeds"]) == 4)["seeds"])


def test_paste_all_seeds_button_with_a_real_clipboard(qtbot: QtBot) -> None:
    seeds = _arcade_seeds()
    dialog = ArcadeDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    QGuiApplication.clipboard().setText(", ".join(seeds))
    qtbot.mouseClick(dialog.paste_button, Qt.MouseButton.LeftButton)  # clicked(bool)
    assert [edit.text() for edit in dialog.seed_edits] == seeds
    assert all(status.kind == "ok" for status in dialog.seed_status)


def test_arcade_dialog_opens_with_focus_on_the_first_seed(qtbot: QtBot) -> None:
    dialog = ArcadeDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    assert dialog.focusWidget() is dialog.seed_edits[0]
    order = [dialog.seed_edits[0]]
    widget = dialog.seed_edits[0]
    for _ in range(4):
        widget = widget.nextInFocusChain()
        while not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or not widget.isVisible():
            widget = widget.nextInFocusChain()
        order.append(widget)
    assert order == [*dialog.seed_edits, dialog.ue_edit]


def test_full_width_seed_notes_are_summarised(qtbot: QtBot) -> None:
    seed = _arcade_seeds()[0]
    full = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in seed)
    dialog = ArcadeDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edits[0].setText(full)
    status = dialog.seed_status[0]
    assert status.kind != "error"
    assert "27 full-width characters read as their half-width forms" in status.text()
    assert status.text().count("full-width") == 1


def test_seed_dialog_opens_with_focus_on_the_seed(qtbot: QtBot) -> None:
    dialog = SeedDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.seed_edit


# -- the step bar ---------------------------------------------------------------------------------


def test_step_buttons_icons_and_tooltips_say_what_they_do(window: MainWindow) -> None:
    window.open_demo()
    sp = QStyle.StandardPixmap

    def same_icon(button: object, pixmap: QStyle.StandardPixmap) -> bool:
        return bool(button.property("standardIcon") == pixmap.value)  # type: ignore[attr-defined]

    # One line arrow: one step, never the look of Play's triangle (nor of each other).
    bar = window.step_bar
    images = [b.icon().pixmap(20, 20).toImage() for b in (bar.prev_button, bar.next_button)]
    play = bar.play_button.icon().pixmap(20, 20).toImage()
    assert images[0] != play and images[1] != play and images[0] != images[1]
    assert same_icon(window.step_bar.first_button, sp.SP_MediaSeekBackward)  # double: to the end
    assert same_icon(window.step_bar.last_button, sp.SP_MediaSeekForward)
    assert "Next step" in window.step_bar.next_button.toolTip()
    assert "First step" in window.step_bar.first_button.toolTip()
    assert "Last step" in window.step_bar.last_button.toolTip()
    assert "hand" in window.step_bar.next_hand_button.toolTip()


def test_autoplay_plays_pauses_and_follows_the_speed(window: MainWindow) -> None:
    window.open_demo()
    window.step_bar.play_button.click()
    assert window.step_bar.play_button.isChecked() and window.step_bar.play_timer.isActive()
    interval = window.step_bar.play_timer.interval()
    window.step_bar.speed_box.setCurrentIndex(window.step_bar.speed_box.findData(2.0))
    assert window.step_bar.play_timer.interval() == interval // 2
    window.step_bar.autoplay_tick()  # driven by hand: no wall-clock time in the test
    window.step_bar.autoplay_tick()
    assert window.step == 2
    window.last_step()  # the demo hand's result: it stays up a few ticks to be read
    from yamaviewer.gui.step_bar import AUTOPLAY_RESULT_TICKS

    for _ in range(AUTOPLAY_RESULT_TICKS):
        window.step_bar.autoplay_tick()
        assert window.hand_index == 0 and window.step == window.step_count - 1
    window.step_bar.autoplay_tick()  # then the end of a hand goes on to the next one
    assert window.hand_index == 1 and window.step == 0
    window.step_bar.play_button.click()
    assert not window.step_bar.play_timer.isActive()
    assert "Play" in window.step_bar.play_button.toolTip()


def test_step_text_does_not_repeat_and_the_slider_keeps_its_room(window: MainWindow) -> None:
    window.open_demo()
    assert window.game is not None
    hands = window.game.document.hands
    window.set_hand(next(i for i, h in enumerate(hands) if isinstance(h.results[0], DrawResult)))
    window.resize(1024, 700)
    window.last_step()
    assert window.step_bar.step_label.text().count("exhaustive draw") == 1
    assert window.step_bar.slider.width() >= 120
    assert "Step" in window.step_bar.step_count_label.text()


def test_one_hand_is_not_one_hands(window: MainWindow) -> None:
    assert window.open_path(_json("ron-2"))
    assert window.game is not None and window.game.hand_count == 1
    status = window.status_label.text()
    assert "1 hand " in status and "1 hands" not in status


# -- the strip honours the view options, the badges have a legend --------------------------------


def test_strip_hides_the_wall_and_follows_the_seat_view(window: MainWindow) -> None:
    window.open_demo()
    window.set_step(20)
    scene = window.navigation.scene
    assert scene is not None
    future = [
        n
        for n in range(scene.size)
        if scene.replay.taken_by(scene.position_at(n), 20) is None
        and scene.position_at(n) not in scene.dead_wall_positions
    ]
    assert future
    assert all(window.strip.cells()[n].tile is not None for n in future)  # revealed
    window.reveal_action.setChecked(False)
    assert all(window.strip.cells()[n].tile is None for n in future)
    assert any("Wall hidden" in note for note in window.table.view_notes())
    window.reveal_action.setChecked(True)
    window.seat_actions[2].setChecked(True)  # seat 2's view (seat index 1)
    for n, cell in enumerate(window.strip.cells()):
        mark = scene.replay.taken_by(scene.position_at(n), 20)
        if mark is not None and mark.seat not in (-1, 1):
            assert cell.tile is None  # another seat's tile
    assert any("view" in note for note in window.table.view_notes())


def test_what_if_badges_have_a_legend(window: MainWindow) -> None:
    window.open_demo()
    window.what_if_action.setChecked(True)
    assert window.strip.what_if_legend
    assert any("if nobody called" in note for note in window.table.view_notes())
    window.what_if_action.setChecked(False)
    assert not window.strip.what_if_legend


# -- a tampered draw of the same kind --------------------------------------------------------------


def test_a_same_kind_tampered_draw_names_the_copies_and_marks_the_spot(
    window: MainWindow, tmp_path: Path
) -> None:
    text = require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml").read_text(encoding="utf-8")
    match = re.compile(r"<T(\d+)/>").search(text, text.index("<INIT"))
    assert match is not None
    tile = int(match.group(1))
    other = tile // 4 * 4 + (tile % 4 + 1) % 4  # another copy of the same kind
    tampered = text[: match.start()] + f"<T{other}/>" + text[match.end() :]
    path = tmp_path / "tampered.mjlog"
    path.write_bytes(gzip.compress(tampered.encode()))
    assert window.open_path(path)
    check = window.game.document.hand_check(0)  # type: ignore[union-attr]
    assert check is not None and len(check.mismatches) == 1
    position = check.mismatches[0].position
    panel = window.verification.toPlainText()
    assert f"tile id {tile}" in panel and f"tile id {other}" in panel
    scene = window.navigation.scene
    assert scene is not None and scene.mismatch_positions == {position}
    flagged = [n for n, cell in enumerate(window.strip.cells()) if cell.flagged]
    assert flagged == [scene.draw_index(position)]  # type: ignore[arg-type]
    # The table frames the spot in the mismatch colour.
    image = window.table.grab().toImage()
    rect = window.table.slot_rect(position)  # type: ignore[arg-type]
    ratio = image.devicePixelRatio()
    edge = image.pixelColor(round((rect.left() - 2) * ratio), round(rect.center().y() * ratio))
    assert edge.red() > 200 and edge.green() < 120


# -- results of a win are the typed results ------------------------------------------------------


def test_win_panel_names_winner_loser_points_and_deltas(window: MainWindow) -> None:
    assert window.open_path(_json("ron-2"))
    window.set_step(_result_step(window))
    panel = window.result_panel
    summary = panel.summaries[0]
    assert isinstance(summary, WinSummary)
    win: WinResult = summary.win
    scene = window.navigation.scene
    assert scene is not None
    heading = panel.win_heading(scene, summary)
    assert texts.seat_text(scene, win.winner) in heading
    assert texts.seat_text(scene, win.from_seat) in heading
    assert f"{win.points:,}" in panel.score_line(summary)
    labels = [label.text() for label in panel.body.findChildren(type(panel.title))]
    for delta in win.deltas[: scene.players]:
        assert (f"{delta:+,}" if delta else "±0") in labels
    panel.dismiss()
    assert not panel.isVisible()
    window.set_step(window.step - 1)
    window.set_step(window.step + 1)
    assert panel.isVisible()


# -- one way to name a seat, ranks beside the seats, Qt's own dialogs in Japanese ----------------


def test_seats_are_named_by_wind_and_player_everywhere(window: MainWindow) -> None:
    assert window.open_path(require(MJLOG_DIR / DOUBLE_RON))
    window.set_step(1)
    scene = window.navigation.scene
    assert scene is not None
    event = scene.hand.events[0]
    name = texts.seat_text(scene, event.seat)
    assert name.split()[0] in ("East", "South", "West", "North") and len(name.split()) >= 2
    assert name in window.step_bar.step_label.text()  # the step bar
    position = scene.replay.state(1).wall_position
    assert position is not None
    assert name in window.table.describe_position(position)  # the table's tooltip
    assert name in window.strip.tooltip_at(scene.draw_index(position))  # the strip's
    assert name in texts.seat_line(scene, event.seat, 1)  # beside the seat
    names = window.game.document.game.player_names  # type: ignore[union-attr]
    assert names[0] in window.seat_actions[1].text() and "1" in window.seat_actions[1].text()


def test_seat_lines_rank_the_players_as_the_game_stands(window: MainWindow) -> None:
    assert window.open_path(require(MJLOG_DIR / DOUBLE_RON))
    window.last_step()
    scene = window.navigation.scene
    assert scene is not None
    scores = scene.replay.state(window.step).scores[: scene.players]
    ranked = sorted(range(scene.players), key=lambda s: (-scores[s], s))
    for rank, seat in enumerate(ranked, start=1):
        assert f"#{rank}" in texts.seat_line(scene, seat, window.step)


def test_qt_standard_dialogs_speak_japanese(qapp: object) -> None:
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    from yamaviewer.gui import i18n

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if not (folder / "qtbase_ja.qm").is_file():
        pytest.skip("this Qt build ships no qtbase_ja.qm")
    try:
        assert i18n.install_language(None, "ja")
        assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    finally:
        i18n.install_language(None, "en")
