"""Write a terminal-table script that plays a whole scenario, as players would type it.

The baseline policy picks each decision on an engine game dealt exactly as the
terminal table deals it (same pack, names, seed); each decision becomes the
line a player would type: a named command where one exists, else /decide.
"""

from __future__ import annotations

from bot.games.holding_on.commands import plan
from bot.games.holding_on.engine import Action, ContentPack, apply, legal_actions, new_game
from tools.policies import BaselinePolicy

NAMED = {
    "reveal": lambda s, a: "/shift reveal",
    "assign": lambda s, a: f"/shift assign staff:{s.staff[a.staff].name}",
    "cover": lambda s, a: f"/shift cover staff:{s.staff[a.staff].name}",
    "send_on_leave": lambda s, a: f"/shift leave staff:{s.staff[a.staff].name}",
    "end_staffing": lambda s, a: "/shift done",
    "tokens": lambda s, a: f"/care tokens count:{a.count}",
    "pool": lambda s, a: f"/care pool count:{a.count}",
    "resolve": lambda s, a: "/care resolve",
    "inquire": lambda s, a: f"/inquire {a.timeline}",
    "stop_inquiry": lambda s, a: "/inquire stop",
}


def line_for(state, action: Action) -> str:
    who = state.seats[action.seat].lower()
    if action.kind == "care":
        return f"{who}: /care {action.choice}"
    if action.kind in NAMED:
        return f"{who}: {NAMED[action.kind](state, action)}"
    return f"{who}: /decide choice:{action.key()}"


def make_script(content: ContentPack, names: list[str], seed: int, scenario: int = 1) -> tuple[list[str], str]:
    state = new_game(content, scenario, [n.capitalize() for n in names], seed=seed)
    policy = BaselinePolicy(seed)
    lines = []
    while state.result is None:
        action = policy.choose(state, legal_actions(state))
        lines.append(line_for(state, action))
        # the line's command may take more than the one decision (`/inquire stop` also closes the Inquiries)
        taken = plan(state, action.seat, "inquire", {"timeline": "stop"}) if action.kind == "stop_inquiry" else [action]
        for step in taken:
            apply(state, step)
    return lines, state.result
