"""Run the C accelerator's twin checks under AddressSanitizer and UBSan (Linux, gcc).

Run:  .venv/bin/python packaging/check_native_asan.py

Builds ``yamaviewer/core/_native.c`` with ``-fsanitize=address,undefined`` into a
temporary folder, then runs, in a child process with the sanitizer runtimes
preloaded, every check of tests/core/test_native.py against that build, plus
every truncation of a real log and 20,000 random strings through the
tokenizer.  Any out-of-bounds read, use after free or undefined behaviour
aborts with the sanitizer's report.  Not part of the test suite (it needs gcc
and takes a while); run it after changing the C.
"""

from __future__ import annotations

import importlib.util
import os
import random
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO / "yamaviewer" / "core" / "_native.c"
CHILD_FLAG = "--child"


def build(folder: Path) -> Path:
    target = folder / ("_native" + str(sysconfig.get_config_var("EXT_SUFFIX")))
    command = [
        "gcc",
        "-fsanitize=address,undefined",
        "-fno-sanitize-recover=undefined",
        "-fno-omit-frame-pointer",
        "-g",
        "-O1",
        "-fPIC",
        "-shared",
        f"-I{sysconfig.get_paths()['include']}",
        str(SOURCE),
        "-o",
        str(target),
    ]
    subprocess.run(command, check=True)
    return target


def runtime(name: str) -> str:
    return subprocess.run(
        ["gcc", f"-print-file-name={name}"], check=True, capture_output=True, text=True
    ).stdout.strip()


def child(library: str) -> None:
    spec = importlib.util.spec_from_file_location("yamaviewer.core._native", library)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["yamaviewer.core._native"] = module
    sys.path.insert(0, str(REPO))
    from tests.core import test_native as checks
    from yamaviewer.core.formats.mjlog_tokens import SIMPLE_EVENT_TABLE

    checks.native = module  # type: ignore[assignment]
    for name in dir(checks):
        function = getattr(checks, name)
        if name.startswith("test_") and callable(function) and function.__code__.co_argcount == 0:
            function()
            print(f"ok  {name}")
    log = checks._real_logs()[0][:3000]
    for end in range(len(log)):
        module.tokenize(log[:end], SIMPLE_EVENT_TABLE)
    rng = random.Random(3)
    alphabet = b'<>/"= \t\r\nTD0123456789mjlogg&]!?xa'
    for _ in range(20000):
        text = bytes(rng.choice(alphabet) for _ in range(rng.randint(0, 60)))
        module.tokenize(text, SIMPLE_EVENT_TABLE)
        module.int_list(text.decode("ascii"))
    print("ok  truncations and random strings")


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == CHILD_FLAG:
        child(sys.argv[2])
        return 0
    with tempfile.TemporaryDirectory(prefix="yamaviewer-asan-") as folder:
        library = build(Path(folder))
        env = dict(os.environ)
        env["LD_PRELOAD"] = f"{runtime('libasan.so')}:{runtime('libubsan.so')}"
        env["ASAN_OPTIONS"] = "detect_leaks=0"  # CPython itself keeps memory until exit
        done = subprocess.run([sys.executable, __file__, CHILD_FLAG, str(library)], env=env)
    print("sanitizers: clean" if done.returncode == 0 else "sanitizers: FAILED")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
