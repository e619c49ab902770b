"""The pegging play of a Cribbage deal: the counts to 31, go, and the
points for the last card. A part of ``CribbageState`` (see rules.py), apart
from the discard and the show."""

from __future__ import annotations

from ...core.cards import Card
from .common import GO, PLAY
from .scoring import GO_POINTS, LAST_CARD_POINTS, MAX_COUNT, PIP, peg_total
from .show import CribbageShow


class CribbagePegging(CribbageShow):
    """The pegging play of a Cribbage deal."""

    def _lead(self, seat: int) -> None:
        """``seat`` starts a new count: every card is playable at 0."""
        self.to_move = seat
        self._legal = [PLAY[c] for c in self.hands[seat]]

    def _play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.played[seat].append(card)
        cards = self.count_cards
        cards.append(card)
        count = self.count = self.count + PIP[card]
        self.last_player = seat
        points = peg_total(cards, count)
        if points and self._award(seat, points, "peg", tuple(cards)):
            return
        if count == MAX_COUNT:
            self._end_count()
        else:
            self._advance(seat)

    def _go(self, seat: int) -> None:
        self.said_go[seat] = True
        if self.first_go < 0:
            self.first_go = seat
        self._note_cannot_play(seat)
        self._advance(seat)

    def _note_cannot_play(self, seat: int) -> None:
        limit = MAX_COUNT - self.count
        if limit > self.go_limit[seat]:
            self.go_limit[seat] = limit

    def _advance(self, after: int) -> None:
        """Find who acts next in this count, from the left of ``after``: a seat
        out of cards or that said go is passed over; one that can play must;
        one that cannot must say go, unless it played the last card, which
        means everyone else is done and the count ends."""
        players = self.players
        room = MAX_COUNT - self.count
        hands = self.hands
        for step in range(1, players + 1):
            seat = (after + step) % players
            hand = hands[seat]
            if not hand or self.said_go[seat]:
                continue
            playable = [PLAY[c] for c in hand if PIP[c] <= room]
            if playable:
                self.to_move = seat
                self._legal = playable
                return
            if seat == self.last_player:
                self._note_cannot_play(seat)
                break
            self.to_move = seat
            self._legal = [GO]
            return
        self._end_count()

    def _end_count(self) -> None:
        """The count is over (31, or nobody can play): one point for the last
        card unless it made 31; then the next count, or the show."""
        last = self.last_player
        pegging_done = not any(self.hands)
        if self.count != MAX_COUNT:
            kind, points = ("last", LAST_CARD_POINTS) if pegging_done else ("go", GO_POINTS)
            if self._award(last, points, kind, (self.count_cards[-1],)):
                return
        if pegging_done:
            self._show()
            return
        leader = -1
        if self.seed_rules and self.first_go >= 0 and self.hands[self.first_go]:
            # The seed: "pegging out recommences with the player who first
            # said go in the previous round playing first".
            leader = self.first_go
        if leader < 0:
            leader = (last + 1) % self.players
            while not self.hands[leader]:
                leader = (leader + 1) % self.players
        self.count = 0
        self.count_cards = []
        if self.first_go >= 0:  # shown on the table until the next count's first card
            self.last_go = tuple(seat for seat in range(self.players) if self.said_go[seat])
        else:
            self.last_go = ()
        self.said_go = [False] * self.players
        self.first_go = -1
        self.last_player = -1
        self._lead(leader)
