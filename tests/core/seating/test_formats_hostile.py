"""Seating files built to hurt: huge declared sheets, zip bombs, FIFOs, absurd player numbers,
formula names, and outputs that are links, FIFOs or private files."""

from __future__ import annotations

import io
import os
import re
import stat
import threading
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from openpyxl import load_workbook

from yamaviewer.core.seating import formats
from yamaviewer.core.seating.model import MAX_PLAYERS, Schedule, SeatingError

ROUNDS = Schedule(
    9, [[(0, 1, 2, 3), (4, 5, 6, 7)], [(8, 0, 4, 1), (2, 5, 3, 6)], [(7, 8, 0), (1, 2, 4)]]
)
#: Names a spreadsheet would run as formulas (OWASP's examples among them).
FORMULA_NAMES = [
    "=cmd|' /C calc'!A0",
    "+1+1",
    "-2+3",
    "@SUM(A1:A9)",
    '=HYPERLINK("http://x","y")',
    "＝全角",
    "'=already quoted",
    "'plain quote",
    "佐藤",
]
SHEET = "xl/worksheets/sheet1.xml"


def rewrite_xlsx(data: bytes, sheet: Callable[[bytes], bytes]) -> bytes:
    """The same workbook with its first sheet's XML rewritten."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            part = source.read(info)
            target.writestr(info.filename, sheet(part) if info.filename == SHEET else part)
    return out.getvalue()


def test_a_declared_sheet_of_a_million_rows_reads_as_the_small_schedule_it_is() -> None:
    def huge(xml: bytes) -> bytes:
        xml, count = re.subn(rb'<dimension ref="[^"]*"', b'<dimension ref="A1:XFD1048576"', xml)
        assert count == 1
        return xml

    data = rewrite_xlsx(formats.to_xlsx(ROUNDS), huge)
    assert len(data) < 10_000
    again = formats.from_xlsx(data)
    assert again.rounds == ROUNDS.rounds and again.players == 9


def test_a_cell_far_down_the_sheet_is_not_padded_up_to() -> None:
    # A row numbered 999,999,999 after the schedule: read row by row, the gap ends the reading.
    far = b'<row r="999999999"><c r="A999999999" t="n"><v>5</v></c></row></sheetData>'
    data = rewrite_xlsx(formats.to_xlsx(ROUNDS), lambda xml: xml.replace(b"</sheetData>", far))
    assert formats.from_xlsx(data).rounds == ROUNDS.rounds


def test_more_rows_than_a_schedule_has_are_refused() -> None:
    lines = ["round,table,E,S,W,N"] + [f"1,{t},1,2,3,4" for t in range(1, formats.MAX_ROWS + 2)]
    with pytest.raises(SeatingError, match=f"more than {formats.MAX_ROWS} rows"):
        formats.from_csv("\n".join(lines))


def zip_bomb_xlsx(megabytes: int) -> bytes:
    """A real workbook whose sheet is ``megabytes`` MiB of blanks (~4 KiB a MiB packed)."""
    source = zipfile.ZipFile(io.BytesIO(formats.to_xlsx(ROUNDS)))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as target:
        for info in source.infolist():
            if info.filename != SHEET:
                target.writestr(info.filename, source.read(info))
                continue
            head, _, tail = source.read(info).partition(b"<sheetData>")
            with target.open(SHEET, "w", force_zip64=True) as stream:
                stream.write(head + b"<sheetData>")
                blank = b" " * (1 << 20)
                for _ in range(megabytes):
                    stream.write(blank)
                stream.write(tail)
    return out.getvalue()


def test_a_zip_bomb_is_refused_before_a_byte_is_unpacked() -> None:
    data = zip_bomb_xlsx(200)
    assert len(data) < 2 * 1024 * 1024  # 200 MiB of sheet in a file this small
    with pytest.raises(SeatingError, match="unpacks to 200 MiB"):
        formats.from_xlsx(data)


def test_a_sheet_shorter_than_declared_is_not_readable() -> None:
    # A zip whose header lies low: zipfile unpacks only what was declared, the XML breaks.
    data = bytearray(zip_bomb_xlsx(1))
    source = zipfile.ZipFile(io.BytesIO(bytes(data)))
    info = source.getinfo(SHEET)
    real = info.file_size
    small = (1000).to_bytes(4, "little")
    # Every copy of the size field: the local header's and the central directory's
    # (little-endian 32-bit, next to the compressed size).
    data = bytearray(bytes(data).replace(real.to_bytes(4, "little"), small))
    assert zipfile.ZipFile(io.BytesIO(bytes(data))).getinfo(SHEET).file_size == 1000
    with pytest.raises(SeatingError, match="not a readable XLSX"):
        formats.from_xlsx(bytes(data))


@pytest.mark.parametrize("junk", [b"", b"PK\x03\x04 not really", b"\x00" * 100])
def test_what_is_not_a_zip_is_not_an_xlsx(junk: bytes) -> None:
    with pytest.raises(SeatingError, match="not a readable XLSX"):
        formats.from_xlsx(junk)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx", ".txt", ".json"])
def test_a_fifo_is_refused_at_once(tmp_path: Path, suffix: str) -> None:
    fifo = tmp_path / f"schedule{suffix}"
    os.mkfifo(fifo)  # nobody writes: reading would wait forever
    with pytest.raises(SeatingError, match="FIFO"):
        formats.load(fifo)


def test_a_file_too_large_for_a_schedule_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.csv"
    with path.open("wb") as stream:
        stream.truncate(formats.MAX_TEXT_BYTES + 1)  # sparse: no disk used
    with pytest.raises(SeatingError, match="too large"):
        formats.load(path)


@pytest.mark.parametrize(
    ("text", "reader"),
    [
        ("1,1,1,2,3,1000000000", formats.from_csv),
        ("1,1,1,2,3," + "9" * 5000, formats.from_csv),
        (f"1,1,1,2,3,{MAX_PLAYERS + 1}", formats.from_csv),
        ("1-2-3-1000000000", formats.from_pantheon),
        ("1-2-3-4 5-6-7-" + "9" * 5000, formats.from_lines),
    ],
)
def test_player_numbers_are_bounded_by_the_field(
    text: str, reader: Callable[[str], Schedule]
) -> None:
    with pytest.raises(SeatingError, match="beyond the field"):
        reader(text)


def test_the_field_allows_players_who_never_sat() -> None:
    # Eight players, one table: players 5-8 sat, 1-4 never did (no-shows). Fine.
    assert formats.from_csv("1,1,5,6,7,8").players == 8
    with pytest.raises(SeatingError, match="beyond the field"):
        formats.from_csv("1,1,5,6,7,80")


@pytest.mark.parametrize(
    "document",
    [
        '{"players": 1000000000, "rounds": [[[0, 1, 2, 3]]]}',
        '{"rounds": [[[0, 1, 2, 999999999]]]}',
        '{"rounds": [[[0, 1, 2, 1e300]]]}',
    ],
)
def test_json_player_counts_are_bounded_by_the_field(tmp_path: Path, document: str) -> None:
    path = tmp_path / "s.json"
    path.write_text(document)
    with pytest.raises(SeatingError, match="beyond the field"):
        formats.load(path)


@pytest.mark.parametrize("number", ["1e400", "Infinity", "NaN"])
def test_json_that_is_not_standard_is_refused(tmp_path: Path, number: str) -> None:
    path = tmp_path / "s.json"
    path.write_text(f'{{"rounds": [[[0, 1, 2, {number}]]]}}')
    with pytest.raises(SeatingError, match="not JSON"):
        formats.load(path)


def test_digits_that_are_not_numbers_say_so() -> None:
    # "²" passes str.isdigit but not int(): one clear message, no ValueError.
    with pytest.raises(SeatingError, match="expected round, table"):
        formats.from_csv("²,1,1,2,3,4")
    with pytest.raises(SeatingError, match="not a table like"):
        formats.from_pantheon("1-2-3-²")
    # Full-width digits, as a Japanese spreadsheet may save them, are numbers.
    assert formats.from_csv("１,１,１,２,３,４").rounds == [[(0, 1, 2, 3)]]


def test_a_csv_field_past_the_csv_limit_is_one_message() -> None:
    with pytest.raises(SeatingError, match="not a readable CSV"):
        formats.from_csv('1,1,1,2,3,"' + "x" * 200_000 + '"')


# -- formula names --------------------------------------------------------------------------


def named() -> Schedule:
    return Schedule(ROUNDS.players, ROUNDS.rounds, list(FORMULA_NAMES))


def test_formula_names_are_text_in_the_csv_and_read_back_as_they_were(tmp_path: Path) -> None:
    text = formats.to_csv(named(), names=True)
    for cell in (c for line in text.splitlines()[1:] for c in line.split(",")[2:]):
        bare = cell.strip('"')
        assert not bare.startswith(formats.FORMULA_STARTS), cell  # OWASP: never a formula
    assert "'=cmd|' /C calc'!A0" in text and "''=already quoted" in text
    assert "'plain quote" in text and "''plain quote" not in text  # nothing else is touched
    path = tmp_path / "s.csv"
    formats.save(named(), path, names=True)
    again = formats.load(path)
    assert again.rounds == ROUNDS.rounds
    assert again.names == FORMULA_NAMES
    # With the player list given, the names are found in it.
    assert formats.load(path, FORMULA_NAMES).names == FORMULA_NAMES


@pytest.mark.parametrize("name", ["\tTab", "\rReturn", "@at", "-minus", "+plus", "＠全角"])
def test_every_formula_start_is_quoted(name: str) -> None:
    assert formats.as_text_cell(name) == "'" + name
    assert formats.from_text_cell(formats.as_text_cell(name)) == name
    assert formats.as_text_cell("12") == "12" and formats.as_text_cell("佐藤") == "佐藤"


def test_formula_names_are_strings_in_the_xlsx(tmp_path: Path) -> None:
    path = tmp_path / "s.xlsx"
    formats.save(named(), path, names=True)
    book = load_workbook(path)  # the full reader: what a spreadsheet would see
    sheet = book.worksheets[0]
    cells = [c for row in sheet.iter_rows(min_row=2, min_col=3) for c in row if c.value]
    assert {c.value for c in cells} == set(FORMULA_NAMES)
    assert all(c.data_type == "s" for c in cells)
    with zipfile.ZipFile(path) as archive:
        assert b"<f>" not in archive.read(SHEET)  # no formula element at all
    again = formats.load(path)
    assert again.names == FORMULA_NAMES and again.rounds == ROUNDS.rounds


# -- outputs ----------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".csv", ".xlsx", ".json", ".txt"])
def test_an_output_through_a_symlink_keeps_the_link(tmp_path: Path, suffix: str) -> None:
    target = tmp_path / f"real{suffix}"
    target.write_bytes(b"old")
    link = tmp_path / f"link{suffix}"
    link.symlink_to(target)
    formats.save(named(), link, names=True)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert formats.load(target, FORMULA_NAMES).rounds == ROUNDS.rounds


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_an_output_into_a_fifo_stays_a_fifo(tmp_path: Path, suffix: str) -> None:
    fifo = tmp_path / f"pipe{suffix}"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    formats.save(named(), fifo, names=True)
    reader.join(timeout=10)
    assert not reader.is_alive()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    expected = formats.to_xlsx(named(), True) if suffix == ".xlsx" else None
    if expected is None:
        assert received[0] == formats.to_csv(named(), True).encode("utf-8-sig")
    else:
        assert formats.from_xlsx(received[0]).names == FORMULA_NAMES


@pytest.mark.parametrize("suffix", [".csv", ".xlsx", ".json", ".txt"])
def test_an_existing_private_output_stays_private(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"s{suffix}"
    path.write_bytes(b"old")
    path.chmod(0o600)
    formats.save(named(), path, names=True)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert formats.load(path, FORMULA_NAMES).rounds == ROUNDS.rounds


def test_an_output_that_cannot_be_written_is_one_message(tmp_path: Path) -> None:
    folder = tmp_path / "folder.csv"
    folder.mkdir()
    with pytest.raises(SeatingError, match="cannot write"):
        formats.save(ROUNDS, folder)
    with pytest.raises(SeatingError, match="cannot write"):
        formats.save(ROUNDS, tmp_path / "missing" / "s.csv")
