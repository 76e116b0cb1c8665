"""Scenario objectives: checked against the state, and shown as progress lines (CONTENT.md, R22)."""

from __future__ import annotations

from bot.games.holding_on.engine.state import GameState, ObjectiveNode
from bot.games.holding_on.engine.view_types import ProgressLine


def holds(node: ObjectiveNode, state: GameState) -> bool:
    if "all_of" in node:
        return all(holds(child, state) for child in node["all_of"])
    if "any_of" in node:
        return any(holds(child, state) for child in node["any_of"])
    need = node.get("clear_in_each_timeline")
    if need is not None and len(state.grid_clears) < 5 * need:
        return False  # the common case, decided without counting (this runs after most steps)
    have, need = _measure(node, state)
    return have >= need


def _clears_by_timeline(state: GameState) -> dict[int, int]:
    counts = {t: 0 for t in range(1, 6)}
    for card in state.grid_clears:
        counts[state.rules.memories[card].timeline] += 1
    return counts


def _measure(node: ObjectiveNode, state: GameState) -> tuple[int, int]:
    """(have, need) for a leaf; a leaf holds when have >= need."""
    if "clear_in_each_timeline" in node:
        need = node["clear_in_each_timeline"]
        return sum(min(c, need) for c in _clears_by_timeline(state).values()), need * 5
    if "clear_memories" in node:
        wanted = node["clear_memories"]
        return sum(1 for m in wanted if m in state.grid_clears), len(wanted)
    if "clear_in_timeline" in node:
        spec = node["clear_in_timeline"]
        return _clears_by_timeline(state)[spec["timeline"]], spec["count"]
    if "flags" in node:
        wanted = node["flags"]
        return sum(1 for f in wanted if f in state.flags), len(wanted)
    if "condition_at_least" in node:
        return state.condition, node["condition_at_least"]
    if "by_day" in node:  # holds while the deadline has not passed
        return (1 if state.day <= node["by_day"] else 0), 1
    raise ValueError(f"unknown objective {sorted(node)}")


def deadline(node: ObjectiveNode) -> int | None:
    """The last day a top-level `by_day` allows (a `by_day` inside any_of is not a deadline)."""
    if "by_day" in node:
        return int(node["by_day"])
    if "all_of" in node:
        days = [d for child in node["all_of"] if (d := deadline(child)) is not None]
        return min(days) if days else None
    return None


def progress(node: ObjectiveNode, state: GameState, depth: int = 0) -> list[ProgressLine]:
    """One line per part of the objective, for /memories: what, have, need, done."""
    if "all_of" in node or "any_of" in node:
        key = "all_of" if "all_of" in node else "any_of"
        lines: list[ProgressLine] = [{"depth": depth, "what": key, "done": holds(node, state)}]
        for child in node[key]:
            lines += progress(child, state, depth + 1)
        return lines
    have, need = _measure(node, state)
    return [{"depth": depth, "what": next(iter(node)), "spec": node, "have": have, "need": need, "done": have >= need}]


def memories_asked_for(node: ObjectiveNode) -> list[str]:
    """R29: the memories an objective names, to show by their Partial face."""
    if "all_of" in node or "any_of" in node:
        key = "all_of" if "all_of" in node else "any_of"
        return [m for child in node[key] for m in memories_asked_for(child)]
    return list(node.get("clear_memories", []))
