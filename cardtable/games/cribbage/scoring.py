"""Cribbage arithmetic: counting a hand or the crib at the show, and scoring a
card played in the pegging.

Everything here is a pure function of the cards. The show counts fifteens,
pairs and runs from the ranks alone, so that part is cached by the multiset of
the five ranks (about 6,000 of them exist): the AI averages thousands of
hands per decision and a random playout counts three hands per deal, so the
cache turns counting into a dictionary look-up plus two suit checks.

Values and words follow the rule text (seed 002 and docs NOTES.md): pip value
ace 1, pictures 10; fifteen 2, pair 2, run of n n points, flush 4 (hand only)
or 5 (with the starter, the only flush the crib can have), one for his nob.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...core.cards import Card, Rank, french_deck
from ...core.i18n import N_, translate
from ...core.messages import fill
from ...core.reasons import Reason

# --------------------------------------------------------------------------
# Constants of the rule text

FIFTEEN_POINTS = 2
THIRTY_ONE_POINTS = 2
PAIR_POINTS = 2
GO_POINTS = 1
"""The point for the last card before the count starts again (a go) when it
did not make 31."""
LAST_CARD_POINTS = 1
"""The point for the very last card of the pegging; never added on top of 31
or of the go point: it is the same point."""
HEELS_POINTS = 2
NOBS_POINTS = 1
PEG_PAIR_POINTS = (0, 0, 2, 6, 12)
"""Pegging points for the last n cards of one rank (a pair, pair royal, double
pair royal): 2, 6, 12."""
MAX_COUNT = 31

DECK: tuple[Card, ...] = tuple(french_deck())

PIP: dict[Card, int] = {card: min(int(card.rank), 10) for card in DECK}
"""Pip value of each card: ace 1, two to ten their face, pictures 10."""
RANK: dict[Card, int] = {card: int(card.rank) for card in DECK}
"""Plain int ranks (A=1 .. K=13), faster to compare than the enum."""

_RANK_BITS = 3  # a rank appears at most 4 times among 5 cards: 3 bits each
RANK_KEY: dict[Card, int] = {card: 1 << (_RANK_BITS * (RANK[card] - 1)) for card in DECK}
"""Adding these gives an order-free key of a multiset of ranks."""
_JACK_SUIT = {card: card.suit for card in DECK if card.rank == Rank.JACK}


def pip(card: Card) -> int:
    """The pip value of ``card`` (ace 1, pictures 10)."""
    return PIP[card]


# --------------------------------------------------------------------------
# Score items


@dataclass(frozen=True)
class ScoreItem:
    """One scoring combination: ``kind`` is "fifteen", "pair", "run", "flush",
    "nobs" (the show) or "thirty-one" (the pegging), with the cards making it."""

    kind: str
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True)
class HandScore:
    """A counted hand: the total and every combination in counting order."""

    total: int
    items: tuple[ScoreItem, ...]


@dataclass(frozen=True)
class PegScore:
    """What the last card played in the pegging scores (go points aside)."""

    total: int
    items: tuple[ScoreItem, ...]


# --------------------------------------------------------------------------
# The show


def score_hand(hand: Sequence[Card], starter: Card | None, is_crib: bool = False) -> HandScore:
    """Count ``hand`` with the starter, item by item, in the traditional order
    (fifteens, pairs, runs, flush, nobs). ``starter`` None counts the hand
    alone (no nobs, no five-card flush), which the AI uses before the cut."""
    cards = list(hand) + ([starter] if starter is not None else [])
    items: list[ScoreItem] = []
    items.extend(_fifteens(cards))
    items.extend(_pairs(cards))
    items.extend(_runs(cards))
    flush = _flush(hand, starter, is_crib)
    if flush is not None:
        items.append(flush)
    if starter is not None:
        for card in hand:
            if card.rank == Rank.JACK and card.suit is starter.suit:
                items.append(ScoreItem("nobs", (card,), NOBS_POINTS))
    return HandScore(sum(item.points for item in items), tuple(items))


def _fifteens(cards: Sequence[Card]) -> Iterable[ScoreItem]:
    for size in range(2, len(cards) + 1):
        for combo in combinations(cards, size):
            if sum(PIP[card] for card in combo) == 15:
                yield ScoreItem("fifteen", combo, FIFTEEN_POINTS)


def _pairs(cards: Sequence[Card]) -> Iterable[ScoreItem]:
    for first, second in combinations(cards, 2):
        if first.rank == second.rank:
            yield ScoreItem("pair", (first, second), PAIR_POINTS)


def _runs(cards: Sequence[Card]) -> Iterable[ScoreItem]:
    """Every run of three or more: a maximal stretch of consecutive ranks,
    once for each way of picking one card of each rank (double runs)."""
    by_rank: dict[int, list[Card]] = {}
    for card in sorted(cards, key=lambda c: (RANK[c], c.sort_key)):
        by_rank.setdefault(RANK[card], []).append(card)
    rank = 1
    while rank <= 13:
        if rank not in by_rank:
            rank += 1
            continue
        end = rank
        while end + 1 in by_rank:
            end += 1
        length = end - rank + 1
        if length >= 3:
            groups = [by_rank[r] for r in range(rank, end + 1)]
            for choice in _product(groups):
                yield ScoreItem("run", choice, length)
        rank = end + 1


def _product(groups: Sequence[Sequence[Card]]) -> Iterable[tuple[Card, ...]]:
    if not groups:
        yield ()
        return
    for card in groups[0]:
        for rest in _product(groups[1:]):
            yield (card, *rest)


def _flush(hand: Sequence[Card], starter: Card | None, is_crib: bool) -> ScoreItem | None:
    """Four for the hand's cards all of one suit, five with the starter too.
    The crib's flush counts only with the starter (docs NOTES.md)."""
    if len(hand) < 4:
        return None
    suit = hand[0].suit
    if any(card.suit is not suit for card in hand):
        return None
    if starter is not None and starter.suit is suit:
        return ScoreItem("flush", (*hand, starter), len(hand) + 1)
    if is_crib:
        return None
    return ScoreItem("flush", tuple(hand), len(hand))


# -- the fast path -----------------------------------------------------------

_RANK_POINTS: dict[int, int] = {}


def rank_points(key: int) -> int:
    """Fifteens, pairs and runs of the rank multiset ``key`` (a sum of
    ``RANK_KEY`` values): cached, since suits play no part in them."""
    points = _RANK_POINTS.get(key)
    if points is None:
        points = _count_ranks(_ranks_of_key(key))
        _RANK_POINTS[key] = points
    return points


def _ranks_of_key(key: int) -> list[int]:
    ranks: list[int] = []
    for rank in range(1, 14):
        ranks.extend([rank] * ((key >> (_RANK_BITS * (rank - 1))) & 7))
    return ranks


def _count_ranks(ranks: Sequence[int]) -> int:
    pips = [min(rank, 10) for rank in ranks]
    points = 0
    for size in range(2, len(pips) + 1):
        for combo in combinations(pips, size):
            if sum(combo) == 15:
                points += FIFTEEN_POINTS
    counts = [0] * 15
    for rank in ranks:
        counts[rank] += 1
    for count in counts:
        points += PAIR_POINTS * count * (count - 1) // 2
    rank = 1
    while rank <= 13:
        if not counts[rank]:
            rank += 1
            continue
        end, ways = rank, counts[rank]
        while counts[end + 1]:
            end += 1
            ways *= counts[end]
        if end - rank + 1 >= 3:
            points += (end - rank + 1) * ways
        rank = end + 1
    return points


def score_total(hand: Sequence[Card], starter: Card, is_crib: bool = False) -> int:
    """The total of ``score_hand`` without building the items: a cached
    rank-multiset look-up plus the flush and nobs checks."""
    if len(hand) != 4:
        return score_hand(hand, starter, is_crib).total
    a, b, c, d = hand
    key = RANK_KEY[a] + RANK_KEY[b] + RANK_KEY[c] + RANK_KEY[d] + RANK_KEY[starter]
    points = _RANK_POINTS.get(key)
    if points is None:
        points = rank_points(key)
    suit = a.suit
    if b.suit is suit and c.suit is suit and d.suit is suit:
        if starter.suit is suit:
            points += 5
        elif not is_crib:
            points += 4
    nob = starter.suit
    jacks = _JACK_SUIT
    if jacks.get(a) is nob or jacks.get(b) is nob or jacks.get(c) is nob or jacks.get(d) is nob:
        points += NOBS_POINTS
    return points


# --------------------------------------------------------------------------
# Saying it aloud
#
# The count is said in the player's language when it is read: every phrase is
# one marked template ("a run of {size} is {total}"), the numbers are marked
# words, and lists are joined by templates too ("{first}, {rest}").

_NUMBER_WORDS = (
    N_("nothing"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
    N_("eleven"),
    N_("twelve"),
    N_("thirteen"),
    N_("fourteen"),
    N_("fifteen"),
    N_("sixteen"),
    N_("seventeen"),
    N_("eighteen"),
    N_("nineteen"),
    N_("twenty"),
    N_("twenty-one"),
    N_("twenty-two"),
    N_("twenty-three"),
    N_("twenty-four"),
    N_("twenty-five"),
    N_("twenty-six"),
    N_("twenty-seven"),
    N_("twenty-eight"),
    N_("twenty-nine"),
)
_SAME_RANK = {1: N_("a pair is {total}"), 3: N_("three of a kind is {total}"), 6: N_("four of a kind is {total}")}


def number_word(value: int, translated: bool = True) -> str:
    """ "fifteen", "twenty-nine" (in the player's language unless not
    ``translated``); digits past what a hand can score."""
    if not 0 <= value < len(_NUMBER_WORDS):
        return str(value)
    return translate(_NUMBER_WORDS[value]) if translated else _NUMBER_WORDS[value]


def said_list(phrases: Sequence[str], translated: bool = True) -> str:
    """Phrases as one sentence: "a, b and c" (joined by marked templates)."""
    if not phrases:
        return ""
    if len(phrases) == 1:
        return phrases[0]
    if len(phrases) == 2:
        return fill(N_("{first} and {last}"), translated, first=phrases[0], last=phrases[1])
    return fill(N_("{first}, {rest}"), translated, first=phrases[0], rest=said_list(phrases[1:], translated))


@dataclass(frozen=True)
class CountStep:
    """One step of a count said aloud: the phrase with the running total
    ("fifteen four") and the cards that make it, to show them as it is said."""

    phrase: str
    cards: tuple[Card, ...]
    points: int


def announce(score: HandScore, translated: bool = True) -> list[str]:
    """The count said aloud, one phrase per step with the running total:
    ["fifteen two", "fifteen four", "a pair is six", "a run of three is nine",
    "one for his nob is ten"]. In the player's language (English unless the
    UI installed a translator), or in English when not ``translated``."""
    return [step.phrase for step in count_steps(score, translated)]


def count_steps(score: HandScore, translated: bool = True) -> list[CountStep]:
    """The count said aloud step by step, each phrase with its cards (see
    ``announce``). Pairs of one rank are said together (three of a kind is
    three pairs, six points; four of a kind twelve), as players do; a hand
    worth nothing is one step without cards ("nineteen: nothing")."""
    steps: list[CountStep] = []
    running = 0
    pair_groups: dict[int, list[ScoreItem]] = {}

    def say(template: str, cards: tuple[Card, ...], points: int, **args: Any) -> None:
        steps.append(CountStep(fill(template, translated, **args), cards, points))

    def total() -> str:
        return number_word(running, translated)

    for item in score.items:
        if item.kind == "pair":
            pair_groups.setdefault(RANK[item.cards[0]], []).append(item)
    said_pairs = False
    for item in score.items:
        if item.kind == "pair":
            if said_pairs:
                continue
            said_pairs = True
            for group in pair_groups.values():
                count = len(group)
                running += PAIR_POINTS * count
                cards = tuple(dict.fromkeys(card for pair in group for card in pair.cards))
                template = _SAME_RANK.get(count)
                if template is None:
                    say(N_("{count} pairs is {total}"), cards, PAIR_POINTS * count, count=count, total=total())
                else:
                    say(template, cards, PAIR_POINTS * count, total=total())
            continue
        running += item.points
        if item.kind == "fifteen":
            say(N_("fifteen {total}"), item.cards, item.points, total=total())
        elif item.kind == "run":
            size = number_word(len(item.cards), translated)
            say(N_("a run of {size} is {total}"), item.cards, item.points, size=size, total=total())
        elif item.kind == "flush":
            size = number_word(len(item.cards), translated)
            say(N_("a flush of {size} is {total}"), item.cards, item.points, size=size, total=total())
        elif item.kind == "nobs":
            say(N_("one for his nob is {total}"), item.cards, item.points, total=total())
    if not steps:
        say(N_("nineteen: nothing"), (), 0)
    return steps


def announce_text(score: HandScore, translated: bool = True) -> str:
    """The phrases of ``announce`` as one sentence: "fifteen two, a pair is
    four and one for his nob is five"."""
    return said_list(announce(score, translated), translated)


@dataclass(frozen=True)
class CountSaidAloud(Reason):
    """A counted hand as a message argument, worded only when it is read (in
    English or translated, as the message around it): playouts score
    thousands of hands a second and never read them."""

    @classmethod
    def of_hand(cls, cards: Sequence[Card], starter: Card | None, is_crib: bool) -> CountSaidAloud:
        return cls("cribbage_count", "", (("cards", tuple(cards)), ("crib", is_crib), ("starter", starter)))

    def render(self, names: Sequence[str] | None, translator: Callable[[str], str] | None) -> str:
        args = dict(self.args)
        return announce_text(score_hand(args["cards"], args["starter"], args["crib"]), translator is not None)


def announce_reason(score: HandScore) -> Reason:
    """The count as a Reason for the table and the log."""
    return Reason.of("cribbage_count", "{count}", count=_Counted("cribbage_count", "", (("score", score),)))


@dataclass(frozen=True)
class _Counted(Reason):
    """A count already made, worded when it is read."""

    def render(self, names: Sequence[str] | None, translator: Callable[[str], str] | None) -> str:
        return announce_text(dict(self.args)["score"], translator is not None)


# --------------------------------------------------------------------------
# The pegging


def peg_points(count_cards: Sequence[Card]) -> PegScore:
    """What the last of ``count_cards`` (the cards of the current count, in
    play order) scores: 15 or 31 for two, the last cards of one rank (2, 6,
    12), and the longest run of three or more ending with it, in any order."""
    if not count_cards:
        return PegScore(0, ())
    items: list[ScoreItem] = []
    total = sum(PIP[card] for card in count_cards)
    if total == 15:
        items.append(ScoreItem("fifteen", tuple(count_cards), FIFTEEN_POINTS))
    elif total == MAX_COUNT:
        items.append(ScoreItem("thirty-one", tuple(count_cards), THIRTY_ONE_POINTS))
    same = _same_rank_tail(count_cards)
    if same >= 2:
        items.append(ScoreItem("pair", tuple(count_cards[-same:]), PEG_PAIR_POINTS[same]))
    run = _run_tail(count_cards)
    if run:
        items.append(ScoreItem("run", tuple(count_cards[-run:]), run))
    return PegScore(sum(item.points for item in items), tuple(items))


def _same_rank_tail(cards: Sequence[Card]) -> int:
    rank = RANK[cards[-1]]
    same = 1
    for index in range(len(cards) - 2, -1, -1):
        if RANK[cards[index]] != rank:
            break
        same += 1
    return same


def _run_tail(cards: Sequence[Card]) -> int:
    """Length of the longest run (3+) formed by the last cards, 0 if none. A
    repeated rank ends the search: no longer tail can then be a run."""
    seen = 0
    low = high = RANK[cards[-1]]
    best = 0
    length = 0
    for index in range(len(cards) - 1, -1, -1):
        rank = RANK[cards[index]]
        bit = 1 << rank
        if seen & bit:
            break
        seen |= bit
        length += 1
        if rank < low:
            low = rank
        elif rank > high:
            high = rank
        if length >= 3 and high - low == length - 1:
            best = length
    return best


def peg_total(count_cards: Sequence[Card], count: int) -> int:
    """``peg_points(count_cards).total`` without the items, given the count
    (the pip total of ``count_cards``): the playouts' path."""
    points = FIFTEEN_POINTS if count == 15 else THIRTY_ONE_POINTS if count == MAX_COUNT else 0
    size = len(count_cards)
    if size < 2:
        return points
    last = RANK[count_cards[-1]]
    if RANK[count_cards[-2]] == last:
        same = 2
        while same < size and RANK[count_cards[-same - 1]] == last:
            same += 1
        return points + PEG_PAIR_POINTS[same]
    if size >= 3:
        points += _run_tail(count_cards)
    return points


_PEG_SAME_RANK = {2: N_("a pair"), 3: N_("three of a kind"), 4: N_("four of a kind")}


def describe_peg(score: PegScore, translated: bool = True) -> str:
    """ "fifteen for two", "a pair and a run of three for five" (in the
    player's language unless not ``translated``)."""
    parts = []
    for item in score.items:
        if item.kind == "fifteen":
            parts.append(fill(N_("fifteen"), translated))
        elif item.kind == "thirty-one":
            parts.append(fill(N_("thirty-one"), translated))
        elif item.kind == "pair":
            parts.append(fill(_PEG_SAME_RANK[len(item.cards)], translated))
        elif item.kind == "run":
            parts.append(fill(N_("a run of {size}"), translated, size=number_word(len(item.cards), translated)))
    if not parts:
        return fill(N_("nothing"), translated)
    return fill(
        N_("{said} for {total}"),
        translated,
        said=said_list(parts, translated),
        total=number_word(score.total, translated),
    )
