"""What the Hearts table shows each seat: the piles (the cards chosen to
pass face down to the others), the facts, the status lines and the prompt.
A part of ``HeartsState`` (see rules.py), kept apart so the state class
holds the rules."""

from __future__ import annotations

from typing import Any

from ...core.cards import Card, Rank, Suit, card_order
from ...core.game import PileView, View, make_info
from ...core.i18n import N_
from ...core.reasons import Reason
from ...engines.tricks import TrickState, follow_prompt
from .passing import DIRECTION_NAMES, DIRECTION_WORDS, OFFSETS, PASS_COUNT

PLAYERS = 4


class HeartsDisplay(TrickState):
    """The view, status and prompt of a Hearts hand."""

    direction: str
    passing: bool
    broken: bool
    points: list[int]
    chosen: list[list[Card]]
    passed: list[tuple[Card, ...]]
    received: list[tuple[Card, ...]]

    def view(self, seat: int | None) -> View:
        piles: list[PileView] = []
        for owner in range(PLAYERS):
            hand = self.hands[owner]
            shown = tuple(hand) if owner == seat else (None,) * len(hand)
            piles.append(PileView(f"hand:{owner}", "hand", shown, owner))
        if self.passing:
            for owner in range(PLAYERS):
                chosen = self.chosen[owner]
                shown = tuple(sorted(chosen, key=card_order)) if owner == seat else (None,) * len(chosen)
                piles.append(PileView(f"passing:{owner}", "pass", shown, owner, N_("passing")))
        piles.append(PileView("trick", "trick", tuple(self.trick)))
        for owner in range(PLAYERS):
            piles.append(PileView(f"won:{owner}", "won", (None,) * len(self.won[owner]), owner))
        facts: dict[str, Any] = dict(
            phase="pass" if self.passing else "over" if self.to_move is None else "play",
            pass_direction=self.direction,
            pass_offset=OFFSETS[self.direction],
            hearts_broken=self.broken,
            leader=self.leader,
            trick_seats=self.trick_seats(),
            tricks=tuple(self.tricks),
            trick_number=self._trick_number(),
            points_taken=tuple(self.points),
            scores=tuple(self.context.scores),
            target=self.options.get("target", 100),
        )
        if seat is not None:
            if self.passing:
                facts["passed_by_me"] = tuple(sorted(self.chosen[seat], key=card_order))
            else:
                facts["passed_by_me"] = self.passed[seat]
            facts["passed_to_me"] = self.received[seat]
            # Marked on the table in the hand until the first trick is played.
            facts["received_cards"] = self.received[seat] if not self.tricks else ()
        info = make_info(**facts)
        return View(
            "hearts", seat, PLAYERS, self.to_move, self.dealer, tuple(piles), info, self.prompt(seat), self._status()
        )

    def _status(self) -> tuple[Reason, ...]:
        """What the table shows in its corner: the pass, and whether hearts are broken."""
        if self.passing:
            return (Reason.of("status_pass", "Passing: {direction}", direction=DIRECTION_NAMES[self.direction]),)
        lines = [
            Reason.of("status_broken", "Hearts broken")
            if self.broken
            else Reason.of("status_not_broken", "Hearts not broken yet")
        ]
        if self.to_move is not None:
            lines.append(Reason.of("status_trick", "Trick {number} of 13", number=self._trick_number()))
        return tuple(lines)

    def _trick_number(self) -> int:
        if self.passing:
            return 0
        if self.to_move is None:
            return len(self.tricks)
        return len(self.tricks) + 1

    def prompt(self, viewer: int | None = None) -> Reason:
        """What ``to_move`` must do now, in words, as ``viewer`` may know it
        (whether a seat can follow suit depends on its hidden cards)."""
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        if self.passing:
            left = PASS_COUNT - len(self.chosen[seat])
            words = DIRECTION_WORDS[self.direction]
            if left == PASS_COUNT:
                return Reason.of("choose_pass", "Choose 3 cards to pass {direction}.", direction=words)
            return Reason.plural(
                "choose_pass_more",
                "Choose {n} more card to pass {direction}.",
                "Choose {n} more cards to pass {direction}.",
                n=left,
                direction=words,
            )
        if not self.trick:
            if not self.tricks:
                return Reason.of("lead_two_clubs", "Lead the two of clubs.")
            if not self.broken:
                return Reason.of("lead_unbroken", "Lead a card (hearts are not broken yet).")
            return Reason.of("lead", "Lead a card.")
        led = self.trick[0].suit
        assert led is not None
        if viewer != seat:
            return follow_prompt(led, None)
        hand = self.hands[seat]
        return follow_prompt(led, hand, self._first_trick_rule(hand))

    def _first_trick_rule(self, hand: list[Card]) -> Reason | None:
        """Out of clubs on the first trick: no points unless nothing else."""
        if self.tricks or all(_is_point(card) for card in hand):
            return None
        return Reason.of(
            "follow_void_first_trick", "You have no clubs: play any card but a heart or the queen of spades."
        )


def _is_point(card: Card) -> bool:
    return card.suit is Suit.HEARTS or (card.suit is Suit.SPADES and card.rank == Rank.QUEEN)
