"""The record base classes behave as the ``@dataclass`` classes they replaced did."""

from __future__ import annotations

import copy
import pickle

import pytest

from yamaviewer.core.record import GameRecord, HandRecord
from yamaviewer.core.slotted import FrozenSlotted, Slotted
from yamaviewer.core.verification.tenhou import GameVerification, HandCheck
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.table import TableError, TableLayout


def _hand(**changes: object) -> HandRecord:
    fields: dict[str, object] = {
        "index": 0,
        "round": 4,
        "honba": 1,
        "riichi_sticks": 0,
        "dice": (2, 5),
        "dora_indicator": 12,
        "dealer": 0,
        "scores": [250, 250, 250, 250],
        "haipai": [[0] * 13, [1] * 13, [2] * 13, [3] * 13],
    }
    fields.update(changes)
    return HandRecord(**fields)  # type: ignore[arg-type]


def test_fields_keep_their_declared_order_in_repr() -> None:
    """``__slots__`` may be sorted by the formatter; repr follows the declaration."""
    assert HandRecord._field_names[:3] == ("index", "round", "honba")
    text = repr(HandCheck(3, "East 1, 0 honba"))
    assert text.startswith("HandCheck(hand=3, label='East 1, 0 honba', dice_checked=0")
    assert text.endswith("mismatches=[])")


def test_equality_is_by_value_and_by_class() -> None:
    assert _hand() == _hand()
    assert _hand() != _hand(honba=2)
    assert _hand().__eq__(object()) is NotImplemented
    # Defaults are fresh lists, never shared between records.
    first, second = _hand(), _hand()
    first.events.append(None)  # type: ignore[arg-type]
    assert second.events == [] and first != second


def test_mutable_records_are_unhashable_like_a_dataclass() -> None:
    with pytest.raises(TypeError):
        hash(_hand())
    with pytest.raises(TypeError):
        hash(GameVerification("a", "verified"))


def test_frozen_records_hash_by_value_and_refuse_assignment() -> None:
    assert WallLayout(3, True) == WallLayout(3, True) != WallLayout(3, False)
    assert hash(WallLayout(4)) == hash(WallLayout(4, False))
    assert len({TableLayout(4, 7, 1), TableLayout(4, 7, 1), TableLayout(4, 8, 1)}) == 2
    layout = WallLayout(4)
    with pytest.raises(AttributeError):
        layout.players = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del layout.legacy  # type: ignore[misc]
    # Worked-out values are cached beside the fields, not among them.
    assert layout.size == 136 and repr(layout) == "WallLayout(players=4, legacy=False)"


def test_validation_runs_on_construction_and_on_unpickling() -> None:
    with pytest.raises(ValueError):
        WallLayout(5)
    with pytest.raises(TableError):
        TableLayout(4, 13)
    table = TableLayout(3, 9, 2)
    assert pickle.loads(pickle.dumps(table)) == table
    assert copy.copy(table) == table


def test_pickle_and_copy_round_trip_every_field() -> None:
    layout = WallLayout(3, legacy=True)
    assert layout.first_live_position == 107 - 39
    result = GameVerification(
        "game.mjlog", "mismatch", players=3, hands=[HandCheck(1, "East 1")], layout=layout
    )
    again = pickle.loads(pickle.dumps(result))
    assert again == result and again.layout == layout and again.hands[0].label == "East 1"
    game = GameRecord("seed", 0x11, 0, ["a", "b", "c", ""], [0] * 4, [0.0] * 4, [""] * 4, [_hand()])
    assert pickle.loads(pickle.dumps(game)) == game
    shallow = copy.copy(game)
    assert shallow == game and shallow.hands is game.hands


def test_a_class_whose_slots_and_fields_differ_is_refused() -> None:
    with pytest.raises(TypeError, match="differ"):

        class Broken(Slotted):
            __slots__ = ("a", "b")
            a: int

    with pytest.raises(TypeError, match="differ"):

        class BrokenFrozen(FrozenSlotted):
            __slots__ = ("a",)
            a: int
            b: int
