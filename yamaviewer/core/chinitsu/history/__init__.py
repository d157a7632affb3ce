"""Answer history in SQLite that never blocks practice and never loses answers silently.

Four parts:

* :mod:`.records`: the answers kept (quiz, reverse puzzle, real-game position,
  finished run) and their row and JSON shapes;
* :mod:`.store`: :class:`~.store.HistoryStore`, which opens the file (repairing or
  setting aside a damaged one), migrates it and writes answers, from a writer
  thread when asked, so a locked database never freezes an answer;
* :mod:`.pending`: the sidecar file that carries answers not yet saved to the
  next session;
* :mod:`.queries`: statistics from SQL aggregates and streamed outcomes, so a
  history of a million answers is never loaded into memory.
"""
