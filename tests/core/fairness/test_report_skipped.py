"""One odd game never spoils the report: it is left out with its reason, the rest reported.

The odd games are built at test time from a shared log: a starting hand holding one
tile thirteen times (a kind no wall can deal more than four of), and a file that is
no log at all.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, mjlog_files, require
from yamaviewer.core.fairness.report import build_report
from yamaviewer.core.formats.mjlog import read_log_bytes

IMPOSSIBLE = "an impossible hand: a tile kind is held fewer than 0 or more than 4 times"


def impossible_log() -> bytes:
    """A real four-player log whose first starting hand is one tile id thirteen times."""
    xml = read_log_bytes(require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")).decode("utf-8")
    hand = re.search(r'hai0="([0-9,]+)"', xml)
    assert hand is not None
    same = ",".join([hand.group(1).split(",")[0]] * 13)
    return (xml[: hand.start(1)] + same + xml[hand.end(1) :]).encode("utf-8")


def corpus_with_odd_games(folder: Path, good: int = 6) -> tuple[Path, list[Path]]:
    """``folder`` with ``good`` shared logs, the impossible hand and a file that is no log."""
    folder.mkdir(parents=True, exist_ok=True)
    for path in mjlog_files()[:good]:
        (folder / path.name).write_bytes(read_log_bytes(path))
    odd = [folder / "zz-impossible.xml", folder / "zz-not-a-log.mjlog"]
    odd[0].write_bytes(impossible_log())
    odd[1].write_bytes(b"not a log")
    return folder, odd


def test_an_impossible_hand_is_skipped_with_its_reason(tmp_path: Path) -> None:
    folder, odd = corpus_with_odd_games(tmp_path / "games")
    report = build_report([str(folder)])
    assert report.skipped == [
        (str(odd[0]), IMPOSSIBLE),
        (str(odd[1]), "not a Tenhou log: the file is neither gzip nor XML"),
    ]
    assert report.unreadable == 2
    assert report.as_json()["skipped"] == [
        {"game": game, "reason": reason} for game, reason in report.skipped
    ]
    # The rest is exactly the report of the good games alone.
    for path in odd:
        path.unlink()
    alone = build_report([str(folder)])
    assert alone.skipped == [] and alone.games == report.games > 0
    expected = alone.as_json()
    got = report.as_json()
    for key in ("unreadable", "skipped", "verdict"):
        expected.pop(key)
        got.pop(key)
    assert got == expected
