"""What Barbu's table shows each seat: the piles (penalty cards face up
before their taker), the facts, the status lines and the prompt. A part of
``BarbuState`` (see rules.py), kept apart so the state class holds the
rules."""

from __future__ import annotations

from typing import Any

from ...core.cards import Card, Rank, Suit, french_deck
from ...core.game import PileView, View, make_info
from ...core.messages import listed
from ...core.reasons import Reason
from ...engines.tricks import follow_prompt
from . import scoring
from .dominoes import Dominoes
from .doubling import PASS, Doubling
from .scoring import DOMINOES, HEART_LEAD_BANNED, KING_OF_HEARTS, NAMES, NO_HEARTS, NO_KING, NO_QUEENS, PLAYERS

QUEENS = frozenset(card for card in french_deck() if card.rank is Rank.QUEEN)


def penalty_cards(letter: str | None) -> frozenset[Card]:
    """The cards shown face up before their taker: the hearts in No Hearts,
    the queens in No Queens, the king of hearts in No King of Hearts."""
    if letter == NO_HEARTS:
        return frozenset(card for card in french_deck() if card.suit is Suit.HEARTS)
    if letter == NO_QUEENS:
        return QUEENS
    if letter == NO_KING:
        return frozenset({KING_OF_HEARTS})
    return frozenset()


PENALTY: dict[str | None, frozenset[Card]] = {
    letter: penalty_cards(letter) for letter in (*scoring.CONTRACT_ORDER, None)
}


def rank_label(rank: Rank | None) -> str | None:
    return None if rank is None else rank.label


class BarbuDisplay(Doubling, Dominoes):
    """The view, status and prompt of a Barbu hand."""

    seven: int
    per: int
    values: scoring.Values

    def raw_so_far(self) -> tuple[int, ...]:
        """The raw scores of the tricks taken so far (Dominoes: of the
        players out so far, the rest 0)."""
        contract = self.contract
        if contract is None:
            return (0,) * PLAYERS
        if contract == DOMINOES:
            raw = [0] * PLAYERS
            for place, seat in enumerate(self.out_order):
                raw[seat] = self.values.dominoes[place]
            return tuple(raw)
        if contract == scoring.RAVAGE_CITY and self.to_move is not None:
            return (0,) * PLAYERS  # decided only by the whole hand's cards
        return scoring.raw_from_tricks(contract, [(w, c) for _, c, w in self.tricks], self.values)

    def view(self, seat: int | None) -> View:
        piles: list[PileView] = []
        for owner in range(PLAYERS):
            hand = self.hands[owner]
            shown = tuple(hand) if owner == seat else (None,) * len(hand)
            piles.append(PileView(f"hand:{owner}", "hand", shown, owner))
        contract = self.contract
        if contract == DOMINOES:
            for suit in Suit:
                piles.append(PileView(f"domino:{suit.letter}", "domino", tuple(self.domino_cards(suit))))
        else:
            piles.append(PileView("trick", "trick", tuple(self.trick)))
            penalty = PENALTY[contract]
            for owner in range(PLAYERS):
                won = self.won[owner]
                if penalty:
                    hidden = sum(1 for card in won if card not in penalty)
                    piles.append(PileView(f"won:{owner}", "won", (None,) * hidden, owner))
                    taken = tuple(card for card in won if card in penalty)
                    piles.append(PileView(f"captured:{owner}", "captured", taken, owner))
                else:
                    piles.append(PileView(f"won:{owner}", "won", (None,) * len(won), owner))
        facts: dict[str, Any] = dict(
            phase=self.phase,
            declarer=self.declarer,
            contract=contract,
            contract_name=NAMES[contract] if contract else None,
            trumps=self.trumps.letter if self.trumps is not None else None,
            rank=rank_label(self.rank),
            seven=self.seven,
            hands_left=self.hands_left,
            played_contracts=self.played,
            open_contracts=self.open_contracts,
            contracts=tuple(scoring.contracts_for(self.options)),
            contract_names=tuple((letter, NAMES[letter]) for letter in scoring.contracts_for(self.options)),
            doubles=tuple(self.doubles),
            owed=self.owed(),
            owed_before=self.owed_before,
            forced=tuple(self.forced(other) for other in range(PLAYERS)),
            declarer_only=self.declarer_only,
            ravage_city=bool(self.options.get("ravage_city")),
            alternative_scores=bool(self.options.get("alternative_scores")),
            leader=self.leader,
            trick_seats=self.trick_seats(),
            tricks=tuple(self.tricks),
            trick_number=len(self.tricks) + (1 if self.to_move is not None else 0),
            tricks_won=tuple(self.tricks_won),
            raw=self.raw_so_far(),
            out_order=tuple(self.out_order),
            dominoes=tuple(self.domino_log),
            scores=tuple(self.context.scores),
        )
        info = make_info(**facts)
        return View(
            "barbu", seat, PLAYERS, self.to_move, self.dealer, tuple(piles), info, self.prompt(seat), self._status()
        )

    def _status(self) -> tuple[Reason, ...]:
        lines = [Reason.of("status_declarer", "Declarer: {seat}", seat=self.declarer)]
        contract = self.contract
        if contract is None:
            lines.append(
                Reason.of(
                    "status_hand_of_seven",
                    "Hand {number} of {count} of this declarer",
                    number=self.seven + 1,
                    count=self.per,
                )
            )
            return tuple(lines)
        lines.append(Reason.of("status_contract", "Contract: {name}", name=NAMES[contract]))
        if self.trumps is not None:
            lines.append(Reason.of("status_trumps", "Trumps: {suit}", suit=self.trumps))
        if self.rank is not None:
            lines.append(Reason.of("status_rank", "Starting rank: {rank}", rank=self.rank))
        for doubler in range(PLAYERS):
            doubled = [other for who, other in self.doubles if who == doubler]
            if len(doubled) == 1:
                lines.append(
                    Reason.of(
                        "status_doubled",
                        "{seat} doubled {other}",
                        you="You doubled {other}",
                        seat=doubler,
                        other=doubled[0],
                    )
                )
            elif doubled:
                lines.append(
                    Reason.of(
                        "status_doubled_many",
                        "{seat} doubled {count} players",
                        you="You doubled {count} players",
                        seat=doubler,
                        count=len(doubled),
                    )
                )
        if self.phase == "play" and contract != DOMINOES:
            lines.append(Reason.of("status_trick", "Trick {number} of 13", number=len(self.tricks) + 1))
        return tuple(lines)

    def prompt(self, seat: int | None = None) -> Reason:
        """What ``to_move`` must do now, in words, as ``seat`` may know it
        (whether a player can lay a domino depends on her hidden cards)."""
        viewer, seat = seat, self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        phase = self.phase
        if phase == "contract":
            return Reason.of(
                "choose_contract", "Choose a contract: {names}.", names=listed(NAMES[letter] for letter in self.choices)
            )
        if phase == "trumps":
            return Reason.of("choose_trumps", "Name trumps.")
        if phase == "rank":
            return Reason.of("choose_rank", "Name the starting rank for Dominoes.")
        if phase == "double":
            return self._doubling_prompt(seat)
        if self.contract == DOMINOES:
            if viewer != seat:
                return Reason.of("domino_turn", "Lay a card on the layout, or pass if none fits.")
            if self.legal_moves()[0] is PASS:
                return Reason.of("domino_pass", "No card fits the layout: pass.")
            return Reason.of("domino_play", "Play a card to the layout.")
        if not self.trick:
            if self.contract in HEART_LEAD_BANNED:
                return Reason.of("lead_no_hearts", "Lead a card (not a heart unless you hold only hearts).")
            return Reason.of("lead", "Lead a card.")
        led = self.trick[0].suit
        assert led is not None
        if viewer != seat:
            return follow_prompt(led, None)
        hand = self.hands[seat]
        trumps = self.trumps
        heading = trumps is not None and all(move.cards[0].suit is trumps for move in self.legal_moves())
        restricted = (
            Reason.of("follow_void_trump", "You have no {suit}: head the trick with a trump.", suit=led)
            if heading
            else None
        )
        return follow_prompt(led, hand, restricted)
