"""What a seat of Go Fish sees: hands (its own face up), books face up, the
stock face down, the public log and what it tells of every hand, the
prompt and the table's status lines. Nothing here changes the hand."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...core.cards import Card, Rank, Suit, card_order
from ...core.game import PileView, View, make_info
from ...core.i18n import N_
from ...core.reasons import Reason
from .knowledge import GAVE, Event, sorted_texts
from .moves import DRAW

if TYPE_CHECKING:
    from .state import GoFishState


def book_cards(ranks: Iterable[int]) -> list[Card]:
    """The four cards of each book, shown face up."""
    return [Card(rank, suit) for rank in ranks for suit in Suit]


def view(state: GoFishState, seat: int | None) -> View:
    players = state.players
    piles: list[PileView] = []
    for s, hand in enumerate(state.hands):
        cards = tuple(sorted(hand, key=card_order)) if s == seat else (None,) * len(hand)
        piles.append(PileView(f"hand:{s}", "hand", cards, owner=s))
        piles.append(PileView(f"books:{s}", "books", tuple(book_cards(state.books[s])), owner=s, label=N_("Books")))
    if state.has_stock:
        piles.append(PileView("stock", "stock", (None,) * len(state.stock), label=N_("Stock")))
    if state._shared is None:
        state._shared = (public_info(state), status(state))
    info, lines = state._shared
    return View(
        game=state.game_id,
        seat=seat,
        players=players,
        to_move=state.to_move,
        dealer=state.context.dealer,
        piles=tuple(piles),
        info=info,
        prompt=prompt(state, seat),
        status=lines,
    )


def public_info(state: GoFishState) -> tuple[tuple[str, Any], ...]:
    """The facts every seat sees alike (kept until the next move)."""
    players = state.players
    knowledge = state.knowledge()
    asks = tuple(event.entry() for event in state.events if event.kind == "ask")
    known = tuple(knowledge.known(s) for s in range(players))
    voids = tuple(knowledge.void_texts(s) for s in range(players))
    card_voids = tuple(sorted_texts(knowledge.card_voids[s]) for s in range(players))
    return make_info(
        asks=asks,
        books=tuple(tuple(Rank(r).label for r in books) for books in state.books),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        stock_count=len(state.stock),
        known=known,
        voids=voids,
        known_at=tuple(_ages(knowledge.learned[s], known[s], "known") for s in range(players)),
        voids_at=tuple(_ages(knowledge.learned[s], tuple((v, 0) for v in voids[s]), "void") for s in range(players)),
        card_voids=card_voids,
        card_voids_at=tuple(
            tuple(_when(knowledge.learned[s], "card " + text) for text in card_voids[s]) for s in range(players)
        ),
        public_cards=tuple(sorted_texts(knowledge.exact[s]) for s in range(players)),
        ask_for=state.options["ask_for"],
        bluff=state.bluff,
        play_out=state.play_out,
        seat_notes=tuple(
            Reason.plural("seat_books", "Books: {n}", "Books: {n}", n=len(state.books[s])) for s in range(players)
        ),
    )


def _ages(learned: tuple[tuple[int, str, int], ...], facts: tuple[tuple[str, int], ...], what: str) -> tuple[int, ...]:
    """For each fact (rank text first), the number of asks made when it was learned."""
    when = {Rank(r).label: at for r, kind, at in learned if kind == what}
    return tuple(when.get(text, 0) for text, _n in facts)


def _when(learned: tuple[tuple[int, str, int], ...], what: str) -> int:
    """The number of asks made when the fact ``what`` was learned (0: at the deal)."""
    return next((at for _rank, kind, at in learned if kind == what), 0)


def prompt(state: GoFishState, seat: int | None) -> Reason:
    """What the mover should do; the others are told whom they wait for."""
    mover = state.to_move
    if mover is None:
        return Reason.of("hand_over", "The hand is over.")
    if seat != mover:
        return Reason.of("waiting", "Waiting for {seat}.", seat=mover)
    if state.legal_moves() == (DRAW,):
        return Reason.of("draw_prompt", "Your hand is empty: draw a card from the stock.")
    if state.card_mode:
        return Reason.of("ask_card_prompt", "Ask a player for a card of a rank you hold.")
    return Reason.of("ask_rank_prompt", "Ask a player for a rank you hold.")


def status(state: GoFishState) -> tuple[Reason, ...]:
    """The stock left, the books made, and what was said last."""
    lines: list[Reason] = []
    if state.has_stock:
        lines.append(Reason.plural("status_stock", "Stock: {n} card", "Stock: {n} cards", n=len(state.stock)))
    lines.append(Reason.plural("status_books", "Books made: {n} of 13", "Books made: {n} of 13", n=state.book_count()))
    last = next((event for event in reversed(state.events) if event.kind == "ask"), None)
    if last is not None:
        lines.append(said(last))
    return tuple(lines)


def said(event: Event) -> Reason:
    """What the table heard at an ask, in one line."""
    if event.outcome == GAVE:
        return Reason.plural(
            "said_gave",
            "{other} gave {seat} {n} card.",
            "{other} gave {seat} {n} cards.",
            n=len(event.given),
            you=("{other} gave you {n} card.", "{other} gave you {n} cards."),
            you_other=("You gave {seat} {n} card.", "You gave {seat} {n} cards."),
            seat=event.seat,
            other=event.target,
        )
    if event.shown is not None:
        return Reason.of(
            "said_lucky",
            "{other} said Go fish! {seat} fished the {card} and asks again.",
            you="{other} said Go fish! You fished the {card} and ask again.",
            you_other="You said Go fish! {seat} fished the {card} and asks again.",
            seat=event.seat,
            other=event.target,
            card=event.shown,
        )
    if event.drew:
        return Reason.of(
            "said_fish",
            "{other} said Go fish! to {seat}.",
            you="{other} said Go fish! to you.",
            you_other="You said Go fish! to {seat}.",
            seat=event.seat,
            other=event.target,
        )
    return Reason.of(
        "said_miss",
        "{other} has none: the turn passes to them.",
        you_other="You have none: the turn passes to you.",
        other=event.target,
    )
