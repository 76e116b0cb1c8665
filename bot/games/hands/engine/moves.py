"""One record per kind of decision (STYLE.md: boardgame.io's long-form moves).

Everything about a decision lives in its `Move`: who takes it, the ruling it
plays, when it is open, its legal choices, how it changes the state, whether
undo may take it back, its English words, and the command that answers it with
the options that name its fields. `legal_actions`, `apply`, refusals, the
game's commands and autocomplete (game.py) read this table, and the English
catalogue's words for it (`hands-phrase-<kind>`, `hands-label-<kind>`, its
command's `cmd-…`, `opt-…`) are made from it (bot/i18n/records.py); nothing
about a kind of decision is written anywhere else. A kind is named once, as
its record's key: the record hands it to its own `options`.

A move only changes the state and reports events; `flow.advance` decides what
comes next.

The words a card goes by: "S3" is South's row, its third card from the cover
card (N for North's row). A node is its id (O0-O31, M0-M15, I0-I7) or C, the
centre (H1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.games.command_spec import Command, Option
from bot.games.english import English, select
from bot.games.events import Event, public
from bot.games.hands.engine.actions import Action, new_action
from bot.games.hands.engine.board import board_of
from bot.games.hands.engine.movement import step_options, take_step
from bot.games.hands.engine.rows import turn_row, visible
from bot.games.hands.engine.setup import choose_first, choose_half
from bot.games.hands.engine.state import GameState
from bot.games.hands.engine.vocab import CENTRE, EMOTION_NAMES, Phase, Side

Options = Callable[[GameState, str], list[Action]]  # (the state, the record's kind) -> its choices now
Apply = Callable[[GameState, Action, list[Event]], None]

ROW_LETTERS = ("S", "N")  # a card's row in a command: South's, North's (H5)
KEEP, TURN = "keep", "turn"  # H12's choice on the middle line


@dataclass(frozen=True, slots=True)
class Move:
    kind: str  # its key in MOVES, and the kind of every choice it lists
    who: str  # who takes it, in words
    ruling: str  # quoted in refusals
    phrase: str  # what it is, after "may" / "to": "step to a neighbouring node"
    phases: frozenset[Phase]  # the phases it is open on
    options: Options  # the legal choices now (when open), in the stable order
    apply: Apply
    label: English  # one choice in words ("step to O12 (Calm) with card N3"), from `SAID`
    undoable: bool  # only while it revealed nothing (H10: the end of a turn draws and reveals)
    commands: tuple[Command, ...] = ()  # the slash commands that answer it (bot/games/command_spec.py)
    quiet: bool = False  # a grey button: it ends or keeps, rather than acts


# --- words ------------------------------------------------------------------------------------


def seat_name(state: GameState, seat: int | None) -> str:
    return state.players[seat].name if seat is not None and 0 <= seat < len(state.players) else f"seat {seat}"


def card_token(row: int, card: int) -> str:
    """A card as a command names it: "S3" (South's row, third from the cover card)."""
    return f"{ROW_LETTERS[row]}{card + 1}"


def node_words(state: GameState, node: str | None) -> str:
    if node == CENTRE:
        return "the centre"
    emotion = board_of(state.rules).emotion.get(node or "")
    return f"{node} ({EMOTION_NAMES[emotion]})" if emotion else str(node)


def card_words(state: GameState, row: int | None, card: int | None, half: bool = False) -> str:
    """ "card S3", as a player types it; with `half`, the half it shows too (never the other): "card S3 (Calm)",
    for the centre, which any card enters (H17)."""
    if row is None or card is None or not 0 <= row < len(state.players):
        return "a card"
    halves = visible(state, row)
    shown = f" ({EMOTION_NAMES[halves[card]]})" if half and 0 <= card < len(halves) else ""
    return f"card {card_token(row, card)}{shown}"


# The arguments a label may read, from the state (bot/games/hands/words.py gives the same ones from the
# public view, in any language).
SAID: dict[str, Callable[[GameState, Action], object]] = {
    "name": lambda s, a: seat_name(s, a.seat),
    "target": lambda s, a: seat_name(s, a.target),
    "node": lambda s, a: node_words(s, a.node),
    "node_id": lambda s, a: a.node,
    "card": lambda s, a: card_words(s, a.row, a.card, half=a.node == CENTRE),
    "choice": lambda s, a: a.choice,
}


# --- the records' choices ---------------------------------------------------------------------


def _first_options(state: GameState, kind: str) -> list[Action]:
    """H7: either player may name who goes first (our reading: whoever answers first, for both)."""
    return [new_action(kind, seat, target=first) for seat in (0, 1) for first in (0, 1)]


def _half_options(state: GameState, kind: str) -> list[Action]:
    """H7: each player who has not chosen yet, for her own row; in any order."""
    return [
        new_action(kind, seat, choice=side.value)
        for seat, player in enumerate(state.players)
        if player.side is None
        for side in (Side.LEFT, Side.RIGHT)
    ]


def _end_options(state: GameState, kind: str) -> list[Action]:
    """H9: a turn with no step is not allowed."""
    return [new_action(kind, state.active)] if len(state.path) > 1 else []


def _perspective_options(state: GameState, kind: str) -> list[Action]:
    return [new_action(kind, state.active, choice=KEEP), new_action(kind, state.active, choice=TURN)]


# --- the records' effects ---------------------------------------------------------------------


def _step(state: GameState, action: Action, events: list[Event]) -> None:
    assert action.node is not None and action.row is not None and action.card is not None
    take_step(state, action.node, action.row, action.card, events)


def _end(state: GameState, action: Action, events: list[Event]) -> None:
    """H10: her movement ends; `flow.advance` runs the end of the turn in H10's order."""
    player = state.mover
    events.append(
        public("turn_ended", seat=state.active, node=player.node, balance=player.balance, steps=len(state.path) - 1)
    )
    state.phase = Phase.TURN_END


def _perspective(state: GameState, action: Action, events: list[Event]) -> None:
    """H12: on the middle line she chooses whether to turn, without seeing the covered halves first."""
    if action.choice == TURN:
        turn_row(state, state.active, events)
    else:
        events.append(public("perspective_kept", seat=state.active, side=str(state.mover.side)))
    state.phase = Phase.SET_END


MOVES: dict[str, Move] = {
    move.kind: move
    for move in (
        Move(
            "first",
            who="either player, at setup",
            ruling="H7",
            phrase="name the first player",
            phases=frozenset({Phase.FIRST_PLAYER}),
            options=_first_options,
            apply=lambda s, a, e: choose_first(s, a.target or 0, e),
            label=English("{target} goes first"),
            undoable=True,
            commands=(
                Command(
                    "hands first",
                    (Option("player", "target", description="The player who goes first"),),  # her name, South, North
                    description="Name the first player, when the table chooses who begins (H7).",
                ),
            ),
        ),
        Move(
            "half",
            who="each player, for her own row, at setup",
            ruling="H7",
            phrase="choose which half of your row you see",
            phases=frozenset({Phase.HALVES}),
            options=_half_options,
            apply=lambda s, a, e: choose_half(s, a.seat, Side(str(a.choice)), e),
            label=English(select("choice", left="left halves for {name}", right="right halves for {name}")),
            undoable=True,
            commands=(
                Command(
                    "hands half",
                    (Option("side", "choice", description="The left or the right halves of your cards"),),
                    description="Choose which half of your row you will see, having seen both halves of every card"
                    " (H7).",
                ),
            ),
        ),
        Move(
            "step",
            who="the active player",
            ruling="H9",
            phrase="step to a neighbouring node, playing a card",
            phases=frozenset({Phase.MOVE}),
            options=step_options,
            apply=_step,
            label=English(
                select("node_id", **{CENTRE: "enter the centre with {card}"}, other="step to {node} with {card}")
            ),
            undoable=True,
            # `card:` names the row and its place ("S3"), and may name the node too ("O12/S3"): autocomplete
            # offers the legal pairs that way, since an option's choices cannot read another option
            commands=(
                Command(
                    "hands step",
                    (
                        Option(
                            "card",
                            "card",
                            description="The card you play: S3 is South's third card from the cover card,"
                            " N1 North's first",
                        ),
                        Option(
                            "to", "node", required=False, description="The node to step to, e.g. O12 (C is the centre)"
                        ),
                    ),
                    description="Step to a neighbouring node, playing a card whose visible half shows its emotion"
                    " (H9).",
                ),
            ),
        ),
        Move(
            "end",
            who="the active player",
            ruling="H10",
            phrase="end your turn",
            phases=frozenset({Phase.MOVE}),
            options=_end_options,
            apply=_end,
            label=English("end the turn"),
            undoable=False,
            commands=(Command("hands end", description="End your turn, after at least one step (H9, H10)."),),
        ),
        Move(
            "perspective",
            who="the active player, her token on the middle line",
            ruling="H12",
            phrase="choose whether to turn your row",
            phases=frozenset({Phase.PERSPECTIVE}),
            options=_perspective_options,
            apply=_perspective,
            label=English(select("choice", turn="turn their row to the other half", keep="keep their perspective")),
            undoable=False,
            commands=(
                Command(
                    "hands perspective",
                    (
                        Option(
                            "choice",
                            "choice",
                            description="Keep your perspective, or turn your row to its other halves",
                        ),
                    ),
                    description="On the middle line: keep your perspective or turn your row, without seeing it first"
                    " (H12).",
                ),
            ),
        ),
    )
}
GROUPS: dict[str, str] = {}  # its commands sit in /hands, its cog's group (cogs/hands), named in commands.ftl
KIND_ORDER = {kind: index for index, kind in enumerate(MOVES)}  # the stable order `legal_actions` lists them
_BY_PHASE: dict[Phase, list[Move]] = {  # in the records' order
    phase: [m for m in MOVES.values() if phase in m.phases] for phase in Phase
}


def open_moves(state: GameState) -> list[Move]:
    if state.result is not None:
        return []
    return _BY_PHASE[state.phase]


def known(action: Action) -> Action:
    """The action, when a record has its kind (ValueError otherwise: a stale button, another bot's log)."""
    if action.kind not in MOVES:
        raise ValueError(f"unknown action {action.kind!r}")
    return action


def describe(state: GameState, action: Action) -> str:
    """One short line in English: "step to O12 (Calm) with card N3"."""
    move = MOVES.get(action.kind)
    if move is None:
        return action.kind
    return move.label.say({name: SAID[name](state, action) for name in move.label.names})
