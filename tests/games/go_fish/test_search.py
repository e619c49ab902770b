"""What Hard and Expert rely on in Go Fish (``go_fish/search.py``): the
playouts ask as a player at the table would, from the mover's hand and the
public log alone, and play legal moves to the end of every kind of hand; the
values of a hand are in [0, 1] and follow the score; the imagined deals keep
what the table knows and spread the rest fairly."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from cardtable.ai.agents import make_agent
from cardtable.core.cards import Card, parse_cards
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.go_fish import GAME, GoFishState
from cardtable.games.go_fish.search import _memory, playout_move, search_utility

SETTINGS: tuple[tuple[int, dict[str, Any]], ...] = (
    (4, {}),
    (2, {}),
    (6, {}),
    (3, {"stock": False, "play_out": True}),
    (4, {"play_out": True}),
    (3, {"ask_for": "card"}),
    (3, {"ask_for": "card", "bluff": True, "play_out": True}),
    (4, {"scoring": "points"}),
)


def position(hands: list[str], stock: str = "", options: Mapping[str, Any] | None = None) -> GoFishState:
    """A hand dealt as given (the stock's last card is drawn first); seat 0 starts."""
    players = len(hands)
    context = HandContext(0, players - 1, (0,) * players)
    resolved = GAME.resolve(players, options)
    return GoFishState(players, resolved, 0, context, [parse_cards(h) for h in hands], parse_cards(stock))


def do(state: GoFishState, *moves: str) -> GoFishState:
    for text in moves:
        state.apply(Move.parse(text))
    return state


def positions(seed: int) -> Iterator[GoFishState]:
    """Every position of a few hands of every setting, played by the playouts."""
    for index, (players, options) in enumerate(SETTINGS):
        for hand in range(3):
            state = GAME.new_hand(players, options, f"ai:{seed}:{index}:{hand}")
            rng = random.Random(hand)
            while state.to_move is not None:
                yield state
                state.apply(playout_move(state, rng))


def test_the_playouts_play_legal_moves_to_the_end() -> None:
    rng = random.Random(3)
    count = 0
    for index, (players, options) in enumerate(SETTINGS):
        for hand in range(6):
            state = GAME.new_hand(players, options, f"legal:{index}:{hand}")
            while state.to_move is not None:
                move = playout_move(state, rng)
                assert move in state.legal_moves(), (options, str(move))
                state.apply(move)
                count += 1
            assert state.to_move is None
    assert count > 500


def test_the_playouts_read_only_what_the_mover_may_know() -> None:
    """Two worlds the mover cannot tell apart (the same view: its hand, the
    sizes of the others' and the whole public log, the hidden cards dealt
    otherwise) give the same move for the same random numbers."""
    checked = 0
    for state in positions(1):
        seat = state.to_move
        assert seat is not None
        one = state.determinize(seat, random.Random(1))
        two = state.determinize(seat, random.Random(2))
        assert one.view(seat) == two.view(seat)
        if one.hands != two.hands:
            checked += 1
        assert playout_move(one, random.Random(7)) is playout_move(two, random.Random(7))
    assert checked > 100


def test_the_playouts_memory_is_what_the_table_knows() -> None:
    """The ranks a playout's players know a seat holds, or lacks, are the
    public facts of ``knowledge.derive`` (asking for ranks)."""
    for state in positions(2):
        if state.card_mode:
            continue
        knowledge = state.knowledge()
        memory = _memory(state)
        for seat in range(state.players):
            holds = {rank for rank in range(1, 14) if memory.holds[seat] >> rank & 1}
            lacks = {rank for rank in range(1, 14) if memory.lacks[seat] >> rank & 1}
            assert holds == {rank for rank in range(1, 14) if knowledge.least[seat][rank] > 0}
            assert lacks == set(knowledge.voids[seat])


def test_the_playouts_ask_the_player_known_to_hold_the_rank() -> None:
    """Seat 2 asked for jacks and fished: the mover, holding one jack, asks
    seat 2 for jacks rather than anyone for its pair of fives."""
    state = position(["JD 5C 5S 9H", "2C 3D", "JS 4H", "KD KS"], "AC AD AH 6C 7C 8C")
    do(state, "ask 1-9", "ask 2-3", "ask 3-J", "ask 0-K")  # each fishes; seat 0 again
    assert state.to_move == 0
    moves = Counter(str(playout_move(state, random.Random(seed))) for seed in range(20))
    assert moves == Counter({"ask 2-J": 20})


def test_the_playouts_ask_for_the_rank_held_most_of_a_player_not_known_to_lack_it() -> None:
    """Nobody is known to hold a rank of the mover's: it asks for its fives,
    and not of seat 1, who had none (its hand as large as seat 2's), nor of
    seat 3, whose hand is smaller. Authors: no stock, so no hidden draw
    makes the table forget that seat 1 lacks fives."""
    authors = {"stock": False, "play_out": True}
    state = position(["5C 5S 9H", "2C 3D 6H 8S", "JS 4H 5D KC", "KD KS 9C"], options=authors)
    do(state, "ask 1-5", "ask 0-2")  # two misses: the turn passes to seat 1, then back
    assert state.to_move == 0
    moves = Counter(str(playout_move(state, random.Random(seed))) for seed in range(20))
    assert moves == Counter({"ask 2-5": 20})


def test_the_playouts_draw_into_an_empty_hand() -> None:
    """Play-out: "A player whose hand is empty draws from the stock when the turn comes"."""
    state = position(["5C", "2C 3D", "5D 5H 5S"], "AC AD", {"play_out": True})
    do(state, "ask 2-5")  # a book: seat 0's hand is empty, and its turn goes on
    assert state.to_move == 0 and not state.hands[0]
    assert str(playout_move(state, random.Random(0))) == "draw"


def test_the_values_are_in_0_1_and_follow_the_books() -> None:
    """One hand a match: the most books win it, a tie shares the win; for
    points, each seat's share of the books."""
    finished = []
    for index, (players, options) in enumerate(SETTINGS):
        for hand in range(4):
            state = GAME.new_hand(players, options, f"values:{index}:{hand}")
            rng = random.Random(hand)
            while state.to_move is not None:
                state.apply(playout_move(state, rng))
            finished.append(state)
    for state in finished:
        values = search_utility(state)
        books = [len(made) for made in state.books]
        assert len(values) == state.players
        assert all(0.0 <= value <= 1.0 for value in values)
        for a in range(state.players):
            for b in range(state.players):
                if books[a] > books[b]:
                    assert values[a] > values[b]
                if books[a] == books[b]:
                    assert values[a] == pytest.approx(values[b])
        if state.options["scoring"] == "points":
            assert sum(values) == pytest.approx(1.0)
        else:
            best = max(range(state.players), key=lambda seat: values[seat])
            assert books[best] == max(books)


def test_a_sole_winner_is_worth_more_than_a_shared_win() -> None:
    sole = position(["2C", "3C", "4C"], "5C 6C")
    sole.books = [[1, 7], [8], [9]]
    shared = position(["2C", "3C", "4C"], "5C 6C")
    shared.books = [[1, 7], [8, 11], [9]]
    assert search_utility(sole)[0] > search_utility(shared)[0] > search_utility(shared)[2]
    assert search_utility(shared)[0] == pytest.approx(search_utility(shared)[1])


def test_the_imagined_deals_spread_the_unknown_cards_fairly() -> None:
    """Seat 1 said "Go fish!" to fives and has not drawn since, seat 3 asked
    for kings (and was handed one) and for sevens: in every world seat 1
    holds no five and seat 3 two kings; the two fives nobody is known to hold
    lie with seat 2, seat 3 and the stock in proportion to the cards there
    that no known fact fixes (2; 5 less a king handed over, another king and
    a seven; 7)."""
    state = position(["5C 9H 9D", "2C 3D 4S", "KC 4H 8D", "KD QS 7H"], "AC AD AH 6C 8C 5H 5D JH 10S 10C JD")
    do(state, "ask 3-9", "ask 2-K", "ask 1-7", "ask 0-2", "ask 1-5")  # every miss fishes another card
    assert state.to_move == 1
    seat = 0
    fives: Counter[str] = Counter()
    rng = random.Random(5)
    worlds = 800
    for _ in range(worlds):
        world = state.determinize(seat, rng)
        assert world.view(seat) == state.view(seat)
        assert not any(card.rank == 5 for card in world.hands[1])
        assert sum(1 for card in world.hands[3] if card.rank == 13) == 2
        for place, cards in (("2", world.hands[2]), ("3", world.hands[3]), ("stock", world.stock)):
            fives[place] += sum(1 for card in cards if card.rank == 5)
    free = {"2": 2, "3": 2, "stock": 7}
    for place, room in free.items():
        assert fives[place] / worlds == pytest.approx(2 * room / sum(free.values()), abs=0.08)


def test_the_search_levels_ask_the_player_known_to_hold_the_rank() -> None:
    """Hard and Expert (a fixed budget) ask seat 2 for the jack it is known
    to hold, as Normal does: the search starts from Normal's judgement."""
    for level in ("hard#150", "expert#300"):
        state = position(["JD 5C 5S 9H", "2C 3D", "JS 4H", "KD KS"], "AC AD AH 6C 7C 8C")
        do(state, "ask 1-9", "ask 2-3", "ask 3-J", "ask 0-K")
        move = make_agent(level, GAME).choose(information(state, 0), random.Random(1))
        assert str(move) == "ask 2-J"


def test_the_search_levels_play_legal_moves_in_every_setting() -> None:
    for index, (players, options) in enumerate(SETTINGS):
        state = GAME.new_hand(players, options, f"search:{index}")
        agent = make_agent("hard#40", GAME)
        rng = random.Random(index)
        for _ in range(6):
            if state.to_move is None:
                break
            info = information(state, state.to_move)
            move = agent.choose(info, rng)
            assert move in state.legal_moves()
            state.apply(move)


def test_card_asks_in_the_playouts_are_for_a_card_the_mover_lacks() -> None:
    for state in positions(4):
        if not state.card_mode or state.bluff:
            continue
        move = playout_move(state, random.Random(0))
        if move.cards:
            card: Card = move.cards[0]
            assert card not in state.hands[state.to_move or 0]
