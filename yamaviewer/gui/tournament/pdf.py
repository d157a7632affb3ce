"""The printable seating PDF, drawn with Qt (QPdfWriter + QPainter).

One page per round with a sheet for every table (seat winds and names), then one
card per player listing round, table and seat wind for every round, then a spare
set of blank cards for late entries and no-shows (a table's worth).  Japanese
names render with the system's CJK font.

The CLI may not import the GUI layer, so ``yamaviewer-cli seating -o out.pdf`` runs
``python -m yamaviewer.gui.tournament.pdf SCHEDULE.json OUT.pdf`` in a subprocess.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from yamaviewer.core.seating.formats import from_json, write_file
from yamaviewer.core.seating.model import Schedule, SeatingError
from yamaviewer.gui import texts
from yamaviewer.imaging.wall_image import find_cjk_font

#: Cards per page (columns x rows) and spare cards for late entries.
CARD_COLUMNS, CARD_ROWS = 2, 4
RESOLUTION = 300


def _winds() -> list[str]:
    return [texts.wind_name(w) for w in range(4)]


def _family() -> str:
    """A font family that covers Japanese (the CJK font registered once), else the default."""
    path = find_cjk_font()
    if path is not None:
        font_id = QFontDatabase.addApplicationFont(str(path))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        for family in families:
            if "JP" in family:
                return family
        if families:
            return families[0]
    return QFont().family()


def page_count(schedule: Schedule, spare: int = 4) -> int:
    """Pages the PDF will have: rounds, player cards, spare cards."""
    per_page = CARD_COLUMNS * CARD_ROWS
    seated = sorted({p for tables in schedule.rounds for t in tables for p in t})
    cards = len(seated) + spare
    return len(schedule.rounds) + (cards + per_page - 1) // per_page


def write_pdf(schedule: Schedule, path: Path, title: str = "", spare: int = 4) -> None:
    """Draw the PDF in memory, then write it through the one seating writer.

    A symbolic link or FIFO stays one and a file keeps its permissions; a failure is a
    :class:`SeatingError`."""
    write_file(path, pdf_bytes(schedule, title, spare))


def pdf_bytes(schedule: Schedule, title: str = "", spare: int = 4) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    _draw(
        schedule,
        buffer,
        title or QCoreApplication.translate("TournamentPdf", "Tournament seating"),
        spare,
    )
    buffer.close()
    return bytes(buffer.data().data())


def _draw(schedule: Schedule, target: QBuffer, title: str, spare: int) -> None:
    writer = QPdfWriter(target)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(12, 12, 12, 12),
        )
    )
    writer.setTitle(title)
    family = _family()
    painter = QPainter(writer)
    try:
        area = QRectF(writer.pageLayout().paintRectPixels(RESOLUTION))
        area.moveTo(0, 0)
        first = True
        for r, tables in enumerate(schedule.rounds, 1):
            if not first:
                writer.newPage()
            first = False
            _round_page(painter, area, family, schedule, r, tables, title)
        seated = sorted({p for tables in schedule.rounds for t in tables for p in t})
        cards: list[int | None] = [*seated, *[None] * spare]
        per_page = CARD_COLUMNS * CARD_ROWS
        for start in range(0, len(cards), per_page):
            writer.newPage()
            _card_page(painter, area, family, schedule, cards[start : start + per_page])
    finally:
        painter.end()


def _font(family: str, points: float, bold: bool = False) -> QFont:
    font = QFont(family)
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


def _round_page(
    painter: QPainter,
    area: QRectF,
    family: str,
    schedule: Schedule,
    number: int,
    tables: list[tuple[int, ...]],
    title: str,
) -> None:
    painter.setFont(_font(family, 18, True))
    head = QRectF(area.left(), area.top(), area.width(), area.height() * 0.06)
    painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    painter.drawText(
        head,
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        QCoreApplication.translate("TournamentPdf", "Round %1").replace("%1", str(number)),
    )
    columns = 2 if len(tables) <= 12 else 3
    rows = max(1, (len(tables) + columns - 1) // columns)
    top = head.bottom() + area.height() * 0.01
    cell_w = area.width() / columns
    cell_h = min((area.bottom() - top) / rows, area.height() / 4)
    winds = _winds()
    pen = QPen(Qt.GlobalColor.black)
    pen.setWidthF(3)
    for index, seats in enumerate(tables):
        col, row = index % columns, index // columns
        box = QRectF(area.left() + col * cell_w, top + row * cell_h, cell_w, cell_h).adjusted(
            12, 12, -12, -12
        )
        painter.setPen(pen)
        painter.drawRoundedRect(box, 20, 20)
        label = QRectF(box.left() + 20, box.top(), box.width() - 40, box.height() * 0.25)
        painter.setFont(_font(family, 13 if columns == 2 else 10, True))
        painter.drawText(
            label,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QCoreApplication.translate("TournamentPdf", "Table %1").replace("%1", str(index + 1)),
        )
        line_h = box.height() * 0.75 / 4
        painter.setFont(_font(family, 11 if columns == 2 else 8))
        for w, p in enumerate(seats):
            line = QRectF(label.left(), label.bottom() + w * line_h, label.width(), line_h)
            painter.drawText(
                line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, winds[w]
            )
            text = f"{schedule.name(p)}" if schedule.names else str(p + 1)
            if schedule.names:
                text = f"{p + 1}. {text}"
            painter.drawText(
                line.adjusted(line.width() * 0.28, 0, 0, 0),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )


def _card_page(
    painter: QPainter, area: QRectF, family: str, schedule: Schedule, players: list[int | None]
) -> None:
    cell_w, cell_h = area.width() / CARD_COLUMNS, area.height() / CARD_ROWS
    winds = _winds()
    dash = QPen(Qt.GlobalColor.gray)
    dash.setStyle(Qt.PenStyle.DashLine)
    dash.setWidthF(2)
    for index, player in enumerate(players):
        col, row = index % CARD_COLUMNS, index // CARD_COLUMNS
        box = QRectF(area.left() + col * cell_w, area.top() + row * cell_h, cell_w, cell_h)
        painter.setPen(dash)
        painter.drawRect(box)
        painter.setPen(Qt.GlobalColor.black)
        inner = box.adjusted(30, 24, -30, -24)
        head_h = inner.height() * 0.18
        painter.setFont(_font(family, 13, True))
        if player is None:
            name = QCoreApplication.translate("TournamentPdf", "Late entry: ____________")
        else:
            name = (
                f"{player + 1}. {schedule.name(player)}"
                if schedule.names
                else QCoreApplication.translate("TournamentPdf", "Player %1").replace(
                    "%1", str(player + 1)
                )
            )
        painter.drawText(
            QRectF(inner.left(), inner.top(), inner.width(), head_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            name,
        )
        rounds = len(schedule.rounds)
        line_h = min((inner.height() - head_h) / max(rounds + 1, 1), inner.height() / 8)
        painter.setFont(_font(family, 9 if rounds <= 8 else 7))
        titles = (
            QCoreApplication.translate("TournamentPdf", "Round"),
            QCoreApplication.translate("TournamentPdf", "Table"),
            QCoreApplication.translate("TournamentPdf", "Seat"),
        )
        widths = (0.25, 0.25, 0.5)
        y = inner.top() + head_h
        for r in range(-1, rounds):
            x = inner.left()
            if r < 0:
                cells = list(titles)
            else:
                place = _place(schedule, r, player)
                cells = [
                    str(r + 1),
                    *(("", "") if place is None else (str(place[0] + 1), winds[place[1]])),
                ]
                if player is not None and place is None:
                    cells[1] = QCoreApplication.translate("TournamentPdf", "bye")
            for text, share in zip(cells, widths):
                painter.drawText(
                    QRectF(x, y, inner.width() * share, line_h),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    text,
                )
                x += inner.width() * share
            y += line_h


def _place(schedule: Schedule, r: int, player: int | None) -> tuple[int, int] | None:
    if player is None:
        return None
    for t, seats in enumerate(schedule.rounds[r]):
        if player in seats:
            return t, seats.index(player)
    return None


def main(argv: list[str]) -> int:
    """``python -m yamaviewer.gui.tournament.pdf SCHEDULE.json OUT.pdf``"""
    if len(argv) != 2:
        print(
            "usage: python -m yamaviewer.gui.tournament.pdf SCHEDULE.json OUT.pdf", file=sys.stderr
        )
        return 2
    try:
        schedule = from_json(json.loads(Path(argv[0]).read_text("utf-8")))
    except (OSError, ValueError, SeatingError) as error:
        print(f"cannot read the schedule: {error}", file=sys.stderr)
        return 2
    app = QGuiApplication.instance() or QGuiApplication([])
    try:
        write_pdf(schedule, Path(argv[1]))
    except SeatingError as error:
        print(error, file=sys.stderr)
        return 2
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
