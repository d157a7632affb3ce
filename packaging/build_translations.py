"""Update the Qt Linguist catalogues and compile them for the package.

    python packaging/build_translations.py            # lupdate + lrelease
    python packaging/build_translations.py --release  # lrelease only (no source scan)

lupdate scans every .py file under yamaviewer/gui for ``tr()`` and
``QCoreApplication.translate()``, and every .py file under yamaviewer/core for
the core's translation marker ``translatable("Context", "text")``
(:mod:`yamaviewer.core.wording`, passed as ``-tr-function-alias``), and merges new strings into
resources/translations/yamaviewer_<lang>.ts (translations already made are kept,
strings no longer in the code are dropped); lrelease compiles each .ts into the
.qm that :mod:`yamaviewer.gui.i18n` loads.  Both tools come with the
PySide6-Essentials wheel, next to the running interpreter's scripts.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "yamaviewer" / "gui"
#: The Qt-free core: its user-facing sentences are marked with ``translatable``.
CORE_SOURCES = ROOT / "yamaviewer" / "core"
#: The core's no-op marker, read by lupdate like QT_TRANSLATE_NOOP("Context", "text").
CORE_MARKER = "translatable"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("ja",)


def find_tool(name: str) -> Path:
    """A PySide6 tool (pyside6-lupdate, pyside6-lrelease) of this interpreter's install."""
    candidates = [
        Path(sysconfig.get_path("scripts")) / name,
        Path(sys.executable).parent / name,
    ]
    for folder in list(candidates):
        candidates.append(folder.with_name(folder.name + ".exe"))
    for path in candidates:
        if path.is_file():
            return path
    found = shutil.which(name)
    if found:
        return Path(found)
    raise FileNotFoundError(f"{name} not found next to {sys.executable}; install PySide6")


def ts_path(lang: str) -> Path:
    return TRANSLATIONS / f"yamaviewer_{lang}.ts"


def qm_path(lang: str) -> Path:
    return TRANSLATIONS / f"yamaviewer_{lang}.qm"


def source_files() -> list[Path]:
    """Every Python file of the GUI and the core, in a stable order."""
    return sorted(
        p
        for folder in (SOURCES, CORE_SOURCES)
        for p in folder.rglob("*.py")
        if "__pycache__" not in p.parts
    )


def lupdate(lang: str) -> None:
    files = [str(p.relative_to(ROOT)) for p in source_files()]
    cmd = [
        str(find_tool("pyside6-lupdate")),
        "-no-obsolete",
        "-locations",
        "none",  # no line numbers: no churn when code moves
        "-target-language",
        lang,
        "-tr-function-alias",
        f"QT_TRANSLATE_NOOP+={CORE_MARKER}",
        *files,
        "-ts",
        str(ts_path(lang).relative_to(ROOT)),
    ]
    subprocess.run(cmd, cwd=ROOT, check=True)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile one catalogue (also used by the tests to check the shipped .qm)."""
    cmd = [str(find_tool("pyside6-lrelease")), "-silent", str(ts), "-qm", str(qm)]
    subprocess.run(cmd, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--release", action="store_true", help="only compile .ts to .qm")
    args = parser.parse_args(argv)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        if not args.release:
            lupdate(lang)
        lrelease(ts_path(lang), qm_path(lang))
        print(f"{qm_path(lang).relative_to(ROOT)} built")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
