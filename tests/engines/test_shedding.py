"""The shared shedding block: matching, drawing and rebuilding the stock,
turn order with skips and reversals, draw penalties, scoring."""

from __future__ import annotations

import random

from cardtable.core.cards import Card, Suit, parse_cards
from cardtable.engines.shedding import (
    advance,
    can_draw,
    can_draw_now,
    draw_answers,
    draw_cards,
    draw_rebuilding,
    hand_penalty,
    matches,
    matches_named_suit,
    refill_stock,
    reverse,
    stack_draw,
    step,
    wild_penalty_value,
)


def test_matching_by_rank_or_suit_or_named_suit() -> None:
    top = Card.parse("KH")
    assert matches(Card.parse("3H"), top) and matches(Card.parse("KS"), top)
    assert not matches(Card.parse("3S"), top)
    assert matches(Card.parse("3S"), top, Suit.SPADES)
    assert matches_named_suit(Card.parse("3S"), Suit.SPADES)


def test_refill_keeps_the_top_discard() -> None:
    stock: list[Card] = []
    discard = parse_cards("2C 3C 4C")
    assert refill_stock(stock, discard, random.Random(1))
    assert discard == parse_cards("4C") and sorted(stock) == parse_cards("2C 3C")
    assert not refill_stock([], parse_cards("5C"), random.Random(1))


def test_draw_cards_rebuilds_and_stops_when_nothing_is_left() -> None:
    stock = parse_cards("9D")
    discard = parse_cards("2C 3C 4C")
    drawn = draw_cards(stock, discard, 5, random.Random(2))
    assert drawn[0] == Card.parse("9D") and len(drawn) == 3 and discard == parse_cards("4C")
    assert can_draw([], parse_cards("2C 3C")) and not can_draw([], parse_cards("2C"))


def test_draw_rebuilding_makes_the_shuffler_only_when_needed() -> None:
    made: list[int] = []

    def make() -> random.Random:
        made.append(1)
        return random.Random(3)

    stock, discard = parse_cards("5S 6S"), parse_cards("2C 3C 4C")
    assert draw_rebuilding(stock, discard, 2, make) == (parse_cards("6S 5S"), False)
    assert not made
    drawn, rebuilt = draw_rebuilding(stock, discard, 1, make)
    assert rebuilt and made and len(drawn) == 1 and discard == parse_cards("4C")
    frozen_stock, frozen_discard = parse_cards("7S"), parse_cards("2C 3C")
    assert draw_rebuilding(frozen_stock, frozen_discard, 3, make, may_rebuild=False) == (parse_cards("7S"), False)
    assert can_draw_now([], parse_cards("2C 3C")) and not can_draw_now([], parse_cards("2C 3C"), False)


def test_step_skip_and_reverse() -> None:
    assert step(3, 1, 4) == 0 and step(0, -1, 4) == 3 and step(0, 1, 4, skip=1) == 2
    assert reverse(1) == -1
    assert advance(0, 1, 4) == (1, 1)
    assert advance(0, 1, 4, skips=1) == (2, 1)
    assert advance(0, 1, 4, reverses=True) == (3, -1)
    assert advance(0, 1, 2, reverses=True) == (0, -1)  # two players: the reverser plays again
    assert advance(0, 1, 2, reverses=True, reverse_skips_with_two=False) == (1, -1)


def test_draw_penalties_stack() -> None:
    assert stack_draw(0) == 2 and stack_draw(2) == 4 and stack_draw(4, per_card=5) == 9
    assert draw_answers(parse_cards("2C 5H 2D"), (2,)) == parse_cards("2C 2D")


def test_penalty_values() -> None:
    assert [wild_penalty_value(c) for c in parse_cards("8S KD JC 7H AS")] == [50, 10, 10, 7, 1]
    assert wild_penalty_value(Card.parse("JS"), wild_rank=11) == 50
    assert wild_penalty_value(Card.parse("8S"), wild_rank=11) == 8
    assert wild_penalty_value(Card.parse("AS"), wild_rank=1) == 50
    assert hand_penalty(parse_cards("8S KD 3C")) == 63
    assert hand_penalty(parse_cards("JS 8S"), lambda c: wild_penalty_value(c, 11)) == 58
