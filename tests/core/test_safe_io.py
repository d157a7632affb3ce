"""write_output into what /dev/stdout and /dev/fd/N lead to: a pipe, or the shell's redirection.

Each case runs in a child process whose standard output is the pipe or file under test.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="/dev/stdout is POSIX")

DATA = bytes(range(256)) * 300  # larger than a pipe's buffer, every byte value


def _child(target: str, after: str = "") -> list[str]:
    """A child that writes DATA to ``target`` with write_output, then prints ``after``."""
    code = (
        "import sys\n"
        "from yamaviewer.core.safe_io import write_output\n"
        f"write_output({target!r}, bytes(range(256)) * 300)\n"
        f"print({after!r}, end='')\n"
    )
    return [sys.executable, "-c", code]


@pytest.mark.parametrize("target", ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
def test_a_pipe_is_written_through(target: str) -> None:
    done = subprocess.run(_child(target), capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == DATA


def test_a_redirected_file_keeps_the_order_of_what_is_written(tmp_path: Path) -> None:
    out = tmp_path / "out.bin"
    with out.open("wb") as stream:
        done = subprocess.run(
            _child("/dev/stdout", "after"), stdout=stream, stderr=subprocess.PIPE, timeout=60
        )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == DATA + b"after"  # written through, never replaced


def test_a_regular_file_is_still_replaced_atomically(tmp_path: Path) -> None:
    from yamaviewer.core.safe_io import write_output

    out = tmp_path / "out.bin"
    out.write_bytes(b"old")
    out.chmod(0o600)
    write_output(out, DATA)
    assert out.read_bytes() == DATA
    assert out.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["out.bin"]
