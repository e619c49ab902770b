"""The computed basic-strategy chart against well-known facts of the game.

Each test names a published fact about basic strategy for six decks (the
dealer standing on soft 17, doubling after splits allowed unless said) and
checks that the computation arrives at it; nothing is copied from a chart.
The charts are computed once per test session (``basic_chart`` caches).
"""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.games.blackjack.basic import UPS, basic_chart
from cardtable.games.blackjack.chart import chart_lines, chart_markdown, main
from cardtable.games.blackjack.table_rules import TableRules

S17 = TableRules()
H17 = TableRules(hits_soft_17=True)


def code(rules: TableRules, label: str, up: int) -> str:
    return basic_chart(rules).code(label, up)


def test_hard_16_against_a_ten_hits() -> None:
    """Fact: with six decks and no surrender, hard 16 hits against a 10."""
    assert code(S17, "hard 16", 10) == "H"


def test_hard_12_stands_against_4_to_6_and_hits_against_2_and_3() -> None:
    """Fact: hard 12 stands against 4, 5 and 6 only."""
    assert [code(S17, "hard 12", up) for up in UPS] == ["H", "H", "S", "S", "S", "H", "H", "H", "H", "H"]


def test_aces_and_eights_are_always_split() -> None:
    """Fact: "always split aces and eights"."""
    assert set(basic_chart(S17).line("pair A-A")) == {"P"}
    assert set(basic_chart(S17).line("pair 8-8")) == {"P"}


def test_tens_and_fives_are_never_split() -> None:
    """Fact: never split tens or fives (a pair of fives is a hard 10)."""
    assert "P" not in basic_chart(S17).line("pair 10-10")
    assert "P" not in basic_chart(S17).line("pair 5-5")
    assert basic_chart(S17).line("pair 5-5") == basic_chart(S17).line("hard 10")


def test_11_doubles_against_6() -> None:
    """The text: "the best time to double is with a total of 11 or 10"."""
    assert code(S17, "hard 11", 6) == "D"
    assert code(S17, "hard 10", 6) == "D"


def test_soft_18_hits_against_9() -> None:
    """Fact: soft 18 (A-7) hits against a 9, 10 or ace."""
    assert code(S17, "soft A7", 9) == "H"


def test_11_against_an_ace_hits_with_six_decks_s17() -> None:
    """Fact: with six decks and the dealer standing on soft 17, 11 only hits
    against an ace; when the dealer hits soft 17 it doubles."""
    assert code(S17, "hard 11", 1) == "H"
    assert code(H17, "hard 11", 1) == "D"


def test_soft_19_doubles_against_6_when_the_dealer_hits_soft_17() -> None:
    """Fact: H17 makes soft 19 (A-8) a double (else stand) against a 6."""
    assert code(S17, "soft A8", 6) == "S"
    assert code(H17, "soft A8", 6) == "Ds"


def test_surrender_16_against_10_and_15_17_against_an_ace_with_h17() -> None:
    """Facts: with late surrender, 16 surrenders against 10 (else hit); with
    H17 also 15 and 17 against an ace."""
    rules = dataclasses.replace(H17, surrender=True)
    assert code(rules, "hard 16", 10) == "R"
    assert code(rules, "hard 15", 1) == "R"
    assert code(rules, "hard 17", 1) == "Rs"


def test_no_das_stops_splitting_fours() -> None:
    """Fact: without doubling after a split, 4-4 is never split."""
    rules = dataclasses.replace(S17, double_after_split=False)
    assert "P" not in basic_chart(rules).line("pair 4-4")
    assert "P" in basic_chart(S17).line("pair 4-4")


def test_the_text_chart_has_one_line_per_hand(capsys: pytest.CaptureFixture[str]) -> None:
    """The issue's format: `hard 5:` to `hard 21:`, `soft A2:` to `soft A9:`,
    `pair 2-2:` to `pair 10-10:` and `pair A-A:`, ten codes each."""
    lines = chart_lines(S17)
    labels = [line.split(":")[0] for line in lines]
    assert labels == [
        *(f"hard {p}" for p in range(5, 22)),
        *(f"soft A{k}" for k in range(2, 10)),
        *(f"pair {v}-{v}" for v in range(2, 11)),
        "pair A-A",
    ]
    for line in lines:
        assert len(line.split(":")[1].split()) == 10
        assert set(line.split(":")[1].split()) <= {"H", "S", "D", "Ds", "P"}
    main([])
    assert capsys.readouterr().out.splitlines() == lines


def test_the_markdown_chart_is_a_table() -> None:
    """The rules browser's table: the dealer's up card across, the hand down."""
    text = chart_markdown(S17)
    rows = [line for line in text.splitlines() if line.startswith("|")]
    assert rows[0].split("|")[2:-1] == [f" {u} " for u in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "A")]
    assert len(rows) == 2 + 35
    assert "| hard 16 | S | S | S | S | S | H | H | H | H | H |" in rows


def test_the_command_line_sets_the_rules() -> None:
    """`--decks N`, `--h17` and `--no-das` as the issue names them."""
    from cardtable.games.blackjack.chart import rules_from_args

    rules = rules_from_args(["--decks", "2", "--h17", "--no-das"])
    assert (rules.decks, rules.hits_soft_17, rules.double_after_split) == (2, True, False)
    assert rules_from_args([]) == TableRules()
