"""The board as a picture (`/board`): drawn from `public_view`, or one seat's `view` for a private copy.

What it shows: the day, the shift and the Shift Manager, Hospital Warnings and
the decks' sizes; the Condition Track 0–30 in its four bands with Billy's
marker (R1); the day's three shift spaces with each revealed Patient Card
(kind, staff spaces and who fills them, deterioration or stable symbols,
rewards, inquiry space and its tokens, the care chosen, tokens on the card,
the Contact Tile when the scenario has one); each Nurse's Stress, Care Tokens
and face-down backs by timeline (RULINGS D1); the break room, On Leave, the
Assistants, the On-Call Assistants (available or used), the assistant pool
and the Shift Manager Board. A seat's own view adds her hand, for her eyes.

Nothing hidden reaches this module: a view holds no deck order and no front
of a face-down card, and `board_data` keeps only what the picture draws (it
is also the cache key).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.render.cache import PICTURES
from bot.render.draw import (
    BAND_COLOURS,
    BAND_RANGES,
    DETERIORATION_RED,
    EMERGENCY_RED,
    FAINT,
    INK,
    LINE,
    PANEL,
    PAPER,
    RGB,
    SOFT_INK,
    STABLE_YELLOW,
    Painter,
    fit,
    new_canvas,
    public_part,
    staff_pawn,
    text_width,
    to_png,
    wrap,
)

WIDTH = 960
MARGIN = 20
TRACK_X = 30
CELL = 29  # 31 cells: 0..30
SHIFT_GAP = 16
SHIFT_W = (WIDTH - 2 * MARGIN - 2 * SHIFT_GAP) // 3
CARD_H = 394
CONTACT_H = 78  # the Contact Tile row under each card, when the scenario has one
NURSE_ROW = 46
AREA_H = 118

PLACE_WORDS = {
    "break_room": "break room",
    "leave": "On Leave",
    "sm_board": "no shift today",  # R20: four players, the SM works no shift
    "on_call": "available",
    "gone": "used",
}
REWARD_WORDS = {"token": "token", "memory": "memory", "either": "token or memory"}
LOSS_WORDS = {
    "died": "Billy has died",
    "transferred": "Billy was transferred (second Warning)",
    "out_of_time": "the objective's days ran out",
}
MODE_WORDS = {"plain": "", "steer": "steering", "persist": "persisting", "inquiry": "inquiring"}

_BOARD_KEYS = (
    "scenario",
    "day",
    "shift",
    "shift_name",
    "result",
    "loss_cause",
    "condition",
    "band",
    "warnings",
    "pool",
    "seats",
    "shift_manager",
    "staff",
    "shifts",
    "backs",
    "sm_board_partials",
    "decks",
    "conversation",
    "contacts",
)


def board_data(view: dict) -> dict:
    """Exactly what the board draws (and its cache key): the public board, plus a seat's hand if given."""
    public = public_part(view)
    data = {key: public.get(key) for key in _BOARD_KEYS}
    if "hand" in view:  # one seat's view: her hand, drawn for her alone
        data["hand"] = {"seat": view["seat"], "name": view["name"], **view["hand"]}
    return data


def board_png(view: dict) -> bytes:
    """The board as PNG bytes; an unchanged board comes from the cache."""
    data = board_data(view)
    return PICTURES.get_or_render("board", data, lambda: to_png(draw_board(data)))


# --- geometry a test can point at ---------------------------------------------------


def track_cell_box(condition: int, top: int) -> tuple[int, int, int, int]:
    """The Condition Track's cell for `condition`, given the track's top (see `track_top`)."""
    x = TRACK_X + condition * CELL
    y = top + 64
    return x, y, x + CELL, y + 44


def track_top(data: dict) -> int:
    return 104 + (46 if data.get("result") else 0)


# --- drawing ------------------------------------------------------------------------


def draw_board(data: dict):
    image, p = new_canvas(WIDTH, 2400)
    staff = {s["id"]: s for s in data["staff"]}
    y = _header(p, data, staff)
    if data.get("result"):
        y = _result_banner(p, data, y)
    y = _track(p, data, track_top(data))
    y = _shifts(p, data, staff, y + 10)
    y = _nurses(p, data, y + 18)
    y = _areas(p, data, staff, y + 14)
    if "hand" in data:
        y = _hand(p, data["hand"], y + 14)
    return image.crop((0, 0, WIDTH, y + MARGIN))


def _header(p: Painter, data: dict, staff: dict[str, dict]) -> int:
    p.draw.rectangle((0, 0, WIDTH, 92), fill=(236, 232, 222))
    p.text(MARGIN, 12, f"Day {data['day']} \u00b7 {data['shift_name']} shift", 34, INK, bold=True)
    decks = data["decks"]
    p.text(
        MARGIN,
        56,
        f"Scenario {data['scenario']} \u00b7 Patient deck {decks['patient']} \u00b7 "
        f"Partial deck {decks['partial']} \u00b7 Clear deck {decks['clear']}",
        20,
        SOFT_INK,
    )
    manager = staff.get(f"n{data['shift_manager']}")
    right = WIDTH - MARGIN
    if manager is not None:
        w = p.text(right, 16, manager["name"], 26, INK, bold=True, align="right")
        staff_pawn(p, right - w - 18, 30, manager, 13)
        p.text(right - w - 38, 20, "Shift Manager", 20, SOFT_INK, align="right")
    p.warning(right - 14, 66, data["warnings"] >= 2, 12)
    p.warning(right - 46, 66, data["warnings"] >= 1, 12)
    p.text(right - 70, 55, f"Hospital Warnings {data['warnings']}/2", 20, INK, align="right")
    return 92


def _result_banner(p: Painter, data: dict, y: int) -> int:
    won = data["result"] == "won"
    fill: RGB = (46, 125, 70) if won else (60, 60, 66)
    p.draw.rectangle((0, y, WIDTH, y + 46), fill=fill)
    words = "WON: the objective holds" if won else f"LOST: {LOSS_WORDS.get(data['loss_cause'], data['loss_cause'])}"
    if won:
        p.check(MARGIN + 12, y + 23, True, 11)
    else:  # a cross, so the banner is not told by its colour alone
        p.draw.rectangle((MARGIN + 1, y + 12, MARGIN + 23, y + 34), fill=PANEL, outline=INK, width=2)
        p.draw.line((MARGIN + 6, y + 17, MARGIN + 18, y + 29), fill=INK, width=3)
        p.draw.line((MARGIN + 6, y + 29, MARGIN + 18, y + 17), fill=INK, width=3)
    p.text(MARGIN + 34, y + 9, words, 26, PANEL, bold=True)
    return y + 46


def _band_of(value: int) -> str:
    return next(b for b, (lo, hi) in BAND_RANGES.items() if lo <= value <= hi)


def _track(p: Painter, data: dict, top: int) -> int:
    condition, band = data["condition"], data["band"]
    p.text(MARGIN, top, "Billy's condition", 24, INK, bold=True)
    w = text_width("Billy's condition", 24, True)
    p.text(MARGIN + w + 12, top, f"{condition} of 30 \u00b7 {band.upper()} band", 24, INK)
    for name, (lo, hi) in BAND_RANGES.items():  # R1: every band labelled, not only coloured
        x0, x1 = TRACK_X + lo * CELL, TRACK_X + (hi + 1) * CELL
        p.draw.rectangle((x0 + 1, top + 54, x1 - 1, top + 60), fill=BAND_COLOURS[name])
        label = f"{name.upper()} {hi}-{lo}" if name == "green" else f"{name.upper()} {lo}-{hi}"
        if text_width(label, 18, True) > x1 - x0 - 4:
            label = name.upper()
        p.text((x0 + x1) / 2, top + 32, label, 18, INK, bold=True, align="center")
    for value in range(31):
        x0, y0, x1, y1 = track_cell_box(value, top)
        colour = BAND_COLOURS[_band_of(value)]
        p.draw.rectangle((x0, y0, x1, y1), fill=colour, outline=PAPER, width=1)
        ink = PANEL if _band_of(value) in ("black", "red", "green") else INK
        p.text((x0 + x1) / 2, y0 + 12, str(value), 18, ink, align="center")
    # Billy's marker: a white disc over his cell, a pointer and his name below.
    x0, y0, x1, y1 = track_cell_box(condition, top)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    p.draw.rectangle((x0 - 2, y0 - 4, x1 + 2, y1 + 4), outline=INK, width=3)
    p.draw.ellipse((cx - 19, cy - 19, cx + 19, cy + 19), fill=PANEL, outline=INK, width=3)
    p.text(cx, cy - 12, str(condition), 22, INK, bold=True, align="center")
    p.draw.polygon([(cx, y1 + 6), (cx - 9, y1 + 18), (cx + 9, y1 + 18)], fill=INK)
    label_x = min(max(cx, TRACK_X + 30), TRACK_X + 31 * CELL - 30)
    p.text(label_x, y1 + 19, "BILLY", 20, INK, bold=True, align="center")
    return y1 + 44


# --- the three shift spaces ------------------------------------------------------------


def _shifts(p: Painter, data: dict, staff: dict[str, dict], top: int) -> int:
    by_index = {s["index"]: s for s in data["shifts"]}
    has_contact = bool(data.get("contacts"))
    for index, name in enumerate(("Morning", "Day", "Night")):
        x = MARGIN + index * (SHIFT_W + SHIFT_GAP)
        now = index == data["shift"] and not data.get("result") and index in by_index
        p.text(x, top, f"{name} shift", 24, INK, bold=True)
        if now:
            tag_x = x + text_width(f"{name} shift", 24, True) + 10
            p.box((tag_x, top + 2, tag_x + 58, top + 28), fill=INK, outline=INK, radius=6)
            p.text(tag_x + 29, top + 5, "NOW", 18, PANEL, bold=True, align="center")
        height = CARD_H + (CONTACT_H if has_contact else 0)
        box = (x, top + 34, x + SHIFT_W, top + 34 + height)
        shift = by_index.get(index)
        if shift is None:
            p.dashed_box(box)
            p.text(x + SHIFT_W / 2, top + 34 + height / 2 - 12, "not revealed yet", 20, SOFT_INK, align="center")
            continue
        _card(p, data, shift, staff, box, now, has_contact)
    return top + 34 + CARD_H + (CONTACT_H if has_contact else 0)


def _card(p: Painter, data: dict, shift: dict, staff: dict[str, dict], box, now: bool, has_contact: bool) -> None:
    x0, y0, x1, y1 = box
    card = shift["card"]
    p.box(box, fill=PANEL, outline=INK if now else LINE, width=3 if now else 2)
    kind = card["kind"]
    strip: RGB = {"stable": STABLE_YELLOW, "deteriorating": DETERIORATION_RED, "emergency": EMERGENCY_RED}[kind]
    p.draw.rounded_rectangle((x0 + 2, y0 + 2, x1 - 2, y0 + 38), radius=7, fill=strip)
    if kind == "emergency":  # stripes: an emergency is told by pattern as well as by shade
        for sx in range(int(x0) + 6, int(x1) - 10, 18):
            p.draw.line((sx, y0 + 36, sx + 10, y0 + 4), fill=(190, 60, 60), width=4)
    label = {"stable": "STABLE", "deteriorating": "DETERIORATING", "emergency": "EMERGENCY!"}[kind]
    p.text((x0 + x1) / 2, y0 + 8, label, 22, INK if kind == "stable" else PANEL, bold=True, align="center")
    x, y = x0 + 12, y0 + 48
    # Symbols: a yellow '=' disc for stable, red arrow heads for each deterioration symbol.
    if kind == "stable":
        p.stable(x + 12, y + 12)
        p.text(x + 32, y + 1, "Billy stable", 20, INK)
    else:
        for i in range(card["deterioration"]):
            p.deterioration(x + 12 + i * 26, y + 12)
        p.text(x + 12 + card["deterioration"] * 26, y + 1, f"{card['deterioration']} deterioration", 20, INK)
    y += 34
    # Staff spaces, left to right in placement order (R3); the senior member is starred.
    senior = shift.get("senior")
    senior_id = next((s for s in shift["slots"] if staff[s]["kind"] == "nurse" and staff[s]["seat"] == senior), None)
    label = "Spaces" if shift.get("short") else "Staff spaces"  # room for the tag
    p.text(x, y, f"{label} ({len(shift['slots'])}/{card['staff']})", 18, SOFT_INK)
    if shift.get("short"):  # R5: a shift that could not be fully covered
        tag_w = text_width("SHORT-STAFFED", 16, True) + 12
        p.box((x1 - 12 - tag_w, y - 2, x1 - 12, y + 21), fill=(255, 236, 200), outline=(180, 110, 20), radius=5)
        p.text(x1 - 12 - tag_w / 2, y + 1, "SHORT-STAFFED", 16, INK, bold=True, align="center")
    y += 24
    seen: set[str] = set()
    for i in range(card["staff"]):
        row = (x, y, x1 - 12, y + 34)
        if i < len(shift["slots"]):
            who = staff[shift["slots"][i]]
            p.box(row, fill=(246, 244, 238), outline=LINE, width=1, radius=6)
            staff_pawn(p, x + 18, y + 17, who, 11)
            tag = "extra cover" if who["id"] in seen else "senior" if who["id"] == senior_id else ""
            seen.add(who["id"])
            room = (x1 - 12) - (x + 36) - (text_width(tag, 18) + 34 if tag else 8)
            p.text(x + 36, y + 6, fit(who["name"], 20, room, True), 20, INK, bold=True)
            if tag == "senior":
                p.star(x1 - 30 - text_width(tag, 18), y + 17, 9)
            if tag:
                p.text(x1 - 18, y + 7, tag, 18, SOFT_INK, align="right")
        else:
            p.dashed_box(row)
            p.text(x + 12, y + 8, f"space {i + 1}: empty", 18, SOFT_INK)
        y += 38
    if shift["slots"] and senior_id is None and shift.get("senior") is not None:
        p.text(x, y, f"Decides: {data['seats'][senior]} (Shift Manager)", 18, SOFT_INK)
    y = y0 + 48 + 34 + 24 + 3 * 38 + 26
    # Rewards (palliative) and the inquiry space.
    if card["rewards"]:
        rx = x + p.text(x, y, "Rewards:", 18, SOFT_INK) + 8
        for reward in card["rewards"]:
            words = REWARD_WORDS[reward]
            need = 26 + text_width(words, 18) + 12
            if rx + need > x1 - 10:
                rx, y = x + 8, y + 26
            if reward in ("token", "either"):
                p.token(rx + 9, y + 11, 9)
                rx += 20
            if reward in ("memory", "either"):
                p.memory_icon(rx + 9, y + 11, 20)
                rx += 20
            rx += p.text(rx + 4, y, words, 18, INK) + 14
    else:
        p.text(x, y, "No rewards: Medical care only" if kind == "emergency" else "No rewards", 18, SOFT_INK)
    y += 30
    if card["inquiry"]:
        p.box((x, y, x1 - 12, y + 32), fill=(238, 244, 250), outline=(80, 110, 150), width=2, radius=6)
        tx = x + 8 + p.text(x + 8, y + 6, "Inquiry space:", 18, INK)
        if shift["inquiry_tokens"]:
            tx = p.tokens(tx + 8, y + 16, shift["inquiry_tokens"], 8, most=4)
            p.text(tx + 6, y + 6, f"{shift['inquiry_tokens']}", 18, INK)
        else:
            p.text(tx + 8, y + 6, "no tokens", 18, SOFT_INK)
        y += 40
    # Care chosen and the tokens placed on the card (R10).
    care = {"medical": "Medical", "palliative": "Palliative"}.get(shift.get("care") or "", "not chosen yet")
    p.text(x, y, f"Care: {care}", 20, INK, bold=shift.get("care") is not None)
    y += 28
    placed = [(staff[s]["name"], n) for s, n in shift["committed"].items() if n]
    if shift.get("pool_committed"):
        placed.append(("pool", shift["pool_committed"]))
    if placed:
        p.token(x + 9, y + 11, 8)
        words = ", ".join(f"{who} {n}" for who, n in placed)
        p.text(x + 22, y + 1, fit(f"on card: {words}", 18, x1 - x - 34), 18, INK)
    if has_contact:  # R18: the Nurse on the Contact Tile is not on the card
        y = y1 - CONTACT_H
        p.draw.line((x0 + 8, y, x1 - 8, y), fill=FAINT, width=1)
        p.text(x, y + 4, "Contact Tile", 18, SOFT_INK)
        nurse = staff.get(shift.get("on_tile") or shift.get("contact_nurse") or "")
        called = next((c["name"] for c in data["contacts"] if c["id"] == shift.get("contact")), None)
        if nurse is not None:
            staff_pawn(p, x + 10, y + 38, nurse, 9)
            p.text(x + 24, y + 28, fit(nurse["name"], 18, x1 - x - 36, True), 18, INK, bold=True)
            words = _tile_words(shift, called)
            p.text(x, y + 52, fit(words, 18, x1 - x - 12), 18, INK)
        else:
            p.text(x, y + 28, "nobody", 18, SOFT_INK)


def _tile_words(shift: dict, called: str | None) -> str:
    """R18: the caller of this shift, or a caller from before who stays on the tile."""
    if shift.get("contact_nurse") is None:
        return "stays on the tile"
    return f"called {called}" if called else "calling"


# --- the Nurses ---------------------------------------------------------------------------

_COLS = {"name": 62, "where": 262, "stress": 440, "tokens": 560, "backs": 730}


def _where(person: dict, data: dict) -> str:
    if person["place"] == "shift":
        shifts = person.get("shifts_today") or []
        names = ("Morning", "Day", "Night")
        return f"{names[shifts[-1]]} shift" if shifts else "on a shift"
    return PLACE_WORDS.get(person["place"], person["place"])


def _nurses(p: Painter, data: dict, top: int) -> int:
    nurses = [s for s in data["staff"] if s["kind"] == "nurse"]
    backs = data["backs"]
    p.text(MARGIN, top, "Nurses", 24, INK, bold=True)
    for key, label in (
        ("where", "where"),
        ("stress", "Stress"),
        ("tokens", "Care Tokens"),
        ("backs", "face-down cards"),
    ):
        p.text(_COLS[key], top + 6, label, 18, SOFT_INK)
    y = top + 34
    for nurse in nurses:
        p.box((MARGIN, y, WIDTH - MARGIN, y + NURSE_ROW - 6), fill=PANEL, outline=FAINT, width=1, radius=6)
        cy = y + (NURSE_ROW - 6) / 2
        staff_pawn(p, MARGIN + 20, cy, nurse, 14)
        manager = nurse["seat"] == data["shift_manager"]
        name_room = _COLS["where"] - _COLS["name"] - (44 if manager else 10)
        nw = p.text(_COLS["name"], cy - 13, fit(nurse["name"], 24, name_room, True), 24, INK, bold=True)
        if manager:
            p.box((_COLS["name"] + nw + 6, cy - 12, _COLS["name"] + nw + 40, cy + 12), fill=INK, outline=INK, radius=5)
            p.text(_COLS["name"] + nw + 23, cy - 10, "SM", 17, PANEL, bold=True, align="center")
        p.text(_COLS["where"], cy - 11, fit(_where(nurse, data), 20, _COLS["stress"] - _COLS["where"] - 8), 20, INK)
        sx = p.pips(_COLS["stress"], cy, nurse["stress"], nurse["max_stress"], 8)
        if nurse["overstressed"]:
            p.text(sx + 2, cy - 10, "over!", 18, (170, 30, 30), bold=True)
        p.tokens(_COLS["tokens"] + 2, cy, nurse["tokens"] or 0, 10)
        _backs(p, [b for b in backs if b["holder"] == nurse["id"]], _COLS["backs"], cy, WIDTH - MARGIN - 6)
        y += NURSE_ROW
    p.text(
        MARGIN, y + 2, "Face-down cards show their backs only: P = Partial, C = Clear, and the timeline.", 18, SOFT_INK
    )
    return y + 26


def _backs(p: Painter, entries: list[dict], x: float, cy: float, right: float) -> float:
    """Card backs by deck and timeline: 'P3' for a Partial of timeline 3, 'x2' when two."""
    if not entries:
        p.text(x, cy - 10, "none", 18, FAINT)
        return x
    for entry in entries:
        label = f"{'P' if entry['deck'] == 'partial' else 'C'}{entry['timeline']}"
        count = f"x{entry['count']}" if entry["count"] > 1 else ""
        need = 40 + (text_width(count, 18) + 4 if count else 0)
        if x + need > right:
            p.text(x, cy - 10, "\u2026", 18, INK)
            break
        partial = entry["deck"] == "partial"
        p.box(
            (x, cy - 15, x + 34, cy + 15),
            fill=(70, 90, 140) if partial else (244, 236, 214),
            outline=INK,
            width=2,
            radius=4,
        )
        p.text(x + 17, cy - 10, label, 18, PANEL if partial else INK, bold=True, align="center")
        x += 38
        if count:
            x += p.text(x, cy - 10, count, 18, INK) + 6
    return x


# --- the other areas of the board -------------------------------------------------------


def _areas(p: Painter, data: dict, staff: dict[str, dict], top: int) -> int:
    boxes: list[tuple[str, Callable[[float, float, float], None]]] = []
    everyone = data["staff"]
    boxes.append(
        ("Break room", lambda x, y, w: _names(p, [s for s in everyone if s["place"] == "break_room"], x, y, w))
    )
    boxes.append(("On Leave", lambda x, y, w: _names(p, [s for s in everyone if s["place"] == "leave"], x, y, w)))
    boxes.append(("Assistant pool", lambda x, y, w: _pool(p, data["pool"], x, y)))
    boxes.append(
        ("Assistants", lambda x, y, w: _helpers(p, [s for s in everyone if s["kind"] == "assistant"], data, x, y, w))
    )
    boxes.append(
        (
            "On-Call Assistants",
            lambda x, y, w: _helpers(p, [s for s in everyone if s["kind"] == "on_call"], data, x, y, w),
        )
    )
    boxes.append(("Shift Manager Board", lambda x, y, w: _sm_board(p, data, x, y, w)))
    y = top
    for row in range(0, len(boxes), 3):
        for col, (title, body) in enumerate(boxes[row : row + 3]):
            x = MARGIN + col * (SHIFT_W + SHIFT_GAP)
            p.box((x, y, x + SHIFT_W, y + AREA_H), fill=PANEL, outline=LINE, width=2)
            p.text(x + 12, y + 8, title, 20, INK, bold=True)
            body(x + 12, y + 38, SHIFT_W - 24)
        y += AREA_H + 12
    # Full-width rows: contacts' names and a conversation's line can be long.
    inner = WIDTH - 2 * MARGIN - 24
    if data.get("contacts"):
        body, y = _wide_box(p, "Contact Tile: who may be called", y, len(data["contacts"]))
        _contacts(p, data["contacts"], MARGIN + 12, body, inner)
    if data.get("conversation"):
        body, y = _wide_box(p, "Talking with Billy", y, 2)
        _conversation(p, data, staff, MARGIN + 12, body, inner)
    return y - 12


def _wide_box(p: Painter, title: str, top: int, lines: int) -> tuple[int, int]:
    """A box across the whole board for `lines` lines of text: (where its lines start, the y after it)."""
    bottom = top + 38 + 28 * lines + 6
    p.box((MARGIN, top, WIDTH - MARGIN, bottom), fill=PANEL, outline=LINE, width=2)
    p.text(MARGIN + 12, top + 8, title, 20, INK, bold=True)
    return top + 38, bottom + 12


def _names(p: Painter, people: list[dict], x: float, y: float, width: float) -> None:
    if not people:
        p.text(x, y + 4, "nobody", 18, SOFT_INK)
        return
    cx, cy = x, y
    for person in people:
        name = fit(person["name"], 18, width - 30, True)
        need = 26 + text_width(name, 18, True) + 12
        if cx + need > x + width:
            cx, cy = x, cy + 26
            if cy > y + 60:
                p.text(cx, cy - 6, "\u2026", 18, INK)
                return
        staff_pawn(p, cx + 10, cy + 11, person, 10)
        cx += 24 + p.text(cx + 24, cy + 1, name, 18, INK, bold=True) + 12


def _pool(p: Painter, pool: int, x: float, y: float) -> None:
    end = p.tokens(x + 2, y + 14, pool, 11, most=5) if pool else x
    p.text(end + 8 if pool else x, y + 3, f"{pool} Care Token{'s' if pool != 1 else ''}", 20, INK)
    p.text(x, y + 36, "used by Assistants, On-Call", 18, SOFT_INK)


def _helpers(p: Painter, people: list[dict], data: dict, x: float, y: float, width: float) -> None:
    if not people:
        p.text(x, y + 4, "none in this scenario", 18, SOFT_INK)
        return
    for i, person in enumerate(people[:3]):
        cy = y + 12 + i * 28
        staff_pawn(p, x + 10, cy, person, 10)
        p.text(x + 26, cy - 10, person["name"], 18, INK, bold=True)
        where = _where(person, data)
        if person["kind"] == "on_call" and person["place"] == "shift":
            where = f"in use: {where}"
        wx = x + 26 + text_width(person["name"], 18, True) + 10
        if person["kind"] == "assistant":
            p.pips(x + width - 40, cy, person["stress"], person["max_stress"], 7)
            p.text(wx, cy - 10, fit(where, 18, x + width - 46 - wx), 18, SOFT_INK)
        else:
            mark: RGB = (46, 125, 70) if person["place"] == "on_call" else (120, 120, 120)
            p.text(wx, cy - 10, fit(where, 18, x + width - wx), 18, mark, bold=person["place"] == "on_call")


def _sm_board(p: Painter, data: dict, x: float, y: float, width: float) -> None:
    entries = [b for b in data["backs"] if b["holder"] == "sm_board"]
    p.text(x, y, "Assistants' Partials:", 18, SOFT_INK)
    _backs(p, entries, x, y + 42, x + width)


def _contacts(p: Painter, contacts: list[dict], x: float, y: float, width: float) -> None:
    for i, contact in enumerate(contacts):
        cy = y + 13 + i * 28
        p.check(x + 9, cy, contact["called"], 9)
        words = f"{contact['name']}: {'called' if contact['called'] else 'not called yet'}"
        p.text(x + 26, cy - 11, fit(words, 20, width - 28), 20, INK)


def _conversation(p: Painter, data: dict, staff: dict[str, dict], x: float, y: float, width: float) -> None:
    conv = data["conversation"]
    talker = staff.get(conv["talker"], {"name": conv["talker"]})
    deck = "the Clear deck" if conv["deck"] == "clear" else "the Partial deck"
    mode = MODE_WORDS.get(conv["mode"], conv["mode"])
    line = f"{talker['name']} talks with Billy, {deck}" + (f", {mode}" if mode else "")
    if conv.get("timeline"):
        line += f" (timeline {conv['timeline']})"
    p.text(x, y + 2, fit(line, 20, width, True), 20, INK, bold=True)
    voice = conv.get("billy_voice")
    words = f"cards given: {conv['cards_given']}"
    if voice is not None:
        words = f"Billy's voice: {data['seats'][voice]} \u00b7 {words}"
    p.text(x, y + 30, fit(words, 20, width), 20, INK)


def _hand(p: Painter, hand: dict, top: int) -> int:
    """One seat's own face-down cards (RULINGS D1): a Partial's timeline and quote, a Clear's timeline."""
    lines: list[tuple[str, str]] = []
    for card in hand.get("partials", []):
        lines.append((f"P{card['timeline']}", card["quote"]))
    for card in hand.get("sm_board", []):
        lines.append((f"P{card['timeline']}", f"(Shift Manager Board) {card['quote']}"))
    for card in hand.get("clears", []):
        lines.append((f"C{card['timeline']}", "a Clear Memory (its front is seen at Talk About Billy)"))
    height = 48 + max(1, len(lines)) * 52
    p.box((MARGIN, top, WIDTH - MARGIN, top + height), fill=(255, 252, 236), outline=INK, width=3)
    p.text(MARGIN + 14, top + 10, f"Your hand, {hand['name']} (private)", 22, INK, bold=True)
    y = top + 44
    if not lines:
        p.text(MARGIN + 14, y + 6, "no face-down cards", 18, SOFT_INK)
    for label, words in lines:
        partial = label.startswith("P")
        p.box(
            (MARGIN + 14, y + 4, MARGIN + 48, y + 34),
            fill=(70, 90, 140) if partial else (244, 236, 214),
            outline=INK,
            width=2,
            radius=4,
        )
        p.text(MARGIN + 31, y + 9, label, 18, PANEL if partial else INK, bold=True, align="center")
        for i, line in enumerate(wrap(words, 18, WIDTH - 2 * MARGIN - 80, 2)):
            p.text(MARGIN + 60, y + 2 + i * 22, line, 18, INK)
        y += 52
    return top + height
