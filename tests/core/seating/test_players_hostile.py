"""Player, team and fixed-table lists that are not what they claim: FIFOs, huge fields,
numbers that are not numbers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from yamaviewer.core.seating.model import MAX_PLAYERS, SeatingError
from yamaviewer.core.seating.players import (
    load_players,
    parse_fixed_tables,
    parse_players,
    parse_teams,
)


def test_a_fifo_player_list_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "players.txt"
    os.mkfifo(fifo)
    with pytest.raises(SeatingError, match="FIFO"):
        load_players(fifo)


def test_a_device_is_no_player_list() -> None:
    with pytest.raises(SeatingError, match="device"):
        load_players(Path("/dev/zero"))


def test_a_field_larger_than_any_tournament_is_refused() -> None:
    names = "\n".join(f"player {i}" for i in range(MAX_PLAYERS))
    assert len(parse_players(names).names) == MAX_PLAYERS
    with pytest.raises(SeatingError, match=f"more than {MAX_PLAYERS} players"):
        parse_players(names + "\none too many")


@pytest.mark.parametrize("rating", ["1e999", "inf", "nan"])
def test_a_rating_must_be_a_real_number(rating: str) -> None:
    with pytest.raises(SeatingError, match="is not a number"):
        parse_players(f"name,team,rating\nA,x,{rating}")


def test_a_huge_field_in_a_player_list_is_one_message() -> None:
    with pytest.raises(SeatingError, match="not a readable CSV"):
        parse_players('"' + "x" * 200_000 + '"')


def test_team_and_table_numbers_that_are_not_numbers() -> None:
    names = ["A", "B"]
    assert parse_teams("1,red\n２,blue", names) == {0: "red", 1: "blue"}
    for text in ("²,red", "9999999999999,red", f"{MAX_PLAYERS + 1},red"):
        with pytest.raises(SeatingError, match="unknown player"):
            parse_teams(text, names)
    assert parse_fixed_tables("1:2 B:１", names) == {0: 1, 1: 0}
    with pytest.raises(SeatingError, match="not player:table"):
        parse_fixed_tables("1:²", names)
    with pytest.raises(SeatingError, match="unknown player"):
        parse_fixed_tables("²:1", names)
