"""The pair-meeting heat map of a seating schedule as a PNG (Pillow, no Qt).

Cell (a, b) is coloured by how often players a and b sat at the same table: white
for never, through blue, to red for the most; the diagonal is grey.  Staff see at a
glance who meets too often and who never meets.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from yamaviewer.core.seating.formats import write_file
from yamaviewer.core.seating.metrics import pair_matrix
from yamaviewer.core.seating.model import Schedule
from yamaviewer.imaging.wall_image import find_cjk_font

#: Colours for 0, 1, 2, 3+ meetings.
PALETTE = ((255, 255, 255), (120, 170, 230), (245, 160, 60), (200, 30, 40))


def colour(count: int) -> tuple[int, int, int]:
    return PALETTE[min(count, len(PALETTE) - 1)]


def heat_map(schedule: Schedule, cell: int = 0) -> Image.Image:
    """The heat map image; ``cell`` pixels per player (0: chosen by the field size)."""
    n = schedule.players
    cell = cell or max(4, min(24, 720 // max(n, 1)))
    matrix = pair_matrix(schedule)
    margin = 28
    legend = 24
    size = margin + n * cell
    image = Image.new("RGB", (size + 4, size + legend + 8), "white")
    draw = ImageDraw.Draw(image)
    font_path = find_cjk_font()
    font: ImageFont.FreeTypeFont | ImageFont.ImageFont
    font = ImageFont.truetype(str(font_path), 11) if font_path else ImageFont.load_default()
    for a in range(n):
        for b in range(n):
            fill = (200, 200, 200) if a == b else colour(matrix[a][b])
            x, y = margin + b * cell, margin + a * cell
            draw.rectangle((x, y, x + cell - 1, y + cell - 1), fill=fill)
    step = max(1, (n + 19) // 20)
    for p in range(0, n, step):
        centre = margin + p * cell + cell // 2
        draw.text((centre, margin - 4), str(p + 1), fill="black", font=font, anchor="md")
        draw.text((margin - 4, centre), str(p + 1), fill="black", font=font, anchor="rm")
    y = size + 8
    x = margin
    for count, label in enumerate(("0", "1", "2", "3+")):
        draw.rectangle((x, y, x + 14, y + 14), fill=colour(count), outline="grey")
        draw.text((x + 18, y + 7), label, fill="black", font=font, anchor="lm")
        x += 50
    return image


def save_heat_map(schedule: Schedule, path: Path) -> None:
    """Write the heat map PNG through the one seating writer (links and modes kept)."""
    image = heat_map(schedule)
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    image.close()
    write_file(path, buffer.getvalue())
