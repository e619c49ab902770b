# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The end of a hand and of a match: the summary on the table, which stays
until the player goes on (the score-sheet dock never takes it away), the
winners said, and a demo dealing on by itself after a pause.

A mixin of ``MainWindow``, kept apart from the window's building and play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QTimer
from PySide6.QtGui import QKeySequence

from ..storage import saves
from ..storage.statistics import StatisticsError
from .blackjack_bankroll import keep_after_round
from .hand_summary import SummaryAction, SummaryRow
from .i18n import said, tr

if TYPE_CHECKING:
    from ..core.game import HandResult
    from .controller import TableController
    from .main_window import MainWindow

DEMO_SUMMARY_MS = 2500  # how long a demo leaves the hand's summary on the table


class WindowHands:
    def _hand_over(self: MainWindow, result: HandResult) -> None:
        controller = self.controller
        assert controller is not None
        names = controller.names
        self.score_panel.set_match(controller.match, names)
        self._refresh_game_view()  # the round just ended on the game's board too (Blackjack's bankroll plot)
        self._keep_bankroll(result)
        self._keep_played_sheet()
        self._autosave()
        self._update_actions()
        self.sounds.play("hand_over")
        # Once the last trick has gathered: the summary on the table, which
        # stays until the player goes on (the dock opening never hides it).
        self.table.when_settled(lambda: self._show_hand_summary(result))

    def _keep_bankroll(self: MainWindow, result: HandResult) -> None:
        """Blackjack: the player's chips kept after every round."""
        controller = self.controller
        if controller is None or controller.human is None or controller.match.game.id != "blackjack":
            return
        self._open_statistics()
        try:
            keep_after_round(self.statistics, controller.match.game.id, controller.human, result)
        except StatisticsError as error:
            self.table.say(tr("Your chips could not be kept: {error}", error=said(error)))

    def _show_hand_summary(self: MainWindow, result: HandResult) -> None:
        controller = self.controller
        if controller is None or controller.state is None or not controller.state.is_over:
            return  # the next hand is already dealt
        from .sheet_view import leaders_line

        match = controller.match
        names = [seat.name for seat in self.seats]
        rows = [SummaryRow(names[s], p, match.scores[s]) for s, p in enumerate(result.points)]
        lines = [reason.text(controller.names) for reason in result.summary]  # the player as "you"
        own_lines = getattr(self.table.scene.pieces, "summary_lines", None)
        if callable(own_lines):  # a game's own lines (Camicia: how long the game lasted)
            lines += own_lines(result)
        standings = match.standings()
        best = match.scores[standings[0]]
        leaders = [s for s in standings if match.scores[s] == best]
        you = leaders == [controller.human]  # "After 1 hand: you lead with 11."
        # A game's own words for its hands (Blackjack: "Round 3", "After 3 rounds: ...").
        words = getattr(self.table.scene.pieces, "summary_words", None)
        lead = ""
        if not match.is_over:  # once it is over the title names the winner: no "leads with" then
            tell = words.leaders if words is not None else leaders_line
            lead = tell(match.hand_number, [names[s] for s in leaders], str(best), you=you)
        if match.is_over:
            title = self._winners_text(match.winners())
            actions = [
                SummaryAction(tr("Play again"), tr("Play again"), self.play_again),
                SummaryAction(tr("Choose a game"), tr("Choose a game"), self.show_chooser),
            ]
        else:
            key = self.act_next.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if words is not None:
                title, label, name = words.title(match.hand_number), words.next_label(key), words.next_name()
            else:
                title, label, name = (
                    tr("Hand {n}", n=match.hand_number),
                    tr("Next hand  [{key}]", key=key),
                    tr("Next hand"),
                )
            actions = [SummaryAction(label, name, self.next_hand)]
        heads = words.heads() if words is not None else ()
        self.table.summary.show_summary(title, rows, lines, actions, lead=lead, heads=heads)
        if not match.is_over and controller.human is None:  # demo: carry on by itself, once it was seen
            QTimer.singleShot(DEMO_SUMMARY_MS, controller, lambda c=controller: self._demo_next_hand(c))

    def _demo_next_hand(self: MainWindow, controller: TableController) -> None:
        if controller is self.controller:  # still the demo at the table
            self.next_hand()

    def play_again(self: MainWindow) -> None:
        """The same game with the same players, a new deal."""
        if self.controller is None:
            return
        setup = self.controller.setup
        setup.seed = None
        self.start(setup)

    def _winners_text(self: MainWindow, winners: list[int]) -> str:
        names = [seat.name for seat in self.seats]
        if len(winners) == 1:
            return tr("Match over. Winner: {name}.", name=names[winners[0]])
        return tr("Match over. Winners: {names}.", names=QLocale().createSeparatedList([names[s] for s in winners]))

    def _match_over(self: MainWindow, winners: list[int]) -> None:
        controller = self.controller
        assert controller is not None
        text = self._winners_text(winners)
        self.table.say(text)
        self._status(text)
        self._record_statistics(winners)
        saves.clear_autosave()
