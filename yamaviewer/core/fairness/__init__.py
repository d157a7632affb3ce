"""The fairness lab: exact expectations, shuffle bias and tests on real walls (no Qt)."""
