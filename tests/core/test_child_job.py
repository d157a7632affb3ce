"""Work in a spawned child: its value, progress, cancel and failures reach the caller.

The work functions are module-level: a spawned child imports them by name.
"""

from __future__ import annotations

import os

import pytest

from yamaviewer.core.child_job import (
    ChildJobError,
    ChildJobLost,
    JobChannel,
    Pace,
    run_in_child,
)
from yamaviewer.core.library.schema import LibraryError


def _squares(channel: JobChannel, count: int) -> list[int]:
    for done in range(count + 1):
        channel.report(done, count, f"item {done}")
    return [number * number for number in range(count)]


def _until_cancelled(channel: JobChannel) -> int:
    """Reports forever; ends only when the caller cancels."""
    done = 0
    while channel.report(done, None):
        done += 1
    return done


def _stops_at_once(channel: JobChannel) -> bool:
    return channel.cancelled()


def _locked(channel: JobChannel, path: str) -> None:
    raise LibraryError(f"the library {path} is locked by another program")


def _dies(channel: JobChannel, code: int) -> None:
    os._exit(code)


def _unpicklable(channel: JobChannel) -> object:
    return lambda: None


def test_the_value_and_the_progress_come_back() -> None:
    seen: list[tuple[int, int | None, str]] = []

    def note(done: int, total: int | None, label: str) -> bool:
        seen.append((done, total, label))
        return True

    value = run_in_child(_squares, 2000, progress=note)
    assert value == [number * number for number in range(2000)]
    assert seen[0] == (0, 2000, "item 0") and seen[-1] == (2000, 2000, "item 2000")
    done = [message[0] for message in seen]
    assert done == sorted(done) and len(done) == len(set(done))


def test_progress_answering_false_stops_the_work() -> None:
    seen: list[int] = []

    def stop(done: int, _total: int | None, _label: str) -> bool:
        seen.append(done)
        return False

    value = run_in_child(_until_cancelled, progress=stop)
    assert seen[0] == 0 and value >= 0


def test_cancel_is_seen_by_the_work() -> None:
    assert run_in_child(_stops_at_once, cancel=lambda: True) is True
    assert run_in_child(_stops_at_once) is False


def test_an_error_in_the_work_is_its_one_message() -> None:
    with pytest.raises(ChildJobError) as raised:
        run_in_child(_locked, "lib.sqlite3")
    assert str(raised.value) == "the library lib.sqlite3 is locked by another program"


def test_a_child_that_dies_is_reported_with_its_exit_code() -> None:
    with pytest.raises(ChildJobLost) as raised:
        run_in_child(_dies, 3)
    assert raised.value.exitcode == 3


def test_an_answer_that_cannot_come_back_is_an_error() -> None:
    with pytest.raises(ChildJobError, match="could not be sent back"):
        run_in_child(_unpicklable)


def test_a_pace_lets_the_first_through_then_only_what_must_go() -> None:
    pace = Pace(interval=3600.0)  # an hour: nothing else falls due during the test
    assert pace.due()
    assert not pace.due()
    assert pace.due(must=True)  # a run's last progress always goes out
    assert not pace.due()
    assert Pace(interval=0.0).due() and Pace(interval=0.0).due()
