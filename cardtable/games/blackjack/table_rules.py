"""The rules of one blackjack table, as one value built from the options.

The engine, the basic-strategy computation, the simulator, the coach and the
sheet all take a ``TableRules``, so a rule is read from the options in one
place only. It is frozen and hashable: computed strategy charts are cached
by it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

#: Where doubling is allowed: on any first two cards, or only on these totals
#: ("some casinos only allow doubling with these totals": 10 and 11).
DOUBLE_ANY = "any"
DOUBLE_9_11 = "9-11"
DOUBLE_10_11 = "10-11"
#: The dealer's second card: dealt face down and peeked at for blackjack when
#: the up card is an ace or a ten ("peek"), or not dealt until the players
#: have finished ("european": no hole card).
HOLE_PEEK = "peek"
HOLE_EUROPEAN = "european"


@dataclass(frozen=True)
class TableRules:
    """One table's rules; the defaults are the app's (NOTES: six decks, the
    dealer stands on soft 17, double any two cards and after splits,
    resplits to four hands, split aces get one card each, 3:2, insurance
    2:1, a blackjack against the dealer's is a push)."""

    decks: int = 6
    hits_soft_17: bool = False
    double_on: str = DOUBLE_ANY
    double_after_split: bool = True
    max_hands: int = 4
    split_tens: bool = True
    resplit_aces: bool = False
    surrender: bool = False
    blackjack_pays: Fraction = Fraction(3, 2)
    dealer_blackjack_wins: bool = False
    hole_card: str = HOLE_PEEK
    #: The cut card's place, as a share of the shoe dealt before reshuffling.
    penetration: Fraction = Fraction(3, 4)

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> TableRules:
        """The rules of a table whose game options are ``options`` (missing
        names keep the defaults, so a strategy can be asked for with just
        ``{"decks": 2}``)."""
        default = cls()
        pays = options.get("blackjack_pays", "3:2")
        numerator, _, denominator = str(pays).partition(":")
        return cls(
            decks=int(options.get("decks", default.decks)),
            hits_soft_17=bool(options.get("hits_soft_17", default.hits_soft_17)),
            double_on=str(options.get("double_on", default.double_on)),
            double_after_split=bool(options.get("double_after_split", default.double_after_split)),
            max_hands=int(options.get("max_hands", default.max_hands)),
            split_tens=bool(options.get("split_tens", default.split_tens)),
            resplit_aces=bool(options.get("resplit_aces", default.resplit_aces)),
            surrender=bool(options.get("surrender", default.surrender)),
            blackjack_pays=Fraction(int(numerator), int(denominator)),
            dealer_blackjack_wins=bool(options.get("dealer_blackjack_wins", default.dealer_blackjack_wins)),
            hole_card=str(options.get("hole_card", default.hole_card)),
            penetration=Fraction(int(options.get("penetration", 75)), 100),
        )

    def may_double_on(self, points: int) -> bool:
        """Whether a two-card total may be doubled under ``double_on``."""
        if self.double_on == DOUBLE_10_11:
            return points in (10, 11)
        if self.double_on == DOUBLE_9_11:
            return points in (9, 10, 11)
        return True

    @property
    def peeks(self) -> bool:
        return self.hole_card == HOLE_PEEK
