"""The computer players of Go Fish, deciding from the view alone.

Normal (``GoFishAgent``) remembers everything said at the table (the view's
``known`` and ``voids``): it asks a player publicly known to hold a rank it
holds; otherwise it asks for the rank it holds most of, of a player not known
to lack it, preferring players who hold many cards. Asking for specific
cards, it asks for a card of that rank it does not hold (one handed to that
player in front of everyone first), never one known to be elsewhere.

Easy (``ForgetfulAgent``) decides the same way from a view in which each
fact is forgotten with a chance that grows with its age, as a child forgets
who asked for what: 10% for a fact one ask old, 80% from ten asks on.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...core.cards import Card, Rank
from ...core.game import View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .moves import DRAW, read_ask

#: The chance of forgetting a fact one ask old, and the most it rises to.
FORGET_NEW, FORGET_OLD, FORGET_SPAN = 0.1, 0.8, 10


def _known(view: View, seat: int, rank: int) -> int:
    label = Rank(rank).label
    return next((n for text, n in view.get("known")[seat] if text == label), 0)


def _score(view: View, move: Move, counts: Counter[int]) -> tuple[Any, ...]:
    """How good an ask looks from what the table knows: publicly known
    holders first, then the ranks held most, asked of players not known to
    lack them, then players holding many cards."""
    asked = read_ask(move)
    assert asked is not None
    target, rank, card = asked
    known = _known(view, target, rank)
    void = Rank(rank).label in view.get("voids")[target]
    card_there = card_void = elsewhere = False
    if card is not None:
        text = card.text
        card_there = text in view.get("public_cards")[target]
        card_void = text in view.get("card_voids")[target]
        elsewhere = card in view.hand() or any(
            text in cards for seat, cards in enumerate(view.get("public_cards")) if seat != target
        )
    size = view.get("hand_sizes")[target]
    likely = known > 0 and not void
    return (likely, card_there, not (void or card_void or elsewhere), known, counts[rank], size)


def _best(view: View, legal: Sequence[Move]) -> list[Move]:
    counts = Counter(int(card.rank) for card in view.hand())
    scores = {move: _score(view, move, counts) for move in legal}
    top = max(scores.values())
    return [move for move in legal if scores[move] == top]


class GoFishAgent(ViewAgent):
    """Normal: remembers every ask and answer (see the module)."""

    name = "go_fish"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        if DRAW in legal:
            return DRAW
        return rng.choice(_best(view, legal))

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        asked = read_ask(move)
        if asked is None:
            return Reason.of("ai_draw", "Your hand is empty: draw from the stock.") if move is DRAW else None
        view = info.view
        target, rank, card = asked
        counts = Counter(int(held.rank) for held in view.hand())
        likely, card_there, open_, _known_n, _count, _size = _score(view, move, counts)
        if card_there and card is not None:
            return Reason.of("ai_given_card", "{seat} was given the {card}: ask for it.", seat=target, card=card)
        if likely:
            return Reason.of("ai_known", "{seat} is known to hold a {rank}: ask for it.", seat=target, rank=Rank(rank))
        if open_:
            return Reason.of(
                "ai_most",
                "Ask {seat} for the rank you hold most of ({rank}): nobody knows {seat} lacks it.",
                seat=target,
                rank=Rank(rank),
            )
        return Reason.of("ai_guess", "Nobody is known to hold your ranks: ask for the {rank}.", rank=Rank(rank))


def forget_chance(age: int) -> float:
    """The chance of forgetting a fact learned ``age`` asks ago (1: the last ask)."""
    step = (FORGET_OLD - FORGET_NEW) / (FORGET_SPAN - 1)
    return min(FORGET_OLD, FORGET_NEW + step * max(0, age - 1))


def forgetful_view(view: View, rng: random.Random) -> View:
    """``view`` with each remembered fact about the other players dropped
    with ``forget_chance`` of its age; the player's own hand is never forgotten."""
    asks = len(view.get("asks"))
    facts = dict(view.info)

    def keep(at: int) -> bool:
        return rng.random() >= forget_chance(asks - at + 1)

    known, voids, card_voids, public = [], [], [], []
    for seat in range(view.players):
        kept_known = tuple(
            fact for fact, at in zip(view.get("known")[seat], view.get("known_at")[seat], strict=True) if keep(at)
        )
        ranks = {text for text, _n in kept_known}
        known.append(kept_known)
        voids.append(
            tuple(
                text for text, at in zip(view.get("voids")[seat], view.get("voids_at")[seat], strict=True) if keep(at)
            )
        )
        card_voids.append(
            tuple(
                text
                for text, at in zip(view.get("card_voids")[seat], view.get("card_voids_at")[seat], strict=True)
                if keep(at)
            )
        )
        public.append(tuple(text for text in view.get("public_cards")[seat] if Card.parse(text).rank.label in ranks))
    facts.update(known=tuple(known), voids=tuple(voids), card_voids=tuple(card_voids), public_cards=tuple(public))
    return replace(view, info=tuple(facts.items()))


class ForgetfulAgent(GoFishAgent):
    """Easy: Normal's way of asking, from a memory that fades (see the module)."""

    name = "go_fish_easy"

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        return self.decide(forgetful_view(info.view, rng), legal, rng)
