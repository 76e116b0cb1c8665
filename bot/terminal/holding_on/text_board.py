"""The board as text (`board` at the terminal), drawn from the public view only, with `rich`.

Everything the picture shows, as lines a person reads: the scenario, day and
shift, Billy's condition with its colour band (the band is also written as a
word, so it reads without colour), the Hospital Warnings, the assistant
pool, the decks' counts, the objective and its progress, every staff
member's place, Care Tokens, Stress and the backs of her face-down cards,
today's shifts, and Billy's Collected Memories as a grid. Each thing once.
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from bot.games.holding_on.decision_words import genders_of, staff_label
from bot.games.holding_on.engine import ContentPack
from bot.games.holding_on.engine.view_types import Public, ShiftView, StaffView
from bot.games.holding_on.render.memories_picture import MemoriesData, memories_data
from bot.games.holding_on.render.narrate import rewards_said
from bot.i18n import t
from bot.terminal import words as w
from bot.terminal.fold import Folded
from bot.terminal.markup import inline

BAND_STYLES = {"green": "bold green", "orange": "bold dark_orange", "red": "bold red", "black": "bold white on black"}
TRACK = 30  # Billy's condition runs 0..30 (R1)
POSITIONS = 6  # a timeline's memories in the grid


def _staff_rows(public: Public) -> list[tuple[str, str, str, str, str]]:
    manager = public["seats"][public["shift_manager"]]
    backs: dict[str, list[str]] = {}
    for entry in public["backs"]:
        words = w.BACKS.format(count=entry["count"], timeline=entry["timeline"])
        kind = w.DECK_PARTIAL if entry["deck"] == "partial" else w.DECK_CLEAR
        backs.setdefault(entry["holder"], []).append(f"{kind.noun(entry['count'])} ({words})")
    rows = []
    for staff in public["staff"]:
        name = _name(staff, public)
        if staff["name"] == manager and staff["kind"] == "nurse":
            name += w.NURSE_ROLE["sm"].format(name=name)
        place = w.PLACES.get(str(staff["place"]), str(staff["place"]))
        tokens = "-" if staff["tokens"] is None else str(staff["tokens"])
        stress = f"{staff['stress']}/{staff['max_stress']}" if staff["max_stress"] else "-"  # On-Call: none (R4a)
        stress += f" {w.OVERSTRESSED}" if staff["overstressed"] else ""
        held = _listed(backs.get(staff["id"], [])) or (w.NO_CARDS if staff["kind"] == "nurse" else "")
        rows.append((name, place, tokens, stress, held))
    return rows


def _listed(items: list[str]) -> str:
    """Items joined as the run's language lists them ("a; b", French "a ; b")."""
    return t(w.language(), "list-semicolon").join(items)


def _cell(words: str) -> Folded:
    """A table cell folded as the story is: never at a no-break space (French "récompense :" stays whole)."""
    return Folded(Text(words))


def _name(staff: StaffView, public: Public) -> str:
    """A staff member's name in the run's language (the rules' own staff are translated: Assistant 1, On-Call 2),
    with the gender a sentence about her agrees with."""
    return staff_label(w.language(), staff["id"], staff["name"], genders_of(public))


def _names(public: Public) -> dict[str, str]:
    return {s["id"]: _name(s, public) for s in public["staff"]}


def _staff_table(public: Public) -> Table:
    table = Table(
        *w.STAFF_HEADINGS,
        title=w.STAFF_TITLE,
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
    )
    for row in _staff_rows(public):
        table.add_row(*(_cell(words) for words in row))
    return table


def _card_words(shift: ShiftView) -> str:
    """What the card does, as the story says it when revealed: staff spaces, Billy's state, rewards by kind."""
    card = shift["card"]
    return w.CARD_LINE.format(
        staff=card["staff"],
        kind=card["kind"],
        deterioration=card["deterioration"],
        rewards=rewards_said(w.language(), list(card["rewards"])),
        count=len(card["rewards"]),
        inquiry="yes" if card["inquiry"] else "no",
    )


def _shifts_table(public: Public) -> Table:
    names = _names(public)
    table = Table(
        *w.SHIFT_HEADINGS,
        title=w.SHIFTS_TITLE,
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
    )
    for shift in public["shifts"]:
        staff = ", ".join(names.get(s, s) for s in shift["slots"])
        if shift["short"]:
            staff += f" ({w.SHORT})"
        if shift["on_tile"]:
            staff += f"; {w.CONTACT.format(name=names.get(shift['on_tile'], shift['on_tile']))}"
        committed = sum(shift["committed"].values()) + shift["pool_committed"]
        care = w.CARE_WORDS.get(shift["care"], str(shift["care"]))
        if committed:
            care += f", {w.COMMITTED.format(tokens=w.TOKENS.count(committed))}"
        cells = (w.SHIFT_ROW.format(shift=shift["index"]), _card_words(shift), staff or "-", care)
        table.add_row(*(_cell(words) for words in cells))
    return table


def _shifts(public: Public) -> list[RenderableType]:
    return [Text(""), _shifts_table(public)] if public["shifts"] else []


def _condition(public: Public) -> Text:
    value, band = public["condition"], public["band"]
    style = BAND_STYLES.get(band, "bold")
    line = Text(w.CONDITION.format(value=value, band=w.BANDS.get(band, band)), style=style)
    filled = max(0, min(TRACK, value))
    line.append("  [")
    line.append("#" * filled, style=style)
    line.append("." * (TRACK - filled))
    line.append("]")
    return line


def _pool(public: Public) -> str:
    return w.POOL.format(tokens=w.CARE_TOKENS.count(public["pool"]))


def _decks(public: Public) -> str:
    decks = public["decks"]
    return w.DECKS.format(
        patient=w.DECK_PATIENT.count(decks["patient"]),
        partial=w.DECK_PARTIAL.count(decks["partial"]),
        clear=w.DECK_CLEAR.count(decks["clear"]),
    )


def _objective(data: MemoriesData) -> list[RenderableType]:
    lines: list[RenderableType] = [Text(w.OBJECTIVE, style="bold"), inline(data["objective_text"])]
    for line in data["progress"]:
        mark = w.DONE_MARK if line["done"] else w.TODO_MARK
        count = f" {line['count']}" if line["count"] else ""
        lines.append(Text(f"{'  ' * (line['depth'] + 1)}{mark} {line['words']}{count}"))
    return lines


def _grid(public: Public) -> Group:
    letter = {deck: t(w.language(), "term-grid-letter", deck=deck) for deck in ("partial", "clear")}
    placed = {(g["timeline"], g["position"]): letter["clear" if g["clear"] else "partial"] for g in public["grid"]}
    asked = {(m["timeline"], m["position"]) for m in public["objective_memories"]}
    table = Table(
        "",
        *[str(n) for n in range(1, POSITIONS + 1)],
        title=w.GRID_TITLE,
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
    )
    for timeline in range(1, 6):
        cells = []
        for position in range(1, POSITIONS + 1):
            mark = placed.get((timeline, position), ".")
            cells.append(mark + ("*" if (timeline, position) in asked else ""))
        table.add_row(w.GRID_TIMELINE.format(n=timeline), *cells)
    return Group(table, Text(w.GRID_KEY, style="dim"))


def _extras(public: Public) -> list[RenderableType]:
    lines: list[RenderableType] = []
    names = _names(public)
    conv = public.get("conversation")
    if conv:
        speaker = conv["billy_voice"]
        voice = public["seats"][speaker] if speaker is not None else "-"
        talker = names.get(conv["talker"], conv["talker"])
        lines.append(Text(w.CONVERSATION.format(talker=talker, deck=conv["deck"], voice=voice)))
    if public.get("sm_board_partials"):
        lines.append(Text(w.SM_BOARD.format(cards=w.DECK_PARTIAL.count(public["sm_board_partials"]))))
    if public.get("contacts"):
        called = [c["name"] + (w.CALLED if c["called"] else "") for c in public["contacts"]]
        lines.append(Text(w.CONTACTS.format(names=", ".join(called))))
    if public.get("removed_events"):
        lines.append(Text(w.REMOVED_EVENTS.format(titles=", ".join(public["removed_events"]))))
    return lines


def board(public: Public, content: ContentPack, waiting: str | None = None) -> Group:
    """The whole board, each part once; `waiting` is the "Waiting for" line when the game waits."""
    data = memories_data(public, content, w.language())
    step = w.RESULT.get(public["result"]) or w.STEP_WORDS.get(str(public["step"]), str(public["step"]))
    parts: list[RenderableType] = [
        Text(w.BOARD_TITLE.format(number=public["scenario"], title=data["scenario_title"]), style="bold underline"),
        Text(w.BOARD_WHEN.format(day=public["day"], shift=public["shift"], step=step)),
        _condition(public),
        Text(f"{w.WARNINGS.format(count=public['warnings'])} · {_pool(public)}"),
        Text(_decks(public)),
        Text(""),
        *_objective(data),
        Text(""),
        _staff_table(public),
        *_shifts(public),
        *_extras(public),
        Text(""),
        _grid(public),
    ]
    if waiting:
        parts.append(Text(waiting, style="bold"))
    return Group(*parts)


def memories(public: Public, content: ContentPack) -> Group:
    """Billy's Collected Memories with titles, and the objective (`memories` at the terminal)."""
    data = memories_data(public, content, w.language())
    parts: list[RenderableType] = [_grid(public)]
    for memory in data["grid"]:
        deck = (w.DECK_CLEAR if memory["clear"] else w.DECK_PARTIAL).noun(1)
        slot = w.GRID_SLOT.format(timeline=memory["timeline"], position=memory["position"])
        parts.append(Text(f"  {w.GRID_PLACED.format(slot=slot, title=memory['title'], deck=deck)}"))
    parts += [Text(""), *_objective(data)]
    return Group(*parts)
