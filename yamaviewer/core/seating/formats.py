"""Schedules in the formats staff already use, in and out.

- CSV / XLSX rows ``round, table, E, S, W, N`` (1-based; a 3-player table leaves N empty);
  cells may hold player numbers or names (names are looked up in the player list).
- MahjongPantheon's predefined seating: sessions separated by a blank line, one
  ``a-b-c-d`` line per table, 1-based.
- One round per line, tables ``a-b-c-d`` separated by spaces (mahjong-portal).
- JSON: the CLI's ``{"players": N, "rounds": [...]}`` (0-based).

Files are hostile until read: only regular files of bounded size are opened, an
XLSX is refused when its parts unpack to more than a schedule can hold and is read
streaming, a bounded number of rows and columns; player numbers are bounded by the
field.  Names starting like a formula are written as text (OWASP's CSV-injection
rule) and read back as they were.  Every output goes through
:func:`~yamaviewer.core.safe_io.write_output` (a symbolic link or FIFO stays one, a
file keeps its permissions).
"""

from __future__ import annotations

import csv
import io
import json
import zipfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TypeVar

from yamaviewer.core.safe_io import (
    InputRefused,
    JsonRefused,
    read_regular_file,
    strict_json_loads,
    write_output,
)
from yamaviewer.core.seating.model import MAX_PLAYERS, WINDS, Round, Schedule, SeatingError
from yamaviewer.core.wording import translatable

HEADER = ["round", "table", *WINDS]
Cell = TypeVar("Cell")

#: A schedule of the largest field over 40 rounds is about 20,000 table rows.
MAX_ROWS = 20_000
#: round, table, four seats, and room for a note or two (the rest is not read).
MAX_COLUMNS = 8
#: Schedules, player and team lists are text of at most a few hundred kilobytes.
MAX_TEXT_BYTES = 8 * 1024 * 1024
#: An XLSX of the largest schedule is about a megabyte, and unpacks to a few.
MAX_XLSX_BYTES = 16 * 1024 * 1024
MAX_XLSX_UNPACKED = 64 * 1024 * 1024
MAX_XLSX_PARTS = 1000

#: A cell starting with one of these is a formula to a spreadsheet (OWASP's list, plus the
#: full-width forms a Japanese spreadsheet may read the same way).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "＝", "＋", "－", "＠")


def read_file(path: Path, limit: int = MAX_TEXT_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, else one clear SeatingError."""
    try:
        return read_regular_file(path, limit)
    except InputRefused as error:
        raise SeatingError(translatable("Seating", "cannot read %1: %2").arg(path, error)) from None


def read_text(path: Path) -> str:
    """A text file (player list, teams) as :func:`decode` reads it."""
    return decode(read_file(path))


def write_file(path: Path, data: bytes) -> None:
    """Every seating output goes here: the one writer, its failure in one sentence."""
    try:
        write_output(path, data)
    except OSError as error:
        raise SeatingError(
            translatable("Seating", "cannot write %1: %2").arg(path, error.strerror or error)
        ) from None


def as_text_cell(cell: str) -> str:
    """A CSV cell a spreadsheet shows as text: a leading ``'`` before a formula start.

    Quotes already leading the cell are counted in, so :func:`from_text_cell` undoes
    exactly this and every name reads back as it was."""
    return "'" + cell if cell.lstrip("'").startswith(FORMULA_STARTS) else cell


def from_text_cell(cell: str) -> str:
    return cell[1:] if cell.startswith("'") and as_text_cell(cell[1:]) != cell[1:] else cell


def rows(schedule: Schedule, names: bool = False) -> list[list[str]]:
    """``round, table, E, S, W, N`` rows (1-based numbers, or names when ``names``)."""
    out = []
    for r, tables in enumerate(schedule.rounds, 1):
        for t, seats in enumerate(tables, 1):
            cells = [schedule.name(p) if names else str(p + 1) for p in seats]
            out.append([str(r), str(t), *cells, *[""] * (4 - len(seats))])
    return out


def to_csv(schedule: Schedule, names: bool = False) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(HEADER)
    writer.writerows([as_text_cell(c) for c in row] for row in rows(schedule, names))
    return buffer.getvalue()


def to_pantheon(schedule: Schedule) -> str:
    """MahjongPantheon's predefined seating text."""
    blocks = [
        "\n".join("-".join(str(p + 1) for p in t) for t in tables) for tables in schedule.rounds
    ]
    return "\n\n".join(blocks) + "\n"


def to_lines(schedule: Schedule) -> str:
    """One round per line, tables ``a-b-c-d`` separated by spaces."""
    return "".join(
        " ".join("-".join(str(p + 1) for p in t) for t in tables) + "\n"
        for tables in schedule.rounds
    )


def to_json(schedule: Schedule) -> dict[str, object]:
    return {
        "players": schedule.players,
        "names": schedule.names,
        "rounds": schedule.to_json_rounds(),
    }


def to_xlsx(schedule: Schedule, names: bool = False) -> bytes:
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.title = "seating"
    sheet.append(HEADER)
    for row in rows(schedule, names):
        sheet.append([int(c) if c.isdigit() else c for c in row])
    for line in sheet.iter_rows():
        for cell in line:
            if isinstance(cell.value, str):
                cell.data_type = "s"  # text, never a formula, whatever the name starts with
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def whole_number(text: str) -> int | None:
    """A whole number written in digits (full-width ones too), None for anything else.

    Ten digits and more read as one past any real count, so no huge number is built."""
    if not text.isdecimal():
        return None
    return int(text) if len(text) <= 9 else 1_000_000_000


def _player(cell: str, where: str, lookup: dict[str, int]) -> int:
    cell = cell.strip()
    number = whole_number(cell)
    if number is not None:
        if number < 1:
            raise SeatingError(
                translatable("Seating", "%1: player numbers start at 1, not %2").arg(where, cell)
            )
        if number > MAX_PLAYERS:
            raise SeatingError(_beyond_the_field(where, cell))
        return number - 1
    if cell in lookup:
        return lookup[cell]
    if not cell:
        raise SeatingError(translatable("Seating", "%1: empty seat").arg(where))
    if len(lookup) >= MAX_PLAYERS:
        raise SeatingError(_beyond_the_field(where, cell[:40]))
    lookup[cell] = len(lookup)  # a new name: the next number
    return lookup[cell]


def _beyond_the_field(where: str, player: str) -> str:
    return translatable(
        "Seating", "%1: player %2 is beyond the field (a schedule numbers at most %3 players)"
    ).arg(where, player, MAX_PLAYERS)


def from_rows(
    table_rows: Sequence[Sequence[object]], names: Sequence[str] = (), source: str = "CSV"
) -> Schedule:
    """A schedule from ``round, table, E, S, W, N`` rows (a header row is optional)."""
    lookup = {name: i for i, name in enumerate(names)}
    by_round: dict[int, dict[int, tuple[int, ...]]] = {}
    for line, row in enumerate(table_rows, 1):
        cells = ["" if c is None else str(c).strip() for c in row]
        while cells and not cells[-1]:
            cells.pop()
        if not cells or (line == 1 and cells[0].lower() == "round"):
            continue
        where = translatable("Seating", "%1 line %2").arg(source, line)
        r, t = (whole_number(c) for c in cells[:2]) if len(cells) >= 5 else (None, None)
        if r is None or t is None:
            raise SeatingError(
                translatable("Seating", "%1: expected round, table, E, S, W[, N]").arg(where)
            )
        if r < 1 or t < 1:
            raise SeatingError(
                translatable("Seating", "%1: rounds and tables start at 1").arg(where)
            )
        seats = tuple(_player(c, where, lookup) for c in cells[2:6] if c)
        if t in by_round.setdefault(r, {}):
            raise SeatingError(
                translatable("Seating", "%1: round %2 table %3 appears twice").arg(where, r, t)
            )
        by_round[r][t] = seats
    if not by_round:
        raise SeatingError(translatable("Seating", "%1: no tables found").arg(source))
    if sorted(by_round) != list(range(1, len(by_round) + 1)):
        raise SeatingError(
            translatable("Seating", "%1: rounds must be numbered 1, 2, 3, ... without gaps").arg(
                source
            )
        )
    rounds: list[Round] = [[by_round[r][t] for t in sorted(by_round[r])] for r in sorted(by_round)]
    return _finish(rounds, lookup, names)


def _field(rounds: list[Round], at_least: int) -> int:
    """The number of players a schedule numbers: its highest player, bounded by the field.

    The field is the players seated (and those named); a number past twice as many
    players as the file seats is a typo or a hostile file, not a no-show."""
    seated = {p for tables in rounds for t in tables for p in t}
    players = max([*seated, at_least - 1]) + 1
    bound = min(MAX_PLAYERS, max(at_least, 2 * len(seated), 8))
    if players > bound:
        raise SeatingError(
            translatable(
                "Seating", "player %1 is beyond the field (the file seats %2 players)"
            ).arg(players, len(seated))
        )
    return players


def _finish(rounds: list[Round], lookup: dict[str, int], names: Sequence[str]) -> Schedule:
    players = _field(rounds, max(len(lookup), len(names)))
    by_number = [""] * players
    for name, index in lookup.items():
        by_number[index] = name
    schedule = Schedule(players, rounds, by_number if any(by_number) else [])
    schedule.validate()
    return schedule


def _bounded_rows(
    table_rows: Iterable[Sequence[Cell]], source: str, columns: int | None = MAX_COLUMNS
) -> list[list[Cell]]:
    """At most :data:`MAX_ROWS` rows of at most ``columns`` cells.

    A row past the limit that holds anything refuses the file; blank ones end the
    reading (a sheet formatted down to row 1,048,576 is still a small schedule)."""
    kept: list[list[Cell]] = []
    for row in table_rows:
        cells = list(row[:columns])
        if len(kept) == MAX_ROWS:
            if any(c is not None and str(c).strip() for c in cells):
                raise SeatingError(
                    translatable(
                        "Seating", "%1: more than %2 rows; a seating schedule has far fewer"
                    ).arg(source, MAX_ROWS)
                )
            break
        kept.append(cells)
    return kept


def csv_rows(text: str, delimiter: str = ",", columns: int | None = None) -> list[list[str]]:
    """At most :data:`MAX_ROWS` rows of CSV text (all their columns unless ``columns``);
    a field past the csv module's limit or a NUL byte is a SeatingError."""
    try:
        return _bounded_rows(csv.reader(io.StringIO(text), delimiter=delimiter), "CSV", columns)
    except csv.Error as error:
        raise SeatingError(
            translatable("Seating", "not a readable CSV file (%1)").arg(error)
        ) from None


def from_csv(text: str, names: Sequence[str] = ()) -> Schedule:
    # Only the separator is sniffed: quotes are Excel's (a sniffed dialect may miss "").
    try:
        sniffed = csv.Sniffer().sniff(text.splitlines()[0] if text.strip() else ",", ",;\t")
        separator = sniffed.delimiter
    except csv.Error:
        separator = ","
    table_rows = csv_rows(text, separator, MAX_COLUMNS)
    unquoted = [[from_text_cell(c) for c in row] for row in table_rows]
    return from_rows(unquoted, names)


def _check_xlsx_size(data: bytes) -> None:
    """Refuse an XLSX whose parts unpack to more than a schedule can hold, before opening it.

    The sizes the archive declares are what :mod:`zipfile` will ever unpack (it stops
    there), so a zip bomb is refused here without inflating a byte."""
    try:
        parts = zipfile.ZipFile(io.BytesIO(data)).infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError) as error:
        raise SeatingError(
            translatable("Seating", "not a readable XLSX file (%1)").arg(error)
        ) from None
    unpacked = sum(part.file_size for part in parts)
    if len(parts) > MAX_XLSX_PARTS or unpacked > MAX_XLSX_UNPACKED:
        raise SeatingError(
            translatable(
                "Seating",
                "the XLSX file unpacks to %1 MiB in %2 parts; a seating schedule is far "
                "smaller, so it was not opened",
            ).arg(unpacked // (1024 * 1024), len(parts))
        )


def from_xlsx(data: bytes, names: Sequence[str] = ()) -> Schedule:
    """The first sheet, read streaming (openpyxl's read-only mode) within the row limits."""
    from openpyxl import load_workbook

    _check_xlsx_size(data)
    try:
        book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        try:
            sheet = book.worksheets[0]
            # The dimension the file declares is not trusted: rows are read as they come.
            sheet.reset_dimensions()
            table_rows = _bounded_rows(
                sheet.iter_rows(min_row=1, max_col=MAX_COLUMNS, values_only=True), "XLSX"
            )
        finally:
            book.close()
    except SeatingError:
        raise
    except Exception as error:  # openpyxl raises many kinds for a bad file
        raise SeatingError(
            translatable("Seating", "not a readable XLSX file (%1)").arg(error)
        ) from None
    return from_rows(table_rows, names, "XLSX")


def _parse_table(text: str, where: str) -> tuple[int, ...]:
    numbers = [whole_number(p.strip()) for p in text.split("-")]
    if not 2 <= len(numbers) <= 4 or None in numbers:
        raise SeatingError(
            translatable("Seating", "%1: '%2' is not a table like 1-2-3-4").arg(where, text[:80])
        )
    seats = tuple(n - 1 for n in numbers if n is not None)
    if min(seats) < 0:
        raise SeatingError(translatable("Seating", "%1: player numbers start at 1").arg(where))
    return seats


def from_pantheon(text: str) -> Schedule:
    rounds: list[Round] = []
    current: Round = []
    for line, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            if current:
                rounds.append(current)
                current = []
            continue
        current.append(_parse_table(raw.strip(), translatable("Seating", "line %1").arg(line)))
    if current:
        rounds.append(current)
    if not rounds:
        raise SeatingError(translatable("Seating", "no tables found"))
    return _finish(rounds, {}, ())


def from_lines(text: str) -> Schedule:
    rounds: list[Round] = []
    for line, raw in enumerate(text.splitlines(), 1):
        if raw.strip():
            rounds.append(
                [_parse_table(t, translatable("Seating", "line %1").arg(line)) for t in raw.split()]
            )
    if not rounds:
        raise SeatingError(translatable("Seating", "no tables found"))
    return _finish(rounds, {}, ())


def from_json(data: object) -> Schedule:
    if not isinstance(data, dict) or not isinstance(data.get("rounds"), list):
        raise SeatingError(translatable("Seating", 'JSON: expected an object with "rounds"'))
    try:
        rounds: list[Round] = [
            [tuple(int(p) for p in t) for t in tables] for tables in data["rounds"]
        ]
        players = int(data.get("players") or 0)
        names = [str(n) for n in data.get("names") or []]
    except (TypeError, ValueError, OverflowError):
        raise SeatingError(
            translatable("Seating", "JSON: rounds must be lists of tables of player numbers")
        ) from None
    schedule = Schedule(_field(rounds, max(players, len(names))), rounds, names)
    schedule.validate()
    return schedule


def load(path: Path, names: Sequence[str] = ()) -> Schedule:
    """Read a schedule, choosing the format by the file's extension and content."""
    suffix = path.suffix.lower()
    if suffix == ".xlsx":
        return from_xlsx(read_file(path, MAX_XLSX_BYTES), names)
    text = decode(read_file(path))
    if suffix == ".json":
        try:
            return from_json(strict_json_loads(text))
        except json.JSONDecodeError as error:
            raise SeatingError(
                translatable("Seating", "%1: not JSON (%2)").arg(path.name, error.msg)
            ) from None
        except JsonRefused as error:
            raise SeatingError(
                translatable("Seating", "%1: not JSON (%2)").arg(path.name, error)
            ) from None
    if suffix == ".csv" or "," in text or ";" in text or "\t" in text:
        return from_csv(text, names)
    # Text: Pantheon when it has one table per line, else one round per line.
    lines = [line for line in text.splitlines() if line.strip()]
    if all(len(line.split()) == 1 for line in lines):
        return from_pantheon(text)
    return from_lines(text)


def decode(data: bytes) -> str:
    """UTF-8 (with or without a BOM), else Shift_JIS as Japanese Excel saves it."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            return data.decode("cp932")
        except UnicodeDecodeError:
            raise SeatingError(
                translatable("Seating", "the file is neither UTF-8 nor Shift_JIS text")
            ) from None


def save(schedule: Schedule, path: Path, names: bool = False) -> None:
    """Write a schedule by the file's extension (.csv, .xlsx, .json, .txt = Pantheon)."""
    suffix = path.suffix.lower()
    if suffix == ".xlsx":
        data = to_xlsx(schedule, names)
    elif suffix == ".json":
        data = json.dumps(to_json(schedule), ensure_ascii=False, indent=1).encode()
    elif suffix == ".txt":
        data = to_pantheon(schedule).encode()
    elif suffix == ".csv":
        data = to_csv(schedule, names).encode("utf-8-sig" if names else "utf-8")
    else:
        raise SeatingError(
            translatable("Seating", "unknown output format '%1' (csv, xlsx, json, txt, pdf)").arg(
                suffix or path.name
            )
        )
    write_file(path, data)
