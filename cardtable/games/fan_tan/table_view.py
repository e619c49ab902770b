"""What a seat of Fan Tan sees: the rows, the hands (its own face up), the
cards turned up, the stock, the public facts, the status and the prompt.

Nothing here changes the hand, and the view shows only what ``seat`` may
know: its own hand and the cards it passed or was passed; of the others,
how many cards they hold and what their passes showed they lack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.cards import card_order
from ...core.game import PileView, View, make_info
from ...core.i18n import N_
from ...core.reasons import Reason
from .layout import row_names
from .moves import DRAW, PASS
from .passing import PASS_COUNT, offset_words

if TYPE_CHECKING:
    from .state import FanTanState


def _sorted(cards: Any) -> tuple[Any, ...]:
    return tuple(sorted(cards, key=card_order))


def view(state: FanTanState, seat: int | None) -> View:
    public = state._public
    if public is None:
        public = state._public = _public(state)
    hands, passing, shared_piles, shared_facts, status = public
    piles = list(hands)
    if seat is not None:
        piles[seat] = PileView(f"hand:{seat}", "hand", tuple(state.hands[seat]), seat)
    if passing:
        piles.extend(passing)
        if seat is not None:
            mine = _sorted(state.chosen[seat])
            piles[len(hands) + seat] = PileView(f"passing:{seat}", "pass", mine, seat, N_("passing"))
    piles.extend(shared_piles)
    facts = dict(shared_facts)
    if seat is not None:
        facts["passed_by_me"] = _sorted(state.chosen[seat]) if state.phase == "pass" else state.passed[seat]
        facts["passed_to_me"] = state.received[seat]
        # Marked in the hand until the seat plays its first card.
        facts["received_cards"] = state.received[seat] if not state.played[seat] else ()
        if seat == state.to_move:
            facts["drawn_count"] = state.drawn
    return View(
        game=state.game_id,
        seat=seat,
        players=state.players,
        to_move=state.to_move,
        dealer=state.dealer,
        piles=tuple(piles),
        info=make_info(**facts),
        prompt=prompt(state, seat),
        status=status,
    )


Piles = tuple[PileView, ...]
Public = tuple[Piles, Piles, Piles, tuple[tuple[str, Any], ...], tuple[Reason, ...]]


def _public(state: FanTanState) -> Public:
    """What every seat sees alike: the hands and the cards chosen to pass
    face down, the rows, the turned-up cards, the stock, the public facts
    and the status. Kept by the state until its next move (views are asked
    for far more often than moves are made)."""
    hands = tuple(
        PileView(f"hand:{owner}", "hand", (None,) * len(hand), owner) for owner, hand in enumerate(state.hands)
    )
    passing: Piles = ()
    if state.phase == "pass":
        passing = tuple(
            PileView(f"passing:{owner}", "pass", (None,) * len(chosen), owner, N_("passing"))
            for owner, chosen in enumerate(state.chosen)
        )
    layout = state.layout
    names = row_names(layout.packs)
    piles = [PileView(f"row:{names[row]}", "row", tuple(cards)) for row, cards in enumerate(layout.rows)]
    if state.turned_up:
        piles.append(PileView("turned", "turnup", tuple(state.turned), label=N_("Turned up")))
    if state.config.stock:
        piles.append(PileView("stock", "stock", (None,) * len(state.stock), label=N_("Stock")))
    facts = make_info(
        phase=state.phase,
        trump=state.trump,
        packs=layout.packs,
        rows=tuple((names[row], layout.suit_of(row), layout.low[row], layout.high[row]) for row in range(len(names))),
        owed=layout.owed_cards(),
        stand_ins=layout.stand_ins(),
        turned_up=state.turned_up,
        counts=tuple(len(hand) for hand in state.hands),
        played=tuple(len(cards) for cards in state.played),
        stock_count=len(state.stock),
        stock_deal=state.config.stock,
        draw_count=state.draw_count(),
        streak=state.streak,
        pass_offset=state.offset,
        voids=tuple(state.voids),
        limits=state.limits,
        winner=state.winner,
        scores=tuple(state.context.scores),
        seat_notes=_seat_notes(state),
    )
    return hands, passing, tuple(piles), facts, _status(state)


_NOTES = {
    "passed": Reason.of("note_passed", "passed"),
    "drew": Reason.of("note_drew", "drew"),
}


def _seat_notes(state: FanTanState) -> tuple[Reason | None, ...]:
    """On each seat's plate, what it did at its last turn if it played no
    card: "passed", or "drew" and still could not play. A pass moves no
    card, so without it nobody could see who is stuck."""
    return tuple(None if note is None else _NOTES[note] for note in state.notes)


def _status(state: FanTanState) -> tuple[Reason, ...]:
    """The passing, the trump suit, what is owed to the trump row, the stock
    and the next draw."""
    lines: list[Reason] = []
    if state.phase == "pass":
        lines.append(
            Reason.of("status_pass", "Passing: {direction}", direction=offset_words(state.offset, state.players))
        )
    if state.trump is not None:
        lines.append(Reason.of("status_trumps", "Trumps: {suit}", suit=state.trump))
        owed = len(state.layout.owed_cards())
        if owed:
            lines.append(
                Reason.plural(
                    "status_owed", "{n} card owed to the trump row", "{n} cards owed to the trump row", n=owed
                )
            )
    if state.config.stock:
        lines.append(Reason.plural("status_stock", "Stock: {n} card", "Stock: {n} cards", n=len(state.stock)))
        if state.config.incremental and state.stock:
            count = state.draw_count()
            lines.append(Reason.plural("status_next_draw", "Next draw: {n} card", "Next draw: {n} cards", n=count))
    return tuple(lines)


def prompt(state: FanTanState, seat: int | None) -> Reason:
    """What the mover should do now; the others are told whom they wait for
    (what the mover can play depends on its hidden hand)."""
    mover = state.to_move
    if mover is None:
        return Reason.of("went_out_first", "{seat} went out first.", you="You went out first.", seat=state.winner)
    if state.phase == "pass":
        if seat != mover:
            return Reason.of("waiting_pass", "Waiting for {seat} to pass.", seat=mover)
        words = offset_words(state.offset, state.players)
        left = PASS_COUNT - len(state.chosen[mover])
        return Reason.plural(
            "choose_pass",
            "Choose {n} more card to pass {direction}.",
            "Choose {n} more cards to pass {direction}.",
            n=left,
            direction=words,
        )
    if seat != mover:
        return Reason.of("waiting", "Waiting for {seat}.", seat=mover)
    legal = state.legal_moves()
    if legal == (PASS,):
        return Reason.of("nothing_fits", "No card of yours fits: pass.")
    if legal == (DRAW,):
        count = state.draw_count()
        return Reason.plural(
            "nothing_fits_draw",
            "No card of yours fits: draw {n} card.",
            "No card of yours fits: draw {n} cards.",
            n=count,
        )
    if state.drawn:
        return Reason.of("play_drawn", "A card you drew fits: you must play it.")
    if state.trump is not None:
        return Reason.of(
            "play_trumps",
            "Play a seven or the next card of a row; a trump may stand for a card of its rank. You must play if you can.",
        )
    return Reason.of("play_fan_tan", "Play a seven or the next card of a row. You must play if you can.")
