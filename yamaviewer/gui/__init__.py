"""The desktop viewer (PySide6).  The Qt-free core lives in ``yamaviewer.core``."""

from yamaviewer.gui import _pyside_fix

_pyside_fix.apply()
