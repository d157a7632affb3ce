"""PNG rendering with Pillow: real pixels, red fives, unknown tiles, no-font fallback."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from tests.shared_data import SHARED_DATA, require
from yamaviewer.core.replay import tile_style as style
from yamaviewer.core.replay.document import load_document
from yamaviewer.imaging import wall_image
from yamaviewer.imaging.wall_image import Fonts, RenderOptions, TileArt, render_hand, save_png

VALIDATION = SHARED_DATA / "tenhou" / "validation" / "2016022509gm-0009-0000-b327da61"
SANMA = (
    SHARED_DATA
    / "tenhou"
    / "json"
    / ("SoliDeoGloria000__sanma-engine__data__raw_logs__2024010120gm-00b9-0000-e324b88a.json")
)


def _hex(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _pixels(image: Image.Image) -> list[tuple[int, int, int]]:
    """RGB of every opaque pixel (transparent corners of a tile do not count)."""
    data = image.convert("RGBA").tobytes()
    return [
        (data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 4) if data[i + 3] > 128
    ]


def _count(image: Image.Image, colour: str, tolerance: int = 40) -> int:
    tr, tg, tb = _hex(colour)
    return sum(
        1
        for r, g, b in _pixels(image)
        if abs(r - tr) <= tolerance and abs(g - tg) <= tolerance and abs(b - tb) <= tolerance
    )


def _reddish(image: Image.Image) -> int:
    return sum(1 for r, g, b in _pixels(image) if r > 160 and g < 90 and b < 90)


def test_red_five_is_drawn_red_and_plain_five_is_not() -> None:
    art = TileArt(40)
    red_pin = art.image(52)  # the red 5p
    plain_pin = art.image(53)
    assert red_pin.size == (40, round(40 * style.TILE_ASPECT))
    assert _reddish(red_pin) > 2 * max(1, _reddish(plain_pin))
    assert _count(plain_pin, style.BLUE) > 20 and _count(red_pin, style.BLUE) == 0
    red_sou = art.image(88)
    assert _reddish(red_sou) > _reddish(art.image(89))
    # Without red fives in the rule, copy 0 is a plain five.
    assert _reddish(art.image(52, red_fives=False)) == _reddish(plain_pin)


def test_unknown_and_back_tiles_differ_from_faces() -> None:
    art = TileArt(30)
    unknown = art.image(None, known=False)
    back = art.image(None)
    assert _count(unknown, style.UNKNOWN, 12) > 200
    assert _count(back, style.BACK_LIGHT, 12) > 200
    assert _count(art.image(0), style.IVORY, 6) > 200


def test_rotation_swaps_width_and_height() -> None:
    art = TileArt(30)
    upright = art.image(5)
    turned = art.image(5, rotation=90)
    assert turned.size == (upright.height, upright.width)


@pytest.mark.parametrize("layout", ["table", "strip"])
def test_seeded_hand_renders_every_tile(layout: str, tmp_path: Path) -> None:
    document = load_document(require(VALIDATION.with_suffix(".xml")))
    image = render_hand(document, 0, RenderOptions(layout=layout, tile_width=24))  # type: ignore[arg-type]
    assert image.mode == "RGB" and image.width > 400 and image.height > 400
    # 136 wall tiles + 52 starting tiles + the dora: lots of ivory faces, no unknown ones.
    assert _count(image, style.IVORY, 6) > 136 * 24 * 15
    assert _count(image, style.UNKNOWN, 6) < 24 * 20  # not even one grey "?" tile
    assert _count(image, style.DEAD_WALL, 10) > 100
    out = tmp_path / "wall.png"
    save_png(image, out)
    with Image.open(out) as reread:
        assert reread.format == "PNG" and reread.size == image.size
    assert [p.name for p in tmp_path.iterdir()] == ["wall.png"]


def test_json_hand_shows_unknown_positions_in_grey() -> None:
    document = load_document(require(VALIDATION.with_suffix(".json")))
    image = render_hand(document, 0, RenderOptions(layout="strip", tile_width=24))
    seeded = render_hand(
        load_document(VALIDATION.with_suffix(".xml")),
        0,
        RenderOptions(layout="strip", tile_width=24),
    )
    # Starting-hand positions (52) and the undrawn wall are unknown without a seed.
    assert _count(image, style.UNKNOWN, 6) > 52 * 24 * 20
    assert _count(image, style.IVORY, 6) < _count(seeded, style.IVORY, 6)


def test_sanma_table_has_three_walls() -> None:
    document = load_document(require(SANMA))
    image = render_hand(document, 0, RenderOptions(layout="table", tile_width=20))
    assert document.game.player_count == 3
    # The left side (no fourth player) has no tiles: just felt.
    band = image.crop((0, image.height // 4, 20 * 2, image.height // 2))
    assert _count(band, style.FELT, 10) > band.width * band.height * 0.9


def test_missing_fonts_do_not_stop_rendering(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wall_image, "find_cjk_font", lambda: None)
    monkeypatch.setattr(wall_image, "find_latin_font", lambda: None)
    fonts = Fonts()
    assert not fonts.has_cjk
    art = TileArt(30, fonts)
    face = art.image(0)  # 1m: Latin '1' and 'm'
    assert _count(face, style.INK, 60) > 5
    document = load_document(require(VALIDATION.with_suffix(".xml")))
    image = render_hand(document, 0, RenderOptions(layout="strip", tile_width=20, use_cjk=False))
    assert image.width > 300


def test_cjk_font_is_used_when_installed() -> None:
    path = wall_image.find_cjk_font()
    if path is None:
        pytest.skip("no CJK font on this system")
    assert Fonts().has_cjk and path.is_file()


def test_hand_out_of_range() -> None:
    document = load_document(require(VALIDATION.with_suffix(".xml")))
    with pytest.raises(IndexError, match="hand 2 does not exist"):
        render_hand(document, 1)
