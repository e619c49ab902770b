"""How the Spades rule-of-thumb player (cardtable/games/spades/ai.py) bids,
chooses blind nil and passes in the blind nil exchange, from its view only:
its hand, the bids so far and the match scores.

"Aces are counted as one trick"; "kings are iffy tricks" (less so when
guarded and the suit is short); spades beyond the third are tricks; "if you
are low in a suit (2 cards or less) and at least a few spades, you can
usually expect to be able to trump that suit"; partners bid as a group, so
the side's total is kept within the tricks there are. Nil with no high
cards, short or low spades and a partner who can cover; blind nil only when
the side is far behind. The numbers are fitted on simulated hands.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.cards import Card, Suit
from ...core.game import View
from ...core.moves import Move
from .rules import BID, NIL_MOVE, SPADES
from .scoring import BLIND_NIL, is_nil

OTHER_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)


# --------------------------------------------------------------------------
# Bidding


def by_suit(hand: Sequence[Card]) -> dict[Suit, list[int]]:
    """The ranks (ace 14) held in each suit, highest first."""
    suits: dict[Suit, list[int]] = {suit: [] for suit in Suit}
    for card in hand:
        assert card.suit is not None, "Spades is played without jokers"
        suits[card.suit].append(card.high)
    for highs in suits.values():
        highs.sort(reverse=True)
    return suits


def estimate_tricks(hand: Sequence[Card]) -> float:
    """The tricks a hand should take: sure aces, guarded kings, spade
    honours and length, and ruffs in short suits with spare spades."""
    suits = by_suit(hand)
    total = 0.0
    shortness = 0.0
    for suit in OTHER_SUITS:
        highs = suits[suit]
        length = len(highs)
        if length == 0:
            shortness += 2.0
            continue
        if length == 1:
            shortness += 1.0
        elif length == 2:
            shortness += 0.5
        ace = 14 in highs
        if ace:
            total += 1.0 if length <= 5 else 0.6
        if 13 in highs:
            if length == 1:
                total += 0.1
            elif length <= 4:
                total += 0.85 if ace else 0.6
            else:
                total += 0.4 if ace else 0.25
        if 12 in highs and 3 <= length <= 4 and (ace or 13 in highs):
            total += 0.35
    spades = suits[SPADES]
    count = len(spades)
    honours = 0.0
    if 14 in spades:
        honours += 1.0
    if 13 in spades:
        honours += 1.0 if count >= 2 else 0.4
    if 12 in spades:
        honours += 0.8 if count >= 3 else 0.25
    if 11 in spades and count >= 4:
        honours += 0.4
    spade_tricks = min(float(count), honours + max(0, count - 3))
    spare = max(0.0, count - spade_tricks - 0.5)
    total += spade_tricks + 0.8 * min(spare, shortness)
    return total


def nil_risk(hand: Sequence[Card]) -> float:
    """How likely a nil is to fail, roughly in tricks it may be forced to
    take: high spades and many spades, and in every suit the cards not
    hidden under enough lower ones (Axxx is safe enough, Axx and Kxx are not)."""
    suits = by_suit(hand)
    spades = sorted(suits[SPADES])
    risk = 0.0
    for index, high in enumerate(spades):
        risk += {14: 6.0, 13: 4.0, 12: 2.0, 11: 1.0}.get(high, 0.0)
        risk += max(0, high - 5 - 2 * index) / 4.0
    risk += NIL_LONG_SPADES * max(0, len(spades) - 3)
    for suit in OTHER_SUITS:
        lows = sorted(suits[suit])
        for index, high in enumerate(lows):
            risk += max(0, high - 7 - 2 * index) / 4.0
    return risk


#: The nil risk a player accepts with a partner to cover her.
NIL_LIMIT = 1.2
NIL_LONG_SPADES = 0.8
#: Added to the estimate before rounding down to a bid (fitted on simulated
#: hands: a side that is set loses ten times its bid, so bid low).
BID_BIAS = 0.2
#: Three players hold 17 cards: tricks taken are about this times the
#: estimate plus this many.
CUT_THROAT_SCALE = 1.15
CUT_THROAT_EXTRA = 0.0


def _side_score(scores: Sequence[int], team_of: Sequence[int], side: int) -> int:
    for seat, team in enumerate(team_of):
        if team == side and seat < len(scores):
            return scores[seat]
    return 0


def behind_by(view: View, seat: int) -> int:
    """How far the seat's side trails the best other side in the match."""
    team_of = view.get("team_of")
    scores = view.get("scores") or ()
    if not scores:
        return 0
    side = team_of[seat]
    mine = _side_score(scores, team_of, side)
    others = [_side_score(scores, team_of, other) for other in set(team_of) if other != side]
    return max(others) - mine if others else 0


def wants_blind_nil(view: View, seat: int) -> bool:
    """Blind nil is a gamble for a side far behind: in simulated play it holds
    about one time in five (one in two with the exchange), so it is bid only
    200 behind with the other side near the target (with the exchange: 200
    behind at any time, or 100 behind near the end); never when the partner
    has bid nil or too little to cover it."""
    partner = (seat + 2) % 4
    bids = view.get("bids")
    partner_bid = bids[partner]
    if is_nil(partner_bid) or (isinstance(partner_bid, int) and partner_bid < 3):
        return False
    gap = behind_by(view, seat)
    team_of = view.get("team_of")
    scores = view.get("scores") or ()
    target = view.get("target", 500)
    best_other = max((scores[other] for other in range(len(scores)) if team_of[other] != team_of[seat]), default=0)
    near_end = best_other >= target - 100
    if view.get("blind_exchange"):
        return gap >= 200 or (gap >= 100 and near_end)
    return gap >= 200 and near_end


def choose_bid(view: View, legal: Sequence[Move], bias: float | None = None, nil_limit: float | None = None) -> Move:
    """The hand's estimate, kept within the tricks left by the other bids;
    nil with a hand that cannot win a trick and a partner to cover it."""
    seat = view.seat if view.seat is not None else 0
    hand = view.hand()
    size = view.get("hand_size", 13)
    bids = view.get("bids")
    players = view.players
    estimate = estimate_tricks(hand)
    if players == 4:
        partner: int | None = (seat + 2) % 4
    else:
        # Seventeen cards: every count runs longer (fitted on simulated hands).
        partner = None
        estimate = CUT_THROAT_SCALE * estimate + CUT_THROAT_EXTRA
    if NIL_MOVE in legal and partner is not None:
        # Alone against two who both try to set it, a nil almost never holds.
        risk = nil_risk(hand)
        limit = NIL_LIMIT if nil_limit is None else nil_limit
        partner_bid = bids[partner]
        covered = partner_bid is None or (isinstance(partner_bid, int) and partner_bid >= 3)
        if risk < limit and estimate < 1.6 and covered:
            return NIL_MOVE
    bid = int(estimate + (BID_BIAS if bias is None else bias))
    others = sum(b for b in bids if isinstance(b, int))
    if all(b is not None for index, b in enumerate(bids) if index != seat) and others + bid > size + 1:
        bid = min(bid, size + 1 - others)
    bid = max(1, min(size, bid))
    move = BID[bid]
    return move if move in legal else legal[-1]


def choose_pass(view: View) -> Card:
    """The blind nil bidder gives away her most dangerous card (the highest
    spade, else the highest card); her partner gives her a low card."""
    seat = view.seat if view.seat is not None else 0
    hand = view.hand()
    if view.get("bids")[seat] == BLIND_NIL:
        return max(hand, key=lambda card: (card.suit is SPADES and card.high >= 11, card.high, card.suit is SPADES))
    return min(hand, key=lambda card: (card.high, card.suit is SPADES))
