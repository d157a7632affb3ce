"""The core and the CLI must never import Qt: prove it in a fresh interpreter."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import yamaviewer

QT_FREE_PACKAGES = ("yamaviewer.core", "yamaviewer.cli", "yamaviewer.imaging")


def _modules_under(package: str) -> list[str]:
    module = __import__(package, fromlist=["_"])
    names = [package]
    for info in pkgutil.walk_packages(module.__path__, prefix=f"{package}."):
        if not info.name.endswith("__main__"):
            names.append(info.name)
    return names


def test_core_cli_and_imaging_never_load_qt() -> None:
    modules = [m for p in QT_FREE_PACKAGES for m in _modules_under(p)]
    assert (
        "yamaviewer.core.verification.tenhou" in modules
        and "yamaviewer.cli.verify_command" in modules
    )
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'PyQt')))\n"
        "print(','.join(qt))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=str(__import__("pathlib").Path(yamaviewer.__file__).parents[1]),
    )
    assert result.stdout.strip() == "", f"Qt modules loaded by the core: {result.stdout}"


def test_running_the_cli_loads_no_qt() -> None:
    script = (
        "import sys\n"
        "from yamaviewer.cli import main\n"
        "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
        "print(any(m.startswith('PySide6') for m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip().endswith("False")
