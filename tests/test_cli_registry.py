"""The lazy sub-command registry names every command its modules register, and no other."""

from __future__ import annotations

import argparse
import subprocess
import sys

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


def test_a_verify_run_stays_within_its_import_budget() -> None:
    """``verify`` over the real logs loads neither Qt nor numpy nor scipy: the command line
    starts in a fraction of the app's time (the standard library is not rationed)."""
    require(MJLOG_DIR)
    logs = [str(path) for path in mjlog_files()]
    loaded = _modules_loaded_by(
        "import contextlib, io\n"
        "from yamaviewer.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    assert main(['verify', '--jobs', '1', *{logs!r}]) == 0\n"
    )
    assert "yamaviewer.core.verification.tenhou" in loaded
    heavy = {"PySide6", "shiboken6", "PyQt5", "PyQt6", "numpy", "scipy"}
    assert not {name.partition(".")[0] for name in loaded} & heavy
