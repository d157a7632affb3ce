"""The lazy sub-command registry names every command its modules register, and no other."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.cli import COMMAND_MODULES, build_parser


def _registered_commands(parser: argparse.ArgumentParser) -> set[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    raise AssertionError("no sub-commands")


def test_registry_matches_what_the_modules_register() -> None:
    assert _registered_commands(build_parser()) == set(COMMAND_MODULES)


def test_each_command_parses_with_only_its_module_loaded() -> None:
    for command, module in COMMAND_MODULES.items():
        parser = build_parser([command, "--help"])
        registered = _registered_commands(parser)
        assert command in registered
        siblings = {c for c, m in COMMAND_MODULES.items() if m == module}
        assert registered == siblings


def _modules_loaded_by(statements: str) -> set[str]:
    """The modules a fresh interpreter holds after running ``statements``."""
    script = f"import sys\n{statements}\nprint('\\n'.join(sys.modules))\n"
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return set(result.stdout.split())


def test_verify_run_does_not_import_other_command_modules() -> None:
    loaded = _modules_loaded_by(
        "from yamaviewer.cli import main\nmain(['verify', '/nonexistent-path'])"
    )
    assert "yamaviewer.cli.verify_command" in loaded
    for other in set(COMMAND_MODULES.values()) - {"verify_command"}:
        assert f"yamaviewer.cli.{other}" not in loaded


def test_help_is_laid_out_as_argparse_lays_it_out_for_the_terminal_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The CLI's own formatter is as wide as argparse's (sized by shutil), sub-commands too."""
    for columns in ("40", "80", "132"):
        monkeypatch.setenv("COLUMNS", columns)
        expected = argparse.HelpFormatter(prog="x")._width  # argparse's own, through shutil
        parser = build_parser(["verify"])
        sub = next(
            action.choices["verify"]
            for action in parser._actions
            if isinstance(action, argparse._SubParsersAction)
        )
        assert parser._get_formatter()._width == expected == int(columns) - 2
        assert sub._get_formatter()._width == expected


def test_start_up_does_not_import_shutil() -> None:
    """argparse sizes a formatter per option; ours does it without shutil, bz2 and lzma."""
    loaded = _modules_loaded_by("from yamaviewer.cli import build_parser\nbuild_parser(['verify'])")
    assert "yamaviewer.cli" in loaded
    assert not {"shutil", "bz2", "lzma"} & loaded


def test_verify_run_loads_neither_dataclasses_nor_the_pure_python_twins_needs() -> None:
    """``verify`` over real logs runs without ``dataclasses`` (and its ``inspect``); with the
    extension built, without hashlib, random and expat too: each costs start-up time."""
    from yamaviewer.core.native import accelerator

    require(MJLOG_DIR)
    logs = [str(path) for path in mjlog_files()]
    loaded = _modules_loaded_by(
        "import contextlib, io\n"
        "from yamaviewer.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    assert main(['verify', '--jobs', '1', *{logs!r}]) == 0\n"
    )
    assert "yamaviewer.core.verification.tenhou" in loaded
    assert not {"dataclasses", "inspect"} & loaded
    if accelerator is not None:
        assert not {"hashlib", "random", "pyexpat"} & loaded
