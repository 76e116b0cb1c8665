"""From a command and its options to actions of "...and then, we held hands.", read from the decisions' records.

Which kind a command answers and which option fills which field are the
records' (`Move.commands`, bot/games/command_spec.py); this module only reads
what a player typed: a player by her name (or South, North), a node by its id
("O12", "C" for the centre, H17), a card by its row and place ("S3": South's
third card from the cover card; "O12/S3" names the node too; "O12" alone is paid by
the one card that can), and the words of
a choice (left, right, keep, turn) in any language the bot speaks. `choices`
feeds autocomplete from the open decisions only, each said in words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from bot.games.command_spec import Command, Option, at_path, first_open
from bot.games.errors import RuleError, Words
from bot.games.hands.engine import Action, GameState, describe, legal_actions, public_view
from bot.games.hands.engine.moves import MOVES, ROW_LETTERS, card_token, node_words, seat_name
from bot.games.hands.engine.vocab import CENTRE
from bot.games.hands.words import label
from bot.games.interface import Choice
from bot.i18n import LOCALES, has, t
from bot.i18n.command_names import command_hint as said_hint
from bot.i18n.command_names import said_command, said_option
from bot.names import shown

MAX_CHOICES = 25  # Discord's limit for autocomplete
CARD = re.compile(r"^\s*(?:(?P<node>[A-Za-z]+[0-9]*)\s*[/ ]\s*)?(?P<row>[SsNn])\s*(?P<place>[0-9]{1,2})\s*$")
NODE_ALONE = re.compile(r"^\s*(?:[OoMmIi][0-9]{1,2}|[Cc]|centre|center)\s*$")  # a node typed where its card goes
WORDS = ("left", "right", "keep", "turn")  # the words of a half's side (H7) and a perspective's choice (H12)


def _plain(text: object) -> str:
    return " ".join(str(text).split()).casefold()


def _node(text: object) -> str:
    """A node as a player types it: "o12" is O12; "centre", "center" and "c" are the centre (H17)."""
    word = _plain(text)
    return CENTRE if word in ("c", "centre", "center", "the centre") else word.upper()


def _records() -> list[tuple[str, tuple[Command, ...]]]:
    return [(kind, move.commands) for kind, move in MOVES.items()]


def plan(state: GameState, seat: int, command: str, options: Mapping[str, Any]) -> list[Action]:
    """One command, one action: the open one its options name, or the one the engine refuses with the reason."""
    options = {name: value for name, value in options.items() if value is not None}
    if command == "decide":
        return [_decision(state, seat, str(options.get("choice", "")))]
    found = at_path(_records(), command)
    if not found:
        raise RuleError(f"Unknown command {command!r}.", key="refuse-unknown-command", data={"command": repr(command)})
    kind, spec = found[0]
    fields: dict[str, object] = {}
    for option in spec.options:
        raw = options.get(option.name)
        if raw is not None:
            fields.update(_value(state, seat, option, raw))
    open_now = [a for a in legal_actions(state) if a.seat == seat]
    if kind == "step" and "card" not in fields:
        return [_paying(state, seat, str(fields.get("node", "")), open_now)]
    if kind == "step" and "node" not in fields:
        raise RuleError("Name the node to step to (to:O12, or to:C for the centre).", key="hands-name-node")
    action = first_open(open_now, kind, fields)
    return [action if action is not None else Action(kind, seat, **fields)]  # type: ignore[arg-type]


def _value(state: GameState, seat: int, option: Option, raw: object) -> dict[str, object]:
    """What a player typed for `option`, as the action's fields (RuleError: what is allowed instead)."""
    if option.type == "seat" or option.field == "target":
        return {"target": _seat_named(state, seat, raw)}
    if option.field == "node":
        return {"node": _node(raw)}
    if option.field == "card":
        return _card(raw)
    return {option.field or option.name: _word(option, raw)}


def _word(option: Option, raw: object) -> str:
    """left, right, keep or turn, as typed in any language the bot speaks."""
    typed = _plain(raw)
    for word in WORDS:
        said = {word} | {_plain(t(lang, f"hands-word-{word}")) for lang in LOCALES if has(lang, f"hands-word-{word}")}
        if typed in said:
            return word
    if option.name == "side":
        raise RuleError("Choose the left or the right half of your row (H7).", key="hands-name-side")
    raise RuleError("Keep your perspective or turn your row (H12).", key="hands-name-perspective")


def _card(raw: object) -> dict[str, object]:
    if NODE_ALONE.match(str(raw)):  # "step O12": the node alone, paid by the one card that can (`_paying`, H9)
        return {"node": _node(raw)}
    found = CARD.match(str(raw))
    if found is None:
        raise RuleError(
            "Name the card as its row and place: S3 is South's third card from the cover card, N1 North's first.",
            key="hands-name-card",
        )
    fields: dict[str, object] = {"row": ROW_LETTERS.index(found["row"].upper()), "card": int(found["place"]) - 1}
    if found["node"]:
        fields["node"] = _node(found["node"])
    return fields


def _seat_named(state: GameState, seat: int, name: object) -> int:
    wanted = _plain(name)
    for other, player in enumerate(state.players):
        if wanted in (_plain(player.name), ("south", "north")[other]):
            return other
    if wanted in ("me", "i"):
        return seat
    players = ", ".join(p.name for p in state.players)
    raise RuleError(f"Name one of the players: {players}.", key="hands-name-player", data={"players": players})


def _paying(state: GameState, seat: int, node: str, open_now: list[Action]) -> Action:
    """A step named by its node alone: the one card that can pay for it, or the cards to choose from (H9)."""
    if not node:
        raise RuleError("Name the node to step to (to:O12, or to:C for the centre).", key="hands-name-node")
    paying = [a for a in open_now if a.kind == "step" and a.node == node]
    if len(paying) == 1:
        return paying[0]
    if len(paying) > 1:
        tokens = ", ".join(card_token(a.row or 0, a.card or 0) for a in paying)
        raise RuleError(
            f"Name the card to play for {node}: {tokens}.",
            [describe(state, a) for a in paying],
            key="hands-which-card",
            data={"node": node, "cards": tokens},
            choices=paying,
        )
    return Action("step", seat, node=node)  # not open: apply refuses it with the reason


def _decision(state: GameState, seat: int, choice: str) -> Action:
    """/decide: a key from autocomplete or a button, or the words of one open choice as its button reads them, in
    any language the bot speaks (a German player types what her German button says)."""
    mine = [a for a in legal_actions(state) if a.seat == seat]
    wanted = _plain(choice)
    public = public_view(state)
    for action in mine:
        said = {_plain(describe(state, action)), *(_plain(label(lang, action, public)) for lang in LOCALES)}
        if choice == action.key() or wanted in said:
            return action
    if not mine:
        raise RuleError(
            "That is not one of your choices now: nothing of yours is open.", key="refuse-no-choice-of-yours"
        )
    if not wanted:  # /decide with no choice named: which one, and the list
        raise RuleError("Which choice?", key="refuse-which-choice", choices=mine)
    typed = shown(choice)
    raise RuleError(
        f"{typed} is not one of your choices now.", key="refuse-not-your-choice", data={"choice": typed}, choices=mine
    )


def command_hint(action: Action, language: str) -> str:
    """The command its record names for this decision, as `language` names it on Discord; a step names both its
    options, the node and the card, since a step needs both ("/hands schritt nach:… karte:…")."""
    spec = next((c for c in MOVES[action.kind].commands if c.matches(action)), None)
    if spec is None or action.kind != "step":
        return said_hint(spec, language)
    said = said_command(language, spec.path) or spec.path
    options = (said_option(language, spec.path, name) or name for name in ("to", "card"))
    return f"/{said} " + " ".join(f"{option}:…" for option in options)


# --- autocomplete --------------------------------------------------------------------------------


def choices(state: GameState, seat: int, command: str, option: str, typed: str = "") -> list[Choice]:
    """What this player may pick for this option now, from the open decisions only, each in words."""
    mine = [a for a in legal_actions(state) if a.seat == seat]
    found: list[Choice] = []
    for action in mine:
        choice = _choice(state, command, option, action)
        if choice is not None and choice not in found:
            found.append(choice)
    wanted = _plain(typed)
    return [c for c in found if wanted in _plain(c.label) or wanted in _plain(c.value)][:MAX_CHOICES]


def _choice(state: GameState, command: str, option: str, action: Action) -> Choice | None:
    if command == "decide":
        return Choice(describe(state, action), action.key(), action)
    spec = next((c for c in MOVES[action.kind].commands if c.path == command), None)
    if spec is None or spec.option(option) is None:
        return None
    if action.kind == "step" and option == "to":
        return Choice(node_words(state, action.node), str(action.node), Words("hands-node", {"node": action.node}))
    if action.kind == "step":  # the legal pairs, in words, and both in the value: an option cannot read another
        value = f"{action.node}/{card_token(action.row or 0, action.card or 0)}"
        return Choice(describe(state, action).removeprefix("step to "), value, action)
    if action.kind == "first":
        return Choice(seat_name(state, action.target), seat_name(state, action.target))
    word = str(action.choice)
    return Choice(word, word, Words(f"hands-word-{word}"))
