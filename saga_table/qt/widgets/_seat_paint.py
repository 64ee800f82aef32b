"""How a seat paints itself (:class:`~saga_table.qt.widgets.seat_widget.SeatWidget`'s draw
steps): its panel, the player's name, the life total and its recent change, the zone counts,
the designations' chips and "Left the game". Kept apart from the widget's state and input."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen

from saga_table.qt.line_breaks import break_lines
from saga_table.qt.widgets._card_parts import fit_font_to_width
from saga_table.qt.widgets._paint import (
    elide,
    fit_bold_font,
    mix,
    scaled_font,
    text_width,
)
from saga_table.qt.widgets._seat_layout import (
    MINUS,
    SeatLayout,
    format_delta,
    info_label,
    info_rows,
    life_hint_rects,
    mark_chips,
)
from saga_table.qt.widgets.crown import CrownPainter

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from saga_table.qt.widgets.crown import SeatDropTarget
    from saga_table.qt.widgets.view import SeatView

    _Base = QWidget
else:
    _Base = object

__all__ = ["SeatPainting"]

_CTX = "SeatWidget"  # (the seat's strings keep the widget's translation context)


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


class SeatPainting(_Base):
    """The draw steps of a seat (a mixin of ``SeatWidget``, which holds what they read)."""

    if TYPE_CHECKING:
        _view: SeatView
        _delta: int
        _delta_opacity: float
        _hover: int
        drop_target: SeatDropTarget

        def _get_accent(self) -> QColor: ...
        def _get_gain(self) -> QColor: ...
        def _get_loss(self) -> QColor: ...
        def seat_layout(self) -> SeatLayout: ...

    # -- draw steps -----------------------------------------------------------------------

    def colours(self) -> dict[str, QColor]:
        pal = self.palette()
        base = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
        window = pal.color(QPalette.ColorRole.Window)
        return {
            "face": base,
            "text": text,
            "dim": mix(text, base, 0.45),
            "border": mix(text, window, 0.6),
            "accent": self._get_accent(),
            "gain": self._get_gain(),
            "loss": self._get_loss(),
            "chip": mix(window, base, 0.5),
        }

    def draw_frame(self, painter: QPainter, c: dict[str, QColor]) -> None:
        """The seat's panel; the active player's seat gets a thick accent border."""
        v = self._view
        rect = QRectF(self.rect())
        face = c["face"]
        if v.active:
            face = mix(face, c["accent"], 0.1)
        if v.active:
            pen = QPen(c["accent"], 3.0)
        else:
            pen = QPen(c["border"], 1.0)
        if self.drop_target.is_hovered():
            pen = QPen(c["accent"], 2.0, Qt.PenStyle.DashLine)
        inset = pen.widthF() / 2 + 0.5
        painter.setPen(pen)
        painter.setBrush(face)
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 8, 8)
        if v.chosen:
            self.draw_chosen(painter, rect)
        if self.hasFocus():
            focus = QPen(c["accent"], 1.0, Qt.PenStyle.DotLine)
            painter.setPen(focus)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(4.5, 4.5, -4.5, -4.5), 5, 5)

    def draw_chosen(self, painter: QPainter, rect: QRectF) -> None:
        """The chosen player's seat: a band in the selection colour down its left edge and a
        ring inside the frame, so the choice shows on the seat itself."""
        colour = self.palette().color(QPalette.ColorRole.Highlight)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        band = QRectF(rect.left() + 3, rect.top() + 8, 5, rect.height() - 16)
        painter.drawRoundedRect(band, 2, 2)
        painter.setPen(QPen(colour, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), 7, 7)
        painter.restore()

    def name_text(self, layout: SeatLayout | None = None) -> tuple[str, QFont]:
        """The name as the seat writes it (with ▶ on the active player's), and its font: a
        narrow seat (six or eight players) takes a smaller name before an elided one.

        Beside the crown, on a narrow seat, the ▶ goes when it would cost the name its size
        (「▶ プレイヤー3」 had shrunk to the smallest a name takes): the seat's thick accent
        frame still marks the active player."""
        layout = layout or self.seat_layout()
        px = layout.name.height() * 0.72
        base = scaled_font(self.font(), px, bold=True)
        width = layout.name.width()
        min_px = max(10.0, px * 0.66)
        name = self._view.name
        if self._view.active:
            marked = "\u25b6 " + name
            font = fit_font_to_width(marked, base, width, min_px=min_px)
            crowned = self._view.monarch or self.drop_target.is_hovered()
            if not crowned or font.pixelSize() >= base.pixelSize():
                return elide(marked, font, width), font
            plain = fit_font_to_width(name, base, width, min_px=min_px)
            if plain.pixelSize() <= font.pixelSize():
                return elide(marked, font, width), font
            return elide(name, plain, width), plain
        font = fit_font_to_width(name, base, width, min_px=min_px)
        return elide(name, font, width), font

    def draw_name(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        text, font = self.name_text(layout)
        painter.setFont(font)
        painter.setPen(c["text"])
        if self._view.chosen:
            # The chosen player's name sits on a selection-coloured band, as a chosen item does.
            palette = self.palette()
            width = min(layout.name.width() + 8.0, text_width(text, font) + 12.0)
            band = QRectF(layout.name.left() - 5.0, layout.name.top(), width, layout.name.height())
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.color(QPalette.ColorRole.Highlight))
            painter.drawRoundedRect(band, 4, 4)
            painter.restore()
            painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
        painter.drawText(
            layout.name, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text
        )

    def draw_crown_spot(self, painter: QPainter, layout: SeatLayout) -> None:
        """A ghost crown where a dragged crown can land (the real one is a child widget)."""
        if self.drop_target.is_hovered() and not self._view.monarch:
            CrownPainter().paint(painter, layout.crown, ghost=True)

    def draw_life(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """The life total, as big as fits, with +/− hints while hovered."""
        text = str(self._view.life)
        r = layout.life_number
        font = fit_bold_font(text, self.font(), r.height() * 0.78, r.width() * 0.92, min_size=10)
        painter.setFont(font)
        colour = c["text"]
        if self._view.life <= 0:
            colour = c["loss"]
        painter.setPen(colour)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        if self._hover:
            hint = scaled_font(self.font(), max(9.0, r.height() * 0.2), bold=True)
            painter.setFont(hint)
            up, down = life_hint_rects(layout)  # (in the halves a click reads: life_hit_delta)
            painter.setPen(c["accent"] if self._hover > 0 else c["dim"])
            painter.drawText(up, Qt.AlignmentFlag.AlignCenter, "+")
            painter.setPen(c["accent"] if self._hover < 0 else c["dim"])
            painter.drawText(down, Qt.AlignmentFlag.AlignCenter, MINUS)

    def draw_delta(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """The recent change ("+3"), fading."""
        if not self._delta or self._delta_opacity <= 0.0:
            return
        text = format_delta(self._delta)
        r = layout.delta
        font = fit_bold_font(text, self.font(), max(9.0, r.height() * 0.75), r.width(), min_size=8)
        colour = QColor(c["gain"] if self._delta > 0 else c["loss"])
        colour.setAlphaF(self._delta_opacity)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)

    def draw_info(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """Hand, library, graveyard; poison and commander damage when there is some."""
        rows = info_rows(self._view)
        if not rows or not layout.info_rows:
            return
        row_h = layout.info_rows[0].height()
        font = scaled_font(self.font(), max(8.0, min(13.0, row_h * 0.72)))
        bold = scaled_font(self.font(), font.pixelSize(), bold=True)
        for row, rect in zip(rows, layout.info_rows, strict=True):
            if row.value is None:  # "Library unknown": one dim line, smaller rather than cut
                unknown = _tr("unknown")
                room = rect.width() - text_width(f" {unknown}", font)
                text = f"{info_label(row, font, room)} {unknown}"  # "Lib unknown" if narrow
                small, size = font, float(font.pixelSize())
                while text_width(text, small) > rect.width() and size > 8:
                    size -= 1
                    small = scaled_font(self.font(), size)
                painter.setFont(small)
                painter.setPen(c["dim"])
                painter.drawText(
                    rect,
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    elide(text, small, rect.width()),
                )
                continue
            value = str(row.value)
            vw = text_width(value, bold)
            colour = c["text"]
            if row.kind in ("poison", "commander"):
                colour = c["loss"]
            painter.setFont(font)
            painter.setPen(c["dim"] if row.kind not in ("poison", "commander") else colour)
            label_rect = QRectF(rect.left(), rect.top(), rect.width() - vw - 4, rect.height())
            painter.drawText(
                label_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                elide(info_label(row, font, label_rect.width()), font, label_rect.width()),
            )
            painter.setFont(bold)
            painter.setPen(colour)
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, value
            )

    def draw_marks(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """The designations as chips along the foot: whole chips, as many as fit (every one is
        in the seat's tooltip and accessible description)."""
        rect = layout.marks
        if rect.isEmpty() or not self._view.marks:
            return
        font = scaled_font(self.font(), max(8.0, rect.height() * 0.68), bold=True)
        painter.setFont(font)
        x = rect.left()
        for text in mark_chips(self._view.marks, font, rect.width()):
            w = text_width(text, font) + 10.0
            chip = QRectF(x, rect.top(), w, rect.height())
            painter.setPen(QPen(c["dim"], 1.0))
            painter.setBrush(c["chip"])
            painter.drawRoundedRect(chip.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            painter.setPen(c["text"])
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            x += w + 4.0

    def left_game_text(self, layout: SeatLayout | None = None) -> tuple[list[str], QFont, QRectF]:
        """What the body of a seat whose player left says: its lines, their font, and the
        room they are centred in."""
        layout = layout or self.seat_layout()
        body = QRectF(
            layout.life.left(),
            layout.name.bottom(),
            layout.info.right() - layout.life.left(),
            max(layout.life.bottom(), layout.info.bottom()) - layout.name.bottom(),
        )
        px = max(11.0, body.height() * 0.22)
        label = _tr("Left the game")
        room = body.adjusted(4, 0, -4, 0)
        # On one line in a font a little smaller; else on two lines ("Left the" over "game"),
        # in a font smaller still if need be; never cut ("Left the g…" on a narrow seat).
        font = fit_font_to_width(
            label, scaled_font(self.font(), px, bold=True), room.width(), min_px=px * 0.8
        )
        if text_width(label, font) <= room.width():
            return [label], font, room
        font = scaled_font(self.font(), px, bold=True)
        while True:
            lines = break_lines(label, font, room.width())
            metrics = QFontMetricsF(font)
            fits = metrics.lineSpacing() * len(lines) <= room.height() and all(
                metrics.horizontalAdvance(line) <= room.width() for line in lines
            )
            if fits or font.pixelSize() <= 8:
                return lines, font, room
            font.setPixelSize(font.pixelSize() - 1)

    def draw_left_game(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """A player who left the game: the name stays, the body says so (nothing underneath)."""
        lines, font, room = self.left_game_text(layout)
        painter.setFont(font)
        painter.setPen(c["dim"])
        painter.drawText(room, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))

    # -- Qt overrides ---------------------------------------------------------------------
