"""The Expert's count: the advantage estimated from the cards seen since the
shuffle, and the bet that follows it."""

from __future__ import annotations

import random

import pytest

from cardtable.core.infoset import information
from cardtable.games.blackjack import GAME
from cardtable.games.blackjack.ai import BasicStrategyAgent, ExpertAgent
from cardtable.games.blackjack.basic import basic_policy
from cardtable.games.blackjack.count import MAX_MINIMUMS, advantage, bet_minimums, cards_left, removal_effects
from cardtable.games.blackjack.edge import basic_return, shoe_return
from cardtable.games.blackjack.fastsim import simulate
from cardtable.games.blackjack.table_rules import TableRules

RULES = TableRules()


def seen_of(**counts: int) -> tuple[int, ...]:
    """Seen counts by value name: ace, two.. nine, ten."""
    names = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    return (0, *(counts.get(name, 0) for name in names))


def test_removal_effects_have_the_known_signs() -> None:
    """Taking a five out helps the player most; taking aces or tens out hurts."""
    effects = removal_effects(RULES)
    assert max(range(1, 11), key=lambda v: effects[v]) == 5
    assert effects[1] < 0 and effects[10] < 0
    assert all(effects[v] > 0 for v in range(2, 8))


def test_a_full_shoe_has_basic_strategys_return() -> None:
    """Nothing seen: the estimate is the full shoe's exact return."""
    assert advantage(RULES, seen_of()) == pytest.approx(basic_return(RULES))


def test_a_shoe_rich_in_tens_and_aces_favours_the_player_and_a_poor_one_the_house() -> None:
    """Low cards gone leave a shoe rich in tens and aces: the player's; tens
    and aces gone: the house's, more than from a full shoe."""
    rich = advantage(RULES, seen_of(two=8, three=8, four=8, five=8, six=8))
    poor = advantage(RULES, seen_of(ace=8, ten=32))
    assert rich > 0.01
    assert poor < basic_return(RULES) - 0.01


def test_the_estimate_is_close_to_the_exact_return_of_the_shoe_left() -> None:
    """The linear estimate from the effects of removal against basic
    strategy's exact return from the very shoe that is left: the shoe moves
    the return by almost two percent, the estimate misses by less than a
    quarter of that move (it is first order: it overstates here)."""
    seen = seen_of(two=4, three=5, four=4, five=6, six=5, ten=3)
    exact = shoe_return(RULES, cards_left(RULES, seen))
    shift = exact - basic_return(RULES)
    assert shift > 0.01
    assert abs(advantage(RULES, seen) - exact) < 0.25 * shift


def test_the_bet_is_the_minimum_without_an_advantage_and_rises_with_it() -> None:
    """The table minimum when the estimate is zero or less, more the more the
    cards left favour the player, at most MAX_MINIMUMS."""
    assert bet_minimums(-0.02) == bet_minimums(0.0) == 1
    ramp = [bet_minimums(edge / 1000) for edge in range(0, 60)]
    assert ramp == sorted(ramp) and ramp[-1] == MAX_MINIMUMS and len(set(ramp)) == MAX_MINIMUMS


def _bet_state(seen_cards: list[int]):  # noqa: ANN202 - a BlackjackState
    """A one-seat round at the bet with ``seen_cards`` (ranks) among the
    discards, taken from the shoe as earlier rounds would have."""
    state = GAME.new_hand(1, None, "count")
    for rank in seen_cards:
        card = next(c for c in state.shoe if c.rank == rank)
        state.shoe.remove(card)
        state.discards.append(card)
    return state


@pytest.mark.parametrize(("ranks", "more"), [([2, 3, 4, 5, 6] * 10, True), ([1, 10, 11, 12, 13] * 10, False)])
def test_the_expert_bets_by_the_cards_it_has_seen(ranks: list[int], more: bool) -> None:
    """The Expert bets more than its steady unit when the cards it saw leave
    the player ahead, the table minimum when they leave the house ahead; Hard
    keeps its steady unit; the reason says why."""
    state = _bet_state(ranks)
    info = information(state, 0)
    rng = random.Random(1)
    expert = ExpertAgent().choose(info, rng)
    assert str(BasicStrategyAgent().choose(info, rng)) == "bet 20"
    edge = advantage(RULES, info.view.get("seen"))
    assert (edge > 0) == more
    assert (expert.number() > 20) if more else (expert.number() == 10)
    reason = str(ExpertAgent().explain(info, expert))
    assert reason.startswith(f"Bets {expert.number()}") and f"{100 * abs(edge):.1f}%" in reason
    assert ("favour the player" in reason) == more


def test_the_simulator_scales_a_round_by_its_bet() -> None:
    """A bettor's bet multiplies the round's result; the seen counts it gets
    start empty after the shuffle."""
    asked: list[tuple[int, ...]] = []

    def twice(rules: TableRules, seen: tuple[int, ...]) -> float:
        asked.append(seen)
        return 2.0

    flat = simulate(basic_policy, RULES, 300, 5)
    double = simulate(basic_policy, RULES, 300, 5, twice)
    assert double.total == pytest.approx(2 * flat.total) and double.bets == 600 and flat.bets == 300
    assert double.per_bet == pytest.approx(flat.mean)
    assert asked[0] == (0,) * 11 and sum(asked[-1]) > 0
