"""The Spades rule-of-thumb player.

It decides from its seat's view only: its hand, the bids, the public record
of tricks (which cards are gone, who has shown a void), the match scores and
the bags. The rules of thumb are the seed's and ordinary partnership play:

* Bidding, blind nil and the exchange: see bidding.py.
* Play: win the tricks the side still needs (second hand low, third hand
  high, the last player wins as cheaply as it can, never over a partner's
  winner); once the side has made its bid and bags cost, duck; cover a
  partner's nil (win the trick above her); set an opponent's nil (lead low,
  never overtake the nil bidder's winning card); a nil bidder plays the
  highest card that still loses and throws away its high cards when void.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import cast

from ...ai.reading import TrickTable, beats, read_tricks
from ...core.cards import Card, Suit
from ...core.game import View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from ...engines.tricks import winning_index
from .bidding import choose_bid, choose_pass, wants_blind_nil
from .rules import (
    BLIND_NIL_MOVE,
    DECK,
    LOOK,
    NIL_MOVE,
    PASS,
    PLAY,
    SPADES,
    TWO_DIAMONDS,
)
from .scoring import Bid, is_nil

#: A side that has made its bid keeps winning tricks while the other side
#: needs all but this many of the tricks left (it can still be set).
SET_MARGIN = 2


# --------------------------------------------------------------------------
# Reading the table


@dataclass(frozen=True)
class Table(TrickTable):
    """What the player reads off its view before choosing a card."""

    team_of: tuple[int, ...]
    bids: tuple[object, ...]
    tricks_won: tuple[int, ...]
    size: int
    bags_penalty: bool

    @property
    def remaining(self) -> int:
        """Tricks still to finish, this one included."""
        return self.size - self.tricks_done

    @property
    def side(self) -> int:
        return self.team_of[self.seat]

    @property
    def partner(self) -> int | None:
        return (self.seat + 2) % 4 if self.players == 4 else None

    def opponents(self) -> list[int]:
        return [other for other in range(self.players) if self.team_of[other] != self.side]

    def need(self, side: int) -> int:
        """Tricks the side still needs for its contract (nil bidders apart)."""
        bid = 0
        took = 0
        for seat in range(self.players):
            if self.team_of[seat] == side and not is_nil(self.bids[seat]):
                bid += int(cast(Bid, self.bids[seat]))  # a number: not nil, and every seat has bid
                took += self.tricks_won[seat]
        return max(0, bid - took)

    def nil_alive(self, seat: int | None) -> bool:
        return seat is not None and is_nil(self.bids[seat]) and self.tricks_won[seat] == 0

    @cached_property
    def unseen(self) -> dict[Suit | None, list[int]]:
        """The ranks (ace 14) of each suit that other seats may still hold."""
        out: dict[Suit | None, list[int]] = {suit: [] for suit in Suit}
        gone = self.played | frozenset(self.hand)
        for card in DECK:
            if card not in gone and (self.players == 4 or card is not TWO_DIAMONDS):
                out[card.suit].append(card.high)
        return out

    def higher_unseen(self, card: Card) -> int:
        """Cards of ``card``'s suit above it that others may still hold."""
        high = card.high
        return sum(1 for other in self.unseen[card.suit] if other > high)

    def lower_unseen(self, card: Card) -> int:
        high = card.high
        return sum(1 for other in self.unseen[card.suit] if other < high)

    def is_master(self, card: Card) -> bool:
        return self.higher_unseen(card) == 0

    def best(self) -> tuple[int, Card]:
        """The seat winning the trick so far and its card."""
        index = winning_index(self.trick, SPADES)
        return self.trick_seats[index], self.trick[index]

    def may_ruff(self, seat: int, suit: Suit) -> bool:
        """Could ``seat`` trump a lead of ``suit``? (void in it, spades maybe left)"""
        return self.is_void(seat, suit) and not self.is_void(seat, SPADES)


def read_table(view: View) -> Table:
    return Table(
        **read_tricks(view).reading(),
        team_of=tuple(view.get("team_of")),
        bids=tuple(view.get("bids")),
        tricks_won=tuple(view.get("tricks_won")),
        size=view.get("hand_size", 13),
        bags_penalty=bool(view.get("bags_penalty", True)),
    )


# --------------------------------------------------------------------------
# Playing


def play_mode(table: Table) -> str:
    """What this card is for: "nil" (our own nil), "cover" (partner's nil is
    at stake in this trick), "set" (an opponent's nil is), "win" (tricks
    still needed, or the opponents can be set) or "duck" (bags to avoid)."""
    seat = table.seat
    if table.nil_alive(seat):
        return "nil"
    later = table.later()
    partner = table.partner
    winner = table.best()[0] if table.trick else None
    if table.nil_alive(partner) and (partner in later or winner == partner or not table.trick):
        return "cover"
    need = table.need(table.side)
    for other in table.opponents():
        if table.nil_alive(partner):
            break
        if table.nil_alive(other) and (other in later or winner == other or (not table.trick and need == 0)):
            return "set"  # (a low lead to set a nil only once our own bid is safe)
    if need > 0 or not table.bags_penalty:
        return "win"
    remaining = table.remaining
    for side in {table.team_of[other] for other in table.opponents()}:
        need = table.need(side)
        if 0 < need and need >= remaining - SET_MARGIN:
            return "win"  # they need almost every trick left: try to set them
    return "duck"


def choose_card(table: Table, cards: Sequence[Card]) -> tuple[Card, str]:
    """The card to play, and the mode it was chosen in."""
    mode = play_mode(table)
    if not table.trick:
        return LEADS[mode](table, cards), mode
    return FOLLOWS[mode](table, cards), mode


def _discard(table: Table, cards: Sequence[Card]) -> Card:
    """Out of the led suit, not trumping: the lowest card of the shortest
    side suit (to make a void), never a spade if anything else will do."""
    hand = table.hand
    length: dict[Suit | None, int] = {suit: sum(1 for card in hand if card.suit is suit) for suit in Suit}
    return min(cards, key=lambda card: (card.suit is SPADES, table.is_master(card), length[card.suit], card.high))


def _safe_lead(table: Table, cards: Sequence[Card]) -> Card:
    """The lead least likely to win: a low card with many higher ones out."""
    return min(
        cards, key=lambda card: (card.suit is SPADES, table.lower_unseen(card) - table.higher_unseen(card), card.high)
    )


def lead_nil(table: Table, cards: Sequence[Card]) -> Card:
    return _safe_lead(table, cards)


def lead_duck(table: Table, cards: Sequence[Card]) -> Card:
    return _safe_lead(table, cards)


def lead_cover(table: Table, cards: Sequence[Card]) -> Card:
    """Partner bid nil: lead a winner (a master card), else a high card she
    can play under, in a suit she is not known to be void in."""
    partner = table.partner

    def key(card: Card) -> tuple[bool, bool, bool, int]:
        suit = card.suit
        assert suit is not None
        return (table.is_master(card), suit is not SPADES, partner in table.voids[suit], card.high)

    return max(cards, key=key)


def lead_set(table: Table, cards: Sequence[Card]) -> Card:
    """An opponent bid nil: lead low in a suit the nil bidder still holds."""
    nils = [other for other in table.opponents() if table.nil_alive(other)]

    def key(card: Card) -> tuple[bool, bool, int]:
        suit = card.suit
        assert suit is not None
        void = any(other in table.voids[suit] for other in nils)
        return (void, card.suit is SPADES, card.high)

    return min(cards, key=key)


def lead_win(table: Table, cards: Sequence[Card]) -> Card:
    """Cash a master card in a suit no opponent can trump; lead a suit the
    partner can trump; else a low card of a short side suit."""
    opponents = table.opponents()
    partner = table.partner

    def ruffed(card: Card) -> bool:
        """Could an opponent trump a lead of this card?"""
        suit = card.suit
        assert suit is not None, "Spades is played without jokers"
        return suit is not SPADES and any(table.may_ruff(other, suit) for other in opponents)

    masters = [card for card in cards if table.is_master(card) and not ruffed(card)]
    if masters:
        return max(masters, key=lambda card: (card.suit is not SPADES, card.high))
    if partner is not None:
        ruffs = [
            card
            for card in cards
            if card.suit is not None
            and card.suit is not SPADES
            and not ruffed(card)
            and table.may_ruff(partner, card.suit)
        ]
        if ruffs:
            return min(ruffs, key=lambda card: card.high)
    hand = table.hand
    length: dict[Suit | None, int] = {suit: sum(1 for card in hand if card.suit is suit) for suit in Suit}
    has_spades = length[SPADES] > 0
    return min(
        cards,
        key=lambda card: (card.suit is SPADES, length[card.suit] if has_spades else -length[card.suit], card.high),
    )


def follow_nil(table: Table, cards: Sequence[Card]) -> Card:
    """Our nil: the highest card that still loses; when void, throw away the
    most dangerous card; forced to win, win as high as possible when last."""
    _, best = table.best()
    losers = [card for card in cards if not beats(card, best, SPADES)]
    if losers:
        return max(losers, key=lambda card: (card.suit is not SPADES or best.suit is SPADES, _danger(table, card)))
    if not table.later():
        return max(cards, key=lambda card: card.high)
    return min(cards, key=lambda card: card.high)


def _danger(table: Table, card: Card) -> float:
    """How likely ``card`` is to win a trick later (to shed it first)."""
    return card.high + (6 if card.suit is SPADES else 0) - 0.5 * table.lower_unseen(card) / 3


def follow_duck(table: Table, cards: Sequence[Card]) -> Card:
    """Bags to avoid: the highest card that loses; if every card wins, the
    highest when last (shed it), else the lowest (someone may overtake)."""
    _, best = table.best()
    losers = [card for card in cards if not beats(card, best, SPADES)]
    if losers:
        return max(losers, key=lambda card: (card.suit is not SPADES, card.high))
    if not table.later():
        return max(cards, key=lambda card: (card.suit is not SPADES, card.high))
    return min(cards, key=lambda card: card.high)


def follow_cover(table: Table, cards: Sequence[Card]) -> Card:
    """Partner's nil: if she is still to play, win the trick as high as we
    can; if her card is winning, overtake it."""
    winner, best = table.best()
    winners = [card for card in cards if beats(card, best, SPADES)]
    if not winners:
        return follow_win(table, cards)
    if table.partner in table.later():
        return max(
            winners,
            key=lambda card: (
                (card.suit is SPADES, card.high) if best.suit is SPADES else (card.suit is not SPADES, card.high)
            ),
        )
    if winner == table.partner:
        if table.later():
            return max(winners, key=lambda card: (card.suit is not SPADES, card.high))
        return min(winners, key=lambda card: (card.suit is SPADES, card.high))
    return follow_win(table, cards)


def follow_set(table: Table, cards: Sequence[Card]) -> Card:
    """An opponent's nil: never take the trick from the nil bidder; play low
    before her so her card may win."""
    winner, best = table.best()
    nils = [other for other in table.opponents() if table.nil_alive(other)]
    if winner in nils:
        losers = [card for card in cards if not beats(card, best, SPADES)]
        if losers:
            return max(losers, key=lambda card: (card.suit is not SPADES, card.high))
        return min(cards, key=lambda card: card.high)
    if any(other in table.later() for other in nils):
        led = table.trick[0].suit
        following = [card for card in cards if card.suit is led]
        if following:
            return min(following, key=lambda card: card.high)
        return _discard(table, cards)
    return follow_win(table, cards)


def follow_win(table: Table, cards: Sequence[Card]) -> Card:
    """Tricks wanted: never over a partner's winner; second hand low, third
    hand high, the last player wins as cheaply as it can."""
    winner, best = table.best()
    later = table.later()
    led = table.trick[0].suit
    assert led is not None
    side = table.side
    opponents_later = [other for other in later if table.team_of[other] != side]
    winners = [card for card in cards if beats(card, best, SPADES)]
    if table.team_of[winner] == side:
        safe = not opponents_later or (
            table.is_master(best) and (best.suit is SPADES or not any(table.may_ruff(o, led) for o in opponents_later))
        )
        if safe or not winners:
            return _lowest_follow(table, cards, led)
    if not winners:
        return _lowest_follow(table, cards, led)
    if not opponents_later:
        return min(winners, key=lambda card: (card.suit is SPADES and led is not SPADES, card.high))
    if cards[0].suit is led:
        masters = [card for card in winners if table.is_master(card)]
        if masters and not any(table.may_ruff(other, led) for other in opponents_later):
            return min(masters, key=lambda card: card.high)
        if len(table.trick) == 1:
            return _lowest_follow(table, cards, led)  # second hand low
        return max(winners, key=lambda card: card.high)  # third hand high
    # Void: trump as low as will do; high enough if a later opponent may overtrump.
    if any(table.may_ruff(other, led) for other in opponents_later):
        high = [card for card in winners if card.suit is SPADES and card.high >= 10]
        if high:
            return min(high, key=lambda card: card.high)
    return min(winners, key=lambda card: (card.suit is SPADES, card.high))


def _lowest_follow(table: Table, cards: Sequence[Card], led: Suit) -> Card:
    if cards[0].suit is led and all(card.suit is led for card in cards):
        return min(cards, key=lambda card: card.high)
    return _discard(table, cards)


LEADS = {"nil": lead_nil, "duck": lead_duck, "cover": lead_cover, "set": lead_set, "win": lead_win}
FOLLOWS = {"nil": follow_nil, "duck": follow_duck, "cover": follow_cover, "set": follow_set, "win": follow_win}


def mode_words(mode: str, card: Card) -> Reason:
    """Why the card was chosen, by the play's aim."""
    if mode == "nil":
        return Reason.of("ai_nil", "Play the {card}: your nil must not win a trick.", card=card)
    if mode == "cover":
        return Reason.of("ai_cover", "Play the {card} to protect your partner's nil.", card=card)
    if mode == "set":
        return Reason.of("ai_set", "Play the {card} to leave the nil bidder winning the trick.", card=card)
    if mode == "win":
        return Reason.of("ai_win", "Play the {card}: your side needs tricks.", card=card)
    return Reason.of("ai_duck", "Play the {card}: your side has its bid, so avoid bags.", card=card)


class SpadesAgent(ViewAgent):
    """Rules of thumb for bidding, the blind nil exchange and card play."""

    name = "heuristic"

    def __init__(self, bias: float | None = None, nil_limit: float | None = None):
        self.bias = bias
        self.nil_limit = nil_limit

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        return self.decide_with_reason(view, legal)[0]

    def decide_with_reason(self, view: View, legal: Sequence[Move]) -> tuple[Move, Reason]:
        seat = view.seat if view.seat is not None else 0
        first = legal[0]
        if first is BLIND_NIL_MOVE or first is LOOK:
            if BLIND_NIL_MOVE in legal and wants_blind_nil(view, seat):
                return BLIND_NIL_MOVE, Reason.of("ai_blind", "Far behind: risk a blind nil for 100 points.")
            return LOOK, Reason.of("ai_look", "Look at your cards before bidding.")
        if first.kind in ("bid", "nil"):
            move = choose_bid(view, legal, self.bias, self.nil_limit)
            if move is NIL_MOVE:
                return move, Reason.of("ai_bid_nil", "No card here should win a trick: bid nil.")
            return move, Reason.plural(
                "ai_bid",
                "About {n} trick: aces, guarded kings, spades and ruffs.",
                "About {n} tricks: aces, guarded kings, spades and ruffs.",
                n=move.number(),
            )
        if first.kind == "pass":
            card = choose_pass(view)
            return PASS[card], Reason.of("ai_pass", "Pass the {card} to your partner.", card=card)
        table = read_table(view)
        cards = [move.cards[0] for move in legal]
        card, mode = choose_card(table, cards)
        return PLAY[card], mode_words(mode, card)

    def decides_exactly(self, info: InfoSet) -> bool:
        """The bidding, the blind nil choice and the exchange are left to
        these rules (their numbers fitted on thousands of simulated hands):
        a search of a second or so samples a bid among fourteen over too few
        deals, and played that way Hard lost about 38 points a hand to
        Normal. The search plays the cards."""
        legal = info.legal
        return bool(legal) and legal[0].kind != "play"

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        legal = info.legal
        if move not in legal:
            return None
        chosen, reason = self.decide_with_reason(info.view, legal)
        return reason if chosen is move else None
