"""From a command and its options to engine actions, free of discord.py, read from the decisions' records.

Which kind a command answers, which option fills which field and which later
decision an option answers ahead are the records' (`Move.commands`,
bot/games/command_spec.py); this module only resolves what a player typed:
names to staff and seats, words to numbers. `plan` builds the action the
command names and any decisions it pre-answers (`/care palliative talker:Ana
billy:Ben`), dry-running the sequence on a copy so that the table can apply it
all or none. `choices` feeds autocomplete from `legal_actions` only. Discord
and the terminal table both call them; neither decides what is legal.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Mapping

from pydantic import TypeAdapter

from bot.games.command_spec import OWN, Command, Option, at_path, first_open
from bot.games.errors import Listing, Words
from bot.games.holding_on.decision_words import label, staff_label
from bot.games.holding_on.engine import Action, RuleError, apply, describe, legal_actions, public_view
from bot.games.holding_on.engine.moves import MOVES, command_of
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.vocab import Step
from bot.games.interface import Choice
from bot.i18n import LOCALES, has, t
from bot.i18n.command_names import command_hint as said_hint
from bot.i18n.command_names import command_ids, option_id
from bot.names import name_key, shown

MAX_CHOICES = 25  # Discord's limit for autocomplete
WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")  # ASCII digits only: "³" and "①" are digits to isdigit(), not to int()
TIMELINES = {str(n): n for n in range(1, 6)}
TIMELINE_SAID = re.compile(r"[^\W\d_][\w’'. -]*?\s+(?P<number>[0-9])")  # a choice's words: a word, then its number


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
    for staff in state.staff.values():  # her name, or the rules' own staff as any language names them
        if wanted in {name_key(staff_label(language, staff.id, staff.name)) for language in LOCALES}:
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


def _contact_id(state: GameState, typed: str) -> str:
    """A contact of this scenario by its id or name (R18)."""
    wanted = name_key(typed)
    for contact in state.rules.contacts:
        if wanted in (name_key(contact.id), name_key(contact.name)):
            return contact.id
    names = ", ".join(c.name for c in state.rules.contacts)
    raise RuleError(
        f"There is no contact called {shown(typed)} to call. Contacts: {names or 'nobody in this scenario'}.",
        key="refuse-no-contact-called",
        data={"name": shown(typed), "contacts": names, "count": len(state.rules.contacts)},
    )


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


def _number(
    options: Mapping[str, object], command: str, name: str, low: int, high: int, default: int | None = None
) -> int:
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


def _candidates(command: str, options: dict[str, object]) -> list[tuple[str, Command]]:
    """The records' commands at this path that these options select: one whose `when` words were typed
    (`/inquire stop`), else those without `when`."""
    found = at_path(((kind, move.commands) for kind, move in MOVES.items()), command)
    if not found:
        raise RuleError(f"Unknown command {command!r}.", key="refuse-unknown-command", data={"command": repr(command)})
    chosen = [(k, c) for k, c in found if c.when and all(_is_word(options.get(o), w) for o, w in c.when.items())]
    return chosen or [(k, c) for k, c in found if not c.when]


def _word(value: object) -> str:
    return str(value).strip().lower() if value is not None else ""


def _is_word(typed: object, word: str) -> bool:
    """The word as typed in any language the bot speaks (`stop`, `stopp`)."""
    return _word(typed) in {word} | {t(language, f"label-{word}").lower() for language in LOCALES}


def _timeline(raw: object) -> str:
    """A timeline as typed ("3") or as a choice says it ("timeline 3", "Lebensabschnitt 3", "période 3")."""
    word = _word(raw)
    said = TIMELINE_SAID.fullmatch(word)
    return said["number"] if said and said["number"] in TIMELINES else word


def _value(state: GameState, command: str, option: Option, raw: object) -> object:
    """What a player typed for `option`, as the action field holds it (RuleError: what is allowed instead)."""
    if option.type == "number":
        if option.words:  # `/inquire 3` or `/inquire stop`: a timeline, or the word
            timeline = _timeline(raw)
            if timeline not in TIMELINES:
                raise RuleError(
                    "Name a timeline from 1 to 5, or 'stop' to end your conversation with Billy.",
                    key="refuse-name-timeline",
                )
            return TIMELINES[timeline]
        if option.field == "timeline":
            raw = _timeline(raw)  # a completed "timeline 3" (any language) is timeline 3
        return _number({option.name: raw}, command, option.name, option.low, option.high, option.default)
    if option.type == "seat":
        return seat_of(state, str(raw))
    if option.field == "contact":
        return _contact_id(state, str(raw))
    return staff_id(state, str(raw) if raw is not None else None)


def _fields(state: GameState, seat: int, command: str, spec: Command, options: dict[str, object]) -> dict[str, object]:
    fields: dict[str, object] = {name: my_nurse(seat) if value is OWN else value for name, value in spec.fixed.items()}
    for field, option in spec.fills().items():
        if option.name in spec.when:
            continue  # a word that chose the kind (`stop`), not a value
        raw = options.get(option.name, option.default)
        if raw is None and not option.required:
            continue
        fields[field] = _value(state, command, option, raw)
    return fields


def _first_step(state: GameState, seat: int, command: str, options: dict[str, object]) -> tuple[Action, Command]:
    """The action the command names for this seat: the open one its options fit, or the one the engine refuses.

    Several kinds may share a command (`/care bonus`: the Night bonus or a palliative token): the kind open to
    this seat is taken first."""
    if command == "decide":
        return _decision(state, seat, str(options.get("choice", ""))), _DECIDE
    open_now = [a for a in legal_actions(state) if a.seat == seat]
    candidates = _candidates(command, options)
    open_kinds = {a.kind for a in open_now}
    candidates.sort(key=lambda pair: pair[0] not in open_kinds)
    kind, spec = candidates[0]
    fields = _fields(state, seat, command, spec, options)
    action = first_open(open_now, kind, fields)
    if action is not None:
        return action, spec
    return Action(kind, seat, **fields), spec  # type: ignore[arg-type]  # not open: apply refuses it with the reason


_DECIDE = Command("decide", (Option("choice", None),))


def _decision(state: GameState, seat: int, choice: str) -> Action:
    """/decide: a key from autocomplete, or exactly the words of one of this player's open choices, in any
    language the bot speaks (a German client types „Aushilfe 1 einteilen")."""
    everyone = legal_actions(state)
    mine = [a for a in everyone if a.seat == seat]
    for action in mine:
        if action.key() == choice:
            return action
    with contextlib.suppress(ValueError, TypeError):
        keyed = Action.from_key(choice, seat)
        if keyed.kind in MOVES:
            return keyed  # a choice's key, not open to her: apply says why (its rule)
    wanted = name_key(choice)
    public = public_view(state) if wanted else None

    def said(action: Action) -> bool:
        return public is not None and wanted in {name_key(label(lang, action, public)) for lang in LOCALES}

    exact = [a for a in mine if said(a)]
    if len(exact) == 1:
        return exact[0]
    theirs = [a for a in everyone if a.seat != seat and said(a)]
    if not exact and theirs:
        return theirs[0].with_seat(seat)  # another player's choice: apply says whose it is, and why
    offered = "; ".join(describe(state, a) for a in mine)
    if not mine:
        message = "That is not one of your choices now. You can: nothing: no decision of yours is open."
        raise RuleError(message, key="refuse-no-choice-of-yours")
    raise RuleError(
        f"That is not one of your choices now. You can: {offered}.",
        key="refuse-not-your-choice",
        choices=mine,
    )


def _pre_answers(state: GameState, spec: Command, options: dict[str, object]) -> list[tuple[Option, Action]]:
    """Decisions a command may answer ahead (its options that answer a later kind), taken only if they come
    up next for this seat."""
    answers = []
    for option in spec.options:
        raw = options.get(option.name)
        if option.answers is not None and option.field is not None and raw is not None:
            value = _value(state, spec.path, option, raw)
            answers.append((option, Action(option.answers, 0, **{option.field: value})))  # type: ignore[arg-type]
    return answers


_STATE: TypeAdapter[GameState] = TypeAdapter(GameState)


def _trial_copy(state: GameState) -> GameState:
    """A copy to try a command's steps on; it shares the (never changed) Rules instead of copying them."""
    data = json.loads(_STATE.dump_json(state, exclude={"rules"}))
    data["rules"] = state.rules
    return _STATE.validate_python(data)


_BEFORE_THE_TALK = (Step.REWARDS, Step.GIVE_TOKEN)  # R11 comes before R13: the talker is named after these


def plan(state: GameState, seat: int, command: str, options: dict[str, object] | None = None) -> list[Action]:
    """The actions a command stands for, checked in order on a copy; RuleError says why not."""
    options = {k: v for k, v in (options or {}).items() if v is not None}
    first, spec = _first_step(state, seat, command, options)
    answers = _pre_answers(state, spec, options)
    if not answers and not (spec.then and first in legal_actions(state)):
        return [first]  # the table applies it, or refuses it saying why
    trial = _trial_copy(state)
    apply(trial, first)
    actions = [first]
    for option, ahead in answers:
        open_now = [a for a in legal_actions(trial) if a.seat == seat and a.kind == ahead.kind]
        if not open_now and trial.step in _BEFORE_THE_TALK:
            # asked later, after a choice only its player can make now: refused, never silently dropped
            raise RuleError(
                f"{option.name}: cannot be given ahead on this card, its rewards are chosen first. "
                f"Use /{command} without {option.name}:, then answer with /decide when you are asked.",
                key="refuse-not-ahead",
                data={"option": option_words(command, option.name), "command": command_words(command)},
            )
        if not open_now:
            continue  # not asked (e.g. only one possible talker): nothing to pre-answer
        action = ahead.with_seat(seat)
        apply(trial, action)
        actions.append(action)
    return actions + _follow_ups(trial, seat, spec)


def _follow_ups(trial: GameState, seat: int, spec: Command) -> list[Action]:
    """The later decisions the command also takes (`Command.then`), each only when every decision open is this
    seat's: while another player could still choose (another Nurse may inquire), it is left open."""
    taken = []
    for kind in spec.then:
        open_now = legal_actions(trial)
        mine = [a for a in open_now if a.kind == kind]
        if len(mine) != 1 or any(a.seat != seat for a in open_now):
            continue
        apply(trial, mine[0])
        taken.append(mine[0])
    return taken


# --- hints ---------------------------------------------------------------------------------


def command_hint(action: Action, language: str) -> str:
    """The command its record names for this decision, as `language` names it on Discord."""
    return said_hint(command_of(action), language)


# --- autocomplete ---------------------------------------------------------------------------


def choices(state: GameState, seat: int, command: str, option: str, typed: str = "") -> list[Choice]:
    """What this player may pick for this option now, from legal_actions only (at most 25)."""
    mine = [a for a in legal_actions(state) if a.seat == seat]
    if command == "decide":
        found = [Choice(describe(state, a), a.key(), a) for a in mine]
    else:
        found = []
        open_kinds = {a.kind for a in mine}
        for action in mine:
            choice = _option_choice(state, command, option, action, open_kinds)
            if choice is not None and choice not in found:
                found.append(choice)
    wanted = name_key(typed)
    return [c for c in found if wanted in name_key(c.label)][:MAX_CHOICES]


def _option_choice(state: GameState, command: str, name: str, action: Action, open_kinds: set[str]) -> Choice | None:
    """This open decision as a value of the option, when a command at this path answers it through the option. An
    option that answers a later decision ahead (`/care palliative talker:`) is offered only while the command's
    own decision is open too: once care is chosen, the command is refused, and the talker is named by /decide."""
    for spec in MOVES[action.kind].commands:
        option = spec.option(name)
        if spec.path == command and spec.matches(action) and option is not None and option.answers is None:
            return _said_value(state, option, spec, action)
    for kind, move in MOVES.items():
        for spec in (c for c in move.commands if c.path == command and kind in open_kinds):
            option = spec.option(name)
            if option is not None and option.answers == action.kind:  # `talker:` answers the talker ahead
                return _said_value(state, option, spec, action)
    return None


def _said_value(state: GameState, option: Option, spec: Command, action: Action) -> Choice | None:
    if option.name in spec.when:
        word = spec.when[option.name]
        return Choice(word, word, Words(f"label-{word}"))
    value = getattr(action, option.field or "", None)
    if option.type == "number" and isinstance(value, int):
        if option.field == "timeline":
            return Choice(f"timeline {value}", str(value), Words("label-timeline", {"timeline": value}))
        return Choice(str(value), str(value))
    staff = state.staff.get(str(value))
    if staff is None:
        return None
    return Choice(staff.name, staff.id, Words("staff-name", {"id": staff.id, "name": staff.name}))  # an exact key
