"""Fairness plots as PNG (Pillow, no Qt): observed vs expected with intervals, bias heat maps.

Labels come in English or Japanese (``lang``); Japanese needs a CJK font, found
the way the wall images find one.  The numbers are the core's; this module only
draws them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
from PIL import Image, ImageDraw

from yamaviewer.core.fairness.report import FairnessReport, ShantenSummary, chance_phrase
from yamaviewer.core.fairness.shuffle import BreakPointShanten, ShuffleBias, parse_method
from yamaviewer.core.fairness.stats import Z95
from yamaviewer.core.fairness.walls import HONOUR_START, kind_sizes
from yamaviewer.core.tiles import KIND_COUNT, kind_name
from yamaviewer.imaging.wall_image import AnyFont, Fonts, save_png

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "report": "Fairness report: {games} games, {hands} hands ({dropped} duplicates dropped)",
        "dealer": "Dealer starting shanten (14 tiles), p = {p}",
        "non_dealer": "Non-dealer starting shanten (13 tiles), p = {p}",
        "position": "Honour tiles by wall position ({walls} walls), p = {p}",
        "dora": "Dora indicator kinds, p = {p}",
        "shanten": "shanten",
        "count": "hands",
        "observed": "observed",
        "expected": "expected (95% interval)",
        "wall_position": "wall position (0 = dead wall end)",
        "honours": "honours",
        "kind": "tile kind",
        "heat": "{method}, n = {n}",
        "heat_what": "probability x n that the tile from i ends at j",
        "fisher-yates": "Fisher-Yates",
        "naive": "naive shuffle",
        "swaps": "{k} random swaps",
        "breaks": (
            "Mean shanten of the 13 tiles dealt from each break point ({walls} simulated walls)"
        ),
        "break_point": "break point (first position dealt)",
        "fair_mean": "fair deal (exact)",
        "heat_sub": "max {max:.4f}  min {min:.4f}  TV distance {tv:.4f}",
        "start": "start position i",
        "end": "final position j",
        "verdict_ok": "Every test is within chance.",
        "verdict_bad": "Beyond chance: {names}",
    },
    "ja": {
        "report": "公平性レポート: {games}対局, {hands}局 (重複{dropped}件を除外)",
        "dealer": "親の配牌向聴数 (14枚), p = {p}",
        "non_dealer": "子の配牌向聴数 (13枚), p = {p}",
        "position": "山の位置ごとの字牌 ({walls}山), p = {p}",
        "dora": "ドラ表示牌の種類, p = {p}",
        "shanten": "向聴数",
        "count": "局数",
        "observed": "実測",
        "expected": "期待値 (95%区間)",
        "wall_position": "山の位置 (0 = 王牌の端)",
        "honours": "字牌",
        "kind": "牌の種類",
        "heat": "{method}, n = {n}",
        "heat_what": "位置iの牌が位置jに来る確率 x n",
        "fisher-yates": "Fisher-Yates法",
        "naive": "素朴なシャッフル",
        "swaps": "ランダムな交換{k}回",
        "breaks": "各配牌開始位置から配った13枚の平均向聴数 (シミュレーション{walls}山)",
        "break_point": "配牌開始位置 (最初に配る位置)",
        "fair_mean": "公平な配牌 (厳密値)",
        "heat_sub": "最大 {max:.4f}  最小 {min:.4f}  全変動距離 {tv:.4f}",
        "start": "元の位置 i",
        "end": "最終位置 j",
        "verdict_ok": "すべての検定が偶然の範囲内です。",
        "verdict_bad": "偶然を超える: {names}",
    },
}

BACKGROUND = "#ffffff"
INK = "#202020"
GRID = "#d8d8d8"
OBSERVED = "#2f6db5"
EXPECTED = "#e08a1e"
BAND = "#f6d7ae"


def labels(lang: str) -> dict[str, str]:
    return LABELS.get(lang, LABELS["en"])


class _Painter:
    def __init__(self, image: Image.Image, lang: str) -> None:
        self.draw = ImageDraw.Draw(image)
        self.fonts = Fonts()
        self.cjk = lang == "ja"
        self.words = labels(lang)

    def font(self, size: int) -> AnyFont:
        return self.fonts.get(size, self.cjk)

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int = 13,
        anchor: str = "la",
        fill: str = INK,
    ) -> None:
        self.draw.text(xy, text, font=self.font(size), fill=fill, anchor=anchor)


def _p(p_value: float | None) -> str:
    return "-" if p_value is None else f"{p_value:.3g}"


def _nice_top(value: float) -> float:
    if value <= 0:
        return 1.0
    power = 10.0 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if value <= step * power:
            return float(step * power)
    return 10.0 * power


def _bars_panel(
    painter: _Painter,
    box: tuple[int, int, int, int],
    title: str,
    names: Sequence[str],
    observed: Sequence[float],
    expected: Sequence[float],
    shares: Sequence[float],
    total: float,
    x_label: str,
    words: dict[str, str],
) -> None:
    """Observed bars beside expected ticks with a 95% band (binomial) per category."""
    left, top, right, bottom = box
    painter.text((left, top), title, 15)
    plot = (left + 48, top + 52, right - 8, bottom - 40)
    upper = [e + Z95 * math.sqrt(max(total * s * (1 - s), 0.0)) for e, s in zip(expected, shares)]
    y_max = _nice_top(max([*observed, *upper, 1.0]) * 1.05)
    x0, y0, x1, y1 = plot
    draw = painter.draw
    for i in range(5):
        value = y_max * i / 4
        y = y1 - (y1 - y0) * i / 4
        draw.line((x0, y, x1, y), fill=GRID)
        painter.text((x0 - 4, y), f"{value:g}", 11, "rm")
    draw.line((x0, y0, x0, y1), fill=INK)
    draw.line((x0, y1, x1, y1), fill=INK)
    count = max(1, len(names))
    slot = (x1 - x0) / count

    def y_of(value: float) -> float:
        return y1 - (y1 - y0) * min(value, y_max) / y_max

    for i, name in enumerate(names):
        cx = x0 + slot * (i + 0.5)
        half = max(1.0, slot * 0.3)
        share = shares[i]
        spread = Z95 * math.sqrt(max(total * share * (1 - share), 0.0))
        draw.rectangle(
            (cx - half, y_of(expected[i] + spread), cx + half, y_of(max(expected[i] - spread, 0))),
            fill=BAND,
        )
        draw.rectangle((cx - half * 0.6, y_of(observed[i]), cx + half * 0.6, y1), fill=OBSERVED)
        ye = y_of(expected[i])
        draw.line((cx - half, ye, cx + half, ye), fill=EXPECTED, width=3)
        if count <= 12 or i % 3 == 0:
            painter.text((cx, y1 + 4), name, 11, "ma")
    painter.text(((x0 + x1) / 2, bottom - 16), x_label, 12, "ma")
    _legend(painter, x0, top + 30)


def _legend(painter: _Painter, x: float, y: float) -> None:
    """One row under a panel's title: observed bar, expected line in its band."""
    words = painter.words
    draw = painter.draw
    draw.rectangle((x, y, x + 12, y + 12), fill=OBSERVED)
    painter.text((x + 18, y + 6), words["observed"], 12, "lm")
    x += 40 + painter.draw.textlength(words["observed"], font=painter.font(12))
    draw.rectangle((x, y, x + 12, y + 12), fill=BAND)
    draw.line((x, y + 6, x + 12, y + 6), fill=EXPECTED, width=3)
    painter.text((x + 18, y + 6), words["expected"], 12, "lm")


def _shanten_panel(
    painter: _Painter,
    box: tuple[int, int, int, int],
    title: str,
    summary: ShantenSummary,
    words: dict[str, str],
) -> None:
    keys = sorted(summary.expected)
    total = float(sum(summary.observed.values()))
    shares = [summary.expected[k] / total if total else 0.0 for k in keys]
    _bars_panel(
        painter,
        box,
        title,
        [str(k) for k in keys],
        [float(summary.observed.get(k, 0)) for k in keys],
        [summary.expected[k] for k in keys],
        shares,
        total,
        words["shanten"],
        words,
    )


def _position_panel(
    painter: _Painter,
    box: tuple[int, int, int, int],
    report: FairnessReport,
    title: str,
    words: dict[str, str],
) -> None:
    """Honour tiles seen at each wall position, against the expected line and band."""
    left, top, right, bottom = box
    painter.text((left, top), title, 15)
    tally = report.tally
    counts = tally.position_kinds[:, HONOUR_START:].sum(axis=1).astype(float)
    sizes = kind_sizes(report.players)
    share = sum(sizes[HONOUR_START:]) / sum(sizes)
    expected = tally.walls * share
    spread = Z95 * math.sqrt(max(tally.walls * share * (1 - share), 0.0))
    x0, y0, x1, y1 = left + 48, top + 52, right - 8, bottom - 40
    _legend(painter, x0, top + 30)
    y_max = _nice_top(max([*counts.tolist(), expected + spread, 1.0]) * 1.05)
    draw = painter.draw

    def y_of(value: float) -> float:
        return y1 - (y1 - y0) * min(value, y_max) / y_max

    for i in range(5):
        y = y1 - (y1 - y0) * i / 4
        draw.line((x0, y, x1, y), fill=GRID)
        painter.text((x0 - 4, y), f"{y_max * i / 4:g}", 11, "rm")
    draw.rectangle((x0, y_of(expected + spread), x1, y_of(max(expected - spread, 0))), fill=BAND)
    draw.line((x0, y_of(expected), x1, y_of(expected)), fill=EXPECTED, width=2)
    n = len(counts)
    points = [(x0 + (x1 - x0) * (j + 0.5) / n, y_of(c)) for j, c in enumerate(counts)]
    if len(points) > 1:
        draw.line(points, fill=OBSERVED, width=2)
    draw.line((x0, y0, x0, y1), fill=INK)
    draw.line((x0, y1, x1, y1), fill=INK)
    for j in range(0, n, 17):
        painter.text((x0 + (x1 - x0) * (j + 0.5) / n, y1 + 4), str(j), 11, "ma")
    painter.text(((x0 + x1) / 2, bottom - 16), words["wall_position"], 12, "ma")


def render_report_plot(report: FairnessReport, lang: str = "en") -> Image.Image:
    """Four panels: dealer and non-dealer shanten, honours by position, dora indicators."""
    words = labels(lang)
    width, height = 1200, 860
    image = Image.new("RGB", (width, height), BACKGROUND)
    painter = _Painter(image, lang)
    painter.text(
        (20, 14),
        words["report"].format(
            games=report.games, hands=report.hands, dropped=report.duplicates_dropped
        ),
        19,
    )
    tests = report.tests()
    alpha = 0.01 / max(1, len(tests))
    flagged = [t.name for t in tests if t.p_value < alpha]
    verdict = (
        words["verdict_bad"].format(names=", ".join(flagged)) if flagged else words["verdict_ok"]
    )
    painter.text((20, 42), verdict, 14, fill="#b03030" if flagged else "#2e7d32")
    dealer, non_dealer = report.dealer, report.non_dealer
    _shanten_panel(
        painter,
        (20, 80, 590, 460),
        words["dealer"].format(p=_p(dealer.test.p_value)),
        dealer,
        words,
    )
    _shanten_panel(
        painter,
        (610, 80, 1180, 460),
        words["non_dealer"].format(p=_p(non_dealer.test.p_value)),
        non_dealer,
        words,
    )
    by_name = {t.name: t for t in tests}
    honours = by_name.get("honours_by_position")
    _position_panel(
        painter,
        (20, 480, 590, 850),
        report,
        words["position"].format(
            walls=report.tally.walls, p=_p(honours.p_value if honours else None)
        ),
        words,
    )
    sizes = kind_sizes(report.players)
    kinds = [k for k in range(KIND_COUNT) if sizes[k]]
    total = float(sum(report.tally.dora_kinds))
    shares = [sizes[k] / sum(sizes) for k in kinds]
    dora = by_name.get("dora_indicator_kinds")
    _bars_panel(
        painter,
        (610, 480, 1180, 850),
        words["dora"].format(p=_p(dora.p_value if dora else None)),
        [kind_name(k) for k in kinds],
        [float(report.tally.dora_kinds[k]) for k in kinds],
        [total * s for s in shares],
        shares,
        total,
        words["kind"],
        words,
    )
    return image


def _colour(ratio: float, spread: float) -> tuple[int, int, int]:
    """White at 1, red above, blue below, saturated at 1 +- spread."""
    t = max(-1.0, min(1.0, (ratio - 1.0) / spread))
    if t >= 0:
        return (255, int(255 * (1 - t)), int(255 * (1 - t)))
    return (int(255 * (1 + t)), int(255 * (1 + t)), 255)


def render_heat_map(
    matrix: npt.NDArray[np.float64], bias: ShuffleBias, lang: str = "en", size: int = 544
) -> Image.Image:
    """The position matrix times n as a heat map with its colour scale and numbers."""
    words = labels(lang)
    n = matrix.shape[0]
    ratios = matrix * n
    spread = max(abs(bias.max_ratio - 1), abs(1 - bias.min_ratio), 0.05)
    lut = np.array(
        [_colour(1 + spread * (v / 127.5 - 1), spread) for v in range(256)], dtype=np.uint8
    )
    index = np.clip(np.round((ratios - 1) / spread * 127.5 + 127.5), 0, 255).astype(np.uint8)
    heat = Image.fromarray(lut[index], "RGB").resize((size, size), Image.Resampling.NEAREST)
    margin_left, margin_top = 70, 112
    width, height = margin_left + size + 110, margin_top + size + 60
    image = Image.new("RGB", (width, height), BACKGROUND)
    image.paste(heat, (margin_left, margin_top))
    heat.close()
    painter = _Painter(image, lang)
    name, k = parse_method(bias.method)
    method = words[name].format(k=k)
    painter.text((16, 10), words["heat"].format(method=method, n=n), 17)
    painter.text((16, 38), words["heat_what"], 13)
    painter.text(
        (16, 60),
        words["heat_sub"].format(max=bias.max_ratio, min=bias.min_ratio, tv=bias.tv_distance),
        13,
    )
    draw = painter.draw
    draw.rectangle(
        (margin_left - 1, margin_top - 1, margin_left + size, margin_top + size), outline=INK
    )
    for tick in range(0, n, max(1, n // (8 if size >= 400 else 4))):
        offset = size * (tick + 0.5) / n
        painter.text((margin_left + offset, margin_top + size + 4), str(tick), 11, "ma")
        painter.text((margin_left - 6, margin_top + offset), str(tick), 11, "rm")
    painter.text((margin_left + size / 2, margin_top + size + 24), words["end"], 13, "ma")
    painter.text((8, margin_top - 26), words["start"], 12)
    bar_x = margin_left + size + 24
    for row in range(size):
        value = 1 + spread * (1 - 2 * row / (size - 1))
        draw.line(
            (bar_x, margin_top + row, bar_x + 18, margin_top + row), fill=_colour(value, spread)
        )
    for value in (1 + spread, 1.0, 1 - spread):
        y = margin_top + (1 + spread - value) / (2 * spread) * (size - 1)
        painter.text((bar_x + 24, y), f"{value:.3f}", 11, "lm")
    return image


LINE_COLOURS = ("#2e7d32", "#c62828", "#1565c0", "#6a1b9a")


def render_break_points(
    results: Sequence[BreakPointShanten], lang: str = "en", width: int = 1000, height: int = 340
) -> Image.Image:
    """Mean shanten by break point for each method, beside the exact fair mean."""
    words = labels(lang)
    image = Image.new("RGB", (width, height), BACKGROUND)
    painter = _Painter(image, lang)
    walls = results[0].walls if results else 0
    painter.text((16, 10), words["breaks"].format(walls=walls), 15)
    x0, y0, x1, y1 = 60, 64, width - 16, height - 46
    values = [m for r in results for m in r.means] or [3.5]
    expected = results[0].expected if results else 3.58
    low = math.floor(min([*values, expected]) * 10 - 1) / 10
    high = math.ceil(max([*values, expected]) * 10 + 1) / 10
    draw = painter.draw

    def y_of(value: float) -> float:
        return y1 - (y1 - y0) * (value - low) / (high - low)

    steps = round((high - low) * 10)
    for i in range(steps + 1):
        value = low + i / 10
        draw.line((x0, y_of(value), x1, y_of(value)), fill=GRID)
        painter.text((x0 - 4, y_of(value)), f"{value:.1f}", 11, "rm")
    draw.line((x0, y0, x0, y1), fill=INK)
    draw.line((x0, y1, x1, y1), fill=INK)
    draw.line((x0, y_of(expected), x1, y_of(expected)), fill=INK, width=2)
    legend_x = x0 + 4
    painter.text((legend_x + 18, 44), words["fair_mean"], 12, "lm")
    draw.line((legend_x, 44, legend_x + 12, 44), fill=INK, width=2)
    legend_x += 40 + int(draw.textlength(words["fair_mean"], font=painter.font(12)))
    for result, colour in zip(results, LINE_COLOURS):
        n = len(result.means)
        points = [(x0 + (x1 - x0) * (b + 0.5) / n, y_of(m)) for b, m in enumerate(result.means)]
        if len(points) > 1:
            draw.line(points, fill=colour, width=2)
        name, k = parse_method(result.method)
        label = words[name].format(k=k)
        draw.line((legend_x, 44, legend_x + 12, 44), fill=colour, width=3)
        painter.text((legend_x + 18, 44), label, 12, "lm")
        legend_x += 40 + int(draw.textlength(label, font=painter.font(12)))
    n = len(results[0].means) if results else 136
    for b in range(0, n, 17):
        painter.text((x0 + (x1 - x0) * (b + 0.5) / n, y1 + 4), str(b), 11, "ma")
    painter.text(((x0 + x1) / 2, height - 18), words["break_point"], 12, "ma")
    return image


def save_report_plot(report: FairnessReport, path: str | Path, lang: str = "en") -> None:
    image = render_report_plot(report, lang)
    try:
        save_png(image, path)
    finally:
        image.close()


def save_heat_map(
    matrix: npt.NDArray[np.float64], bias: ShuffleBias, path: str | Path, lang: str = "en"
) -> None:
    image = render_heat_map(matrix, bias, lang)
    try:
        save_png(image, path)
    finally:
        image.close()


__all__ = [
    "LABELS",
    "chance_phrase",
    "labels",
    "render_break_points",
    "render_heat_map",
    "render_report_plot",
    "save_heat_map",
    "save_report_plot",
]
