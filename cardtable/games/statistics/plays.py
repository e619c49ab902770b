"""Statistics: what may be played from a hand on the kitty's top card.

Pure functions of a hand and a top card (None: the kitty is empty and the
player leads freely), so the rules, the explanations and the players share
them. The rule text is ``shared/seeds/000_...`` ("Deal and Play").

Move forms: ``play 9H KS`` lays the cards in that order (the last on top);
``take ...`` plays the cards and takes the kitty (in the canonical card
order: nothing is left on top); ``pass 3C`` passes a card to the left.
For a set of cards there is one ``play`` move per card that may end on top,
the others before it in the canonical order (``cardtable.core.cards``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...core.cards import Card, Rank, Suit, card_order
from ...core.moves import Move

ACE, TWO, EIGHT, JACK = Rank.ACE, Rank.TWO, Rank.EIGHT, Rank.JACK

#: "the other suit of the same colour"
SISTER = {Suit.CLUBS: Suit.SPADES, Suit.SPADES: Suit.CLUBS, Suit.HEARTS: Suit.DIAMONDS, Suit.DIAMONDS: Suit.HEARTS}


def fits(card: Card, top: Card) -> bool:
    """ "Higher than or equal to the top card" (aces high); "A Two may be
    played on any card and any card may be played on a Two"."""
    return card.rank == TWO or top.rank == TWO or card.high >= top.high


def single_fits(card: Card, top: Card) -> bool:
    """One card alone may also be "any one card of the same suit"."""
    return card.suit == top.suit or fits(card, top)


def jack_takes(cards: Sequence[Card], top: Card | None) -> bool:
    """ "If a single Jack is played on a lower or equal card (including a Two)
    of the other suit of the same colour ... the player must take the kitty"."""
    if top is None or len(cards) != 1 or cards[0].rank != JACK:
        return False
    jack = cards[0]
    assert jack.suit is not None  # no jokers in the pack
    return top.suit == SISTER[jack.suit] and (top.rank == TWO or top.high <= jack.high)


def eights_only(cards: Sequence[Card]) -> bool:
    """A set of two or more eights, which may take the kitty on any card."""
    return len(cards) >= 2 and all(card.rank == EIGHT for card in cards)


def must_take(cards: Sequence[Card], top: Card | None) -> bool:
    """An ace played, or a single jack on its sister suit, takes the kitty."""
    return any(card.rank == ACE for card in cards) or jack_takes(cards, top)


def may_choose(cards: Sequence[Card]) -> bool:
    """ "the player of a Two has the option whether to take the kitty or not"."""
    return any(card.rank == TWO for card in cards)


def is_normal_play(cards: Sequence[Card], top: Card | None) -> bool:
    """Whether ``cards`` is a play by the ordinary rules (before any take):
    one card of the top card's suit, or cards each at least the top card; on
    an empty kitty one card or several of one rank."""
    if not cards:
        return False
    if top is None:
        return all(card.rank == cards[0].rank for card in cards)
    if len(cards) == 1:
        return single_fits(cards[0], top)
    return all(fits(card, top) for card in cards)


def canonical(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=card_order))


def play_move(cards: Sequence[Card], last: Card) -> Move:
    """The ``play`` move laying ``cards`` with ``last`` on top."""
    rest = canonical([card for card in cards if card is not last])
    return Move("play", (*rest, last))


def take_move(cards: Sequence[Card]) -> Move:
    return Move("take", canonical(cards))


def pass_move(card: Card) -> Move:
    return Move("pass", (card,))


def _normal_sets(hand: Sequence[Card], top: Card | None) -> list[tuple[Card, ...]]:
    """Every set of cards the ordinary rules allow, in a fixed order."""
    ordered = canonical(hand)
    sets: list[tuple[Card, ...]] = []
    if top is None:
        sets.extend((card,) for card in ordered)
        for rank in sorted({int(card.rank) for card in ordered}):
            same = [card for card in ordered if card.rank == rank]
            for size in range(2, len(same) + 1):
                sets.extend(combinations(same, size))
        return sets
    sets.extend((card,) for card in ordered if single_fits(card, top))
    fitting = [card for card in ordered if fits(card, top)]
    for size in range(2, len(fitting) + 1):
        sets.extend(combinations(fitting, size))
    return sets


def moves_for(cards: tuple[Card, ...], top: Card | None) -> list[Move]:
    """The moves that play exactly the set ``cards`` as an ordinary play."""
    return list(_moves_for_sorted(canonical(cards), top))


#: The moves of each set already seen (the search asks for the same sets
#: again and again); a single jack's depend on the top card and are not kept.
_SET_MOVES: dict[tuple[Card, ...], list[Move]] = {}
_SET_MOVES_MAX = 200_000


def _moves_for_sorted(cards: tuple[Card, ...], top: Card | None) -> list[Move]:
    """``moves_for`` of a set already in the canonical order (every set
    ``_normal_sets`` makes is): no sorting, and remembered, for the search's
    many calls."""
    known = _SET_MOVES.get(cards)
    if known is not None:
        return known
    ranks = [card.rank for card in cards]
    if len(cards) == 1 and ranks[0] == JACK:
        return [Move("take", cards)] if jack_takes(cards, top) else [Move("play", cards)]
    if len(_SET_MOVES) >= _SET_MOVES_MAX:
        _SET_MOVES.clear()
    moves = _SET_MOVES[cards] = _set_moves(cards, ranks)
    return moves


def _set_moves(cards: tuple[Card, ...], ranks: list[Rank]) -> list[Move]:
    if ACE in ranks:
        return [Move("take", cards)]
    if len(cards) == 1:
        moves = [Move("play", cards)]
    else:
        moves = [Move("play", (*cards[:i], *cards[i + 1 :], last)) for i, last in enumerate(cards)]
    if TWO in ranks:
        moves.append(Move("take", cards))
    return moves


def eight_takes(hand: Sequence[Card], top: Card | None) -> list[Move]:
    """ "a set of two or more Eights can be played on any card to take the
    kitty". Decision: not on an empty kitty (there is no card to play on)."""
    if top is None:
        return []
    eights = [card for card in canonical(hand) if card.rank == EIGHT]
    return [Move("take", group) for size in range(2, len(eights) + 1) for group in combinations(eights, size)]


def legal_plays(hand: Sequence[Card], top: Card | None) -> tuple[list[Move], list[Move]]:
    """(the plays the player must choose among if any, the eight-takes):
    ordinary plays with their takes, and the optional takes with eights."""
    plays: list[Move] = []
    for cards in _normal_sets(hand, top):
        plays.extend(_moves_for_sorted(cards, top))
    seen = set(plays)
    eights = [move for move in eight_takes(hand, top) if move not in seen]
    return plays, eights


def legal_moves(hand: Sequence[Card], top: Card | None) -> list[Move]:
    """Every legal move: "A player must play a card or cards if able to" (the
    eight-take excepted); "If a player is unable to make a play, he must
    instead pass one card of his choice to the player on his left"."""
    plays, eights = legal_plays(hand, top)
    if plays:
        return plays + eights
    return eights + [pass_move(card) for card in canonical(hand)]


def is_eight_take(move: Move) -> bool:
    """A take made with eights alone: it costs a card of hand size per eight beyond one."""
    return move.kind == "take" and eights_only(move.cards)
