"""Tiles drawn by the project: distinct faces, visibly red fives, fallbacks, user folders."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from yamaviewer.gui.tile_painter import TilePainter, find_cjk_family


def _pixels(image: QImage) -> list[tuple[int, int, int]]:
    return [
        QColor(image.pixel(x, y)).getRgb()[:3]
        for y in range(image.height())
        for x in range(image.width())
    ]


def _redness(image: QImage) -> int:
    return sum(1 for r, g, b in _pixels(image) if r > 170 and g < 90 and b < 90)


def _difference(a: QImage, b: QImage) -> float:
    pa, pb = _pixels(a), _pixels(b)
    return sum(abs(x - y) for p, q in zip(pa, pb) for x, y in zip(p, q)) / (3 * len(pa))


@pytest.mark.parametrize("cjk", [True, False], ids=["system-font", "latin-fallback"])
def test_every_kind_has_its_own_face(qtbot: QtBot, cjk: bool) -> None:
    painter = TilePainter(cjk_family=cjk)
    if cjk and painter.cjk_family is None:
        pytest.skip("no CJK font installed on this machine")
    images = [painter.image(kind * 4 + 1, 36, 49) for kind in range(34)]
    assert all(image.width() == 36 and image.height() == 49 for image in images)
    assert len({bytes(image.constBits()) for image in images}) == 34
    for kind in range(1, 34):  # neighbours (2m/3m, 9m/1p, ...) differ clearly, not by a pixel
        assert _difference(images[kind], images[kind - 1]) > 1.0, kind


@pytest.mark.parametrize("cjk", [True, False])
def test_red_fives_are_visibly_red(qtbot: QtBot, cjk: bool) -> None:
    painter = TilePainter(cjk_family=cjk)
    for red_id in (16, 52, 88):
        red = painter.image(red_id, 40, 54)
        plain = painter.image(red_id + 1, 40, 54)
        assert _redness(red) > _redness(plain) + 40
        # Without red fives in the rule, copy 0 is an ordinary five.
        assert _difference(painter.image(red_id, 40, 54, red_fives=False), plain) < 0.01


def test_back_differs_from_faces_and_rotation_transposes(qtbot: QtBot) -> None:
    painter = TilePainter(cjk_family=False)
    back = painter.image(None, 30, 41)
    assert _difference(back, painter.image(5, 30, 41)) > 20
    rotated = painter.pixmap(5, 41, 30, rotation=90)
    assert (rotated.width(), rotated.height()) == (41, 30)


def test_hidpi_pixmaps_have_device_pixels(qtbot: QtBot) -> None:
    pixmap = TilePainter(cjk_family=False).pixmap(40, 30, 41, 2.0)
    assert (pixmap.width(), pixmap.height()) == (60, 82)
    assert pixmap.devicePixelRatio() == 2.0


def test_cjk_lookup_returns_a_family_or_none(qtbot: QtBot) -> None:
    family = find_cjk_family()
    assert family is None or isinstance(family, str)


def _write_svg(path: Path, color: str) -> None:
    path.write_text(
        "<svg xmlns='http://www.w3.org/2000/svg' width='30' height='40'>"
        f"<rect x='0' y='0' width='30' height='40' fill='{color}'/></svg>",
        encoding="utf-8",
    )


def test_user_folder_of_svg_and_png_faces(qtbot: QtBot, tmp_path: Path) -> None:
    _write_svg(tmp_path / "1m.svg", "#0000ff")
    _write_svg(tmp_path / "Pin2.svg", "#00ff00")
    png = QImage(30, 40, QImage.Format.Format_ARGB32)
    png.fill(QColor("#ff00ff"))
    assert png.save(str(tmp_path / "7z.png"))
    painter = TilePainter(cjk_family=False)
    builtin_1m = painter.image(1, 36, 49)
    painter.set_folder(tmp_path)
    assert painter.folder is not None and len(painter.folder) == 3
    assert not painter.folder.covers_all_tiles()
    one_man = painter.image(1, 36, 49)
    centre = QColor(one_man.pixel(18, 22)).getRgb()[:3]
    assert centre == (0, 0, 255)
    assert QColor(painter.image(41, 36, 49).pixel(18, 22)).getRgb()[:3] == (0, 255, 0)
    assert QColor(painter.image(133, 36, 49).pixel(18, 22)).getRgb()[:3] == (255, 0, 255)
    # Tiles the folder lacks keep the built-in face.
    assert _difference(painter.image(9 * 4, 36, 49), TilePainter(False).image(36, 36, 49)) < 0.5
    painter.set_folder(None)
    assert _difference(painter.image(1, 36, 49), builtin_1m) < 0.01
