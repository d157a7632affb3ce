"""Scoring a win: han, fu line by line, yaku, limit and payments (the one home of scoring).

``hand`` turns a win (of a record or described by hand) into the ``mahjong`` package's
input and reads its answer back in the record's terms; ``compare`` checks a log's own
scores against it; ``conditions`` says what each seat needs at the end of a game.
"""
