"""What the Oh Hell table shows each seat: the piles (the trump card face
up beside the stock), the facts, the name plates ("bid 2 · took 1"), the
status lines and the prompt. A part of ``OhHellState`` (see rules.py), kept
apart so the state class holds the rules."""

from __future__ import annotations

from typing import Any

from ...core.cards import Card, Suit
from ...core.game import PileView, View, make_info
from ...core.i18n import N_
from ...core.reasons import Reason
from ...engines.tricks import TrickState, follow_prompt


class OhHellDisplay(TrickState):
    """The view, name plates, status and prompt of an Oh Hell hand."""

    size: int
    number: int
    total_hands: int
    last_hand: bool
    joker: bool
    hook: bool
    stock: list[Card]
    turnup: Card | None
    trumps: Suit | None
    stand_in: Card | None
    bids: list[int | None]
    led: Suit | None

    def forbidden(self) -> int | None:
        """The bid the hook rule refuses to the player about to bid (the game's own rule)."""
        raise NotImplementedError

    def needed(self, seat: int) -> int | None:
        """Tricks ``seat`` still needs to make its bid exactly (negative: too
        many taken already); None before it has bid."""
        bid = self.bids[seat]
        return None if bid is None else bid - self.tricks_won[seat]

    def seat_notes(self) -> tuple[Reason | None, ...]:
        """What each name plate says: "bid 2 · took 1"."""
        notes: list[Reason | None] = []
        for seat in range(self.players):
            bid = self.bids[seat]
            if bid is None:
                notes.append(None)
            elif self.phase == "bid":
                notes.append(Reason.of("note_bid", "bid {bid}", bid=bid))
            elif self.phase == "play":
                notes.append(
                    Reason.of("note_bid_took", "bid {bid} \u00b7 took {tricks}", bid=bid, tricks=self.tricks_won[seat])
                )
            elif bid == self.tricks_won[seat]:
                notes.append(
                    Reason.of(
                        "note_made", "bid {bid} \u00b7 took {tricks} \u00b7 made", bid=bid, tricks=self.tricks_won[seat]
                    )
                )
            else:
                notes.append(
                    Reason.of(
                        "note_missed",
                        "bid {bid} \u00b7 took {tricks} \u00b7 missed",
                        bid=bid,
                        tricks=self.tricks_won[seat],
                    )
                )
        return tuple(notes)

    def view(self, seat: int | None) -> View:
        players = self.players
        piles: list[PileView] = []
        for owner in range(players):
            hand = self.hands[owner]
            shown = tuple(hand) if owner == seat else (None,) * len(hand)
            piles.append(PileView(f"hand:{owner}", "hand", shown, owner))
        piles.append(PileView("trick", "trick", tuple(self.trick)))
        for owner in range(players):
            piles.append(PileView(f"won:{owner}", "won", (None,) * len(self.won[owner]), owner))
        turned = (self.turnup,) if self.turnup is not None else ()
        piles.append(PileView("trump card", "starter", turned, None, N_("trump card")))
        piles.append(PileView("stock", "stock", (None,) * len(self.stock), None))
        bids = tuple(self.bids)
        facts: dict[str, Any] = dict(
            phase=self.phase,
            hand_number=self.number + 1,
            hands_total=self.total_hands,
            cards_per_hand=self.size,
            bid_range=(0, self.size),
            last_hand=self.last_hand,
            trumps=self.trumps.letter if self.trumps is not None else None,
            turnup=self.turnup,
            joker=self.joker,
            joker_stands_for=self.stand_in,
            hook=self.hook,
            forbidden_bid=self.forbidden(),
            bids=bids,
            bids_total=sum(bid for bid in bids if bid is not None),
            tricks_won=tuple(self.tricks_won),
            leader=self.leader,
            led=self.led.letter if self.led is not None else None,
            trick_seats=self.trick_seats(),
            tricks=tuple(self.tricks),
            trick_number=len(self.tricks) + (1 if self.phase == "play" else 0),
            scores=tuple(self.context.scores),
            seat_notes=self.seat_notes(),
        )
        return View(
            "oh_hell",
            seat,
            players,
            self.to_move,
            self.dealer,
            tuple(piles),
            make_info(**facts),
            self.prompt(seat),
            self._status(),
        )

    def _status(self) -> tuple[Reason, ...]:
        size = self.size
        lines = [
            Reason.plural(
                "status_hand",
                "Hand {number} of {total}: {n} card",
                "Hand {number} of {total}: {n} cards",
                number=self.number + 1,
                total=self.total_hands,
                n=size,
            )
        ]
        if self.trumps is not None:
            lines.append(Reason.of("status_trumps", "Trumps: {suit}", suit=self.trumps))
        elif self.last_hand:
            lines.append(Reason.of("status_last_no_trumps", "No trumps (the last hand)"))
        else:
            lines.append(Reason.of("status_joker_no_trumps", "No trumps (the joker was turned up)"))
        if self.stand_in is not None:
            lines.append(Reason.of("status_joker", "The joker is the {card}", card=self.stand_in))
        if any(bid is not None for bid in self.bids):
            total = sum(bid for bid in self.bids if bid is not None)
            lines.append(
                Reason.plural(
                    "status_bids", "Bids: {total} for {n} trick", "Bids: {total} for {n} tricks", total=total, n=size
                )
            )
        if self.phase == "play":
            lines.append(
                Reason.of("status_trick_of", "Trick {number} of {cards}", number=len(self.tricks) + 1, cards=size)
            )
        return tuple(lines)

    def prompt(self, viewer: int | None = None) -> Reason:
        """What ``to_move`` must do now, in words, as ``viewer`` may know it
        (whether a seat can follow suit depends on its hidden cards)."""
        if self.to_move is None:
            return Reason.of("hand_over", "The hand is over.")
        if self.phase == "bid":
            forbidden = self.forbidden()
            if forbidden is not None:
                return Reason.of(
                    "bid_prompt_hook",
                    "Bid how many tricks you will take: exactly, 0 to {cards} but not {bid} "
                    "(the bids may not add up to {cards}).",
                    cards=self.size,
                    bid=forbidden,
                )
            return Reason.of("bid_prompt", "Bid how many tricks you will take: exactly, 0 to {cards}.", cards=self.size)
        if not self.trick:
            return Reason.of("lead", "Lead a card.")
        led, seat = self.led, self.to_move
        assert led is not None, "a trick under way has its suit led"
        if viewer != seat:
            return follow_prompt(led, None)
        # The joker follows as the card it stands for.
        stand_in = self.stand_in
        hand = [stand_in if card.suit is None and stand_in is not None else card for card in self.hands[seat]]
        return follow_prompt(led, hand)
