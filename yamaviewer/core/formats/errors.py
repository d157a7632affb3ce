"""The error types every reader shares: one message for a person, never a traceback."""

from __future__ import annotations


class LogFormatError(ValueError):
    """The file is not a usable game log; the message says why, for a person."""


class Tenhou6FormatError(LogFormatError):
    """The JSON is not a usable tenhou.net/6 log; the message says where and why."""


__all__ = ["LogFormatError", "Tenhou6FormatError"]
