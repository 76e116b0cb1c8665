"""The emotions' and the tokens' looks in the pictures: a colour that still reads as the printed one, and a shape
that tells them apart without colour (the printed board's second side has symbols for colour-blind players).

Colours are Okabe and Ito's, told apart by most colour-blind players: black
for sad, vermillion for angry, blue for calm, bluish green for happy (H1's
black, red, blue and green). Shapes follow the balance (H4): the two that
lift it point up or are round (happy ▲, calm ●), the two that lower it point
down or are sharp (sad ▼, angry ◆). The tokens take the palette's two other
strong colours and draw.py's seat shapes (South a circle, North a square),
so no token is the colour of an emotion.
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.render.draw import INK, RGB, SEAT_SHAPES

EMOTION_COLOURS: dict[str, RGB] = {
    "sad": (0, 0, 0),
    "angry": (213, 94, 0),
    "calm": (0, 114, 178),
    "happy": (0, 158, 115),
}
EMOTION_SHAPES = {"sad": "down", "angry": "diamond", "calm": "circle", "happy": "up"}
TOKEN_COLOURS: tuple[RGB, RGB] = ((204, 121, 167), (230, 159, 0))  # South reddish purple, North orange
TOKEN_SHAPES = (SEAT_SHAPES[0], SEAT_SHAPES[1])  # circle, square


def emotion_mark(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, emotion: str, outline: RGB | None = None
) -> None:
    """An emotion's shape in its colour, about as large as a disc of radius `r`."""
    fill = EMOTION_COLOURS.get(emotion, INK)
    shape = EMOTION_SHAPES.get(emotion, "circle")
    edge = outline or fill
    if shape == "up":
        s = r * 1.3  # a triangle looks smaller than a disc of the same radius
        draw.polygon([(cx, cy - s), (cx + s * 0.95, cy + s * 0.62), (cx - s * 0.95, cy + s * 0.62)], fill, edge)
    elif shape == "down":
        s = r * 1.3
        draw.polygon([(cx, cy + s), (cx + s * 0.95, cy - s * 0.62), (cx - s * 0.95, cy - s * 0.62)], fill, edge)
    elif shape == "diamond":
        s = r * 1.22
        draw.polygon([(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)], fill, edge)
    else:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill, edge)


def token_frame(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int, width: int = 6) -> None:
    """A token around the node it stands on: its seat's shape drawn as a thick frame in its colour."""
    colour = TOKEN_COLOURS[seat % 2]
    if TOKEN_SHAPES[seat % 2] == "square":
        draw.rectangle((cx - r, cy - r, cx + r, cy + r), outline=INK, width=width + 4)
        draw.rectangle((cx - r + 2, cy - r + 2, cx + r - 2, cy + r - 2), outline=colour, width=width)
    else:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=INK, width=width + 4)
        draw.ellipse((cx - r + 2, cy - r + 2, cx + r - 2, cy + r - 2), outline=colour, width=width)
