"""What a seat sees of a game of Camicia: the packets face down (their sizes
in view), the pile face up, the attack in force, the cards turned so far,
the prompt and the status lines."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.game import PileView, View, make_info
from ...core.reasons import Reason

if TYPE_CHECKING:
    from .state import CamiciaState


def make_view(state: CamiciaState, seat: int | None) -> View:
    """The same for both seats but for the prompt: nothing is hidden from
    one player that the other sees."""
    return View(
        "camicia",
        seat,
        2,
        state.to_move,
        state.context.dealer % 2,
        piles_of(state),
        info_of(state),
        prompt(state, seat),
        status(state),
    )


def piles_of(state: CamiciaState) -> tuple[PileView, ...]:
    """Each packet face down before its owner, and the pile face up."""
    packets = state.table.packets
    return (
        PileView("packet:0", "stock", (None,) * len(packets[0]), 0),
        PileView("packet:1", "stock", (None,) * len(packets[1]), 1),
        PileView("pile", "discard", tuple(state.table.pile)),
    )


def info_of(state: CamiciaState) -> tuple[tuple[str, Any], ...]:
    """The public facts: the attack in force as (attacker, cards still
    owed) or None, the cards turned, each packet's size, and the outcome
    (the winner, or why the deal was stopped as endless) once there is one."""
    table = state.table
    attack = None if table.attacker is None else (table.attacker, table.owed)
    return make_info(
        attack=attack,
        turned=table.turned,
        packets=(len(table.packets[0]), len(table.packets[1])),
        winner=table.winner,
        endless=table.endless,
    )


def prompt(state: CamiciaState, seat: int | None) -> Reason:
    """What the player to turn does now: turn a card, or so many more in
    answer to an attack; the other waits; at the end, how it ended."""
    mover = state.to_move
    if mover is None:
        outcome = state.outcome()
        assert outcome is not None, "a game over has an outcome"
        return outcome
    if seat != mover:
        return Reason.of("waiting", "Waiting for {seat}.", seat=mover)
    table = state.table
    if table.attacker is not None:
        return Reason.plural(
            "camicia_answer",
            "Turn {n} more card: answer the attack.",
            "Turn {n} more cards: answer the attack.",
            n=table.owed,
        )
    return Reason.of("camicia_turn", "Turn your top card.")


def status(state: CamiciaState) -> tuple[Reason, ...]:
    """The cards in each packet, the attack to answer, the cards turned."""
    table = state.table
    lines = [
        Reason.plural(
            "camicia_packet",
            "{seat}: {n} card in the packet",
            "{seat}: {n} cards in the packet",
            n=len(packet),
            you=("You: {n} card in your packet", "You: {n} cards in your packet"),
            seat=owner,
        )
        for owner, packet in enumerate(table.packets)
    ]
    if table.attacker is not None:
        lines.append(
            Reason.plural("camicia_attack", "Attack: {n} card to answer", "Attack: {n} cards to answer", n=table.owed)
        )
    lines.append(Reason.plural("camicia_turned", "Turned: {n} card", "Turned: {n} cards", n=table.turned))
    return tuple(lines)
