"""Camicia: one test per sentence of "Camicia by Stefano Cirolini"
(shared/seeds/001_..., lines 211-238) and of the Camicia line of
shared/rules/NOTES.md, then the endless deals, the words shown, and a whole
game traced by hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.ai.levels import make_level
from cardtable.core.cards import Card, Rank, Suit, french_deck, italian_deck, parse_cards
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.moves import Move
from cardtable.core.options import OptionError
from cardtable.core.reasons import IllegalMove, SeatNames
from cardtable.games.camicia import GAME, CamiciaState
from cardtable.games.camicia.state import TURN
from cardtable.games.camicia.turning import DEMAND, LIMIT, REPEATED, TOO_LONG, Table, deal


def table_of(first: str, second: str, to_move: int = 0, limit: int = LIMIT) -> Table:
    """A table with the packets written top card first."""
    return Table([parse_cards(first), parse_cards(second)], to_move, limit)


def state_of(first: str, second: str, to_move: int = 0, limit: int = LIMIT) -> CamiciaState:
    """A game in progress on hand-made packets; the dealer is the other seat."""
    context = HandContext(0, 1 - to_move, (0, 0))
    return CamiciaState(GAME.resolve(2), "hand-made", context, table_of(first, second, to_move, limit))


def packets(table: Table) -> tuple[str, str]:
    return tuple(" ".join(card.text for card in packet) for packet in table.packets)  # type: ignore[return-value]


# -- the game and the cards -----------------------------------------------------


def test_a_game_for_two_players() -> None:
    """ "Camicia is a game of pure luck for two players." """
    assert (GAME.min_players, GAME.max_players, GAME.default_players) == (2, 2, 2)
    assert GAME.family == "luck"
    with pytest.raises(OptionError, match="for 2 players, not 3"):
        GAME.resolve(3)


def test_the_italian_deck_of_forty_cards() -> None:
    """ "An Italian deck of 40 cards is used" """
    state = GAME.new_hand(2, None, 7)
    assert Counter(state.cards()) == Counter(italian_deck())
    assert len(list(state.cards())) == 40


def test_a_fifty_two_card_deck_as_an_option() -> None:
    """ "(you can also use a 52 card deck - though I never did)" """
    state = GAME.new_hand(2, {"deck": "french"}, 7)
    assert Counter(state.cards()) == Counter(french_deck())
    labels = dict(zip(GAME.option_specs[0].choices, GAME.option_specs[0].choice_labels, strict=True))
    assert labels == {"italian": "Italian, 40 cards", "french": "French, 52 cards"}


def test_suits_are_ignored() -> None:
    """ "Suits are ignored." Every card of a rank does the same, and a deal
    with its suits changed round plays exactly the same game."""
    for rank in Rank:
        if rank:
            assert len({DEMAND[Card(rank, suit)] for suit in Suit}) == 1
    for seed in range(20):
        original = GAME.new_hand(2, None, seed).table
        swapped = Table(
            [[Card(card.rank, (card.suit + 1) % 4) for card in packet] for packet in original.packets],  # type: ignore[operator]
            original.to_move,  # type: ignore[arg-type]
        )
        original.play_out()
        swapped.play_out()
        assert (original.turned, original.winner) == (swapped.turned, swapped.winner)


def test_aces_twos_and_threes_attack_the_others_are_normal() -> None:
    """ "There are two types of cards: aces, two and threes are attack cards,
    the other are normal (cannon-fodder) cards." """
    for card in french_deck():
        assert (DEMAND[card] > 0) == (card.rank in (Rank.ACE, Rank.TWO, Rank.THREE))


# -- the deal ----------------------------------------------------------------------


def test_all_the_cards_dealt_face_down_twenty_each() -> None:
    """ "All the cards are dealt to the two players, face down, so that they
    end up with a packet of 20 cards each." """
    state = GAME.new_hand(2, None, 3)
    for seat in (0, 1, None):
        view = state.view(seat)
        for owner in (0, 1):
            pile = view.pile(f"packet:{owner}")
            assert pile.count == 20 and pile.known() == [] and pile.owner == owner
        assert view.pile("pile").count == 0
    french = GAME.new_hand(2, {"deck": "french"}, 3)
    assert [len(packet) for packet in french.table.packets] == [26, 26]


def test_the_cards_are_dealt_one_at_a_time_from_the_dealers_opponent() -> None:
    """Decision: the deal goes one card at a time, the dealer's opponent
    first, each card on top of its packet; the dealer's opponent turns
    first."""
    deck = parse_cards("AC 2C 3C 4C 5C 6C")
    # Dealer 0: seat 1 gets AC, 3C, 5C, the last on top.
    assert [[card.text for card in packet] for packet in deal(deck, 0)] == [["6C", "4C", "2C"], ["5C", "3C", "AC"]]
    assert [[card.text for card in packet] for packet in deal(deck, 1)] == [["5C", "3C", "AC"], ["6C", "4C", "2C"]]
    for dealer in (0, 1):
        state = GAME.new_hand(2, None, 5, HandContext(0, dealer, (0, 0)))
        assert state.to_move == 1 - dealer


# -- the play --------------------------------------------------------------------------


def test_the_players_alternate_turning_their_top_card() -> None:
    """ "The players then alternate to turn the top card of their packet face
    up and put it in a pile on the table. If the card is 'normal', no action
    is taken and the play passes to the other player." """
    state = state_of("5C 6C 7C", "4D KD QD")
    assert state.legal_moves() == (TURN,)
    movers = []
    for _ in range(4):
        movers.append(state.to_move)
        state.apply(TURN)
    assert movers == [0, 1, 0, 1]
    assert [card.text for card in state.view(0).pile("pile").cards] == ["5C", "4D", "6C", "KD"]  # type: ignore[union-attr]
    assert state.view(1).get("attack") is None


@pytest.mark.parametrize("attack,owed", [("AH", 1), ("2H", 2), ("3H", 3)])
def test_an_attack_asks_one_two_or_three_cards(attack: str, owed: int) -> None:
    """ "When an 'attack' card is played by one of the players, the other
    player has to play a number of cards corresponding to the face value of
    the attack card, that is one card for an ace, two cards for a two, and
    three cards for a three." """
    state = state_of(f"{attack} 5C", "4D 5D 6D 7D KD")
    state.apply(TURN)
    assert state.view(0).get("attack") == (0, owed)
    for left in range(owed, 0, -1):
        assert state.to_move == 1
        assert state.view(1).get("attack") == (0, left)
        state.apply(TURN)
    assert state.to_move == 0  # the answer is over: the attacker took the pile and turns next
    assert [len(packet) for packet in state.table.packets] == [1 + 1 + owed, 5 - owed]


def test_an_all_normal_answer_gives_the_attacker_the_pile_under_their_packet() -> None:
    """ "If all the cards played in response to an attack are normal, the
    attacking player takes the pile of played cards and puts then face down
    to the bottom of their packet." Decision: the pile goes under as it lies,
    turned over (the first card turned onto it comes up first), and the
    attacker turns next."""
    table = table_of("5C 2H 9C", "4D 6D KD QD")
    for _ in range(4):  # 5C, 4D, 2H (attack for two), 6D
        table.turn()
    assert table.attacker == 0 and table.owed == 1
    table.turn()  # KD: the second normal card of the answer
    assert packets(table) == ("9C 5C 4D 2H 6D KD", "QD")
    assert table.pile == [] and table.attacker is None and table.to_move == 0


def test_an_attack_card_in_the_answer_voids_the_former_attack() -> None:
    """ "If one of the cards played in response to an attack is an attack
    card itself, the former attack is null, and the new attack is
    processed." """
    table = table_of("3C 4C 5C 6C", "4D AD KD QD")
    table.turn()  # 3C: seat 1 owes three cards
    table.turn()  # 4D: two more
    assert (table.attacker, table.owed) == (0, 2)
    table.turn()  # AD: the three is void; seat 0 owes one card
    assert (table.attacker, table.owed, table.to_move) == (1, 1, 0)
    table.turn()  # 4C answers the ace: seat 1 takes the whole pile
    assert packets(table) == ("5C 6C", "KD QD 3C 4D AD 4C")
    assert table.to_move == 1


def test_a_player_who_runs_out_of_cards_loses() -> None:
    """ "When a player runs out of cards, that player loses the game." """
    state = state_of("5C", "4D KD")
    state.apply(TURN)
    assert state.is_over and state.winner == 1
    result = GAME.hand_result(state)
    assert result.points == (0, 1)
    assert result.cells == {"winner": 1, "turned": 1, "endless": False}
    assert result.summary[0].text(SeatNames(["Anne", "Beth"], 0)) == "Beth won: you ran out of cards."


def test_running_out_in_the_middle_of_an_answer_loses_at_once() -> None:
    """NOTES: "a player who runs out loses at once": with cards still owed,
    and even when the last card turned is an attack card (which would have
    attacked, had there been a card left to play on)."""
    state = state_of("3C 5C", "4D KD")
    state.apply(TURN)  # 3C: seat 1 owes three
    state.apply(TURN)  # 4D
    state.apply(TURN)  # KD: seat 1 is out, one card still owed
    assert state.is_over and state.winner == 0 and state.table.owed == 1
    attacked_last = state_of("5C 6C", "2D")
    attacked_last.apply(TURN)
    attacked_last.apply(TURN)  # 2D, seat 1's last card: an attack, but seat 1 is out
    assert attacked_last.is_over and attacked_last.winner == 0
    assert attacked_last.legal_moves() == ()


# -- endless deals -----------------------------------------------------------------------


def test_an_endless_deal_is_stopped_when_the_same_packets_come_back() -> None:
    """Decision (the text is silent): when, with the pile empty, both packets
    and the player to turn are as they were before, the game would go round
    for ever; it is stopped there as endless and nobody scores.

    Found by a search over small decks: AH 4C KC against 4D AS QH, seat 0
    first. After turn 2 seat 0 takes AH 4D (packets 4C KC AH 4D / AS QH,
    seat 0 to turn); the pile is taken again after turns 5, 8 and 11, and
    after turn 14 (KC, AH, 4D) the packets are 4C KC AH 4D / AS QH again,
    seat 0 to turn."""
    state = state_of("AH 4C KC", "4D AS QH")
    state.apply(TURN)
    state.apply(TURN)
    assert packets(state.table) == ("4C KC AH 4D", "AS QH")
    while not state.is_over:
        state.apply(TURN)
    assert state.table.turned == 14 and state.table.endless == REPEATED
    assert packets(state.table) == ("4C KC AH 4D", "AS QH")
    assert str(state.view(0).prompt) == "The same packets came back: this deal would never end."
    result = GAME.hand_result(state)
    assert result.points == (0, 0)
    assert result.cells == {"winner": None, "turned": 14, "endless": True}


def test_the_backstop_stops_a_deal_that_goes_on_too_long() -> None:
    """Decision: besides the repeats, a deal stops as endless after ``LIMIT``
    cards turned, far beyond the longest finite game found in 100,000 deals
    of each deck (1,714 Italian, 3,377 French: benchmarks/camicia.md), and
    below the contract's 20,000 moves a hand."""
    assert 5_000 <= LIMIT < 20_000
    state = state_of("5C 6C 7C 4C KC QC", "4D 5D 6D 7D KD QD", limit=7)
    for _ in range(7):
        state.apply(TURN)
    assert state.is_over and state.table.endless == TOO_LONG
    assert str(state.view(1).prompt) == "7 cards turned without a winner: the deal is stopped as endless."


def test_an_endless_deal_scores_nothing_and_the_match_deals_again() -> None:
    """Decision: an endless deal is no game won; the match goes on until a
    player has won ``target`` games."""
    match = Match(GAME, 2, {"target": 1}, seed="endless")
    match.state = state_of("AH 4C KC", "4D AS QH")
    while not match.state.is_over:
        match.state.apply(TURN)
    match.finish_hand()
    assert match.scores == [0, 0] and not match.is_over
    state = match.deal()
    while not state.is_over:
        state.apply(TURN)
    match.finish_hand()
    assert match.is_over and sorted(match.scores) == [0, 1]


# -- what the players are told -------------------------------------------------------------


def test_the_prompts() -> None:
    """The player to turn is told "Turn your top card.", or under attack how
    many more cards answer it; the other waits."""
    state = state_of("2C 5C", "4D 5D 6D")
    names = SeatNames(["Anne", "Beth"], 0)
    assert state.view(0).prompt.text(names) == "Turn your top card."
    assert state.view(1).prompt.text(SeatNames(["Anne", "Beth"], 1)) == "Waiting for Anne."
    state.apply(TURN)
    assert state.view(1).prompt.text(SeatNames(["Anne", "Beth"], 1)) == "Turn 2 more cards: answer the attack."
    state.apply(TURN)
    assert state.view(1).prompt.text(SeatNames(["Anne", "Beth"], 1)) == "Turn 1 more card: answer the attack."


def test_the_status_lines_show_the_packets_and_the_attack() -> None:
    """The cards in each packet are seen as counts; an attack says how many
    cards are still to answer it."""
    state = state_of("3C 5C", "4D 5D 6D")
    state.apply(TURN)
    names = SeatNames(["Anne", "Beth"], 0)
    assert [line.text(names) for line in state.view(0).status] == [
        "You: 1 card in your packet",
        "Beth: 3 cards in the packet",
        "Attack: 3 cards to answer",
        "Turned: 1 card",
    ]
    assert state.view(0).get("turned") == 1 and state.view(0).get("packets") == (1, 3)


def test_turning_is_the_only_move() -> None:
    """Anything else is refused with the reason, and the move reads back."""
    state = state_of("5C", "4D")
    assert Move.parse(str(TURN)) is TURN
    with pytest.raises(IllegalMove, match="only move is to turn the top card"):
        state.apply(Move("play", (Card.parse("5C"),)))
    assert state.table.turned == 0


def test_every_level_just_turns_without_a_search() -> None:
    """Pure luck: Expert turns its card as Normal does, at once (the search
    is never started for the one legal move)."""
    state = GAME.new_hand(2, None, 1)
    info = information(state, state.to_move)
    for level in ("easy", "normal", "hard", "expert"):
        agent = make_level(level, GAME)
        assert agent.choose(info, random.Random(0)) is TURN
        assert getattr(agent, "last_iterations", 0) == 0
    assert str(GAME.heuristic_agent().explain(info, TURN)).startswith("Turning the top card is the only move")


def test_determinize_redeals_the_packets_keeping_their_sizes() -> None:
    """No one sees a packet's cards, their owner included: an imagined deal
    redeals them all, each packet keeping its size and the pile its cards."""
    state = GAME.new_hand(2, None, 11)
    for _ in range(30):
        state.apply(TURN)
    imagined = state.determinize(0, random.Random(1))
    assert imagined.view(0) == state.view(0)
    assert [len(p) for p in imagined.table.packets] == [len(p) for p in state.table.packets]
    assert Counter(imagined.cards()) == Counter(state.cards())
    assert imagined.table.packets != state.table.packets
    assert imagined.table.seen == set()


def test_the_benchmarks_machine_is_the_games() -> None:
    """The length benchmark plays ``Table.play_out`` on the game's deal; the
    game played move by move ends the same way."""
    for seed in range(30):
        for deck in ("italian", "french"):
            fast = GAME.new_hand(2, {"deck": deck}, seed).table
            fast.play_out()
            state = GAME.new_hand(2, {"deck": deck}, seed)
            while not state.is_over:
                state.apply(TURN)
            assert len(state.history) == fast.turned == state.table.turned
            assert (state.winner, state.table.endless) == (fast.winner, fast.endless)


# -- a whole game, traced by hand ----------------------------------------------------------


def test_a_whole_game_traced_by_hand() -> None:
    """A short game on hand-made packets, seat 0 first, every turn checked:
    (card, who turns next, the attack in force after it)."""
    table = table_of("5C 2H 7C JC QC AH 6C", "4D 6D 3S KD QD")
    trace = [
        ("5C", 1, None),  # normal: the other turns
        ("4D", 0, None),
        ("2H", 1, (0, 2)),  # seat 0 attacks for two
        ("6D", 1, (0, 1)),
        ("3S", 0, (1, 3)),  # a counter-attack: the two is void, seat 0 owes three
        ("7C", 0, (1, 2)),
        ("JC", 0, (1, 1)),
        ("QC", 1, None),  # answered with normal cards only: seat 1 takes the pile and turns
        ("KD", 0, None),
        ("AH", 1, (0, 1)),
        ("QD", 0, None),  # seat 0 takes KD AH QD and turns
        ("6C", 1, None),
        ("5C", 0, None),
        ("KD", 1, None),
        ("4D", 0, None),
        ("AH", 1, (0, 1)),
        ("2H", 0, (1, 2)),  # a counter-attack again
        ("QD", None, (1, 1)),  # seat 0's last card: out in the middle of the answer, and lost
    ]
    for step, (card, to_move, attack) in enumerate(trace, 1):
        assert table.turn().text == card, step
        now = None if table.attacker is None else (table.attacker, table.owed)
        assert (table.to_move, now) == (to_move, attack), step
        if step == 8:
            assert packets(table) == ("AH 6C", "KD QD 5C 4D 2H 6D 3S 7C JC QC")
        if step == 11:
            assert packets(table) == ("6C KD AH QD", "5C 4D 2H 6D 3S 7C JC QC")
    assert table.loser == 0 and table.winner == 1 and table.turned == 18
    assert packets(table) == ("", "6D 3S 7C JC QC")
    assert [card.text for card in table.pile] == ["6C", "5C", "KD", "4D", "AH", "2H", "QD"]
