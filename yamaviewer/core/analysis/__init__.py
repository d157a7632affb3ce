"""Analysis that uses what the wall really held: shanten, ukeire, where the tiles were, odds.

Qt-free.  :mod:`.step` analyses one seat at one replay step, :mod:`.odds` gives exact
draw chances, :mod:`.ev` the double-riichi tsumo EV calculator, :mod:`.payments` the
points a win pays (from the ``mahjong`` scoring library).
"""
