"""``info --json --results``: every hand's result, checked against the logs' own XML.

The expectation is read straight from the XML with the standard library, apart
from the project's reader: each AGARI's ``ten``/``yaku``/``yakuman``/``sc`` and
each RYUUKYOKU's ``sc``, grouped by the INIT that starts the hand.
"""

from __future__ import annotations

import gzip
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from tests.shared_data import mjlog_files, require
from yamaviewer.cli import main

LOGS = mjlog_files()
LIMITS = {0: None, 1: "mangan", 2: "haneman", 3: "baiman", 4: "sanbaiman", 5: "yakuman"}


def _numbers(text: str | None) -> list[int]:
    return [int(v) for v in text.split(",")] if text else []


def _expected_results(path: Path) -> tuple[int, list[dict[str, Any]]]:
    """(players, one entry per hand) as the contract describes them, from the raw XML."""
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    root = ET.fromstring(data)
    go = root.find("GO")
    players = 3 if go is not None and int(go.get("type", "0")) & 0x10 else 4
    hands: list[dict[str, Any]] = []
    for element in root:
        if element.tag == "INIT":
            hands.append({"hand": len(hands) + 1, "kind": None})
        elif element.tag in ("AGARI", "RYUUKYOKU"):
            entry = hands[-1]
            sc = _numbers(element.get("sc"))
            deltas = [100 * d for d in sc[1::2]][:players]
            entry["scores_after"] = [100 * (s + d) for s, d in zip(sc[0::2], sc[1::2])][:players]
            if element.tag == "RYUUKYOKU":
                entry.update(kind="draw", deltas=deltas)
                continue
            fu, points, limit = _numbers(element.get("ten"))[:3]
            yaku = _numbers(element.get("yaku"))
            yakuman = _numbers(element.get("yakuman"))
            winner = int(element.get("who", "-1"))
            entry["kind"] = "win"
            entry.setdefault("wins", []).append(
                {
                    "winner": winner,
                    "from": int(element.get("fromWho", str(winner))),
                    "fu": fu,
                    "han": sum(yaku[1::2]) + 13 * len(yakuman),
                    "points": points,
                    "limit": LIMITS[limit],
                    "yaku_han": sorted([h for h in yaku[1::2] if h > 0] + [13] * len(yakuman)),
                    "deltas": deltas,
                }
            )
    return players, hands


def _info(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    assert main(["info", "--json", "--results", str(path)]) == 0
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    return report


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name[-40:])
def test_results_match_the_logs_xml(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players, expected = _expected_results(path)
    report = _info(path, capsys)
    results = report["results"]
    assert [r["hand"] for r in results] == list(range(1, len(expected) + 1))
    for got, want in zip(results, expected, strict=True):
        if want["kind"] is None:
            continue  # a log cut off inside a hand
        assert got["kind"] == want["kind"] and got["scores_after"] == want["scores_after"]
        if want["kind"] == "draw":
            assert got["deltas"] == want["deltas"] and "wins" not in got
            continue
        assert len(got["wins"]) == len(want["wins"])
        for win, expected_win in zip(got["wins"], want["wins"], strict=True):
            yaku_han = sorted(han for _, han in win.pop("yaku"))
            assert yaku_han == expected_win.pop("yaku_han")
            assert win == expected_win
            assert len(win["deltas"]) == players


def test_results_of_a_double_ron_keep_each_wins_own_deltas(
    capsys: pytest.CaptureFixture[str],
) -> None:
    [path] = [p for p in LOGS if p.name.endswith("samples__ron3.xml")] or [require(Path("ron3"))]
    report = _info(path, capsys)
    double = [r for r in report["results"] if r["kind"] == "win" and len(r["wins"]) == 2]
    assert double, "the sample has a double ron"
    first, second = double[0]["wins"]
    assert first["from"] == second["from"] != first["winner"]
    # The loser pays each winner separately; together the changes give the scores after.
    paid = first["deltas"][first["from"]] + second["deltas"][second["from"]]
    assert paid == -(first["points"] + second["points"])


def test_results_name_the_yaku(capsys: pytest.CaptureFixture[str]) -> None:
    [path] = [p for p in LOGS if p.name.endswith("samples__yakumann.xml")] or [require(Path("x"))]
    [hand] = _info(path, capsys)["results"]
    [win] = hand["wins"]
    assert win["yaku"] == [["kokushi musou", 13]] and win["limit"] == "yakuman"
    assert win["han"] == 13


def test_results_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    [path] = [p for p in LOGS if p.name.endswith("samples__yao9.xml")] or [require(Path("x"))]
    assert main(["info", "--results", str(path)]) == 0
    out = capsys.readouterr().out
    _players, expected = _expected_results(path)
    lines = out.splitlines()
    assert len(lines) == 1 + len(expected)  # the summary, then one line per hand
    assert [line.split(":")[0] for line in lines[1:]] == [
        f"  hand {n}" for n in range(1, len(expected) + 1)
    ]
    nine_terminals = [n for n, e in enumerate(expected, 1) if e["kind"] == "draw"]
    assert any("draw (nine-terminals)" in lines[n] for n in nine_terminals)


def test_results_of_json_agree_with_its_mjlog(capsys: pytest.CaptureFixture[str]) -> None:
    """The JSON reader fills the same types: a Tenhou export gives the same results."""
    official = require(
        Path(__file__).resolve().parents[2].parent
        / "shared/data/tenhou/pairs/official/2019080322gm-00a9-0000-81e85e04.xml"
    )
    from_log = _info(official, capsys)["results"]
    from_json = _info(official.with_suffix(".json"), capsys)["results"]
    for log_entry, json_entry in zip(from_log, from_json, strict=True):
        for win in (*log_entry.get("wins", []), *json_entry.get("wins", [])):
            # JSON drops 0-han dora entries and writes no fu for limit hands.
            win.pop("yaku")
            if win["limit"] is not None:
                win.pop("fu")
    assert from_json == from_log


def test_results_of_a_chip_lobby_give_each_seats_chips(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A chip (祝儀) lobby's log (a shared log rewritten as the real ones look): the chips
    reported are the log's own, read here from its XML."""
    from tests.core.formats.mjlog_builders import chip_log

    [source] = [p for p in LOGS if p.name.endswith("samples__test.xml")] or [require(Path("x"))]
    players, _expected = _expected_results(source)
    path = tmp_path / "chips.xml"
    path.write_text(chip_log(source.read_text(encoding="utf-8"), players).xml, encoding="utf-8")
    root = ET.fromstring(path.read_bytes())
    results = [e for e in root if e.tag in ("AGARI", "RYUUKYOKU")]
    report = _info(path, capsys)
    got = [
        (win["chips"], win.get("chip_items"))
        for entry in report["results"]
        for win in entry.get("wins", [entry])
        if entry["kind"] is not None
    ]
    want = [
        (
            _numbers(e.get("sc"))[9::2][:players],
            [["aka dora", n] for item, n in zip(*[iter(_numbers(e.get("chip")))] * 2) if item == 54]
            + [
                ["ura dora", n]
                for item, n in zip(*[iter(_numbers(e.get("chip")))] * 2)
                if item == 53
            ]
            if e.tag == "AGARI"
            else None,
        )
        for e in results
    ]
    assert got == want
    assert any(chips != [0] * players for chips, _items in got)
    owari = _numbers(results[-1].get("owari").replace(".0", ""))  # type: ignore[union-attr]
    assert report["final_chips"] == owari[8::2][:players]


def test_info_of_a_log_cut_short_counts_its_complete_hands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    [source] = [p for p in LOGS if p.name.endswith("samples__test.xml")] or [require(Path("x"))]
    data = source.read_bytes()
    inits = [i for i in range(len(data)) if data.startswith(b"<INIT", i)]
    assert len(inits) > 3
    path = tmp_path / "cut.xml"
    path.write_bytes(data[: inits[3] + 40])  # in the middle of hand 4's INIT
    assert main(["info", "--json", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["hands"] == 3 and report["cut_short"] is True
    assert "as hand 4 begins" in report["cut_short_reason"]
    path.write_bytes(data[: inits[3] + 900])  # among hand 4's draws
    assert main(["info", "--json", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["hands"] == 3 and "(hand 4)" in report["cut_short_reason"]
    assert main(["info", "--json", str(source)]) == 0
    assert json.loads(capsys.readouterr().out)["cut_short"] is False


def test_info_and_convert_build_no_wall(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 27: reporting or converting a log rebuilds and checks no wall, yet info still
    says whether the seed is usable."""
    from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME
    from yamaviewer.core.replay import document
    from yamaviewer.core.walls import tenhou

    log = require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")

    def no_walls(*args: object, **kwargs: object) -> None:
        raise AssertionError("a wall was made")

    monkeypatch.setattr(document, "verify_game", no_walls)
    monkeypatch.setattr(tenhou.TenhouGenerator, "next_hand", no_walls)
    assert main(["info", "--json", str(log)]) == 0
    assert json.loads(capsys.readouterr().out)["has_seed"] is True
    assert main(["convert", "-o", str(tmp_path / "out.json"), str(log)]) == 0
    assert json.loads((tmp_path / "out.json").read_text())["log"]
    capsys.readouterr()
    broken = tmp_path / "broken-seed.xml"
    unusable = b'<SHUFFLE seed="mt19937ar-sha512-n288-base64,AAAA"'
    broken.write_bytes(re.sub(rb'<SHUFFLE\s+seed="[^"]*"', unusable, log.read_bytes()))
    assert main(["info", "--json", str(broken)]) == 0
    assert json.loads(capsys.readouterr().out)["has_seed"] is False
