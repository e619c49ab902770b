"""The smallest game (``docs/writing-a-game.md`` shows this file whole): each
seat holds two cards and plays one; the highest card played scores a point.
Small enough to reason about exactly, yet it goes through the whole contract."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardtable.core.cards import Card, french_deck
from cardtable.core.game import (
    Agent,
    Game,
    GameState,
    HandContext,
    HandResult,
    MatchRules,
    PileView,
    RandomAgent,
    View,
    make_info,
)
from cardtable.core.moves import Move, play
from cardtable.core.options import OptionSpec
from cardtable.core.reasons import Reason


class ToyState(GameState):
    game_id = "toy"

    def __init__(self, players: int, options: Mapping[str, Any], seed: Any, context: HandContext):
        self.players, self.options, self.seed, self.context = players, options, seed, context
        deck = french_deck()
        random.Random(seed).shuffle(deck)
        self.hands = [deck[2 * s : 2 * s + 2] for s in range(players)]
        self.rest = deck[2 * players :]
        self.played: list[Card] = []
        self.history: list[Move] = []
        self.movers: list[int] = []
        self.to_move = (context.dealer + 1) % players

    def legal_moves(self) -> Sequence[Move]:
        return [] if self.to_move is None else [play(c) for c in self.hands[self.to_move]]

    def why_illegal(self, move: Move) -> Reason:
        return Reason.of("not_yours", "You do not hold that card.")

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None  # apply() refuses a move once the hand is over
        self.hands[seat].remove(move.card)
        self.played.append(move.card)
        self.to_move = None if len(self.played) == self.players else (seat + 1) % self.players

    def clone(self) -> ToyState:
        copy = object.__new__(ToyState)
        copy.__dict__.update(self.__dict__)
        copy.hands = [list(h) for h in self.hands]
        copy.played, copy.history, copy.rest = list(self.played), list(self.history), list(self.rest)
        copy.movers = list(self.movers)
        return copy

    def view(self, seat: int | None) -> View:
        piles = tuple(
            PileView(f"hand:{s}", "hand", tuple(c if s == seat else None for c in self.hands[s]), s)
            for s in range(self.players)
        ) + (PileView("played", "trick", tuple(self.played)),)
        return View(
            "toy",
            seat,
            self.players,
            self.to_move,
            self.context.dealer,
            piles,
            make_info(),
            Reason.of("play", "Play a card."),
        )

    def determinize(self, seat: int, rng: random.Random) -> ToyState:
        copy = self.clone()
        unseen = [c for s in range(self.players) if s != seat for c in copy.hands[s]] + copy.rest
        unseen.sort(key=lambda card: card.sort_key)  # the view and the rng decide, not the hidden order
        rng.shuffle(unseen)
        for s in range(self.players):
            if s != seat:
                n = len(copy.hands[s])
                copy.hands[s], unseen = unseen[:n], unseen[n:]
        copy.rest = unseen
        return copy

    def cards(self) -> Iterable[Card]:
        return [c for h in self.hands for c in h] + self.played + self.rest


class ToyGame(Game):
    id = "toy"
    name = "Toy"
    family = "test"
    min_players, max_players, default_players = 2, 4, 3
    option_specs = (OptionSpec("target", "Target", "int", 3, minimum=1),)

    def new_hand(
        self, players: int, options: Mapping[str, Any] | None, seed: int | str, context: HandContext | None = None
    ) -> ToyState:
        return ToyState(players, self.resolve(players, options), seed, context or HandContext())

    def hand_result(self, state: GameState) -> HandResult:
        assert isinstance(state, ToyState)
        best = max(range(state.players), key=lambda i: state.played[i].sort_key)
        winner = (state.context.dealer + 1 + best) % state.players
        return HandResult(tuple(int(s == winner) for s in range(state.players)), {"winner": winner})

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(target=options["target"])

    def heuristic_agent(self) -> Agent:
        return RandomAgent()
