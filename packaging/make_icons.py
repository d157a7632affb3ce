"""Generate every platform's application icon from one project-made SVG.

Linux wants hicolor PNGs (16..512) plus the scalable SVG, Windows a multi-size
``.ico`` and macOS an ``.icns``; drawing each by hand would let them drift
apart, so they are all rendered from a single source here.  The SVG is drawn
with QtSvg (already an app dependency, so no extra tool is needed) and Pillow
packs the ``.ico`` and ``.icns`` containers.

Run from anywhere: ``.venv/bin/python packaging/make_icons.py``.  The source is
``resources/icons/yamaviewer.svg``, the same file the running app loads for its
window icon, so the desktop and the window always show the same picture.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

from PIL import Image

REPO = Path(__file__).resolve().parent.parent
APP_ID = "io.github.yamaviewer.Yamaviewer"
SOURCE_CANDIDATES = (REPO / "resources" / "icons" / "yamaviewer.svg",)
OUT_DIR = REPO / "packaging" / "icons"
# Sizes the freedesktop hicolor theme, Windows shell and macOS Finder ask for.
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def find_source() -> Path:
    """The app's own icon wins so the window and the desktop show the same picture."""
    for candidate in SOURCE_CANDIDATES:
        if candidate.is_file():
            return candidate
    raise SystemExit(f"make_icons: no icon source among {[str(c) for c in SOURCE_CANDIDATES]}")


def render_svg(svg: Path, sizes: tuple[int, ...]) -> dict[int, Image.Image]:
    """Render the SVG once per size: small sizes stay sharper than downscaled big ones."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    images: dict[int, Image.Image] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)  # un-premultiplied
        raw = bytes(rgba.constBits())
        images[size] = Image.frombuffer(
            "RGBA", (size, size), raw, "raw", "RGBA", rgba.bytesPerLine(), 1
        ).copy()
    del app  # keep the application alive until every image is painted
    return images


def write_icons(source: Path, out_dir: Path) -> list[Path]:
    """Write hicolor PNGs + SVG, .ico and .icns into out_dir; return the files written."""
    sizes = tuple(sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | set(ICNS_SIZES)))
    images = render_svg(source, sizes)
    written: list[Path] = []
    hicolor = out_dir / "hicolor"
    for size in HICOLOR_SIZES:
        target = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        images[size].save(target, optimize=True)
        written.append(target)
    scalable = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    if source.resolve() != scalable.resolve():
        shutil.copyfile(source, scalable)
    written.append(scalable)

    ico = out_dir / "yamaviewer.ico"
    largest = images[max(ICO_SIZES)]
    largest.save(
        ico,
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    written.append(ico)

    icns = out_dir / "yamaviewer.icns"
    images[max(ICNS_SIZES)].save(
        icns,
        format="ICNS",
        append_images=[images[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)],
    )
    written.append(icns)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help="SVG to render (default: see module doc)")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder")
    args = parser.parse_args(argv)
    source = args.source or find_source()
    for path in write_icons(source, args.out):
        print(path.relative_to(REPO) if path.is_relative_to(REPO) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
