"""The board picture's painter: draw.py's Painter, its text anti-aliased on four levels instead of many.

Text is half the bytes of the ring board's PNG (about 150 labels: 57 node
ids, both rows, the scales); a glyph's edge drawn with four levels of cover
(none, a third, two thirds, full) reads the same at these sizes and leaves
the palette encoder far fewer colours to keep, so a busy board stays well
within 60 KB in one encoding, without draw.to_png's slower second try.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot.render.draw import INK, PAPER, RGB, Painter, _mask, fold  # _mask: draw.py's cached glyph masks

LEVELS = 4
_STEP = 255 / (LEVELS - 1)
_POSTER = [round(round(value / _STEP) * _STEP) for value in range(256)]  # each cover to the nearest level


@lru_cache(maxsize=4096)
def _few_level_mask(text: str, size: int, bold: bool) -> tuple[Image.Image | None, int, int, int]:
    mask, left, top, advance = _mask(text, size, bold)
    return (mask.point(_POSTER) if mask is not None else None), left, top, advance


class BoardPainter(Painter):
    def text(
        self, x: float, y: float, text: str, size: int = 20, fill: RGB = INK, bold: bool = False, align: str = "left"
    ) -> int:
        """One line with its top at y, as Painter.text draws it, from a four-level mask."""
        mask, left, top, advance = _few_level_mask(fold(text), size, bold)
        if align == "center":
            x -= advance / 2
        elif align == "right":
            x -= advance
        if mask is not None:
            self.image.paste(fill, (int(x) + left, int(y) + top), mask)
        return advance


def new_board_canvas(width: int, height: int, language: str) -> tuple[Image.Image, BoardPainter]:
    image = Image.new("RGB", (width, height), PAPER)
    return image, BoardPainter(image, language)
