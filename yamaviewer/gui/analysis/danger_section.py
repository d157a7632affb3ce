"""The Analysis panel's danger column: each tile of the seat shown against each riichi.

The class and estimate use only what that seat could see; the truth (the riichi player's
real wait, and whether a ron was possible) is added only when the wall is revealed, as
the panel's other hindsight is.  Open hands that look like honitsu, toitoi or yakuhai
get a guess, labelled as one.  The estimates come from the built-in table or the
player's own (:class:`DangerTables`), and the column says which.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from yamaviewer.core.replay.state import HandReplay
from yamaviewer.gui.settings import Settings

if TYPE_CHECKING:
    # The defence core loads when the panel first shows a riichi, not with the window.
    from yamaviewer.core.defence.classes import TileClass
    from yamaviewer.core.defence.danger import EstimateTable, RiichiFacts
    from yamaviewer.core.defence.open_hands import OpenHandGuess
    from yamaviewer.core.defence.table import PlayerTable
    from yamaviewer.gui.library.tasks import BackgroundTask

# The player's table (core/defence/table.py, which loads scipy) and the Library are
# imported when first used, so the panel costs a start-up nothing for them.

_GREY = "#7c8582"
_BAD = "#b3261e"
_GOOD = "#2e7d4f"

#: Each hand's riichi facts (who declared when, every tile let go): read once, not per step.
_facts_of: WeakKeyDictionary[HandReplay, RiichiFacts] = WeakKeyDictionary()


def _riichi_facts(replay: HandReplay) -> RiichiFacts:
    from yamaviewer.core.defence.danger import RiichiFacts

    facts = _facts_of.get(replay)
    if facts is None:
        facts = _facts_of[replay] = RiichiFacts(replay.hand)
    return facts


def _t(text: str) -> str:
    return QCoreApplication.translate("DangerSection", text)


def class_text(cls: TileClass) -> str:
    """A class's name in the interface language."""
    from yamaviewer.core.defence.classes import TileClass

    names = {
        TileClass.GENBUTSU: _t("genbutsu"),
        TileClass.HONOUR_NONE_LEFT: _t("honour, none left"),
        TileClass.DOUBLE_SUJI: _t("double suji"),
        TileClass.SUJI_19: _t("suji 1/9"),
        TileClass.SUJI_28: _t("suji 2/8"),
        TileClass.SUJI_37: _t("suji 3/7"),
        TileClass.NO_CHANCE: _t("no-chance"),
        TileClass.ONE_CHANCE: _t("one-chance"),
        TileClass.HALF_SUJI: _t("half-suji"),
        TileClass.NON_SUJI_19: _t("non-suji 1/9"),
        TileClass.NON_SUJI_28: _t("non-suji 2/8"),
        TileClass.NON_SUJI_37: _t("non-suji 3/7"),
        TileClass.NON_SUJI_46: _t("non-suji 4-6"),
        TileClass.GUEST_WIND_1: _t("guest wind, 1 left"),
        TileClass.GUEST_WIND_2: _t("guest wind, 2 left"),
        TileClass.GUEST_WIND_3: _t("guest wind, 3 left"),
        TileClass.YAKUHAI_1: _t("yakuhai, 1 left"),
        TileClass.YAKUHAI_2: _t("yakuhai, 2 left"),
        TileClass.YAKUHAI_3: _t("yakuhai, 3 left"),
    }
    return names[cls]


class DangerTables(QObject):
    """Which table the estimates come from: the built-in one or the player's own.

    The player's is measured off the GUI thread over the Library or a folder and kept
    in the settings, so a restart does not measure it again.
    """

    changed = Signal()

    def __init__(self, settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.mine: PlayerTable | None = None
        self.task: BackgroundTask | None = None
        self.error: str | None = None
        if settings is not None and settings.danger_table():
            from yamaviewer.core.defence.table import PlayerTable

            try:
                self.mine = PlayerTable.from_json(json.loads(settings.danger_table()))
            except ValueError:
                self.mine = None

    @property
    def table(self) -> EstimateTable | None:
        return None if self.mine is None else self.mine.table

    def open_link(self, name: str, parent: QWidget | None = None) -> None:
        """The panel's ``danger-table:NAME`` links: library, folder, built-in."""
        if name == "library":
            self.use_library()
        elif name == "built-in":
            self.use_built_in()
        elif name == "folder":
            folder = QFileDialog.getExistingDirectory(parent, _t("Measure my table on a folder"))
            if folder:
                self.use_folder(folder)

    def use_library(self, path: Path | None = None) -> None:
        """Measure the table over every game in the Library (this file, else the GUI's)."""
        from yamaviewer.gui.library import store

        library_file = path or store.library_path()

        def work(_task: BackgroundTask) -> PlayerTable:
            from yamaviewer.core.defence.table import player_table
            from yamaviewer.core.library.store import Library

            with Library(library_file) as library:
                return player_table(library.iter_items(), "library")

        self._start(work)

    def use_folder(self, folder: str) -> None:
        def work(_task: BackgroundTask) -> PlayerTable:
            from yamaviewer.core.defence.table import player_table
            from yamaviewer.core.library.sources import iter_games

            return player_table(iter_games([folder]), folder)

        self._start(work)

    def use_built_in(self) -> None:
        self.mine = None
        self.error = None
        self._save()
        self.changed.emit()

    def _start(self, work: Callable[[BackgroundTask], PlayerTable]) -> None:
        from yamaviewer.gui.library.tasks import BackgroundTask

        if self.task is not None:
            return
        task = BackgroundTask(work)
        task.signals.finished.connect(self._measured)
        task.signals.failed.connect(self._failed)
        self.task, self.error = task, None
        task.start()
        self.changed.emit()

    def _measured(self, mine: object) -> None:
        from yamaviewer.core.defence.table import PlayerTable

        self.task = None
        if isinstance(mine, PlayerTable) and mine.games:
            self.mine = mine
            self._save()
        else:
            self.error = _t("no games found")
        self.changed.emit()

    def _failed(self, message: str) -> None:
        self.task, self.error = None, message
        self.changed.emit()

    def _save(self) -> None:
        if self.settings is not None:
            mine = self.mine
            self.settings.set_danger_table("" if mine is None else json.dumps(mine.as_json()))

    def note_html(self) -> str:
        """The line that says which table the estimates use, with the links to change it."""

        def link(name: str, text: str) -> str:
            return f"<a href='danger-table:{name}'>{html.escape(text)}</a>"

        if self.task is not None:
            return html.escape(_t("Measuring your table…"))
        mine = self.mine
        if mine is None:
            note = html.escape(_t("Estimates: the built-in table."))
            note += " " + link("library", _t("Use my table (Library)"))
            note += " · " + link("folder", _t("from a folder…"))
        else:
            from yamaviewer.core.defence.table import MIN_DECISIONS

            where = _t("the Library") if mine.source == "library" else mine.source
            text = (
                _t(
                    "Estimates: your table (%1 games from %2; cells under %3 decisions "
                    "use the built-in one)."
                )
                .replace("%1", str(mine.games))
                .replace("%2", where)
                .replace("%3", str(MIN_DECISIONS))
            )
            note = html.escape(text) + " " + link("built-in", _t("Use the built-in table"))
        if self.error:
            problem = _t("Your table could not be measured: %1").replace("%1", self.error)
            note += f"<br><span style='color:{_BAD}'>{html.escape(problem)}</span>"
        return note


def _plans_text(guess: OpenHandGuess) -> str:
    from yamaviewer.core.defence.open_hands import Plan

    suits = (_t("manzu"), _t("pinzu"), _t("souzu"))
    names = []
    for plan in guess.read.plans:
        if plan is Plan.HONITSU and guess.read.suit is not None:
            names.append(_t("honitsu in %1").replace("%1", suits[guess.read.suit]))
        elif plan is Plan.TOITOI:
            names.append(_t("toitoi"))
        else:
            names.append(_t("yakuhai"))
    return ", ".join(names)


def _table(title: str, head: list[str], rows: list[str]) -> list[str]:
    """A section's bold title and its table (``head`` plain text, ``rows`` <tr> HTML)."""
    cells = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in head)
    return [
        f"<p style='margin:6px 0 2px 0'><b>{html.escape(title)}</b></p>",
        f"<table cellspacing='0' cellpadding='2'><tr>{cells}</tr>" + "".join(rows) + "</table>",
    ]


def guess_html(
    replay: HandReplay,
    step: int,
    seat: int,
    *,
    tile: Callable[[int], str],
    seat_name: Callable[[int], str],
    reveal: bool,
) -> str:
    """The guess against open hands for ``seat`` at ``step`` ("" when no hand shows a plan)."""
    from yamaviewer.core.defence.open_hands import Guess, open_hand_guesses

    guesses = open_hand_guesses(replay, step, seat)
    if not guesses:
        return ""
    words = {
        Guess.GENBUTSU: (_t("genbutsu"), _GOOD),
        Guess.LOW: (_t("low"), _GREY),
        Guess.HIGH: (_t("high"), _BAD),
    }
    title = _t("Guess against open hands (from their calls and discards, not a measured rate)")
    head = [_t("Tile")]
    for g in guesses:
        head.append(_t("vs %1").replace("%1", seat_name(g.seat)) + f" ({_plans_text(g)})")
    rows = []
    for kind, _level in guesses[0].tiles:
        row = [f"<td>{tile(kind * 4 + 1)}</td>"]
        for g in guesses:
            word, colour = words[g.guess_of(kind)]
            row.append(f"<td style='color:{colour}'>{html.escape(word)}</td>")
        rows.append("<tr>" + "".join(row) + "</tr>")
    out = _table(title, head, rows)
    if reveal:
        for g in guesses:
            waits = " ".join(tile(k * 4 + 1) for k in g.waits) or html.escape(_t("not tenpai"))
            line = _t("%1's real wait: %2").replace("%1", html.escape(seat_name(g.seat)))
            out.append(f"<p style='margin:2px 0'>{line.replace('%2', waits)}</p>")
    return "".join(out)


def danger_html(
    replay: HandReplay,
    step: int,
    seat: int,
    *,
    tile: Callable[[int], str],
    seat_name: Callable[[int], str],
    reveal: bool,
    table: EstimateTable | None = None,
    tables: DangerTables | None = None,
) -> str:
    """The danger against riichi and the guess against open hands for ``seat`` at ``step``.

    "" when nobody else is in riichi nor shows a plan; ``tables`` (else ``table``) gives
    the estimates, and says which in a line with links to change it.
    """
    from yamaviewer.core.defence.danger import danger_at

    if tables is not None:
        table = tables.table
    guessed = guess_html(replay, step, seat, tile=tile, seat_name=seat_name, reveal=reveal)
    tiles, truths = danger_at(replay, step, seat, table, _riichi_facts(replay))
    if not tiles:
        return guessed
    riichi = [a.seat for a in tiles[0].against]
    title = _t("Danger against riichi (estimate from what this seat sees)")
    head = [_t("Tile")]
    for r in riichi:
        head.append(_t("vs %1").replace("%1", seat_name(r)))
    if reveal:
        head.append(_t("Truth"))
    rows = []
    for danger in sorted(tiles, key=lambda d: (d.worst_estimate, d.kind)):
        row = [f"<td>{tile(danger.kind * 4 + 1)}</td>"]
        for a in danger.against:
            row.append(
                f"<td>{html.escape(class_text(a.tile_class))} "
                f"<span style='color:{_GREY}'>{a.estimate:.1%}</span></td>"
            )
        if reveal:
            if danger.deals_in:
                verdict, colour = _t("deals in"), _BAD
            elif any(a.in_wait for a in danger.against):
                verdict, colour = _t("in the wait, but furiten"), _GREY
            else:
                verdict, colour = _t("safe"), _GOOD
            row.append(f"<td style='color:{colour}'>{html.escape(verdict)}</td>")
        rows.append("<tr>" + "".join(row) + "</tr>")
    out = _table(title, head, rows)
    if tables is not None:
        out.append(f"<p style='color:{_GREY};margin:2px 0'>{tables.note_html()}</p>")
    if reveal:
        for truth in truths:
            waits = " ".join(tile(k * 4 + 1) for k in truth.waits) or "—"
            line = _t("%1's real wait: %2").replace("%1", html.escape(seat_name(truth.seat)))
            line = line.replace("%2", waits)
            if truth.furiten:
                line += " " + html.escape(_t("(furiten: no ron possible)"))
            out.append(f"<p style='margin:2px 0'>{line}</p>")
    return "".join(out) + guessed
