"""Billy's Collected Memories as a picture (`/memories`), with the scenario's objective and its progress.

The 5 × 6 grid by timeline (rows) and position (columns): a placed Partial
Memory has the blurred look with its title and tone, a Clear one is the full
card, an empty slot is a dashed outline with its coordinates. Below, the
objective as read at the start, one line of progress per part, and each
memory it asks for by its Partial face (RULINGS R29: the blurred look, its
timeline and position, no title), with where it stands.

Titles and tones come from the content pack, looked up only for the memories
the view's grid holds; `memories_data` is everything the picture draws (and
its cache key), so a test can check that nothing held face down is in it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal, TypedDict

from PIL import Image

from bot.games.holding_on.engine.content import ContentPack
from bot.games.holding_on.engine.view_types import ProgressLine, Public, Seated
from bot.games.holding_on.render.view_parts import public_part
from bot.i18n import DEFAULT, locale_of, t
from bot.render.cache import PICTURES
from bot.render.draw import (
    FAINT,
    INK,
    LINE,
    PANEL,
    RGB,
    SOFT_INK,
    Painter,
    blurred_texture,
    fit,
    new_canvas,
    text_width,
    to_png,
    wrap,
)

WIDTH = 960
MARGIN = 20
LABEL_W = 112
GRID_X = MARGIN + LABEL_W
GAP = 8
CELL_W = (WIDTH - MARGIN - GRID_X - 5 * GAP) // 6
CELL_H = 118
GRID_TOP = 186
ASKED_W, ASKED_H = 200, 96

# One tint per timeline for the blurred look (the row label says which timeline: colour is extra).
TIMELINE_TINTS: dict[int, RGB] = {
    1: (150, 178, 205),
    2: (170, 196, 150),
    3: (206, 178, 140),
    4: (190, 160, 196),
    5: (150, 190, 190),
}
SCENE_W, SCENE_H = 420, 260  # each timeline's blurred picture, from which every scene is cut
FLAG_WORDS = str.maketrans({"_": " ", "-": " "})
Box = tuple[int, int, int, int]  # x0, y0, x1, y1


class PlacedMemory(TypedDict):
    """A memory in the grid, with its title and tone in the pack's words."""

    timeline: int
    position: int
    clear: bool
    title: str
    tone: Literal["positive", "negative"]


class AskedMemory(TypedDict):
    """A memory the objective asks for (R29), by its slot, with where it stands now."""

    timeline: int
    position: int
    state: Literal["missing", "partial", "clear"]


class ProgressWords(TypedDict):
    """One line of the objective's progress, said in a language."""

    depth: int
    words: str
    count: str  # "2/5", "now 9", "" for a part
    done: bool


class MemoriesData(TypedDict):
    """What the picture draws (and its cache key)."""

    lang: str
    scenario: int
    scenario_title: str
    day: int
    result: str | None  # won, lost
    grid: list[PlacedMemory]
    objective_text: str
    progress: list[ProgressWords]
    asked: list[AskedMemory]


def memories_data(view: Public | Seated, content: ContentPack, lang: str = DEFAULT) -> MemoriesData:
    """Exactly what the picture draws: placed memories with their titles, the objective and its progress.

    Labels are in `lang`; titles and the objective are `content`'s (the pack's words in that language).
    """
    lang = locale_of(lang)
    public = public_part(view)
    placed = {(g["timeline"], g["position"]): g for g in public["grid"]}
    grid: list[PlacedMemory] = []
    for (timeline, position), entry in sorted(placed.items()):
        memory = content.memory_at(timeline, position)
        grid.append(
            {
                "timeline": timeline,
                "position": position,
                "clear": entry["clear"],
                "title": memory.title,
                "tone": memory.tone,
            }
        )
    asked: list[AskedMemory] = []
    for slot in public["objective_memories"]:
        found = placed.get((slot["timeline"], slot["position"]))
        state: Literal["missing", "partial", "clear"] = (
            "missing" if found is None else "clear" if found["clear"] else "partial"
        )
        asked.append({"timeline": slot["timeline"], "position": slot["position"], "state": state})
    scenario = content.scenario(public["scenario"])
    return {
        "lang": lang,
        "scenario": public["scenario"],
        "scenario_title": scenario.title,
        "day": public["day"],
        "result": public["result"],
        "grid": grid,
        "objective_text": scenario.objective_text,
        "progress": [_progress_line(lang, line, public, scenario.flag_words) for line in public["objective_progress"]],
        "asked": asked,
    }


def memories_png(view: Public | Seated, content: ContentPack, lang: str = DEFAULT) -> bytes:
    """The memory grid and the objective as PNG bytes, labelled in `lang`; unchanged pictures come from the cache."""
    data = memories_data(view, content, lang)
    return PICTURES.get_or_render("memories", data, lambda: to_png(draw_memories(data)))


def _progress_line(
    lang: str, line: ProgressLine, public: Public, flag_words: dict[str, str] | None = None
) -> ProgressWords:
    """One objective line in words (CONTENT.md: every objective renders as a progress line)."""
    what = line["what"]
    count = ""
    if what in ("all_of", "any_of"):
        words = t(lang, "pic-progress", what=what)
    else:
        spec = line["spec"]
        have, need = line["have"], line["need"]
        count = f"{have}/{need}"
        if what in ("clear_in_each_timeline", "condition_at_least", "by_day"):
            words = t(lang, "pic-progress", what=what, count=spec[what])
        elif what == "clear_memories":
            words = t(lang, "pic-progress", what=what)
        elif what == "clear_in_timeline":
            words = t(lang, "pic-progress", what=what, **spec[what])
        elif what == "flags":
            said = flag_words or {}
            flags = ", ".join(said.get(flag) or flag.translate(FLAG_WORDS) for flag in spec[what])
            words = t(lang, "pic-progress", what=what, flags=flags)
        else:
            words = what.replace("_", " ")
        if what == "condition_at_least":
            count = t(lang, "pic-progress-now", count=have)
        elif what == "by_day":
            count = t(lang, "pic-progress-today", day=public["day"])
    return {"depth": line["depth"], "words": words, "count": count, "done": line["done"]}


# --- geometry a test can point at ---------------------------------------------------


def slot_box(timeline: int, position: int) -> tuple[int, int, int, int]:
    """The grid slot of (timeline, position) in the picture."""
    x = GRID_X + (position - 1) * (CELL_W + GAP)
    y = GRID_TOP + (timeline - 1) * (CELL_H + GAP)
    return x, y, x + CELL_W, y + CELL_H


# --- drawing ------------------------------------------------------------------------


def draw_memories(data: MemoriesData) -> Image.Image:
    image, p = new_canvas(WIDTH, 1800, data.get("lang", DEFAULT))
    clear = sum(1 for g in data["grid"] if g["clear"])
    partial = len(data["grid"]) - clear
    p.draw.rectangle((0, 0, WIDTH, 92), fill=(236, 232, 222))
    p.text(MARGIN, 12, fit(p.say("pic-memories"), 34, WIDTH - 2 * MARGIN - 300, True), 34, INK, bold=True)
    words = p.say("pic-scenario-title", scenario=data["scenario"], title=data["scenario_title"], day=data["day"])
    p.text(MARGIN, 56, fit(words, 20, WIDTH - 2 * MARGIN - 300), 20, SOFT_INK)
    counts = p.say("pic-grid-count", clear=clear, partial=partial)
    p.text(WIDTH - MARGIN, 20, counts, 24, INK, bold=True, align="right")
    p.text(WIDTH - MARGIN, 56, p.say("pic-slots-empty", count=30 - len(data["grid"])), 20, SOFT_INK, align="right")
    _legend(p, 104)
    for position in range(1, 7):
        x0, _, x1, _ = slot_box(1, position)
        p.text((x0 + x1) / 2, GRID_TOP - 28, p.say("pic-position", position=position), 18, SOFT_INK, align="center")
    asked = {(a["timeline"], a["position"]) for a in data["asked"]}
    placed = {(g["timeline"], g["position"]): g for g in data["grid"]}
    for timeline in range(1, 6):
        _, y0, _, y1 = slot_box(timeline, 1)
        p.box((MARGIN, y0, GRID_X - GAP, y1), fill=TIMELINE_TINTS[timeline], outline=LINE, width=2)
        row = fit(p.say("pic-timeline-row"), 20, LABEL_W - GAP - 8)
        p.text(MARGIN + (LABEL_W - GAP) / 2, y0 + 26, row, 20, INK, align="center")
        p.text(MARGIN + (LABEL_W - GAP) / 2, y0 + 52, str(timeline), 36, INK, bold=True, align="center")
        for position in range(1, 7):
            box = slot_box(timeline, position)
            memory = placed.get((timeline, position))
            if memory is None:
                _empty_slot(p, box, timeline, position)
            elif memory["clear"]:
                _clear_card(p, box, memory)
            else:
                _partial_card(p, box, memory)
            if (timeline, position) in asked:
                p.star(box[2] - 14, box[3] - 14, 11)
    y = slot_box(5, 1)[3] + 24
    y = _objective(p, data, y)
    return image.crop((0, 0, WIDTH, y + MARGIN))


def _legend(p: Painter, y: int) -> None:
    x = MARGIN
    image = p.image
    image.paste(_scene(1, 1, 34, 26), (x, y + 2))
    x += 42 + p.text(x + 42, y + 4, p.say("pic-legend", key="partial"), 18, INK)
    p.box((x + 22, y + 2, x + 56, y + 28), fill=PANEL, outline=INK, width=3, radius=4)
    x += 64 + p.text(x + 64, y + 4, p.say("pic-legend", key="clear"), 18, INK)
    p.dashed_box((x + 22, y + 2, x + 56, y + 28))
    x += 64 + p.text(x + 64, y + 4, p.say("pic-legend", key="empty"), 18, INK)
    p.star(x + 36, y + 15, 11)
    x += 54 + p.text(x + 54, y + 4, p.say("pic-legend", key="asked"), 18, INK)
    _tone(p, x + 36, y + 15, "positive")
    x += 54 + p.text(x + 54, y + 4, p.say("pic-legend", key="positive"), 18, INK)
    _tone(p, x + 36, y + 15, "negative")
    p.text(x + 54, y + 4, p.say("pic-legend", key="negative"), 18, INK)


def _tone(p: Painter, cx: float, cy: float, tone: str) -> None:
    """Tone by shape and sign: a light disc with '+' for positive, a dark square with '-' for negative."""
    if tone == "positive":
        p.draw.ellipse((cx - 10, cy - 10, cx + 10, cy + 10), fill=(255, 236, 150), outline=INK, width=2)
        p.draw.line((cx - 5, cy, cx + 5, cy), fill=INK, width=3)
        p.draw.line((cx, cy - 5, cx, cy + 5), fill=INK, width=3)
    else:
        p.draw.rectangle((cx - 9, cy - 9, cx + 9, cy + 9), fill=(70, 70, 90), outline=INK, width=2)
        p.draw.line((cx - 5, cy, cx + 5, cy), fill=PANEL, width=3)


def _scene(timeline: int, position: int, width: int, height: int) -> Image.Image:
    """A memory's blurred scene: its own window on its timeline's one blurred picture.

    One blur per timeline (made once), cropped per position, keeps a first
    picture with many memories as quick as any other.
    """
    big = blurred_texture(SCENE_W, SCENE_H, TIMELINE_TINTS[timeline], timeline)
    left = (position * 53) % (SCENE_W - width + 1)
    top = (position * 37) % (SCENE_H - height + 1)
    return big.crop((left, top, left + width, top + height))


def _empty_slot(p: Painter, box: Box, timeline: int, position: int) -> None:
    x0, y0, x1, y1 = box
    p.draw.rectangle(box, fill=(243, 240, 233))
    p.dashed_box(box)
    p.text((x0 + x1) / 2, (y0 + y1) / 2 - 11, f"{timeline}.{position}", 20, FAINT, align="center")


def veil(box: tuple[float, float, float, float], p: Painter, alpha: int = 190) -> None:
    """A translucent light band, so a title reads over the blurred scene without hiding it."""
    x0, y0, x1, y1 = (int(v) for v in box)
    p.image.paste(PANEL, (x0, y0, x1, y1), _alpha_mask(x1 - x0, y1 - y0, alpha))


@lru_cache(maxsize=64)
def _alpha_mask(width: int, height: int, alpha: int) -> Image.Image:
    return Image.new("L", (width, height), alpha)


def _title(p: Painter, box: Box, title: str, top: int, fill: RGB) -> None:
    x0, _, x1, _ = box
    for i, line in enumerate(wrap(title, 18, x1 - x0 - 12, 3, bold=True)):
        p.text((x0 + x1) / 2, top + i * 22, line, 18, fill, bold=True, align="center")


def _partial_card(p: Painter, box: Box, memory: PlacedMemory) -> None:
    """The Partial face: a blurred scene, a soft band with the title, the tone, 'PARTIAL'."""
    x0, y0, x1, y1 = box
    p.image.paste(_scene(memory["timeline"], memory["position"], x1 - x0, y1 - y0), (x0, y0))
    lines = wrap(memory["title"], 18, x1 - x0 - 12, 3, bold=True)
    band_top = y0 + 34 + (3 - len(lines)) * 11
    veil((x0 + 4, band_top - 4, x1 - 4, band_top + 22 * len(lines) + 4), p)  # the scene shows through
    p.draw.rectangle(box, outline=LINE, width=2)
    face = p.say("pic-face", face="partial")
    p.box((x0 + 4, y0 + 4, x0 + 12 + text_width(face, 16, True), y0 + 26), fill=PANEL, outline=PANEL, radius=4)
    p.text(x0 + 8, y0 + 6, face, 16, INK, bold=True)
    _tone(p, x1 - 16, y0 + 16, memory["tone"])
    for i, line in enumerate(lines):
        p.text((x0 + x1) / 2, band_top + i * 22, line, 18, INK, bold=True, align="center")


def _clear_card(p: Painter, box: Box, memory: PlacedMemory) -> None:
    """The Clear face, in full: a crisp card with a heavy border, the title, the tone, 'CLEAR' and a tick."""
    x0, y0, x1, y1 = box
    p.draw.rectangle(box, fill=PANEL, outline=INK, width=3)
    p.draw.rectangle((x0 + 3, y0 + 3, x1 - 3, y0 + 28), fill=TIMELINE_TINTS[memory["timeline"]])
    p.check(x0 + 16, y0 + 16, True, 8)
    p.text(x0 + 30, y0 + 6, p.say("pic-face", face="clear"), 16, INK, bold=True)
    _tone(p, x1 - 16, y0 + 16, memory["tone"])
    _title(p, box, memory["title"], y0 + 36, INK)


def _objective(p: Painter, data: MemoriesData, top: int) -> int:
    title = p.say("pic-objective")
    p.text(MARGIN, top, title, 26, INK, bold=True)
    if data.get("result") == "won":
        p.check(MARGIN + text_width(title, 26, True) + 22, top + 15, True, 11)
        p.text(MARGIN + text_width(title, 26, True) + 40, top + 4, p.say("pic-achieved"), 22, (46, 125, 70), bold=True)
    y = top + 36
    for text in wrap(data["objective_text"], 20, WIDTH - 2 * MARGIN, 5):
        p.text(MARGIN, y, text, 20, INK)
        y += 26
    y += 8
    for line in data["progress"]:
        x = MARGIN + line["depth"] * 28
        p.check(x + 11, y + 13, line["done"], 10)
        p.text(x + 30, y + 2, fit(line["words"], 20, WIDTH - MARGIN - x - 220), 20, INK, bold=not line["depth"])
        if line["count"]:
            p.text(WIDTH - MARGIN, y + 2, line["count"], 20, INK, bold=True, align="right")
        y += 32
    if data["asked"]:
        y += 6
        p.text(MARGIN, y, p.say("pic-asked-title"), 20, SOFT_INK)
        y += 32
        x = MARGIN
        for asked in data["asked"]:
            if x + ASKED_W > WIDTH - MARGIN:
                x, y = MARGIN, y + ASKED_H + 12
            _asked_card(p, (x, y, x + ASKED_W, y + ASKED_H), asked)
            x += ASKED_W + 14
        y += ASKED_H
    return y


def _asked_card(p: Painter, box: Box, asked: AskedMemory) -> None:
    """R29: the blurred face of a memory the objective names, with where it stands now."""
    x0, y0, x1, y1 = box
    p.image.paste(_scene(asked["timeline"], asked["position"], x1 - x0, y1 - y0), (x0, y0))
    p.draw.rectangle(
        box, outline=INK if asked["state"] == "clear" else LINE, width=3 if asked["state"] == "clear" else 2
    )
    p.star(x0 + 16, y0 + 16, 10)
    p.box((x0 + 30, y0 + 4, x1 - 6, y0 + 30), fill=PANEL, outline=PANEL, radius=5)
    slot = p.say_fit("pic-asked-slot", 18, x1 - x0 - 46, True, timeline=asked["timeline"], position=asked["position"])
    p.text(x0 + 36, y0 + 7, slot, 18, INK, bold=True)
    p.box((x0 + 6, y1 - 34, x1 - 6, y1 - 6), fill=PANEL, outline=PANEL, radius=5)
    if asked["state"] == "clear":
        p.check(x0 + 20, y1 - 20, True, 8)
    p.text(
        x0 + (34 if asked["state"] == "clear" else 14),
        y1 - 30,
        p.say_fit("pic-asked-state", 18, x1 - x0 - 48, asked["state"] != "missing", state=asked["state"]),
        18,
        INK,
        bold=asked["state"] != "missing",
    )
