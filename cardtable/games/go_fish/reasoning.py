"""Hard's way of asking in Go Fish: who can still hold what, as a chance.

Normal asks a player known to hold one of its ranks, else its longest rank
of the biggest hand. Hard works out, from the same public facts, the chance
that each player holds what it may ask for: the copies of a rank nobody is
known to hold are spread over the cards nobody knows (each player's hand
less the cards the table knows in it, and the stock), never in a hand known
to lack the rank. A rank of which the player holds three has one copy out
there; a rank held once has three, and is likelier to be found. Hard asks
where the chance of being given something, and so of asking again, is
best; of equal chances, the ask that brings a book nearer.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...core.cards import Card, Rank
from ...core.game import View
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .ai import GoFishAgent
from .moves import DRAW, read_ask


def _least(view: View) -> list[Counter[str]]:
    """For each seat, the fewest cards of each rank (by label) it is known to hold."""
    return [Counter(dict(view.get("known")[seat])) for seat in range(view.players)]


def _unknown_room(view: View, least: list[Counter[str]]) -> list[int]:
    """For each seat, the cards in its hand the table knows nothing of."""
    sizes = view.get("hand_sizes")
    return [max(0, sizes[seat] - sum(least[seat].values())) for seat in range(view.players)]


def _stock(view: View) -> int:
    return int(view.get("stock_count") or 0)


def chance_of_rank(view: View, target: int, label: str, mine: int) -> float:
    """The chance that ``target`` holds at least one card of rank ``label``."""
    least = _least(view)
    if least[target][label] > 0:
        return 1.0
    voids = view.get("voids")
    if label in voids[target]:
        return 0.0
    seat = view.seat
    out = 4 - mine - sum(least[s][label] for s in range(view.players) if s != seat)
    room = _unknown_room(view, least)
    places = sum(room[s] for s in range(view.players) if s != seat and label not in voids[s]) + _stock(view)
    if out <= 0 or places <= 0 or room[target] <= 0:
        return 0.0
    drawn = draws_since_lacking(view, target, label)
    if drawn is not None:  # it had none, then drew unseen cards: only those may be one
        return 1.0 - (1.0 - min(1.0, out / places)) ** drawn
    missed = 1.0
    for copy in range(out):  # every unknown copy lands outside the target's unknown cards
        if places - copy <= 0:
            return 1.0
        missed *= max(0.0, (places - room[target] - copy) / (places - copy))
    return 1.0 - missed


def draws_since_lacking(view: View, seat: int, label: str) -> int | None:
    """How many unseen cards ``seat`` has fished since it last showed it held
    no ``label`` (it said Go fish to it, or handed all of them over), or None
    if it never did. The table's facts forget a lack at the first draw; the
    log still tells how few cards could have brought the rank back."""
    lacking_since: int | None = None
    asks = view.get("asks")
    for index, (asker, target, wanted, _outcome, _count, _shown, _drew) in enumerate(asks):
        if target == seat and wanted == label:
            lacking_since = index
        elif asker == seat and wanted == label:
            lacking_since = None  # it asked for the rank: it holds one again
    if lacking_since is None:
        return None
    return sum(
        1
        for asker, _t, _w, _o, _c, shown, drew in asks[lacking_since + 1 :]
        if asker == seat and drew and shown is None
    )


def chance_of_card(view: View, target: int, card: Card) -> float:
    """The chance that ``target`` holds ``card`` itself (asking for cards)."""
    text = card.text
    public = view.get("public_cards")
    if text in public[target]:
        return 1.0
    if card in view.hand() or any(text in cards for cards in public):
        return 0.0
    label = card.rank.label
    if label in view.get("voids")[target] or text in view.get("card_voids")[target]:
        return 0.0
    least = _least(view)
    room = _unknown_room(view, least)
    seat = view.seat
    voids, card_voids = view.get("voids"), view.get("card_voids")
    places = sum(
        room[s] for s in range(view.players) if s != seat and label not in voids[s] and text not in card_voids[s]
    ) + _stock(view)
    return room[target] / places if places > 0 else 0.0


def ask_value(view: View, move: Move, counts: Counter[int]) -> tuple[bool, bool, float, float]:
    """How good an ask is, as measured against Normal (benchmarks/strength.md):
    a sure ask first; with three or more players then a rank the table
    already knows the asker holds (asking for it gives nothing away), the
    chance of being given something (to a hundredth), and the rank held most;
    with two players, where there is nobody else to ask, the rank held most
    that the other may still hold, then the chance."""
    asked = read_ask(move)
    assert asked is not None
    target, rank, card = asked
    label = Rank(rank).label
    chance = (
        chance_of_card(view, target, card) if card is not None else chance_of_rank(view, target, label, counts[rank])
    )
    held = counts[rank] if chance > 0 else -1
    if view.players == 2:
        return chance >= 1.0, False, held, round(chance, 3)
    seat = view.seat
    revealed = seat is not None and chance > 0 and _least(view)[seat][label] > 0
    return chance >= 1.0, revealed, round(chance, 2), held


class ReasoningAgent(GoFishAgent):
    """Hard: asks where the chance of being given something is best (see the module)."""

    name = "go_fish_hard"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        if DRAW in legal:
            return DRAW
        counts = Counter(int(card.rank) for card in view.hand())
        values = {move: ask_value(view, move, counts) for move in legal}
        top = max(values.values())
        return rng.choice([move for move in legal if values[move] == top])

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        if move is DRAW or read_ask(move) is None:
            return super().explain(info, move)
        view = info.view
        asked = read_ask(move)
        assert asked is not None
        target, rank, card = asked
        counts = Counter(int(held.rank) for held in view.hand())
        chance = (
            chance_of_card(view, target, card)
            if card is not None
            else chance_of_rank(view, target, Rank(rank).label, counts[rank])
        )
        if chance >= 1.0:
            return super().explain(info, move)
        return Reason.of(
            "ai_chance",
            "From what was said, {seat} holds a {rank} {percent}% of the time: the best chance to ask again.",
            seat=target,
            rank=Rank(rank),
            percent=round(100 * chance),
        )
