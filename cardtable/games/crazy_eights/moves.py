"""The fixed moves of Crazy Eights and the limits every module of the game
reads (the state, the view, the deal of hidden cards and the players)."""

from __future__ import annotations

from ...core.moves import Move

# Decision: the text rebuilds nothing and caps nothing, but a hand must end.
# The stock is rebuilt from the discards at most this many times; after that
# an empty stock stays empty, players who cannot play pass, and once every
# player has passed in a row the hand ends blocked. Real hands almost never
# need a third rebuild, while players who only draw could otherwise go on
# for ever.
MAX_REBUILDS = 5

DRAW = Move("draw")
PASS = Move("pass")
CALL = Move("call")

STOCK_PLACE = -1  # the stock, as a place a determinization may deal to
