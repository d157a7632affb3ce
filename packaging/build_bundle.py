"""Build the one-folder PyInstaller bundle into dist/ and smoke-test the result.

A bundle that builds is not yet a bundle that starts: missing Qt plugins,
resources or shared libraries only show when the frozen program runs.  So after
building, this script runs the built executables (not the venv's) the way a
user would: the GUI renders the demo offscreen into a PNG, the CLI prints its
version, rebuilds the demo wall and, when ../shared/data is present, verifies
real Tenhou logs in worker processes.

    .venv/bin/python packaging/build_bundle.py [--archive] [--skip-build]

Run it with the project's venv Python: PyInstaller bundles the interpreter and
packages it runs under.  It installs PyInstaller into that venv when missing.
Build on each target platform; PyInstaller does not cross-compile.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "packaging" / "pyinstaller" / "yamaviewer.spec"
DIST = REPO / "dist"
WORK = REPO / "build" / "pyinstaller"
BUNDLE = DIST / "yamaviewer"
LINUX = REPO / "packaging" / "linux"
ICONS = REPO / "packaging" / "icons"
APP_ID = "io.github.yamaviewer.Yamaviewer"
SHARED_MJLOG = REPO.parent / "shared" / "data" / "tenhou" / "mjlog"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


class SmokeTestError(RuntimeError):
    """The built bundle does not behave like the installed program."""


def ensure_pyinstaller() -> None:
    """Install PyInstaller into this interpreter's environment the first time only."""
    if importlib.util.find_spec("PyInstaller") is None:
        print("build_bundle: installing PyInstaller into", sys.prefix, flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pyinstaller"], check=True)


def ensure_icons() -> None:
    """The spec embeds the .ico/.icns; regenerate them if someone deleted them."""
    if not (ICONS / "yamaviewer.ico").is_file() or not (ICONS / "yamaviewer.icns").is_file():
        subprocess.run([sys.executable, str(REPO / "packaging" / "make_icons.py")], check=True)


def build() -> float:
    """Run PyInstaller on the spec; return the wall-clock seconds it took."""
    start = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(DIST),
            "--workpath",
            str(WORK),
            str(SPEC),
        ],
        check=True,
        cwd=REPO,
    )
    return time.perf_counter() - start


def add_linux_desktop_files() -> None:
    """Lay out share/ beside the executables so `cp -r share ~/.local/` installs the menu entry."""
    share = BUNDLE / "share"
    if share.exists():
        shutil.rmtree(share)
    copies = {
        LINUX / f"{APP_ID}.desktop": share / "applications" / f"{APP_ID}.desktop",
        LINUX / f"{APP_ID}.metainfo.xml": share / "metainfo" / f"{APP_ID}.metainfo.xml",
        LINUX / f"{APP_ID}.mime.xml": share / "mime" / "packages" / f"{APP_ID}.xml",
    }
    for source, target in copies.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    shutil.copytree(ICONS / "hicolor", share / "icons" / "hicolor")


def bundle_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def executable(name: str) -> Path:
    path = BUNDLE / f"{name}{EXE_SUFFIX}"
    if not path.is_file():
        raise SmokeTestError(f"{path} was not built")
    return path


def clean_env() -> dict[str, str]:
    """The user's environment without this venv, so the bundle cannot lean on it."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    venv_bin = str(Path(sys.executable).parent)
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if p != venv_bin)
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def run(command: list[str], cwd: Path, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        command,
        capture_output=True,
        text=True,
        env=clean_env(),
        cwd=cwd,
        timeout=timeout,
        check=False,
    )
    shown = " ".join(
        [Path(command[0]).name, *(c if len(c) < 60 else c[:40] + "..." for c in command[1:5])]
    ) + (f" (+{len(command) - 5} more)" if len(command) > 5 else "")
    if result.returncode != 0:
        raise SmokeTestError(
            f"`{shown}` exited {result.returncode}\n{result.stdout[-2000:]}{result.stderr[-4000:]}"
        )
    print(f"  ok  {shown}", flush=True)
    return result


def check_screenshot(path: Path) -> tuple[int, int]:
    """A real picture of the window: a PNG, at least 1280x800, not one flat colour."""
    from PIL import Image

    if not path.is_file() or path.stat().st_size == 0:
        raise SmokeTestError(f"the screenshot {path} was not written")
    with Image.open(path) as image:
        if image.format != "PNG":
            raise SmokeTestError(f"the screenshot is {image.format}, not PNG")
        width, height = image.size
        if width < 1280 or height < 800:
            raise SmokeTestError(f"the screenshot is only {width}x{height}")
        if image.convert("RGB").getcolors(1) is not None:  # None: more than one colour
            raise SmokeTestError("the screenshot is a single colour")
    return width, height


def check_resources() -> None:
    """Every data file of resources/ sits in the bundle where yamaviewer.resources looks."""
    resources = REPO / "resources"
    internal = BUNDLE / "yamaviewer.app" / "Contents" if sys.platform == "darwin" else BUNDLE
    bundled = next(internal.rglob("yamaviewer/resources"), None)
    if bundled is None:
        raise SmokeTestError("the bundle has no yamaviewer/resources folder")
    missing = [
        str(path.relative_to(resources))
        for path in resources.rglob("*")
        if path.is_file()
        and path.suffix not in (".py", ".pyc")
        and not (bundled / path.relative_to(resources)).is_file()
    ]
    if missing:
        raise SmokeTestError(f"resources missing from the bundle: {missing}")
    print(f"  ok  resources bundled in {bundled.relative_to(DIST)}", flush=True)


def smoke_test() -> None:
    """Run the built executables from a scratch folder, outside the venv."""
    from yamaviewer import __version__
    from yamaviewer.core.replay.demo import demo_seed_text

    check_resources()
    gui, cli = executable("yamaviewer"), executable("yamaviewer-cli")
    with tempfile.TemporaryDirectory(prefix="yamaviewer-smoke-") as scratch:
        where = Path(scratch)
        shot = where / "x.png"
        run([str(gui), "--screenshot", str(shot)], cwd=where)
        width, height = check_screenshot(shot)
        print(f"      screenshot {width}x{height}, {shot.stat().st_size} bytes", flush=True)

        version = run([str(cli), "--version"], cwd=where).stdout.strip()
        if version != f"yamaviewer-cli {__version__}":
            raise SmokeTestError(f"--version printed {version!r}")
        wall = run([str(cli), "wall", "--tenhou-seed", demo_seed_text(), "--json"], cwd=where)
        if not wall.stdout.lstrip().startswith(("{", "[")):
            raise SmokeTestError(f"wall --json printed {wall.stdout[:200]!r}")
        logs = sorted(p for p in SHARED_MJLOG.glob("*") if p.suffix in (".mjlog", ".xml"))
        if logs:
            # Two jobs: worker processes must start from the frozen executable too.
            result = run([str(cli), "verify", "--jobs", "2", *map(str, logs)], cwd=where)
            print(f"      {result.stdout.strip().splitlines()[-1]}", flush=True)
        else:
            print(f"  --  verify skipped: {SHARED_MJLOG} not present", flush=True)


def make_archive() -> Path:
    """dist/yamaviewer-VERSION-OS-ARCH.(tar.gz|zip): what a release would upload."""
    from yamaviewer import __version__

    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    stem = f"yamaviewer-{__version__}-{system}-{platform.machine().lower()}"
    if sys.platform == "win32":
        target = DIST / f"{stem}.zip"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
            for path in sorted(BUNDLE.rglob("*")):
                archive.write(path, Path("yamaviewer") / path.relative_to(BUNDLE))
    else:
        target = DIST / f"{stem}.tar.gz"
        with tarfile.open(target, "w:gz") as archive:
            archive.add(BUNDLE, arcname="yamaviewer")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-build", action="store_true", help="only smoke-test dist/")
    parser.add_argument("--archive", action="store_true", help="also pack the folder for release")
    args = parser.parse_args(argv)

    seconds = None
    if not args.skip_build:
        ensure_pyinstaller()
        ensure_icons()
        seconds = build()
        if sys.platform.startswith("linux"):
            add_linux_desktop_files()
    print("build_bundle: smoke test of", BUNDLE, flush=True)
    try:
        smoke_test()
    except (SmokeTestError, subprocess.TimeoutExpired) as error:
        print(f"build_bundle: SMOKE TEST FAILED: {error}", file=sys.stderr)
        return 1
    if seconds is not None:
        print(f"build_bundle: build time {seconds:.1f} s")
    print(f"build_bundle: bundle size {bundle_size(BUNDLE) / 1e6:.1f} MB ({BUNDLE})")
    if args.archive:
        archive = make_archive()
        print(f"build_bundle: archive {archive.stat().st_size / 1e6:.1f} MB ({archive})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
