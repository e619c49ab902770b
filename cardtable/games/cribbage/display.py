"""What the Cribbage table shows each seat: the piles, the facts, the
status lines, the scoring log in words, the prompt and why a move is not
allowed. A part of ``CribbageState`` (see rules.py), kept apart so the state
class holds the rules."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.cards import Card
from ...core.game import GameState, PileView, View, make_info
from ...core.i18n import N_
from ...core.messages import words
from ...core.moves import Move
from ...core.reasons import Reason
from .common import GO, PHASE_DISCARD, PHASE_OVER, ScoreEvent, team_of
from .scoring import CountStep, announce_text, count_steps, describe_peg, peg_points, score_hand


class CribbageDisplay(GameState):
    """The view, status, words and prompt of a Cribbage deal."""

    dealer: int
    seed_rules: bool
    target: int
    crib_owner: int
    partners: bool
    hands: list[list[Card]]
    crib: list[Card]
    crib_from: list[int]
    hidden_starter: Card
    stock: tuple[Card, ...]
    starter: Card | None
    to_discard: list[int]
    played: list[list[Card]]
    count: int
    count_cards: list[Card]
    said_go: list[bool]
    last_go: tuple[int, ...]
    first_go: int
    last_player: int
    go_limit: list[int]
    picked_up: bool
    crib_shown: bool
    scores: list[int]
    gained: list[int]
    cell_pegging: list[int]
    cell_hand: list[int]
    cell_crib: list[int]
    cell_heels: list[int]
    log: list[ScoreEvent]
    phase: str
    _legal: Sequence[Move]

    # -- explanations ----------------------------------------------------------
    def why_illegal(self, move: Move) -> Reason:
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        hand = self.hands[seat]
        kind = move.kind
        if self.phase == PHASE_DISCARD:
            if kind != "discard":
                return Reason.plural(
                    "discard_first",
                    "Discard {n} card to the crib first.",
                    "Discard {n} cards to the crib first.",
                    n=self.to_discard[seat],
                )
            if len(move.cards) != 1:
                return Reason.of("one_card", "Discard one card at a time.")
            return Reason.of("not_in_hand", "You do not hold the {card}.", card=move.cards[0])
        if kind == "discard":
            return Reason.of("crib_full", "The crib is full: play a card or say go.")
        if kind == "go":
            return Reason.of("must_play", "You can play, so you cannot say go.")
        if kind == "play":
            if len(move.cards) != 1:
                return Reason.of("one_card", "Play one card at a time.")
            card = move.cards[0]
            if card not in hand:
                return Reason.of("not_in_hand", "You do not hold the {card}.", card=card)
            return Reason.of(
                "past_31",
                "That would take the count past 31 (count is {count}).",
                count=self.count,
            )
        return Reason.of("not_cribbage", "{move} is not a move of Cribbage.", move=str(move))

    # -- views -------------------------------------------------------------
    def side_of(self, seat: int) -> tuple[int, ...]:
        """The seats sharing ``seat``'s score."""
        return (seat, (seat + 2) % 4) if self.partners else (seat,)

    def view(self, seat: int | None) -> View:
        players = self.players
        piles: list[PileView] = []
        for owner in range(players):
            hand = self.hands[owner]
            visible = owner == seat or self.picked_up
            piles.append(
                PileView(
                    f"hand:{owner}",
                    "hand",
                    tuple(hand) if visible else (None,) * len(hand),
                    owner,
                )
            )
        for owner in range(players):
            piles.append(PileView(f"pegging:{owner}", "pegging", tuple(self.played[owner]), owner))
        piles.append(
            PileView(
                "crib",
                "crib",
                tuple(self.crib) if self.crib_shown else (None,) * len(self.crib),
                self.crib_owner,
                N_("crib"),
            )
        )
        starter = (self.starter,) if self.starter is not None else (None,)
        piles.append(PileView("starter", "starter", starter, None, N_("starter")))
        piles.append(PileView("stock", "stock", (None,) * len(self.stock), None))

        own_discards: tuple[Card, ...] = ()
        if seat is not None:
            own_discards = tuple(c for c, came in zip(self.crib, self.crib_from) if came == seat)
        info = make_info(
            phase=self.phase,
            crib_owner=self.crib_owner,
            seed_rules=self.seed_rules,
            target=self.target,
            partners=team_of(players),
            count=self.count,
            count_cards=tuple(self.count_cards),
            said_go=tuple(s for s in range(players) if self.said_go[s]),
            to_discard=tuple(self.to_discard),
            your_discards=own_discards,
            scores=tuple(self.scores),
            gained=tuple(self.gained),
            events=self.events(),
            show=self.show_breakdowns(),
            starter=self.starter,
            go_standing=self.go_standing(),
            earlier_counts=self.earlier_counts(),
            show_steps=self.show_steps(),
        )
        return View(
            game="cribbage",
            seat=seat,
            players=players,
            to_move=self.to_move,
            dealer=self.dealer,
            piles=tuple(piles),
            info=info,
            prompt=self.prompt(seat),
            status=self._status(),
        )

    def go_standing(self) -> tuple[int, ...]:
        """The seats whose "go" still stands on the table: those that said it
        in this count, or, before the next count's first card, in the count
        just finished (a go often ends the count at once)."""
        if self.phase != "pegging":
            return ()
        if self.count_cards:
            return tuple(seat for seat in range(self.players) if self.said_go[seat])
        return self.last_go

    def earlier_counts(self) -> tuple[int, ...]:
        """How many of each seat's pegged cards (the first ones of its
        ``pegging`` pile) were played in counts already finished: a table sets
        them aside, so the row shows only the current count's cards."""
        current = set(self.count_cards)
        return tuple(sum(1 for card in self.played[seat] if card not in current) for seat in range(self.players))

    def show_steps(self) -> tuple[tuple[int, str, tuple[Card, ...], tuple[CountStep, ...]], ...]:
        """Each hand counted so far, in the show's order, step by step:
        (seat, "hand" or "crib", the cards, the steps said aloud, each with
        the cards it counts), for a table that counts one combination at a
        time."""
        starter = self.starter
        if starter is None:
            return ()
        return tuple(
            (
                event.seat,
                event.kind,
                event.cards,
                tuple(count_steps(score_hand(event.cards, starter, event.kind == "crib"))),
            )
            for event in self.log
            if event.kind in ("hand", "crib")
        )

    def _status(self) -> tuple[Reason, ...]:
        """The count during pegging and whose crib it is, as said at a real table."""
        lines = [Reason.of("status_crib", "Crib: {seat}", seat=self.crib_owner)]
        if self.phase == "pegging":
            lines.insert(0, Reason.of("status_count", "Count: {count}", count=self.count))
        return tuple(lines)

    def events(self) -> tuple[tuple[int, int, str, str], ...]:
        """The scoring log in words: (seat, points, kind, what was said)."""
        return tuple((e.seat, e.points, e.kind, self.describe(e)) for e in self.log)

    def describe(self, event: ScoreEvent) -> str:
        """What a player says when pegging ``event`` (in the player's language)."""
        kind = event.kind
        if kind == "peg":
            return describe_peg(peg_points(event.cards))
        if kind == "go":
            return words(N_("one for the go"))
        if kind == "last":
            return words(N_("one for the last card"))
        if kind == "heels":
            return words(N_("two for his heels"))
        assert self.starter is not None
        return announce_text(score_hand(event.cards, self.starter, kind == "crib"))

    def show_breakdowns(self) -> tuple[tuple[int, str, tuple[Card, ...], int, str], ...]:
        """Each hand counted so far: (seat, "hand" or "crib", cards, total,
        the count said aloud)."""
        shown = []
        for event in self.log:
            if event.kind in ("hand", "crib"):
                shown.append((event.seat, event.kind, event.cards, event.points, self.describe(event)))
        return tuple(shown)

    def _discard_prompt(self, seat: int) -> Reason:
        """ "Discard 2 cards to your crib.", one whole sentence for each
        owner of the crib and number of cards, so that each translates whole."""
        owner = self.crib_owner
        n = self.to_discard[seat]
        if owner == seat:
            return Reason.plural("discard", "Discard {n} card to your crib.", "Discard {n} cards to your crib.", n=n)
        if self.partners:
            if owner % 2 == seat % 2:
                return Reason.plural(
                    "discard", "Discard {n} card to your side's crib.", "Discard {n} cards to your side's crib.", n=n
                )
            return Reason.plural(
                "discard",
                "Discard {n} card to your opponents' crib.",
                "Discard {n} cards to your opponents' crib.",
                n=n,
            )
        if self.players == 2:
            return Reason.plural(
                "discard",
                "Discard {n} card to your opponent's crib.",
                "Discard {n} cards to your opponent's crib.",
                n=n,
            )
        return Reason.plural(
            "discard",
            "Discard {n} card to {other}'s crib.",
            "Discard {n} cards to {other}'s crib.",
            you=("Discard {n} card to your crib.", "Discard {n} cards to your crib."),
            n=n,
            other=owner,
        )

    def prompt(self, viewer: int | None = None) -> Reason:
        """What to do now, said to ``viewer``: only the seat to move is told
        whether it can play (to anyone else that would show its hand)."""
        seat = self.to_move
        if seat is None:
            if self.phase == PHASE_OVER:
                winner = self.log[-1].seat if self.log else 0
                return Reason.of(
                    "game_over",
                    "{seat} reached {target}: the game is over.",
                    you="You reached {target}: the game is over.",
                    seat=winner,
                    target=self.target,
                )
            return Reason.of("hand_over", "The hand is over.")
        if seat != viewer:
            if self.phase == PHASE_DISCARD:
                return Reason.of("waiting", "{seat} to discard.", seat=seat)
            return Reason.of("waiting", "{seat} to play.", seat=seat)
        if self.phase == PHASE_DISCARD:
            return self._discard_prompt(seat)
        if self._legal and self._legal[0] is GO:
            return Reason.of(
                "say_go",
                "You cannot play without passing 31 (count is {count}): say go.",
                count=self.count,
            )
        return Reason.of("peg", "Play a card (count is {count}).", count=self.count)
