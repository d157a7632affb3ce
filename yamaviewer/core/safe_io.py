"""Reading input files and writing output files without surprises.

Input: only regular files are read (a FIFO would block forever, ``/dev/zero``
never ends), their size is checked before reading, and the read itself is
bounded, so a file that grows while it is read still costs at most the limit.

JSON: standard JSON only.  ``NaN``/``Infinity`` and numbers too large for a
float (``1e400``) are refused on input, nesting is bounded; output never
contains them either.

Output: a regular file is replaced atomically (a temporary file beside it,
then a rename) keeping its permission bits; a symbolic link is written
through (its target is replaced, the link stays); a FIFO, a device or another
special file is written directly, since it cannot be renamed over;
``/dev/stdout``, ``/dev/fd/N`` and ``/proc/self/fd/N`` are written through
that open descriptor (a pipe, the shell's redirection), never replaced.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import stat
from pathlib import Path
from typing import Any


class InputRefused(ValueError):
    """The path is not something we read (not a regular file, too large, unreadable)."""


def _describe_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_regular_file(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; else :class:`InputRefused`.

    The file is opened non-blocking (opening a FIFO never waits for a writer)
    and checked with ``fstat`` on the open descriptor, so the check and the read
    are about the same file.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as error:
        raise InputRefused(f"cannot read the file: {error.strerror or error}") from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise InputRefused(f"{_describe_kind(info.st_mode)}, not a regular file; refusing it")
        if info.st_size > limit:
            raise InputRefused(
                f"the file is {_size_text(info.st_size)}; larger than {_size_text(limit)}, "
                "too large for this kind of file"
            )
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(descriptor, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise InputRefused(f"the file grew beyond {_size_text(limit)} while it was read")
        return b"".join(chunks)
    except OSError as error:
        raise InputRefused(f"cannot read the file: {error.strerror or error}") from None
    finally:
        os.close(descriptor)


def read_head(path: str | Path, size: int = 4096) -> bytes:
    """The first ``size`` bytes of a regular file; ``b""`` for anything else or an error."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError:
        return b""
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            return b""
        return os.read(descriptor, size)
    except OSError:
        return b""
    finally:
        os.close(descriptor)


def _size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size // (1024 * 1024)} MiB"
    if size >= 1024:
        return f"{size // 1024} KiB"
    return f"{size} bytes"


# -- JSON ----------------------------------------------------------------------------


class JsonRefused(ValueError):
    """The text is not standard, reasonably shaped JSON; the message says why."""


def _refuse_constant(name: str) -> float:
    raise JsonRefused(f"the JSON holds {name}, which standard JSON does not allow")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonRefused(f"the number {text[:40]} is too large for a number in a game file")
    return value


def _finite_int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise JsonRefused(f"the number {text[:40]}... is too long for a number in a game file")
    return int(text)


def strict_json_loads(text: str) -> Any:
    """``json.loads`` that accepts standard JSON only, bounded in nesting.

    Raises :class:`JsonRefused` for NaN/Infinity, overflowing numbers and
    absurd nesting, ``json.JSONDecodeError`` for malformed text.
    """
    import json

    try:
        return json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
            parse_int=_finite_int,
        )
    except RecursionError:
        raise JsonRefused("the JSON is nested far deeper than any game file") from None


def standard_json_dumps(value: Any, **options: Any) -> str:
    """``json.dumps`` that refuses NaN and infinities instead of writing them."""
    import json

    return json.dumps(value, allow_nan=False, **options)


# -- output --------------------------------------------------------------------------


def write_output(path: str | Path, data: bytes, *, durable: bool = False) -> None:
    """Write ``data`` to ``path`` the way a user expects of an output file.

    With ``durable`` the data reaches the disk (fsync) before the rename, for files
    that hold what the user must not lose (the trainer's pending answers).

    * a symbolic link is followed: its target is written, the link stays;
    * a regular file is replaced atomically, keeping its permission bits;
    * a FIFO, device or other special file is opened and written directly;
    * a new file is created atomically with the usual permissions (umask).
    """
    descriptor = _descriptor_named(path)
    if descriptor is not None:
        _write_descriptor(descriptor, data)
        return
    # The path as given is looked at first: a link into /proc (a pipe, ``pipe:[N]``)
    # opens as given but resolves to no folder where a temporary file could be made.
    try:
        mode: int | None = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(21, "Is a directory", str(path))
        with open(path, "wb") as stream:
            stream.write(data)
        return
    target = Path(os.path.realpath(path))
    handle, temporary = _create_beside(target)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            if durable:
                stream.flush()
                os.fsync(stream.fileno())
        if mode is not None:
            os.chmod(temporary, stat.S_IMODE(mode))
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


_DESCRIPTOR_PATH = re.compile(r"/(?:dev/fd|proc/self/fd)/([0-9]{1,9})")
_STANDARD_STREAMS = {"/dev/stdin": 0, "/dev/stdout": 1, "/dev/stderr": 2}


def _descriptor_named(path: str | Path) -> int | None:
    """The open descriptor ``/dev/stdout``, ``/dev/fd/N`` or ``/proc/self/fd/N`` names, if any.

    Such a path is written through its descriptor, at its offset, even when it leads to
    a regular file (``-o /dev/stdout > out``): replacing that file would leave the shell
    writing into a deleted one, and reopening it would write over what came before.
    """
    if os.name != "posix":
        return None
    text = str(path)
    if text in _STANDARD_STREAMS:
        return _STANDARD_STREAMS[text]
    match = _DESCRIPTOR_PATH.fullmatch(text)
    return int(match.group(1)) if match else None


def _write_descriptor(descriptor: int, data: bytes) -> None:
    import sys

    for stream in (sys.stdout, sys.stderr):  # what Python holds for it goes first
        if stream is not None and _fileno(stream) == descriptor:
            stream.flush()
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view) :]


def _fileno(stream: Any) -> int | None:
    try:
        return int(stream.fileno())
    except (AttributeError, OSError, ValueError):
        return None


def write_new_file(path: str | Path, data: bytes) -> None:
    """Write ``data`` as a new regular file at ``path``, never through what is there.

    For exports into a folder others may write to: anything already at ``path``
    (a file, a symbolic link even when it dangles, a FIFO) raises FileExistsError
    and is left alone.  The file appears whole (a temporary file beside it, then
    a hard link, which refuses an existing name and never follows a link).
    """
    target = Path(path)
    handle, temporary = _create_beside(target)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        try:
            os.link(temporary, target, follow_symlinks=False)
        except FileExistsError:
            raise
        except OSError:
            # No hard links on this filesystem: an exclusive create refuses links too.
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
            descriptor = os.open(target, flags | getattr(os, "O_BINARY", 0), 0o666)
            with os.fdopen(descriptor, "wb") as stream:
                stream.write(data)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def _create_beside(target: Path) -> tuple[int, str]:
    """A new, exclusive temporary file in ``target``'s folder, created with mode 0666 so the
    system applies the user's umask (what a new file gets), unlike mkstemp's 0600."""
    import secrets

    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        name = str(target.parent / f".{target.name}.{secrets.token_hex(6)}.tmp")
        try:
            return os.open(name, flags, 0o666), name
        except FileExistsError:
            continue
    raise FileExistsError(17, "no free temporary name", str(target.parent))


__all__ = [
    "InputRefused",
    "JsonRefused",
    "read_head",
    "read_regular_file",
    "standard_json_dumps",
    "strict_json_loads",
    "write_new_file",
    "write_output",
]
