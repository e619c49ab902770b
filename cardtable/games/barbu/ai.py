"""The Barbu rule-of-thumb player.

It decides from its seat's view only: its hand, the public record of tricks
(which cards are gone, who has shown a void), the Dominoes layout, the
contracts the declarer has played and the doubles made so far.

* Contract, trumps and the Dominoes rank: by what the hand is worth in each
  contract, estimated in estimates.py (fitted on simulated hands, ``FITS``),
  against what a random hand would score there later.
* Doubling: a double is a side bet on the difference of two raw scores, so
  a player doubles whom her estimate says she will beat by a margin; the
  declarer is assumed to hold a hand suited to her choice. Compulsory
  doubles of declarer are spent early on small negative contracts rather
  than left to be forced in a positive one; declarer redoubles a lone double
  of her that looks compulsory, and those she expects to beat.
* Play: in the negative contracts duck under the winning card, take a
  harmless trick when last (to shed a high card), dump the dangerous cards
  when void; in No Last Two shed high cards early; in Trumps draw trumps
  with masters and win tricks cheaply; in Dominoes play toward one's own
  far cards, keep blocks that others need, and avoid opening runs for others.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...ai.reading import (
    TrickTable,
    beats,
    duck_playout,
    move_high,
    read_tricks,
    winning_card,
)
from ...core.cards import Card, Rank, Suit
from ...core.game import GameState, View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from . import scoring
from .estimates import (
    CHOSEN,
    FITS,
    SUITS,
    best_rank,
    best_trumps,
    choose_contract_letter,
    estimate,
    mean_score,
    rescale,
)
from .rules import (
    DOUBLE,
    PASS,
    PENALTY,
    PLAYERS,
    RANK_MOVE,
    TRUMP_MOVE,
    BarbuState,
)
from .scoring import (
    ACE_OF_HEARTS,
    DOMINOES,
    KING_OF_HEARTS,
    NAMES,
    NO_HEARTS,
    NO_KING,
    NO_LAST_TWO,
    NO_QUEENS,
    NO_TRICKS,
    RAVAGE_CITY,
    TRUMPS,
)

HEARTS = Suit.HEARTS


#: In No Last Two, high cards are shed through this trick: only the last two score.
SHED_UNTIL = 9

#: The phases whose decisions Hard and Expert leave to these rules.
SET_BY_RULES = frozenset({"contract", "trumps", "rank", "double"})

#: The edge wanted for a double, in standard deviations of the difference
#: of the two scores.
MARGIN = 0.2


# --------------------------------------------------------------------------
# Reading the table


@dataclass(frozen=True)
class Table(TrickTable):
    """What the player reads off its view before choosing a card."""

    contract: str
    trumps: Suit | None

    @property
    def trick_number(self) -> int:
        """The 1-based number of the trick being played."""
        return self.tricks_done + 1

    @property
    def penalty(self) -> frozenset[Card]:
        return PENALTY[self.contract]


def read_table(view: View) -> Table:
    trumps = view.get("trumps")
    return Table(
        **read_tricks(view).reading(),
        contract=view.get("contract") or NO_TRICKS,
        trumps=Suit.parse(trumps) if trumps else None,
    )


# --------------------------------------------------------------------------
# The player


class BarbuAgent(ViewAgent):
    """Rules of thumb for every decision of a Barbu hand."""

    name = "heuristic"

    def __init__(self, margin: float = MARGIN):
        self.margin = margin

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        phase = view.get("phase")
        hand = view.hand()
        values = _values(view)
        if phase == "contract":
            letters = [str(move.arg) for move in legal]
            return legal[letters.index(choose_contract_letter(hand, letters, values))]
        if phase == "trumps":
            return TRUMP_MOVE[best_trumps(hand)]
        if phase == "rank":
            return RANK_MOVE[best_rank(hand)]
        if phase == "double":
            return choose_double(view, legal, values, self.margin)
        if view.get("contract") == DOMINOES:
            return choose_domino(view, legal)
        table = read_table(view)
        cards = [move.cards[0] for move in legal]
        card = choose_trumps_card(table, cards) if table.trumps is not None else choose_negative_card(table, cards)
        return legal[cards.index(card)]

    def decides_exactly(self, info: InfoSet) -> bool:
        """The contract, trumps, the Dominoes rank and the doubles are left to
        these rules (their estimates fitted on simulated hands): the search
        scores a contract by this hand alone, though every contract of the
        seven is played anyway, and it imagines the others doubling almost
        at random, so it spent Trumps and Dominoes on any hand and chose
        doubles over too few deals. The search plays the cards."""
        return info.view.get("phase") in SET_BY_RULES

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        seat = info.seat
        view = info.view
        phase = view.get("phase")
        if move.kind == "contract":
            return Reason.of(
                "ai_contract", "This hand suits {name} best of the open contracts.", name=NAMES[str(move.arg)]
            )
        if move.kind == "trumps":
            return Reason.of("ai_trumps", "Trumps in the longest, strongest suit.")
        if move.kind == "rank":
            return Reason.of("ai_rank", "This starting rank leaves the fewest cards to wait for.")
        if phase == "double":
            if move.kind == "double":
                target = move.number()
                if view.get("forced", ())[seat]:
                    return Reason.of("ai_forced", "A compulsory double of declarer is due now.")
                return Reason.of("ai_double", "Expect to score better than {seat}.", seat=target)
            return Reason.of("ai_pass", "No double looks worth its risk.")
        if not move.cards:
            return None
        card = move.cards[0]
        if view.get("contract") == DOMINOES:
            return Reason.of("ai_domino", "The {card} leads toward your own cards without helping others.", card=card)
        table = read_table(view)
        if table.trumps is not None:
            return Reason.of("ai_trumps_card", "Play the {card}: win tricks cheaply, keep trumps for later.", card=card)
        if not table.trick:
            return Reason.of("ai_lead", "Lead the {card}: others will probably beat it.", card=card)
        if card.suit is not table.trick[0].suit:
            return Reason.of("ai_dump", "Out of the suit: throw away the {card}.", card=card)
        return Reason.of("ai_follow", "Follow with the {card}, trying not to take the trick.", card=card)


def _values(view: View) -> scoring.Values:
    """The scoring scheme in use (the options are public)."""
    return scoring.values_for(
        {
            "ravage_city": view.get("ravage_city", False),
            "alternative_scores": view.get("alternative_scores", False),
        }
    )


# -- doubling -------------------------------------------------------------------


def expected_scores(view: View, values: scoring.Values) -> list[float]:
    """What each player may expect in this hand, from this seat's view: its
    own estimate; the others share the rest of the contract's value, each by
    her role's average, declarer (who chose the contract) above it, and
    anyone who doubled above it too (a lone double of declarer by a player
    who owed one says little)."""
    seat = view.seat if view.seat is not None else 0
    declarer = view.get("declarer")
    letter = view.get("contract")
    trumps = view.get("trumps")
    rank = view.get("rank")
    mine = estimate(
        letter,
        view.hand(),
        values,
        seat == declarer,
        Suit.parse(trumps) if trumps else None,
        Rank.parse(rank) if rank else None,
    )
    owed = view.get("owed_before", (0,) * PLAYERS)
    doubles = view.get("doubles", ())
    out = [0.0] * PLAYERS
    for other in range(PLAYERS):
        if other == seat:
            out[other] = mine
            continue
        sd = FITS["declarer" if other == declarer else "other"][letter].sd
        guess = mean_score(letter, values, other == declarer)
        if other == declarer:
            guess += CHOSEN[letter] * sd
        made = [doubled for doubler, doubled in doubles if doubler == other]
        if made:
            if made == [declarer] and owed[other] > 0:
                guess += 0.05 * sd
            else:
                guess += (0.25 + 0.1 * len(made)) * sd
        out[other] = guess
    total = float(sum(values.dominoes)) if letter == DOMINOES else float(values.total(letter))
    shift = (total - sum(out)) / (PLAYERS - 1)
    return [value if other == seat else value + shift for other, value in enumerate(out)]


def choose_double(view: View, legal: Sequence[Move], values: scoring.Values, margin_sds: float = MARGIN) -> Move:
    """One double at a time (the best target left), or pass. A double wins
    the difference of two raw scores: double those this hand should beat by
    a margin that covers the estimates' errors."""
    seat = view.seat if view.seat is not None else 0
    declarer = view.get("declarer")
    letter = view.get("contract")
    targets = [move.number() for move in legal if move.kind == "double"]
    if not targets:
        return PASS
    if PASS not in legal:
        # Forced (a compulsory double) or bound to redouble everyone.
        return DOUBLE[declarer] if declarer in targets else DOUBLE[targets[0]]
    expected = expected_scores(view, values)
    fits = FITS["declarer" if seat == declarer else "other"]
    scale = rescale(letter, 1.0, values) if letter != DOMINOES else 1.0
    best, best_edge = None, 0.0
    for target in targets:
        sd = FITS["declarer" if target == declarer else "other"][letter].sd
        margin = margin_sds * (fits[letter].spread ** 2 + sd**2) ** 0.5 * abs(scale)
        if target == declarer and seat != declarer:
            margin -= _compulsory_pull(view, seat, sd * abs(scale))
        edge = expected[seat] - expected[target] - margin
        if edge > best_edge or (best is None and edge >= 0):
            best, best_edge = target, edge
    return DOUBLE[best] if best is not None else PASS


def _compulsory_pull(view: View, seat: int, sd: float) -> float:
    """How much a compulsory double still owed lowers the edge wanted to
    double declarer now: a lot on a small negative contract, or when the
    hands left would otherwise force it into a positive one ("It is bad to
    leave a compulsory double to the last hand of a seven, unless this hand
    will be something small ... It is particularly bad to be obliged to
    double a positive contract")."""
    owed: int = view.get("owed", (0,) * PLAYERS)[seat]
    if owed <= 0:
        return 0.0
    letter = view.get("contract")
    hands_left = view.get("hands_left", 1)
    rest = [c for c in view.get("open_contracts", ()) if c != letter]
    positive_later = sum(1 for c in rest if c in (TRUMPS, DOMINOES))
    if letter in (TRUMPS, DOMINOES):
        return 0.3 * sd if hands_left - 1 <= owed else 0.0
    if hands_left - 1 - positive_later < owed:
        return 100.0  # otherwise a positive contract will force it
    if letter in (NO_TRICKS, NO_QUEENS):
        return 1.0 * sd
    return 0.3 * sd * owed


# -- the negative contracts -------------------------------------------------------


def _card_danger(table: Table, card: Card) -> float:
    """How costly it is to keep ``card`` (for discarding): penalty cards
    first, then the cards that would win tricks late."""
    contract = table.contract
    if card in table.penalty:
        base = 60.0 + card.high
        if card is ACE_OF_HEARTS and contract == NO_HEARTS:
            base += 20
        return base
    assert card.suit is not None, "Barbu is played without jokers"
    others = table.unseen_cards(card.suit)
    lower = sum(1 for c in others if c.high < card.high)
    share = lower / len(others) if others else 1.0
    length = sum(1 for c in table.hand if c.suit is card.suit)
    danger = 20.0 * share + card.high * 0.5 + max(0, 4 - length) * 1.5
    if contract == NO_KING and card.suit is HEARTS and KING_OF_HEARTS not in table.played and card.high == 14:
        danger += 30  # the ace may be forced to take the king
    if contract == NO_QUEENS and card.high > 12:
        queen = Card(Rank.QUEEN, card.suit)
        if queen not in table.played and queen not in table.hand:
            danger += 15
    return danger


def choose_negative_card(table: Table, cards: Sequence[Card]) -> Card:
    contract = table.contract
    early_last_two = contract == NO_LAST_TWO and table.trick_number <= SHED_UNTIL
    if not table.trick:
        if early_last_two:
            return max(cards, key=lambda card: (_card_danger(table, card), card.high))
        return min(cards, key=lambda card: (_lead_risk(table, card), card.high))
    led = table.trick[0].suit
    if cards[0].suit is not led:
        return max(cards, key=lambda card: (_card_danger(table, card), card.high))
    best = max(c.high for c in table.trick if c.suit is led)
    last = len(table.trick) == PLAYERS - 1
    penalty = table.penalty
    trick_hurts = contract in (NO_TRICKS, RAVAGE_CITY) or any(c in penalty for c in table.trick)
    if contract == NO_LAST_TWO:
        trick_hurts = table.trick_number >= 12
        if early_last_two:
            return max(cards, key=lambda c: c.high)  # shed high cards while it is harmless
    under = [c for c in cards if c.high < best]
    safe = [c for c in cards if c not in penalty] or list(cards)
    if last and not trick_hurts:
        return max(safe, key=lambda c: c.high)
    if under:
        return max(under, key=lambda c: (c in penalty, c.high))
    if last:
        return max(safe, key=lambda c: c.high)
    return min(safe, key=lambda c: c.high)


def _lead_risk(table: Table, card: Card) -> float:
    risk = table.lead_exposure(card)
    if card in table.penalty:
        risk += 3.0
    contract = table.contract
    if contract == NO_QUEENS:
        queen = Card(Rank.QUEEN, card.suit)
        if queen not in table.played and queen not in table.hand:
            risk += 1.0 if card.high > 12 else -0.2  # flush the queen out with a low card
    if contract == NO_KING and card.suit is HEARTS:
        risk += 0.5
    return risk


# -- Trumps -----------------------------------------------------------------------


def _is_master(table: Table, card: Card) -> bool:
    """No unseen card of its suit ranks above it."""
    assert card.suit is not None, "Barbu is played without jokers"
    return all(c.high < card.high for c in table.unseen_cards(card.suit))


def choose_trumps_card(table: Table, cards: Sequence[Card]) -> Card:
    trumps = table.trumps
    assert trumps is not None
    if not table.trick:
        mine = [c for c in cards if c.suit is trumps]
        out = table.unseen_cards(trumps)
        if mine and out:
            top = max(mine, key=lambda c: c.high)
            if _is_master(table, top) or len(mine) > len(out):
                return top
        masters = [c for c in cards if c.suit is not trumps and _is_master(table, c)]
        if masters:
            return max(masters, key=lambda c: c.high)
        if mine and not out:
            return max(mine, key=lambda c: c.high)
        side = [c for c in cards if c.suit is not trumps] or list(cards)
        length: dict[Suit | None, int] = {suit: sum(1 for c in table.hand if c.suit is suit) for suit in SUITS}
        return min(side, key=lambda c: (length[c.suit], c.high))
    best = winning_card(table.trick, trumps)
    winners = [c for c in cards if beats(c, best, trumps)]
    if not winners:
        # Cannot win: throw the least useful card, keeping trumps.
        return min(cards, key=lambda c: (c.suit is trumps, c.high))
    last = len(table.trick) == PLAYERS - 1
    if last:
        return min(winners, key=lambda c: (c.suit is trumps, c.high))
    led = table.trick[0].suit
    assert led is not None
    ruff_risk = any(table.is_void(seat, led) for seat in table.later()) and led is not trumps
    safe = [c for c in winners if _is_master(table, c) and not (ruff_risk and c.suit is not trumps)]
    if safe:
        return min(safe, key=lambda c: (c.suit is trumps, c.high))
    top = max(winners, key=lambda c: (c.suit is trumps, c.high))
    assert top.suit is not None, "Barbu is played without jokers"
    higher = [c for c in table.unseen_cards(top.suit) if c.high > top.high]
    if len(higher) <= 1 and not (ruff_risk and top.suit is not trumps):
        return top  # likely to hold
    return min(cards, key=lambda c: (c.suit is trumps, c.high))  # it will not hold: play cheap


# -- Dominoes ---------------------------------------------------------------------


def _layout(view: View) -> dict[Suit | None, tuple[int, int] | None]:
    out: dict[Suit | None, tuple[int, int] | None] = {}
    for suit in SUITS:
        cards = [c for c in view.pile(f"domino:{suit.letter}").cards if c is not None]
        out[suit] = (min(c.high for c in cards), max(c.high for c in cards)) if cards else None
    return out


def domino_score(card: Card, hand: Sequence[Card], laid: tuple[int, int] | None) -> float:
    """How good it is to lay ``card`` now: it leads toward our own far cards,
    we hold the next card (we keep control), it does not open the way for
    others into a stretch we do not need."""
    mine = {c.high for c in hand if c.suit is card.suit}
    high = card.high
    directions: tuple[int, ...]
    if laid is None:
        directions = (1, -1)
    else:
        directions = (1,) if high > laid[1] else (-1,)
    score = 0.0
    for step in directions:
        beyond = [h for h in mine if (h - high) * step > 0]
        nxt = high + step
        if beyond:
            score += 3.0 * len(beyond) + 0.3 * max(abs(h - high) for h in beyond)
        if nxt in mine:
            score += 2.0
        elif 2 <= nxt <= 14:
            score -= 1.5 if not beyond else 0.5
    return score


def choose_domino(view: View, legal: Sequence[Move]) -> Move:
    if legal[0] is PASS:
        return PASS
    hand = view.hand()
    layout = _layout(view)
    return max(
        legal, key=lambda move: (domino_score(move.cards[0], hand, layout[move.cards[0].suit]), -move.cards[0].index)
    )


# --------------------------------------------------------------------------
# The search's playouts and values


def playout_move(state: GameState, rng: random.Random) -> Move:
    """Cheap rules of thumb on an imagined deal: a contract by the estimate,
    no doubles but the forced ones, duck in the negative contracts (in No
    Last Two shed high cards first, as the Normal player does), win cheaply
    in Trumps, play toward one's own cards in Dominoes."""
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    assert isinstance(state, BarbuState)
    phase = state.phase
    seat = state.to_move
    assert seat is not None
    if phase == "play":
        if state.contract == DOMINOES:
            hand = state.hands[seat]
            layout = state.layout

            def value(move: Move) -> float:
                card = move.cards[0]
                assert card.suit is not None
                return domino_score(card, hand, layout[card.suit]) + rng.random()

            return max(legal, key=value)
        trick = state.trick
        trumps = state.trumps
        if trumps is not None:
            if not trick:
                return max(
                    legal, key=lambda move: (move.cards[0].suit is trumps, move.cards[0].high + 4 * rng.random())
                )
            best = winning_card(trick, trumps)
            winners = [move for move in legal if beats(move.cards[0], best, trumps)]
            if winners:
                return min(winners, key=lambda move: (move.cards[0].suit is trumps, move.cards[0].high))
            return min(legal, key=lambda move: (move.cards[0].suit is trumps, move.cards[0].high))
        if state.contract == NO_LAST_TWO and len(state.tricks) < SHED_UNTIL:
            return max(legal, key=move_high)  # shed high cards while tricks are harmless
        penalty = PENALTY[state.contract]
        if not trick:
            return min(
                legal, key=lambda move: move.cards[0].high + 4 * rng.random() + (10 if move.cards[0] in penalty else 0)
            )
        if legal[0].cards[0].suit is trick[0].suit:
            harmless = not any(card in penalty for card in trick) and state.contract not in (NO_TRICKS, RAVAGE_CITY)
            return duck_playout(trick, legal, len(trick) == 3 and harmless)
        return max(legal, key=lambda move: (move.cards[0] in penalty, move_high(move)))
    if phase == "double":
        if PASS in legal:
            return PASS
        declarer = state.declarer
        return DOUBLE[declarer] if DOUBLE[declarer] in legal else legal[0]
    hand = state.hands[seat]
    if phase == "contract":
        letters = [str(move.arg) for move in legal]
        return legal[letters.index(choose_contract_letter(hand, letters, state.values))]
    if phase == "trumps":
        return TRUMP_MOVE[best_trumps(hand)]
    return RANK_MOVE[best_rank(hand)]


def search_utility(state: GameState) -> Sequence[float]:
    """What the search values at a hand's end: each seat's settled score,
    linearly (a double is a bet on points, not on places), carried into
    [0, 1] by the widest it can be in this contract with this seat's doubles
    (the contract's span, once more for every double the seat is party to).
    A fixed scale wide enough for a Trumps hand doubled all round squeezed a
    trick of No Tricks into a two-hundred-and-fortieth of the range, too
    little for the search to tell one card from another."""
    from .rules import GAME

    assert isinstance(state, BarbuState)
    points = GAME.hand_result(state).points
    span = contract_span(state.contract, state.values)
    doubles = state.doubles
    return [0.5 + p / (2 * span * (1 + sum(1 for pair in doubles if seat in pair))) for seat, p in enumerate(points)]


def contract_span(letter: str | None, values: scoring.Values) -> float:
    """The most a raw score of ``letter`` can be from zero or from another
    player's: a settled score moves by at most that for each double."""
    if letter is None:
        return 1.0
    if letter == DOMINOES:  # with Ravage City its scores rise: +54 is more than the spread
        low, high = min(values.dominoes), max(values.dominoes)
        return float(max(high - low, abs(high), abs(low)))
    return float(abs(values.total(letter)))
