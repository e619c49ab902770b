"""Honesty by independent twins, for every game and every level.

Two hands dealt from different seeds and arranged to agree on all one seat
has seen (its cards, every card played, passed or shown, the bids, the
turn-up, the voids shown) but not on some hidden cards; the same history is
replayed on both (tests/ai/twins.py). The seat's views must be equal, the
worlds an agent may imagine from them must be equal, and every level (the
searches with a fixed number of iterations, so that a seed decides
everything) must choose the same move with the same rng.

The twins are not made with ``determinize``: a game whose ``determinize``
peeks, or an info set that lets the real seed through, is caught here (the
last tests show it, with deliberately broken games).
"""

from __future__ import annotations

import hashlib
import random
from functools import cache

import pytest

from cardtable.ai.agents import make_agent
from cardtable.core.checks import snapshot
from cardtable.core.game import Agent, GameState, HandContext
from cardtable.core.infoset import InfoSet, information
from cardtable.core.moves import Move
from cardtable.core.registry import get_game

from .twins import Twins, choosing_games, decisions, hidden_differs, make_twins, spread_positions

LEVEL_NAMES = ("random", "easy", "normal", "hard#80", "expert#120")
HANDS = 3  # randomly played hands of the default game, and one of every other setting
POSITIONS_PER_HAND = 4


def settings(game_id: str) -> list[tuple[int, dict[str, object] | None, int]]:
    """(players, options, hand number) for the twins of a game: the default
    game a few times, every preset, and the smallest and largest table."""
    game = get_game(game_id)
    out: list[tuple[int, dict[str, object] | None, int]] = [(game.default_players, None, n) for n in range(HANDS)]
    for preset in game.presets:
        out.append((game.default_players, game.resolve(game.default_players, dict(preset.values)), 1))
    for players in sorted({game.min_players, game.max_players} - {game.default_players}):
        out.append((players, None, 2))
    return out


@cache
def twins_of(game_id: str) -> tuple[Twins, ...]:
    """Twins at early, middle and late positions of every phase of a few
    hands of ``game_id``, from the seat to move. Hands are numbered (so
    Oh Hell deals more than one card, Hearts passes every way)."""
    game = get_game(game_id)
    out = []
    for index, (players, options, number) in enumerate(settings(game_id)):
        seed = f"honest:{game_id}:{index}"
        context = HandContext(3 * number + 2, number % players, (0,) * players)
        found = decisions(game, players, options, seed, context)
        for history in spread_positions(found, POSITIONS_PER_HAND):
            probe = game.new_hand(players, options, seed, context)
            for move in history:
                probe.apply(move)
            assert probe.to_move is not None
            twins = make_twins(game, players, options, seed, history, probe.to_move, context)
            if twins is not None:
                out.append(twins)
    return tuple(out)


def _key(world: GameState) -> str:
    """A stable digest of a world's whole layout (every seat's view)."""
    return hashlib.sha256(repr(snapshot(world)).encode()).hexdigest()


@pytest.mark.parametrize("game_id", choosing_games())
def test_twins_differ_in_hidden_cards_and_look_the_same(game_id: str) -> None:
    """The builder makes real twins at many positions of every game: other
    seeds, other hidden cards, the same view and legal moves."""
    built = twins_of(game_id)
    assert len(built) >= 8, f"only {len(built)} twins for {game_id}"
    for twins in built:
        state, twin, seat = twins.state, twins.twin, twins.seat
        assert twin.seed != state.seed
        assert hidden_differs(twins), twins.label
        assert twin.view(seat) == state.view(seat), twins.label
        assert twin.legal_moves() == state.legal_moves(), twins.label
        assert twin.observed_history(seat) == state.observed_history(seat), twins.label
    if game_id in ("hearts", "cribbage"):
        # Some twins differ in what the others passed or discarded, unseen.
        assert any(t.twin.history != t.state.history for t in built), f"no twin of {game_id} differs in a hidden move"


@pytest.mark.parametrize("game_id", choosing_games())
def test_twins_give_the_same_information_and_the_same_worlds(game_id: str) -> None:
    """What an agent is given is equal on both twins: view, legal moves,
    history, and every world ``determinize`` imagines from it."""
    for twins in twins_of(game_id):
        ours, theirs = information(twins.state, twins.seat), information(twins.twin, twins.seat)
        assert (ours.view, ours.legal, ours.history) == (theirs.view, theirs.legal, theirs.history), twins.label
        for k in range(3):
            mine, other = ours.determinize(random.Random(k)), theirs.determinize(random.Random(k))
            assert _key(mine) == _key(other), f"{twins.label}: the imagined worlds differ (rng {k})"
            assert mine.seed == other.seed


@pytest.mark.parametrize("game_id", choosing_games())
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_level_chooses_the_same_move_on_twins(game_id: str, level: str) -> None:
    """Honesty: every level, given either twin and the same rng, chooses the
    same move (and, for the searches, searches the same tree)."""
    game = get_game(game_id)
    for number, twins in enumerate(twins_of(game_id)):
        moves = []
        for state in (twins.state, twins.twin):
            agent = make_agent(level, game)
            moves.append(agent.choose(information(state, twins.seat), random.Random(number)))
        assert moves[0] is moves[1], f"{level} told the twins apart: {twins.label} ({moves[0]} vs {moves[1]})"
        assert moves[0] in twins.state.legal_moves()


# ==========================================================================
# The twins catch cheats


def _other_hands(world: GameState, seat: int) -> str:
    return repr([_hand(world.view(o), o) for o in range(world.players) if o != seat])


def _hand(view, seat: int) -> object:
    """A seat's hand as it sees it; in a game without ``hand:<seat>`` piles
    (Blackjack's boxes), every pile in front of it, with the cards it sees."""
    try:
        return view.hand(seat)
    except KeyError:
        return [pile.cards for pile in view.piles if pile.owner == seat]


def _pick(legal, text: str) -> Move:
    return legal[int(hashlib.sha256(text.encode()).hexdigest(), 16) % len(legal)]


class Peeker(Agent):
    """Plays by the other seats' cards in the world it is given: honest only
    if that world is imagined from the seat's knowledge alone."""

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        return _pick(info.legal, _other_hands(info.determinize(random.Random(0)), info.seat))


class SeedRebuilder(Agent):
    """The issue's cheat: deal the hand again from the seed it finds in a
    world and play by the other seats' cards in that deal."""

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        world = info.determinize(rng)
        dealt = info.game.new_hand(info.players, info.options, world.seed, info.context)
        return _pick(info.legal, repr(list(dealt.cards())))  # the whole deal, where each card lies


def _told_apart(agent: Agent, built, cheat: type | None = None) -> int:
    """How many twins ``agent`` tells apart (with ``cheat`` as the states' class)."""
    apart = 0
    for twins in built:
        states = [twins.state.clone(), twins.twin.clone()]
        if cheat is not None:
            for state in states:
                state.__class__ = cheat
        moves = [agent.choose(information(state, twins.seat), random.Random(1)) for state in states]
        apart += moves[0] is not moves[1]
    return apart


@pytest.mark.parametrize("game_id", choosing_games())
def test_the_cheating_agents_cannot_tell_honest_twins_apart(game_id: str) -> None:
    built = twins_of(game_id)
    assert _told_apart(Peeker(), built) == 0
    assert _told_apart(SeedRebuilder(), built) == 0


@pytest.mark.parametrize("game_id", choosing_games())
def test_twins_catch_an_agent_that_rebuilds_the_deal_from_the_seed(game_id: str, monkeypatch) -> None:
    """Were the real seed let through (as it was before the info set), the
    agent that deals again from it tells the twins apart: at least half as
    often as a pick hashed from the deal can differ (among two legal moves,
    as in most of Fan Tan's decisions, two picks agree half the time)."""
    original = InfoSet.__init__

    def leaky(self: InfoSet, state: GameState, seat: int) -> None:
        original(self, state, seat)
        self._basis.seed = state.seed  # the cheat: the real seed kept

    monkeypatch.setattr(InfoSet, "__init__", leaky)
    built = twins_of(game_id)
    may_differ = sum(1 - 1 / len(twins.state.legal_moves()) for twins in built)
    assert _told_apart(SeedRebuilder(), built) >= may_differ / 2


class HistoryReader(Agent):
    """Plays by the hand's history in the world it is given: honest only if
    that history holds the others' hidden moves redacted."""

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        return _pick(info.legal, repr(info.determinize(rng).history))


@pytest.mark.parametrize("game_id", ["hearts", "cribbage"])
def test_twins_catch_a_world_that_keeps_the_real_history(game_id: str, monkeypatch) -> None:
    """Were the real history let into the worlds (the others' passes and
    discards with their cards, as before the info set), an agent reading it
    tells twins apart."""
    original = InfoSet.__init__

    def leaky(self: InfoSet, state: GameState, seat: int) -> None:
        original(self, state, seat)
        self._basis.history = list(state.history)  # the cheat: the real moves kept

    built = twins_of(game_id)
    assert _told_apart(HistoryReader(), built) == 0
    monkeypatch.setattr(InfoSet, "__init__", leaky)
    assert _told_apart(HistoryReader(), built) >= 1


def _cloning(base: type) -> type:
    """``base`` whose determinize hands back the real deal."""

    def determinize(self, seat: int, rng: random.Random):
        return self.clone()

    return type(f"Cloning{base.__name__}", (base,), {"determinize": determinize})


def test_twins_catch_a_barbu_determinize_that_returns_a_clone() -> None:
    from cardtable.games.barbu.rules import BarbuState

    built = twins_of("barbu")
    assert _told_apart(Peeker(), built, _cloning(BarbuState)) >= len(built) // 2
    # The search, given real deals to imagine, tells some twins apart too.
    assert _told_apart(make_agent("hard#80", get_game("barbu")), built, _cloning(BarbuState)) >= 1


def test_twins_catch_a_spades_determinize_that_returns_the_real_state_once_looked() -> None:
    from cardtable.games.spades.rules import SpadesState

    def determinize(self, seat: int, rng: random.Random):
        return self.clone() if self.looked[seat] else SpadesState.determinize(self, seat, rng)

    cheat = type("LookingSpadesState", (SpadesState,), {"determinize": determinize})
    built = twins_of("spades")
    assert _told_apart(Peeker(), built, cheat) >= len(built) // 2
