"""What a seat of Statistics sees: its hand face up, the others' face down,
the kitty face up (the top card last), the deck face down and each seat's
collection face down; the public facts, the prompt and the status lines.
Nothing here changes the deal.

Collections are public knowledge (everyone saw each kitty taken), so their
points and cards are facts in ``info`` while the piles stay face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.cards import Rank, card_order
from ...core.game import PileView, View, make_info
from ...core.i18n import N_
from ...core.reasons import Reason
from .scoring import collection_points

if TYPE_CHECKING:
    from .state import StatisticsState


def view(state: StatisticsState, seat: int | None) -> View:
    players = state.players
    piles: list[PileView] = []
    for s, hand in enumerate(state.hands):
        cards = tuple(sorted(hand, key=card_order)) if s == seat else (None,) * len(hand)
        piles.append(PileView(f"hand:{s}", "hand", cards, owner=s))
    piles.append(PileView("kitty", "discard", tuple(state.kitty), label=N_("Kitty")))
    piles.append(PileView("deck", "stock", (None,) * len(state.deck), label=N_("Deck")))
    for s, collected in enumerate(state.taken):
        piles.append(PileView(f"taken:{s}", "won", (None,) * len(collected), owner=s, label=N_("Collection")))
    if state._shared is None:
        state._shared = (public_info(state), status(state))
    shared, lines = state._shared
    return View(
        game=state.game_id,
        seat=seat,
        players=players,
        to_move=state.to_move,
        dealer=state.context.dealer,
        piles=tuple(piles),
        info=shared + private_info(state, seat),
        prompt=prompt(state, seat),
        status=lines,
    )


def kitty_values(state: StatisticsState) -> tuple[int, ...]:
    """What taking the kitty now would add to each seat's collection (the
    sets it completes counted)."""
    kitty = state.kitty
    return tuple(collection_points(cards + kitty) - collection_points(cards) for cards in state.taken)


def public_info(state: StatisticsState) -> tuple[tuple[str, Any], ...]:
    """The facts every seat sees alike (kept until the next move)."""
    players = state.players
    return make_info(
        hand_size=tuple(state.size),
        kitty_value=kitty_values(state),
        taken_points=tuple(collection_points(cards) for cards in state.taken),
        taken_cards=tuple(tuple(card.text for card in sorted(cards, key=card_order)) for cards in state.taken),
        last_player=state.last_player,
        free_lead=not state.kitty and state.to_move is not None,
        stuck=tuple(s for s in range(players) if state.stuck[s]),
        pass_counts=tuple(len(cards) for cards in state.gave),
        reverse=bool(state.options["reverse"]),
        seat_notes=tuple(
            Reason.plural("seat_hand_of", "Hand of {n}", "Hand of {n}", n=state.size[s]) if state.size[s] < 4 else None
            for s in range(players)
        ),
    )


def private_info(state: StatisticsState, seat: int | None) -> tuple[tuple[str, Any], ...]:
    """What only ``seat`` knows: the cards it passed and was passed this deal,
    and which of those it passed are still in the hand on its left."""
    if seat is None:
        return make_info(passed=None, received_cards=(), known_held=())
    got = state.gave[(seat - 1) % state.players]
    gave = tuple(card.text for card in sorted(state.gave[seat], key=card_order))
    received = tuple(card.text for card in sorted(got, key=card_order))
    held = tuple(card for card in sorted(got, key=card_order) if card in state.hands[seat])
    # The cards it passed that it knows the player on its left still holds.
    known = tuple(card.text for card in sorted(state.pins[seat], key=card_order))
    return make_info(passed=(gave, received), received_cards=held, known_held=known)


def prompt(state: StatisticsState, seat: int | None) -> Reason:
    """What the mover should do; the others are told whom they wait for (a
    prompt built from the mover's hand would leak it)."""
    mover = state.to_move
    if mover is None:
        return Reason.of("hand_over", "The hand is over.")
    if seat != mover:
        return Reason.of("waiting", "Waiting for {seat}.", seat=mover)
    top = state.top
    legal = state.legal_moves()
    passing = any(move.kind == "pass" for move in legal)
    if passing and any(move.kind == "take" for move in legal):
        return Reason.of(
            "st_pass_or_eights",
            "You cannot play: pass a card to {other}, or take the kitty with your eights.",
            other=state.left_of(mover),
        )
    if passing:
        return Reason.of("st_pass", "You cannot play: pass a card to {other}.", other=state.left_of(mover))
    if top is None:
        return Reason.of("st_lead", "Lead any card, or several cards of one rank.")
    if top.rank == Rank.TWO:
        return Reason.of("st_on_two", "A two is on top: play any card or cards.")
    return Reason.of("st_play", "Play a card at least the top card, or one of its suit.")


def status(state: StatisticsState) -> tuple[Reason, ...]:
    """The deck left and the kitty's size (what it is worth depends on who
    takes it: the table says what it is worth to the player)."""
    lines = [Reason.plural("status_deck", "Deck: {n} card", "Deck: {n} cards", n=len(state.deck))]
    if state.kitty:
        lines.append(Reason.plural("status_kitty_size", "Kitty: {n} card", "Kitty: {n} cards", n=len(state.kitty)))
    elif not state.is_over:
        lines.append(Reason.of("status_free_lead", "The kitty is empty: a free lead."))
    return tuple(lines)
