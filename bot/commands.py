"""From a command and its options to engine actions, free of discord.py (COMMANDS.md).

The cogs and the terminal table both call `plan` and `choices`; neither decides
what is legal. `plan` resolves names to staff and seats, builds the action the
command names and any decisions it pre-answers (`/care palliative talker:Ana
billy:Ben`), dry-running the sequence on a copy so that the table can apply it
all or none. `choices` feeds autocomplete from `legal_actions` only.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from pydantic import TypeAdapter

from bot.games.errors import Listing, Words
from bot.games.holding_on.engine import Action, RuleError, apply, describe, legal_actions
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.vocab import Step
from bot.i18n import has
from bot.i18n.command_names import command_ids, option_id
from bot.names import name_key, shown

MAX_CHOICES = 25  # Discord's limit for autocomplete
WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")  # ASCII digits only: "³" and "①" are digits to isdigit(), not to int()
TIMELINES = {str(n): n for n in range(1, 6)}


@dataclass(frozen=True)
class Choice:
    label: str  # what the player reads
    value: str  # what comes back: a staff name, a timeline, an action key


# --- names -----------------------------------------------------------------------------
# A name resolves by an exact key: the staff id autocomplete sends ("n0", "a1"), or a name equal to one
# after normalisation (bot/names.py). Never by part of a name: "🐶" is not "🐱", "Ana" is not "Anabel".


def staff_id(state: GameState, name: str | None) -> str:
    """A staff member from what a player typed or picked: an id ("a1"), or a name ("Assistant 1", "ben")."""
    known = ", ".join(s.name for s in state.staff.values())
    everyone = Listing(tuple(Words("staff-name", {"id": s.id, "name": s.name}) for s in state.staff.values()))
    if not name or not name.strip():
        raise RuleError(f"Name someone: {known}.", key="refuse-name-someone", data={"staff": everyone})
    if name in state.staff:
        return name
    wanted = name_key(name)
    for staff in state.staff.values():
        if wanted == name_key(staff.name):
            return staff.id
    raise RuleError(
        f"There is no staff member called {shown(name)} at this table. Staff: {known}.",
        key="refuse-no-staff-called",
        data={"name": shown(name), "staff": everyone},
    )


def seat_of(state: GameState, name: str) -> int:
    wanted = name_key(name)
    for seat, seat_name in enumerate(state.seats):
        if name_key(seat_name) == wanted:
            return seat
    players = ", ".join(state.seats)
    raise RuleError(
        f"There is no player called {shown(name)} at this table. Players: {players}.",
        key="refuse-no-player-called",
        data={"name": shown(name), "players": players},
    )


def my_nurse(seat: int) -> str:
    return f"n{seat}"


# --- commands -----------------------------------------------------------------------------


def _first(state: GameState, seat: int, kind: str, **match) -> Action:
    """The open action of `kind` for this seat matching the given fields, or the first one."""
    for action in legal_actions(state):
        if action.kind == kind and action.seat == seat and all(getattr(action, k) == v for k, v in match.items()):
            return action
    return Action(kind, seat, **match)  # not open: apply will refuse it with the reason


def _staff_action(state: GameState, seat: int, kind: str, who: str | None, **extra) -> Action:
    return _first(state, seat, kind, staff=staff_id(state, who), **extra)


def _bonus(state: GameState, seat: int, who: str | None) -> Action:
    staff = staff_id(state, who)
    open_kinds = {a.kind for a in legal_actions(state) if a.seat == seat}
    kind = "give_token" if "give_token" in open_kinds else "bonus"
    return Action(kind, seat, staff=staff)


def _call(state: GameState, seat: int, who: str | None, contact: str | None) -> Action:
    staff = staff_id(state, who)
    calls = [a for a in legal_actions(state) if a.kind == "call" and a.seat == seat and a.staff == staff]
    if contact:
        wanted = name_key(contact)
        calls = [
            a for a in calls if a.contact and wanted in (name_key(a.contact), name_key(_contact_name(state, a.contact)))
        ]
        if not calls:
            names = ", ".join(c.name for c in state.rules.contacts)
            raise RuleError(
                f"There is no contact called {shown(contact)} to call. Contacts: {names or 'nobody in this scenario'}.",
                key="refuse-no-contact-called",
                data={"name": shown(contact), "contacts": names, "count": len(state.rules.contacts)},
            )
    return calls[0] if calls else Action("call", seat, staff=staff)


def _contact_name(state: GameState, contact_id: str) -> str:
    return next((c.name for c in state.rules.contacts if c.id == contact_id), contact_id)


def option_words(command: str, option: str) -> Words | str:
    """An option's name as the reader's Discord client shows it (the translator's id: bot/i18n/command_names)."""
    msg_id = option_id(command, option)
    return Words(msg_id) if has("en", msg_id) else option


def command_words(command: str) -> Words | str:
    """A command's name as the reader's Discord client shows it ("care palliative" -> "versorgung palliativ")."""
    ids = command_ids(command)
    if not all(has("en", msg_id) for msg_id in ids):
        return command
    if len(ids) == 1:
        return Words(ids[0])
    return Words("command-pair", {"group": Words(ids[0]), "sub": Words(ids[1])})


def _number(options: dict, command: str, name: str, low: int, high: int, default: int | None = None) -> int:
    raw = options.get(name, default)
    text = str(raw).strip() if raw is not None and not isinstance(raw, bool) else ""
    value = int(text) if WHOLE_NUMBER.fullmatch(text) else None
    if value is None or not low <= value <= high:
        raise RuleError(
            f"{name} must be a whole number from {low} to {high}.",
            key="refuse-whole-number",
            data={"name": option_words(command, name), "low": low, "high": high},
        )
    return value


def _first_step(state: GameState, seat: int, command: str, options: dict) -> Action:
    who = options.get("staff") or options.get("nurse")
    simple = {
        "shift reveal": lambda: Action("reveal", seat),
        "shift done": lambda: Action("end_staffing", seat),
        "care medical": lambda: Action("care", seat, choice="medical"),
        "care palliative": lambda: Action("care", seat, choice="palliative"),
        "care resolve": lambda: Action("resolve", seat),
        "care pool": lambda: Action("pool", seat, count=_number(options, command, "count", 0, 6)),
        "care steer": lambda: Action(
            "focus", seat, choice="steer", timeline=_number(options, command, "timeline", 1, 5)
        ),
    }
    if command in simple:
        return simple[command]()
    if command in ("shift assign", "shift cover", "shift leave"):
        kind = {"shift assign": "assign", "shift cover": "cover", "shift leave": "send_on_leave"}[command]
        return _staff_action(state, seat, kind, who)
    if command == "shift extra":
        return Action(
            "extra", seat, staff=staff_id(state, who), count=_number(options, command, "spaces", 1, 2, default=1)
        )
    if command == "shift call":
        return _call(state, seat, who, options.get("contact"))
    if command == "care tokens":
        return Action("tokens", seat, staff=my_nurse(seat), count=_number(options, command, "count", 0, 6))
    if command == "care bonus":
        return _bonus(state, seat, who)
    if command == "inquire":
        timeline = str(options.get("timeline", "")).strip().lower()
        if timeline in ("stop", "stopp"):  # "stopp": the German spelling the catalogue shows (label-stop)
            return Action("stop_inquiry", seat, staff=my_nurse(seat))
        if timeline not in TIMELINES:
            raise RuleError(
                "Name a timeline from 1 to 5, or 'stop' to end your conversation with Billy.",
                key="refuse-name-timeline",
            )
        return Action("inquire", seat, staff=my_nurse(seat), timeline=TIMELINES[timeline])
    if command == "decide":
        return _decision(state, seat, str(options.get("choice", "")))
    raise RuleError(f"Unknown command {command!r}.", key="refuse-unknown-command", data={"command": repr(command)})


def _decision(state: GameState, seat: int, choice: str) -> Action:
    """/decide: a key from autocomplete, or exactly the words of one of this player's open choices."""
    mine = [a for a in legal_actions(state) if a.seat == seat]
    for action in mine:
        if action.key() == choice:
            return action
    wanted = name_key(choice)
    exact = [a for a in mine if wanted and name_key(describe(state, a)) == wanted]
    if len(exact) == 1:
        return exact[0]
    offered = "; ".join(describe(state, a) for a in mine)
    if not mine:
        message = "That is not one of your choices now. You can: nothing: no decision of yours is open."
        raise RuleError(message, key="refuse-no-choice-of-yours")
    raise RuleError(
        f"That is not one of your choices now. You can: {offered}.",
        key="refuse-not-your-choice",
        choices=mine,
    )


def _pre_answers(state: GameState, seat: int, command: str, options: dict) -> list[tuple[str, dict]]:
    """Decisions a command may answer ahead, taken only if they come up next for this seat."""
    answers: list[tuple[str, dict]] = []
    if command in ("care palliative",) and options.get("talker"):
        answers.append(("talker", {"staff": staff_id(state, options["talker"])}))
    if command in ("care palliative", "inquire") and options.get("billy"):
        answers.append(("billy_voice", {"target": seat_of(state, options["billy"])}))
    stopping = command == "inquire" and str(options.get("timeline", "")).strip().lower() in ("stop", "stopp")
    if stopping and any(a.kind == "stop_inquiry" and a.seat == seat for a in legal_actions(state)):
        answers.append(("close_inquiries", {}))  # R14: "stop" ends the Inquiries when nobody else would ask
    return answers


_STATE: TypeAdapter[GameState] = TypeAdapter(GameState)


def _trial_copy(state: GameState) -> GameState:
    """A copy to try a command's steps on; it shares the (never changed) Rules instead of copying them."""
    data = json.loads(_STATE.dump_json(state, exclude={"rules"}))
    data["rules"] = state.rules
    return _STATE.validate_python(data)


_BEFORE_THE_TALK = (Step.REWARDS, Step.GIVE_TOKEN)  # R11 comes before R13: the talker is named after these
_AHEAD_OPTION = {"talker": "talker", "billy_voice": "billy"}


def plan(state: GameState, seat: int, command: str, options: dict | None = None) -> list[Action]:
    """The actions a command stands for, checked in order on a copy; RuleError says why not."""
    options = {k: v for k, v in (options or {}).items() if v is not None}
    first = _first_step(state, seat, command, options)
    answers = _pre_answers(state, seat, command, options)
    if not answers:
        return [first]
    trial = _trial_copy(state)
    apply(trial, first)
    actions = [first]
    for kind, fields in answers:
        legal = legal_actions(trial)
        open_now = [a for a in legal if a.seat == seat and a.kind == kind]
        if kind == "close_inquiries" and any(a.kind == "inquire" and a.seat != seat for a in legal):
            continue  # another Nurse on the card may still ask: her window stays open
        if not open_now and trial.step in _BEFORE_THE_TALK:
            # asked later, after a choice only its player can make now: refused, never silently dropped
            raise RuleError(
                f"{_AHEAD_OPTION[kind]}: cannot be given ahead on this card, its rewards are chosen first. "
                f"Use /{command} without {_AHEAD_OPTION[kind]}:, then answer with /decide when you are asked.",
                key="refuse-not-ahead",
                data={"option": option_words(command, _AHEAD_OPTION[kind]), "command": command_words(command)},
            )
        if not open_now:
            continue  # not asked (e.g. only one possible talker): nothing to pre-answer
        action = Action(kind, seat, **fields)
        apply(trial, action)
        actions.append(action)
    return actions


# --- autocomplete ---------------------------------------------------------------------------

_OPTION_KINDS = {
    ("shift assign", "staff"): "assign",
    ("shift cover", "staff"): "cover",
    ("shift extra", "staff"): "extra",
    ("shift call", "nurse"): "call",
    ("shift leave", "staff"): "send_on_leave",
    ("care bonus", "staff"): ("bonus", "give_token"),
    ("care palliative", "talker"): "talker",
    ("care tokens", "count"): "tokens",
    ("care pool", "count"): "pool",
    ("care steer", "timeline"): "focus",
    ("inquire", "timeline"): ("inquire", "stop_inquiry"),
}


def choices(state: GameState, seat: int, command: str, option: str, typed: str = "") -> list[Choice]:
    """What this player may pick for this option now, from legal_actions only (at most 25)."""
    mine = [a for a in legal_actions(state) if a.seat == seat]
    if command == "decide":
        found = [Choice(describe(state, a), a.key()) for a in mine]
    else:
        kinds = _OPTION_KINDS.get((command, option), ())
        kinds = (kinds,) if isinstance(kinds, str) else kinds
        found = []
        for action in mine:
            if action.kind in kinds:
                choice = _option_choice(state, action)
                if choice is not None and choice not in found:
                    found.append(choice)
    wanted = name_key(typed)
    return [c for c in found if wanted in name_key(c.label)][:MAX_CHOICES]


def _option_choice(state: GameState, action: Action) -> Choice | None:
    if action.kind == "stop_inquiry":
        return Choice("stop", "stop")
    if action.kind == "inquire":
        return Choice(f"timeline {action.timeline}", str(action.timeline))
    if action.kind == "focus":
        return Choice(f"timeline {action.timeline}", str(action.timeline)) if action.choice == "steer" else None
    if action.kind in ("tokens", "pool"):
        return Choice(str(action.count), str(action.count))
    staff = state.staff.get(action.staff or "")
    return Choice(staff.name, staff.id) if staff else None  # the value is the staff id: an exact key
