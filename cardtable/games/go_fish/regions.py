"""Go Fish on the table, as plain geometry (Qt-free).

Each seat's books lie face up beside its plate, each book a small fan of its
four cards (one group you read at a glance), the books side by side; the
room for them is fixed from the deal (``SHELF_BOOKS`` books), so nothing
moves as books are made, and more books than that overlap a little more.
The last asks and answers are told on the felt, in a "words" region of
``LOG_LINES`` lines under the stock. Sizes are in card widths.
"""

from __future__ import annotations

from ...core.game import View
from ...core.regions import CARD_RATIO, Region

BOOK_CARD = 0.62  # a book's card, in card widths (the hands' cards are 1.0)
BOOK_STEP = 0.13  # of a book card's width: the four cards of a book fanned
BOOK_GAP = 0.34  # of a book card's width: the top card's index left in view before the next book
SHELF_BOOKS = 4  # books made room for beside each plate
SMALLEST = 0.7  # of the shelf's card: the smallest a book's card gets when there are many
LOG_LINES = 4  # asks told on the felt, the newest last
LOG_SIZE = (8.0, 1.4)  # card widths: room for the log's lines


def group_width(card: float) -> float:
    """One book's width: four cards fanned."""
    return card * (1 + 3 * BOOK_STEP)


def pitch(card: float) -> float:
    """From one book to the next: the three back cards' edges and the top
    card's corner index stay in view."""
    return card * (3 * BOOK_STEP + BOOK_GAP)


def shelf_size(books: int = SHELF_BOOKS) -> tuple[float, float]:
    """The room for ``books`` books, in card widths."""
    return group_width(BOOK_CARD) + (books - 1) * pitch(BOOK_CARD), BOOK_CARD * CARD_RATIO


def book_places(cards: int, width: float, height: float) -> list[tuple[float, float, float, float]]:
    """(x centre, y centre, z, scale) of each of ``cards`` book cards (four a
    book) in a shelf ``width`` by ``height``: the books left to right. More
    books than the room was made for: smaller cards (down to ``SMALLEST``
    of the room's), then closer books; never out of the shelf. The scale is
    of a full card's width, as ``width`` and ``height`` are."""
    books = max(1, cards // 4)
    card = height / CARD_RATIO
    span = 1 + 3 * BOOK_STEP + (books - 1) * (3 * BOOK_STEP + BOOK_GAP)  # in cards
    card = max(SMALLEST * card, min(card, width / span))
    step = pitch(card)
    if books > 1 and group_width(card) + (books - 1) * step > width:
        step = (width - group_width(card)) / (books - 1)
    places = []
    for index in range(cards):
        book, within = divmod(index, 4)
        x = book * step + within * BOOK_STEP * card + card / 2
        places.append((x, height / 2, float(index), card))
    return places


def table_regions(view: View, regions: list[Region]) -> list[Region]:
    """Every seat's books as a shelf of a fixed size beside its plate (a
    region of its own size in place of a squared pile), and the log's words
    under the stock."""
    out = [
        Region(region.name, "shelf", region.owner, region.cards, size=shelf_size())
        if region.kind == "books"
        else region
        for region in regions
    ]
    return [*out, Region("words", "words", size=LOG_SIZE)]
