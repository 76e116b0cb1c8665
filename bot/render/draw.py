"""Drawing for the pictures: the bundled font, a colour-blind safe palette, and small shapes.

One font for every machine: DejaVu Sans Condensed, shipped in `fonts/` with its
licence (Bitstream Vera's, free to copy), so golden images do not depend on the
host's fonts and German and French are drawn with their letters (ä ö ü ß é è
à ç œ ’ « »). A character the font lacks is folded (accents dropped, else '?')
rather than drawn as a box. Rendered words are cached as masks, so a board is
mostly pastes.

Colours never carry meaning alone (the printed game was criticised for pawn
colours some players cannot tell apart): every seat has a shape and a written
name, every band and symbol a label. Seat colours are Okabe and Ito's palette.
"""

from __future__ import annotations

import logging
import math
import random
import struct
import unicodedata
import zlib
from collections.abc import Sequence
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from bot.i18n import DEFAULT, has, t

log = logging.getLogger(__name__)

RGB = tuple[int, int, int]

PAPER: RGB = (250, 247, 240)
PANEL: RGB = (255, 255, 255)
INK: RGB = (33, 33, 38)
SOFT_INK: RGB = (96, 96, 104)
FAINT: RGB = (190, 188, 182)
LINE: RGB = (140, 138, 132)

# R1: the Condition Track's colour bands (German track legend); labels are drawn too.
BAND_COLOURS: dict[str, RGB] = {
    "green": (74, 160, 92),
    "orange": (232, 150, 48),
    "red": (200, 56, 48),
    "black": (40, 40, 44),
}
BAND_RANGES = {"green": (14, 30), "orange": (8, 13), "red": (4, 7), "black": (0, 3)}

# Card symbols: yellow = stable, red = deteriorating (French summary); shapes differ too.
STABLE_YELLOW: RGB = (240, 200, 40)
DETERIORATION_RED: RGB = (196, 40, 40)
EMERGENCY_RED: RGB = (150, 20, 30)
TOKEN_FILL: RGB = (236, 124, 160)
TOKEN_EDGE: RGB = (150, 50, 90)

# Okabe–Ito: told apart by most colour-blind players; each seat also has its own shape.
SEAT_COLOURS: tuple[RGB, ...] = ((0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167))
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
ASSISTANT_COLOUR: RGB = (150, 150, 150)
ON_CALL_COLOUR: RGB = (215, 215, 215)

FONT_FILE = Path(__file__).with_name("fonts") / "DejaVuSansCondensed.ttf"
_NO_SUCH_GLYPH = "\ue000"  # a private-use code point: the font draws it as its "no glyph" box


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_FILE), size)


@cache
def drawable(ch: str) -> bool:
    """Whether the bundled font has a glyph for `ch` (not its "no glyph" box)."""
    return ch.isspace() or _glyph(ch) != _glyph(_NO_SUCH_GLYPH)


def _glyph(ch: str) -> tuple[tuple[int, int], bytes]:
    mask = font(20).getmask(ch)
    return mask.size, bytes(mask)


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """The text as the bundled font can draw it: a missing letter loses its accent, or becomes '?'."""
    out = []
    for ch in text:
        if ch == "\u00a0":
            ch = " "  # the wrapping splits on spaces; a no-break space is drawn as one anyway
        elif not drawable(ch):
            base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
            ch = base if base and all(drawable(c) for c in base) else "?"
        out.append(ch)
    return "".join(out)


# DejaVu's anti-aliasing leaves a faint fringe (under 16% cover) around every letter: dropped, it is not
# missed on screen, and the board's PNG stays within 60 KB (the fringe's many grey levels compress badly).
FRINGE = 40
_NO_FRINGE = [0] * FRINGE + list(range(FRINGE, 256))


@lru_cache(maxsize=8192)
def _mask(text: str, size: int, bold: bool) -> tuple[Image.Image | None, int, int, int]:
    """(mask, left, top, advance) of a line of text, anchored at its left ascender."""
    f = font(size)
    stroke = 1 if bold else 0
    left, top, right, bottom = f.getbbox(text, anchor="la", stroke_width=stroke)
    advance = int(round(f.getlength(text))) + 2 * stroke
    if right <= left or bottom <= top:
        return None, 0, 0, advance
    mask = Image.new("L", (int(right - left), int(bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor="la", stroke_width=stroke, stroke_fill=255)
    return mask.point(_NO_FRINGE), int(left), int(top), max(advance, int(right))


@lru_cache(maxsize=16384)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """How far a line advances (measured, not rasterised: wrapping tries many candidate lines)."""
    return int(round(font(size).getlength(fold(text)))) + (2 if bold else 0)


def fit(text: str, size: int, width: float, bold: bool = False) -> str:
    """The text, shortened with an ellipsis until it fits `width`."""
    text = fold(text)
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "\u2026", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


def wrap(text: str, size: int, width: int, lines: int, bold: bool = False) -> list[str]:
    """Word-wrapped into at most `lines` lines, the last one shortened if it must be."""
    words = fold(text).split()
    out: list[str] = []
    current = ""
    for word in words:
        trial = f"{current} {word}".strip()
        if text_width(trial, size, bold) <= width or not current:
            current = trial
        else:
            out.append(current)
            current = word
    if current:
        out.append(current)
    if len(out) > lines:
        out = out[: lines - 1] + [" ".join(out[lines - 1 :])]
    return [fit(line, size, width, bold) for line in out]


class Painter:
    """A picture being drawn: text from cached masks, and the board's little shapes."""

    def __init__(self, image: Image.Image, lang: str = DEFAULT):
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.lang = lang

    def say(self, msg_id: str, **args: object) -> str:
        """A label in the picture's language (the catalogue's `pictures.ftl`)."""
        return t(self.lang, msg_id, **args)

    def say_fit(self, msg_id: str, size: int, width: float, bold: bool = False, **args: object) -> str:
        """A label that fits `width`: the catalogue's words, else the shorter form it gives for tight places (its
        `.short`), so that German and French labels are abbreviated as their writers chose, never cut (issue 25);
        only words the catalogue does not own (a name, a pack's title) can still be shortened with an ellipsis."""
        words = fold(t(self.lang, msg_id, **args))
        if text_width(words, size, bold) <= width or not has(self.lang, f"{msg_id}.short"):
            return fit(words, size, width, bold)
        return fit(t(self.lang, f"{msg_id}.short", **args), size, width, bold)

    # --- text -------------------------------------------------------------------
    def text(
        self, x: float, y: float, text: str, size: int = 20, fill: RGB = INK, bold: bool = False, align: str = "left"
    ) -> int:
        """Draw one line with its top at y; `align` places x at the left, centre or right. Returns its width."""
        text = fold(text)
        mask, left, top, advance = _mask(text, size, bold)
        if align == "center":
            x -= advance / 2
        elif align == "right":
            x -= advance
        if mask is not None:
            self.image.paste(fill, (int(x) + left, int(y) + top), mask)
        return advance

    # --- shapes -----------------------------------------------------------------
    def box(
        self, xy: Sequence[float], fill: RGB | None = None, outline: RGB | None = LINE, width: int = 2, radius: int = 8
    ) -> None:
        self.draw.rounded_rectangle(xy, radius=radius, fill=fill, outline=outline, width=width)

    def dashed_box(self, xy: Sequence[float], colour: RGB = FAINT, dash: int = 8, width: int = 2) -> None:
        x0, y0, x1, y1 = (int(v) for v in xy)
        for x in range(x0, x1, dash * 2):
            self.draw.line((x, y0, min(x + dash, x1), y0), fill=colour, width=width)
            self.draw.line((x, y1, min(x + dash, x1), y1), fill=colour, width=width)
        for y in range(y0, y1, dash * 2):
            self.draw.line((x0, y, x0, min(y + dash, y1)), fill=colour, width=width)
            self.draw.line((x1, y, x1, min(y + dash, y1)), fill=colour, width=width)

    def pawn(self, cx: float, cy: float, r: float, shape: str, fill: RGB, label: str = "") -> None:
        """A staff figure: its seat's shape and colour, with a letter inside."""
        d = self.draw
        if shape == "square":
            d.rectangle((cx - r * 0.88, cy - r * 0.88, cx + r * 0.88, cy + r * 0.88), fill=fill, outline=INK, width=2)
        elif shape == "triangle":
            d.polygon(
                [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)],
                fill=fill,
                outline=INK,
                width=2,
            )
        elif shape == "diamond":
            d.polygon(
                [(cx, cy - r * 1.1), (cx + r * 1.1, cy), (cx, cy + r * 1.1), (cx - r * 1.1, cy)],
                fill=fill,
                outline=INK,
                width=2,
            )
        else:
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=INK, width=2)
        if label:
            size = max(10, int(r * (0.95 if len(label) == 1 else 0.7)))
            dy = r * 0.12 if shape == "triangle" else 0
            self.text(
                cx, cy - size * 0.6 + dy, label, size, PANEL if sum(fill) < 420 else INK, bold=True, align="center"
            )

    def token(self, cx: float, cy: float, r: float = 9) -> None:
        """A Care Token: a pink disc with a white cross."""
        self.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TOKEN_FILL, outline=TOKEN_EDGE, width=2)
        arm, thick = r * 0.55, max(1, r * 0.2)
        self.draw.rectangle((cx - arm, cy - thick, cx + arm, cy + thick), fill=PANEL)
        self.draw.rectangle((cx - thick, cy - arm, cx + thick, cy + arm), fill=PANEL)

    def tokens(self, x: float, cy: float, count: int, r: float = 9, most: int = 6) -> float:
        """Up to `most` token discs, then the number written; returns the x after them."""
        for i in range(min(count, most)):
            self.token(x + r + i * (2 * r + 3), cy, r)
        x += min(count, most) * (2 * r + 3)
        if count > most or count == 0:
            x += self.text(x + 2, cy - 11, f"{count}" if count else "0", 20, SOFT_INK) + 4
        return x

    def memory_icon(self, cx: float, cy: float, h: float = 20) -> None:
        """A memory card: an upright card with a folded corner."""
        w = h * 0.72
        x0, y0 = cx - w / 2, cy - h / 2
        self.draw.rectangle((x0, y0, x0 + w, y0 + h), fill=(214, 226, 244), outline=(50, 80, 130), width=2)
        self.draw.line((x0 + 3, y0 + h * 0.4, x0 + w - 3, y0 + h * 0.4), fill=(50, 80, 130), width=2)
        self.draw.line((x0 + 3, y0 + h * 0.65, x0 + w - 5, y0 + h * 0.65), fill=(50, 80, 130), width=2)

    def deterioration(self, cx: float, cy: float, r: float = 11) -> None:
        """A deterioration symbol: a red downward arrow head (shape, not only colour)."""
        self.draw.polygon(
            [(cx - r, cy - r * 0.7), (cx + r, cy - r * 0.7), (cx, cy + r * 0.9)],
            fill=DETERIORATION_RED,
            outline=INK,
            width=2,
        )

    def stable(self, cx: float, cy: float, r: float = 11) -> None:
        """Billy stable: a yellow disc with an equals sign."""
        self.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=STABLE_YELLOW, outline=INK, width=2)
        self.draw.line((cx - r * 0.5, cy - r * 0.25, cx + r * 0.5, cy - r * 0.25), fill=INK, width=2)
        self.draw.line((cx - r * 0.5, cy + r * 0.25, cx + r * 0.5, cy + r * 0.25), fill=INK, width=2)

    def pips(self, x: float, cy: float, filled: int, total: int, r: float = 7) -> float:
        """Stress: filled squares out of the maximum (empty ones outlined)."""
        for i in range(total):
            x0 = x + i * (2 * r + 4)
            fill = (90, 60, 140) if i < filled else PANEL
            self.draw.rectangle((x0, cy - r, x0 + 2 * r, cy + r), fill=fill, outline=INK, width=2)
            if i < filled:  # a cross too, so a filled pip is not told by colour alone
                self.draw.line((x0 + 3, cy - r + 3, x0 + 2 * r - 3, cy + r - 3), fill=PANEL, width=2)
                self.draw.line((x0 + 3, cy + r - 3, x0 + 2 * r - 3, cy - r + 3), fill=PANEL, width=2)
        return x + total * (2 * r + 4)

    def warning(self, cx: float, cy: float, on: bool, r: float = 13) -> None:
        """A Hospital Warning: a triangle with '!' when received, an outline when not."""
        pts = [(cx, cy - r), (cx + r * 1.1, cy + r * 0.85), (cx - r * 1.1, cy + r * 0.85)]
        if on:
            self.draw.polygon(pts, fill=(230, 60, 40), outline=INK, width=2)
            self.text(cx, cy - r * 0.45, "!", int(r * 1.1), PANEL, bold=True, align="center")
        else:
            self.draw.polygon(pts, fill=PANEL, outline=FAINT, width=2)

    def check(self, cx: float, cy: float, done: bool, r: float = 10) -> None:
        """A tick in a green box when done, a cross-free empty box when not."""
        self.draw.rectangle(
            (cx - r, cy - r, cx + r, cy + r), fill=(60, 150, 80) if done else PANEL, outline=INK, width=2
        )
        if done:
            self.draw.line(
                [(cx - r * 0.55, cy), (cx - r * 0.1, cy + r * 0.5), (cx + r * 0.6, cy - r * 0.5)], fill=PANEL, width=3
            )

    def star(self, cx: float, cy: float, r: float = 10, fill: RGB = (250, 210, 60)) -> None:
        """The objective's mark on a slot it asks for."""
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        self.draw.polygon(pts, fill=fill, outline=INK, width=2)


def seat_style(seat: int) -> tuple[str, RGB]:
    return SEAT_SHAPES[seat % 4], SEAT_COLOURS[seat % 4]


@lru_cache(maxsize=64)
def blurred_texture(width: int, height: int, tint: RGB, seed: int) -> Image.Image:
    """A soft, out-of-focus scene: the Partial face's blurred look (the same every time for a seed).

    Drawn and blurred at a quarter of the size, then enlarged: the enlarging
    blurs too, and a cold start stays well inside the time budget.
    """
    rng = random.Random(seed)
    small_w, small_h = max(4, width // 4), max(4, height // 4)
    image = Image.new("RGB", (small_w, small_h), tint)
    d = ImageDraw.Draw(image)
    for _ in range(max(9, width * height // 3000)):
        cx, cy = rng.uniform(0, small_w), rng.uniform(0, small_h)
        r = rng.uniform(5.5, 15)
        shade = tuple(max(0, min(255, c + rng.randint(-60, 40))) for c in tint)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=shade)
    image = image.filter(ImageFilter.GaussianBlur(radius=4))
    return image.resize((width, height), Image.Resampling.BICUBIC)


def new_canvas(width: int, height: int, lang: str = DEFAULT) -> tuple[Image.Image, Painter]:
    image = Image.new("RGB", (width, height), PAPER)
    return image, Painter(image, lang)


PALETTE_COLOURS = 256
ZLIB_LEVEL = 6  # 4% fewer bytes than level 5 for 3 ms more; level 9 saves 8% more for 80 ms more
PNG_MOST = 60_000  # bytes (issue 13): a busier picture is written again, smaller
FEWER_COLOURS = (64, 32, 16)  # tried in turn for such a picture: 64 saves ~7% in ~16 ms, the same look


def to_png(image: Image.Image) -> bytes:
    """A palette PNG (issue 13: a third of the bytes of an RGB one, the same look), within PNG_MOST bytes.

    The pictures are flat colours and their anti-aliased edges: 256 colours
    chosen per picture (Pillow's fast octree, no dithering, from every other
    pixel of every other row: a quarter of the work) keep every pixel within a
    few levels of the drawing. Written directly, rows unfiltered: Pillow's
    writer tries a filter per row and takes twice as long; the 50 ms budget
    per picture holds (palette ~4 ms, mapping ~3 ms, zlib ~10 ms of CPU here).
    The busiest few in a hundred boards come out over PNG_MOST: those are
    written again with fewer colours (the anti-aliased edges lose some of
    their levels, the flat colours stay): 64 has been enough for every board
    measured (one more encoding, ~16 ms); 32 and 16 are a margin for busier
    pictures than the game draws today. A picture still over it after 16 is
    sent as it is (Discord takes far bigger files) and logged, so that a
    drawing grown too busy is seen.
    """
    image = image.convert("RGB") if image.mode != "RGB" else image
    png = _palette_png(image, PALETTE_COLOURS, ZLIB_LEVEL)
    for colours in FEWER_COLOURS:
        if len(png) <= PNG_MOST:
            break
        png = _palette_png(image, colours, ZLIB_LEVEL)
    if len(png) > PNG_MOST:
        log.warning("a %dx%d picture is %d bytes even with %d colours", *image.size, len(png), FEWER_COLOURS[-1])
    return png


def _palette_png(image: Image.Image, colours: int, level: int) -> bytes:
    sample = image.resize((max(1, image.width // 2), max(1, image.height // 2)), Image.Resampling.NEAREST)
    palette = sample.quantize(colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    width, height = indexed.size
    raw = indexed.tobytes()
    rows = b"\x00" + b"\x00".join(raw[i * width : (i + 1) * width] for i in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8-bit palette, no interlace
    used = bytes(indexed.getpalette(rawmode="RGB") or b"")[: colours * 3]
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", used),
            _chunk(b"IDAT", zlib.compress(rows, level)),
            _chunk(b"IEND", b""),
        )
    )


def _chunk(tag: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))
