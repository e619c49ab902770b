"""Counting hands and pegging points (cardtable/games/cribbage/scoring.py)."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from cardtable.core.cards import Card, parse_cards
from cardtable.games.cribbage.scoring import (
    DECK,
    PIP,
    RANK_KEY,
    announce,
    announce_text,
    describe_peg,
    peg_points,
    peg_total,
    rank_points,
    score_hand,
    score_total,
)


def count(hand: str, starter: str, is_crib: bool = False) -> int:
    cards = parse_cards(hand)
    turned = Card.parse(starter)
    full = score_hand(cards, turned, is_crib)
    assert score_total(cards, turned, is_crib) == full.total
    assert sum(item.points for item in full.items) == full.total
    return full.total


def kinds(hand: str, starter: str, is_crib: bool = False) -> list[str]:
    return [item.kind for item in score_hand(parse_cards(hand), Card.parse(starter), is_crib).items]


# -- pip values -----------------------------------------------------------------


def test_pip_values() -> None:
    """Seed: "announcing the cumulative pip score of all cards played in the
    phase thus far (ace = 1 point, pictures score 10)"."""
    assert [PIP[Card.parse(text)] for text in "AS 2S 9S 10S JS QS KS".split()] == [1, 2, 9, 10, 10, 10, 10]


# -- the show ---------------------------------------------------------------------


def test_the_twenty_nine_hand() -> None:
    """Seed: "two points for each different combination of cards that totals
    fifteen pips", "two points for each pair", "one point if the hand contains
    the jack whose suit matches that of the face-up card": three fives and the
    jack, the fourth five of the jack's suit turned, is the best hand, 29."""
    assert count("5C 5D 5H JS", "5S") == 29
    assert kinds("5C 5D 5H JS", "5S").count("fifteen") == 8
    assert kinds("5C 5D 5H JS", "5S").count("pair") == 6
    assert kinds("5C 5D 5H JS", "5S").count("nobs") == 1


def test_double_double_run_four_five_six_six_with_a_four() -> None:
    """Seed: "x points for each run of at x consecutive cards, x > 2" and "two
    points for each pair of equivalued cards": 4-5-6-6 with a 4 turned is
    four runs of three (12), two pairs (4) and four fifteens (8): 24."""
    assert count("4C 5D 6H 6S", "4D") == 24
    assert kinds("4C 5D 6H 6S", "4D").count("run") == 4


def test_a_double_run_is_two_runs() -> None:
    """Seed: "x points for each run": 3-4-5-5 is two runs of three and a pair,
    with two fifteens off a king: 12."""
    score = score_hand(parse_cards("3C 4D 5H 5S"), Card.parse("KD"))
    runs = [item for item in score.items if item.kind == "run"]
    assert len(runs) == 2 and all(item.points == 3 for item in runs)
    assert score.total == 12


def test_a_run_of_five() -> None:
    """Seed: "x points for each run of at x consecutive cards": 9-10-J-Q-K is a
    run of five (5) plus the fifteens of the nine... none: 9 needs a six."""
    assert count("9C 10D JH QS", "KD") == 5


def test_four_card_flush_in_the_hand() -> None:
    """Seed: "four points for a four card flush in which all four cards in the
    hand are of the same suit"."""
    assert count("2H 4H 8H QH", "KS") == 4
    assert "flush" in kinds("2H 4H 8H QH", "KS")


def test_three_in_the_hand_and_the_starter_are_no_flush() -> None:
    """Seed: "three in the hand along with the top card of the deck do not
    count for this"."""
    assert "flush" not in kinds("2H 4H 8H QS", "KH")


def test_five_card_flush_scores_five_not_four_and_five() -> None:
    """Seed: "five points for a five card flush ... Four and five card flushes
    cannot be claimed off the same hand!"."""
    score = score_hand(parse_cards("2H 4H 8H QH"), Card.parse("KH"))
    flushes = [item for item in score.items if item.kind == "flush"]
    assert [item.points for item in flushes] == [5]


def test_the_crib_flush_counts_only_with_the_starter() -> None:
    """NOTES: "a crib flush counts only with the starter, for 5"."""
    assert count("2H 4H 8H QH", "KS", is_crib=True) == 0
    assert count("2H 4H 8H QH", "KH", is_crib=True) == 5


def test_his_nob() -> None:
    """Seed: "one point if the hand contains the jack whose suit matches that
    of the face-up card, claimed by saying "one for his nob"."""
    assert count("JH 2C 4D 8S", "7H") == 1 + 2  # nob, and 7+8
    assert "nobs" not in kinds("JH 2C 4D 8S", "7S")


def test_a_hand_worth_nothing() -> None:
    """Seed: "The player claiming points for a hand examines it and can claim
    points for the following combinations" and there may be none."""
    assert count("2C 4D 6H 8S", "QC") == 0
    assert announce(score_hand(parse_cards("2C 4D 6H 8S"), Card.parse("QC"))) == ["nineteen: nothing"]


def test_every_possible_total_and_no_nineteen() -> None:
    """Seed: the counting rules above. Over every rank combination of hand and
    starter, with the suits that fit it, the totals possible are 0 to 29
    except 19, 25, 26 and 27, and 29 is the most."""
    possible: set[int] = set()
    for ranks in combinations_with_replacement(range(1, 14), 5):
        if any(ranks.count(rank) > 4 for rank in ranks):
            continue
        key = sum(1 << (3 * (rank - 1)) for rank in ranks)
        base = rank_points(key)
        for turned_at in set(range(5)):
            starter = ranks[turned_at]
            hand = ranks[:turned_at] + ranks[turned_at + 1 :]
            jack = 11 in hand
            possible.add(base)
            if jack and starter != 11:
                possible.add(base + 1)
            if len(set(hand)) == 4:
                possible.add(base + 4)
                if len(set(ranks)) == 5:
                    possible.add(base + 5 + (1 if jack else 0))
    assert max(possible) == 29
    assert set(range(30)) - possible == {19, 25, 26, 27}


def test_fast_total_agrees_with_the_itemised_count() -> None:
    """Seed: the counting rules; the cached fast path must give the same total
    as the itemised count on any hand, in the crib or not."""
    rng = random.Random(11)
    for _ in range(3000):
        cards = rng.sample(DECK, 5)
        is_crib = rng.random() < 0.5
        assert score_total(cards[:4], cards[4], is_crib) == score_hand(cards[:4], cards[4], is_crib).total


def test_the_rank_key_ignores_order() -> None:
    """Seed: fifteens, pairs and runs depend on the pips and ranks only."""
    cards = parse_cards("4C 5D 6H 6S 4D")
    forward = sum(RANK_KEY[card] for card in cards)
    backward = sum(RANK_KEY[card] for card in reversed(cards))
    assert forward == backward and rank_points(forward) == 24


def test_announcing_a_count() -> None:
    """Seed: points "must be claimed by the player": the count is said aloud
    with the running total, "one for his nob" at the end."""
    score = score_hand(parse_cards("5C 5D 4H JS"), Card.parse("6S"))
    # 5+J, 5+J, 5+4+6, 5+4+6 = four fifteens; a pair of fives; two runs 4-5-6; nob.
    assert announce_text(score) == (
        "fifteen two, fifteen four, fifteen six, fifteen eight, a pair is ten, "
        "a run of three is thirteen, a run of three is sixteen and one for his nob is seventeen"
    )
    assert score.total == 17


def test_three_of_a_kind_is_announced_as_six() -> None:
    """Seed: "the last ... three (six points)" cards alike: a pair royal is
    three pairs, six points."""
    score = score_hand(parse_cards("7C 7D 7H 2S"), Card.parse("KS"))
    assert announce(score) == ["three of a kind is six"]


# -- the pegging -------------------------------------------------------------------


def peg(text: str) -> int:
    cards = parse_cards(text)
    total = peg_points(cards).total
    assert peg_total(cards, sum(PIP[card] for card in cards)) == total
    return total


def test_fifteen_in_play() -> None:
    """Seed: "the cumulative pip total is fifteen or thirty-one (two points)"."""
    assert peg("7C 8D") == 2
    assert describe_peg(peg_points(parse_cards("7C 8D"))) == "fifteen for two"


def test_thirty_one_in_play() -> None:
    """Seed: "the cumulative pip total is fifteen or thirty-one (two points)"."""
    assert peg("KC QD 9H 2S") == 2


def test_pairs_in_play_are_by_rank() -> None:
    """Seed: "the last two (two points), three (six points) or four (twelve
    points) cards bear the same pip value"; NOTES: "pairs by rank, not by pip
    value", so a king on a queen is no pair."""
    assert peg("3C 3D") == 2
    assert peg("3C 3D 3H") == 6
    assert peg("2C 2D 2H 2S") == 12
    assert peg("QC KD") == 0


def test_runs_in_play_of_three_or_more_in_any_order() -> None:
    """Seed: "the last x cards ... form a run (in sequence, suit irrelevent) (x
    points)"; NOTES: "runs of three or more in pegging"."""
    assert peg("2C 4D 3H") == 3
    assert peg("2C 4D 3H 5S") == 4
    assert peg("6C 2C 4D 3H 5S") == 5
    assert peg("9C 6D 5H") == 0  # 6-5 is only two
    assert peg("QC KD AH") == 0  # no turning the corner


def test_a_pair_breaks_a_run() -> None:
    """NOTES: "runs of three or more in pegging": a run must be among the
    last cards, so 4-5-5-6 has none (the tail 5-5-6 repeats a rank)."""
    assert peg("4C 5D 5H 6S") == 0
    assert peg("4C 5D 5H") == 2


def test_fifteen_and_a_run_together() -> None:
    """Seed: points "are awarded if" each condition holds: 4-5-6 is fifteen
    and a run of three: five."""
    score = peg_points(parse_cards("4C 5D 6H"))
    assert score.total == 5
    assert describe_peg(score) == "fifteen and a run of three for five"


@pytest.mark.parametrize("text", ["5C", "10C 5D", "AC AD"])
def test_peg_total_small(text: str) -> None:
    """Seed: the pegging points above, for one or two cards."""
    cards = parse_cards(text)
    assert peg_total(cards, sum(PIP[c] for c in cards)) == peg_points(cards).total
