"""The blind nil exchange of Spades: after the bidding, each blind nil
bidder and her partner pass one card to each other, the bidder first, and
neither card changes hands until both have chosen. A part of
``SpadesState`` (see rules.py), kept apart so the state class holds the
bidding and the play."""

from __future__ import annotations

import random

from ...core.cards import Card, card_order
from .fields import SpadesFields
from .scoring import BLIND_NIL


class Exchange(SpadesFields):
    """Who passes, the cards chosen, delivered, and imagined for ``determinize``."""

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.partnership else None

    def _exchange_order(self) -> list[int]:
        """Each side with a blind nil: its first blind nil bidder (in bidding
        order, from the dealer's left) passes first, then her partner."""
        order: list[int] = []
        done: set[int] = set()
        for step in range(1, self.players + 1):
            seat = (self.dealer + step) % self.players
            side = self.team_of[seat]
            if self.bids[seat] == BLIND_NIL and side not in done:
                done.add(side)
                order += [seat, (seat + 2) % 4]
        return order

    def _choose_pass(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.chosen[seat] = card
        passers = self.passers
        passers.pop(0)
        if len(passers) % 2 == 0:
            self._deliver(seat)
        if passers:
            self.to_move = passers[0]
        else:
            self._start_play()

    def _deliver(self, seat: int) -> None:
        """Both partners have chosen: only now do the two cards change hands."""
        other = (seat + 2) % 4
        for giver, taker in ((seat, other), (other, seat)):
            card = self.chosen[giver]
            assert card is not None
            self.passed[giver] = card
            self.received[taker] = card
            self.chosen[giver] = None
            hand = self.hands[taker]
            hand.append(card)
            hand.sort(key=card_order)

    def _start_play(self) -> None:
        """The exchange is over: the first trick is led (the game's own rule)."""
        raise NotImplementedError

    def _imagine_exchange(self, seat: int, rng: random.Random) -> None:
        """Give the exchanges ``seat`` took no part in a plausible record: the
        card each partner received is one of those it now holds or has played."""
        if not any(card is not None for card in self.passed):
            return
        partner = self.partner(seat)
        for giver in range(self.players):
            if self.passed[giver] is None or giver == seat or giver == partner:
                continue
            taker = (giver + 2) % 4
            pool = sorted(self.hands[taker] + self.played_by(taker), key=card_order)
            card = pool[rng.randrange(len(pool))]
            self.passed[giver] = card
            self.received[taker] = card
