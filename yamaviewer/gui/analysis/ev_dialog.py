"""Tools > Tsumo odds / double-riichi EV: the calculator of :mod:`yamaviewer.core.analysis.ev`.

Every change recalculates at once (exact fractions take a few milliseconds); a bad
input is one inline line under the fields, never a crash.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.analysis.ev import (
    EvError,
    EvRequest,
    EvResult,
    codes_text,
    double_riichi_ev,
    parse_request,
)
from yamaviewer.gui import texts
from yamaviewer.gui.dialogs.common import StatusLabel, mono_font

#: The reference example (REFERENCE section 13): EV 7856.476 for the dealer.
EXAMPLE_HAND = "123m456p789s11z67s9m"


class EvDialog(QDialog):
    """Hand, discard, indicators and table options in; EV, ippatsu and win chances out."""

    def __init__(self, parent: QWidget | None = None, request: EvRequest | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evDialog")
        self.resize(640, 620)
        self.ev_result: EvResult | None = None
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.form = form
        self.hand_edit = QLineEdit(EXAMPLE_HAND)
        self.hand_edit.setObjectName("evHand")
        self.discard_edit = QLineEdit("9m")
        self.discard_edit.setObjectName("evDiscard")
        self.dora_edit = QLineEdit("4p")
        self.dora_edit.setObjectName("evDora")
        for edit in (self.hand_edit, self.discard_edit, self.dora_edit):
            edit.setFont(mono_font())
            edit.textChanged.connect(self.recalculate)
        self.seat_combo = QComboBox()
        self.seat_combo.setObjectName("evSeat")
        self.round_combo = QComboBox()
        self.round_combo.setObjectName("evRound")
        for index in range(4):
            self.seat_combo.addItem("", index)
            self.round_combo.addItem("", index)
        self.players_combo = QComboBox()
        self.players_combo.setObjectName("evPlayers")
        self.players_combo.addItem("", 4)
        self.players_combo.addItem("", 3)
        self.ippatsu_box = QCheckBox()
        self.ippatsu_box.setChecked(True)
        self.red_box = QCheckBox()
        self.red_box.setChecked(True)
        for combo in (self.seat_combo, self.round_combo, self.players_combo):
            combo.currentIndexChanged.connect(self.recalculate)
        for box in (self.ippatsu_box, self.red_box):
            box.toggled.connect(self.recalculate)
        self.labels = [QLabel() for _ in range(6)]
        for label, field in zip(
            self.labels,
            (
                self.hand_edit,
                self.discard_edit,
                self.dora_edit,
                self.seat_combo,
                self.round_combo,
                self.players_combo,
            ),
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow("", self.ippatsu_box)
        form.addRow("", self.red_box)
        layout.addLayout(form)
        self.status = StatusLabel()
        self.status.setObjectName("evStatus")
        layout.addWidget(self.status)
        self.report = QTextBrowser()
        self.report.setObjectName("evReport")
        layout.addWidget(self.report, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if request is not None:
            self.set_request(request)
        self.retranslate_ui()

    def set_request(self, request: EvRequest) -> None:
        """Fill the fields from a request (e.g. a riichi hand of the open game)."""
        widgets = (
            self.hand_edit,
            self.discard_edit,
            self.dora_edit,
            self.seat_combo,
            self.round_combo,
            self.players_combo,
            self.ippatsu_box,
            self.red_box,
        )
        for widget in widgets:
            widget.blockSignals(True)
        self.hand_edit.setText(codes_text(request.hand))
        self.discard_edit.setText(codes_text([request.discard]) if request.discard else "")
        self.dora_edit.setText(codes_text(request.dora))
        self.seat_combo.setCurrentIndex(request.seat)
        self.round_combo.setCurrentIndex(request.round_wind)
        self.players_combo.setCurrentIndex(0 if request.players == 4 else 1)
        self.ippatsu_box.setChecked(request.ippatsu)
        self.red_box.setChecked(request.red_fives)
        for widget in widgets:
            widget.blockSignals(False)
        self.recalculate()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Tsumo Odds / Double-Riichi EV"))
        self.intro.setText(
            self.tr(
                "A double riichi that only draws: the waits, their live copies, what each pays "
                "(double riichi, menzen tsumo, ippatsu, dora and red fives), and the exact "
                "expected points. Calls, ron and ura-dora are ignored. Tiles as 123m456p789s11z, "
                "0m/0p/0s for red fives."
            )
        )
        for label, text in zip(
            self.labels,
            (
                self.tr("Starting &hand (14 tiles, or 13 and no discard):"),
                self.tr("&Riichi discard:"),
                self.tr("&Dora indicator(s):"),
                self.tr("&Seat:"),
                self.tr("R&ound wind:"),
                self.tr("&Players:"),
            ),
        ):
            label.setText(text)
        for index in range(4):
            self.seat_combo.setItemText(index, texts.wind_name(index))
            self.round_combo.setItemText(index, texts.wind_name(index))
        self.players_combo.setItemText(0, self.tr("4 players"))
        self.players_combo.setItemText(1, self.tr("3 players (sanma)"))
        self.ippatsu_box.setText(self.tr("&Ippatsu"))
        self.red_box.setText(self.tr("Red &fives"))
        self.recalculate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- calculation ----------------------------------------------------------------------------
    def recalculate(self) -> None:
        try:
            request = parse_request(
                self.hand_edit.text(),
                self.discard_edit.text().strip() or None,
                [self.dora_edit.text()],
                seat=int(self.seat_combo.currentData() or 0),
                players=int(self.players_combo.currentData() or 4),
                ippatsu=self.ippatsu_box.isChecked(),
                red_fives=self.red_box.isChecked(),
                round_wind=int(self.round_combo.currentData() or 0),
            )
            self.ev_result = double_riichi_ev(request)
        except EvError as error:
            self.ev_result = None
            self.status.show_errors([self.error_text(error)])
            self.report.setHtml("")
            return
        self.status.clear_status()
        self.report.setHtml(self.report_html(self.ev_result))

    def error_text(self, error: EvError) -> str:
        """The core's error in the interface language (its English text if not known)."""
        args = error.args_
        fields = {
            "hand": self.tr("the hand"),
            "discard": self.tr("the discard"),
            "dora": self.tr("the dora indicators"),
        }
        templates = {
            "bad_tiles": self.tr(
                "%1: '%2' is not in 123m456p789s11z notation (0m/0p/0s = red fives)"
            ),
            "hand_size": self.tr("The hand has %1 tiles; it needs %2 (with the discard)."),
            "no_dora": self.tr("Give at least one dora indicator."),
            "too_many_dora": self.tr("At most 5 dora indicators (1 + 4 kan-dora)."),
            "discard_missing": self.tr("The discard %1 is not in the hand."),
            "red_off": self.tr("%1 is a red five, but red fives are off."),
            "too_many": self.tr("%1 appears more than 4 times in the hand and indicators."),
            "sanma_tile": self.tr("%1 is not used with 3 players."),
            "not_tenpai": self.tr("The hand after the discard is not tenpai (%1-shanten)."),
            "no_such_seat": self.tr("There is no North seat with 3 players."),
        }
        template = templates.get(error.code)
        if template is None:
            return str(error)
        if error.code == "hand_size" and len(args) == 2 and args[1] == "13":
            return self.tr("The hand has %1 tiles; without a discard it needs 13.").replace(
                "%1", args[0]
            )
        if error.code == "not_tenpai" and args and args[0] == "-1":
            return self.tr("The hand after the discard is already complete.")
        values = list(args)
        if error.code == "bad_tiles" and values:
            values[0] = fields.get(values[0], values[0])
        for index, value in enumerate(values, start=1):
            template = template.replace(f"%{index}", value)
        return template

    def report_html(self, result: EvResult) -> str:
        ev = self.tr("Expected points: %1").replace("%1", f"{float(result.ev):,.3f}")
        summary = (
            self.tr(
                "%1 unseen tiles, %2 live winning tiles, %3 draws after the riichi discard. "
                "Ippatsu chance %4, chance to win by tsumo %5."
            )
            .replace("%1", str(result.unseen))
            .replace("%2", str(result.winners))
            .replace("%3", str(len(result.draws)))
            .replace("%4", f"{float(result.p_ippatsu):.2%}")
            .replace("%5", f"{float(result.p_win):.2%}")
        )
        head = "".join(
            f"<th align='right'>{html.escape(h)}</th>"
            for h in (
                self.tr("Tile"),
                self.tr("Live"),
                self.tr("Pays"),
                self.tr("With ippatsu"),
                self.tr("At haitei"),
            )
        )
        rows = []
        for c in result.classes:
            tile = texts.tile_text(c.kind * 4 + (0 if c.red else 1))
            haitei = "—" if c.pay_haitei is None else str(c.pay_haitei)
            rows.append(
                f"<tr><td align='right'>{html.escape(tile)}</td><td align='right'>{c.live}</td>"
                f"<td align='right'>{c.pay}</td><td align='right'>{c.pay_ippatsu}</td>"
                f"<td align='right'>{haitei}</td></tr>"
            )
        draw_head = "".join(
            f"<th align='right'>{html.escape(h)}</th>"
            for h in (
                self.tr("Draw"),
                self.tr("Wall position"),
                self.tr("Wins here"),
                self.tr("Won by then"),
            )
        )
        draw_rows = []
        cumulative = 0.0
        for number, (slot, chance) in enumerate(zip(result.draws, result.by_draw), start=1):
            cumulative += float(chance)
            label = str(number)
            if slot.ippatsu:
                label += " " + self.tr("(ippatsu)")
            if slot.haitei:
                label += " " + self.tr("(haitei)")
            draw_rows.append(
                f"<tr><td align='right'>{html.escape(label)}</td>"
                f"<td align='right'>{slot.position}</td>"
                f"<td align='right'>{float(chance):.2%}</td>"
                f"<td align='right'>{cumulative:.2%}</td></tr>"
            )
        exact = self.tr("exactly %1").replace(
            "%1", f"{result.ev.numerator}/{result.ev.denominator}"
        )
        return (
            f"<h2 style='margin:2px 0'>{html.escape(ev)}</h2>"
            f"<p style='color:#7c8582;margin:0'>{html.escape(exact)}</p>"
            f"<p>{html.escape(summary)}</p>"
            f"<table cellspacing='2' cellpadding='2'><tr>{head}</tr>{''.join(rows)}</table>"
            f"<p></p><table cellspacing='2' cellpadding='1'><tr>{draw_head}</tr>"
            f"{''.join(draw_rows)}</table>"
        )
