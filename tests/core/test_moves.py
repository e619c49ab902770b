"""Moves: small frozen hashable values with a canonical text form that parses back."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.core.cards import Card, french_deck
from cardtable.core.moves import Move, play


def test_moves_are_interned_values() -> None:
    assert play(Card.parse("QS")) is Move.parse("play QS")
    assert hash(Move("draw")) == hash(Move.parse("draw"))


def test_text_forms() -> None:
    assert str(Move("play", (Card.parse("8S"),), "H")) == "play 8S H"
    assert str(Move("bid", (), 3)) == "bid 3"
    assert Move.parse("bid 3").arg == 3
    assert Move.parse("pass 2C 3C 4C").cards == tuple(Card.parse(t) for t in ("2C", "3C", "4C"))


def test_moves_are_immutable() -> None:
    with pytest.raises(AttributeError):
        Move("draw").kind = "play"  # type: ignore[misc]


@pytest.mark.parametrize("text", ["", "play H QS", "9lives"])
def test_bad_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Move.parse(text)


def test_an_argument_may_not_look_like_a_card() -> None:
    with pytest.raises(ValueError):
        Move("name", (), "QS")


def test_number_is_the_argument_as_a_number() -> None:
    assert Move("bid", (), 3).number() == 3
    assert Move.parse("double 2").number() == 2
    with pytest.raises(TypeError):
        Move("draw").number()


@given(
    st.sampled_from(["play", "pass", "discard", "draw", "bid", "go", "call"]),
    st.lists(st.sampled_from(french_deck(2, 1)), max_size=3),
    st.one_of(st.none(), st.integers(-50, 50), st.sampled_from(["H", "nil", "C", "last"])),
)
def test_every_move_round_trips(kind: str, cards: list[Card], arg: object) -> None:
    move = Move(kind, tuple(cards), arg)  # type: ignore[arg-type]
    assert Move.parse(str(move)) is move
