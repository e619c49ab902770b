"""The Barbu heuristic player: it decides from its view alone, follows the
seed's advice where the advice is concrete, and beats random players."""

from __future__ import annotations

import random

from cardtable.ai.levels import make_level
from cardtable.core.cards import Rank, Suit, parse_cards
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.moves import Move
from cardtable.games.barbu import GAME, ai
from cardtable.games.barbu.ai import (
    BarbuAgent,
    best_rank,
    best_trumps,
    choose_contract_letter,
    playout_move,
)
from cardtable.games.barbu.scoring import DOMINOES

from .helpers import (
    HIGH_THEN_LOW,
    LOW_THEN_HIGH,
    ONE_SUIT_EACH,
    apply_all,
    arranged,
    cells,
    start_play,
)


def test_it_decides_from_the_view_only() -> None:
    """Two states the seat cannot tell apart get the same choice, in every phase."""
    agent = GAME.heuristic_agent()
    assert isinstance(agent, BarbuAgent)
    rng = random.Random(1)
    for number in range(6):
        state = GAME.new_hand(4, None, f"ai{number}", HandContext(number * 3, number % 4, (0,) * 4))
        while state.to_move is not None:
            seat = state.to_move
            sample = state.determinize(seat, rng)
            chosen = agent.choose(information(state, seat), random.Random(0))
            assert agent.choose(information(sample, seat), random.Random(0)) is chosen
            assert chosen in state.legal_moves()
            state.apply(chosen)


def test_the_seeds_dominoes_hand_names_the_seven() -> None:
    """ "with an ideal hand such as 568, 5689, 689, 689 the best choice of
    rank is the 7." """
    hand = parse_cards("5C 6C 8C 5D 6D 8D 9D 6H 8H 9H 6S 8S 9S")
    assert best_rank(hand) is Rank.SEVEN
    assert choose_contract_letter(hand, "NHQKLTD") == "D"


def test_trumps_in_the_long_strong_suit() -> None:
    """Trumps are named in the longest suit, the stronger of two as long."""
    hand = parse_cards("AS KS QS JS 10S 9S 3S AH KH AD 2C 3C 4C")
    assert best_trumps(hand) is Suit.SPADES
    assert choose_contract_letter(hand, "NHQKLTD") == "T"
    assert best_trumps(parse_cards("2S 3S 4S 5S AH KH QH JH 2C 3C 4C 2D 3D")) is Suit.HEARTS


def test_a_fair_trumps_hand_keeps_trumps_for_later() -> None:
    """ "Trumps can sensibly be left to the last hand ... Do not bid Trumps for
    the first hand of your seven unless you expect to win at least seven
    tricks": six trumps with three top honours is not enough."""
    hand = parse_cards("AS KS QS 10S 5S 3S 2H 3H 4H 5H KD 2C 3C")
    assert choose_contract_letter(hand, "NHQKLTD") != "T"
    assert choose_contract_letter(hand, "T") == "T"


def test_a_compulsory_double_is_spent_on_a_small_contract_before_positives_force_it() -> None:
    """ "It is bad to leave a compulsory double to the last hand of a seven,
    unless this hand will be something small ... It is particularly bad to be
    obliged to double a positive contract." With two doubles owed, three
    hands left and Trumps and Dominoes still to come, a player doubles
    declarer's No Tricks now."""
    earlier = [cells(1, c, seven=n) for n, c in enumerate("HQKL")]
    state = GAME.new_hand(4, None, "owed", HandContext(4, 0, (0,) * 4, tuple(earlier)))
    state.apply(Move.parse("contract N"))
    assert state.to_move == 2 and "pass" in [str(m) for m in state.legal_moves()]
    assert str(BarbuAgent().choose(information(state, 2), random.Random(0))) == "double 1"


def test_a_forced_double_is_made() -> None:
    """When the compulsory double is forced, the player doubles declarer."""
    earlier = [cells(1, c, seven=n) for n, c in enumerate("NHQKLT")]
    state = GAME.new_hand(4, None, "forced", HandContext(6, 0, (0,) * 4, tuple(earlier)))
    apply_all(state, "contract D", "rank 7")
    agent = BarbuAgent()
    while state.phase == "double":
        seat = state.to_move
        chosen = agent.choose(information(state, seat), random.Random(0))
        if seat != 1 and not state.doubled_by(seat):
            assert str(chosen) == "double 1"
        state.apply(chosen)
    assert {(0, 1), (2, 1), (3, 1)} <= set(state.doubles)


def test_it_dumps_a_queen_when_void() -> None:
    """No Queens: out of the led suit, throw a queen away."""
    state = start_play(arranged(*ONE_SUIT_EACH), "Q")
    state.apply(Move.parse("play 2C"))
    assert str(BarbuAgent().choose(information(state, 1), random.Random(0))) == "play QH"


def test_it_ducks_under_the_winning_card() -> None:
    """No Tricks: following suit, play the highest card that still loses."""
    state = start_play(arranged(*HIGH_THEN_LOW, declarer=1), "N")
    apply_all(state, "play JS")
    assert str(BarbuAgent().choose(information(state, 2), random.Random(0))) == "play 7S"


def test_it_keeps_its_trumps_when_it_cannot_head_the_trick() -> None:
    """Trumps: a player who cannot head the trick throws a side card."""
    state = start_play(arranged(*HIGH_THEN_LOW), "T", "S")
    apply_all(state, "play AC", "play 8S")
    chosen = BarbuAgent().choose(information(state, 2), random.Random(0))
    assert chosen.cards[0].suit is not Suit.SPADES


def test_it_trumps_cheaply_when_its_trump_will_not_hold() -> None:
    """Trumps: forced to trump with only low trumps, it plays the lowest."""
    state = start_play(arranged(*LOW_THEN_HIGH), "T", "S")
    state.apply(Move.parse("play AC"))
    assert str(BarbuAgent().choose(information(state, 1), random.Random(0))) == "play 2S"


def test_the_playout_policy_plays_legal_moves_fast() -> None:
    """The search's playout policy plays whole hands of every contract."""
    rng = random.Random(3)
    for number in range(16):
        state = GAME.new_hand(4, {"ravage_city": True}, f"po{number}", HandContext(number, number % 4, (0,) * 4))
        while state.to_move is not None:
            move = playout_move(state, rng)
            assert move in state.legal_moves()
            state.apply(move)
        assert all(0.0 <= u <= 1.0 for u in ai.search_utility(state))


def test_it_beats_random_players() -> None:
    """Over two matches with the seats swapped, the heuristic players score
    far more than random ones (who double at random)."""
    heuristic, random_agent = GAME.heuristic_agent(), RandomAgent()
    totals = {"heuristic": 0, "random": 0}
    for swap in (0, 1):
        agents = [heuristic, random_agent] * 2 if not swap else [random_agent, heuristic] * 2
        match = Match(GAME, 4, seed=f"beat{swap}")
        rng = random.Random(swap)
        while not match.is_over:
            state = match.deal()
            while state.to_move is not None:
                state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
            match.finish_hand()
        for seat in range(4):
            totals[agents[seat].name] += match.scores[seat]
    assert totals["heuristic"] > totals["random"] + 1000


def _expected_code(state, chosen: Move) -> str:
    """The reason a hint must give for ``chosen``, from the seat's view alone."""
    seat = state.to_move
    view = state.view(seat)
    if chosen.kind in ("contract", "trumps", "rank"):
        return f"ai_{chosen.kind}"
    if view.get("phase") == "double":
        if chosen.kind == "pass":
            return "ai_pass"
        return "ai_forced" if view.get("forced", ())[seat] else "ai_double"
    if view.get("contract") == DOMINOES:
        return "ai_domino"
    if view.get("trumps"):
        return "ai_trumps_card"
    trick = [card for card in view.pile("trick").cards if card is not None]
    if not trick:
        return "ai_lead"
    return "ai_follow" if chosen.cards[0].suit is trick[0].suit else "ai_dump"


def test_it_explains_its_choices() -> None:
    """Hints come with a reason for every kind of decision."""
    agent = BarbuAgent()
    rng = random.Random(2)
    state = GAME.new_hand(4, None, "explain")
    kinds = set()
    while state.to_move is not None:
        seat = state.to_move
        chosen = agent.choose(information(state, seat), rng)
        reason = agent.explain(information(state, seat), chosen)
        assert reason is not None and reason.code == _expected_code(state, chosen), (chosen, reason)
        kinds.add(chosen.kind)
        state.apply(chosen)
    assert {"contract", "pass", "play"} <= kinds


def _before_play(seed: str, phase: str):
    """A fresh seven's first hand, the Normal player's choices made up to ``phase``."""
    state = GAME.new_hand(4, None, seed, HandContext(0, 0, ()))
    normal = GAME.heuristic_agent()
    while state.to_move is not None and state.phase != phase:
        state.apply(normal.choose(information(state, state.to_move), random.Random(0)))
    return state


def test_hard_chooses_the_contract_the_seven_needs() -> None:
    """With a hand that does better than most in No Tricks, Hard (like Normal)
    declares it rather than spending Dominoes, which the search valued by
    this hand's raw score alone (and the others doubling it at random)."""
    state = _before_play("find7", "contract")
    info = information(state, state.to_move)
    assert str(make_level("hard", GAME, iterations=300).choose(info, random.Random(1))) == "contract N"
    assert GAME.heuristic_agent().decides_exactly(info)


def test_hard_doubles_as_the_estimates_say_and_searches_the_play() -> None:
    """In Trumps with a hand no better than declarer's, Hard passes (the search
    alone doubled her over too few deals); once the cards are played, the
    search decides."""
    state = _before_play("find0", "double")
    info = information(state, state.to_move)
    assert str(make_level("hard", GAME, iterations=300).choose(info, random.Random(1))) == "pass"
    state = _before_play("find0", "play")
    assert not GAME.heuristic_agent().decides_exactly(information(state, state.to_move))


def test_the_playouts_shed_high_cards_early_in_no_last_two() -> None:
    """Only the last two tricks score in No Last Two: the playout leads its
    ace at the first trick, as the Normal player does, rather than a low card
    that keeps the ace for the end."""
    state = start_play(arranged(*ONE_SUIT_EACH), "L")
    assert str(playout_move(state, random.Random(0))) == "play AC"
    assert str(GAME.heuristic_agent().choose(information(state, 0), random.Random(0))) == "play AC"


def test_the_search_values_a_hand_on_the_scale_of_its_contract() -> None:
    """All thirteen tricks of an undoubled No Tricks are the whole range of
    the search's values (a fixed scale fit for a Trumps hand doubled all round
    made them a tenth of it); a double widens the range of the two players
    it binds, so their values stay between 0 and 1."""
    state = start_play(arranged(*ONE_SUIT_EACH), "N")
    while state.to_move is not None:
        state.apply(playout_move(state, random.Random(0)))
    assert ai.search_utility(state) == [0.0, 0.5, 0.5, 0.5]
    doubled = arranged(*ONE_SUIT_EACH)
    apply_all(doubled, "contract N", "double 0", "pass")
    while doubled.phase == "double":
        doubled.apply(Move("pass"))
    while doubled.to_move is not None:
        doubled.apply(playout_move(doubled, random.Random(0)))
    assert GAME.hand_result(doubled).points == (-52, 26, 0, 0)
    assert ai.search_utility(doubled) == [0.0, 0.75, 0.5, 0.5]
