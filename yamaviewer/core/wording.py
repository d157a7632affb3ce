"""Sentences the core writes for people, declared once and translatable by the GUI.

The core is Qt-free and speaks English: the CLI prints its sentences as they
are.  Each user-facing template is declared once with :func:`translatable`, a
no-op marker that Qt's ``lupdate`` extracts like ``QT_TRANSLATE_NOOP``
(``packaging/build_translations.py`` passes ``-tr-function-alias``), so the
Japanese catalogue covers the core's sentences too.  What the marker returns is
a :class:`Wording`: a ``str`` (its English text, for the CLI, JSON and logs)
that remembers its context, template and arguments, so that the GUI can word
it again in the interface language (``yamaviewer.gui.texts.core_text``).

Templates use Qt's numbered place markers (``%1``, ``%2``, ...), filled by
:meth:`Wording.arg`; an argument that is itself a :class:`Wording` is
translated with it.
"""

from __future__ import annotations

import re

_MARKER = re.compile(r"%(\d)")


class Wording(str):
    """An English sentence from the core, with what the GUI needs to translate it."""

    context: str
    template: str
    args: tuple[object, ...]

    def __new__(cls, context: str, template: str, args: tuple[object, ...] = ()) -> Wording:
        self = super().__new__(cls, fill(template, [str(a) for a in args]))
        self.context = context
        self.template = template
        self.args = args
        return self

    def arg(self, *args: object) -> Wording:
        """This template with ``%1``, ``%2``, ... filled in (English now, translatable later)."""
        return Wording(self.context, self.template, args)

    def __reduce__(self) -> tuple[object, ...]:  # keep the wording through pickling
        return (Wording, (self.context, self.template, self.args))


def translatable(context: str, template: str) -> Wording:
    """Mark a user-facing template for translation (a no-op for the CLI)."""
    return Wording(context, template)


def fill(template: str, args: list[str]) -> str:
    """``template`` with each ``%n`` replaced by ``args[n - 1]`` (in one pass, as Qt does)."""

    def replace(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return args[index] if 0 <= index < len(args) else match.group(0)

    return _MARKER.sub(replace, template)


__all__ = ["Wording", "fill", "translatable"]
