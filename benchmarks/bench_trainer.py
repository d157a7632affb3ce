"""Trainer history at scale (run by hand: ``python benchmarks/bench_trainer.py [ANSWERS]``).

Measures, in one run on this machine, each case in its own process (so memory is
the process's own growth, ru_maxrss after minus before):

* **open + statistics, 1,000,000 answers**: the history store as the trainer opens
  it (spaced-repetition replay streamed from SQL, statistics from SQL aggregates),
  against the baseline of the previous design (every row loaded as an
  ``AnswerRecord``, the replay sorted in memory, statistics grouped in Python);
* **an answer while another program holds the database lock**: ``add()`` with the
  writer thread against a synchronous write that waits for the lock's timeout.

Targets (issue 19): opening a million answers must not freeze or grow with the
history; a held lock never freezes an answer.  Not a test: timings depend on the machine.
"""

from __future__ import annotations

import random
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from yamaviewer.core.chinitsu.history.records import COLUMNS, INSERT  # noqa: E402
from yamaviewer.core.chinitsu.history.store import HistoryStore  # noqa: E402


def build(path: Path, answers: int) -> None:
    """A history of ``answers`` real hands (drawn as in play), 8 % wrong, with the real schema."""
    from yamaviewer.core.chinitsu.tables import question_pool

    HistoryStore(path).close()
    pool = question_pool()
    rng = random.Random(1)
    conn = sqlite3.connect(path)
    shapes = ("ryanmen", "tanki", "kanchan,ryanmen", "shanpon", "penchan", "nobetan,tanki")
    levels = ("beginner", "intermediate", "blitz", "mixed")
    rows = []
    t0 = 1_700_000_000.0
    for i in range(answers):
        hand = pool.draw(rng, None, True)
        correct = pool.waits_of(hand)
        wrong = rng.random() < 0.08
        rows.append(
            (
                t0 + i * 30.0,
                time.strftime("%Y-%m-%d", time.gmtime(t0 + i * 30.0)),
                hand,
                1,
                0,
                correct ^ (1 if wrong else 0),
                correct,
                rng.uniform(1.0, 25.0),
                bin(correct).count("1"),
                rng.choice(shapes),
                0,
                0,
                rng.choice(levels),
                rng.choice("mps"),
            )
        )
        if len(rows) == 100_000:
            conn.executemany(INSERT["answer"], rows)
            rows.clear()
    conn.executemany(INSERT["answer"], rows)
    conn.commit()
    conn.close()
    assert len(COLUMNS) == 14


def case_new(path: str) -> None:
    from yamaviewer.core.chinitsu import TrainerSession

    store = HistoryStore(path)
    session = TrainerSession("beginner", history=store)
    stats = session.stats()
    print(stats.overall.answered, len(session.scheduler))
    store.close()


def case_open_only(path: str) -> None:
    """What opening the trainer costs now: the statistics wait until their page is shown."""
    from yamaviewer.core.chinitsu import TrainerSession

    store = HistoryStore(path)
    session = TrainerSession("beginner", history=store)
    print(len(session.scheduler))
    store.close()


def case_baseline(path: str) -> None:
    """The previous design: load every row, replay sorted in memory, group in Python."""
    from yamaviewer.core.chinitsu.history.records import AnswerRecord
    from yamaviewer.core.chinitsu.scheduler import CardKey, LeitnerScheduler
    from yamaviewer.core.chinitsu.stats import compute_stats

    conn = sqlite3.connect(path)
    rows = conn.execute(
        f"SELECT {', '.join(COLUMNS)} FROM answers ORDER BY answered_at, id"
    ).fetchall()
    records = [AnswerRecord.from_row(r) for r in rows]
    scheduler = LeitnerScheduler()
    scheduler.replay(
        (CardKey(r.hand, r.seven_pairs, r.allow_karaten), r.is_correct, r.answered_at)
        for r in records
    )
    stats = compute_stats(records)
    print(stats.overall.answered, len(scheduler))
    conn.close()


def case_locked(path: str, background: str) -> None:
    from yamaviewer.core.chinitsu.history.records import AnswerRecord

    locker = sqlite3.connect(path, isolation_level=None)
    store = HistoryStore(path, background=background == "1", timeout=1.0)
    locker.execute("BEGIN EXCLUSIVE")
    record = AnswerRecord(9e9, "2030-01-01", 1, True, False, 1, 1, 1.0, 1)
    start = time.perf_counter()
    store.add(record)
    took = time.perf_counter() - start
    locker.execute("ROLLBACK")
    locker.close()
    store.close()
    print(f"{took * 1000:.2f}")


def run_case(*args: str) -> tuple[float, float, str]:
    """(seconds, MiB grown, stdout) of one case in a fresh interpreter."""
    code = (
        f"import resource, sys, time; sys.path.insert(0, {str(ROOT)!r});"
        "import benchmarks.bench_trainer as b;"
        "m0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss; t = time.perf_counter();"
        "getattr(b, sys.argv[1])(*sys.argv[2:]);"
        "dt = time.perf_counter() - t; m1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss;"
        "print('RESULT', dt, (m1 - m0) / 1024)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=True
    ).stdout
    lines = out.strip().splitlines()
    _tag, seconds, mib = lines[-1].split()
    return float(seconds), float(mib), "\n".join(lines[:-1])


def main() -> None:
    answers = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "history.sqlite3"
        t = time.perf_counter()
        build(db, answers)
        size = db.stat().st_size / 2**20
        print(f"built {answers:,} answers ({size:.0f} MiB) in {time.perf_counter() - t:.1f} s")
        new = run_case("case_new", str(db))
        base = run_case("case_baseline", str(db))
        opened = run_case("case_open_only", str(db))
        print(f"open + statistics, {answers:,} answers (seconds, MiB grown, answered cards):")
        print(f"  SQL aggregates, streamed replay: {new[0]:6.1f} s  +{new[1]:7.0f} MiB  {new[2]}")
        print(f"  baseline (every row loaded):    {base[0]:6.1f} s  +{base[1]:7.0f} MiB  {base[2]}")
        print(f"  opening alone (stats on demand): {opened[0]:6.1f} s  +{opened[1]:7.0f} MiB")
        ratio = max(base[1], 1) / max(new[1], 1)
        print(f"  -> x{base[0] / new[0]:.1f} faster, memory / {ratio:.0f}")
        small = Path(folder) / "small.sqlite3"
        HistoryStore(small).close()
        writer = run_case("case_locked", str(small), "1")
        sync = run_case("case_locked", str(small), "0")
        print("an answer while another program holds the lock (1 s timeout):")
        print(f"  writer thread: {writer[2]} ms   synchronous write: {sync[2]} ms")
    _ = resource  # the child processes measure memory


if __name__ == "__main__":
    main()
