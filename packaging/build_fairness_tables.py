"""Build the exact starting-hand shanten tables the fairness lab loads instantly.

Run ``python packaging/build_fairness_tables.py`` after changing
:mod:`yamaviewer.core.fairness.exact`; it computes the 13- and 14-tile tables for
four and three players (a few seconds) and writes
``yamaviewer/core/fairness/data/shanten_tables.json``.  The tests re-derive the
tables and compare them with this file.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from yamaviewer.core.fairness.exact import TABLE_FILE, exact_table, table_key  # noqa: E402
from yamaviewer.core.safe_io import write_output  # noqa: E402


def main() -> int:
    started = time.perf_counter()
    tables: dict[str, dict[str, str]] = {}
    for players in (4, 3):
        for tiles in (13, 14):
            table = exact_table(tiles, players, use_stored=False)
            tables[table_key(tiles, players)] = {str(s): str(c) for s, c in table.dist.items()}
    document = {
        "about": "exact starting-hand shanten counts (min of normal, seven pairs, "
        "thirteen orphans); built by packaging/build_fairness_tables.py",
        "tables": tables,
    }
    target = ROOT / "yamaviewer" / "core" / "fairness" / "data" / TABLE_FILE
    write_output(target, (json.dumps(document, indent=1) + "\n").encode())
    print(f"wrote {target} in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
