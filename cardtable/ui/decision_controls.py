"""Controls for decisions that are not a card and not a single button.

The table shows plain buttons for simple non-card moves ("Draw a card",
"Last card!"). Some decisions read better as a small panel:

- doubling (Barbu): a toggle for each player one may double, "Maximum", and one
  button that makes the doubles and ends the turn. The game's moves are one
  ``double <seat>`` per player doubled, then ``pass``; the panel collects the
  choice and plays those moves in order, so the rules stay the judge.
- a contract chooser: every contract of the game, the ones already played shown
  but disabled, so a player sees what is left.
- a bid spinner (Spades, Oh Hell): the number of tricks, and a "Bid" button
  that says why a number is refused (the hook rule) instead of hiding it.

Every control is a real button with a text label, an accessible name (the
label without its marks) and an accessible description (what pressing it
does, or why it cannot be pressed); state is shown by check marks and words,
not colour alone. All the words go through :func:`cardtable.ui.i18n.tr`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QPushButton, QSpinBox, QWidget

from ..core.cards import Rank
from ..core.game import GameState, View
from ..core.moves import Move
from .i18n import tr

CHECK = "\u2714 "  # before a chosen toggle's label: chosen is not shown by colour alone


def describe(button: QWidget, description: str) -> None:
    """Set what a screen reader says of ``button`` beyond its name, with the
    key that presses it when the table has numbered it (property "key")."""
    button.setProperty("plain_description", description)
    key = button.property("key")
    if key and description:
        description = tr("{description} (key {key})", description=description, key=key)
    elif key:
        description = tr("Key: {key}", key=key)
    button.setAccessibleDescription(description)


def _button(text: str, parent: QWidget, accessible: str | None = None, description: str = "") -> QPushButton:
    button = QPushButton(text, parent)
    button.setAccessibleName(accessible or text)
    describe(button, description)
    return button


class DoublingChoice:
    """The doubles a player is choosing, checked against the rules by trying
    them on a copy of the state (the rules decide, the panel only asks)."""

    def __init__(self, state: GameState, legal: Sequence[Move]):
        self.state = state
        self.targets = [move.arg for move in legal if move.kind == "double" and isinstance(move.arg, int)]
        self.chosen: set[int] = set()

    def moves(self) -> list[Move]:
        """The moves that make the chosen doubles and end the turn."""
        return [Move("double", (), seat) for seat in sorted(self.chosen)] + [Move("pass")]

    def problem(self) -> str | None:
        """Why the choice cannot be made as it stands (a compulsory double), or None."""
        trial = self.state.clone()
        for move in self.moves():
            reason = trial.explain(move)
            if reason is not None:
                return reason.text()
            trial.apply(move)
        return None


def doubling_controls(
    parent: QWidget,
    state: GameState,
    legal: Sequence[Move],
    names: Sequence[str],
    is_declarer: bool,
    play: Callable[[Move], object],
    refresh: Callable[[], None],
    say: Callable[[str], None],
) -> list[QPushButton]:
    """Toggles for each player that may be doubled, "Maximum" and the
    button that ends the turn ("Pass", or "Double"/"Redouble" with the names)."""
    choice = DoublingChoice(state, legal)
    toggles: list[QPushButton] = []
    confirm = _button(tr("Pass"), parent)
    confirm.setProperty("move", str(Move("pass")))  # the move a hint names (see TableFlow.hinted_button)

    def toggle_label(seat: int) -> str:
        return tr("Redouble {name}", name=names[seat]) if is_declarer else tr("Double {name}", name=names[seat])

    def update() -> None:
        for button, seat in zip(toggles, choice.targets):
            on = seat in choice.chosen
            button.setChecked(on)
            button.setText(CHECK + toggle_label(seat) if on else toggle_label(seat))
        if choice.chosen:
            who = QLocale().createSeparatedList([names[seat] for seat in sorted(choice.chosen)])
            if len(choice.chosen) < len(choice.targets) or len(choice.targets) == 1:
                # Not the toggles' own words: the button says it confirms.
                text = (
                    tr("Confirm: redouble {names}", names=who)
                    if is_declarer
                    else tr("Confirm: double {names}", names=who)
                )
            else:
                text = tr("Maximum: redouble all") if is_declarer else tr("Maximum: double all")
            confirm.setText(text)
        else:
            confirm.setText(tr("Pass"))
        confirm.setAccessibleName(confirm.text())
        problem = choice.problem()
        confirm.setEnabled(problem is None)
        confirm.setToolTip(problem or "")
        describe(confirm, problem or tr("Make the chosen doubles and end your turn"))
        if problem:
            say(problem)

    def toggle(seat: int) -> None:
        choice.chosen ^= {seat}
        update()

    def maximum() -> None:
        choice.chosen = set(choice.targets)
        update()

    def confirm_clicked() -> None:
        moves = choice.moves()
        for move in moves:
            if play(move) is False:
                break
        refresh()

    for seat in choice.targets:
        label = toggle_label(seat)
        button = _button(label, parent, label, tr("Press to choose this double, again to take it back"))
        button.setCheckable(True)
        button.setProperty("move", str(Move("double", (), seat)))
        button.clicked.connect(lambda _=False, s=seat: toggle(s))
        toggles.append(button)
    buttons = list(toggles)
    if len(choice.targets) > 1:
        everyone = tr("Redouble everyone you may") if is_declarer else tr("Double everyone you may")
        most = _button(tr("Maximum"), parent, tr("Maximum"), everyone)
        most.clicked.connect(maximum)
        buttons.append(most)
    confirm.clicked.connect(confirm_clicked)
    buttons.append(confirm)
    update()
    return buttons


def contract_controls(
    parent: QWidget, view: View, legal: Sequence[Move], play: Callable[[Move], object]
) -> list[QPushButton]:
    """A button per contract of the game in its order; those already played
    by this declarer are shown disabled and marked "played"."""
    names = dict(view.get("contract_names") or ())
    order = list(view.get("contracts") or [move.arg for move in legal])
    playable = {move.arg: move for move in legal if move.kind == "contract"}
    buttons = []
    for letter in order:
        name = tr(names.get(letter, str(letter)))
        move = playable.get(letter)
        if move is None:
            button = _button(
                tr("{contract} \u2014 played", contract=name), parent, name, tr("Already played in this seven")
            )
            button.setEnabled(False)
            button.setToolTip(tr("Already played in this seven"))
        else:
            button = _button(name, parent, name, tr("Choose this contract"))
            button.setProperty("move", str(move))
            button.clicked.connect(lambda _=False, m=move: play(m))
        buttons.append(button)
    return buttons


def bid_controls(
    parent: QWidget,
    legal: Sequence[Move],
    why_not: Callable[[Move], str | None],
    play: Callable[[Move], object],
    say: Callable[[str], None],
    bid_range: tuple[int, int] | None = None,
) -> list[QWidget]:
    """A spinner over the bids (the game's ``bid_range`` view fact, or the
    lowest to the highest allowed) and a button that bids the number shown; a
    number the rules refuse (the hook rule's forbidden total) disables the
    button and says why."""
    bids = sorted(move.arg for move in legal if move.kind == "bid" and isinstance(move.arg, int))
    low, high = bids[0], bids[-1]
    if bid_range is not None:  # the whole range, so a refused number can be shown and explained
        low, high = min(low, bid_range[0]), max(high, bid_range[1])
    spin = QSpinBox(parent)
    spin.setRange(low, high)
    spin.setAccessibleName(tr("Your bid"))
    describe(spin, tr("How many tricks you expect to take: Up and Down or the digits change it, Enter bids it"))
    spin.setToolTip(tr("How many tricks you expect to take"))
    button = _button(tr("Bid"), parent)

    def update() -> None:
        move = Move("bid", (), spin.value())
        reason = None if move in legal else (why_not(move) or tr("That bid is not allowed."))
        button.setEnabled(reason is None)
        button.setText(tr("Bid {count}", count=spin.value()))
        button.setProperty("move", str(move))
        button.setAccessibleName(button.text())
        button.setToolTip(reason or "")
        describe(button, reason or tr("Bid the number shown"))
        if reason:
            say(reason)

    spin.valueChanged.connect(lambda _value: update())
    button.clicked.connect(lambda _=False: play(Move("bid", (), spin.value())))
    update()
    return [spin, button]


def rank_label(move: Move) -> str:
    """A Dominoes starting rank as a button says it: "Start at 7"."""
    try:
        rank = Rank.parse(str(move.arg))
    except ValueError:
        return str(move.arg)
    return tr("Start at {rank}", rank=rank.label)
