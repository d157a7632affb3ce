"""Persistent settings (QSettings): window layout, folders, recent files, view options.

A seat view is not among them: it belongs to the game it was chosen in.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "yamaviewer"
APPLICATION = "yamaviewer"
MAX_RECENT = 10


def _as_bool(value: object, default: bool) -> bool:
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    return str(value).lower() in ("1", "true", "yes")


class ArcadeInput(NamedTuple):
    """What the MJ Arcade dialog was last given: the players' seeds (3 or 4) and UE."""

    seeds: list[str]
    ue: str


class Settings:
    """Typed access to the app's QSettings (INI format, so it is easy to inspect)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
        )

    # -- window ----------------------------------------------------------------------
    def window_geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def window_state(self) -> QByteArray | None:
        value = self.store.value("window/state")
        return value if isinstance(value, QByteArray) else None

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self.store.setValue("window/geometry", geometry)
        self.store.setValue("window/state", state)

    # -- files ------------------------------------------------------------------------------
    def last_folder(self) -> str:
        return str(self.store.value("files/last_folder", "") or "")

    def set_last_folder(self, folder: str) -> None:
        self.store.setValue("files/last_folder", folder)

    def recent_files(self) -> list[str]:
        value = self.store.value("files/recent", [])
        if isinstance(value, str):
            return [value] if value else []
        if not isinstance(value, list):
            return []
        return [str(v) for v in value][:MAX_RECENT]

    def add_recent_file(self, path: str | Path) -> list[str]:
        text = str(Path(path).resolve())
        files = [f for f in self.recent_files() if f != text]
        files.insert(0, text)
        files = files[:MAX_RECENT]
        self.store.setValue("files/recent", files)
        return files

    def clear_recent_files(self) -> None:
        self.store.setValue("files/recent", [])

    # -- appearance and view ------------------------------------------------------------------
    def tile_folder(self) -> str:
        return str(self.store.value("tiles/folder", "") or "")

    def set_tile_folder(self, folder: str) -> None:
        self.store.setValue("tiles/folder", folder)

    def view_bool(self, name: str, default: bool) -> bool:
        return _as_bool(self.store.value(f"view/{name}"), default)

    def set_view_bool(self, name: str, value: bool) -> None:
        self.store.setValue(f"view/{name}", value)

    def language(self) -> str:
        """The chosen interface language code, or "" for the system's."""
        return str(self.store.value("ui/language", "") or "")

    def set_language(self, code: str) -> None:
        self.store.setValue("ui/language", code)

    def danger_table(self) -> str:
        """The player's danger table as JSON (core PlayerTable), or "" for the built-in one."""
        return str(self.store.value("analysis/danger_table", "") or "")

    def set_danger_table(self, text: str) -> None:
        self.store.setValue("analysis/danger_table", text)

    def arcade_input(self) -> ArcadeInput:
        text = str(self.store.value("arcade/seeds", "") or "")
        return ArcadeInput(
            text.split("|") if text else [], str(self.store.value("arcade/ue", "") or "")
        )

    def set_arcade_input(self, value: ArcadeInput) -> None:
        # One string keeps the INI plain; an empty field keeps its place (3 or 4 seeds).
        self.store.setValue("arcade/seeds", "|".join(s.replace("|", "") for s in value.seeds))
        self.store.setValue("arcade/ue", value.ue)

    def sync(self) -> None:
        self.store.sync()
