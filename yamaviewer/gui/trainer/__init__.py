"""The chinitsu wait trainer in Qt, on the Qt-free engine in ``yamaviewer.core.chinitsu``.

Entry points for the main window:

* ``TrainerWidget(history=None, clock=time.time, rng=None)`` — the whole trainer
  (wait quiz, reverse puzzle, statistics); add it as a tab or show it as a window,
  and call ``shutdown()`` when the app quits (it is also hooked to aboutToQuit).
* ``render_trainer_screenshot(path, lang)`` — the ``--trainer --screenshot`` picture.

Every text goes through ``tr()``; each widget re-sets its texts in
``retranslate_ui()`` on ``QEvent.LanguageChange`` (see :mod:`yamaviewer.gui.i18n`).
"""

from __future__ import annotations

from yamaviewer.gui.trainer.screenshot import render_trainer_screenshot
from yamaviewer.gui.trainer.widget import MODES, TrainerWidget

__all__ = ["MODES", "TrainerWidget", "render_trainer_screenshot"]
