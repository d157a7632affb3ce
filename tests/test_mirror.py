"""The tests mirror the package file by file.

A test file that tests one module lives at that module's path under ``tests/``:
``yamaviewer/core/walls/table.py`` is tested by ``tests/core/walls/test_table.py``, and a
module tested under several aspects may have ``test_table_<aspect>.py`` files beside it.
``tests/<path>/test_<name>.py`` may also name a package (``tests/gui/test_dialogs.py``
tests ``yamaviewer/gui/dialogs/``). Only the cross-cutting files listed below test no one
module.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
PACKAGE = ROOT / "yamaviewer"

#: Test files that sweep across the package rather than test one module.
CROSS_CUTTING = {
    # hostile inputs, thrown at every reader, command and window
    "core/test_hostile_inputs.py",
    "cli/test_hostile_cli.py",
    "gui/test_hostile_gui.py",
    # the whole app: start-up to shutdown, every hand replayed against its log, one model
    # drawn by the window and the PNG export alike, the Japanese interface everywhere
    "gui/test_app_integration.py",
    "gui/test_replay_truth.py",
    "gui/test_one_model.py",
    "gui/test_japanese_ui.py",
    # the project itself: layers, README, this mirror, the wheel and the desktop files
    "test_layering.py",
    "test_readme.py",
    "test_mirror.py",
    "packaging/test_desktop_files.py",
    "packaging/test_icons.py",
    "packaging/test_wheel.py",
}


def _module_names(folder: Path) -> set[str]:
    """Modules and subpackages of one package folder (nothing if it is no package)."""
    if not (folder / "__init__.py").is_file():
        return set()
    names = {p.stem for p in folder.glob("*.py") if p.name != "__init__.py"}
    names |= {p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}
    return names


def mirrored_module(test_file: Path) -> str | None:
    """The module (dotted, below ``yamaviewer``) a test file mirrors, or None.

    ``test_<module>.py`` or ``test_<module>_<aspect>.py``; the longest module name wins
    (``test_tenhou_commitment.py`` beside ``tenhou.py`` and ``tenhou_commitment.py``).
    """
    relative = test_file.relative_to(TESTS)
    name = relative.stem.removeprefix("test_")
    candidates = [
        module
        for module in _module_names(PACKAGE.joinpath(*relative.parts[:-1]))
        if name == module or name.startswith(module + "_")
    ]
    if not candidates:
        return None
    return ".".join([*relative.parts[:-1], max(candidates, key=len)])


def _test_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("test_*.py") if "__pycache__" not in p.parts)


def test_every_test_file_mirrors_a_module() -> None:
    strays = [
        path.relative_to(TESTS).as_posix()
        for path in _test_files()
        if path.relative_to(TESTS).as_posix() not in CROSS_CUTTING and mirrored_module(path) is None
    ]
    assert strays == [], f"test files that mirror no module of yamaviewer/: {strays}"


def test_the_cross_cutting_list_names_existing_files() -> None:
    assert sorted(p for p in CROSS_CUTTING if not (TESTS / p).is_file()) == []


def test_the_mirror_reads_names_as_intended() -> None:
    def module(relative: str) -> str | None:
        return mirrored_module(TESTS / relative)

    assert module("core/walls/test_table.py") == "core.walls.table"
    assert module("core/walls/test_tenhou_commitment.py") == "core.walls.tenhou_commitment"
    assert module("core/verification/test_tenhou_eras.py") == "core.verification.tenhou"
    assert module("gui/test_dialogs.py") == "gui.dialogs"
    assert module("core/test_nothing_by_that_name.py") is None
    assert module("nowhere/test_table.py") is None


def coverage() -> tuple[int, int]:
    """(modules with a same-path test file, modules): ``python -m tests.test_mirror``."""
    modules = {
        ".".join(p.relative_to(PACKAGE).with_suffix("").parts)
        for p in PACKAGE.rglob("*.py")
        if p.name not in {"__init__.py", "__main__.py"} and "__pycache__" not in p.parts
    }
    tested = {mirrored_module(path) for path in _test_files()}
    return len(modules & tested), len(modules)


if __name__ == "__main__":
    tested, modules = coverage()
    print(f"{tested} of {modules} modules have a same-path test file")
