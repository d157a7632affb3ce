"""Issue 27: an answer the store says it kept survives kill -9; a held lock never blocks add()."""

from __future__ import annotations

import json
import random
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.core.chinitsu.history.test_store import _rec
from yamaviewer.core.chinitsu.history.store import HistoryStore

ROOT = Path(__file__).resolve().parents[4]

#: The child answers in a loop and prints each answer's number once add() says it is kept.
#: With "locked", another connection holds the database lock the whole time, so every
#: answer can only be in the pending journal when the kill comes.
CHILD = """
import sqlite3, sys
sys.path.insert(0, sys.argv[1])
from tests.core.chinitsu.history.test_store import _rec
from yamaviewer.core.chinitsu.history.store import HistoryStore
from dataclasses import replace
db, base, locked = sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
store = HistoryStore(db, background=True, timeout=0.05, fallback_dirs=[])
if locked:
    locker = sqlite3.connect(db, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
print("ready", flush=True)
i = 0
while True:
    i += 1
    if store.add(replace(_rec(i), answered_at=float(base + i))):
        print(base + i, flush=True)
"""


def _run_and_kill(db: Path, base: int, locked: bool, after: int) -> list[int]:
    """Start the child, SIGKILL it after ``after`` reported saves; the numbers reported."""
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, str(ROOT), str(db), str(base), "1" if locked else "0"],
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        assert child.stdout is not None
        guard = threading.Timer(120, child.kill)  # a child that never reports fails, not hangs
        guard.start()
        assert child.stdout.readline().strip() == "ready"
        saved: list[int] = []
        while len(saved) < after:
            line = child.stdout.readline()
            assert line, "the child stopped reporting answers as kept"
            saved.append(int(line))
        guard.cancel()
        child.send_signal(signal.SIGKILL)
        child.wait(30)
        saved.extend(int(n) for n in child.stdout.read().split())  # printed before the kill
    return saved


@pytest.mark.slow
def test_every_answer_reported_kept_survives_kill_9(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    HistoryStore(db, fallback_dirs=[]).close()
    rng = random.Random(27)
    reported: list[int] = []
    kills = [(run, run % 2 == 1, rng.randint(5, 80)) for run in range(6)]
    for run, locked, after in kills:
        reported += _run_and_kill(db, 1_000_000 * (run + 1), locked, after)
        with HistoryStore(db, fallback_dirs=[]) as store:  # imports the journal
            stored = {int(r.answered_at) for r in store.records}
            assert store.status.pending == 0
        missing = sorted(set(reported) - stored)
        assert not missing, f"kill {run + 1}: {len(missing)} answers reported kept were lost"
    assert len(reported) >= sum(after for _run, _locked, after in kills)
    assert not (tmp_path / "h.sqlite3.pending.jsonl").exists()  # emptied once imported


def test_an_answer_returns_while_another_program_holds_the_lock(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    HistoryStore(db, fallback_dirs=[]).close()
    inserting = threading.Event()

    def connect(path: str, timeout: float) -> sqlite3.Connection:
        conn = sqlite3.connect(path, timeout=timeout, check_same_thread=False)
        conn.set_trace_callback(lambda sql: inserting.set() if "INSERT" in sql else None)
        return conn

    # A busy timeout far longer than the test: the writer waits on the lock until it goes.
    store = HistoryStore(db, background=True, timeout=600.0, connect=connect, fallback_dirs=[])
    locker = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    locker.execute("BEGIN EXCLUSIVE")
    assert store.add(_rec(1))
    assert inserting.wait(30), "the writer never tried the database"
    # The writer is now waiting for the lock; the next answers must not wait with it.
    answered = threading.Event()

    def answer() -> None:
        assert store.add(_rec(2)) and store.add(_rec(3))
        answered.set()

    player = threading.Thread(target=answer)
    player.start()
    returned_under_lock = answered.wait(60)
    journal = tmp_path / "h.sqlite3.pending.jsonl"
    in_journal = [json.loads(line)["answered_at"] for line in journal.read_text().splitlines()]
    locker.execute("ROLLBACK")  # only now does the lock go
    locker.close()
    player.join()
    assert returned_under_lock, "add() waited for the database lock"
    assert in_journal == [1001.0, 1002.0, 1003.0]  # on disk before add() returned
    assert store.status.ok and store.status.pending >= 2
    assert store.wait_idle(60)
    store.flush()
    assert [r.answered_at for r in store.records] == [1001.0, 1002.0, 1003.0]
    assert store.close()
    assert not journal.exists()
