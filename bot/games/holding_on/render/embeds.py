"""The pictures' text alternative (`options.images = false`): the same information as embed-like dicts.

Each function returns `{"title", "description", "color", "fields": [{"name", "value", "inline"}]}`,
which `discord.Embed.from_dict` takes as it is; this module never imports
discord. The text is made from the same reduced data the pictures draw
(`board_data`, `memories_data`), so it can say no more than they do, in the
same language (the catalogue's pictures.ftl). Shapes and words carry every
meaning that a colour does (colour-blind players), and Discord's limits are
kept (256 title, 4096 description, 25 fields of 1024).
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

from bot.games.holding_on.engine.content import ContentPack
from bot.games.holding_on.engine.view_types import (
    BackView,
    ConversationView,
    HandClear,
    HandPartial,
    Public,
    Seated,
    ShiftView,
    StaffView,
)
from bot.games.holding_on.render.board_picture import PLACES, BoardData, HandData, board_data
from bot.games.holding_on.render.memories_picture import memories_data
from bot.games.holding_on.render.view_parts import seat_of, staff_in
from bot.games.interface import Embed
from bot.i18n import DEFAULT, t

# Seat marks by shape (as on the pictures) so Nurses are never told apart by colour alone.
SEAT_MARKS = ("\u25cf", "\u25a0", "\u25b2", "\u25c6")  # ● ■ ▲ ◆
BAND_SQUARES = {"green": "\U0001f7e9", "orange": "\U0001f7e7", "red": "\U0001f7e5", "black": "\u2b1b"}
BAND_COLOURS = {"green": 0x4AA05C, "orange": 0xE89630, "red": 0xC83830, "black": 0x28282C}
WARNING_MARK = "\u26a0\ufe0f"
DONE, NOT_DONE = "\u2705", "\u2b1c"
INDENT = "\u2003"
_MARKDOWN = str.maketrans({c: f"\\{c}" for c in "\\*_~`|>[]"})


class Say(Protocol):
    """A catalogue message in the embed's language (`t` with the language given)."""

    def __call__(self, msg_id: str, /, **args: object) -> str: ...


def _md(text: str) -> str:
    """Player-written names and content text, with Discord markdown escaped."""
    return str(text).translate(_MARKDOWN)


def _limit(text: str, most: int) -> str:
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def _embed(title: str, description: str, colour: int, fields: list[tuple[str, str, bool]]) -> Embed:
    return {
        "title": _limit(title, 256),
        "description": _limit(description, 4096),
        "color": colour,
        "fields": [
            {"name": _limit(name, 256), "value": _limit(value or "\u200b", 1024), "inline": inline}
            for name, value, inline in fields[:25]
        ],
    }


def _who(person: StaffView) -> str:
    if person["kind"] == "nurse":
        return f"{SEAT_MARKS[seat_of(person) % 4]} {_md(person['name'])}"
    return _md(person["name"])


def _where(say: Say, person: StaffView) -> str:
    if person["place"] == "shift":
        shifts = person.get("shifts_today") or []
        return say("pic-shift", shift=shifts[-1]) if shifts else say("pic-place", place="shift")
    return say("pic-place", place=person["place"]) if person["place"] in PLACES else person["place"]


def _backs(say: Say, entries: list[BackView]) -> str:
    """D1: the backs only: deck and timeline, and how many."""
    parts = []
    for entry in entries:
        back = say("emb-back", deck=entry["deck"], timeline=entry["timeline"])
        parts.append(back + (f" \u00d7{entry['count']}" if entry["count"] > 1 else ""))
    return ", ".join(parts) or say("pic-none")


def _track(condition: int) -> str:
    """The Condition Track as a line of 31 marks, Billy's space shown as ◆ (monospace)."""
    marks = "".join("\u25c6" if v == condition else "\u25a0" if v < condition else "\u00b7" for v in range(31))
    return f"`0 {marks} 30`"


def board_embed(view: Public | Seated, lang: str = DEFAULT) -> Embed:
    """The board as text in `lang`, from `public_view` (or a seat's `view`, which adds her hand)."""
    data = board_data(view, lang)
    data["staff"] = staff_in(data["lang"], data["staff"])
    say = partial(t, data["lang"])
    staff = {s["id"]: s for s in data["staff"]}
    manager = staff.get(f"n{data['shift_manager']}")
    band = f"{BAND_SQUARES[data['band']]} {say('pic-band', band=data['band'])}"
    warnings = f"{WARNING_MARK * data['warnings']}{data['warnings']}"
    lines = [
        f"**{say('emb-condition', condition=data['condition'], band=band)}**",
        _track(data["condition"]),
        say("emb-manager", name=f"**{_who(manager) if manager else '?'}**", warnings=warnings),
        say("emb-decks", **data["decks"]),
    ]
    if data.get("result") == "won":
        lines.insert(0, f"\u2705 **{say('emb-won')}**")
    elif data.get("result") == "lost":
        lines.insert(0, f"\u274c **{say('emb-lost', cause=data['loss_cause'])}**")
    fields: list[tuple[str, str, bool]] = []
    by_index = {s["index"]: s for s in data["shifts"]}
    for index in range(3):
        shift = by_index.get(index)
        now = index == data["shift"] and shift is not None and not data.get("result")
        title = say("pic-shift", shift=index) + (f" {say('emb-now')}" if now else "")
        fields.append((title, _shift_text(say, data, shift, staff) if shift else say("pic-not-revealed"), False))
    rows = []
    for nurse in [s for s in data["staff"] if s["kind"] == "nurse"]:
        sm = f" {say('emb-shift-manager-tag')}" if nurse["seat"] == data["shift_manager"] else ""
        words = say(
            "emb-nurse",
            where=_where(say, nurse),
            stress=nurse["stress"],
            most=nurse["max_stress"],
            over=say("emb-overstressed") if nurse["overstressed"] else "",
            tokens=nurse["tokens"],
            backs=_backs(say, [b for b in data["backs"] if b["holder"] == nurse["id"]]),
        )
        rows.append(say("emb-row", who=f"**{_who(nurse)}**{sm}", words=words))
    fields.append((say("pic-nurses"), "\n".join(rows), False))
    fields.append((say("pic-area", area="break_room"), _names(say, data, "break_room"), True))
    fields.append((say("pic-area", area="leave"), _names(say, data, "leave"), True))
    fields.append((say("pic-area", area="pool"), say("pic-pool-tokens", count=data["pool"]), True))
    helpers = [
        say(
            "emb-row",
            who=_who(a),
            words=say("emb-assistant", where=_where(say, a), stress=a["stress"], most=a["max_stress"]),
        )
        for a in data["staff"]
        if a["kind"] == "assistant"
    ]
    fields.append((say("pic-area", area="assistants"), "\n".join(helpers) or say("pic-none"), True))
    on_call = [
        say("emb-row", who=_who(o), words=say("emb-on-call", place=o["place"], where=_where(say, o)))
        for o in data["staff"]
        if o["kind"] == "on_call"
    ]
    fields.append((say("pic-area", area="on_call"), "\n".join(on_call) or say("pic-none"), True))
    sm_board = _backs(say, [b for b in data["backs"] if b["holder"] == "sm_board"])
    fields.append((say("pic-area", area="sm_board"), sm_board, True))
    if data.get("contacts"):
        calls = [
            (DONE if c["called"] else NOT_DONE)
            + " "
            + say("pic-contact-line", name=_md(c["name"]), called=_yes(c["called"]))
            for c in data["contacts"]
        ]
        fields.append((say("pic-contact-tile"), "\n".join(calls), True))
    conversation = data.get("conversation")
    if conversation:
        fields.append((say("pic-talking"), _conversation_text(say, data, conversation, staff), True))
    if "hand" in data:
        fields.append(_hand_field(say, data["hand"]))
    title = say("emb-title", day=data["day"], shift=data["shift"], scenario=data["scenario"])
    return _embed(title, "\n".join(lines), BAND_COLOURS[data["band"]], fields)


def _yes(flag: object) -> str:
    return "yes" if flag else "no"


def _names(say: Say, data: BoardData, place: str) -> str:
    return ", ".join(_who(s) for s in data["staff"] if s["place"] == place) or say("pic-nobody")


def _shift_text(say: Say, data: BoardData, shift: ShiftView, staff: dict[str, StaffView]) -> str:
    card = shift["card"]
    marks = "\U0001f7e1" if card["kind"] == "stable" else "\U0001f53b" * card["deterioration"]
    kind = f"{marks} {say('emb-card', kind=card['kind'], count=card['deterioration'])}"
    senior = shift.get("senior")
    spaces, seen = [], set()
    for i in range(card["staff"]):
        if i < len(shift["slots"]):
            who = staff[shift["slots"][i]]
            tag = f" {say('emb-extra-cover')}" if who["id"] in seen else ""
            if not tag and who["kind"] == "nurse" and who["seat"] == senior and who["id"] not in seen:
                tag = f" {say('emb-senior')}"
            seen.add(who["id"])
            spaces.append(f"{_who(who)}{tag}")
        else:
            spaces.append(say("emb-empty"))
    lines = [kind, say("emb-spaces", filled=len(shift["slots"]), total=card["staff"], spaces=", ".join(spaces))]
    nurse_senior = any(staff[s]["kind"] == "nurse" and staff[s]["seat"] == senior for s in shift["slots"])
    if shift["slots"] and not nurse_senior and senior is not None:
        lines.append(say("pic-decides", name=_md(data["seats"][senior])))
    if card["rewards"]:
        lines.append(say("emb-rewards", rewards=", ".join(say("pic-reward", reward=r) for r in card["rewards"])))
    else:
        lines.append(say("pic-no-rewards", emergency=_yes(card["kind"] == "emergency")))
    if card["inquiry"]:
        lines.append(say("emb-inquiry", count=shift["inquiry_tokens"]))
    placed = [f"{_md(staff[s]['name'])} {n}" for s, n in shift["committed"].items() if n]
    if shift.get("pool_committed"):
        placed.append(f"{say('pic-pool')} {shift['pool_committed']}")
    care = say("emb-care", care=shift.get("care") or "none")
    lines.append(care + (f" {say('emb-on-card', placed=', '.join(placed))}" if placed else ""))
    if shift.get("short"):
        lines.append(f"\u26a0\ufe0f {say('emb-short')}")
    if data.get("contacts"):
        nurse = staff.get(shift.get("on_tile") or shift.get("contact_nurse") or "")
        called = next((c["name"] for c in data["contacts"] if c["id"] == shift.get("contact")), None)
        if nurse is None:
            lines.append(say("emb-tile", how="nobody", name=""))
        elif shift.get("contact_nurse") is None:  # R18: a caller from an earlier shift stays on the tile
            lines.append(say("emb-tile", how="stays", name=_who(nurse)))
        else:
            how = "called" if called else "calling"
            lines.append(say("emb-tile", how=how, name=_who(nurse), contact=_md(called or "")))
    return "\n".join(lines)


def _conversation_text(say: Say, data: BoardData, conv: ConversationView, staff: dict[str, StaffView]) -> str:
    talker = staff.get(conv["talker"])
    text = say("emb-talker", name=_who(talker) if talker else "?", deck=conv["deck"])
    if conv["mode"] != "plain":
        text += ", " + say("pic-mode", mode=conv["mode"])
    if conv.get("timeline"):
        text += " " + say("pic-timeline-of", timeline=conv["timeline"])
    voice = conv["billy_voice"]
    if voice is not None:
        text += "\n" + say("pic-voice", name=_md(data["seats"][voice]))
    return text + "\n" + say("emb-cards-given", count=conv["cards_given"])


def _hand_field(say: Say, hand: HandData) -> tuple[str, str, bool]:
    """A seat's own face-down cards (D1): for her eyes only (an ephemeral reply or a DM)."""

    def back(deck: str, card: HandPartial | HandClear) -> str:
        return say("emb-back", deck=deck, timeline=card["timeline"])

    def said(who: str, card: HandPartial) -> str:  # Billy's words in the language's own quotation marks
        return say("emb-row", who=who, words=say("quote-said", text=_md(card["quote"])))

    lines = [said(back("partial", c), c) for c in hand.get("partials", [])]
    lines += [said(say("emb-hand-sm", back=back("partial", c)), c) for c in hand.get("sm_board", [])]
    lines += [back("clear", c) for c in hand.get("clears", [])]
    return say("pic-hand", name=_md(hand["name"])), "\n".join(lines) or say("pic-hand-none"), False


def memories_embed(view: Public | Seated, content: ContentPack, lang: str = DEFAULT) -> Embed:
    """Billy's Collected Memories and the objective as text in `lang` (titles and objective: `content`'s words)."""
    data = memories_data(view, content, lang)
    say = partial(t, data["lang"])
    placed = {(g["timeline"], g["position"]): g for g in data["grid"]}
    asked = {(a["timeline"], a["position"]) for a in data["asked"]}
    clear = sum(1 for g in data["grid"] if g["clear"])
    title = say("pic-scenario-title", scenario=data["scenario"], title=_md(data["scenario_title"]), day=data["day"])
    summary = say("emb-memories-summary", clear=clear, partial=len(data["grid"]) - clear, empty=30 - len(data["grid"]))
    description = f"{title}\n{summary}\n{say('emb-memories-legend')}"
    fields: list[tuple[str, str, bool]] = []
    for timeline in range(1, 6):
        rows = []
        for position in range(1, 7):
            star = " \u2605" if (timeline, position) in asked else ""
            memory = placed.get((timeline, position))
            if memory is None:
                rows.append(f"{position} \u25cb {say('emb-empty')}{star}")
                continue
            face = "clear" if memory["clear"] else "partial"
            what = say("emb-memory", face=face, tone=memory["tone"])
            if memory["clear"]:
                rows.append(f"{position} \u25cf **{_md(memory['title'])}** ({what}){star}")
            else:
                rows.append(f"{position} \u25d0 *{_md(memory['title'])}* ({what}){star}")
        fields.append((say("emb-timeline", timeline=timeline), "\n".join(rows), False))
    progress = [_md(data["objective_text"])]
    for line in data["progress"]:
        mark = DONE if line["done"] else NOT_DONE
        count = f" \u2014 {line['count']}" if line["count"] else ""
        progress.append(f"{INDENT * line['depth']}{mark} {_md(line['words'])}{count}")
    objective = say("emb-objective-achieved") if data.get("result") == "won" else say("emb-objective")
    fields.append((objective, "\n".join(progress), False))
    if data["asked"]:
        rows = []
        for a in data["asked"]:
            row = say("emb-asked", timeline=a["timeline"], position=a["position"], state=a["state"])
            rows.append(row + (" \u2705" if a["state"] == "clear" else ""))
        fields.append((say("emb-asked-title"), "\n".join(rows), False))
    return _embed(say("pic-memories"), description, 0x5A6E9A, fields)
