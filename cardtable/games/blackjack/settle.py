"""Settling a round: what each hand and each insurance bet wins or loses.

Pure functions of the cards and the table's rules, shared by the engine and
its tests. Every amount is a whole number of chips: bets are multiples of 10,
so 3:2, 6:5, half a bet for insurance or a surrender are whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.cards import Card
from .table_rules import TableRules
from .values import is_natural, total

WIN, LOSE, PUSH, BLACKJACK, BUST, SURRENDER = "win", "lose", "push", "blackjack", "bust", "surrender"

#: A hand's states (``HandView.state``): not yet played, being played, and
#: the ways it ends.
WAITING, PLAYING, STOOD, BUSTED, NATURAL, SURRENDERED, DOUBLED = (
    "waiting",
    "playing",
    "stood",
    "bust",
    "blackjack",
    "surrendered",
    "doubled",
)


def dealer_natural(dealer: Sequence[Card]) -> bool:
    """The dealer's first two cards are an ace and a ten-value card."""
    return len(dealer) >= 2 and is_natural(dealer[:2])


def settle_hand(
    state: str, stake: int, cards: Sequence[Card], dealer: Sequence[Card], rules: TableRules
) -> tuple[int, str]:
    """The chips a hand wins (negative: loses) and the word for it.

    "As soon as the player's total exceeds 21, the player loses"; "if dealer
    busts by going over 21, any players still in the game win. Otherwise,
    players with totals higher than the dealer win, while players with totals
    less than the dealer lose. In case of a tie, or push the player's bet is
    returned"; a blackjack is paid ``blackjack_pays`` unless the dealer has one
    too (a push, or a loss with ``dealer_blackjack_wins``); a surrender loses
    half the bet. Against a dealer's blackjack every other hand loses its
    whole stake, doubles and splits included (with a hole card they cannot
    have been made: the peek ends the round first)."""
    if state == SURRENDERED:
        return -(stake // 2), SURRENDER
    if state == BUSTED:
        return -stake, BUST
    dealers = dealer_natural(dealer)
    if state == NATURAL:
        if dealers:
            return (-stake, LOSE) if rules.dealer_blackjack_wins else (0, PUSH)
        return int(stake * rules.blackjack_pays), BLACKJACK
    if dealers:
        return -stake, LOSE
    mine, theirs = total(cards).points, total(dealer).points
    if theirs > 21 or mine > theirs:
        return stake, WIN
    if mine < theirs:
        return -stake, LOSE
    return 0, PUSH


def settle_insurance(insured: int, dealer: Sequence[Card]) -> int:
    """ "The insurance bet usually pays 2-to-1 if dealer really does have 21";
    otherwise it is lost."""
    if not insured:
        return 0
    return 2 * insured if dealer_natural(dealer) else -insured


def dealer_word(dealer: Sequence[Card]) -> int | str | None:
    """The dealer's final hand for the sheet: "blackjack", "bust" or the
    total (None when no card was dealt: every box sat the round out)."""
    if not dealer:
        return None
    if dealer_natural(dealer):
        return BLACKJACK
    points = total(dealer).points
    return BUST if points > 21 else points


def dealer_draws(dealer: Sequence[Card], rules: TableRules) -> bool:
    """ "A dealer with a total less than 17 must hit; with 17 or more, dealer
    must stand", except on a soft 17 when the table says the dealer hits it."""
    hand = total(dealer)
    return hand.points < 17 or (hand.points == 17 and hand.soft and rules.hits_soft_17)
