"""What a seat sees of a round: every card the dealer gives a box is face
up, the dealer's up card too, the hole card face down until it is turned,
the shoe and the discards face down. Everyone sees the same table; only the
prompt is addressed to the seat asked."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...core.cards import Card
from ...core.game import PileView, View, make_info
from ...core.i18n import N_
from ...core.reasons import Reason
from .flow import BET, INSURANCE, OVER
from .values import total, value

if TYPE_CHECKING:
    from .state import BlackjackState


@dataclass(frozen=True)
class HandView:
    """One hand of a box as the table shows it; ``state`` is one of
    "waiting", "playing", "stood", "bust", "blackjack", "surrendered",
    "doubled"; ``result`` the chips won (negative: lost) once settled."""

    cards: tuple[Card, ...]
    stake: int
    doubled: bool
    from_split: bool
    state: str
    result: int | None


@dataclass(frozen=True)
class BoxView:
    """A box: its seat, its bet (0: sitting the round out), the insurance
    staked on it and its hands (several after splits)."""

    box: int
    seat: int
    bet: int
    insurance: int
    hands: tuple[HandView, ...]


def view(state: BlackjackState, seat: int | None) -> View:
    return View(
        game=state.game_id,
        seat=seat,
        players=state.players,
        to_move=state.to_move,
        dealer=state.context.dealer,
        piles=piles(state),
        info=info(state),
        prompt=prompt(state, seat),
        status=status(state),
    )


def dealer_shown(state: BlackjackState) -> tuple[Card | None, ...]:
    """The dealer's cards, the hole card as None while it is face down."""
    return tuple(None if index == 1 and state.hole_hidden else card for index, card in enumerate(state.dealer))


def piles(state: BlackjackState) -> tuple[PileView, ...]:
    out = [PileView("dealer", "hand", dealer_shown(state), None, N_("Dealer's hand"))]
    for box, seat in enumerate(state.box_seats):
        for index, hand in enumerate(state.hands[box]):
            out.append(PileView(f"box:{box}:{index}", "hand", tuple(hand["cards"]), seat))
    out.append(PileView("shoe", "stock", (None,) * (len(state.shoe) + len(state.past_cut)), None, N_("Shoe")))
    out.append(PileView("discard", "discard", (None,) * len(state.discards), None, N_("Discards")))
    return tuple(out)


def boxes(state: BlackjackState) -> tuple[BoxView, ...]:
    return tuple(
        BoxView(
            box,
            seat,
            state.bets[box],
            state.insurance[box],
            tuple(
                HandView(tuple(h["cards"]), h["stake"], h["doubled"], h["from_split"], h["state"], h["result"])
                for h in state.hands[box]
            ),
        )
        for box, seat in enumerate(state.box_seats)
    )


def seen(state: BlackjackState) -> tuple[int, ...]:
    """How many cards of each value (1..10) have left the shoe face up since
    it was shuffled: the discards (every one was shown) and this round's
    cards, the hole card once turned."""
    counts = [0] * 11
    shown = [card for card in dealer_shown(state) if card is not None]
    for card in state.discards + shown + [c for box in state.hands for hand in box for c in hand["cards"]]:
        counts[value(card)] += 1
    return tuple(counts)


def info(state: BlackjackState) -> tuple[tuple[str, Any], ...]:
    shown = [card for card in dealer_shown(state) if card is not None]
    over = state.phase == OVER
    return make_info(
        phase=state.phase,
        boxes=boxes(state),
        active=state.active,
        asked=state.cursor if state.phase in (BET, INSURANCE) else state.active[0] if state.active else None,
        chips=chips_now(state),
        seen=seen(state),
        shoe_left=len(state.shoe) + len(state.past_cut),
        to_cut=len(state.shoe),
        cut_out=state.cut_out,
        dealer_total=total(shown).points if shown else None,
        results=tuple(state.seat_results()) if over else None,
    )


def chips_now(state: BlackjackState) -> tuple[int, ...]:
    """What each seat may still stake, or once the round is over, what it
    holds after the round's results (the plates must not show 980 after a
    win of 20: the stakes come back with the winnings)."""
    if state.phase != OVER:
        return tuple(state.chips)
    scores = state.context.scores or (0,) * state.players
    results = state.seat_results()
    return tuple(state.options["bankroll"] + scores[s] + results[s] for s in range(state.players))


def prompt(state: BlackjackState, seat: int | None) -> Reason:
    mover = state.to_move
    if mover is None:
        return Reason.of("bj_round_over", "The round is over.")
    if seat != mover:
        return Reason.of("waiting", "Waiting for {seat}.", seat=mover)
    if state.phase == BET:
        low, high = state.bet_range(mover)
        if low > high:
            return Reason.of("bj_prompt_broke", "You do not have the chips for the table's minimum: bet 0 to sit out.")
        return Reason.of("bj_prompt_bet", "Place your bet: {low} to {high}.", low=low, high=high)
    if state.phase == INSURANCE:
        return Reason.of("bj_prompt_insure", "The dealer shows an ace: insure or decline?")
    assert state.active is not None
    box, index = state.active
    hand = total(state.hands[box][index]["cards"])
    points = f"{hand.points - 10}/{hand.points}" if hand.soft else str(hand.points)
    return _play_prompt(state, points)


def _play_prompt(state: BlackjackState, points: str) -> Reason:
    """The choices open now, named in one sentence."""
    _hit, _stand, double, split, surrender = state.allowed()
    if surrender and double and split:
        return Reason.of("bj_p_dps", "Hit, stand, double, split or surrender? You have {points}.", points=points)
    if surrender and double:
        return Reason.of("bj_p_ds", "Hit, stand, double or surrender? You have {points}.", points=points)
    if surrender and split:
        return Reason.of("bj_p_ps", "Hit, stand, split or surrender? You have {points}.", points=points)
    if surrender:
        return Reason.of("bj_p_s", "Hit, stand or surrender? You have {points}.", points=points)
    if double and split:
        return Reason.of("bj_p_dp", "Hit, stand, double or split? You have {points}.", points=points)
    if double:
        return Reason.of("bj_p_d", "Hit, stand or double? You have {points}.", points=points)
    if split and not _hit:
        return Reason.of("bj_p_aces", "Split the aces again, or stand? You have {points}.", points=points)
    if split:
        return Reason.of("bj_p_p", "Hit, stand or split? You have {points}.", points=points)
    return Reason.of("bj_p_hs", "Hit or stand? You have {points}.", points=points)


def status(state: BlackjackState) -> tuple[Reason, ...]:
    """The shoe and the cut card, and the dealer's shown total."""
    lines = []
    if state.cut_out:
        lines.append(
            Reason.plural(
                "bj_shoe_cut_out",
                "Shoe: {n} card; the cut card is out: a new shoe next round.",
                "Shoe: {n} cards; the cut card is out: a new shoe next round.",
                n=len(state.shoe) + len(state.past_cut),
            )
        )
    else:
        lines.append(
            Reason.plural(
                "bj_shoe",
                "Shoe: {n} card, {cut} to the cut card.",
                "Shoe: {n} cards, {cut} to the cut card.",
                n=len(state.shoe) + len(state.past_cut),
                cut=len(state.shoe),
            )
        )
    shown = [card for card in dealer_shown(state) if card is not None]
    if shown:
        dealer = total(shown)
        if dealer.bust:
            lines.append(Reason.of("bj_dealer_busts", "The dealer busts with {points}.", points=dealer.points))
        else:
            lines.append(Reason.of("bj_dealer_shows", "The dealer shows {points}.", points=dealer.points))
    return tuple(lines)
