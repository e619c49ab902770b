"""Chinese Ten's rules pages (``rules*.md``): the five pages have the same
shape, the deal, scoring and result tables give the rule text's numbers and
add up, the page's account of the cards left on the table holds for the
rules it states, and every option is named and the
deal table is what the game deals."""

from __future__ import annotations

import importlib
import random
from collections import Counter
from typing import Any

import pytest

from ..rules_pages import LANGUAGES, page, tables

PACKAGE = "cardtable.games.chinese_ten"


def _page(language: str) -> str:
    return page(PACKAGE, language)


def _game() -> Any:
    return importlib.import_module(PACKAGE).GAME


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deal_table_is_the_rule_texts_deal(language: str) -> None:
    """ "For a game with two players: each player gets twelve cards. For a
    game with three players: each player gets eight cards. For a game with
    four players: each player gets six cards." and "four cards are turned
    over face up from the remaining deck". Each row: players, cards each,
    the table, the stock (the rest of 52 cards)."""
    rows = [[int(cell) for cell in row] for row in tables(_page(language))[0]]
    assert [row[:3] for row in rows] == [[2, 12, 4], [3, 8, 4], [4, 6, 4]]
    for players, each, table, stock in rows:
        assert stock == 52 - players * each - table


def test_the_deal_table_is_what_the_game_deals() -> None:
    """The engine deals what the page says: hands, the table and the stock."""
    game = _game()
    for row in tables(_page("en"))[0]:
        players = int(row[0])
        view = game.new_hand(players, game.resolve(players, None), "pages").view(0)
        hands = [view.pile(f"hand:{seat}").count for seat in range(players)]
        assert hands == [int(row[1])] * players
        assert (view.pile("table").count, view.pile("stock").count) == (int(row[2]), int(row[3]))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scoring_table_adds_up_to_the_tie_scores(language: str) -> None:
    """ "Cards that have a face value equal to or greater than ten are scored
    as ten points. A nine is also worth ten points and an ace is worth twenty
    points.", "When playing with three people the ace of spades is worth
    thirty points. When playing with three or four people the ace of spades is
    worth thirty points and the ace of clubs is worth forty points." and "The
    score for a tie game (for two people) is for each person to have 105
    points. The score for a tie game (for three people) is 80 points a person.
    For four people, it is 70 points." Each row: players, red cards, ace of
    spades, ace of clubs, all points, the tie score."""
    red_suit = 20 + sum(range(2, 9)) + 10 * 5
    rows = [[int(cell) for cell in row] for row in tables(_page(language))[1]]
    assert rows == [
        [2, 2 * red_suit, 0, 0, 2 * red_suit, 105],
        [3, 2 * red_suit, 30, 0, 2 * red_suit + 30, 80],
        [4, 2 * red_suit, 30, 40, 2 * red_suit + 70, 70],
    ]
    for players, red, spades, clubs, everything, tie in rows:
        assert red + spades + clubs == everything == players * tie


def _numbers(cell: str) -> list[int]:
    return [int(part.strip().replace("\u2212", "-")) for part in cell.split("/")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_results_are_measured_against_the_tie_score(language: str) -> None:
    """ "The difference of your score from the tie score is how many points you
    win or lose by." with "player 1 had 90 points, and the player 2 had 120
    points. Player 2 then won by 15 points and player 1 lost by fifteen
    points", and "If you choose to, you can do this scoring the normal way.
    That is, the difference between scores is the amount the person wins
    by." (against each other player, added up). Each row: players, the
    points taken, the results against the tie score, the plain differences."""
    tie_scores = {int(row[0]): int(row[5]) for row in tables(_page(language))[1]}
    rows = tables(_page(language))[2]
    assert [int(row[0]) for row in rows] == [2, 3, 4]
    assert _numbers(rows[0][1]) == [90, 120]
    for row in rows:
        players = int(row[0])
        points, tie, plain = _numbers(row[1]), _numbers(row[2]), _numbers(row[3])
        assert len(points) == players and sum(points) == players * tie_scores[players]
        assert tie == [score - tie_scores[players] for score in points]
        assert plain == [sum(score - other for other in points) for score in points]
        assert sum(tie) == sum(plain) == 0


def _partner(rank: int) -> int:
    """The rank that makes ten with ``rank`` (1 to 13; 10 to 13 pair with themselves)."""
    return 10 - rank if rank < 10 else rank


def _table_left(rng: random.Random, players: int) -> tuple[list[int], list[int]]:
    """One deal played at random by the rules the page states (ranks only):
    the first four table cards and the cards left on the table at the end."""
    deck = [rank for rank in range(1, 14) for _ in range(4)]
    rng.shuffle(deck)
    each = {2: 12, 3: 8, 4: 6}[players]
    hands = [deck[seat * each : (seat + 1) * each] for seat in range(players)]
    table = deck[players * each : players * each + 4]
    first = list(table)
    stock = deck[players * each + 4 :]
    seat = 0
    while stock:
        pairs = [(card, other) for card in hands[seat] for other in table if _partner(card) == other]
        card, other = rng.choice(pairs) if pairs else (rng.choice(hands[seat]), None)
        hands[seat].remove(card)
        if other is None:
            table.append(card)
        else:
            table.remove(other)
        turned = stock.pop()
        fits = [other for other in table if _partner(turned) == other]
        if fits:
            table.remove(rng.choice(fits))
        else:
            table.append(turned)
        seat = (seat + 1) % players
    assert not any(hands)
    return first, table


def test_the_table_ends_empty_but_for_the_pages_exception() -> None:
    """The page: the table is empty at the end of the deal, except "when the
    first four table cards hold three or four fives, tens, jacks, queens or
    kings of one rank", and then "two or four of them" are left. Played at
    random by the rule text's turn ("If a player cannot make a matching pair
    on his move: the player is to play one of his cards onto the table. Then
    he is to flip over the top card from the deck ...")."""
    rng = random.Random(18)
    exceptions = 0
    for number in range(3000):
        first, left = _table_left(rng, 2 + number % 3)
        triples = {rank: count for rank, count in Counter(first).items() if rank in (5, 10, 11, 12, 13) and count >= 3}
        assert Counter(left) == {rank: 2 * count - 4 for rank, count in triples.items()}
        exceptions += bool(triples)
    assert exceptions > 0  # the exception was met, and held


def test_the_english_page_names_every_option_and_choice() -> None:
    """A new option cannot go unexplained."""
    game = _game()
    text = _page("en")
    for spec in game.option_specs:
        assert f"**{spec.label}**" in text, spec.name
        for label in spec.choice_labels or ():
            assert label in text, label
