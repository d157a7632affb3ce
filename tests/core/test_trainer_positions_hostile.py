"""Real-game positions from folders holding odd names and hostile files."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests import hostile_files as hostile
from tests.shared_data import REPO_ROOT
from yamaviewer.core.trainer_positions import SkippedGame, iter_positions, old_keys


def test_a_non_utf8_file_name_spoils_nothing(tmp_path: Path) -> None:
    text = hostile.real_log_text()
    hostile.write(tmp_path, "good.xml", text)
    odd = tmp_path / os.fsdecode(b"odd-\xff.xml")
    odd.write_text(text, encoding="utf-8")
    skipped: list[SkippedGame] = []
    positions = list(iter_positions([str(tmp_path)], skipped=skipped))
    sources = {Path(p.source).name for p in positions}
    assert sources == {"good.xml", odd.name}
    assert skipped == []
    renames = old_keys(positions)  # the old keys' hash once raised UnicodeEncodeError here
    assert len(renames) == sum(1 for p in positions if Path(p.source).name == "good.xml")
    assert SkippedGame(str(odd), "x").name.endswith("odd-\\xff.xml")


@pytest.mark.slow
def test_a_folder_of_hostile_files_is_read_in_bounded_memory(tmp_path: Path) -> None:
    """Each bad file is skipped with its reason; the good ones give positions (own process,
    whose own VmHWM is its peak: ru_maxrss would keep the forking test run's peak)."""
    bad = hostile.hostile_folder(tmp_path / "logs", big_hands=1_000)
    script = textwrap.dedent(
        """
        import sys
        from yamaviewer.core.trainer_positions import iter_positions
        skipped = []
        positions = list(iter_positions([sys.argv[1]], skipped=skipped))
        for game in skipped:
            print("skipped", game.name.rsplit("/", 1)[-1], " ".join(game.reason.split()), sep="\\t")
        print("sources", len({p.source for p in positions}), sep="\\t")
        status = open("/proc/self/status").read().splitlines()
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
        print("rss", peak // 1024, sep="\\t")
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "logs")],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=REPO_ROOT,
        check=True,
    )
    lines = [line.split("\t") for line in run.stdout.splitlines()]
    reasons = {line[1]: line[2] for line in lines if line[0] == "skipped"}
    assert set(reasons) == set(bad), run.stdout
    assert all(reason and "Traceback" not in reason for reason in reasons.values())
    assert "64 MiB" in reasons["bomb.mjlog"] and "64 MiB" in reasons["huge.mjlog"]
    numbers = {line[0]: int(line[1]) for line in lines if line[0] != "skipped"}
    assert numbers["sources"] == 3  # good.xml, the 0xff name, the 1,000-hand log
    assert numbers["rss"] < 400, f"peak RSS {numbers['rss']} MiB"
