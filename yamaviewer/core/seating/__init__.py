"""Tournament seating (卓組): exact designs, search, winds, checks and formats (Qt-free)."""

from yamaviewer.core.seating.metrics import Metrics, measure, pair_matrix
from yamaviewer.core.seating.model import WINDS, Round, Schedule, SeatingError, Table
from yamaviewer.core.seating.planner import Plan, PlanRequest, plan, replan

__all__ = [
    "WINDS",
    "Metrics",
    "Plan",
    "PlanRequest",
    "Round",
    "Schedule",
    "SeatingError",
    "Table",
    "measure",
    "pair_matrix",
    "plan",
    "replan",
]
