"""Chinese Ten's rules, each test quoting the sentence of the rule text
("Chinese Ten", Jennifer Bullock, ``shared/seeds/001_...``) or of NOTES it
checks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.ai.agents import make_agent
from cardtable.core.cards import Card, french_deck
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.reasons import IllegalMove
from cardtable.games.chinese_ten import GAME
from cardtable.games.chinese_ten.scoring import deck_total, points

from .helpers import do, legal, position, texts


@pytest.mark.parametrize(("players", "size"), [(2, 12), (3, 8), (4, 6)])
def test_the_deal_sizes_four_face_up_and_the_stock(players: int, size: int) -> None:
    """ "For a game with two players: each player gets twelve cards. For a game
    with three players: each player gets eight cards. For a game with four
    players: each player gets six cards." "After all the cards have been
    dealt, four cards are turned over face up from the remaining deck" ... "(Just
    as long as you have four cards out and the remaining deck on the table.)" """
    state = GAME.new_hand(players, None, f"deal{players}", HandContext(0, 1, (0,) * players))
    assert [len(hand) for hand in state.hands] == [size] * players
    assert len(state.table) == 4
    assert len(state.stock) == 52 - 4 - size * players == 24
    assert Counter(state.cards()) == Counter(french_deck())
    view = state.view(0)
    assert view.pile("table").cards == tuple(state.table)
    assert view.pile("stock").cards == (None,) * 24


def test_the_player_left_of_the_dealer_starts_and_the_turn_passes_left() -> None:
    """The agreed design: the player to the dealer's left starts; play goes
    to the left."""
    state = GAME.new_hand(3, None, "order", HandContext(0, 1, (0, 0, 0)))
    assert state.to_move == 2
    state.apply(state.legal_moves()[0])
    if state.to_move == 2:  # the turned card pairs with several: the same player chooses
        state.apply(state.legal_moves()[0])
    assert state.to_move == 0


def test_the_texts_layout_example() -> None:
    """ "The four cards on the layout are a 5, an ace, a ten, and a three. To
    make a move on this turn (with this layout), a player would need to play
    a five - out of his hand - (on the five), ace (on the nine), a ten (on the
    ten), or a seven (on the three)." NOTES: "ace (on the nine)" means a nine
    on the ace."""
    state = position(["5C 9S 10D 7H 4C KS", "2C 2D 2H 2S 3C 3D"], "5H AC 10S 3S")
    assert legal(state) == ["pair 10D 10S", "pair 5C 5H", "pair 7H 3S", "pair 9S AC"]


@pytest.mark.parametrize("rank", ["10", "J", "Q", "K"])
def test_tens_and_court_cards_pair_with_the_same_rank(rank: str) -> None:
    """ "For cards that have face value greater than ten, you just play the
    same card on it. (Tens on tens, jacks on jacks, queens on queens, kings
    on kings...)" """
    others = [r for r in ("10", "J", "Q", "K") if r != rank]
    table = " ".join(f"{r}S" for r in others) + " 2D"
    state = position([f"{rank}H 3C", "4C 4D"], f"{rank}C {table}")
    assert legal(state) == [f"pair {rank}H {rank}C"]


def test_cards_that_do_not_make_ten_are_not_a_pair() -> None:
    """ "Players are to make pairs of cards that add up to ten": a 4 on a 5,
    a jack on a king or a king on a 10 is no pair."""
    state = position(["4C JD 10H", "2C 2D 2H"], "5S KC 3H")
    assert legal(state) == ["lay 10H", "lay 4C", "lay JD"]
    with pytest.raises(IllegalMove) as refused:
        do(state, "pair 4C 5S")
    assert str(refused.value) == "That card does not make ten with that table card."


def test_the_pair_is_taken_and_kept_face_down() -> None:
    """ "After a person makes a play, he takes the pair (that he made add up
    to ten) and puts them in a stack of cards by him (face down, for later
    evaluation)." """
    state = position(["5C 3D", "4C 4D"], "5H 2S", "QH 2C 6S")
    do(state, "pair 5C 5H")
    assert texts(state.taken[0]) == ["5C", "5H"]
    assert state.view(1).pile("taken:0").cards == (None, None)
    assert state.view(1).get("taken_cards")[0] == ("5C", "5H")
    assert "5H" not in texts(state.table)


def test_the_turned_card_takes_a_pair_the_texts_example() -> None:
    """ "A person lays a five on a five. He picks up the two fives off of the
    table and puts them into a stack by him. He then turns over the top card
    in the deck ... Suppose this new card was a king and there was a king on
    the table as well. He takes both kings, and doesn't flip over any more
    cards." NOTES: the turned card is face up."""
    state = position(["5C 3D", "4C 4D"], "5H KS 2S", "KH 6C 6D")
    do(state, "pair 5C 5H")
    assert texts(state.taken[0]) == ["5C", "5H", "KH", "KS"]
    assert texts(state.table) == ["2S"]
    assert len(state.stock) == 2 and state.to_move == 1


def test_a_turned_card_that_makes_no_ten_stays_face_up_on_the_table() -> None:
    """ "He also flips over the top card from the deck and places it face up
    on the table." A card that pairs with nothing stays there."""
    state = position(["5C 3D", "4C 4D"], "5H KS 2S", "QH 6C 6D")
    do(state, "pair 5C 5H")
    assert texts(state.table) == ["2S", "KS", "QH"]
    assert state.view(1).pile("table").cards[-1] == Card.parse("QH")


def test_the_player_chooses_when_the_turned_card_pairs_with_several() -> None:
    """NOTES: "When several table cards match, the player chooses." The
    turned card waits face up until the player says which it takes."""
    state = position(["5C 3D", "4C 4D"], "5H 9H 9S", "AH 6C 6D")
    do(state, "pair 5C 5H")
    assert state.to_move == 0 and state.turned == Card.parse("AH")
    assert legal(state) == ["take 9H", "take 9S"]
    assert str(state.view(0).prompt) == "The turned ace of hearts pairs with 2 table cards: choose one."
    assert state.view(1).pile("turned").cards == (Card.parse("AH"),)
    with pytest.raises(IllegalMove) as refused:
        do(state, "lay 3D")
    assert str(refused.value) == "Choose first the table card the turned ace of hearts takes."
    do(state, "take 9H")
    assert texts(state.taken[0]) == ["5C", "5H", "9H", "AH"]
    assert texts(state.table) == ["9S"] and state.turned is None and state.to_move == 1
    assert state.view(1).pile("turned").cards == ()


def test_a_card_is_laid_only_when_no_pair_can_be_made() -> None:
    """ "If a player cannot make a matching pair on his move: the player is to
    play one of his cards onto the table. Then he is to flip over the top card
    from the deck as stated above and see if the flipped card matches any of
    the cards on the table." """
    state = position(["7C 2D", "4C 4D"], "3H KS", "8S 6C 6D")
    assert legal(state) == ["pair 7C 3H"]
    with pytest.raises(IllegalMove) as refused:
        do(state, "lay 2D")
    assert str(refused.value) == "You can make a pair, so you may not lay a card."
    assert str(state.view(0).prompt) == "Pair a card of your hand with a table card to make ten."
    stuck = position(["2D 4H", "4C 4D"], "3H KS", "8S 6C 6D")
    assert legal(stuck) == ["lay 2D", "lay 4H"]
    assert str(stuck.view(0).prompt) == "No pair: lay a card on the table."
    do(stuck, "lay 2D")
    # The 8 turned makes ten with the 2 just laid: the player takes both.
    assert texts(stuck.taken[0]) == ["2D", "8S"] and texts(stuck.table) == ["3H", "KS"]


def test_the_table_may_hold_more_or_fewer_than_four() -> None:
    """ "Although the game is started with four cards on the table, it is
    possible to have more or less than four cards on the table during the
    course of the game." """
    state = position(["2D 4H", "5C 6D"], "3H KS QC JD", "9S 8C 6C 6D")
    do(state, "lay 2D")  # the 9 turned pairs with nothing
    assert len(state.table) == 6
    fewer = position(["5C 3D", "4C 4D"], "5H KS 2S 9C", "KH 6C 6D")
    do(fewer, "pair 5C 5H")
    assert len(fewer.table) == 2


def test_refusals_name_the_rule_and_change_nothing() -> None:
    """Moves the rules refuse are refused with the rule, and the deal is unchanged."""
    state = position(["5C 3D", "4C 4D"], "5H 9H 2S", "QH 6C 6D")
    for text, words in (
        ("pair 5D 5H", "You do not hold that card."),
        ("pair 5C 5S", "That card is not on the table."),
        ("pair 3D 5H", "That card does not make ten with that table card."),
        ("take 9H", "You take with the turned card only when it pairs with several table cards."),
        ("draw", "Pair a hand card with a table card, lay a card, or take with the turned card."),
        ("lay 3D", "You can make a pair, so you may not lay a card."),
    ):
        before = (texts(state.table), [texts(h) for h in state.hands], len(state.history))
        with pytest.raises(IllegalMove) as refused:
            do(state, text)
        assert str(refused.value) == words
        assert before == (texts(state.table), [texts(h) for h in state.hands], len(state.history))


def test_the_deal_ends_when_the_hands_and_the_stock_run_out_together() -> None:
    """Twenty-four cards are dealt and twenty-four are left in the stock, one
    of each a turn: "the remaining deck" is turned card by card until the
    hands are played out."""
    state = GAME.new_hand(4, None, "end", HandContext(0, 0, (0,) * 4))
    rng = random.Random(3)
    turns = 0
    while state.to_move is not None:
        if state.turned is None:
            turns += 1
        state.apply(rng.choice(state.legal_moves()))
    assert turns == 24 and not state.stock and not any(state.hands)


def _layout_leaves_cards(layout: list[Card]) -> bool:
    """Three or four fives, tens, jacks, queens or kings in the layout: a
    rank that pairs with itself, one card of it left to come."""
    counts = Counter(int(card.rank) for card in layout)
    return any(counts[rank] >= 3 for rank in (5, 10, 11, 12, 13))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_is_empty_at_the_end_and_every_point_is_taken(players: int) -> None:
    """A player who can pair must, and a turned card that fits is taken: the
    partner counts then leave the table empty when the hands and the stock
    run out (an ace for each nine taken, fives and court cards two at a
    time), except after a layout of three or four of a rank that pairs with
    itself. At every move the points taken and the points "left" add up to
    the deck's, 210 red points (240 and 280 with the black aces)."""
    levels = ["random", "normal", "easy"]
    leftovers = 0
    for number in range(240):
        names = [levels[(number + seat) % len(levels)] for seat in range(players)]
        agents = [make_agent(name, GAME) for name in names]
        state = GAME.new_hand(players, None, f"empty{number}", HandContext(number, number % players, (0,) * players))
        layout = list(state.table)
        rng = random.Random(number)
        while state.to_move is not None:
            move = agents[state.to_move].choose(information(state, state.to_move), rng)
            state.apply(move)
            view = state.view(number % players)
            assert sum(view.get("points")) + view.get("left") == deck_total(players)
        assert sum(points(stack, players) for stack in state.taken) == deck_total(players)
        assert state.table == []
        if _layout_leaves_cards(layout):
            leftovers += 1
            triples = {rank for rank, n in Counter(int(c.rank) for c in layout).items() if n >= 3}
            assert len(state.swept) in (2, 4) and {int(card.rank) for card in state.swept} <= triples
        else:
            assert state.swept == ()
    assert deck_total(2) == 210 and leftovers < 10


@pytest.mark.parametrize("level", ["hard#8", "expert#8"])
def test_the_search_levels_also_empty_the_table(level: str) -> None:
    """The same count holds whoever plays: with the searching levels too."""
    for number in range(3):
        agents = [make_agent(level, GAME), make_agent("normal", GAME)]
        state = GAME.new_hand(2, None, f"search{number}", HandContext(number, 0, (0, 0)))
        layout = list(state.table)
        rng = random.Random(number)
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        assert state.table == []
        assert (state.swept != ()) == _layout_leaves_cards(layout)
        assert sum(points(stack, 2) for stack in state.taken) == 210


def test_cards_left_at_the_end_go_to_the_last_player_who_took_a_pair() -> None:
    """Decision (rules.md): three kings dealt face up leave two on the table
    once the fourth has taken one; at the end the last player who took a
    pair takes whatever is left, so every card is in a stack."""
    state = position(["KD", "2C"], "KS KC KH", "QS 3C")
    do(state, "pair KD KS")
    assert state.to_move == 1
    do(state, "lay 2C")  # the 3 turned pairs with nothing
    assert state.to_move is None
    assert state.last_taker == 0
    assert texts(state.swept) == ["2C", "3C", "KC", "KH", "QS"]
    assert texts(state.taken[0]) == ["2C", "3C", "KC", "KD", "KH", "KS", "QS"]
    assert state.table == []


def test_a_match_is_deals_times_players_deals_everyone_dealing_in_turn() -> None:
    """The agreed design: the match is "Deals each" times the players, the
    deal passing to the left, so everyone deals as often."""
    match = Match(GAME, 3, {"deals": 2}, seed="match")
    agent = make_agent("normal", GAME)
    rng = random.Random(1)
    dealers = []
    while not match.is_over:
        state = match.deal()
        dealers.append(state.context.dealer)
        while state.to_move is not None:
            state.apply(agent.choose(information(state, state.to_move), rng))
        match.finish_hand()
    assert len(match.hands) == 6
    assert Counter(dealers) == {0: 2, 1: 2, 2: 2}
    assert match.winners() == [seat for seat in range(3) if match.scores[seat] == max(match.scores)]
