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


def test_results_arrive_all_in_order_in_a_few_lists(qtbot: object) -> None:
    """A result per game reaches the window in lists (bounded by time), none lost, none late."""
    sent = 20_000

    def work(task: BackgroundTask) -> int:
        for value in range(sent):
            task.emit_result(value)
        return sent

    task = BackgroundTask(work)
    batches: list[list[int]] = []
    ended: list[object] = []
    task.signals.results.connect(batches.append)
    task.signals.finished.connect(lambda value: ended.append((value, sum(map(len, batches)))))
    began = time.monotonic()
    task.run()  # in this thread: the signals are delivered at once
    elapsed = time.monotonic() - began
    assert [value for batch in batches for value in batch] == list(range(sent))
    assert ended == [(sent, sent)]  # every result was signalled before the end
    assert len(batches) <= 2 + elapsed / PROGRESS_INTERVAL + 1
