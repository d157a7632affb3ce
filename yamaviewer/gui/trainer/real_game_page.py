"""Tenpai from real games: a seat's hand at the moment it became tenpai; name the waits.

Positions come from :mod:`yamaviewer.core.trainer_positions` (the user's log
folders, read through the one game-source iterator, in a background thread so
the window never freezes).  The answer shows every wait with the copies still
live from that seat's view (a wait whose copies are all visible is dead), and,
because the game is on record and its wall known, when the first winning tile
really came.  Missed positions come back by the same Leitner boxes as the quiz.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from yamaviewer.core.chinitsu import CardKey, HistoryStore, LeitnerScheduler, PositionRecord
from yamaviewer.core.library.store import Library
from yamaviewer.core.tiles import kind_name, kind_of, long_kind_name
from yamaviewer.core.trainer_positions import (
    CAME_DISCARDED,
    CAME_DRAWN,
    Position,
    SkippedGame,
    iter_positions,
    old_keys,
    positions_of_items,
)
from yamaviewer.gui.library import store
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.page_base import pick_verdict, verdict_html
from yamaviewer.gui.trainer.position_pages import TablePage
from yamaviewer.gui.trainer.tiles import EXTRA_COLOR, MISSED_COLOR, KindButton, TileStrip


def _card(position_key: str) -> CardKey:
    return CardKey(int(position_key, 16))


def _same_position(position: Position) -> object:
    """What makes two positions one, wherever the game was read from.

    Not ``Position.key``: that names the game by log id or content hash, so two
    byte-different copies of one game (another export, an extra tag after the
    last tenpai) are two games there, yet their positions are the same question.
    """
    return (position.hand_index, position.seat, position.step, position.concealed, position.waits)


#: At most this many positions are read from the library (memory stays bounded).
LIBRARY_POSITIONS = 20_000


#: Columns of the answer grid: two suits a row (9 + a gap + 9), so the grid is two rows
#: high and the page fits 1280x720 and 1024x768 with every button whole.
KIND_COLUMNS = 19


def kind_cell(kind: int) -> tuple[int, int]:
    """(row, column) of a tile kind's button: man | pin on the first row, sou | honours below."""
    suit, rank = divmod(kind, 9)
    return suit // 2, (suit % 2) * 10 + rank


class RealGamePage(TablePage):
    """One real position at a time; ``positions`` can be given (tests) or loaded from folders."""

    history: HistoryStore  # always kept: the review boxes are read back from it

    def __init__(
        self,
        painter: TilePainter,
        history: HistoryStore,
        rng: random.Random,
        *,
        clock: Callable[[], float] = time.time,
        settings: QSettings | None = None,
        positions: Sequence[Position] | None = None,
        language: Callable[[], str] = lambda: "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, history=history, clock=clock)
        self.rng = rng
        self.settings = settings
        self.language = language
        self.positions: list[Position] = list(positions or [])
        self.position: Position | None = None
        self.result: tuple[set[int], bool] | None = None  # (picked kinds, right)
        self.scheduler = LeitnerScheduler()
        self._schedule_past_answers()
        self._loading: threading.Thread | None = None
        self._loaded: list[Position] | None = None
        self._keys_moved = False  # answers were filed under new keys while loading
        self._load_error = ""
        #: Files the last load could not read, with why (named under the counts).
        self.skipped: list[SkippedGame] = []

        self.sources_label = QLabel(self)
        self.sources_label.setWordWrap(True)
        self.dead_check = QCheckBox(self)
        self.dead_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if settings is not None:
            saved = settings.value("trainer/leave_out_dead_waits", False)
            self.dead_check.setChecked(str(saved).lower() in ("1", "true"))
        self.dead_check.toggled.connect(self._dead_option_changed)
        self.library_check = QCheckBox(self)
        self.library_check.setObjectName("realGamesFromLibrary")
        self.library_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if settings is not None:
            saved = settings.value("trainer/real_games_from_library", True)
            self.library_check.setChecked(str(saved).lower() in ("1", "true"))
        else:
            self.library_check.setChecked(True)
        self.library_check.toggled.connect(self._library_option_changed)
        self.add_button = QPushButton(self)
        self.add_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.add_button.clicked.connect(self.choose_folder)
        dora, rivers = self.build_table(painter, 20.0)
        self.hand_label = QLabel(self)
        self.hand_strip = TileStrip(painter, 52.0, self)
        self.kind_buttons: list[KindButton] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(2)
        for kind in range(34):
            button = KindButton(kind, painter, self)
            self.kind_buttons.append(button)
            grid.addWidget(button, *kind_cell(kind))
        grid.setColumnMinimumWidth(9, 12)  # between the two suits of a row
        self.check_button, self.next_button = self.make_buttons(self.check, self.next_position)
        self.score_label = QLabel(self)
        self.feedback = self.make_feedback(painter)

        top = QHBoxLayout()
        top.addWidget(self.sources_label, 1)
        top.addWidget(self.score_label)
        top.addWidget(self.dead_check)
        top.addWidget(self.library_check)
        top.addWidget(self.add_button)
        grid.setColumnStretch(KIND_COLUMNS, 1)
        self.lay_out_table(top, dora, rivers, (self.hand_label, self.hand_strip), grid)

        self.poll = QTimer(self)
        self.poll.setInterval(200)
        self.poll.timeout.connect(self._check_loaded)
        self.retranslate_ui()
        if self.positions:
            self.next_position()
        else:
            self._show_empty()

    # -- sources -----------------------------------------------------------------------
    def sources(self) -> list[str]:
        """The folders and files positions are read from (kept in the settings).

        Until the player adds a folder, the logs opened lately in the viewer are used,
        so the page has the player's own games from the start.
        """
        if self.settings is None:
            return []
        chosen = self._setting_list("trainer/real_game_sources")
        if chosen:
            return chosen
        return [f for f in self._setting_list("files/recent") if Path(f).is_file()]

    def _setting_list(self, name: str) -> list[str]:
        assert self.settings is not None
        value = self.settings.value(name, [])
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        return [str(v) for v in items if str(v)]

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder with your game logs"))
        if folder:
            self.add_source(folder)

    def add_source(self, folder: str) -> None:
        """Remember a folder of logs and read positions from every source again."""
        sources = self._setting_list("trainer/real_game_sources") if self.settings else []
        if folder not in sources:
            sources.append(folder)
        if self.settings is not None:
            self.settings.setValue("trainer/real_game_sources", sources)
        self.load(sources)

    def _library_option_changed(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.setValue("trainer/real_games_from_library", on)
        self.positions = []
        self.load(self.sources())
        if self._loading is None:  # nothing to read: say how to get positions
            self._show_empty()

    def load(self, sources: list[str]) -> None:
        """Read positions in a background thread (the page says so meanwhile): the
        sources' games, then the library's when that option is on (each position once)."""
        with_library = self.library_check.isChecked()
        if (not sources and not with_library) or self._loading is not None:
            return
        self._loaded = None
        library_file = store.library_path() if with_library else None

        skipped: list[SkippedGame] = []
        self.skipped = skipped

        def work() -> None:
            try:
                found: dict[object, Position] = {}
                renames: dict[str, str] = {}  # answers kept under the old keys move
                for position in iter_positions(sources, skipped=skipped):
                    found.setdefault(_same_position(position), position)
                    renames.update(old_keys((position,)))
                if library_file is not None and library_file.is_file():
                    # A worker thread opens its own connection (SQLite stays in its thread).
                    with Library(library_file) as library:
                        items = library.iter_items()
                        for position in positions_of_items(items, LIBRARY_POSITIONS, skipped):
                            found.setdefault(_same_position(position), position)
                            renames.update(old_keys((position,)))
                self._keys_moved = self.history.rename_positions(renames) > 0
                self._loaded = list(found.values())
            except Exception as error:  # shown on the page, never a crash
                self._load_error = str(error) or type(error).__name__
                self._loaded = []

        self._loading = threading.Thread(target=work, name="real-game-positions", daemon=True)
        self._loading.start()
        self.poll.start()
        self._show_empty()

    def _schedule_past_answers(self) -> None:
        """Review boxes from every real-game answer kept (again once old keys moved)."""
        self.scheduler = LeitnerScheduler()
        for key, right, at in self.history.position_outcomes():
            if ":" not in key:  # other trainers' answers ("discard:…") share the table
                self.scheduler.record(_card(key), right, at)

    def wait_loaded(self, timeout: float = 60.0) -> None:
        """Block until a load finishes (tests, screenshots)."""
        if self._loading is not None:
            self._loading.join(timeout)
        self._check_loaded()

    def _check_loaded(self) -> None:
        if self._loading is None or self._loading.is_alive():
            return
        self._loading.join()
        self._loading = None
        self.poll.stop()
        if self._keys_moved:
            self._keys_moved = False
            self._schedule_past_answers()
        self.positions = self._loaded or []
        if self.positions:
            self.next_position()
        else:
            self._show_empty()
            if self._load_error:
                self.question_label.setText(
                    self.tr("The logs could not be read: {error}").format(error=self._load_error)
                )

    # -- texts -------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.add_button.setText(self.tr("Add a folder of logs…"))
        self.dead_check.setText(self.tr("Leave out dead waits"))
        self.library_check.setText(self.tr("Games in my library"))
        self.library_check.setToolTip(
            self.tr(
                "Also ask about the games kept in the Library (every game you opened or imported)"
            )
        )
        self.dead_check.setToolTip(
            self.tr(
                "A wait whose four copies are all visible to this seat can never be won: "
                "with this on, it is not part of the answer."
            )
        )
        self.name_buttons(self.tr("Next position (Space)"))
        self.retranslate_table(self.hand_label, self.tr("Your hand (calls on the right):"))
        self._refresh()

    def seat_name(self, seat: int) -> str:
        """The seat named by its wind in the position's hand (East = the dealer)."""
        p = self.position
        wind = p.wind(seat) if p is not None else seat
        return self.wind_seat_name(wind, seat)

    def _skipped_text(self) -> str:
        """' · skipped: 2 (first.mjlog: why)' when files could not be read, else ''."""
        if not self.skipped:
            return ""
        first = self.skipped[0]
        return self.tr(" · skipped: {count} ({name}: {reason})").format(
            count=len(self.skipped), name=first.name, reason=first.reason
        )

    def _tile(self, kind: int) -> str:
        return long_kind_name(kind, "ja" if self.language() == "ja" else "en")

    def _refresh(self) -> None:
        due = len(self.scheduler.due(self.clock()))
        games = len({p.source for p in self.positions})
        if self._loading is not None:
            self.sources_label.setText(self.tr("Reading your logs…"))
        else:
            self.sources_label.setText(
                self.tr("Tenpai positions: {count} · games: {games} · reviews due: {due}").format(
                    count=len(self.positions), games=games, due=due
                )
                + self._skipped_text()
            )
            self.sources_label.setToolTip(
                "\n".join(f"{game.name}: {game.reason}" for game in self.skipped[:50])
            )
        self.score_label.setText(
            self.tr("Solved {solved} of {tried}").format(solved=self.solved, tried=self.tried)
        )
        p = self.position
        if p is None:
            return
        self.question_label.setText(
            self.tr(
                "Hand {hand}, {seat} ({player}), after its own discard: the hand is tenpai. "
                "Which tiles complete it? Click every wait, then press Enter."
            ).format(hand=p.hand_index + 1, seat=self.seat_name(p.seat), player=p.player or "?")
        )
        self.show_feedback(
            self._answer_html() if self.result is not None else None,
            self.tr("The rivers, the calls and the dora indicators are what this seat could see."),
        )

    def _show_empty(self) -> None:
        self.position = None
        self.clear_table(
            self.hand_strip,
            self.tr(
                "No positions yet: add a folder with your game logs (Tenhou mjlog or "
                "tenhou.net/6 JSON). Every seat's first tenpai becomes a question."
            ),
            self._loading is not None,
            self.check_button,
            *self.kind_buttons,
        )
        self._refresh()

    # -- play --------------------------------------------------------------------------
    def next_position(self) -> None:
        """A due review among the loaded positions, else a random one."""
        if not self.positions:
            self._show_empty()
            return
        by_key = {p.key: p for p in self.positions}
        review = next(
            (
                p
                for c in self.scheduler.due(self.clock())
                if (p := by_key.get(f"{c.key.hand:016x}")) is not None
            ),
            None,
        )
        self.position = review or self.positions[self.rng.randrange(len(self.positions))]
        self.result = None
        p = self.position
        self.hand_strip.set_groups([p.concealed, *p.melds])
        self.dora_strip.set_groups([p.dora_indicators])
        rivers = self._rivers(p)
        turned = [t for t in p.riichi_tiles if t is not None]
        for row in range(4):  # rivers in wind order: the dealer (East) first
            label, strip = self.river_labels[row], self.river_strips[row]
            visible = row < p.players
            label.setVisible(visible)
            strip.setVisible(visible)
            if visible:
                seat = (p.dealer + row) % p.players
                you = self.tr(" (you)") if seat == p.seat else ""
                label.setText(self.seat_name(seat) + you)
                strip.set_groups([rivers[seat]], right=self._calls(p, seat), turned=turned)
        for button in self.kind_buttons:
            button.setChecked(False)
            button.set_verdict("")
            button.setEnabled(True)
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self._refresh()

    def _rivers(self, p: Position) -> list[tuple[int, ...]]:
        """Each seat's river at the position, read again from the replay (not stored)."""
        return [*p.rivers, *(() for _ in range(4 - len(p.rivers)))]

    @staticmethod
    def _calls(p: Position, seat: int) -> list[tuple[int, ...]]:
        """An opponent's calls, drawn beside its river (this seat's own are in the hand row):
        every tile the live counts take as seen is on the page."""
        if seat == p.seat or seat >= len(p.seat_melds):
            return []
        return list(p.seat_melds[seat])

    def picked(self) -> set[int]:
        return {b.kind for b in self.kind_buttons if b.isChecked()}

    def check(self) -> bool | None:
        """Judge the picked kinds (all waits, nothing else); records it for reviews."""
        p = self.position
        if p is None or self.result is not None:
            return None
        picked = self.picked()
        waits = self.expected_waits(p)
        if not picked and waits:
            return None  # an empty answer is given on purpose only when nothing can win
        right = picked == waits
        self.result = (picked, right)
        now = self.clock()
        self.keep_answer(right, PositionRecord(now, p.key, right))
        self.scheduler.record(_card(p.key), right, now)
        for button in self.kind_buttons:
            button.set_verdict(pick_verdict(button.kind, waits, picked))
            button.setEnabled(False)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self._refresh()
        return right

    def expected_waits(self, p: Position) -> set[int]:
        """The waits the answer must name (dead ones left out when the option is on)."""
        leave_out = self.dead_check.isChecked()
        return {k for k in p.waits if not (leave_out and p.dead(k))}

    def _dead_text(self, p: Position, kind: int) -> str:
        """Players' words: 純カラ only when every copy is in this seat's own tiles."""
        own = sum(kind_of(t) == kind for t in (*p.concealed, *(t for m in p.melds for t in m)))
        if own and own == p.visible[kind]:
            return self.tr("dead: every copy is in this hand")
        return self.tr("dead: every copy is visible")

    def _dead_option_changed(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.setValue("trainer/leave_out_dead_waits", on)

    def _answer_html(self) -> str:
        p = self.position
        assert p is not None and self.result is not None
        picked, right = self.result
        head = verdict_html(self.tr("Right!") if right else self.tr("Not quite."), right)
        rows = []
        for kind in p.waits:
            live = p.live(kind)
            state = (
                f'<span style="color: {EXTRA_COLOR.name()}; font-weight: bold">'
                + self._dead_text(p, kind)
                + "</span>"
                if p.dead(kind)
                else self.tr("{live} live", "copies this seat cannot see").format(live=live)
            )
            expected = self.expected_waits(p)
            mark = (
                ""
                if kind in picked or kind not in expected
                else f' <span style="color: {MISSED_COLOR.name()}">' + self.tr("missed") + "</span>"
            )
            if kind not in expected:
                mark += " " + self.tr("(left out: dead)")
            rows.append(f"<li><b>{self._tile(kind)}</b> ({kind_name(kind)}) — {state}{mark}</li>")
        extras = sorted(picked - set(p.waits))
        extra = ""
        if extras:
            extra = (
                "<p>"
                + self.tr("Does not win: {tiles}").format(
                    tiles=", ".join(self._tile(k) for k in extras)
                )
                + "</p>"
            )
        fate = p.fate
        if fate.how == CAME_DRAWN:
            came = self.tr("In the game: this seat drew {tile} {turns} draws later.").format(
                tile=self._tile(fate.tile // 4 if fate.tile is not None else 0), turns=fate.turns
            )
        elif fate.how == CAME_DISCARDED and fate.seat is not None:
            came = self.tr(
                "In the game: {seat} let {tile} go after {turns} of this seat's draws."
            ).format(
                seat=self.seat_name(fate.seat),
                tile=self._tile(fate.tile // 4 if fate.tile is not None else 0),
                turns=fate.turns,
            )
        else:
            came = self.tr("In the game: no winning tile came before the hand ended.")
        if fate.won:
            came += " " + self.tr("This seat won the hand.")
        wall = ""
        if p.in_live_wall is not None:
            wall = self.tr(
                "From the known wall: {count} winning tiles were still in the live wall."
            ).format(count=p.in_live_wall)
            if p.next_in_wall is not None:
                wall += " " + self.tr("The first was {n} draws away (by any seat).").format(
                    n=p.next_in_wall
                )
        total = sum(p.live(k) for k in p.waits)
        return (
            f"<p>{head} "
            + self.tr("Waits ({count}), {live} tiles live from this seat's view:").format(
                count=len(p.waits), live=total
            )
            + f"</p><ul>{''.join(rows)}</ul>{extra}<p>{came}<br>{wall}</p>"
            + '<p style="color: gray">'
            + self.tr("From {source}, hand {hand}.").format(
                source=p.source.rsplit("/", 1)[-1], hand=p.hand_index + 1
            )
            + "</p>"
        )

    # -- keys --------------------------------------------------------------------------
    def handle_key(self, key: int) -> bool:
        """Enter checks (then moves on), Space moves on once answered."""
        return self.enter_or_space(key, self.result is not None, self.check, self.next_position)

    def page_shown(self) -> None:
        if not self.positions and self._loading is None:
            self.load(self.sources())
