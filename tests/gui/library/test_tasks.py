"""Background tasks: progress reaches the window at a pace it can paint, never per game."""

from __future__ import annotations

import time

from yamaviewer.gui.library.tasks import PROGRESS_INTERVAL, BackgroundTask


def test_progress_is_signalled_at_the_start_the_end_and_a_few_times_between(qtbot: object) -> None:
    task = BackgroundTask(lambda _task: None)
    seen: list[int] = []
    task.signals.progress.connect(lambda done, _total, _label: seen.append(done))
    total = 20_000
    began = time.monotonic()
    assert all(task.report(done, total) for done in range(total + 1))
    elapsed = time.monotonic() - began
    assert seen[0] == 0 and seen[-1] == total
    assert len(seen) <= 2 + elapsed / PROGRESS_INTERVAL + 1  # bounded by time, not by games
    assert seen == sorted(seen)
    task.cancel()
    assert task.report(total, total) is False  # cancel is still seen at every call
