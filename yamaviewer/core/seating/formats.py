"""Schedules in the formats staff already use, in and out.

- CSV / XLSX rows ``round, table, E, S, W, N`` (1-based; a 3-player table leaves N empty);
  cells may hold player numbers or names (names are looked up in the player list).
- MahjongPantheon's predefined seating: sessions separated by a blank line, one
  ``a-b-c-d`` line per table, 1-based.
- One round per line, tables ``a-b-c-d`` separated by spaces (mahjong-portal).
- JSON: the CLI's ``{"players": N, "rounds": [...]}`` (0-based).
"""

from __future__ import annotations

import csv
import io
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from yamaviewer.core.seating.model import WINDS, Round, Schedule, SeatingError
from yamaviewer.core.wording import translatable

HEADER = ["round", "table", *WINDS]


def write_atomically(path: Path, data: bytes) -> None:
    """A temporary file in the same folder, then a rename: never a half-written file."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent or Path("."))
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.chmod(temporary, 0o644)  # mkstemp makes it private; an export is for sharing
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


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
    writer.writerows(rows(schedule, names))
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
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def _player(cell: str, where: str, lookup: dict[str, int]) -> int:
    cell = cell.strip()
    if cell.isdigit():
        number = int(cell)
        if number < 1:
            raise SeatingError(
                translatable("Seating", "%1: player numbers start at 1, not %2").arg(where, cell)
            )
        return number - 1
    if cell in lookup:
        return lookup[cell]
    if not cell:
        raise SeatingError(translatable("Seating", "%1: empty seat").arg(where))
    lookup[cell] = len(lookup)  # a new name: the next number
    return lookup[cell]


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
        if len(cells) < 5 or not cells[0].isdigit() or not cells[1].isdigit():
            raise SeatingError(
                translatable("Seating", "%1: expected round, table, E, S, W[, N]").arg(where)
            )
        r, t = int(cells[0]), int(cells[1])
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


def _finish(rounds: list[Round], lookup: dict[str, int], names: Sequence[str]) -> Schedule:
    seated = [p for tables in rounds for t in tables for p in t]
    players = max([*seated, len(lookup) - 1, len(names) - 1]) + 1
    by_number = [""] * players
    for name, index in lookup.items():
        by_number[index] = name
    schedule = Schedule(players, rounds, by_number if any(by_number) else [])
    schedule.validate()
    return schedule


def from_csv(text: str, names: Sequence[str] = ()) -> Schedule:
    try:
        dialect = csv.Sniffer().sniff(text.splitlines()[0] if text.strip() else ",", ",;\t")
    except csv.Error:
        dialect = csv.excel
    return from_rows(list(csv.reader(io.StringIO(text), dialect)), names)


def from_xlsx(data: bytes, names: Sequence[str] = ()) -> Schedule:
    from openpyxl import load_workbook

    try:
        book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as error:  # openpyxl raises many kinds for a bad file
        raise SeatingError(
            translatable("Seating", "not a readable XLSX file (%1)").arg(error)
        ) from None
    try:
        sheet = book.worksheets[0]
        table_rows = [list(row) for row in sheet.iter_rows(values_only=True)]
    finally:
        book.close()
    return from_rows(table_rows, names, "XLSX")


def _parse_table(text: str, where: str) -> tuple[int, ...]:
    parts = text.split("-")
    if not 2 <= len(parts) <= 4 or not all(p.strip().isdigit() for p in parts):
        raise SeatingError(
            translatable("Seating", "%1: '%2' is not a table like 1-2-3-4").arg(where, text)
        )
    seats = tuple(int(p) - 1 for p in parts)
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
    except (TypeError, ValueError):
        raise SeatingError(
            translatable("Seating", "JSON: rounds must be lists of tables of player numbers")
        ) from None
    names = [str(n) for n in data.get("names") or []]
    seated = [p for tables in rounds for t in tables for p in t]
    schedule = Schedule(max([players, len(names), *(p + 1 for p in seated)]), rounds, names)
    schedule.validate()
    return schedule


def load(path: Path, names: Sequence[str] = ()) -> Schedule:
    """Read a schedule, choosing the format by the file's extension and content."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise SeatingError(
            translatable("Seating", "cannot read %1: %2").arg(path, error.strerror or error)
        ) from None
    suffix = path.suffix.lower()
    if suffix == ".xlsx":
        return from_xlsx(data, names)
    text = decode(data)
    if suffix == ".json":
        try:
            return from_json(json.loads(text))
        except json.JSONDecodeError as error:
            raise SeatingError(
                translatable("Seating", "%1: not JSON (%2)").arg(path.name, error.msg)
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
    try:
        write_atomically(path, data)
    except OSError as error:
        raise SeatingError(
            translatable("Seating", "cannot write %1: %2").arg(path, error.strerror or error)
        ) from None
