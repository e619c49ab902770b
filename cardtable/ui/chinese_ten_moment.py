"""What a turn of Chinese Ten did, read from the views before and after it,
and the moment the table shows between them: the hand card lying on the
table card it made ten with, the card turned from the stock face up on its
partner (or waiting beside the stock), before the pairs slide to the
taker's stack. Plain functions of views and moves (no Qt): every card they
name was seen by every player (a pair is taken face up, a turned card is
turned for all).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from ..core.cards import Card
from ..core.game import PileView, View
from ..core.moves import Move
from ..games.chinese_ten.moves import LAY, PAIR


@dataclass(frozen=True)
class Turn:
    """One turn: who moved and how, the card turned from the stock (None
    when the stock was empty), the table card it took at once (None: it
    stayed on the table, or waits in ``waiting`` for the player's choice)."""

    mover: int
    move: Move
    turned: Card | None
    partner: Card | None
    waiting: bool


def _cards(view: View, name: str) -> tuple[Card, ...]:
    return tuple(card for card in view.pile(name).cards if card is not None)


def _taken(view: View, seat: int) -> Counter[str]:
    stacks = view.get("taken_cards") or ()
    return Counter(stacks[seat]) if seat < len(stacks) else Counter()


def read_turn(before: View, after: View, move: Move | None, mover: int | None) -> Turn | None:
    """The turn that leads from ``before`` to ``after`` (``move`` by
    ``mover``), or None when they are not one pair or lay apart."""
    if move is None or mover is None or move.kind not in (PAIR, LAY) or before.to_move != mover:
        return None
    if before.game != after.game or before.players != after.players:
        return None
    stock_before, stock_after = before.pile("stock").count, after.pile("stock").count
    table_before = _cards(before, "table")
    if move.kind == PAIR and move.cards[1] not in table_before:
        return None
    if stock_after == stock_before:
        return Turn(mover, move, None, None, False)
    if stock_after != stock_before - 1:
        return None
    waiting = _cards(after, "turned")
    if waiting:
        return Turn(mover, move, waiting[0], None, True)
    gained = _taken(after, mover) - _taken(before, mover)
    gained -= Counter(after.get("swept") or ())
    gained -= Counter(card.text for card in move.cards if move.kind == PAIR)
    laid = move.cards[0] if move.kind == LAY else None
    if sum(gained.values()) == 2:
        cards = [Card.parse(text) for text in gained.elements()]
        # The partner lay on the table (or was just laid); the turned card came from the stock.
        partner = next((card for card in cards if card in table_before or card is laid), None)
        turned = next((card for card in cards if card is not partner), None)
        if partner is not None and turned is not None:
            return Turn(mover, move, turned, partner, False)
        return None
    stayed = [card for card in _cards(after, "table") if card not in table_before and card is not laid]
    return Turn(mover, move, stayed[0] if stayed else None, None, False)


def worth_a_moment(turn: Turn) -> bool:
    """Whether the turn took anything worth seeing before it is stacked: a
    pair made from the hand, or a turned card taking a table card."""
    return turn.move.kind == PAIR or turn.partner is not None


def moment(before: View, after: View, turn: Turn) -> tuple[View, dict[Card, Card]]:
    """The table between ``before`` and ``after``: ``after`` with the pairs
    of ``turn`` still on the table, each taker card lying on its partner.
    Returns the view and which card lies on which."""
    table = list(_cards(before, "table"))
    joined: dict[Card, Card] = {}
    taken_now = 0
    if turn.move.kind == PAIR:
        card, other = turn.move.cards
        table.insert(table.index(other) + 1, card)
        joined[card] = other
        taken_now += 2
    else:
        table.append(turn.move.cards[0])
    if turn.turned is not None and turn.partner is not None:
        table.insert(table.index(turn.partner) + 1, turn.turned)
        joined[turn.turned] = turn.partner
        taken_now += 2
    elif turn.turned is not None and not turn.waiting:
        table.append(turn.turned)
    swept = len(after.get("swept") or ())
    piles = []
    for pile in after.piles:
        if pile.name == "table":
            pile = PileView("table", pile.kind, tuple(table), label=pile.label)
        elif pile.name == f"taken:{turn.mover}":
            pile = replace(pile, cards=pile.cards[: max(0, pile.count - taken_now - swept)])
        piles.append(pile)
    return replace(after, piles=tuple(piles)), joined
