# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self)
"""The table's placement: the name plates' texts and sizes, the solved
layout at the window's shape, and where each plate and region lies.

A mixin of ``TableScene`` (``self`` is the scene), kept apart from the
drawing and the animation: the scene asks :meth:`SceneLayout._solve` for the
card slots, and the window tells it its shape
(:meth:`SceneLayout.set_viewport_shape`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ..core.game import View
from .accessibility import seat_name
from .i18n import tr, trn
from .layout import TABLE_HEIGHT, TableLayout, layout_table, table_width
from .scene_plates import NamePlate

if TYPE_CHECKING:
    from .scene import DropZone, TableScene

CARD_W = 100.0  # scene units of a card width
SELECTED_LIFT = 0.28  # card widths a selected card is raised (within layout.RAISED)


class SceneLayout:
    """Plates, layout and regions (a mixin: ``self`` is the ``TableScene``)."""

    # Set by TableScene.__init__; declared here, where they are read.
    info_item: QGraphicsSimpleTextItem
    drop_zone: DropZone
    plates: dict[int, NamePlate]
    table_layout: TableLayout
    table_width: float
    card_size: float
    speed: str

    def _update_plates(self: TableScene, view: View) -> None:
        """Each seat's plate with its text (its place comes with the layout)."""
        for seat in range(view.players):
            plate = self.plates.get(seat)
            if plate is None:
                plate = NamePlate()
                self.plates[seat] = plate
                self.addItem(plate)
            plate.high_contrast = self.high_contrast
            try:
                count = view.pile(f"hand:{seat}").count
            except KeyError:  # no hand: what the seat holds is its own stock (Camicia's packet)
                count = sum(pile.count for pile in view.piles if pile.owner == seat and pile.kind == "stock")
            name = seat_name(self.names, seat)
            first = trn("{name} \u00b7 {n} card", "{name} \u00b7 {n} cards", count, name=name)
            spoken = trn("{name}, {n} card", "{name}, {n} cards", count, name=name)
            note = self.seat_note(seat)
            text = tr("{plate} \u00b7 {note}", plate=first, note=note) if note else first
            if note:
                spoken = tr("{plate}, {note}", plate=spoken, note=note)
            cards = trn("{n} card", "{n} cards", count)
            plate.set_state(text, view.to_move == seat, view.dealer == seat, spoken, first, note, name, cards)
        for seat in list(self.plates):
            if seat >= view.players:
                self.removeItem(self.plates.pop(seat))

    def _solve(self: TableScene, view: View) -> TableLayout:
        """Lay the table out for ``view`` at the window's shape, the plates
        and the status lines at their measured sizes."""
        plates = {seat: [(w / CARD_W, h / CARD_W) for w, h in plate.sizes()] for seat, plate in self.plates.items()}
        info = self.info_item.boundingRect() if self.info_item.text() else None
        corner = (0.0, 0.0) if info is None else (info.width() / CARD_W, info.height() / CARD_W)
        self.table_layout = layout_table(view, self.table_width, self.card_size, plates, corner)
        status = self.table_layout.regions.get("status")
        if status is not None:
            self.info_item.setPos(status.x * CARD_W, status.y * CARD_W)
        self.setSceneRect(0, 0, self.table_width * CARD_W, TABLE_HEIGHT * CARD_W)
        # The drop frame round where a played card goes: the trick, or the discard pile.
        target = self.table_layout.regions.get("trick") or self.table_layout.regions.get("discard")
        if target is not None:
            self.drop_zone.setPos((target.x + target.w / 2) * CARD_W, (target.y + target.h / 2) * CARD_W)
        else:
            self.drop_zone.setPos(self.table_width * CARD_W / 2, TABLE_HEIGHT * CARD_W / 2)
        return self.table_layout

    def _place_plates(self: TableScene, view: View) -> None:
        for seat, plate in self.plates.items():
            plate.use_form(self.table_layout.plate_lines.get(seat, 0))
            rect = self.table_layout.regions.get(f"plate:{seat}")
            if rect is not None:
                plate.setPos((rect.x + rect.w / 2) * CARD_W, (rect.y + rect.h / 2) * CARD_W)

    @property
    def regions(self: TableScene) -> dict[str, QRectF]:
        """Every solved region in scene coordinates, by name ("board",
        "trick", "plate:0"...): where a game's own item goes."""
        return {
            name: QRectF(r.x * CARD_W, r.y * CARD_W, r.w * CARD_W, r.h * CARD_W)
            for name, r in self.table_layout.regions.items()
        }

    def set_viewport_shape(self: TableScene, width: int, height: int) -> None:
        """The table follows the window's shape (a narrow table brings the
        seats closer): lay it out again if its width changes."""
        if width <= 0 or height <= 0:
            return
        wanted = table_width(width / height)
        if abs(wanted - self.table_width) < 0.05:
            return
        self.table_width = wanted
        self.relayout()

    def relayout(self: TableScene) -> None:
        """Lay the shown view out again at once (after a change of window
        shape), keeping the selection and the focus."""
        view = self.view
        if view is None:
            self.setSceneRect(0, 0, self.table_width * CARD_W, TABLE_HEIGHT * CARD_W)
            return
        marks = {key: (item.selected_for_play, item.focused, item.zValue()) for key, item in self.items_by_key.items()}
        dropping = self.drop_zone.isVisible()
        speed, self.speed = self.speed, "instant"
        try:
            self.show_view(view, self.names, *self._shown)
        finally:
            self.speed = speed
        lift = CARD_W * SELECTED_LIFT * self.card_size
        for key, (selected, focused, z) in marks.items():
            item = self.items_by_key.get(key)
            if item is None:
                continue
            item.selected_for_play, item.focused = selected, focused
            item.setZValue(z)
            item.setPos(item.home - QPointF(0, lift if selected else 0.0))
        self.show_drop_zone(dropping)
