"""What a seat of Chinese Ten sees: its own hand face up, the others' and the
stock face down, the table and the turned card face up, each stack taken face
down (as the text says) but with its cards in ``info``, since everyone saw
them taken. Nothing here changes the deal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.cards import Rank, card_order
from ...core.game import PileView, View, make_info
from ...core.i18n import N_
from ...core.reasons import Reason
from .pairs import fitting, partner_rank
from .scoring import deck_total, points

if TYPE_CHECKING:
    from .state import ChineseTenState


def view(state: ChineseTenState, seat: int | None) -> View:
    piles: list[PileView] = []
    for s, hand in enumerate(state.hands):
        cards = tuple(sorted(hand, key=card_order)) if s == seat else (None,) * len(hand)
        piles.append(PileView(f"hand:{s}", "hand", cards, owner=s))
    piles.append(PileView("table", "row", tuple(state.table), label=N_("Table")))
    piles.append(PileView("stock", "stock", (None,) * len(state.stock), label=N_("Stock")))
    turned = () if state.turned is None else (state.turned,)
    piles.append(PileView("turned", "discard", turned, label=N_("Turned card")))
    for s, stack in enumerate(state.taken):
        piles.append(PileView(f"taken:{s}", "won", (None,) * len(stack), owner=s, label=N_("Taken")))
    return View(
        game=state.game_id,
        seat=seat,
        players=state.players,
        to_move=state.to_move,
        dealer=state.context.dealer,
        piles=tuple(piles),
        info=public_info(state),
        prompt=prompt(state, seat),
        status=status(state),
    )


def public_info(state: ChineseTenState) -> tuple[tuple[str, Any], ...]:
    """The facts every seat sees alike: the points each has taken, the points
    still out, the cards each stack holds, what pairs with each table card."""
    players = state.players
    taken_points = tuple(points(stack, players) for stack in state.taken)
    return make_info(
        points=taken_points,
        left=deck_total(players) - sum(taken_points),
        taken_cards=tuple(tuple(card.text for card in sorted(stack, key=card_order)) for stack in state.taken),
        pairs_for=tuple((card.text, Rank(partner_rank(int(card.rank))).label) for card in state.table),
        last_taker=state.last_taker,
        swept=tuple(card.text for card in state.swept),
        seat_notes=tuple(
            Reason.plural("ct_seat_points", "{n} point", "{n} points", n=taken_points[s]) for s in range(players)
        ),
    )


def prompt(state: ChineseTenState, seat: int | None) -> Reason:
    """What the mover should do; the others are told whom they wait for."""
    mover = state.to_move
    if mover is None:
        return Reason.of("hand_over", "The hand is over.")
    if seat != mover:
        return Reason.of("waiting", "Waiting for {seat}.", seat=mover)
    if state.turned is not None:
        return Reason.plural(
            "ct_choose_prompt",
            "The turned {card} pairs with {n} table card: choose one.",
            "The turned {card} pairs with {n} table cards: choose one.",
            n=len(fitting(state.turned, state.table)),
            card=state.turned,
        )
    if state.can_pair():
        return Reason.of("ct_pair_prompt", "Pair a card of your hand with a table card to make ten.")
    return Reason.of("ct_lay_prompt", "No pair: lay a card on the table.")


def status(state: ChineseTenState) -> tuple[Reason, ...]:
    """The stock left and the points still out."""
    players = state.players
    left = deck_total(players) - sum(points(stack, players) for stack in state.taken)
    return (
        Reason.plural("status_stock", "Stock: {n} card", "Stock: {n} cards", n=len(state.stock)),
        Reason.plural("ct_status_left", "Points still out: {n}", "Points still out: {n}", n=left),
    )
