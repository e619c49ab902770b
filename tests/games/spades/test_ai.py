"""The Spades heuristic player: it decides from its view alone, bids the way
the seed advises, plays as a partnership (covers a partner's nil, sets an
opponent's, ducks once the bid is made, never trumps a partner's winner),
and beats random players."""

from __future__ import annotations

import random

from cardtable.core.cards import Suit, parse_cards
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.spades import GAME
from cardtable.games.spades.ai import SpadesAgent
from cardtable.games.spades.bidding import estimate_tricks, nil_risk
from cardtable.games.spades.rules import side_scores
from cardtable.games.spades.search import playout_move, quick_bid, search_utility

from .helpers import MIXED, apply_all, arranged, bid_all, move


def test_it_decides_from_the_view_only() -> None:
    """Two states the seat cannot tell apart get the same choice, in every phase."""
    agent = GAME.heuristic_agent()
    assert isinstance(agent, SpadesAgent)
    rng = random.Random(1)
    for number in range(4):
        state = GAME.new_hand(
            4, {"blind_exchange": True}, f"ai{number}", HandContext(number, number % 4, (0, 250, 0, 250))
        )
        while state.to_move is not None:
            seat = state.to_move
            sample = state.determinize(seat, rng)
            chosen = agent.choose(information(state, seat), random.Random(0))
            assert agent.choose(information(sample, seat), random.Random(0)) is chosen
            assert chosen in state.legal_moves()
            state.apply(chosen)


def test_aces_count_one_trick_kings_are_iffy() -> None:
    """ "Usually when people bid, aces are counted as one trick ... Kings are
    iffy tricks. Let's say you have a lot of hearts (5+), but you have the ace
    and the king. The ace could be counted, but the king may be trumped." """
    aces = parse_cards("AC 2C 3C AD 2D 3D AH 2H 3H 4H 5S 6S 7S")
    assert 2.9 <= estimate_tricks(aces) <= 3.5
    long_hearts = parse_cards("AH KH 7H 6H 5H 4H 2C 3C 4C 2D 3D 5S 6S")
    short_hearts = parse_cards("AH KH 7H 2C 3C 4C 5C 2D 3D 4D 5D 5S 6S")
    assert estimate_tricks(long_hearts) < estimate_tricks(short_hearts)


def test_short_suits_and_spades_make_ruffs() -> None:
    """ "If you are low in a suit (2 cards or less) and at least a few spades,
    you can usually expect to be able to trump that suit sometime." """
    void = parse_cards("2S 3S 4S 2H 3H 4H 5H 6H 2D 3D 4D 5D 6D")
    balanced = parse_cards("2S 3S 4S 2H 3H 4H 5H 2D 3D 4D 2C 3C 4C")
    assert estimate_tricks(void) >= estimate_tricks(balanced) + 1
    assert estimate_tricks(parse_cards("AS KS QS JS 10S 9S 8S 2H 3H 4H 2D 3D 4D")) >= 7


def _bid_view(hand_text: str, bids: list, seat: int = 0, scores=(0, 0, 0, 0)):
    """A state where ``seat`` (holding ``hand_text``) is to bid after ``bids``."""
    hand = parse_cards(hand_text)
    rest = [c for c in GAME.new_hand(4, None, 1).cards() if c not in hand]
    hands = [rest[0:13], rest[13:26], rest[26:39]]
    hands.insert(seat, hand)
    state = arranged(*[" ".join(map(str, h)) for h in hands], dealer=(seat - len(bids) - 1) % 4, scores=list(scores))
    bid_all(state, *bids)
    state.apply(move("look"))
    return state


def test_nil_with_a_hand_that_cannot_win_a_trick() -> None:
    """ "Unless you have a really, really bad hand, it is hard to go 'nil'."
    With no high card, few low spades and a partner who bid enough: nil."""
    agent = SpadesAgent()
    weak = "2C 3C 4C 5C 2D 3D 4D 6D 2H 3H 4H 5H 2S"
    state = _bid_view(weak, [4, 5], seat=0)  # the partner (seat 2) bid 4, then seat 3 bid 5
    chosen = agent.choose(information(state, 0), random.Random(0))
    assert chosen is Move("nil")
    assert nil_risk(parse_cards(weak)) < 1.0
    strong = "AC KC 4C 5C 2D 3D 4D 6D 2H 3H 4H 5H AS"
    state = _bid_view(strong, [4, 5], seat=0)
    assert agent.choose(information(state, 0), random.Random(0)).kind == "bid"
    assert nil_risk(parse_cards(strong)) > 6


def test_blind_nil_only_when_far_behind() -> None:
    """Blind nil is a gamble for a side far behind; otherwise look first."""
    agent = SpadesAgent()
    state = GAME.new_hand(4, None, 3, HandContext(5, 3, (100, 120, 100, 120)))
    assert agent.choose(information(state, 0), random.Random(0)) is Move("look")
    behind = GAME.new_hand(4, None, 3, HandContext(5, 3, (150, 420, 150, 420)))
    assert agent.choose(information(behind, 0), random.Random(0)) is Move("blind_nil")
    assert (
        str(agent.explain(information(behind, 0), Move("blind_nil"))) == "Far behind: risk a blind nil for 100 points."
    )
    early = GAME.new_hand(4, None, 3, HandContext(5, 3, (0, 250, 0, 250)))
    assert agent.choose(information(early, 0), random.Random(0)) is Move("look"), (
        "without the exchange, only near the end"
    )
    exchange = GAME.new_hand(4, {"blind_exchange": True}, 3, HandContext(5, 3, (0, 250, 0, 250)))
    assert agent.choose(information(exchange, 0), random.Random(0)) is Move("blind_nil")


def test_the_side_keeps_within_the_tricks_there_are() -> None:
    """The last bidder does not take the bids past the 13 tricks (by more than one)."""
    agent = SpadesAgent()
    hand = "AS KS QS JS 10S AH KH AD KD AC KC 2C 3C"
    state = _bid_view(hand, [5, 4, 3], seat=0)
    chosen = agent.choose(information(state, 0), random.Random(0))
    assert chosen.kind == "bid" and chosen.arg <= 14 - 12


def _play_from(bids, moves, options=None):
    state = arranged(*MIXED, options=options)
    bid_all(state, *bids)
    apply_all(state, *moves)
    return state


def test_partner_covers_a_nil() -> None:
    """ "all other players (except for your partner, if you are playing teams)
    will try and intentionally give you tricks": the partner of a nil bidder
    who plays before her takes the trick as high as she can."""
    state = _play_from([3, 4, 3, "nil"], ["play 2C"])  # seat 3 bid nil; seat 1 is her partner
    agent = SpadesAgent()
    choice = agent.choose(information(state, 1), random.Random(0))
    assert choice is move("play 9C")
    assert str(agent.explain(information(state, 1), choice)) == "Play the nine of clubs to protect your partner's nil."


def test_opponents_set_a_nil() -> None:
    """The nil bidder plays after us: we play low so her card may win (a
    side that only wanted tricks would play third hand high)."""
    state = _play_from([2, 3, 4, "nil"], ["play 2C", "play 6C"])
    choice = SpadesAgent().choose(information(state, 2), random.Random(0))
    assert choice is move("play 10C")
    plain = _play_from([2, 3, 4, 3], ["play 2C", "play 6C"])
    assert SpadesAgent().choose(information(plain, 2), random.Random(0)) is move("play QC")


# Seat 1 holds no club; seat 3 (its partner) the ace and king of clubs.
PARTNERS_CLUBS = (
    "2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 2H 3H 4H",
    "5D 6D 7D 8D 5H 6H 7H 8H 9H 2S 3S 4S 5S",
    "9C 10C JC QC 9D 10D JD 10H JH QH 6S 7S 8S",
    "KC AC QD KD AD KH AH 9S 10S JS QS KS AS",
)


def test_no_trumping_partners_winner() -> None:
    """Partner's king of clubs is the master: do not trump it, throw a low
    card of a side suit."""
    state = arranged(*PARTNERS_CLUBS)
    bid_all(state, 1, 2, 3, 6)
    apply_all(state, "play 2C", "play 5D", "play 9C", "play AC")  # seat 3 wins
    apply_all(state, "play KC", "play 3C")
    choice = SpadesAgent().choose(information(state, 1), random.Random(0))
    assert choice is move("play 6D")


def test_duck_once_the_bid_is_made() -> None:
    """Bags: "you have to try and only get the number of tricks you bid"."""
    state = arranged(*PARTNERS_CLUBS)
    bid_all(state, 1, 1, 1, 1)
    apply_all(state, "play 2C", "play 5D", "play 9C", "play AC")
    apply_all(state, "play KC", "play 3C", "play 6D", "play 10C")  # seats 1 and 3 have their 2
    apply_all(state, "play QD", "play 2D")
    agent = SpadesAgent()
    choice = agent.choose(information(state, 1), random.Random(0))
    assert choice is move("play 8D"), "the highest diamond that still loses"
    assert (
        str(agent.explain(information(state, 1), choice))
        == "Play the eight of diamonds: your side has its bid, so avoid bags."
    )


def test_beats_random_players() -> None:
    """A heuristic side against a random side, over the same deals."""
    rng = random.Random(4)
    heuristic, chance = SpadesAgent(), RandomAgent()
    total = 0
    for number in range(30):
        state = GAME.new_hand(4, None, f"beat{number}", HandContext(number, number % 4, (0,) * 4))
        while state.to_move is not None:
            agent = heuristic if state.to_move % 2 == 0 else chance
            state.apply(agent.choose(information(state, state.to_move), rng))
        scores = side_scores(state)
        total += scores[0].points - scores[1].points
    assert total > 30 * 50


def test_the_playout_policy_and_the_search_values() -> None:
    """Playouts make legal moves to the end; the search values lie in [0, 1]
    and favour the side that scored more."""
    rng = random.Random(0)
    for players in (3, 4):
        for number in range(5):
            state = GAME.new_hand(players, {"blind_exchange": True}, f"p{number}")
            while state.to_move is not None:
                chosen = playout_move(state, rng)
                assert chosen in state.legal_moves()
                state.apply_legal(chosen)
            values = search_utility(state)
            assert len(values) == players and all(0.0 <= value <= 1.0 for value in values)
            points = [score.points for score in side_scores(state)]
            best = max(range(len(points)), key=points.__getitem__)
            assert values[state.team_of.index(best)] == max(values)
    assert quick_bid(parse_cards("2C 3C 4C 5C 2D 3D 4D 6D 2H 3H 4H 5H 2S"), True) == 0
    assert quick_bid(parse_cards("AC KC 4C 5C 2D 3D 4D 6D 2H 3H 4H 5H AS"), True) == 3


def test_hints_explain_the_choice() -> None:
    agent = SpadesAgent()
    state = _play_from([2, 3, 4, 3], [])
    chosen = agent.choose(information(state, 0), random.Random(0))
    assert str(agent.explain(information(state, 0), chosen)) == "Play the two of clubs: your side needs tricks."
    state = arranged(*MIXED)
    state.apply(move("look"))
    chosen = agent.choose(information(state, 0), random.Random(0))
    assert chosen == move("nil")  # thirteen cards no higher than a four
    reason = agent.explain(information(state, 0), chosen)
    assert reason is not None and reason.code == "ai_bid_nil"
    assert str(reason) == "No card here should win a trick: bid nil."
    other = next(m for m in state.legal_moves() if m is not chosen)
    assert agent.explain(information(state, 0), other) is None


def test_the_search_leaves_the_bidding_to_the_rules_of_thumb() -> None:
    """Hard and Expert take the heuristic's bid, blind nil choice and passed
    card (fitted estimates) and search the card play only."""
    agent = SpadesAgent()
    state = arranged(*MIXED, options={"blind_exchange": True})
    assert agent.decides_exactly(information(state, 0))  # blind nil or look
    state.apply(move("look"))
    assert agent.decides_exactly(information(state, 0))  # the bid
    bid_all(state, 1, 2, 3, 6)
    assert not agent.decides_exactly(information(state, 0))  # the play


def test_the_playouts_cover_a_partners_nil() -> None:
    """In an imagined deal as at the table: the nil bidder's partner, before
    her, takes the trick as high as she can (the nine of clubs, not the six
    a side that only wanted tricks would play)."""
    state = _play_from([3, 4, 3, "nil"], ["play 2C"])  # seat 3 bid nil; seat 1 is her partner
    assert playout_move(state, random.Random(0)) is move("play 9C")


def test_the_playouts_never_take_a_trick_from_an_opponents_nil() -> None:
    """The nil bidder heads the trick and we could trump it: we throw a card
    instead, so her nil fails (a side that only wanted tricks would ruff)."""
    state = arranged(*PARTNERS_CLUBS)
    bid_all(state, "nil", 4, 4, 4)
    apply_all(state, "play 2C")
    choice = playout_move(state, random.Random(0))
    assert choice.cards[0].suit is not Suit.SPADES
    assert choice in state.legal_moves()


def test_one_trick_that_makes_or_sets_a_bid_moves_the_value_clearly() -> None:
    """The search's exploration is tuned for rewards spread over [0, 1]: a
    trick that makes a bid of 3 rather than failing it (a 60-point swing)
    must move the value by a fifth or more, not by a tenth, or the search
    cannot tell the cards apart over the noise of the imagined deals."""
    made = arranged(*MIXED)
    bid_all(made, 1, 2, 2, 2)  # side 0 (seats 0 and 2) bids 3, side 1 bids 4
    failed = made.clone()
    made.tricks_won = [1, 5, 2, 5]
    failed.tricks_won = [1, 5, 1, 6]
    assert search_utility(made)[0] - search_utility(failed)[0] >= 0.2
    assert search_utility(made)[1] < search_utility(failed)[1]
