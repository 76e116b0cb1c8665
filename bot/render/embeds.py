"""The pictures' text alternative (`options.images = false`): the same information as embed-like dicts.

Each function returns `{"title", "description", "color", "fields": [{"name", "value", "inline"}]}`,
which `discord.Embed.from_dict` takes as it is; this module never imports
discord. The text is made from the same reduced data the pictures draw
(`board_data`, `memories_data`), so it can say no more than they do. Shapes
and words carry every meaning that a colour does (colour-blind players), and
Discord's limits are kept (256 title, 4096 description, 25 fields of 1024).
"""

from __future__ import annotations

from bot.engine.content import ContentPack
from bot.render.board import LOSS_WORDS, MODE_WORDS, PLACE_WORDS, REWARD_WORDS, board_data
from bot.render.memories import memories_data

# Seat marks by shape (as on the pictures) so Nurses are never told apart by colour alone.
SEAT_MARKS = ("\u25cf", "\u25a0", "\u25b2", "\u25c6")  # ● ■ ▲ ◆
BAND_MARKS = {
    "green": "\U0001f7e9 GREEN",
    "orange": "\U0001f7e7 ORANGE",
    "red": "\U0001f7e5 RED",
    "black": "\u2b1b BLACK",
}
BAND_COLOURS = {"green": 0x4AA05C, "orange": 0xE89630, "red": 0xC83830, "black": 0x28282C}
TONE_WORDS = {"positive": "(+) positive", "negative": "(\u2212) negative"}
SHIFT_NAMES = ("Morning", "Day", "Night")
WARNING_MARK = "\u26a0\ufe0f"
DONE, NOT_DONE = "\u2705", "\u2b1c"
INDENT = "\u2003"
_MARKDOWN = str.maketrans({c: f"\\{c}" for c in "\\*_~`|>[]"})


def _md(text: str) -> str:
    """Player-written names and content text, with Discord markdown escaped."""
    return str(text).translate(_MARKDOWN)


def _limit(text: str, most: int) -> str:
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def _embed(title: str, description: str, colour: int, fields: list[tuple[str, str, bool]]) -> dict:
    return {
        "title": _limit(title, 256),
        "description": _limit(description, 4096),
        "color": colour,
        "fields": [
            {"name": _limit(name, 256), "value": _limit(value or "\u200b", 1024), "inline": inline}
            for name, value, inline in fields[:25]
        ],
    }


def _who(person: dict) -> str:
    if person["kind"] == "nurse":
        return f"{SEAT_MARKS[person['seat'] % 4]} {_md(person['name'])}"
    return _md(person["name"])


def _where(person: dict) -> str:
    if person["place"] == "shift":
        shifts = person.get("shifts_today") or []
        return f"{SHIFT_NAMES[shifts[-1]]} shift" if shifts else "on a shift"
    return PLACE_WORDS.get(person["place"], person["place"])


def _backs(entries: list[dict]) -> str:
    """D1: the backs only: deck and timeline, and how many."""
    parts = []
    for entry in entries:
        deck = "Partial" if entry["deck"] == "partial" else "Clear"
        parts.append(f"{deck} T{entry['timeline']}" + (f" \u00d7{entry['count']}" if entry["count"] > 1 else ""))
    return ", ".join(parts) or "none"


def _track(condition: int) -> str:
    """The Condition Track as a line of 31 marks, Billy's space shown as ◆ (monospace)."""
    marks = "".join("\u25c6" if v == condition else "\u25a0" if v < condition else "\u00b7" for v in range(31))
    return f"`0 {marks} 30`"


def board_embed(view: dict) -> dict:
    """The board as text, from `public_view` (or a seat's `view`, which adds her hand)."""
    data = board_data(view)
    staff = {s["id"]: s for s in data["staff"]}
    manager = staff.get(f"n{data['shift_manager']}")
    lines = [
        f"**Billy's condition: {data['condition']}/30, {BAND_MARKS[data['band']]} band**",
        _track(data["condition"]),
        f"Shift Manager: **{_who(manager) if manager else '?'}** \u00b7 Hospital Warnings: "
        f"{WARNING_MARK * data['warnings']}{data['warnings']}/2",
        f"Decks: Patient {data['decks']['patient']} \u00b7 Partial {data['decks']['partial']} \u00b7 "
        f"Clear {data['decks']['clear']}",
    ]
    if data.get("result") == "won":
        lines.insert(0, "\u2705 **WON: the objective holds.**")
    elif data.get("result") == "lost":
        lines.insert(0, f"\u274c **LOST: {LOSS_WORDS.get(data['loss_cause'], data['loss_cause'])}.**")
    fields: list[tuple[str, str, bool]] = []
    by_index = {s["index"]: s for s in data["shifts"]}
    for index, name in enumerate(SHIFT_NAMES):
        shift = by_index.get(index)
        now = index == data["shift"] and shift is not None and not data.get("result")
        title = f"{name} shift" + (" (now)" if now else "")
        fields.append((title, _shift_text(data, shift, staff) if shift else "not revealed yet", False))
    nurses = [s for s in data["staff"] if s["kind"] == "nurse"]
    rows = []
    for nurse in nurses:
        sm = " (Shift Manager)" if nurse["seat"] == data["shift_manager"] else ""
        over = ", overstressed" if nurse["overstressed"] else ""
        backs = _backs([b for b in data["backs"] if b["holder"] == nurse["id"]])
        rows.append(
            f"**{_who(nurse)}**{sm}: {_where(nurse)} \u00b7 Stress {nurse['stress']}/{nurse['max_stress']}{over}"
            f" \u00b7 Care Tokens {nurse['tokens']} \u00b7 face down: {backs}"
        )
    fields.append(("Nurses", "\n".join(rows), False))
    fields.append(("Break room", _names(data, "break_room"), True))
    fields.append(("On Leave", _names(data, "leave"), True))
    fields.append(("Assistant pool", f"{data['pool']} Care Token{'s' if data['pool'] != 1 else ''}", True))
    helpers = [s for s in data["staff"] if s["kind"] == "assistant"]
    fields.append(
        (
            "Assistants",
            "\n".join(f"{_who(a)}: {_where(a)}, Stress {a['stress']}/{a['max_stress']}" for a in helpers) or "none",
            True,
        )
    )
    on_call = [s for s in data["staff"] if s["kind"] == "on_call"]
    fields.append(("On-Call Assistants", "\n".join(f"{_who(o)}: {_on_call_word(o)}" for o in on_call) or "none", True))
    fields.append(("Shift Manager Board", _backs([b for b in data["backs"] if b["holder"] == "sm_board"]), True))
    if data.get("contacts"):
        calls = [
            f"{DONE if c['called'] else NOT_DONE} {_md(c['name'])}: {'called' if c['called'] else 'not called yet'}"
            for c in data["contacts"]
        ]
        fields.append(("Contact Tile", "\n".join(calls), True))
    if data.get("conversation"):
        fields.append(("Talking with Billy", _conversation_text(data, staff), True))
    if "hand" in data:
        fields.append(_hand_field(data["hand"]))
    title = f"Day {data['day']} \u00b7 {data['shift_name']} shift \u00b7 Scenario {data['scenario']}"
    return _embed(title, "\n".join(lines), BAND_COLOURS[data["band"]], fields)


def _on_call_word(person: dict) -> str:
    if person["place"] == "on_call":
        return "available"
    if person["place"] == "shift":
        return f"in use ({_where(person)}), then gone"
    return "used"


def _names(data: dict, place: str) -> str:
    return ", ".join(_who(s) for s in data["staff"] if s["place"] == place) or "nobody"


def _shift_text(data: dict, shift: dict, staff: dict[str, dict]) -> str:
    card = shift["card"]
    if card["kind"] == "stable":
        kind = "\U0001f7e1 **STABLE** (Billy stable)"
    else:
        arrows = "\U0001f53b" * card["deterioration"]
        label = "EMERGENCY" if card["kind"] == "emergency" else "DETERIORATING"
        kind = f"{arrows} **{label}**, {card['deterioration']} deterioration"
    senior = shift.get("senior")
    spaces, seen = [], set()
    for i in range(card["staff"]):
        if i < len(shift["slots"]):
            who = staff[shift["slots"][i]]
            tag = " (extra cover)" if who["id"] in seen else ""
            if not tag and who["kind"] == "nurse" and who["seat"] == senior and who["id"] not in seen:
                tag = " \u2605 senior"
            seen.add(who["id"])
            spaces.append(f"{_who(who)}{tag}")
        else:
            spaces.append("empty")
    lines = [kind, f"Staff spaces ({len(shift['slots'])}/{card['staff']}): " + ", ".join(spaces)]
    nurse_senior = any(staff[s]["kind"] == "nurse" and staff[s]["seat"] == senior for s in shift["slots"])
    if shift["slots"] and not nurse_senior and senior is not None:
        lines.append(f"Decides: {_md(data['seats'][senior])} (Shift Manager)")
    if card["rewards"]:
        lines.append("Rewards: " + ", ".join(REWARD_WORDS[r] for r in card["rewards"]))
    else:
        lines.append("No rewards: Medical care only" if card["kind"] == "emergency" else "No rewards")
    if card["inquiry"]:
        lines.append(f"Inquiry space: {shift['inquiry_tokens']} token{'s' if shift['inquiry_tokens'] != 1 else ''}")
    care = {"medical": "Medical", "palliative": "Palliative"}.get(shift.get("care") or "", "not chosen yet")
    placed = [f"{_md(staff[s]['name'])} {n}" for s, n in shift["committed"].items() if n]
    if shift.get("pool_committed"):
        placed.append(f"pool {shift['pool_committed']}")
    lines.append(f"Care: **{care}**" + (f" \u00b7 tokens on card: {', '.join(placed)}" if placed else ""))
    if shift.get("short"):
        lines.append("\u26a0\ufe0f short-staffed")
    if data.get("contacts"):
        nurse = staff.get(shift.get("on_tile") or shift.get("contact_nurse") or "")
        called = next((c["name"] for c in data["contacts"] if c["id"] == shift.get("contact")), None)
        if nurse is None:
            lines.append("Contact Tile: nobody")
        elif shift.get("contact_nurse") is None:  # R18: a caller from an earlier shift stays on the tile
            lines.append(f"Contact Tile: {_who(nurse)}, still there after her call")
        else:
            lines.append(f"Contact Tile: {_who(nurse)}" + (f", called {_md(called)}" if called else ""))
    return "\n".join(lines)


def _conversation_text(data: dict, staff: dict[str, dict]) -> str:
    conv = data["conversation"]
    talker = staff.get(conv["talker"])
    deck = "Clear deck" if conv["deck"] == "clear" else "Partial deck"
    mode = MODE_WORDS.get(conv["mode"], conv["mode"])
    text = f"{_who(talker) if talker else '?'}, {deck}" + (f", {mode}" if mode else "")
    if conv.get("timeline"):
        text += f" (timeline {conv['timeline']})"
    if conv.get("billy_voice") is not None:
        text += f"\nBilly's voice: {_md(data['seats'][conv['billy_voice']])}"
    return text + f"\nCards given: {conv['cards_given']}"


def _hand_field(hand: dict) -> tuple[str, str, bool]:
    """A seat's own face-down cards (D1): for her eyes only (an ephemeral reply or a DM)."""
    lines = [f"Partial T{c['timeline']}: \u201c{_md(c['quote'])}\u201d" for c in hand.get("partials", [])]
    lines += [
        f"Shift Manager Board, Partial T{c['timeline']}: \u201c{_md(c['quote'])}\u201d"
        for c in hand.get("sm_board", [])
    ]
    lines += [f"Clear T{c['timeline']}" for c in hand.get("clears", [])]
    return f"Your hand, {_md(hand['name'])} (private)", "\n".join(lines) or "no face-down cards", False


def memories_embed(view: dict, content: ContentPack) -> dict:
    """Billy's Collected Memories and the objective as text."""
    data = memories_data(view, content)
    placed = {(g["timeline"], g["position"]): g for g in data["grid"]}
    asked = {(a["timeline"], a["position"]) for a in data["asked"]}
    clear = sum(1 for g in data["grid"] if g["clear"])
    description = (
        f"Scenario {data['scenario']}: {_md(data['scenario_title'])} \u00b7 Day {data['day']}\n"
        f"**{clear} Clear \u00b7 {len(data['grid']) - clear} Partial \u00b7 {30 - len(data['grid'])} empty**\n"
        "\u25cf Clear \u00b7 \u25d0 Partial (blurred) \u00b7 \u25cb empty \u00b7 \u2605 asked for by the objective"
    )
    fields: list[tuple[str, str, bool]] = []
    for timeline in range(1, 6):
        rows = []
        for position in range(1, 7):
            star = " \u2605" if (timeline, position) in asked else ""
            memory = placed.get((timeline, position))
            if memory is None:
                rows.append(f"{position} \u25cb empty{star}")
            elif memory["clear"]:
                rows.append(f"{position} \u25cf **{_md(memory['title'])}** (Clear, {TONE_WORDS[memory['tone']]}){star}")
            else:
                rows.append(f"{position} \u25d0 *{_md(memory['title'])}* (Partial, {TONE_WORDS[memory['tone']]}){star}")
        fields.append((f"Timeline {timeline}", "\n".join(rows), False))
    progress = [_md(data["objective_text"])]
    for line in data["progress"]:
        mark = DONE if line["done"] else NOT_DONE
        count = f" \u2014 {line['count']}" if line["count"] else ""
        progress.append(f"{INDENT * line['depth']}{mark} {_md(line['words'])}{count}")
    fields.append(("Objective" + (" (achieved)" if data.get("result") == "won" else ""), "\n".join(progress), False))
    if data["asked"]:
        words = {"missing": "not found yet", "partial": "Partial in the grid", "clear": "Clear in the grid \u2705"}
        fields.append(
            (
                "Memories it asks for (their Partial face)",
                "\n".join(
                    f"\u2605 Timeline {a['timeline']}, position {a['position']}: {words[a['state']]}"
                    for a in data["asked"]
                ),
                False,
            )
        )
    return _embed("Billy's Collected Memories", description, 0x5A6E9A, fields)
