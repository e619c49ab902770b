"""Crazy Eights beyond the rule sentences: option checks, our documented
decisions, knowledge (views and determinize), copies, the stock, matches."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.cards import Card, Rank, Suit, parse_cards
from cardtable.core.checks import snapshot
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.crazy_eights import GAME
from cardtable.games.crazy_eights.rules import MAX_REBUILDS, OPTION_SPECS

from .helpers import do, moves, position

# --------------------------------------------------------------------------
# The plugin object and its options


def test_the_plugin_object() -> None:
    """The game as the registry sees it: 2 to 8 players, 4 by default."""
    assert (GAME.id, GAME.name, GAME.family) == ("crazy_eights", "Crazy Eights", "shedding")
    assert (GAME.min_players, GAME.default_players, GAME.max_players) == (2, 4, 8)
    assert all(spec.help for spec in OPTION_SPECS)
    assert GAME.match_rules(4, GAME.resolve(4)).lowest_wins


@pytest.mark.parametrize(
    "options,message",
    [
        ({"skip_rank": 12, "reverse_rank": 12}, "reverse rank \\(queen\\) is already the skip card"),
        ({"draw_two_rank": 8}, "draw two rank \\(eight\\) is already the suit changer"),
        ({"wild_rank": 1, "reverse_rank": 1}, "reverse rank \\(ace\\) is already the suit changer"),
        ({"wild_rank": 11, "skip_rank": 11}, "skip rank \\(jack\\)"),
    ],
)
def test_special_ranks_must_differ(options: dict, message: str) -> None:
    """Each special card needs its own rank: a queen cannot both skip and reverse."""
    with pytest.raises(ValueError, match=message):
        GAME.resolve(4, options)


def test_the_hands_must_fit_in_the_packs() -> None:
    """Eight hands of ten cards need two packs."""
    with pytest.raises(ValueError, match="do not fit"):
        GAME.resolve(8, {"hand_size": 10, "decks": "1"})
    GAME.resolve(8, {"hand_size": 10})  # automatic: two packs


def test_the_presets_resolve_and_deal() -> None:
    for preset in GAME.presets:
        options = GAME.resolve(4, preset.values)
        assert GAME.new_hand(4, options, seed=preset.name).to_move == 1


def test_two_packs_give_copy_numbers() -> None:
    """With two packs every physical card stays distinct ("QS-2")."""
    state = GAME.new_hand(7, {}, seed=11)
    counts = Counter((card.rank, card.suit) for card in state.cards())
    assert set(counts.values()) == {2}
    assert str(Card(12, Suit.SPADES, 1)) == "QS-2"


# --------------------------------------------------------------------------
# Decisions about the first card


def _seed_with_first(rank: int, options: dict | None = None) -> tuple[int, object]:
    for seed in range(2000):
        state = GAME.new_hand(4, options or {}, seed=seed)
        if state.discard[0].rank == rank:
            return seed, state
    raise AssertionError("no such seed")


def test_a_turned_up_eight_keeps_its_own_suit() -> None:
    """Decision: an eight turned up to start the pile names no suit; the first
    player matches its own suit or plays another eight."""
    _, state = _seed_with_first(8)
    first = state.discard[0]
    assert state.suit is first.suit and not state.named
    for move in state.legal_moves():
        if move.kind == "play":
            assert move.card.suit is first.suit or move.card.rank == 8


def test_a_turned_up_action_card_has_no_effect() -> None:
    """Decision: a skip, reverse or draw-two card turned up was played by nobody."""
    options = {"skip_rank": 12, "reverse_rank": 1, "draw_two_rank": 2}
    for rank in (12, 1, 2):
        _, state = _seed_with_first(rank, options)
        assert state.to_move == 1 and state.direction == 1 and state.pending == 0


# --------------------------------------------------------------------------
# Refusals


def test_an_illegal_move_is_refused_with_a_reason_and_changes_nothing() -> None:
    state = position(["5H 9C", "2C"], "KH", "4S 7D")
    before = snapshot(state)
    for text, reason in [
        ("play 9C", "Play one of the hearts"),
        ("play AS", "You do not hold the ace of spades."),
        ("pass", "you may pass only when you can do neither"),
        ("play 5H D", "The five of hearts names no suit"),
        ("bid 3", "not a move of Crazy Eights"),
    ]:
        with pytest.raises(IllegalMove, match=reason):
            do(state, text)
        assert snapshot(state) == before


def test_the_hand_over_refuses_everything() -> None:
    state = position(["5H", "2C"], "KH", "4S")
    do(state, "play 5H")
    with pytest.raises(IllegalMove, match="The hand is over."):
        do(state, "draw")
    assert state.explain(Move("draw")) is not None


def test_pass_only_when_nothing_can_be_played_or_drawn() -> None:
    """Decision: a pass is a real move only when the player can neither play nor
    draw; after drawing, a turn left with nothing but "pass" ends by itself."""
    stuck = position(["5C 9C", "2C"], "KH")
    assert moves(stuck) == ["pass"]
    assert stuck.view(0).prompt.code == "stuck"
    do(stuck, "pass")
    assert stuck.to_move == 1 and stuck.passes == 1


# --------------------------------------------------------------------------
# The stock


def test_an_empty_stock_is_rebuilt_from_the_discards() -> None:
    """The discards but the top one are shuffled into a new stock."""
    state = position(["5C 9C", "2C"], "3D 4D 6D 7D KH")
    do(state, "draw")
    assert state.discard == parse_cards("KH")
    assert len(state.stock) == 3 and state.rebuilds == 1
    assert Counter(state.stock + state.hands[0][2:]) == Counter(parse_cards("3D 4D 6D 7D"))
    again = position(["5C 9C", "2C"], "3D 4D 6D 7D KH")
    do(again, "draw")
    assert again.stock == state.stock  # the rebuild shuffle replays from the seed


def test_after_the_last_rebuild_the_stock_stays_empty_and_the_hand_can_block() -> None:
    """Decision: at most MAX_REBUILDS rebuilds; then a player who can neither
    play nor draw passes, and when every player has passed in a row the hand
    ends blocked, everyone scoring the cards they hold."""
    state = position(["5C 9C", "2C QS"], "3D 4D 6D 7D KH")
    state.rebuilds = MAX_REBUILDS
    assert moves(state) == ["pass"]
    do(state, "pass")
    assert moves(state) == ["pass"]
    do(state, "pass")
    assert state.is_over and state.winner is None
    assert state.view(0).prompt.code == "blocked"
    result = GAME.hand_result(state)
    assert result.points == (14, 12) and result.cells["winner"] is None


def test_a_penalty_with_nothing_to_draw_is_taken_as_nothing() -> None:
    """A draw-two answered by drawing from an empty stock draws nothing; it does
    not count as a pass towards a blocked hand."""
    state = position(["2H 9C", "5C 3S", "4C"], "KH", options={"draw_two_rank": 2})
    state.rebuilds = MAX_REBUILDS
    do(state, "play 2H")
    do(state, "draw")
    assert state.hands[1] == parse_cards("5C 3S") and state.passes == 0 and state.to_move == 2


# --------------------------------------------------------------------------
# Knowledge


def test_a_view_hides_the_other_hands_and_the_stock() -> None:
    state = GAME.new_hand(4, {"play_drawn": True}, seed=21)
    view = state.view(2)
    assert view.pile("hand:2").cards == tuple(state.hands[2])
    for seat in (0, 1, 3):
        assert view.pile(f"hand:{seat}").cards == (None,) * 5
    assert set(view.pile("stock").cards) == {None}
    assert view.pile("discard").cards == tuple(state.discard)
    hidden = set(state.stock) | {c for s in (0, 1, 3) for c in state.hands[s]}
    assert not hidden & set(_cards_in(view.info))
    spectator = state.view(None)
    assert all(set(spectator.pile(f"hand:{s}").cards) == {None} for s in range(4))


def _cards_in(value: object) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple):
        return [card for item in value for card in _cards_in(item)]
    return []


def test_only_the_drawer_sees_what_it_drew() -> None:
    state = position(["3C 2C", "4C"], "KH", "4S 5H", options={"play_drawn": True})
    do(state, "draw")
    assert state.view(0).get("drawn") == (Card.parse("5H"),)
    assert state.view(1).get("drawn") is None and state.view(1).get("playable_drawn") is None
    assert state.view(1).get("drawn_count") == 1
    assert state.view(1).prompt.code == "waiting"


@pytest.mark.parametrize("seed", range(5))
def test_determinize_keeps_the_view_and_redeals_the_unseen(seed: int) -> None:
    state = GAME.new_hand(4, {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(6):
        state.apply(rng.choice(state.legal_moves()))
    for seat in range(4):
        sample = state.determinize(seat, random.Random(seed))
        assert sample.view(seat) == state.view(seat)
        assert Counter(sample.cards()) == Counter(state.cards())
        assert [len(hand) for hand in sample.hands] == [len(hand) for hand in state.hands]
    samples = {tuple(state.determinize(0, random.Random(n)).hands[1]) for n in range(10)}
    assert len(samples) > 1


def test_a_clone_is_independent() -> None:
    state = GAME.new_hand(4, {}, seed=4)
    copy = state.clone()
    assert snapshot(copy) == snapshot(state)
    before = snapshot(state)
    copy.apply(copy.legal_moves()[-1])
    assert snapshot(state) == before


# --------------------------------------------------------------------------
# Moves, matches, playouts


def test_move_text_round_trips() -> None:
    for text in ("play 8S H", "play QS-2", "play 10D", "draw", "pass", "call"):
        move = Move.parse(text)
        assert str(move) == text and Move.parse(str(move)) is move
    state = GAME.new_hand(8, {}, seed=2)
    for move in state.legal_moves():
        assert Move.parse(str(move)) is move


def test_a_match_runs_to_the_target_and_the_lowest_total_wins() -> None:
    """A match to a target score: it ends when a player's penalties reach the
    target, and the lowest total wins."""
    match = Match(GAME, 3, {"target": 60}, seed="c8-match")
    agent = GAME.heuristic_agent()
    rng = random.Random(1)
    while not match.is_over:
        state = match.deal()
        while state.to_move is not None:
            state.apply(agent.choose(information(state, state.to_move), rng))
        match.finish_hand()
    assert max(match.scores) >= 60
    assert match.scores[match.winners()[0]] == min(match.scores)
    first = match.first_dealer  # cut for the deal from the seed
    assert [record.dealer for record in match.hands][:3] == [first, (first + 1) % 3, (first + 2) % 3]


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 8),
    draw_rule=st.sampled_from(["one", "until_playable", "up_to_limit"]),
    eights=st.sampled_from(["any", "matching", "no_nominate", "nominate_if_matching"]),
    flags=st.tuples(st.booleans(), st.booleans(), st.booleans(), st.booleans()),
)
def test_random_hands_end_and_keep_every_card(
    seed: int, players: int, draw_rule: str, eights: str, flags: tuple[bool, bool, bool, bool]
) -> None:
    """Any options, random players: the hand ends, no card is made or lost."""
    play_drawn, must_play, last_card, actions = flags
    options = {
        "draw_rule": draw_rule,
        "eights": eights,
        "play_drawn": play_drawn,
        "must_play": must_play,
        "last_card": last_card,
    }
    if actions:
        options.update(skip_rank=12, reverse_rank=1, draw_two_rank=2)
    state = GAME.new_hand(players, options, seed, HandContext(0, seed % players, ()))
    deck = Counter(state.cards())
    rng = random.Random(seed)
    agent = RandomAgent()
    for _ in range(20_000):
        if state.to_move is None:
            break
        state.apply(agent.choose(information(state, state.to_move), rng))
    assert state.is_over
    assert Counter(state.cards()) == deck
    result = GAME.hand_result(state)
    assert len(result.points) == players
    if state.winner is not None:
        assert result.points[state.winner] == 0


def test_reasons_read_well_for_every_wild_rank() -> None:
    """Messages use "any" and "another" so no rank needs its own article."""
    for wild, text in ((8, "any eight"), (11, "any jack"), (1, "any ace")):
        state = position(["5C 9C", "2C"], "KH", "4S", options={"wild_rank": wild})
        assert text in str(state.why_illegal(Move.parse("play 5C")))
    assert Rank.ACE.noun == "ace"
