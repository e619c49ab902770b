"""What the Spades table shows each seat: the piles (a hand face down
until its owner looks, a card chosen to pass), the facts, the name plates,
the status lines and the prompt. A part of ``SpadesState`` (see rules.py),
kept apart so the state class holds the rules."""

from __future__ import annotations

from typing import Any

from ...core.game import PileView, View, make_info
from ...core.reasons import Reason
from ...engines.tricks import follow_prompt
from .fields import SpadesFields
from .scoring import BLIND_NIL, NIL, is_nil


class SpadesDisplay(SpadesFields):
    """The view, name plates, status and prompt of a Spades hand."""

    _public: tuple[tuple[PileView, ...], tuple[tuple[str, Any], ...], Reason, tuple[Reason, ...]] | None

    def side_bid(self, side: int) -> int:
        """The side's contract so far: its members' numeric bids."""
        return sum(bid for seat, bid in enumerate(self.bids) if self.team_of[seat] == side and isinstance(bid, int))

    def side_tricks(self, side: int) -> int:
        """Tricks toward the side's contract (a nil bidder's do not count)."""
        return sum(
            self.tricks_won[seat]
            for seat in range(self.players)
            if self.team_of[seat] == side and not is_nil(self.bids[seat])
        )

    def trick_number(self) -> int:
        if self.phase != "play":
            return len(self.tricks)
        return len(self.tricks) + 1

    def seat_notes(self) -> tuple[Reason | None, ...]:
        """What the name plates say: the bid, and the tricks taken once play begins."""
        playing = self.phase in ("play", "over")
        notes: list[Reason | None] = []
        for seat in range(self.players):
            bid = self.bids[seat]
            took = self.tricks_won[seat]
            if bid is None:
                notes.append(None)
            elif bid == NIL:
                notes.append(
                    Reason.of("note_nil_took", "nil \u00b7 took {took}", took=took)
                    if playing
                    else Reason.of("note_nil", "nil")
                )
            elif bid == BLIND_NIL:
                notes.append(
                    Reason.of("note_blind_took", "blind nil \u00b7 took {took}", took=took)
                    if playing
                    else Reason.of("note_blind", "blind nil")
                )
            elif playing:
                notes.append(Reason.of("note_bid_took", "bid {bid} \u00b7 took {took}", bid=bid, took=took))
            else:
                notes.append(Reason.of("note_bid", "bid {bid}", bid=bid))
        return tuple(notes)

    def view(self, seat: int | None) -> View:
        public = self._public
        if public is None:
            public = self._public = self._public_facts()
        piles, info, prompt, status = public
        if seat is not None and seat == self.to_move and self.trick:
            prompt = self.prompt(seat)  # whether it can follow is the seat's own
        if seat is not None:
            if self.looked[seat]:
                mine = list(piles)
                mine[seat] = PileView(f"hand:{seat}", "hand", tuple(self.hands[seat]), seat)
                chosen = self.chosen[seat]
                if chosen is not None:
                    index = next(n for n, pile in enumerate(mine) if pile.name == f"passing:{seat}")
                    mine[index] = PileView(f"passing:{seat}", "pass", (chosen,), seat, "passing")
                piles = tuple(mine)
            passed = self.passed[seat]
            info = info + make_info(
                passed_by_me=passed if passed is not None else self.chosen[seat],
                passed_to_me=self.received[seat],
            )
        return View("spades", seat, self.players, self.to_move, self.dealer, piles, info, prompt, status)

    def _public_piles(self) -> tuple[PileView, ...]:
        """The piles as a spectator sees them: every hand face down, a card
        chosen to pass face down, the trick, the tricks won face down."""
        players = self.players
        piles: list[PileView] = []
        for owner in range(players):
            piles.append(PileView(f"hand:{owner}", "hand", (None,) * len(self.hands[owner]), owner))
        if self.phase == "exchange":
            for owner in range(players):
                if self.chosen[owner] is not None:
                    piles.append(PileView(f"passing:{owner}", "pass", (None,), owner, "passing"))
        piles.append(PileView("trick", "trick", tuple(self.trick)))
        for owner in range(players):
            piles.append(PileView(f"won:{owner}", "won", (None,) * len(self.won[owner]), owner))
        return tuple(piles)

    def _public_facts(self) -> tuple[tuple[PileView, ...], tuple[tuple[str, Any], ...], Reason, tuple[Reason, ...]]:
        """What every seat sees alike (kept until the next move)."""
        info = make_info(
            phase=self.phase,
            team_of=self.team_of,
            hand_size=self.size,
            bids=tuple(self.bids),
            looked=tuple(self.looked),
            side_bids=tuple(self.side_bid(side) for side in range(self.sides)),
            side_tricks=tuple(self.side_tricks(side) for side in range(self.sides)),
            tricks_won=tuple(self.tricks_won),
            broken=self.broken,
            leader=self.leader,
            trick_seats=self.trick_seats(),
            tricks=tuple(self.tricks),
            trick_number=self.trick_number(),
            passers=tuple(self.passers),
            bags=self.bags,
            scores=tuple(self.context.scores),
            target=self.options.get("target", 500),
            nil=self.nil_allowed,
            blind_nil=self.blind_allowed,
            blind_exchange=self.exchange,
            two_of_clubs_leads=self.two_clubs,
            bags_penalty=self.bag_rule,
            seat_notes=self.seat_notes(),
        )
        return self._public_piles(), info, self.prompt(), self._status()

    def _status(self) -> tuple[Reason, ...]:
        lines: list[Reason] = []
        if self.partnership and any(bid is not None for bid in self.bids):
            for side in range(self.sides):
                first, second = side, side + 2
                if self.bids[first] is None and self.bids[second] is None:
                    continue
                lines.append(
                    Reason.of(
                        "status_side",
                        "{seat} & {other}: bid {bid}, took {took}",
                        seat=first,
                        other=second,
                        bid=self.side_bid(side),
                        took=self.side_tricks(side),
                    )
                )
        if self.phase == "play":
            lines.append(
                Reason.of("status_broken", "Spades broken")
                if self.broken
                else Reason.of("status_not_broken", "Spades not broken yet")
            )
            lines.append(
                Reason.of("status_trick", "Trick {number} of {count}", number=self.trick_number(), count=self.size)
            )
        return tuple(lines)

    def prompt(self, viewer: int | None = None) -> Reason:
        """What ``to_move`` must do now, in words, as ``viewer`` may know it
        (whether a seat can follow suit depends on its hidden cards)."""
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        phase = self.phase
        if phase == "bid":
            if not self.looked[seat]:
                return Reason.of("blind_or_look", "Blind nil, or look at your cards?")
            if self.nil_allowed:
                return Reason.of("bid_or_nil", "Bid how many tricks you expect to take, or nil.")
            return Reason.of("bid_prompt", "Bid how many tricks you expect to take.")
        if phase == "exchange":
            if self.bids[seat] == BLIND_NIL and len(self.passers) % 2 == 0:
                return Reason.of("pass_to_partner", "Pass a card to your partner.")
            return Reason.of("pass_to_blind", "Pass a card to your partner, who bid blind nil.")
        if not self.trick:
            if not self.tricks and self.two_clubs:
                return Reason.of("lead_two_clubs", "Lead the two of clubs.")
            if not self.broken:
                return Reason.of("lead_unbroken", "Lead a card (spades are not broken yet).")
            return Reason.of("lead", "Lead a card.")
        led = self.trick[0].suit
        assert led is not None
        return follow_prompt(led, self.hands[seat] if viewer == seat else None)
