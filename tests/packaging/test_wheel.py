"""The wheel users `pip install` carries everything the program needs at run time.

The editable install every developer uses reads resources/ and any forgotten
subpackage straight from the checkout, so it hides packaging mistakes; only a
real wheel in a fresh virtual environment shows them.  This test builds the
wheel, checks its file list against the source tree, installs it into a new
venv (from a local wheelhouse of the dependencies, downloaded once) and runs
both entry points from there, outside the repository.

The wheelhouse lives in $YAMAVIEWER_WHEELHOUSE or ~/.cache/yamaviewer/wheelhouse
so that PySide6 (about 80 MB) is fetched once, not on every run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

import yamaviewer
from tests.packaging.support import REPO
from yamaviewer.core.replay.demo import demo_seed_text

# Things in the checkout that are not part of a source distribution.
NOT_SOURCE = shutil.ignore_patterns(
    ".git",
    ".venv",
    "build",
    "dist",
    "__pycache__",
    "*.pyc",
    "*.egg-info",
    ".pytest_cache",
    ".mypy_cache",
    ".ruff_cache",
    "results",
)


def wheelhouse() -> Path:
    configured = os.environ.get("YAMAVIEWER_WHEELHOUSE")
    if configured:
        return Path(configured)
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "yamaviewer" / "wheelhouse"


def pip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def checked(result: subprocess.CompletedProcess[str]) -> subprocess.CompletedProcess[str]:
    assert result.returncode == 0, f"{result.args}\n{result.stdout[-3000:]}{result.stderr[-3000:]}"
    return result


def build_wheel(tmp: Path) -> Path:
    """Build from a copy of the checkout: setuptools' in-tree build/ can keep deleted files."""
    source = tmp / "src"
    shutil.copytree(REPO, source, ignore=NOT_SOURCE, symlinks=True)
    out = tmp / "wheels"
    checked(pip("wheel", "--no-deps", "--wheel-dir", str(out), str(source)))
    (wheel,) = out.glob("yamaviewer-*.whl")
    return wheel


def expected_files() -> set[str]:
    """Every module of the package and every resource file, as wheel paths."""
    expected = {
        path.relative_to(REPO).as_posix()
        for path in (REPO / "yamaviewer").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    expected |= {
        "yamaviewer/resources/" + path.relative_to(REPO / "resources").as_posix()
        for path in (REPO / "resources").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }
    return expected


def install(wheel: Path, venv: Path) -> None:
    """Install the wheel (not editable) offline from the wheelhouse, filling it if needed."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    house = wheelhouse()
    house.mkdir(parents=True, exist_ok=True)
    # pip runs from this interpreter but installs into the new venv (--python).
    command = [
        "--python",
        str(venv / "bin" / "python"),
        "install",
        "--no-index",
        "--find-links",
        str(house),
        "--find-links",
        str(wheel.parent),
        str(wheel),
    ]
    if pip(*command).returncode != 0:
        checked(
            pip("download", "--dest", str(house), "--find-links", str(wheel.parent), str(wheel))
        )
        (house / wheel.name).unlink(missing_ok=True)  # keep only dependencies in the cache
        checked(pip(*command))


def run_installed(venv: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run a program of the fresh venv from outside the checkout, as a user would."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["PATH"] = os.pathsep.join([str(venv / "bin"), env.get("PATH", "")])
    env["QT_QPA_PLATFORM"] = "offscreen"
    return checked(
        subprocess.run(
            [str(venv / "bin" / args[0]), *args[1:]],
            capture_output=True,
            text=True,
            env=env,
            cwd=cwd,
            timeout=300,
            check=False,
        )
    )


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="venv layout and scripts differ on Windows")
def test_wheel_installs_and_runs(tmp_path: Path) -> None:
    start = time.perf_counter()
    wheel = build_wheel(tmp_path)
    built = time.perf_counter()

    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(
            archive.read(n).decode() for n in names if n.endswith(".dist-info/entry_points.txt")
        )
    missing = sorted(expected_files() - names)
    assert not missing, f"the wheel lacks {missing}"
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert "yamaviewer-cli = yamaviewer.cli:main" in entry_points
    assert "yamaviewer = yamaviewer.gui.app:main" in entry_points

    venv = tmp_path / "venv"
    install(wheel, venv)
    installed = time.perf_counter()
    outside = tmp_path / "elsewhere"
    outside.mkdir()

    where = run_installed(
        venv,
        outside,
        "python",
        "-c",
        "import yamaviewer, yamaviewer.resources as r, pathlib;"
        "print(yamaviewer.__file__);"
        "print(sorted(p.name for p in pathlib.Path(r.__file__).parent.rglob('*.qm')))",
    ).stdout.splitlines()
    assert Path(where[0]).is_relative_to(venv), f"imported from {where[0]}, not the fresh venv"
    shipped_qm = sorted(p.name for p in (REPO / "resources").rglob("*.qm"))
    assert where[1] == str(shipped_qm)

    version = run_installed(venv, outside, "yamaviewer-cli", "--version").stdout.strip()
    assert version == f"yamaviewer-cli {yamaviewer.__version__}"
    wall = run_installed(venv, outside, "yamaviewer-cli", "wall", "--tenhou-seed", demo_seed_text())
    assert wall.stdout.strip()

    shot = outside / "out.png"
    run_installed(venv, outside, "yamaviewer", "--screenshot", str(shot))
    from PIL import Image

    with Image.open(shot) as image:
        assert image.format == "PNG"
        assert image.size[0] >= 1280 and image.size[1] >= 800, image.size
        assert image.convert("RGB").getcolors(1) is None, "the screenshot is one flat colour"
    done = time.perf_counter()
    print(
        f"\nwheel test: build {built - start:.1f} s, venv + install {installed - built:.1f} s, "
        f"runs {done - installed:.1f} s, total {done - start:.1f} s"
    )
