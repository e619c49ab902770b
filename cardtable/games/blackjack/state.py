"""A round of blackjack: the bets, the deal, insurance, every hand's
decisions, the dealer and the settlement (the round's automatic parts are
``flow.py``, the refusals ``refusals.py``, what a seat sees
``table_view.py``, the imagined deals ``hidden.py``).

"Each player competes against the dealer, not against the other players."
The dealer is the house, not a seat: seats bet on their boxes (seat 0 may
play several), the boxes are played left to right, and ``to_move`` is the
seat whose box is asked.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...core.cards import Card
from ...core.game import GameState, HandContext, View
from ...core.moves import Move
from ...core.reasons import Reason
from . import hidden, refusals, table_view
from .flow import BET, INSURANCE, OVER, PLAY, RoundFlow
from .hands import HandRecord, copied, new_record
from .moves import (
    BET_STEP,
    DECLINE_MOVE,
    DOUBLE_MOVE,
    HIT_MOVE,
    INSURE_MOVE,
    SPLIT_MOVE,
    STAND_MOVE,
    SURRENDER_MOVE,
    bet,
)
from .settle import BUSTED, DOUBLED, STOOD, SURRENDERED
from .shoe import ShoeStart, cut_position
from .table_rules import TableRules
from .values import ACE, is_pair, total, value


def box_seats(players: int, boxes: int) -> tuple[int, ...]:
    """The seat of each box, left to right: seat 0's ``boxes`` first, then
    one box for every other seat."""
    return (0,) * boxes + tuple(range(1, players))


class BlackjackState(RoundFlow, GameState):
    game_id = "blackjack"

    def __init__(
        self, players: int, options: Mapping[str, Any], seed: int | str, context: HandContext, shoe: ShoeStart
    ) -> None:
        self.players, self.options, self.seed, self.context = players, options, seed, context
        self.history: list[Move] = []
        self.movers: list[int] = []
        self.rules = TableRules.from_options(options)
        self.box_seats = box_seats(players, options["boxes"])
        self.bets = [0] * len(self.box_seats)
        self.insurance = [0] * len(self.box_seats)
        self.hands: list[list[HandRecord]] = [[] for _ in self.box_seats]
        self.dealer: list[Card] = []
        self.hole_shown = False
        self.phase = BET
        self.cursor = 0
        self.active: tuple[int, int] | None = None
        scores = context.scores or (0,) * players
        self.chips = [options["bankroll"] + scores[seat] for seat in range(players)]
        self.staked = [0] * players
        self.shoe_round = shoe.round
        # The cards dealt by earlier rounds of this shoe; those still to come
        # before the cut card and behind it (each list dealt from its end).
        cut = max(shoe.used, cut_position(options["decks"], options["penetration"]))
        self.discards = list(shoe.order[: shoe.used])
        self.shoe = list(reversed(shoe.order[shoe.used : cut]))
        self.past_cut = list(reversed(shoe.order[cut:]))
        self.dealt = shoe.used
        self.cut_out = not self.shoe
        self.spare_seed = f"{seed}:discards"
        self.reshuffles = 0
        self.to_move: int | None = self.box_seats[0]
        self._legal: list[Move] | None = None

    # -- what may be done ----------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        if self._legal is None:
            self._legal = self._moves()
        return self._legal

    def _moves(self) -> list[Move]:
        if self.to_move is None:
            return []
        if self.phase == BET:
            low, high = self.bet_range(self.to_move)
            return [bet(0)] + [bet(n) for n in range(low, high + 1, BET_STEP)]
        if self.phase == INSURANCE:
            box = self.cursor
            can = self.chips[self.box_seats[box]] >= self.bets[box] // 2
            return [INSURE_MOVE, DECLINE_MOVE] if can else [DECLINE_MOVE]
        return self.play_moves()

    def bet_range(self, seat: int) -> tuple[int, int]:
        """The lowest and highest bet ``seat`` may place now (the table's
        limits, in steps of 10, and its chips); low > high: only ``bet 0``."""
        low = -(-self.options["min_bet"] // BET_STEP) * BET_STEP
        high = min(self.options["max_bet"], self.chips[seat]) // BET_STEP * BET_STEP
        return low, high

    def play_moves(self) -> list[Move]:
        """The decisions of the active hand (see ``allowed``)."""
        return [move for move, ok in zip(PLAY_ORDER, self.allowed(), strict=True) if ok]

    def allowed(self) -> tuple[bool, bool, bool, bool, bool]:
        """Hit, stand, double, split, surrender: whether each is allowed now.
        Double on the first two cards only (``double_on``; after a split only
        with ``double_after_split``); split a pair (any two tens with
        ``split_tens``) while the box has fewer than ``max_hands`` hands,
        aces again only with ``resplit_aces``; surrender as the first
        decision of a hand not split; doubling and splitting need the chips."""
        assert self.active is not None
        box, index = self.active
        hand = self.hands[box][index]
        cards = hand["cards"]
        two = len(cards) == 2
        split_aces = hand["from_split"] and value(cards[0]) == ACE
        chips = self.chips[self.box_seats[box]] >= self.bets[box]
        left = self.cards_left() > 0
        double = (
            two
            and left
            and not split_aces
            and chips
            and self.rules.may_double_on(total(cards).points)
            and (self.rules.double_after_split or not hand["from_split"])
        )
        split = (
            two
            and chips
            and is_pair(cards, self.rules.split_tens)
            and len(self.hands[box]) < self.rules.max_hands
            and (not split_aces or self.rules.resplit_aces)
        )
        surrender = self.rules.surrender and two and not hand["from_split"] and len(self.hands[box]) == 1
        return (left and not split_aces, True, double, split, surrender)

    def why_illegal(self, move: Move) -> Reason:
        return refusals.why_illegal(self, move)

    # -- making a move ---------------------------------------------------------
    def _apply(self, move: Move) -> None:
        self._legal = None
        seat = self.to_move
        assert seat is not None
        if self.phase == BET:
            amount = move.number()
            self.bets[self.cursor] = amount
            self._stake(seat, amount)
            self.next_bet()
        elif self.phase == INSURANCE:
            if move is INSURE_MOVE:
                self.insurance[self.cursor] = self.bets[self.cursor] // 2
                self._stake(seat, self.insurance[self.cursor])
            self.next_insurance()
        else:
            self._play(seat, move)

    def _stake(self, seat: int, amount: int) -> None:
        self.chips[seat] -= amount
        self.staked[seat] += amount

    def _play(self, seat: int, move: Move) -> None:
        assert self.active is not None
        box, index = self.active
        hand = self.hands[box][index]
        if move is SPLIT_MOVE:
            self._stake(seat, self.bets[box])
            hand["from_split"] = True
            self.hands[box].insert(index + 1, new_record([hand["cards"].pop()], self.bets[box], True))
            # The hand takes its second card now; the new one waits its turn.
            if self.enter(box, index):
                self._keep(box, index)
            else:
                self.advance(box, index + 1)
            return
        if move is HIT_MOVE:
            card = self.draw()
            assert card is not None  # hitting needs a card left (``allowed``)
            hand["cards"].append(card)
            points = total(hand["cards"]).points
            if points < 21:
                return
            hand["state"] = BUSTED if points > 21 else STOOD
        elif move is DOUBLE_MOVE:
            self._stake(seat, self.bets[box])
            hand["stake"] += self.bets[box]
            hand["doubled"] = True
            card = self.draw()
            if card is not None:
                hand["cards"].append(card)
            hand["state"] = BUSTED if total(hand["cards"]).bust else DOUBLED
        elif move is SURRENDER_MOVE:
            hand["state"] = SURRENDERED
        else:
            hand["state"] = STOOD
        self.advance(box, index + 1)

    def _keep(self, box: int, index: int) -> None:
        self.active = (box, index)
        self.to_move = self.box_seats[box]

    # -- copies, views, cards ----------------------------------------------------
    def clone(self) -> BlackjackState:
        copy = object.__new__(BlackjackState)
        copy.__dict__.update(self.__dict__)
        copy.history, copy.movers = list(self.history), list(self.movers)
        copy.bets, copy.insurance = list(self.bets), list(self.insurance)
        copy.hands = [[copied(hand) for hand in box] for box in self.hands]
        copy.dealer = list(self.dealer)
        copy.chips, copy.staked = list(self.chips), list(self.staked)
        copy.shoe, copy.past_cut, copy.discards = list(self.shoe), list(self.past_cut), list(self.discards)
        copy._legal = (
            None if self._legal is None else list(self._legal)
        )  # a copy's own: nothing shared with the real hand
        return copy

    def view(self, seat: int | None) -> View:
        return table_view.view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> BlackjackState:
        return hidden.determinize(self, rng)

    def cards(self) -> Iterable[Card]:
        round_cards = [card for box in self.hands for hand in box for card in hand["cards"]]
        return self.shoe + self.past_cut + self.discards + self.dealer + round_cards

    # -- the round's facts -------------------------------------------------------
    @property
    def hole_hidden(self) -> bool:
        """The dealer's hole card is on the table, face down."""
        return len(self.dealer) > 1 and not self.hole_shown

    @property
    def is_settled(self) -> bool:
        return self.phase == OVER

    def seat_results(self) -> list[int]:
        """Each seat's net chips this round, insurance included."""
        results = [0] * self.players
        for box, seat in enumerate(self.box_seats):
            results[seat] += sum(hand["result"] or 0 for hand in self.hands[box]) + self.insurance_result(box)
        return results


PLAY_ORDER = (HIT_MOVE, STAND_MOVE, DOUBLE_MOVE, SPLIT_MOVE, SURRENDER_MOVE)
__all__ = ["BET", "INSURANCE", "OVER", "PLAY", "BlackjackState", "DECLINE_MOVE", "box_seats"]
