"""What a seat of Crazy Eights sees: the piles, the public facts, the line
the table says aloud, and the prompt of the player to move.

Apart from the state (``state.py``): nothing here changes the hand, and the
view shows only what ``seat`` may know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.cards import Rank, card_order
from ...core.game import PileView, View, make_info
from ...core.i18n import N_
from ...core.reasons import Reason
from .moves import DRAW, MAX_REBUILDS, PASS

if TYPE_CHECKING:
    from .state import CrazyEightsState


def view(state: CrazyEightsState, seat: int | None) -> View:
    piles = [
        PileView(
            f"hand:{s}",
            "hand",
            tuple(hand) if s == seat else (None,) * len(hand),
            owner=s,
        )
        for s, hand in enumerate(state.hands)
    ]
    piles.append(PileView("stock", "stock", (None,) * len(state.stock), label=N_("Stock")))
    piles.append(PileView("discard", "discard", tuple(state.discard), label=N_("Discard pile")))
    mover = state.to_move
    mine = mover is not None and seat == mover
    config = state.config
    info = make_info(
        top=state.top,
        suit=state.suit,
        named_suit=state.suit if state.named else None,
        direction=state.direction,
        pending_draw=state.pending,
        drawn_count=state.drawn,
        drawn=tuple(state.drawn_cards()) if mine else None,
        playable_drawn=state.playable_drawn() if mine else None,
        called=state.called,
        announced=tuple(s for s in range(state.players) if state.announced[s] and len(state.hands[s]) == 1),
        counts=tuple(len(hand) for hand in state.hands),
        stock_count=len(state.stock),
        rebuilds=state.rebuilds,
        rebuilt_pool=None if state.pool is None else tuple(sorted(state.pool, key=card_order)),
        pool_takers=tuple(sorted(state.pool_takers)),
        blind_draws=tuple((who, tuple(sorted(cards, key=card_order)), got) for who, cards, got in state.blind),
        rebuilds_left=MAX_REBUILDS - state.rebuilds,
        passes=state.passes,
        winner=state.winner,
        blocked=state.to_move is None and state.winner is None,
        wild_rank=config.wild,
        skip_rank=config.skip,
        reverse_rank=config.reverse,
        draw_two_rank=config.draw_two,
        last_card=config.last_card,
    )
    return View(
        game=state.game_id,
        seat=seat,
        players=state.players,
        to_move=mover,
        dealer=state.context.dealer,
        piles=tuple(piles),
        info=info,
        prompt=prompt(state, seat),
        status=_status(state),
    )


def _status(state: CrazyEightsState) -> tuple[Reason, ...]:
    """What the table says aloud: the suit to play after a wild, a draw
    penalty waiting, the direction once reversed, the stock left."""
    lines = []
    if state.named:
        lines.append(Reason.of("status_suit", "Suit to play: {suit}", suit=state.suit))
    if state.pending:
        lines.append(Reason.of("status_pending", "Penalty waiting: draw {count}", count=state.pending))
    if state.direction < 0:
        lines.append(Reason.of("status_direction", "Play goes anticlockwise"))
    lines.append(Reason.plural("status_stock", "Stock: {n} card", "Stock: {n} cards", n=len(state.stock)))
    return tuple(lines)


def prompt(state: CrazyEightsState, seat: int | None) -> Reason:
    """What the mover should do now; other seats are told whom they wait for
    (a prompt built from the mover's hand would leak it)."""
    mover = state.to_move
    if mover is None:
        if state.winner is not None:
            return Reason.of("went_out", "{seat} went out.", you="You went out.", seat=state.winner)
        return Reason.of("blocked", "Nobody can play or draw: the hand is blocked.")
    if seat != mover:
        return Reason.of("waiting", "Waiting for {seat}.", seat=mover)
    config = state.config
    wild = Rank(config.wild)
    if state.pending:
        return Reason.plural(
            "answer_draw",
            "Draw {n} card or play another {rank}.",
            "Draw {n} cards or play another {rank}.",
            n=state.pending,
            rank=Rank(config.draw_two),
        )
    legal = state.legal_moves()
    if state.drawn:
        if DRAW in legal and PASS not in legal:
            return Reason.of("keep_drawing", "Keep drawing until you can play.")
        if DRAW in legal:
            return Reason.of("draw_more", "Play a card you drew, draw again, or pass.")
        if PASS in legal:
            return Reason.of("play_drawn", "Play the card you drew, or pass.")
        return Reason.of("must_play_drawn", "Play the card you drew.")
    if legal == (PASS,):
        return Reason.of("stuck", "You can neither play nor draw: pass.")
    if DRAW not in legal:
        return Reason.of(
            "must_play_now",
            "Play one of the {suit}, any {rank} or any {wild}: you can play, so you must.",
            suit=state.suit,
            rank=state.top.rank,
            wild=wild,
        )
    return Reason.of(
        "play_or_draw_prompt",
        "Play one of the {suit}, any {rank} or any {wild}, or draw a card.",
        suit=state.suit,
        rank=state.top.rank,
        wild=wild,
    )
