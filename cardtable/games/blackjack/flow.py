"""How a round moves on by itself between decisions: the deal, the peek,
the next hand to play, the dealer's hand and the settlement.

A mixin of ``BlackjackState`` (state.py keeps the decisions): what happens
here needs no one's choice, "the dealer, Yahoo! in this case, deals two
cards to each player and two cards to himself. Players' cards are dealt
faceup, while one of the dealer's cards is dealt face up and the other is
facedown."
"""

from __future__ import annotations

from ...core.cards import Card
from .hands import HandRecord, new_record
from .settle import (
    BUSTED,
    NATURAL,
    PLAYING,
    STOOD,
    WAITING,
    dealer_draws,
    dealer_natural,
    settle_hand,
    settle_insurance,
)
from .shoe import reshuffled_discards
from .table_rules import TableRules
from .values import ACE, TEN, is_natural, is_pair, total, value

BET, INSURANCE, PLAY, OVER = "bet", "insurance", "play", "over"


class RoundFlow:
    """The parts of a round nobody decides (see the module's docstring)."""

    rules: TableRules
    box_seats: tuple[int, ...]
    bets: list[int]
    insurance: list[int]
    hands: list[list[HandRecord]]
    dealer: list[Card]
    hole_shown: bool
    phase: str
    cursor: int
    active: tuple[int, int] | None
    chips: list[int]
    shoe: list[Card]
    past_cut: list[Card]
    discards: list[Card]
    dealt: int
    cut_out: bool
    spare_seed: str
    reshuffles: int
    to_move: int | None

    # -- the shoe ------------------------------------------------------------
    def draw(self) -> Card | None:
        """The next card of the shoe: first the cards before the cut card
        (once the last of them is dealt, the cut card is out), then those
        behind it. When the shoe runs out in the middle of a round, the
        discards of its earlier rounds are shuffled to go on; None only if
        no card is left anywhere (the hand then stands)."""
        if self.shoe:
            card = self.shoe.pop()
            self.cut_out = self.cut_out or not self.shoe
        else:
            if not self.past_cut and self.discards:
                self.reshuffles += 1
                self.past_cut = reshuffled_discards(self.discards, f"{self.spare_seed}:{self.reshuffles}")
                self.discards = []
            if not self.past_cut:
                return None
            card = self.past_cut.pop()
            self.cut_out = True
        self.dealt += 1
        return card

    def cards_left(self) -> int:
        """Cards that can still be dealt this round (the shoe and, should it
        run out, the discards)."""
        return len(self.shoe) + len(self.past_cut) + len(self.discards)

    # -- bets, the deal, insurance and the peek --------------------------------
    def betting(self) -> list[int]:
        """The boxes in play this round, left to right."""
        return [box for box, amount in enumerate(self.bets) if amount > 0]

    def next_bet(self) -> None:
        """After a bet: the next box bets, or the cards are dealt."""
        self.cursor += 1
        if self.cursor < len(self.box_seats):
            self.to_move = self.box_seats[self.cursor]
            return
        self.deal()

    def deal(self) -> None:
        """One card to each betting box left to right, the dealer's up card,
        a second card to each box, then the hole card face down (none at a
        European table: the dealer's second card comes after the players).
        With no bet, the round is over at once."""
        boxes = self.betting()
        if not boxes:
            self.finish()
            return
        for box in boxes:
            self.hands[box] = [new_record([self._card()], self.bets[box])]
        self.dealer.append(self._card())
        for box in boxes:
            self.hands[box][0]["cards"].append(self._card())
        if self.rules.peeks:
            self.dealer.append(self._card())
        if value(self.dealer[0]) == ACE:
            self.phase = INSURANCE
            self.cursor = boxes[0]
            self.to_move = self.box_seats[self.cursor]
            return
        self.after_insurance()

    def _card(self) -> Card:
        card = self.draw()
        assert card is not None  # a round starts with every card of the shoe out of play
        return card

    def next_insurance(self) -> None:
        """After an insurance answer: the next betting box is asked, or play
        goes on."""
        later = [box for box in self.betting() if box > self.cursor]
        if later:
            self.cursor = later[0]
            self.to_move = self.box_seats[self.cursor]
            return
        self.after_insurance()

    def after_insurance(self) -> None:
        """The peek: with a hole card under an ace or a ten, a dealer's
        blackjack is shown at once and settles the round. Otherwise the
        players' naturals are set aside and the first hand is played."""
        if self.rules.peeks and value(self.dealer[0]) in (ACE, TEN) and dealer_natural(self.dealer):
            self.hole_shown = True
            for box in self.betting():
                hand = self.hands[box][0]
                hand["state"] = NATURAL if is_natural(hand["cards"]) else STOOD
            self.finish()
            return
        for box in self.betting():
            hand = self.hands[box][0]
            if is_natural(hand["cards"]):
                hand["state"] = NATURAL
        self.phase = PLAY
        self.advance(0, 0)

    # -- the hands in turn -----------------------------------------------------
    def advance(self, box: int, index: int) -> None:
        """Play goes to the first hand from (box, index) on that needs a
        decision; when none does, the dealer plays."""
        for b in range(box, len(self.hands)):
            start = index if b == box else 0
            for h in range(start, len(self.hands[b])):
                if self.hands[b][h]["state"] in (WAITING, PLAYING) and self.enter(b, h):
                    self.active = (b, h)
                    self.to_move = self.box_seats[b]
                    return
        self.active = None
        self.dealer_plays()

    def enter(self, box: int, index: int) -> bool:
        """Make (box, index) ready to play: a split hand gets its second card
        now. Whether it needs a decision: split aces take one card each and
        end (unless they may be split again), and 21 ends a hand by itself."""
        hand = self.hands[box][index]
        if len(hand["cards"]) < 2:
            card = self.draw()
            if card is None:
                hand["state"] = STOOD
                return False
            hand["cards"].append(card)
        if hand["from_split"] and value(hand["cards"][0]) == ACE and not self.may_resplit_aces(box, hand):
            hand["state"] = STOOD
            return False
        if total(hand["cards"]).points >= 21:
            hand["state"] = STOOD if total(hand["cards"]).points == 21 else BUSTED
            return False
        hand["state"] = PLAYING
        return True

    def may_resplit_aces(self, box: int, hand: HandRecord) -> bool:
        return (
            self.rules.resplit_aces
            and is_pair(hand["cards"], self.rules.split_tens)
            and len(self.hands[box]) < self.rules.max_hands
            and self.chips[self.box_seats[box]] >= self.bets[box]
        )

    # -- the dealer and the settlement -----------------------------------------
    def dealer_plays(self) -> None:
        """ "After all players have drawn, the dealer's remaining card is
        exposed" (at a European table, drawn); the dealer then draws to 17
        when some hand still needs comparing."""
        if not self.rules.peeks:
            card = self.draw()
            if card is not None:
                self.dealer.append(card)
        self.hole_shown = True
        waiting = any(hand["state"] not in (BUSTED, NATURAL, "surrendered") for box in self.hands for hand in box)
        while waiting and not dealer_natural(self.dealer) and dealer_draws(self.dealer, self.rules):
            card = self.draw()
            if card is None:
                break
            self.dealer.append(card)
        self.finish()

    def finish(self) -> None:
        """Settle every hand and insurance bet; the round is over."""
        for box in self.betting():
            for hand in self.hands[box]:
                hand["result"], hand["outcome"] = settle_hand(
                    hand["state"], hand["stake"], hand["cards"], self.dealer, self.rules
                )
        self.hole_shown = True
        self.phase = OVER
        self.active = None
        self.to_move = None

    def insurance_result(self, box: int) -> int:
        return settle_insurance(self.insurance[box], self.dealer) if self.phase == OVER else 0
