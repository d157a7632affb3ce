"""Hostile and damaged game files, generated from real logs for the hardening tests.

Nothing here is committed as a log: every file is made in a test's tmp_path
from the shared validation game (a real Tenhou log with a seed) or a real
tenhou.net/6 export, changed in one place the way an attacker or a broken
tool would.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

from tests.shared_data import SHARED_DATA, VALIDATION_DIR, VALIDATION_GAME, require

_INIT = re.compile(r"<INIT\b[^>]*/>", re.S)
_AGARI = re.compile(r"<AGARI\b[^>]*/>", re.S)
_SHUFFLE = re.compile(r"<SHUFFLE\b[^>]*/>", re.S)
_DORA_HAI = re.compile(r'doraHai="[^"]*"')

JSON_SAMPLE = "JBreidfjord__riichi-rs__riichi__data__t6-samples-excluded__pao.json"


def real_log_text() -> str:
    return require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml").read_text(encoding="utf-8")


def real_json() -> dict[str, Any]:
    path = require(SHARED_DATA / "tenhou" / "json" / JSON_SAMPLE)
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _after_first_init(text: str) -> int:
    match = _INIT.search(text)
    assert match is not None
    return match.end()


def with_kan_dora(count: int) -> str:
    """The real log with ``count`` <DORA> tags right after the first hand's deal."""
    text = real_log_text()
    at = _after_first_init(text)
    return text[:at] + '<DORA hai="10"/>' * count + text[at:]


def with_win_indicators(count: int, tile: int = 19) -> str:
    """The first win lists ``count`` dora indicators (all ``tile``)."""
    text = real_log_text()
    match = _AGARI.search(text)
    assert match is not None
    tag = _DORA_HAI.sub(f'doraHai="{",".join([str(tile)] * count)}"', match.group(0))
    return text[: match.start()] + tag + text[match.end() :]


def seedless(text: str) -> str:
    return _SHUFFLE.sub("", text)


def with_many_wins(count: int) -> str:
    """``count`` minimal AGARI tags after the first win (10,000 make a ~560 KB file)."""
    text = real_log_text()
    match = _AGARI.search(text)
    assert match is not None
    win = '<AGARI who="0" fromWho="1" ten="30,1000,0" machi="5"/>\n'
    return text[: match.end()] + win * count + text[match.end() :]


def with_many_turns(count: int) -> str:
    """``count`` extra draw/discard pairs in the first hand (rivers that would grow)."""
    text = real_log_text()
    at = _after_first_init(text)
    return text[:at] + "<T5/><D5/>" * count + text[at:]


def json_variant(change: str) -> str:
    """The real tenhou.net/6 export with one field made hostile."""
    data = real_json()
    mutated = copy.deepcopy(data)
    if change == "infinity":
        return json.dumps(mutated).replace("[0, 0, 0]", "[Infinity, 0, 0]", 1)
    if change == "nan":
        return json.dumps(mutated).replace("[0, 0, 0]", "[NaN, 0, 0]", 1)
    if change == "1e400":
        return json.dumps(mutated).replace("[0, 0, 0]", "[1e400, 0, 0]", 1)
    if change == "deep":
        return '{"log":' + "[" * 100_000 + "]" * 100_000 + "}"
    if change == "rate":
        mutated["rate"] = 5
    elif change == "connection":
        mutated["connection"] = [1, "a", None, {"log": "x", "who": 1, "step": 2}, [2]]
    elif change == "types":
        mutated.update(dan=5, sx=3, name=7, rule="x", lobby="y", sc={"a": 1})
    elif change == "dora999":
        mutated["log"][0][2] = [999]
    else:
        raise ValueError(change)
    return json.dumps(mutated, ensure_ascii=False)


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return path


_SEED_ATTR = re.compile(r'(<SHUFFLE\b[^>]*\bseed=")([^"]*)(")', re.S)


def unusable_seeds() -> dict[str, str]:
    """Seed texts no Tenhou generator takes, made from the real log's own seed."""
    match = _SEED_ATTR.search(real_log_text())
    assert match is not None
    prefix, _, body = match.group(2).partition(",")
    return {
        "empty": "",
        "blank": "   ",
        "too-short": f"{prefix},{body[:40]}",
        "bare-too-short": body[:100],
        "bad-padding": f"{prefix},{body[:-2]}==",
        "not-base64": f"{prefix},!@#${body[4:]}",
        "legacy-word-count": "mt19937ar-sha512-n288," + ",".join(["1a2b3c4d"] * 33),
        "legacy-not-hex": "mt19937ar-sha512-n288," + ",".join(["1a2b3c4d5"] * 32),
        "per-hand-as-game-seed": "mt19937ar," + ",".join(["1a2b3c4d"] * 8),
        "wrong-prefix": f"xoshiro256,{body}",
        "only-a-comma": ",",
        "ronin-hex": "ab" * 96,
        "huge": f"{prefix},{body * 400}",
    }


def with_seed(seed: str) -> str:
    """The real log with its SHUFFLE seed replaced by ``seed``."""
    return _SEED_ATTR.sub(lambda m: m.group(1) + seed + m.group(3), real_log_text(), count=1)


_OWARI = re.compile(r'\s*owari="[^"]*"')


def many_hands_log(count: int) -> bytes:
    """The real log with its one hand played ``count`` times (tags packed: ~1.25 KB a hand).

    50,000 hands make a 62 MB file, just under the 64 MiB every reader takes; the
    seed's walls fit the first hand only, so the rest verify as mismatches.
    """
    text = real_log_text()
    start, end = text.index("<INIT"), text.index("</mjloggm>")
    hand = re.sub(r">\s+<", "><", text[start:end].strip())
    plain = _OWARI.sub("", hand)
    head = re.sub(r">\s+<", "><", text[:start].strip())
    return (head + plain * (count - 1) + hand + "</mjloggm>").encode("utf-8")


def hostile_folder(folder: Path, big_hands: int = 5_000) -> dict[str, str]:
    """A folder of bad logs beside two good ones, one of them named with byte 0xff.

    Returns {file name: what is wrong} for the bad ones.  The gzip bomb
    inflates past the 64 MiB limit from 70 KB; the 'huge' file is sparse.
    """
    import gzip
    import os
    import zlib

    folder.mkdir(parents=True, exist_ok=True)
    text = real_log_text()
    write(folder, "good.xml", text)
    (folder / os.fsdecode(b"bad-name-\xff.xml")).write_text(text, encoding="utf-8")
    bad: dict[str, str | bytes] = {
        "kan-dora.xml": with_kan_dora(70),
        "dora-80.xml": with_win_indicators(80),
        "truncated.xml": text[: len(text) // 2],
        "empty.mjlog": "",
        "binary.mjlog": bytes(range(256)) * 64,
        "deep.txt": json_variant("deep"),
        "infinity.txt": json_variant("infinity"),
        "cut.mjlog": gzip.compress(text.encode())[:-40],
    }
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    block = b" " * (1 << 20)
    bad["bomb.mjlog"] = b"".join(packer.compress(block) for _ in range(80)) + packer.flush()
    for name, content in bad.items():
        write(folder, name, content)
    with open(folder / "huge.mjlog", "wb") as huge:
        huge.truncate(200 * 1024 * 1024)
    write(folder, "many-hands.xml", many_hands_log(big_hands))
    return {**dict.fromkeys(bad, "bad"), "huge.mjlog": "bad"}
