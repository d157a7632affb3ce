"""Where the shared test data lives, and a skip with a clear reason when it is absent."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO_ROOT.parent / "shared" / "data"
MJLOG_DIR = SHARED_DATA / "tenhou" / "mjlog"
VALIDATION_DIR = SHARED_DATA / "tenhou" / "validation"
VALIDATION_GAME = "2016022509gm-0009-0000-b327da61"
#: A real mjai-reviewer (Mortal) report, its game kept as ``mjai_log`` (see SOURCES.txt there).
MORTAL_REPORT = SHARED_DATA / "mortal" / "killer_mortal_gui-e2e-report.json"


def require(path: Path) -> Path:
    """Return ``path``, or skip the test when the shared data is not checked out."""
    if not path.exists():
        pytest.skip(f"shared test data not found at {path} (../shared/data is not beside the repo)")
    return path


def mjlog_files() -> list[Path]:
    """Every real log in the shared folder (empty when the folder is absent)."""
    if not MJLOG_DIR.is_dir():
        return []
    return sorted(p for p in MJLOG_DIR.iterdir() if p.suffix in (".mjlog", ".xml"))
