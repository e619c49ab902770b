"""The Normal Fan Tan player follows the text's "Basic Strategy", decides
from its view only, and the search's playouts and values are sound."""

from __future__ import annotations

import random

from cardtable.ai.agents import make_agent
from cardtable.core.cards import parse_cards
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.fan_tan import GAME
from cardtable.games.fan_tan.ai import FanTanAgent, pass_score, playout_move, search_utility
from cardtable.games.fan_tan.moves import PASS

from .helpers import do, position


def _choice(state) -> str:
    info = information(state)
    return str(FanTanAgent().choose(info, random.Random(0)))


def test_it_plays_what_opens_nothing_for_the_others() -> None:
    """ "Whenever possible, play to minimize the number of openings that your
    play will give to other players": the six of hearts, whose five it holds,
    rather than the eight of clubs, which lets the nine in."""
    state = position(["6H 5H 8C 2S", "KD", "QD"], rows="7H 7C")
    assert _choice(state) == "play 6H"


def test_runs_are_its_friends() -> None:
    """ "Runs (straights) are your friends: i.e., if you have the four through
    ten of a suit, you can keep everyone else from playing for a long time":
    holding the run it plays along it, opening nothing."""
    state = position(["4C 5C 6C 8C 9C 10C 9H", "KD", "QD"], rows="7C 7H 8H")
    choice = _choice(state)
    assert choice in ("play 6C", "play 8C")


def test_it_plays_an_ace_or_a_king_when_it_can() -> None:
    """ "When you can, play an ace or a king since no one else can play on
    them and this will also get rid of a card in your hand." """
    state = position(["KS 5D 2C", "QD", "JD"], rows="7S 8S 9S 10S JS QS 7D 6D")
    assert _choice(state) == "play KS"


def test_it_holds_back_the_pivots() -> None:
    """ "Avoid playing the 'controlling' or 'pivitol' cards in a game like the
    sixes, sevens, and eights for as long as you can since by not playing the
    eight, you prevent everyone holding higher cards from playing them." """
    state = position(["8H 3C 5D", "KD", "QD"], rows="7H 7C 6C 5C 4C")
    assert _choice(state) == "play 3C"
    state = position(["7S 3C 9D", "KD", "QD"], rows="7C 6C 5C 4C")
    assert _choice(state) == "play 3C"


def test_it_plays_a_seven_early_when_it_holds_the_far_cards() -> None:
    """ "If you have extremely high or low cards (like kings and queens or
    aces and twos) and the seven of that suit, it probably behooves you to
    play that seven early so that there is time in the game to build towards
    extremes." """
    state = position(["7C KC QC 7D 3D", "JH", "10H"])
    assert _choice(state) == "play 7C"


def test_it_plays_when_it_can_however_bad_the_card() -> None:
    """ "If you can play, you must play", and "the best way to ruin a Fan Tan
    game is to pass and then realize a few turns later that you could have
    actually played back then": with only plays that open rows for the
    others, and a pass offered beside them, it still plays (the rules offer
    no pass here; the player would not take one either)."""
    state = position(["7D 8C 2S KH", "6D 8D", "QS"], rows="7C 7H")
    legal = list(state.legal_moves())
    assert PASS not in legal and len(legal) == 2
    view = information(state).view
    move = FanTanAgent().decide(view, [PASS, *legal], random.Random(0))
    assert move in legal


def test_a_trump_stands_in_only_when_the_displaced_card_opens_nothing() -> None:
    """Trump Fan Tan: "Any card of the trump suit ... can replace any other
    card of that rank", and "the card that was displaced by the trump card
    must be played on the trump pile." The five of spades standing for the
    five of hearts opens nothing on the hearts (it holds the four), but the
    five of hearts, held by another, could then go at once on the spades,
    where the five of spades held it back: it plays the five on the spades.
    With the spades not yet open, the displaced five waits, and the stand-in
    is its best play."""
    trumps = {"trump": "S"}
    state = position(["5S 4H 8D KC", "5H QD", "JD 2C"], rows="7S 6S 7H 6H 7D", options=trumps)
    assert _choice(state) == "play 5S"
    state = position(["5S 4H 8D KC", "5H QD", "7S 2C"], rows="7H 6H 7D", options=trumps)
    assert _choice(state) == "play 5S H"


def test_it_keeps_its_trump_when_the_card_itself_will_do() -> None:
    """Trump Fan Tan: a trump "can replace any other card of that rank", so
    it is a card that fits more places: holding the five of hearts too, it
    plays that on the hearts and keeps the five of spades for later."""
    state = position(["5S 5H 4H 4S KC", "QD", "JD"], rows="7S 6S 7H 6H", options={"trump": "S"})
    assert _choice(state) in ("play 5H", "play 5S")
    state = position(["5S 5H 4H KC", "QD", "JD"], rows="7H 6H", options={"trump": "S"})
    assert _choice(state) == "play 5H"


def test_it_passes_its_worst_cards() -> None:
    """Hearts Tan: "It is obvious that you want to pass your worst cards":
    those far from their seven with none of the cards between; never a seven."""
    hand = parse_cards("7C 6C 5C 4C 3C KH AD 7S 8S 2S 10D QD JD")
    ranked = sorted(hand, key=lambda card: pass_score(card, hand), reverse=True)
    assert {str(card) for card in ranked[:3]} == {"KH", "AD", "2S"}
    assert all(str(card)[0] != "7" for card in ranked[:10])


def test_holding_the_far_cards_it_keeps_the_cards_on_their_way() -> None:
    """Hearts Tan: "If all you have is the 3 of clubs and the Queen of clubs,
    you might be inclined to pass those cards and none others. However, if
    you get passed the Ace of clubs and the King of clubs, you would have
    been better off keeping the three and the Queen." Holding the ace and
    the king as well, it passes those and keeps the three and the queen,
    which bring them nearer; holding only the three and the queen, those
    go first."""
    hand = parse_cards("AC 3C QC KC 7D 6D 8D 7H 8H 9H 6S 7S 8S")
    ranked = sorted(hand, key=lambda card: pass_score(card, hand), reverse=True)
    assert [str(card) for card in ranked[:2]] in (["AC", "KC"], ["KC", "AC"])
    state = position([" ".join(str(card) for card in hand), "2D", "3D"], options={"passing": True}, number=0)
    info = information(state)
    assert str(FanTanAgent().choose(info, random.Random(0))) in ("pass AC", "pass KC")
    hand = parse_cards("3C QC 5D 7D 6D 8D 7H 8H 9H 6S 7S 8S 9S")
    ranked = sorted(hand, key=lambda card: pass_score(card, hand), reverse=True)
    assert {str(card) for card in ranked[:2]} == {"3C", "QC"}


def test_it_passes_three_cards_in_hearts_tan() -> None:
    """The Normal player chooses its three cards, and the search defers to it
    there."""
    state = GAME.new_hand(4, GAME.preset("hearts_tan").values, seed=3)
    info = information(state)
    agent = FanTanAgent()
    move = agent.choose(info, random.Random(1))
    assert move in state.legal_moves() and move.kind == "pass" and move.cards
    assert agent.decides_exactly(info)


def test_it_plays_a_run_at_once_up_to_the_card_that_opens_the_row() -> None:
    """Crazy Tan: "If you have any number of consecutive numbers in the same
    suit (e.g. 3, 4, and 5 of clubs) then you may play them all at once", and
    runs "keep everyone else from playing ... because your new plays (up
    until the point at which you play the four or the ten) will not allow
    anyone else to play": the five and four go down together, the three,
    which would let the two in, waits (holding the two too, the three goes
    with them and the two waits)."""
    options = {"deal": "seven", "runs": True}
    state = position(["3C 4C 5C KD", "QD", "JD"], rows="7C 6C", options=options)
    assert _choice(state) == "play 4C 5C"
    state = position(["2C 3C 4C 5C KD", "QD", "JD"], rows="7C 6C", options=options)
    assert _choice(state) == "play 3C 4C 5C"


def test_it_plays_multiples_one_at_a_time_when_each_opens_a_row() -> None:
    """Crazy Tan: "If you have two or more cards of the same rank (e.g. two
    nines) and you can play both of them, then you may play both of them in
    one turn"; but each six opens its row's five for the others, and "by not
    playing the eight, you prevent everyone holding higher cards from playing
    them": one six now, the other held back."""
    options = {"deal": "seven", "multiples": True}
    state = position(["6C 6H KD 2S", "QD", "JD"], rows="7C 7H", options=options)
    assert _choice(state) in ("play 6C", "play 6H")
    state = position(["6C 6H 5H KD", "QD", "JD"], rows="7C 7H", options=options)
    assert _choice(state) == "play 6H"


def test_it_plays_parallel_runs_at_once() -> None:
    """Crazy Tan: "if you have, for example, the 4, 5, 6, 7 of clubs and the
    4, 5, 6, 7 of hearts, you can lay down eight cards in one turn": with the
    sevens down, the sixes and fives of both suits go at once, the fours
    (which would open both rows to the threes) later."""
    options = {"deal": "seven", "runs": True, "multiples": True, "parallel_runs": True}
    state = position(["4C 5C 6C 4H 5H 6H KD", "QD", "JD"], rows="7C 7H", options=options)
    assert _choice(state) == "play 5C 6C 5H 6H"


def test_its_hints_say_why() -> None:
    """Each choice comes with its reason, for the hint."""
    agent = FanTanAgent()
    state = position(["KS 5D 2C", "QD", "JD"], rows="7S 8S 9S 10S JS QS 7D 6D")
    info = information(state)
    assert "nobody can build on it" in str(agent.explain(info, Move.parse("play KS")))
    state = position(["2C 3C", "QD", "JD"], rows="7H")
    assert "pass" in str(agent.explain(information(state), Move.parse("pass")))


def test_the_playouts_play_legal_moves_to_the_end() -> None:
    """The search's playout policy, on every variation, and the values it
    ends with: the winner best, each in [0, 1]."""
    rng = random.Random(2)
    for preset in [None, *(preset.name for preset in GAME.presets)]:
        values = dict(GAME.preset(preset).values) if preset else {}
        state = GAME.new_hand(4, values, seed=preset or "default")
        while state.to_move is not None:
            move = playout_move(state, rng)
            assert move in state.legal_moves()
            state.apply(move)
        values_of = search_utility(state)
        assert values_of[state.winner] == max(values_of) > 0.5
        assert all(0.0 <= value <= 1.0 for value in values_of)


def test_the_playouts_play_as_normal_does() -> None:
    """The playouts follow Normal's rules of thumb from the mover's hand: a
    card whose next card it holds before one that opens a row for the
    others, an ace or a king when nothing is lost, a trump kept."""
    rng = random.Random(0)
    state = position(["6H 5H 8C 2S", "KD", "QD"], rows="7H 7C")
    assert all(str(playout_move(state, rng)) == "play 6H" for _ in range(5))
    state = position(["KS 5D 2C", "QD", "JD"], rows="7S 8S 9S 10S JS QS 7D 6D")
    assert all(str(playout_move(state, rng)) == "play KS" for _ in range(5))
    state = position(["5S 5H 4H KC", "QD", "JD"], rows="7S 6S 7H 6H", options={"trump": "S"})
    assert all(str(playout_move(state, rng)) == "play 5H" for _ in range(5))
    options = {"deal": "seven", "runs": True}
    state = position(["2C 3C 4C 5C KD", "QD", "JD"], rows="7C 6C", options=options)
    assert all(str(playout_move(state, rng)) == "play 3C 4C 5C" for _ in range(5))


def test_the_search_values_the_settlement() -> None:
    """With each loser paying the winner for its cards, a point is worth the
    same to every seat: a loser holding fewer is better off, and the winner
    more so the more cards the others are left with."""
    state = position(["7H", "2C", "KD QD JD"])
    do(state, "play 7H")
    values = search_utility(state)
    assert values[0] > 0.5 > values[1] > values[2]
    assert values[0] - 0.5 == (0.5 - values[1]) + (0.5 - values[2])
    richer = position(["7H", "2C 3C", "KD QD JD"])
    do(richer, "play 7H")
    assert search_utility(richer)[0] > values[0]
    state = position(["7H", "2C", "KD QD JD"], options={"scoring": "hands"})
    do(state, "play 7H")
    assert search_utility(state) == [1.0, 0.0, 0.0]


def test_the_search_levels_choose_legal_moves() -> None:
    """Hard and Expert (the generic search, here with few iterations) decide
    from the seat's information only."""
    state = GAME.new_hand(4, {}, seed=8)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(rng.choice(state.legal_moves()))
    for level in ("hard#40", "expert#40"):
        agent = make_agent(level, GAME)
        assert agent.choose(information(state), random.Random(1)) in state.legal_moves()
