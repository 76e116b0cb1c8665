"""The ring board itself, drawn from the view's board (H1): rings, lines open and closed (H14), the middle line
(H6), the objective's ring, this turn's path, the nodes with their emotions, and both tokens (H5, H15, H17).

North sits at the top, South at the bottom, as the players sit (H5); angles
run clockwise from 12 o'clock, as the board's data gives them. A line from an
odd outer (or middle) node reaches the ring inside at a meeting point that is
no node (H1): it is drawn as a stem to that point and a branch to each side.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bot.games.hands.engine.view_types import BoardView, LineView, NodeView, PlayerView
from bot.games.hands.render.shapes import TOKEN_COLOURS, emotion_mark, token_frame
from bot.render.draw import INK, PANEL, PAPER, RGB, SOFT_INK, Painter

RADII = {"outer": 1.0, "middle": 0.7, "inner": 0.4, "center": 0.0}
NODE_R = 14
CENTRE_R = 24
OPEN_LINE: RGB = (70, 70, 78)
CLOSED_LINE: RGB = (214, 211, 204)
OBJECTIVE_BAND: RGB = (250, 232, 160)
MIDDLE_BAND: RGB = (232, 226, 244)
PATH_WIDTH = 10

Point = tuple[float, float]


class RingGeometry:
    """Where each node of a board lies in a picture, for an outer radius `radius` around (cx, cy)."""

    def __init__(self, board: BoardView, cx: float, cy: float, radius: float):
        self.cx, self.cy, self.radius = cx, cy, radius
        self.ring = {n["id"]: n["ring"] for n in board["nodes"]}
        self.angle = {n["id"]: n["angle"] for n in board["nodes"]}
        self.at: dict[str, Point] = {
            n["id"]: self.point(n["angle"] or 0.0, self.ring_radius(n["ring"])) for n in board["nodes"]
        }

    def ring_radius(self, ring: str) -> float:
        return RADII[ring] * self.radius

    def point(self, angle: float, r: float) -> Point:
        theta = math.radians(angle)
        return self.cx + r * math.sin(theta), self.cy - r * math.cos(theta)

    def segments(self, line: LineView) -> list[list[Point]]:
        """The polylines that draw one line of the board (a ring's own lines are drawn as whole circles)."""
        a, b = line["a"], line["b"]
        if "junction" not in line["kind"]:
            return [[self.at[a], self.at[b]]]
        outer, inner = (a, b) if RADII[self.ring[a]] > RADII[self.ring[b]] else (b, a)
        r_out, r_in = self.ring_radius(self.ring[outer]), self.ring_radius(self.ring[inner])
        meeting = self.point(self.angle[outer] or 0.0, r_in + 0.45 * (r_out - r_in))  # a junction's nodes have angles
        return [[self.at[outer], meeting, self.at[inner]]]


def _is_open(line: LineView, sets_completed: int) -> bool:
    return int(line["opens"]) <= sets_completed  # H14: a line once open stays open


def draw_backdrop(p: Painter, geo: RingGeometry, objective_ring: str | None) -> None:
    """The middle line's band (H6) and the ring this set's objectives are completed on (H14)."""
    d = p.draw
    top, bottom = geo.point(0, geo.radius + 22), geo.point(180, geo.radius + 22)
    d.line((top, bottom), fill=MIDDLE_BAND, width=22)
    if objective_ring in RADII and objective_ring != "center":
        r = geo.ring_radius(objective_ring)
        d.ellipse((geo.cx - r, geo.cy - r, geo.cx + r, geo.cy + r), outline=OBJECTIVE_BAND, width=20)


def draw_lines(p: Painter, geo: RingGeometry, lines: Sequence[LineView], sets_completed: int) -> None:
    """Every line, the closed ones faint and thin first, the open ones strong above them (H14)."""
    d = p.draw
    rings = {
        line["kind"].removeprefix("ring-"): _is_open(line, sets_completed)
        for line in lines
        if line["kind"].startswith("ring-")
    }
    for opened in (False, True):
        colour, width = (OPEN_LINE, 4) if opened else (CLOSED_LINE, 2)
        for ring, ring_open in rings.items():
            if ring_open == opened:
                r = geo.ring_radius(ring)
                d.ellipse((geo.cx - r, geo.cy - r, geo.cx + r, geo.cy + r), outline=colour, width=width)
        for line in lines:
            if not line["kind"].startswith("ring-") and _is_open(line, sets_completed) == opened:
                for points in geo.segments(line):
                    d.line(points, fill=colour, width=width, joint="curve")


def draw_path(p: Painter, geo: RingGeometry, path: Sequence[str], seat: int | None) -> None:
    """This turn's path (H9), in the active token's colour, under the nodes."""
    if seat is None or len(path) < 2:
        return
    points = [geo.at[node] for node in path if node in geo.at]
    p.draw.line(points, fill=INK, width=PATH_WIDTH + 4, joint="curve")
    p.draw.line(points, fill=TOKEN_COLOURS[seat % 2], width=PATH_WIDTH, joint="curve")


def draw_nodes(p: Painter, geo: RingGeometry, board: BoardView, centre_open: bool) -> None:
    """Each node in its emotion's colour and shape (H1); the centre as a wide disc."""
    for node in board["nodes"]:
        x, y = geo.at[node["id"]]
        if node["emotion"] is None:
            edge = OPEN_LINE if centre_open else CLOSED_LINE
            p.draw.ellipse((x - CENTRE_R, y - CENTRE_R, x + CENTRE_R, y + CENTRE_R), PANEL, edge, 4)
            p.text(x, y - 11, "C", 20, INK if centre_open else SOFT_INK, bold=True, align="center")
            continue
        emotion_mark(p.draw, x, y, NODE_R, node["emotion"], outline=PAPER)


def draw_node_ids(p: Painter, geo: RingGeometry, board: BoardView) -> None:
    """Every node's id, last, so that a token's frame never hides one (the commands name nodes by it)."""
    for node in board["nodes"]:
        if node["emotion"] is not None:
            _node_id(p, geo, node)


def _node_id(p: Painter, geo: RingGeometry, node: NodeView) -> None:
    """The id on a small paper label: outward from the outer ring, clockwise beside the inner ones."""
    ring, angle = node["ring"], node["angle"] or 0.0
    if ring == "outer":
        x, y = geo.point(angle, geo.radius + 37)
    else:
        x, y = geo.point(angle + (9.0 if ring == "middle" else 13.0), geo.ring_radius(ring) + 15)
    text = node["id"]
    width = 8 + 10 * len(text)
    p.draw.rectangle((x - width / 2, y - 10, x + width / 2, y + 10), fill=PAPER)  # lifts it off the lines
    p.text(x, y - 10, text, 18, INK, bold=True, align="center")


def draw_tokens(p: Painter, geo: RingGeometry, players: Sequence[PlayerView]) -> None:
    """Both tokens (H5): a frame of the seat's shape and colour around the node, with the player's initial.

    On one node (H15, an argument) or both in the centre (H17), North's square frame sits outside South's ring.
    """
    for player in players:
        seat = player["seat"]
        node = player["node"]
        if node not in geo.at:
            continue
        x, y = geo.at[node]
        base = CENTRE_R if node == "C" else NODE_R
        r = base + (8 if seat == 0 else 14)
        token_frame(p.draw, x, y, r, seat)
        tag_x = x + (r + 2) * (1 if seat else -1)  # North's tag to the right, South's to the left
        p.pawn(
            tag_x, y - r - 2, 13, "square" if seat else "circle", TOKEN_COLOURS[seat % 2], player["name"][:1].upper()
        )
