"""A plain, straightforward Tenhou verifier: the reference bench_hardening.py compares with.

Written the way one would first write it: walk the folder, read each file
(gunzip when needed), parse it into a tree with defusedxml's ElementTree, run
a textbook MT19937 in Python, hash with hashlib, shuffle, and compare the
dice, the starting hands, the first dora indicator and every draw (live and
replacement) with the log.  Pre-2009 logs (a key per hand) use plain MT19937.
It prints one line per file and a summary, like ``yamaviewer-cli verify``.

Run:  python benchmarks/reference_verify.py FOLDER
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import os
import struct
import sys

import defusedxml.ElementTree as SafeET

# The benchmarks' textbook MT19937 (one output at a time), shared with bench_arcade.py.
from naive_mt19937 import NaiveMT19937 as MT19937


def shuffled(rnd: list[int], players: int) -> list[int]:
    wall = [t for t in range(136) if players == 4 or not 4 <= t < 32]
    n = len(wall)
    for i in range(n - 1):
        j = i + rnd[i] % (n - i)
        wall[i], wall[j] = wall[j], wall[i]
    return wall


def verify(path: str) -> tuple[str, int, int]:
    """(status, hands, mismatches) for one file."""
    with open(path, "rb") as stream:
        data = stream.read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    try:
        root = SafeET.fromstring(data)
    except Exception:
        return "error", 0, 0
    shuffle = root.find("SHUFFLE")
    go = root.find("GO")
    players = 3 if go is not None and int(go.get("type", "0")) & 0x10 else 4
    size = 136 if players == 4 else 108
    seed_text = shuffle.get("seed") if shuffle is not None else None
    mt = None
    legacy = True
    if seed_text:
        prefix, _, body = seed_text.partition(",")
        if prefix == "mt19937ar-sha512-n288-base64":
            legacy = False
            mt = MT19937(list(struct.unpack("<624I", base64.b64decode(body))))
        elif prefix == "mt19937ar-sha512-n288":
            mt = MT19937([int(word, 16) for word in body.split(",")])
        else:
            return "error", 0, 0
    hands = mismatches = 0
    wall: list[int] = []
    live = rinshan = 0
    pending = False
    for element in root:
        tag = element.tag
        if tag == "INIT":
            hands += 1
            if mt is not None:
                src = b"".join(struct.pack("<I", mt.next_u32()) for _ in range(288))
                digest = b"".join(
                    hashlib.sha512(src[i : i + 128]).digest() for i in range(0, 1152, 128)
                )
                rnd = list(struct.unpack("<144I", digest))
                dice = (rnd[135] % 6, rnd[136] % 6)
            else:
                key_text = element.get("shuffle")
                if not key_text:
                    return "no-seed", hands, 0
                words = [int(w, 16) for w in key_text.split(",")[1:]]
                own = MT19937(words)
                rnd = [own.next_u32() for _ in range(size + 1)]
                dice = (rnd[size - 1] % 6, rnd[size] % 6)
            wall = shuffled(rnd, players)
            seed = [int(v) for v in element.get("seed", "").split(",")]
            mismatches += (dice[0] != seed[3]) + (dice[1] != seed[4])
            dora = 4 if legacy else (5 if players == 4 else 9)
            mismatches += wall[dora] != seed[5]
            dealer = int(element.get("oya", "0"))
            top = size - 1
            for seat in range(players):
                k = (seat - dealer) % players
                positions = [top - 4 * players * b - 4 * k - j for b in range(3) for j in range(4)]
                positions.append(top - 12 * players - k)
                dealt = [int(v) for v in element.get(f"hai{seat}", "").split(",")]
                mismatches += sum(wall[p] != t for p, t in zip(positions, dealt))
            live, rinshan, pending = 0, 0, False
        elif tag[0] in "TUVW" and tag[1:].isdigit():
            if pending:
                position = rinshan if legacy else rinshan ^ 1
                rinshan += 1
                pending = False
            else:
                position = (size - 1 - 13 * players) - live
                live += 1
            mismatches += wall[position] != int(tag[1:])
        elif tag == "N":
            m = int(element.get("m", "0"))
            # Chi (bit 2) and pon (bit 3) take no replacement; kans and kita do.
            pending = not (m & 0x4 or m & 0x8)
    if hands == 0:
        return "error", 0, 0
    return ("verified" if not mismatches else "mismatch"), hands, mismatches


def main() -> int:
    verified = total = hands_total = 0
    for folder in sys.argv[1:]:
        for directory, _dirs, names in sorted(os.walk(folder)):
            for name in sorted(names):
                if not name.lower().endswith((".mjlog", ".xml", ".txt", ".gz")):
                    continue
                path = os.path.join(directory, name)
                status, hands, mismatches = verify(path)
                total += 1
                hands_total += hands
                verified += status == "verified"
                print(f"{status:9s} {path}: {hands} hands, {mismatches} mismatches")
    print(f"{verified} of {total} files verified ({hands_total} hands)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
