"""A log whose seed is unusable opens without walls, saying why, and replays as any other."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import hostile_files as hostile
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import OpenGame

SEEDS = sorted(hostile.unusable_seeds())


@pytest.mark.parametrize("name", SEEDS)
def test_an_unusable_seed_opens_as_no_seed(tmp_path: Path, name: str) -> None:
    path = hostile.write(tmp_path, f"{name}.xml", hostile.with_seed(hostile.unusable_seeds()[name]))
    document = load_document(path)
    assert not document.has_seed
    if document.verification is not None:  # an empty seed is simply no seed
        assert document.verification.hands == []
        assert document.seed_error and "list index" not in document.seed_error
    game = OpenGame(document, path.name)
    for index in range(game.hand_count):
        scene = game.scene(index)
        assert scene.mismatch_positions == frozenset()
        assert len(scene.replay.states) > 1  # the replay still works


def test_a_hand_outside_the_game_has_no_check(tmp_path: Path) -> None:
    """-1 is no hand (the window's 'none yet'), never Python's last one."""
    path = hostile.write(tmp_path, "short.xml", hostile.with_seed(hostile.unusable_seeds()["huge"]))
    document = load_document(path)
    assert document.hand_check(-1) is None
    assert document.hand_check(len(document.hands)) is None
