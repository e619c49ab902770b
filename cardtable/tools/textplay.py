"""Play a match in the terminal against the games' computer players.

Everything goes through the plugin contract: the human's seat sees only its
``view``, moves come from ``legal_moves()`` and an illegal one is answered with
the rule's reason. The human sits at seat 0; the others are heuristic agents.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from typing import TextIO

from ..core.cards import Card
from ..core.game import GameState, View
from ..core.match import Match
from ..core.moves import Move
from ..core.reasons import IllegalMove
from ..core.registry import all_games, get_game

HUMAN = 0


def render_view(view: View) -> str:
    """A plain-text picture of what the human's seat sees."""
    lines = []
    for pile in view.piles:
        cards = " ".join("##" if card is None else _card(card) for card in pile.cards) or "-"
        owner = "" if pile.owner is None else (" (you)" if pile.owner == view.seat else f" (seat {pile.owner})")
        lines.append(f"  {pile.name}{owner} [{pile.count}]: {cards}")
    for key, value in view.info:
        lines.append(f"  {key}: {_value(value)}")
    return "\n".join(lines)


def _card(card: Card) -> str:
    return card.text


def _value(value: object) -> str:
    if isinstance(value, Card):
        return value.text
    if isinstance(value, (tuple, list)):
        return "(" + ", ".join(_value(item) for item in value) + ")"
    return str(value)


def _ask(legal: Sequence[Move], state: GameState, out: TextIO, inp: TextIO) -> Move | None:
    for number, move in enumerate(legal, 1):
        out.write(f"  {number:2}. {_choice(state, move)}\n")
    while True:
        out.write("your move (number or text, q to quit): ")
        out.flush()
        line = inp.readline()
        if not line or line.strip().lower() in ("q", "quit"):
            return None
        text = line.strip()
        if text.isascii() and text.isdigit() and 1 <= int(text) <= len(legal):
            return legal[int(text) - 1]
        try:
            move = Move.parse(text)
        except ValueError as error:
            out.write(f"  {error}\n")
            continue
        reason = state.explain(move)
        if reason is None:
            return move
        out.write(f"  {reason}\n")


def play_in_terminal(
    game_id: str | None,
    players: int | None,
    preset: str | None,
    option_pairs: Sequence[str],
    seed: str | None,
    out: TextIO = sys.stdout,
    inp: TextIO = sys.stdin,
) -> int:
    from ..cli_args import check_seed, error_message
    from ..core.infoset import information
    from ..core.seeds import decision_seed
    from ..sim import parse_options

    if game_id is None:
        games = sorted(all_games())
        out.write("Games: " + ", ".join(games) + "\n(choose one with --game ID)\n")
        game_id = "hearts"
    try:
        game = get_game(game_id)
        players = game.default_players if players is None else players
        options = parse_options(game, preset, option_pairs)
        match = Match(game, players, options, seed=check_seed(seed) if seed is not None else random.randrange(10**6))
    except (KeyError, ValueError) as error:
        out.write(f"error: {error_message(error)}\n")
        return 2
    agents = [game.heuristic_agent() for _ in range(players)]
    out.write(f"{game.name}, deal {match.seed}. You are seat 0. {match.first_dealer_reason()}\n")
    while not match.is_over:
        state = match.deal()
        out.write(f"\n--- hand {match.hand_number + 1}, dealer: seat {state.context.dealer} ---\n")
        while state.to_move is not None:
            seat = state.to_move
            legal = state.legal_moves()
            if seat == HUMAN:
                view = state.view(HUMAN)
                out.write(render_view(view) + f"\n  >> {view.prompt}\n")
                move = _ask(legal, state, out, inp)
                if move is None:
                    out.write("bye\n")
                    return 0
            else:
                # Seeded as the window seeds its computers: the same --seed, the same moves.
                rng = random.Random(decision_seed(match.seed, match.hand_number, len(state.history)))
                move = agents[seat].choose(information(state, seat), rng)
                out.write(f"  seat {seat}: {_public(state, move)}\n")
            try:
                state.apply(move)
            except IllegalMove as refusal:
                out.write(f"  {refusal}\n")
        result = match.finish_hand()
        out.write("  hand over: " + ", ".join(f"seat {s} {p:+d}" for s, p in enumerate(result.points)) + "\n")
        for line in result.summary:
            out.write(f"  {line}\n")
        out.write("  totals: " + ", ".join(f"seat {s} {t}" for s, t in enumerate(match.scores)) + "\n")
    winners = ", ".join(f"seat {s}" for s in match.winners())
    out.write(f"\nMatch over. Winner: {winners}.\n")
    return 0


# What a pass without cards means, by the phase of the state that allows it:
# Barbu's doubling turn ends with a pass, and in its dominoes a pass says no
# card fits the layout; any other (Crazy Eights after drawing) passes the turn.
CARDLESS_PASS = {"double": "no more doubles", "play": "no card fits the layout"}


def _meaning(state: GameState, move: Move) -> str:
    """What a pass means where it is made: "" for any other move."""
    if move.kind != "pass" or move.cards:
        return ""
    return CARDLESS_PASS.get(str(getattr(state, "phase", "")), "the turn passes")


def _choice(state: GameState, move: Move) -> str:
    """A move as the human's list shows it: its text, and a pass's meaning."""
    meaning = _meaning(state, move)
    return f"{move} ({meaning})" if meaning else str(move)


def _public(state: GameState, move: Move) -> str:
    """What the other seats see of a computer's move: passed and discarded
    cards are face down, so only how many is told; a pass without cards is
    worded by what it means."""
    if move.kind in ("pass", "discard") and move.cards:
        count = len(move.cards)
        return f"{move.kind} {count} card{'s' if count != 1 else ''} face down"
    meaning = _meaning(state, move)
    return f"pass ({meaning})" if meaning else str(move)
