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
from typing import NotRequired, TypedDict

from PIL import Image

from bot.games.holding_on.engine.view_types import (
    BackView,
    ContactView,
    ConversationView,
    DecksView,
    Hand,
    Public,
    Seated,
    ShiftView,
    StaffView,
)
from bot.games.holding_on.render.view_parts import public_part, staff_in, staff_pawn
from bot.i18n import DEFAULT, locale_of
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

# Places a figure can stand (pictures.ftl pic-place; "sm_board": R20, four players, the SM works no shift).
PLACES = ("break_room", "leave", "sm_board", "on_call", "gone")

Box = tuple[int, int, int, int]  # x0, y0, x1, y1


class HandData(Hand):
    """A seat's hand, as the board draws it for her alone: with her seat and her Nurse's name."""

    seat: int
    name: str


class BoardData(TypedDict):
    """What the board draws of the public view, in the language it says it in, with a seat's hand if given."""

    scenario: int
    day: int
    shift: int
    shift_name: str
    result: str | None  # won, lost
    loss_cause: str | None
    condition: int
    band: str  # green, orange, red, black
    warnings: int
    pool: int
    seats: list[str]
    shift_manager: int
    staff: list[StaffView]
    shifts: list[ShiftView]
    backs: list[BackView]
    sm_board_partials: int
    decks: DecksView
    conversation: ConversationView | None
    contacts: list[ContactView]
    lang: str
    hand: NotRequired[HandData]


def board_data(view: Public | Seated, lang: str = DEFAULT) -> BoardData:
    """Exactly what the board draws (and its cache key): the public board in `lang`, plus a seat's hand if given."""
    public = public_part(view)
    data: BoardData = {
        "scenario": public["scenario"],
        "day": public["day"],
        "shift": public["shift"],
        "shift_name": public["shift_name"],
        "result": public["result"],
        "loss_cause": public["loss_cause"],
        "condition": public["condition"],
        "band": public["band"],
        "warnings": public["warnings"],
        "pool": public["pool"],
        "seats": public["seats"],
        "shift_manager": public["shift_manager"],
        "staff": public["staff"],
        "shifts": public["shifts"],
        "backs": public["backs"],
        "sm_board_partials": public["sm_board_partials"],
        "decks": public["decks"],
        "conversation": public["conversation"],
        "contacts": public["contacts"],
        "lang": locale_of(lang),
    }
    if "hand" in view:  # one seat's view: her hand, drawn for her alone
        data["hand"] = {"seat": view["seat"], "name": view["name"], **view["hand"]}
    return data


def board_png(view: Public | Seated, lang: str = DEFAULT) -> bytes:
    """The board as PNG bytes, labelled in `lang`; an unchanged board comes from the cache."""
    data = board_data(view, lang)
    return PICTURES.get_or_render("board", data, lambda: to_png(draw_board(data)))


# --- geometry a test can point at ---------------------------------------------------


def track_cell_box(condition: int, top: int) -> tuple[int, int, int, int]:
    """The Condition Track's cell for `condition`, given the track's top (see `track_top`)."""
    x = TRACK_X + condition * CELL
    y = top + 64
    return x, y, x + CELL, y + 44


def track_top(data: BoardData) -> int:
    return 104 + (46 if data.get("result") else 0)


# --- drawing ------------------------------------------------------------------------


def draw_board(data: BoardData) -> Image.Image:
    image, p = new_canvas(WIDTH, 2400, data.get("lang", DEFAULT))
    data = {**data, "staff": staff_in(p.lang, data["staff"])}
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


def _header(p: Painter, data: BoardData, staff: dict[str, StaffView]) -> int:
    p.draw.rectangle((0, 0, WIDTH, 92), fill=(236, 232, 222))
    title = f"{p.say('pic-day', day=data['day'])} \u00b7 {p.say('pic-shift', shift=data['shift'])}"
    p.text(MARGIN, 12, title, 34, INK, bold=True)
    decks = data["decks"]
    warnings = p.say("pic-warnings", warnings=data["warnings"])
    right = WIDTH - MARGIN
    room = right - 86 - text_width(warnings, 20) - MARGIN
    scenario = p.say("pic-scenario", scenario=data["scenario"]) + " \u00b7 "
    line = scenario + p.say_fit("pic-decks", 20, room - text_width(scenario, 20), **decks)
    p.text(MARGIN, 56, fit(line, 20, room), 20, SOFT_INK)
    manager = staff.get(f"n{data['shift_manager']}")
    if manager is not None:
        w = p.text(right, 16, manager["name"], 26, INK, bold=True, align="right")
        staff_pawn(p, right - w - 18, 30, manager, 13)
        p.text(right - w - 38, 20, p.say("pic-shift-manager"), 20, SOFT_INK, align="right")
    p.warning(right - 14, 66, data["warnings"] >= 2, 12)
    p.warning(right - 46, 66, data["warnings"] >= 1, 12)
    p.text(right - 70, 55, warnings, 20, INK, align="right")
    return 92


def _result_banner(p: Painter, data: BoardData, y: int) -> int:
    won = data["result"] == "won"
    fill: RGB = (46, 125, 70) if won else (60, 60, 66)
    p.draw.rectangle((0, y, WIDTH, y + 46), fill=fill)
    words = p.say("pic-won") if won else p.say("pic-lost", cause=data["loss_cause"])
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


def _track(p: Painter, data: BoardData, top: int) -> int:
    condition, band = data["condition"], data["band"]
    title = p.say("pic-condition")
    p.text(MARGIN, top, title, 24, INK, bold=True)
    w = text_width(title, 24, True)
    p.text(MARGIN + w + 12, top, p.say("pic-condition-value", condition=condition, band=band), 24, INK)
    for name, (lo, hi) in BAND_RANGES.items():  # R1: every band labelled, not only coloured
        x0, x1 = TRACK_X + lo * CELL, TRACK_X + (hi + 1) * CELL
        p.draw.rectangle((x0 + 1, top + 54, x1 - 1, top + 60), fill=BAND_COLOURS[name])
        word = p.say("pic-band", band=name)
        label = f"{word} {lo}\u2013{hi}"  # an en dash: a range, low to high as the track reads
        if text_width(label, 18, True) > x1 - x0 - 4:
            label = fit(word, 18, x1 - x0 - 4, True)
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
    p.text(label_x, y1 + 19, p.say("pic-billy"), 20, INK, bold=True, align="center")
    return y1 + 44


# --- the three shift spaces ------------------------------------------------------------


def _shifts(p: Painter, data: BoardData, staff: dict[str, StaffView], top: int) -> int:
    by_index = {s["index"]: s for s in data["shifts"]}
    has_contact = bool(data.get("contacts"))
    for index in range(3):
        x = MARGIN + index * (SHIFT_W + SHIFT_GAP)
        now = index == data["shift"] and not data.get("result") and index in by_index
        name = p.say("pic-shift", shift=index)
        p.text(x, top, name, 24, INK, bold=True)
        if now:
            tag_x = x + text_width(name, 24, True) + 10
            tag_w = max(58, text_width(p.say("pic-now"), 18, True) + 16)
            p.box((tag_x, top + 2, tag_x + tag_w, top + 28), fill=INK, outline=INK, radius=6)
            p.text(tag_x + tag_w / 2, top + 5, p.say("pic-now"), 18, PANEL, bold=True, align="center")
        height = CARD_H + (CONTACT_H if has_contact else 0)
        box = (x, top + 34, x + SHIFT_W, top + 34 + height)
        shift = by_index.get(index)
        if shift is None:  # a shift to come; once the attempt is over, one that was never played
            p.dashed_box(box)
            blank = p.say("pic-not-played" if data.get("result") else "pic-not-revealed")
            p.text(x + SHIFT_W / 2, top + 34 + height / 2 - 12, blank, 20, SOFT_INK, align="center")
            continue
        _card(p, data, shift, staff, box, now, has_contact)
    return top + 34 + CARD_H + (CONTACT_H if has_contact else 0)


def _card(
    p: Painter, data: BoardData, shift: ShiftView, staff: dict[str, StaffView], box: Box, now: bool, has_contact: bool
) -> None:
    x0, y0, x1, y1 = box
    card = shift["card"]
    p.box(box, fill=PANEL, outline=INK if now else LINE, width=3 if now else 2)
    kind = card["kind"]
    strip: RGB = {"stable": STABLE_YELLOW, "deteriorating": DETERIORATION_RED, "emergency": EMERGENCY_RED}[kind]
    p.draw.rounded_rectangle((x0 + 2, y0 + 2, x1 - 2, y0 + 38), radius=7, fill=strip)
    if kind == "emergency":  # stripes: an emergency is told by pattern as well as by shade
        for sx in range(int(x0) + 6, int(x1) - 10, 18):
            p.draw.line((sx, y0 + 36, sx + 10, y0 + 4), fill=(190, 60, 60), width=4)
    label = p.say("pic-card-kind", kind=kind)
    p.text((x0 + x1) / 2, y0 + 8, label, 22, INK if kind == "stable" else PANEL, bold=True, align="center")
    x, y = x0 + 12, y0 + 48
    # Symbols: a yellow '=' disc for stable, red arrow heads for each deterioration symbol.
    if kind == "stable":
        p.stable(x + 12, y + 12)
        p.text(x + 32, y + 1, p.say("pic-billy-stable"), 20, INK)
    else:
        for i in range(card["deterioration"]):
            p.deterioration(x + 12 + i * 26, y + 12)
        words = p.say("pic-deterioration", count=card["deterioration"])
        p.text(x + 12 + card["deterioration"] * 26, y + 1, words, 20, INK)
    y += 34
    # Staff spaces, left to right in placement order (R3); the senior member is starred.
    senior = shift.get("senior")
    senior_id = next((s for s in shift["slots"] if staff[s]["kind"] == "nurse" and staff[s]["seat"] == senior), None)
    short = "yes" if shift.get("short") else "no"  # a shorter label leaves room for the tag
    p.text(x, y, p.say("pic-spaces", short=short, filled=len(shift["slots"]), total=card["staff"]), 18, SOFT_INK)
    if shift.get("short"):  # R5: a shift that could not be fully covered
        tag = p.say("pic-short-staffed")
        tag_w = text_width(tag, 16, True) + 12
        p.box((x1 - 12 - tag_w, y - 2, x1 - 12, y + 21), fill=(255, 236, 200), outline=(180, 110, 20), radius=5)
        p.text(x1 - 12 - tag_w / 2, y + 1, tag, 16, INK, bold=True, align="center")
    y += 24
    seen: set[str] = set()
    for i in range(card["staff"]):
        row = (x, y, x1 - 12, y + 34)
        if i < len(shift["slots"]):
            who = staff[shift["slots"][i]]
            p.box(row, fill=(246, 244, 238), outline=LINE, width=1, radius=6)
            staff_pawn(p, x + 18, y + 17, who, 11)
            is_senior = who["id"] == senior_id and who["id"] not in seen
            tag = p.say("pic-extra-cover") if who["id"] in seen else p.say("pic-senior") if is_senior else ""
            seen.add(who["id"])
            room = (x1 - 12) - (x + 36) - (text_width(tag, 18) + 34 if tag else 8)
            p.text(x + 36, y + 6, fit(who["name"], 20, room, True), 20, INK, bold=True)
            if is_senior:
                p.star(x1 - 30 - text_width(tag, 18), y + 17, 9)
            if tag:
                p.text(x1 - 18, y + 7, tag, 18, SOFT_INK, align="right")
        else:
            p.dashed_box(row)
            p.text(x + 12, y + 8, p.say("pic-space-empty", number=i + 1), 18, SOFT_INK)
        y += 38
    if shift["slots"] and senior_id is None and senior is not None:
        p.text(x, y, p.say_fit("pic-decides", 18, x1 - x - 12, name=data["seats"][senior]), 18, SOFT_INK)
    y = y0 + 48 + 34 + 24 + 3 * 38 + 26
    # Rewards (palliative) and the inquiry space.
    if card["rewards"]:
        rx = x + p.text(x, y, p.say("pic-rewards"), 18, SOFT_INK) + 8
        for reward in card["rewards"]:
            words = p.say("pic-reward", reward=reward)
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
        emergency = "yes" if kind == "emergency" else "no"
        p.text(x, y, p.say_fit("pic-no-rewards", 18, x1 - x - 12, emergency=emergency), 18, SOFT_INK)
    y += 30
    if card["inquiry"]:
        p.box((x, y, x1 - 12, y + 32), fill=(238, 244, 250), outline=(80, 110, 150), width=2, radius=6)
        tx: float = x + 8 + p.text(x + 8, y + 6, p.say("pic-inquiry"), 18, INK)
        if shift["inquiry_tokens"]:
            tx = p.tokens(tx + 8, y + 16, shift["inquiry_tokens"], 8, most=4)
            p.text(tx + 6, y + 6, f"{shift['inquiry_tokens']}", 18, INK)
        else:
            p.text(tx + 8, y + 6, p.say("pic-no-tokens"), 18, SOFT_INK)
        y += 40
    # Care chosen and the tokens placed on the card (R10).
    chosen = shift.get("care") is not None
    care = p.say_fit("pic-care", 20, x1 - x - 12, chosen, care=shift.get("care") or "none")
    p.text(x, y, care, 20, INK, bold=chosen)
    y += 28
    placed = [(staff[s]["name"], n) for s, n in shift["committed"].items() if n]
    if shift.get("pool_committed"):
        placed.append((p.say("pic-pool"), shift["pool_committed"]))
    if placed:
        p.token(x + 9, y + 11, 8)
        words = ", ".join(f"{who} {n}" for who, n in placed)
        p.text(x + 22, y + 1, p.say_fit("pic-on-card", 18, x1 - x - 34, placed=words), 18, INK)
    if has_contact:  # R18: the Nurse on the Contact Tile is not on the card
        y = y1 - CONTACT_H
        p.draw.line((x0 + 8, y, x1 - 8, y), fill=FAINT, width=1)
        p.text(x, y + 4, p.say("pic-contact-tile"), 18, SOFT_INK)
        nurse = staff.get(shift.get("on_tile") or shift.get("contact_nurse") or "")
        called = next((c["name"] for c in data["contacts"] if c["id"] == shift.get("contact")), None)
        if nurse is not None:
            staff_pawn(p, x + 10, y + 38, nurse, 9)
            p.text(x + 24, y + 28, fit(nurse["name"], 18, x1 - x - 36, True), 18, INK, bold=True)
            words = _tile_words(p, shift, called)
            p.text(x, y + 52, fit(words, 18, x1 - x - 12), 18, INK)
        else:
            p.text(x, y + 28, p.say("pic-nobody"), 18, SOFT_INK)


def _tile_words(p: Painter, shift: ShiftView, called: str | None) -> str:
    """R18: the caller of this shift, or a caller from before who stays on the tile."""
    if shift.get("contact_nurse") is None:
        return p.say("pic-tile", how="stays")
    return p.say("pic-tile", how="called", contact=called) if called else p.say("pic-tile", how="calling")


# --- the Nurses ---------------------------------------------------------------------------

_COLS = {"name": 62, "where": 262, "stress": 440, "tokens": 560, "backs": 730}


def _where(p: Painter, person: StaffView, width: float, size: int = 20) -> str:
    """Where a staff member is, fitting `width`: a shift by its name, or its short name (the catalogue's)."""
    if person["place"] == "shift":
        shifts = person.get("shifts_today") or []
        if shifts:
            return p.say_fit("pic-shift", size, width, shift=shifts[-1])
        return p.say_fit("pic-place", size, width, place="shift")
    return p.say_fit("pic-place", size, width, place=person["place"]) if person["place"] in PLACES else person["place"]


def _nurses(p: Painter, data: BoardData, top: int) -> int:
    nurses = [s for s in data["staff"] if s["kind"] == "nurse"]
    backs = data["backs"]
    p.text(MARGIN, top, p.say("pic-nurses"), 24, INK, bold=True)
    for key in ("where", "stress", "tokens", "backs"):
        p.text(_COLS[key], top + 6, p.say(f"pic-col-{key}"), 18, SOFT_INK)
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
            p.text(_COLS["name"] + nw + 23, cy - 10, p.say("pic-sm"), 17, PANEL, bold=True, align="center")
        p.text(_COLS["where"], cy - 11, _where(p, nurse, _COLS["stress"] - _COLS["where"] - 8), 20, INK)
        sx = p.pips(_COLS["stress"], cy, nurse["stress"], nurse["max_stress"], 8)
        if nurse["overstressed"]:
            p.text(sx + 2, cy - 10, p.say("pic-over"), 18, (170, 30, 30), bold=True)
        p.tokens(_COLS["tokens"] + 2, cy, nurse["tokens"] or 0, 10)
        _backs(p, [b for b in backs if b["holder"] == nurse["id"]], _COLS["backs"], cy, WIDTH - MARGIN - 6)
        y += NURSE_ROW
    p.text(MARGIN, y + 2, fit(p.say("pic-backs-legend"), 18, WIDTH - 2 * MARGIN), 18, SOFT_INK)
    return y + 26


def _backs(p: Painter, entries: list[BackView], x: float, cy: float, right: float) -> float:
    """Card backs by deck and timeline: 'P3' for a Partial of timeline 3, 'x2' when two."""
    if not entries:
        p.text(x, cy - 10, p.say("pic-none"), 18, FAINT)
        return x
    for entry in entries:
        label = p.say("pic-back", deck=entry["deck"], timeline=entry["timeline"])
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


def _areas(p: Painter, data: BoardData, staff: dict[str, StaffView], top: int) -> int:
    boxes: list[tuple[str, Callable[[float, float, float], None]]] = []
    everyone = data["staff"]
    boxes.append(
        ("break_room", lambda x, y, w: _names(p, [s for s in everyone if s["place"] == "break_room"], x, y, w))
    )
    boxes.append(("leave", lambda x, y, w: _names(p, [s for s in everyone if s["place"] == "leave"], x, y, w)))
    boxes.append(("pool", lambda x, y, w: _pool(p, data["pool"], x, y)))
    boxes.append(
        ("assistants", lambda x, y, w: _helpers(p, [s for s in everyone if s["kind"] == "assistant"], x, y, w))
    )
    boxes.append(("on_call", lambda x, y, w: _helpers(p, [s for s in everyone if s["kind"] == "on_call"], x, y, w)))
    boxes.append(("sm_board", lambda x, y, w: _sm_board(p, data, x, y, w)))
    y = top
    for row in range(0, len(boxes), 3):
        for col, (title, body) in enumerate(boxes[row : row + 3]):
            x = MARGIN + col * (SHIFT_W + SHIFT_GAP)
            p.box((x, y, x + SHIFT_W, y + AREA_H), fill=PANEL, outline=LINE, width=2)
            p.text(x + 12, y + 8, p.say_fit("pic-area", 20, SHIFT_W - 24, True, area=title), 20, INK, bold=True)
            body(x + 12, y + 38, SHIFT_W - 24)
        y += AREA_H + 12
    # Full-width rows: contacts' names and a conversation's line can be long.
    inner = WIDTH - 2 * MARGIN - 24
    if data.get("contacts"):
        first_line, y = _wide_box(p, p.say("pic-contacts-title"), y, len(data["contacts"]))
        _contacts(p, data["contacts"], MARGIN + 12, first_line, inner)
    conversation = data.get("conversation")
    if conversation:
        first_line, y = _wide_box(p, p.say("pic-talking"), y, 2)
        _conversation(p, data, conversation, staff, MARGIN + 12, first_line, inner)
    return y - 12


def _wide_box(p: Painter, title: str, top: int, lines: int) -> tuple[int, int]:
    """A box across the whole board for `lines` lines of text: (where its lines start, the y after it)."""
    bottom = top + 38 + 28 * lines + 6
    p.box((MARGIN, top, WIDTH - MARGIN, bottom), fill=PANEL, outline=LINE, width=2)
    p.text(MARGIN + 12, top + 8, title, 20, INK, bold=True)
    return top + 38, bottom + 12


def _names(p: Painter, people: list[StaffView], x: float, y: float, width: float) -> None:
    if not people:
        p.text(x, y + 4, p.say("pic-nobody"), 18, SOFT_INK)
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
    discs = min(pool, 5)  # the count is written once, in the words beside them
    for i in range(discs):
        p.token(x + 2 + 11 + i * 25, y + 14, 11)
    end = x + 2 + discs * 25
    p.text(end + 8 if pool else x, y + 3, p.say("pic-pool-tokens", count=pool), 20, INK)
    p.text(x, y + 36, p.say_fit("pic-pool-use", 18, SHIFT_W - 24), 18, SOFT_INK)


def _helpers(p: Painter, people: list[StaffView], x: float, y: float, width: float) -> None:
    if not people:
        p.text(x, y + 4, fit(p.say("pic-no-helpers"), 18, width), 18, SOFT_INK)
        return
    for i, person in enumerate(people[:3]):
        cy = y + 12 + i * 28
        staff_pawn(p, x + 10, cy, person, 10)
        name = _helper_name(p, person, x + width - (x + 26) - 10)
        p.text(x + 26, cy - 10, name, 18, INK, bold=True)
        wx = x + 26 + text_width(name, 18, True) + 10
        room = x + width - (46 if person["kind"] == "assistant" else 0) - wx
        where = _where(p, person, room, 18)
        if person["kind"] == "on_call" and person["place"] == "shift":
            where = p.say_fit("pic-in-use", 18, room, where=where)
        if person["kind"] == "assistant":
            p.pips(x + width - 40, cy, person["stress"], person["max_stress"], 7)
            p.text(wx, cy - 10, where, 18, SOFT_INK)
        else:
            mark: RGB = (46, 125, 70) if person["place"] == "on_call" else (120, 120, 120)
            p.text(wx, cy - 10, where, 18, mark, bold=person["place"] == "on_call")


def _helper_name(p: Painter, person: StaffView, room: float) -> str:
    """Its name, or, where that leaves no room for where it is, its number in the box its kind titles
    ("n° 2" under "Assistants sur appel"): the catalogue's words for a tight place."""
    where = _where(p, person, room, 18)
    if text_width(person["name"], 18, True) + 10 + text_width(where, 18) <= room:
        return person["name"]
    return p.say("pic-helper-short", kind=person["kind"], number=str(person["id"])[-1:])


def _sm_board(p: Painter, data: BoardData, x: float, y: float, width: float) -> None:
    entries = [b for b in data["backs"] if b["holder"] == "sm_board"]
    p.text(x, y, fit(p.say("pic-sm-partials"), 18, width), 18, SOFT_INK)
    _backs(p, entries, x, y + 42, x + width)


def _contacts(p: Painter, contacts: list[ContactView], x: float, y: float, width: float) -> None:
    for i, contact in enumerate(contacts):
        cy = y + 13 + i * 28
        p.check(x + 9, cy, contact["called"], 9)
        words = p.say("pic-contact-line", name=contact["name"], called="yes" if contact["called"] else "no")
        p.text(x + 26, cy - 11, fit(words, 20, width - 28), 20, INK)


def _conversation(
    p: Painter, data: BoardData, conv: ConversationView, staff: dict[str, StaffView], x: float, y: float, width: float
) -> None:
    talker = staff.get(conv["talker"])
    line = p.say("pic-talker", name=talker["name"] if talker is not None else conv["talker"], deck=conv["deck"])
    if conv["mode"] != "plain":
        line += ", " + p.say("pic-mode", mode=conv["mode"])
    if conv.get("timeline"):
        line += " " + p.say("pic-timeline-of", timeline=conv["timeline"])
    p.text(x, y + 2, fit(line, 20, width, True), 20, INK, bold=True)
    voice = conv.get("billy_voice")
    words = p.say("pic-cards-given", count=conv["cards_given"])
    if voice is not None:
        words = f"{p.say('pic-voice', name=data['seats'][voice])} \u00b7 {words}"
    p.text(x, y + 30, fit(words, 20, width), 20, INK)


def _hand(p: Painter, hand: HandData, top: int) -> int:
    """One seat's own face-down cards (RULINGS D1): a Partial's timeline and quote, a Clear's timeline."""
    lines: list[tuple[bool, str, str]] = []
    for card in hand.get("partials", []):
        lines.append((True, p.say("pic-back", deck="partial", timeline=card["timeline"]), card["quote"]))
    for card in hand.get("sm_board", []):
        back = p.say("pic-back", deck="partial", timeline=card["timeline"])
        lines.append((True, back, p.say("pic-hand-sm", quote=card["quote"])))
    for clear in hand.get("clears", []):
        lines.append((False, p.say("pic-back", deck="clear", timeline=clear["timeline"]), p.say("pic-hand-clear")))
    height = 48 + max(1, len(lines)) * 52
    p.box((MARGIN, top, WIDTH - MARGIN, top + height), fill=(255, 252, 236), outline=INK, width=3)
    p.text(MARGIN + 14, top + 10, p.say("pic-hand", name=hand["name"]), 22, INK, bold=True)
    y = top + 44
    if not lines:
        p.text(MARGIN + 14, y + 6, p.say("pic-hand-none"), 18, SOFT_INK)
    for partial, label, words in lines:
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
