"""The checker on hand-made schedules, and round trips through every format."""

from __future__ import annotations

from pathlib import Path

import pytest

from yamaviewer.core.seating import formats
from yamaviewer.core.seating.metrics import measure
from yamaviewer.core.seating.model import Schedule, SeatingError
from yamaviewer.core.seating.players import parse_players, parse_teams

SAME_TWICE = Schedule(8, [[(0, 1, 2, 3), (4, 5, 6, 7)], [(0, 1, 2, 3), (4, 5, 6, 7)]])


def test_metrics_of_the_same_round_twice() -> None:
    m = measure(SAME_TWICE)
    assert m.max_meetings == 2 and m.min_meetings == 0
    assert m.repeat_pairs == 12  # 6 pairs per table, both tables
    assert m.never_met_pairs == 28 - 12
    assert m.back_to_back == 12
    assert m.indirect_only_pairs == 0 and m.unreachable_pairs == 16  # two separate groups
    assert m.wind_spread == 2  # each player sat at the same wind twice
    assert m.byes == [0] * 8
    assert m.best_possible_max == 1  # 24 meetings over 28 pairs
    assert m.improvable


def test_metrics_with_byes_teams_ratings_and_indirect_meetings() -> None:
    schedule = Schedule(5, [[(0, 1, 2, 3)], [(4, 1, 2, 3)]])
    teams = {0: "A", 4: "A", 1: "B", 2: "B"}
    ratings = {0: 1500.0, 1: 1600.0, 2: 1700.0, 3: 1800.0, 4: 2000.0}
    m = measure(schedule, teams, ratings)
    assert m.byes == [1, 0, 0, 0, 1]
    assert m.never_met_pairs == 1  # 0 and 4 never met ...
    assert m.indirect_only_pairs == 1  # ... but share opponents 1, 2, 3
    assert m.team_meetings == 2  # 1 and 2 (team B) met twice
    assert m.rating_spreads == [[300.0], [400.0]]
    assert m.back_to_back == 3
    assert m.json()["repeat_pairs"] == 3


ROUNDS = Schedule(
    9, [[(0, 1, 2, 3), (4, 5, 6, 7)], [(8, 0, 4, 1), (2, 5, 3, 6)], [(7, 8, 0), (1, 2, 4)]]
)


@pytest.mark.parametrize(
    ("write", "read"),
    [
        (formats.to_csv, formats.from_csv),
        (formats.to_pantheon, formats.from_pantheon),
        (formats.to_lines, formats.from_lines),
    ],
)
def test_text_round_trips(write, read) -> None:  # type: ignore[no-untyped-def]
    again = read(write(ROUNDS))
    assert again.rounds == ROUNDS.rounds
    assert again.players == 9


def test_texts_look_like_the_tools_formats() -> None:
    assert formats.to_pantheon(ROUNDS).split("\n\n")[0] == "1-2-3-4\n5-6-7-8"
    assert formats.to_lines(ROUNDS).splitlines()[2] == "8-9-1 2-3-5"
    assert formats.to_csv(ROUNDS).splitlines()[:2] == ["round,table,E,S,W,N", "1,1,1,2,3,4"]
    assert formats.to_csv(ROUNDS).splitlines()[-1] == "3,2,2,3,5,"


def test_files_round_trip_by_extension(tmp_path: Path) -> None:
    named = Schedule(
        ROUNDS.players,
        ROUNDS.rounds,
        ["山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村", "小林"],
    )
    for suffix in (".csv", ".xlsx", ".json", ".txt"):
        path = tmp_path / f"s{suffix}"
        formats.save(named, path, names=True)
        again = formats.load(path, named.names)
        assert again.rounds == named.rounds, suffix
    assert "山田" in (tmp_path / "s.csv").read_text("utf-8-sig")


def test_names_without_a_player_list_get_numbers_in_order() -> None:
    text = "round,table,E,S,W,N\n1,1,山田,佐藤,鈴木,高橋\n2,1,佐藤,山田,高橋,鈴木\n"
    schedule = formats.from_csv(text)
    assert schedule.names == ["山田", "佐藤", "鈴木", "高橋"]
    assert schedule.rounds[1] == [(1, 0, 3, 2)]


def test_shift_jis_csv_from_japanese_excel(tmp_path: Path) -> None:
    path = tmp_path / "sjis.csv"
    path.write_bytes("1,1,山田,佐藤,鈴木,高橋\n".encode("cp932"))
    assert formats.load(path).names[0] == "山田"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("round,table,E,S,W,N\n", "no tables"),
        ("1,1,1,2\n", "expected round"),
        ("x,1,1,2,3,4\n", "expected round"),
        ("1,1,1,2,3,4\n1,1,5,6,7,8\n", "appears twice"),
        ("1,1,1,2,3,4\n3,1,1,2,3,4\n", "without gaps"),
        ("1,1,1,2,3,1\n", "seated twice"),
        ("1,1,0,2,3,4\n", "start at 1"),
    ],
)
def test_malformed_csv_says_why(text: str, message: str) -> None:
    with pytest.raises(SeatingError, match=message):
        formats.from_csv(text)


def test_malformed_text_formats() -> None:
    with pytest.raises(SeatingError, match="not a table"):
        formats.from_pantheon("1-2-x-4\n")
    with pytest.raises(SeatingError, match="no tables"):
        formats.from_lines("\n\n")
    with pytest.raises(SeatingError, match="XLSX"):
        formats.from_xlsx(b"not a zip")


def test_player_lists() -> None:
    listed = parse_players(
        "name,team,rating\n山田太郎,東京,1650\n佐藤花子,大阪,\n# comment\n\nAlice,,1500\n"
    )
    assert listed.names == ["山田太郎", "佐藤花子", "Alice"]
    assert listed.teams == {0: "東京", 1: "大阪"}
    assert listed.ratings == {0: 1650.0, 2: 1500.0}
    assert parse_players("一\n二\n三\n").names == ["一", "二", "三"]
    with pytest.raises(SeatingError, match="twice"):
        parse_players("a\na\n")
    with pytest.raises(SeatingError, match="not a number"):
        parse_players("name,team,rating\na,b,high\n")
    assert parse_teams("player,team\n1,A\n二,B\n", ["一", "二"]) == {0: "A", 1: "B"}
    with pytest.raises(SeatingError, match="unknown player"):
        parse_teams("nobody,A\n", [])
