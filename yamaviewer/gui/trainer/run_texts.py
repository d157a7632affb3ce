"""Words for the scored modes: names, the live status line and the end-of-run summary."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yamaviewer.core.chinitsu import RunRecord, TrainerSession
from yamaviewer.core.chinitsu.modes import DAILY_HANDS, Run, share_line

#: lupdate finds translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


def mode_title(mode: str) -> str:
    """The mode's name in the combo box."""
    titles = {
        "practice": translate("TrainerModes", "Practice"),
        "time-attack": translate("TrainerModes", "Time attack (2 min)"),
        "survival": translate("TrainerModes", "Survival"),
        "daily": translate("TrainerModes", "Daily set"),
    }
    return titles.get(mode, mode)


def _clock(seconds: float) -> str:
    whole = max(0, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


def _best_text(best: RunRecord | None) -> str:
    if best is None:
        return translate("TrainerModes", "no best yet")
    return translate("TrainerModes", "best {score}").format(score=best.score)


def run_status(session: TrainerSession, mode: str) -> str:
    """The line above the hand while a run is on (empty in practice)."""
    run = session.run
    if mode == "practice" or run is None:
        return ""
    best = _best_text(session.best_run(run.mode, run.level))
    if run.mode == "time-attack":
        left = session.run_remaining() or 0.0
        return translate(
            "TrainerModes", "Time attack: {left} left · {score} right · {best}"
        ).format(left=_clock(left), score=run.score, best=best)
    if run.mode == "survival":
        return translate("TrainerModes", "Survival: {score} right in a row · {best}").format(
            score=run.score, best=best
        )
    if not run.counted:
        return translate(
            "TrainerModes", "Daily set {day}, practice: hand {n} of {total} · {score} right"
        ).format(
            day=run.day, n=min(run.answered + 1, DAILY_HANDS), total=DAILY_HANDS, score=run.score
        )
    return translate("TrainerModes", "Daily set {day}: hand {n} of {total} · {score} right").format(
        day=run.day, n=min(run.answered + 1, DAILY_HANDS), total=DAILY_HANDS, score=run.score
    )


def run_summary_html(run: Run, previous: RunRecord | None, seconds: float) -> str:
    """What a finished run says: score, personal best, and for the daily set a line to share."""
    if run.mode == "time-attack":
        head = translate("TrainerModes", "Time is up! {score} hands right in 2 minutes.").format(
            score=run.score
        )
    elif run.mode == "survival":
        head = translate("TrainerModes", "Run over: {score} right before the first miss.").format(
            score=run.score
        )
    else:
        head = translate("TrainerModes", "Daily set done: {score} of {total} right.").format(
            score=run.score, total=DAILY_HANDS
        )
    if not run.counted:  # a replay of the day's set: the hands were known
        out = f'<p style="font-size: large"><b>{head}</b><br>'
        out += translate(
            "TrainerModes",
            "Practice: the daily set counts its first play of the day; this one is not kept.",
        )
        out += "</p><p>" + translate("TrainerModes", "Press Space to play again.") + "</p>"
        return out
    if previous is None or run.score > previous.score:
        best = translate("TrainerModes", "New personal best at this level!")
    else:
        best = translate("TrainerModes", "Personal best at this level: {score}.").format(
            score=previous.score
        )
    out = f'<p style="font-size: large"><b>{head}</b><br>{best}</p>'
    if run.mode == "daily":
        out += "<p>" + translate("TrainerModes", "Share your result:") + "<br>"
        out += f"<code>{share_line(run, seconds)}</code></p>"
    out += "<p>" + translate("TrainerModes", "Press Space to play again.") + "</p>"
    return out
