"""The generated icons exist in every size each platform asks for, at that size.

A stale or half-generated icon set is easy to commit by accident and only shows
on another platform, so the containers are opened and measured here.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PIL import Image

from tests.packaging.support import APP_ID, ICONS

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_hicolor_png_has_its_size(size: int) -> None:
    with Image.open(ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png") as image:
        assert image.size == (size, size)
        assert image.mode == "RGBA"
        corner = image.getpixel((0, 0))
        assert isinstance(corner, tuple) and corner[3] == 0, "corners should be transparent"


def test_scalable_icon_is_the_source_svg() -> None:
    scalable = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    source = ICONS.parents[1] / "resources" / "icons" / "yamaviewer.svg"  # the app's own icon
    assert scalable.read_bytes() == source.read_bytes()
    root = ET.parse(scalable).getroot()
    assert root.get("viewBox") == "0 0 512 512"


def test_windows_ico_holds_every_size() -> None:
    with Image.open(ICONS / "yamaviewer.ico") as ico:
        sizes = ico.info["sizes"]
    assert {(s, s) for s in (16, 24, 32, 48, 256)} <= set(sizes)


def test_macos_icns_holds_retina_sizes() -> None:
    with Image.open(ICONS / "yamaviewer.icns") as icns:
        sizes = icns.info["sizes"]
        assert icns.size == (1024, 1024)
    assert {(16, 16, 2), (128, 128, 1), (256, 256, 2), (512, 512, 2)} <= set(sizes)
