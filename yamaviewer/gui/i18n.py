"""Languages of the app: Qt translators loaded from the package's ``.qm`` files.

Catalogues live in the package ``yamaviewer.resources`` (the top-level
``resources/`` folder) as ``translations/yamaviewer_<lang>.qm``; their sources
``yamaviewer_<lang>.ts`` sit beside them and are rebuilt by
``python packaging/build_translations.py`` (pyside6-lupdate over every .py in
``yamaviewer/gui``, then pyside6-lrelease).  English is the source language and
needs no catalogue.

Usage::

    app = QApplication(sys.argv)
    install_language(app, lang or system_language())   # e.g. from --lang

Changing the language at run time, without losing the open game, is Qt's
pattern: :func:`install_language` removes the previous translator and installs
the new one; Qt then sends ``QEvent.LanguageChange`` to every widget, and each
widget re-sets its own texts.  Every widget with visible text therefore does::

    class MyWidget(QWidget):
        def __init__(self):
            super().__init__()
            self.label = QLabel(self)
            self.retranslate_ui()           # texts set in one place only

        def retranslate_ui(self) -> None:
            self.label.setText(self.tr("Wall"))

        def changeEvent(self, event):
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate_ui()
            super().changeEvent(event)

Texts built from state (a score, a question number) are re-built the same way
from the state the widget keeps, so nothing but the words changes.  Strings
outside a QObject use ``QCoreApplication.translate("Context", "text")``; lupdate
finds both forms.  Qt's own strings (standard buttons, file dialogs) are
translated too, from Qt's ``qtbase_<lang>.qm`` when the Qt build ships it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from yamaviewer.gui.resource_files import resource_path

SOURCE_LANGUAGE = "en"
#: Language code -> its name written in that language (for a settings menu).
LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}
_CATALOGUE = "yamaviewer_{lang}.qm"

# Translators currently installed, kept alive here (Qt does not own them).
#: Labels of Qt's own file dialog that Qt's qtbase_ja lacks (it has them without their
#: mnemonics): our catalogue carries them, and Qt looks there after its own.
QT_FILE_DIALOG_LABELS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def _catalogue(lang: str) -> Path | None:
    """The compiled catalogue of ``lang`` among the shipped resources, or None."""
    path = resource_path("translations", _CATALOGUE.format(lang=lang))
    try:
        return path if path.is_file() else None
    except OSError:
        return None


def _load(translator: QTranslator, path: Path) -> bool:
    """Load from the file itself: QTranslator keeps reading the memory it was given,
    so handing it a Python bytes buffer would leave it pointing at freed memory."""
    return translator.load(str(path))


def available_languages() -> list[str]:
    """Codes of the languages the app can show: English plus every shipped catalogue."""
    langs = [SOURCE_LANGUAGE]
    for lang in LANGUAGE_NAMES:
        if lang != SOURCE_LANGUAGE and _catalogue(lang) is not None:
            langs.append(lang)
    return langs


def system_language(locale: QLocale | None = None) -> str:
    """The first of the user's UI languages the app has, else English."""
    loc = locale if locale is not None else QLocale.system()
    have = available_languages()
    for name in [*loc.uiLanguages(), loc.name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in have:
            return code
    return SOURCE_LANGUAGE


def current_language() -> str:
    """The language installed last by :func:`install_language`."""
    return _current


def install_language(app: QCoreApplication | None, lang: str) -> bool:
    """Switch the app to ``lang`` ("en", "ja"); False (and no change) if it has no catalogue.

    Safe to call at any time: Qt posts ``LanguageChange`` to the open windows,
    which re-translate themselves when the event loop next runs.
    """
    global _current
    app = app if app is not None else QCoreApplication.instance()
    if app is None:
        return False
    lang = lang.lower()
    translators: list[QTranslator] = []
    if lang != SOURCE_LANGUAGE:
        entry = _catalogue(lang)
        if entry is None:
            return False
        ours = QTranslator(app)
        if not _load(ours, entry):
            return False
        translators.append(ours)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator(app)
        if qtbase.load(f"qtbase_{lang}", qt_dir):
            translators.append(qtbase)
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    for translator in translators:
        QCoreApplication.installTranslator(translator)
        _installed.append(translator)
    _current = lang
    return True
