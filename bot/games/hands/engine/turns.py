"""Every way a turn can end, on public data (H9, H15, H16, H17): `steps_from` walked to each turn's end, fast.

A player (or the bot partner, H19, H20) who plans a turn asks which places and
balances she can end it on and which halves the way costs; she does not care in
which order the nodes were entered. This is that question, answered by the
same rules as `movement.steps_from`, on the board's integer form (`Compact`)
and the visible halves counted by emotion: what either row shows pays (H9),
so a way is legal when the halves it needs are shown, whichever row pays each.
tests/hands/test_turns.py holds it to `legal_actions` step for step.

A way is kept once per (end node, end balance, halves needed): two ways alike
in those leave the table alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.hands.engine.board import LEVELS, Board
from bot.games.hands.engine.vocab import BALANCE_LIMIT, CENTRE, EMOTIONS, OBJECTIVE_RINGS, Emotion, Ring, Side

EMOTION_INDEX = {emotion: index for index, emotion in enumerate(EMOTIONS)}  # sad, angry, calm, happy
DELTA = tuple(-1 if emotion in (Emotion.SAD, Emotion.ANGRY) else 1 for emotion in EMOTIONS)  # H4
NEED_BITS = 4  # a way's halves needed, packed: 4 bits per emotion (a turn pays 15 of one emotion at most)
NEED_ONE = tuple(1 << (NEED_BITS * e) for e in range(4))
NEED_MASK = (1 << NEED_BITS) - 1
RING_INDEX = {Ring.OUTER: 0, Ring.MIDDLE: 1, Ring.INNER: 2, Ring.CENTER: 3}
NO_SIDE, LEFT, RIGHT = 0, 1, 2  # H6: a node's half for a seat (the middle line and the centre: neither)
SIDE_INDEX = {None: NO_SIDE, Side.LEFT: LEFT, Side.RIGHT: RIGHT}

TurnEnd = tuple[int, int, int]  # (end node, end balance, halves needed, packed by NEED_BITS)


def needed(key: int) -> tuple[int, int, int, int]:
    """A way's halves needed, per emotion (sad, angry, calm, happy)."""
    return key & NEED_MASK, (key >> 4) & NEED_MASK, (key >> 8) & NEED_MASK, (key >> 12) & NEED_MASK


@dataclass(frozen=True, slots=True)
class Compact:
    """A board as integers: node i is `ids[i]` (the board's order); emotions by EMOTION_INDEX, -1 for the centre;
    rings by RING_INDEX; each level's neighbours (H14); each seat's half of the board per node (H6)."""

    ids: tuple[str, ...]
    index: dict[str, int]
    emotion: tuple[int, ...]
    ring: tuple[int, ...]
    neighbours: tuple[tuple[tuple[int, ...], ...], ...]  # [level][node]
    side: tuple[tuple[int, ...], tuple[int, ...]]  # [seat][node]: NO_SIDE, LEFT, RIGHT
    centre: int
    objective_nodes: tuple[tuple[tuple[int, ...], ...], ...]  # [set][emotion]: the nodes completing it (H10, H14)


_COMPACT: dict[int, Compact] = {}


def compact(board: Board) -> Compact:
    """The board's integer form, built once per compiled board."""
    found = _COMPACT.get(id(board))
    if found is None:
        ids = tuple(sorted(board.order, key=board.order.__getitem__))
        index = {node: i for i, node in enumerate(ids)}
        emotion = tuple(-1 if board.emotion[n] is None else EMOTION_INDEX[board.emotion[n]] for n in ids)  # type: ignore[index]
        ring = tuple(RING_INDEX[board.ring[n]] for n in ids)
        neighbours = tuple(
            tuple(tuple(index[m] for m in board.neighbours[level][n]) for n in ids) for level in range(LEVELS)
        )
        side = (
            tuple(SIDE_INDEX[board.side_of[0][n]] for n in ids),
            tuple(SIDE_INDEX[board.side_of[1][n]] for n in ids),
        )
        objective_nodes = tuple(
            tuple(tuple(i for i in range(len(ids)) if ring[i] == r and emotion[i] == e) for e in range(4))
            for r in (RING_INDEX[ring_] for ring_ in OBJECTIVE_RINGS)
        )
        found = Compact(ids, index, emotion, ring, neighbours, side, index[CENTRE], objective_nodes)
        _COMPACT[id(board)] = found
    return found


def turn_ends(
    board: Compact,
    level: int,
    path: Sequence[int],
    partner: int,
    balance: int,
    shown: Sequence[int],
    argument: tuple[int, int] | None,
    max_steps: int,
) -> dict[TurnEnd, tuple[int, ...]]:
    """Each way this turn can still end (after `path`, its start first), with one list of the nodes it enters.

    `shown`: the halves both rows show, counted by emotion. `argument`: the face-up argument's (emotion, ring)
    by index. At most `max_steps` more steps. The rules are `steps_from`'s: open lines of `level` (H14), a half
    of the node's emotion (the centre: any half, H17), the balance within -2..+2 (H9), no node twice in a turn,
    not onto the partner's node unless to resolve the argument there, and then the turn ends there (H15, H16).
    The way with no more step is not among them (it ends the turn only where a step was taken, H9)."""
    near = board.neighbours[level]
    emotions = board.emotion
    rings = board.ring
    centre = board.centre
    have = list(shown)
    seen = set(path)
    ends: dict[TurnEnd, tuple[int, ...]] = {}
    walked = list(path)
    start = len(path)
    start_node = path[-1]
    if start_node == centre or (start > 1 and start_node == partner):
        return ends  # H17: the centre holds a token; H15: the argument's meeting ends the turn
    partner_open = argument is not None and emotions[partner] == argument[0] and rings[partner] == argument[1]

    def walk(node: int, bal: int, need: int, left: int) -> None:
        for target in near[node]:
            if target in seen:
                continue
            if target == centre:
                for half in range(4):  # H17: any half enters, its balance step like any other
                    after = bal + DELTA[half]
                    if have[half] and -BALANCE_LIMIT <= after <= BALANCE_LIMIT:
                        key = (centre, after, need + NEED_ONE[half])
                        if key not in ends:
                            ends[key] = (*walked[start:], centre)
                continue
            if target == partner and not partner_open:
                continue
            half = emotions[target]
            after = bal + DELTA[half]
            if not have[half] or not -BALANCE_LIMIT <= after <= BALANCE_LIMIT:
                continue
            now = need + NEED_ONE[half]
            walked.append(target)
            key = (target, after, now)
            if key not in ends:
                ends[key] = tuple(walked[start:])
            if left > 1 and target != partner:
                have[half] -= 1
                seen.add(target)
                walk(target, after, now, left - 1)
                seen.discard(target)
                have[half] += 1
            walked.pop()

    if max_steps > 0:
        walk(start_node, balance, 0, max_steps)
    return ends
