"""The board of "...and then, we held hands." as a picture (`/hands board`, each turn's message), from the public
view only (H19).

Top to bottom: the turn and who moves (or the result); the face-up objective
(an argument marked as such, H16), the objectives left in each set and the
deck; North's seat (H5: at 12 o'clock) with her balance scale (H4) and the
visible halves of her row in order (H12; at setup both halves, H7); the ring
board (ring_board.py); South's seat; a legend of the emotions' shapes.

`board_data` keeps exactly what the picture draws (also its cache key); no
covered half is in a view after setup, so none can reach a picture.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypedDict

from PIL import Image

from bot.games.hands.engine.view_types import BoardView, HalvesView, ObjectiveView, PlayerView, Public
from bot.games.hands.render import ring_board
from bot.games.hands.render.painter import new_board_canvas
from bot.games.hands.render.shapes import EMOTION_COLOURS, TOKEN_COLOURS, emotion_mark, token_frame
from bot.games.hands.words import emotion_word, named, player_name
from bot.i18n import locale_of
from bot.render.cache import PICTURES
from bot.render.draw import FAINT, INK, LINE, PANEL, RGB, SOFT_INK, Painter, fit, text_width, to_png

WIDTH = 960
MARGIN = 20
HEADER_H = 150
PANEL_H = 138
BOARD_RADIUS = 370
BOARD_H = 2 * BOARD_RADIUS + 96
LEGEND_H = 40
CARD_W, CARD_H, CARD_GAP = 64, 84, 6
SCALE_CELL = 38
BANNER: dict[str, RGB] = {"won": (0, 120, 90), "lost": (60, 60, 66)}
ARGUMENT_FILL: RGB = (120, 30, 60)


class BoardData(TypedDict):
    """What the picture draws of the public view, and the language it says it in."""

    difficulty: str
    phase: str
    result: str | None
    loss_cause: str | None
    turn: int
    active: int
    sets_completed: int
    objective_ring: str | None
    objective: ObjectiveView | None
    objectives_left: list[int]
    completed: int
    deck: int
    path: list[str]
    players: list[PlayerView]
    setup_rows: list[list[HalvesView]] | None
    board: BoardView
    lang: str


def board_data(public: Public, language: str) -> BoardData:
    """What the picture draws, in `language`: its cache key too (an unchanged board is drawn once)."""
    return {
        "difficulty": public["difficulty"],
        "phase": public["phase"],
        "result": public["result"],
        "loss_cause": public["loss_cause"],
        "turn": public["turn"],
        "active": public["active"],
        "sets_completed": public["sets_completed"],
        "objective_ring": public["objective_ring"],
        "objective": public["objective"],
        "objectives_left": public["objectives_left"],
        "completed": public["completed"],
        "deck": public["deck"],
        "path": public["path"],
        "players": public["players"],
        "setup_rows": public["setup_rows"],
        "board": public["board"],
        "lang": locale_of(language),
    }


def board_png(public: Public, language: str) -> bytes:
    """The ring board as PNG bytes (≤ 60 KB: draw.to_png), labelled in `language`."""
    data = board_data(public, language)
    return PICTURES.get_or_render("hands-board", data, lambda: to_png(draw_board(data)))


def draw_board(data: BoardData) -> Image.Image:
    height = HEADER_H + 2 * PANEL_H + BOARD_H + LEGEND_H + 2 * MARGIN
    image, p = new_board_canvas(WIDTH, height, str(data["lang"]))
    _header(p, data)
    players = data["players"]
    y = HEADER_H
    _seat_panel(p, data, players[1], y)  # North sits at 12 o'clock (H5)
    y += PANEL_H
    _board(p, data, y)
    y += BOARD_H
    _seat_panel(p, data, players[0], y)
    y += PANEL_H
    _legend(p, y + 10)
    return image


# --- the header: turn, result, objective, sets, deck ------------------------------------------


def _header(p: Painter, data: BoardData) -> None:
    p.draw.rectangle((0, 0, WIDTH, HEADER_H - 8), fill=(236, 232, 222))
    result = data.get("result")
    if result:
        p.draw.rectangle((0, 0, WIDTH, 56), fill=BANNER.get(str(result), INK))
        p.text(MARGIN, 10, fit(_result_words(p, data), 30, WIDTH - 2 * MARGIN, True), 30, PANEL, bold=True)
    else:
        p.text(MARGIN, 10, fit(_title(p, data), 30, WIDTH - 300, True), 30, INK, bold=True)
        p.text(
            WIDTH - MARGIN,
            18,
            p.say("hands-pic-difficulty", difficulty=data["difficulty"]),
            20,
            SOFT_INK,
            align="right",
        )
    _objective(p, data, 64)
    _sets(p, data, 104)


def _title(p: Painter, data: BoardData) -> str:
    if data["phase"] in ("first_player", "halves"):
        return f"{p.say('hands-pic-setup')} · {p.say('hands-pic-to-choose')}"
    name = player_name(data, data["active"])
    return f"{p.say('hands-pic-turn', turn=data['turn'])} · {p.say('hands-pic-to-move', **named(name))}"


def _result_words(p: Painter, data: BoardData) -> str:
    if data["result"] == "won":
        return f"{p.say('hands-pic-won')} · {p.say('hands-pic-turn', turn=data['turn'])}"
    cause = str(data.get("loss_cause"))
    ruling = "H18b" if cause == "out_of_cards" else ("H18a" if cause == "stuck" else "H18c")
    return p.say("hands-pic-lost", ruling=ruling, cause=cause, **named(player_name(data, data["active"])))


def _objective(p: Painter, data: BoardData, y: int) -> None:
    x = MARGIN + p.text(MARGIN, y, p.say("hands-pic-objective"), 24, INK, bold=True) + 12
    objective = data.get("objective")
    if objective is None:
        label = p.say("hands-pic-all-done") if data["sets_completed"] >= 3 else p.say("hands-pic-no-objective")
        p.text(x, y + 2, label, 22, SOFT_INK)
        return
    emotion = str(objective["emotion"])
    emotion_mark(p.draw, x + 13, y + 14, 12, emotion, outline=INK)
    x += 34
    x += p.text(x, y, emotion_word(p.lang, emotion), 24, EMOTION_COLOURS[emotion], bold=True) + 10
    x += p.text(x, y + 2, p.say("hands-pic-on-ring", ring=str(data.get("objective_ring"))), 22, INK) + 14
    if objective.get("argument"):  # H16: marked in words and as a tag, not by colour alone
        words = p.say("hands-pic-argument")
        width = text_width(words, 20, True) + 20
        p.box((x, y - 2, x + width, y + 30), fill=ARGUMENT_FILL, outline=INK, radius=6)
        p.text(x + 10, y + 3, words, 20, PANEL, bold=True)


def _sets(p: Painter, data: BoardData, y: int) -> None:
    """Objectives left per set (H3, H13), the current set's progress, the deck (H11)."""
    x = MARGIN + p.text(MARGIN, y, p.say("hands-pic-sets"), 20, INK, bold=True) + 12
    current = int(data["sets_completed"])
    for index, left in enumerate(data["objectives_left"]):
        words = p.say("hands-pic-set", set=index + 1, left=left)
        bold = index == current
        x += p.text(x, y, words, 20, INK if bold else SOFT_INK, bold=bold) + 16
    if current < 3:
        x += p.text(x, y, f"({p.say('hands-pic-set-done', completed=data['completed'])})", 20, SOFT_INK) + 16
    p.text(WIDTH - MARGIN, y, p.say("hands-pic-deck", deck=data["deck"]), 20, INK, bold=True, align="right")


# --- a seat: name, node, balance scale, row ---------------------------------------------------


def _seat_panel(p: Painter, data: BoardData, player: PlayerView, top: int) -> None:
    seat = int(player["seat"])
    active = data["phase"] in ("move", "perspective") and data["active"] == seat and not data.get("result")
    box = (MARGIN - 8, top + 6, WIDTH - MARGIN + 8, top + PANEL_H - 6)
    p.box(box, fill=PANEL, outline=TOKEN_COLOURS[seat] if active else FAINT, width=5 if active else 2)
    token_frame(p.draw, MARGIN + 22, top + 38, 15, seat, width=5)
    p.text(MARGIN + 22, top + 28, player["name"][:1].upper(), 18, INK, bold=True, align="center")
    p.text(MARGIN + 48, top + 20, fit(player["name"], 28, 226, True), 28, INK, bold=True)
    place = p.say("hands-seat", place=player["place"])
    where = p.say("hands-pic-in-centre") if player.get("in_centre") else player["node"]
    p.text(MARGIN + 48, top + 58, fit(f"{place} · {where}", 21, 226), 21, INK)
    p.text(MARGIN + 48, top + 88, p.say("hands-pic-discards", count=player["discards"]), 21, SOFT_INK)
    _scale(p, seat, int(player["balance"]), 290, top + 18)
    rows = data.get("setup_rows")
    halves = rows[seat] if rows else None
    _row(p, player, halves, 512, top + 14)


def _scale(p: Painter, seat: int, balance: int, x: int, y: int) -> None:
    """H4: −2..+2, the token's marker on the balance; 0 drawn wider (only there does she draw, H10)."""
    p.text(x, y, p.say("hands-pic-balance"), 19, SOFT_INK, bold=True)
    cy = y + 50
    for index, value in enumerate(range(-2, 3)):
        x0 = x + index * (SCALE_CELL + 2)
        p.draw.rectangle(
            (x0, cy - 15, x0 + SCALE_CELL, cy + 15), fill=(246, 244, 238), outline=LINE, width=2 if value else 3
        )
        if value == balance:
            p.pawn(x0 + SCALE_CELL / 2, cy, 12, "square" if seat else "circle", TOKEN_COLOURS[seat % 2])
        label = f"{value:+d}" if value else "0"
        p.text(x0 + SCALE_CELL / 2, cy + 18, label, 15, INK, bold=value == balance, align="center")


def _row(p: Painter, player: PlayerView, halves: Sequence[HalvesView] | None, x: int, y: int) -> None:
    """The row in order from the cover card (H7, H12): numbered as the commands name them (S3, N1)."""
    side = "none" if halves is not None else str(player.get("side") or "none")
    p.text(x, y, p.say("hands-pic-row", side=side), 19, SOFT_INK, bold=True)
    letter = "S" if player["seat"] == 0 else "N"
    top = y + 24
    cards: Sequence[HalvesView | str] = halves if halves is not None else player["row"]
    if not cards:
        p.text(x, top + 24, p.say("hands-pic-row-empty"), 18, SOFT_INK)
    for index, card in enumerate(cards):
        x0 = x + index * (CARD_W + CARD_GAP)
        p.box((x0, top, x0 + CARD_W, top + CARD_H), fill=PANEL, outline=INK, width=2, radius=6)
        p.text(x0 + 5, top + 3, f"{letter}{index + 1}", 16, SOFT_INK, bold=True)
        if isinstance(card, Mapping):  # setup: both halves, left and right, before choosing (H7)
            emotion_mark(p.draw, x0 + CARD_W * 0.27, top + 50, 11, card["left"])
            p.draw.line((x0 + CARD_W / 2, top + 24, x0 + CARD_W / 2, top + CARD_H - 6), fill=FAINT, width=2)
            emotion_mark(p.draw, x0 + CARD_W * 0.73, top + 50, 11, card["right"])
        else:
            emotion_mark(p.draw, x0 + CARD_W / 2, top + 42, 16, str(card))
            word = emotion_word(p.lang, card)
            size = next((s for s in (15, 14, 13, 12) if text_width(word, s) <= CARD_W - 4), 12)
            p.text(x0 + CARD_W / 2, top + CARD_H - 21, fit(word, size, CARD_W - 4), size, INK, align="center")


# --- the board and the legend -----------------------------------------------------------------


def _board(p: Painter, data: BoardData, top: int) -> None:
    board = data["board"]
    cx, cy = WIDTH / 2, top + BOARD_H / 2
    geo = ring_board.RingGeometry(board, cx, cy, BOARD_RADIUS)
    sets_completed = int(data["sets_completed"])
    ring_board.draw_backdrop(p, geo, data.get("objective_ring") if data.get("objective") else None)
    ring_board.draw_lines(p, geo, board["lines"], sets_completed)
    active = data["active"] if data["phase"] == "move" else None
    ring_board.draw_path(p, geo, data.get("path") or [], active)
    ring_board.draw_nodes(p, geo, board, centre_open=sets_completed >= 3)
    ring_board.draw_tokens(p, geo, data["players"])
    ring_board.draw_node_ids(p, geo, board)
    p.text(cx + 16, cy + 48, p.say("hands-pic-middle-line"), 16, SOFT_INK, bold=True)
    p.text(MARGIN, top + 4, p.say("hands-pic-west"), 16, SOFT_INK)
    p.text(WIDTH - MARGIN, top + BOARD_H - 24, p.say("hands-pic-east"), 16, SOFT_INK, align="right")


def _legend(p: Painter, y: int) -> None:
    x = MARGIN
    for emotion in EMOTION_COLOURS:
        emotion_mark(p.draw, x + 12, y + 14, 11, emotion)
        x += 30 + p.text(x + 28, y + 3, emotion_word(p.lang, emotion), 20, INK, bold=True) + 14
    p.text(WIDTH - MARGIN, y + 5, p.say("hands-pic-open"), 17, SOFT_INK, align="right")
