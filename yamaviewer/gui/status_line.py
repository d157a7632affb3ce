"""The game line in the status bar: players, hands, and whether the walls were verified.

A view like the others: it follows the :class:`Navigation` and words the open
game's verdict (texts in the translation context ``"MainWindow"``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QWidget

from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.gui import texts
from yamaviewer.gui.navigation import Navigation

#: lupdate finds translate("Context", "text") calls under this name.
translate = QCoreApplication.translate

#: Games whose walls are computed here, not read from a log: nothing to verify.
PREVIEW_SOURCES = ("demo", "seed", "arcade")


class GameStatusLabel(QLabel):
    """ "4 players · 15 hands · all 15 hands verified" for the open game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameStatus")
        self.game: OpenGame | None = None

    def follow(self, navigation: Navigation) -> None:
        """Describe ``navigation``'s game, from now on."""
        navigation.gameChanged.connect(self.show_game)

    def show_game(self, game: OpenGame | None) -> None:
        self.game = game
        if game is not None:
            self.setText(self.describe(game))
            self.setToolTip(self.skipped_text(game))

    @staticmethod
    def skipped_text(game: OpenGame) -> str:
        """One line per round the file holds but that could not be read, saying why."""
        if not game.document.game.skipped:
            return ""  # the tenhou.net/6 reader loads only for a file that left rounds out
        from yamaviewer.core.formats.tenhou6 import skipped_sentence

        return "\n".join(texts.core_text(skipped_sentence(s)) for s in game.document.game.skipped)

    @staticmethod
    def describe(game: OpenGame) -> str:
        document = game.document
        verification = document.verdict  # Tenhou's seed or the record's own walls alike
        hands = len(document.hands)
        if game.source in PREVIEW_SOURCES:
            status = translate("MainWindow", "preview, not verified")
        elif verification is None:
            status = translate("MainWindow", "not verified")
        else:
            mismatches = verification.mismatch_count
            status = {
                "verified": texts.plural(translate("MainWindow", "all %n hand(s) verified"), hands),
                "mismatch": texts.plural(translate("MainWindow", "%n mismatch(es)"), mismatches),
                "no-seed": translate("MainWindow", "not verified (nothing fixed the walls)"),
                "error": translate("MainWindow", "not verified"),
            }.get(verification.status, verification.status)
        if document.game.cut_short:  # the verification panel says where and why
            status += translate("MainWindow", " · the file is cut short")
        if document.game.skipped:  # the tooltip names each round and why
            status += texts.plural(
                translate("MainWindow", " · %n round(s) left out"), len(document.game.skipped)
            )
        return (
            translate("MainWindow", "%1 players · %2 · %3")
            .replace("%1", str(document.game.player_count))
            .replace("%2", texts.plural(translate("MainWindow", "%n hand(s)"), hands))
            .replace("%3", status)
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.show_game(self.game)
        super().changeEvent(event)
