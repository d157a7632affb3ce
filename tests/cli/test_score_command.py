"""``score`` through the real CLI entry point: the JSON contract, the text and the errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.cli import main
from yamaviewer.core.replay.document import load_document

CONTRACT_KEYS = {
    "hand",
    "winner",
    "from",
    "han",
    "fu",
    "points",
    "yaku",
    "fu_parts",
    "log",
    "agrees",
}


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def _game_with_wins() -> Path:
    require(MJLOG_DIR)
    return next(p for p in mjlog_files() if p.suffix == ".mjlog")


def test_json_contract_one_entry_per_win_in_log_order(capsys: pytest.CaptureFixture[str]) -> None:
    path = _game_with_wins()
    code, out, err = _run(["score", str(path), "--json"], capsys)
    assert (code, err) == (0, "")
    entries = json.loads(out)
    game = load_document(path).game
    wins = [(h.index + 1, w) for h in game.hands for w in h.wins]
    assert len(entries) == len(wins) > 0
    for entry, (number, win) in zip(entries, wins, strict=True):
        assert set(entry) >= CONTRACT_KEYS
        assert (entry["hand"], entry["winner"], entry["from"]) == (
            number,
            win.winner,
            win.from_seat,
        )
        assert entry["log"] == {"han": win.han, "fu": win.fu, "points": win.points}
        assert entry["agrees"] is True
        assert (entry["han"], entry["fu"], entry["points"]) == (win.han, win.fu, win.points)
        assert sum(han for _, han in entry["yaku"]) == entry["han"]
        assert all(isinstance(name, str) for name, _ in entry["yaku"])
        before = sum(fu for _, fu in entry["fu_parts"])
        assert entry["fu"] in (before, -(-before // 10) * 10)


def test_every_shared_log_scores_and_agrees(capsys: pytest.CaptureFixture[str]) -> None:
    require(MJLOG_DIR)
    total = 0
    for path in mjlog_files():
        code, out, err = _run(["score", str(path), "--json"], capsys)
        if code == 2:  # a file of the folder that is not a log: one message
            assert err.startswith("yamaviewer-cli: error:") and out == ""
            continue
        entries = json.loads(out)
        assert code == 0 and all(e["agrees"] for e in entries), path.name
        total += len(entries)
    assert total == 490


def test_text_says_each_win_and_the_count(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["score", str(_game_with_wins())], capsys)
    assert code == 0
    assert "agrees with the log" in out and " fu: base 20" in out
    assert out.rstrip().splitlines()[-1].endswith("wins agree with the log")


def test_bad_input_is_one_message_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = _run(["score", str(tmp_path / "missing.mjlog")], capsys)
    assert (code, out) == (2, "") and "no such file" in err
    junk = tmp_path / "junk.mjlog"
    junk.write_bytes(b"\x00not a log")
    code, out, err = _run(["score", str(junk), "--json"], capsys)
    assert (code, out) == (2, "") and err.count("\n") == 1
