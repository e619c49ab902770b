"""Strategy worked out ahead, off the window's thread: asking never waits."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from cardtable.games.blackjack import ahead
from cardtable.games.blackjack.basic import basic_chart
from cardtable.games.blackjack.coach import advice, advice_soon
from cardtable.games.blackjack.situation import HIT, STAND, Situation
from cardtable.games.blackjack.table_rules import TableRules


def _until_ready(ask: Callable[[], Any]) -> Any:
    """Ask again until answered (no timing asserted: a bound on the tries)."""
    for _ in range(2000):
        answer = ask()
        if answer is not None:
            return answer
        time.sleep(0.005)
    raise AssertionError("the work never came back")


def test_soon_answers_none_while_working_then_the_answer() -> None:
    """The window's question returns at once: None while the work runs on
    the strategy's thread, its answer once done; the work runs once."""
    release = threading.Event()
    runs = []

    def work() -> str:
        runs.append(1)
        release.wait()
        return "done"

    key = ("test", object())
    assert ahead.soon(key, work) is None
    assert ahead.soon(key, work) is None
    release.set()
    assert _until_ready(lambda: ahead.soon(key, work)) == "done"
    assert runs == [1]


def test_an_error_of_the_work_is_raised_to_the_asker() -> None:
    def broken() -> None:
        raise ValueError("broken chart")

    key = ("test", object())
    try:
        _until_ready(lambda: ahead.soon(key, broken))
    except ValueError as error:
        assert str(error) == "broken chart"
    else:
        raise AssertionError("the error was lost")


def test_a_computed_chart_is_given_at_once() -> None:
    rules = TableRules()
    chart = basic_chart(rules)
    assert ahead.chart_soon(rules) is chart


def test_the_coach_advice_soon_is_the_advice_once_the_chart_is_there() -> None:
    rules = TableRules(decks=6)
    situation = Situation((10, 6), 10, frozenset({HIT, STAND}), rules, seen=(0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2))
    basic_chart(rules)
    assert advice_soon(situation) == advice(situation)
