"""Benchmark: verify every log in ../shared/data/tenhou/mjlog, hands per second.

Run:  python benchmarks/bench_verify.py [FOLDER] [--repeat N]

Two implementations run in the same process on the same files:
- yamaviewer: the real ``verify_file`` (read, gunzip, parse, rebuild, compare);
- baseline: a direct pure-Python version written here for comparison: an
  ElementTree parse through defusedxml, an MT19937 written out in Python (twist
  and tempering per output), and a per-event comparison loop.
Both must agree that every log verifies.  Target: 6,000 hands/s (issue 2).
"""

from __future__ import annotations

import argparse
import base64
import gc
import hashlib
import statistics
import struct
import sys
import time
from pathlib import Path

import defusedxml.ElementTree as SafeET

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from naive_mt19937 import NaiveMT19937  # noqa: E402

from yamaviewer.core.formats.mjlog import decompress_bounded, iter_log_files  # noqa: E402
from yamaviewer.core.verify import verify_file  # noqa: E402

# -- baseline ---------------------------------------------------------------------


def baseline_verify(path: Path) -> tuple[int, int]:
    """Returns (hands, mismatches) for one log, the straightforward way."""
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = decompress_bounded(data)
    root = SafeET.fromstring(data)
    seed_text = root.find("SHUFFLE").get("seed")  # type: ignore[union-attr]
    prefix, _, body = seed_text.partition(",")
    legacy = not prefix.endswith("base64")
    if legacy:
        key = [int(word, 16) for word in body.split(",")]
    else:
        key = list(struct.unpack("<624I", base64.b64decode(body)))
    go = root.find("GO")
    players = 3 if go is not None and int(go.get("type", "0")) & 0x10 else 4
    mt = NaiveMT19937(key)
    hands = mismatches = 0
    wall: list[int] = []
    live = rinshan = 0
    pending = False
    for element in root:
        tag = element.tag
        if tag == "INIT":
            hands += 1
            src = b"".join(struct.pack("<I", mt.next_u32()) for _ in range(288))
            chunks = (src[i : i + 128] for i in range(0, 1152, 128))
            digest = b"".join(hashlib.sha512(chunk).digest() for chunk in chunks)
            rnd = struct.unpack("<144I", digest)
            wall = [i for i in range(136) if players == 4 or not 4 <= i < 32]
            n = len(wall)
            for i in range(n - 1):
                j = i + rnd[i] % (n - i)
                wall[i], wall[j] = wall[j], wall[i]
            seed = [int(v) for v in element.get("seed", "").split(",")]
            mismatches += (rnd[135] % 6 != seed[3]) + (rnd[136] % 6 != seed[4])
            mismatches += wall[4 if legacy else 5 if players == 4 else 9] != seed[5]
            dealer = int(element.get("oya", "0"))
            top = n - 1
            for seat in range(players):
                k = (seat - dealer) % players
                positions = [top - 4 * players * b - 4 * k - j for b in range(3) for j in range(4)]
                positions.append(top - 12 * players - k)
                dealt = [int(v) for v in element.get(f"hai{seat}", "").split(",")]
                mismatches += sum(wall[p] != t for p, t in zip(positions, dealt))
            live, rinshan, pending = 0, 0, False
        elif tag[0] in "TUVW" and tag[1:].isdigit():
            if pending:
                position = rinshan ^ 1
                rinshan += 1
                pending = False
            else:
                position = (n - 1 - 13 * players) - live
                live += 1
            mismatches += wall[position] != int(tag[1:])
        elif tag == "N":
            m = int(element.get("m", "0"))
            pending = not (m & 0x4 or m & 0x8)
        elif tag == "DORA":
            pass
    return hands, mismatches


# -- timing -----------------------------------------------------------------------


def run_yamaviewer(files: list[Path]) -> int:
    hands = 0
    for path in files:
        result = verify_file(path)
        if result.status != "verified":
            raise SystemExit(f"{path}: {result.status} {result.error}")
        hands += len(result.hands)
    return hands


def run_baseline(files: list[Path]) -> int:
    hands = 0
    for path in files:
        count, mismatches = baseline_verify(path)
        if mismatches:
            raise SystemExit(f"baseline: {path} has {mismatches} mismatches")
        hands += count
    return hands


def measure(label: str, function, files: list[Path], repeat: int) -> float:  # type: ignore[no-untyped-def]
    rates = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        hands = function(files)
        rates.append(hands / (time.perf_counter() - start))
    best, median = max(rates), statistics.median(rates)
    print(f"{label:12s} {hands} hands  best {best:8.0f} hands/s  median {median:8.0f} hands/s")
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default=str(REPO.parent / "shared/data/tenhou/mjlog"))
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    files = [p for p in iter_log_files([args.folder]) if p.suffix in (".mjlog", ".xml", ".gz")]
    if not files:
        raise SystemExit(f"no logs in {args.folder}")
    print(f"{len(files)} logs from {args.folder}")
    ours = measure("yamaviewer", run_yamaviewer, files, args.repeat)
    base = measure("baseline", run_baseline, files, args.repeat)
    verdict = "met" if ours >= 6000 else "NOT met"
    print(f"speed-up: {ours / base:.1f}x; target 6000 hands/s: {verdict}")


if __name__ == "__main__":
    main()
