"""The board of "...and then, we held hands." as plain text for the terminal (`board`), from the public view only.

Everything the picture shows, as lines a person reads on a pipe without
colour: the turn or the result, the difficulty, the face-up objective (an
argument marked), the objectives left per set and the deck, which lines are
open (H14), each seat with her node, balance scale and row in order (at setup
both halves, H7), this turn's path, and the three rings as lists of nodes with
their emotions and their lines to the next ring in ("O15 happy → M7"), the tokens marked [S] and [N] (H5),
the centre and the middle line (H6). Emotions are written as words, so nothing depends on colour. Light
Markdown bold only (`**`), which the terminal turns into a style.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence

from bot.games.hands.engine.view_types import Public
from bot.games.hands.words import emotion_word, named, node_label, player_name
from bot.i18n import t

RINGS = ("outer", "middle", "inner")
RING_LETTERS = {"outer": "O", "middle": "M", "inner": "I"}
SEAT_LETTERS = ("S", "N")  # the rows as the commands name them (S3, N1), and the tokens on the rings
OBJECTIVE_RINGS = {"outer": 0, "middle": 1, "inner": 2}  # H14: the set whose objectives each ring takes


def board_text(public: Public, language: str, width: int = 80) -> str:
    """The whole board in lines of at most `width` characters."""
    lines = [*_heading(public, language), ""]
    for seat in (1, 0):  # North sits at 12 o'clock, South at 6 (H5), as the picture has them
        lines += _seat(public, language, seat)
    path = public.get("path") or []
    if public.get("phase") == "move" and len(path) > 1:
        lines.append(t(language, "hands-text-path", path=" → ".join(path)))
    lines.append("")
    lines += _rings(public, language, width)
    return "\n".join(_wrapped(lines, width))


KEEP = "\x00"  # a space inside one item ("N3 en colère|calme"): the wrapping breaks lines between items only


def _item(text: str) -> str:
    return text.replace(" ", KEEP)


def _wrapped(lines: Sequence[str], width: int) -> list[str]:
    out: list[str] = []
    for line in lines:
        if len(line) <= width:
            out.append(line.replace(KEEP, " "))
            continue
        indent = " " * (len(line) - len(line.lstrip()) + 2)
        wrapped = textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False)
        out += [part.replace(KEEP, " ") for part in wrapped]
    return out


# --- the heading: turn or result, difficulty, objective, sets, lines --------------------------


def _heading(public: Public, language: str) -> list[str]:
    title = "**" + t(language, "hands-text-title") + "**"
    return [
        f"{title} · {state_line(public, language)}",
        t(language, "hands-text-difficulty", difficulty=public["difficulty"]),
        _objective(public, language),
        _sets(public, language),
        f"{t(language, 'hands-pic-deck', deck=public['deck'])} · "
        + t(language, "hands-text-open", sets=int(public["sets_completed"])),
    ]


def state_line(public: Public, language: str) -> str:
    """The turn and who moves, the setup, or the result and why (H18): the first line of the board, and the
    terminal's prompt."""
    result = public.get("result")
    name = named(player_name(public, public["active"]))
    if result == "won":
        return f"{t(language, 'hands-pic-won')} · {t(language, 'hands-pic-turn', turn=public['turn'])}"
    if result == "lost":
        cause = str(public.get("loss_cause"))
        ruling = {"stuck": "H18a", "out_of_cards": "H18b"}.get(cause, "H18c")
        return t(language, "hands-pic-lost", ruling=ruling, cause=cause, **name)
    if public["phase"] in ("first_player", "halves"):
        return f"{t(language, 'hands-pic-setup')} · {t(language, 'hands-pic-to-choose')}"
    return f"{t(language, 'hands-pic-turn', turn=public['turn'])} · {t(language, 'hands-pic-to-move', **name)}"


def _objective(public: Public, language: str) -> str:
    head = t(language, "hands-pic-objective")
    objective = public.get("objective")
    if objective is None:
        done = int(public["sets_completed"]) >= 3
        return f"{head} {t(language, 'hands-pic-all-done' if done else 'hands-pic-no-objective')}"
    words = f"{head} {emotion_word(language, objective['emotion'])} "
    words += t(language, "hands-pic-on-ring", ring=str(public.get("objective_ring")))
    if objective.get("argument"):
        words += f" · {t(language, 'hands-pic-argument')}"  # H16
    return words


def _sets(public: Public, language: str) -> str:
    """Objectives left per set (H3), and how many of the current set are done (H13)."""
    current = int(public["sets_completed"])
    sets = [
        _item(t(language, "hands-pic-set", set=index + 1, left=left))
        for index, left in enumerate(public["objectives_left"])
    ]
    words = f"{t(language, 'hands-pic-sets')} {' · '.join(sets)}"
    if current < 3:
        words += f" ({t(language, 'hands-pic-set-done', completed=public['completed'])})"
    return words


# --- a seat ------------------------------------------------------------------------------------


def _scale(balance: int) -> str:
    """H4: "-2 -1 [0] +1 +2", her balance in brackets."""
    cells = [f"{value:+d}" if value else "0" for value in range(-2, 3)]
    return " ".join(f"[{cell}]" if value == balance else cell for value, cell in zip(range(-2, 3), cells, strict=True))


def _seat(public: Public, language: str, seat: int) -> list[str]:
    player = public["players"][seat]
    node = player["node"]
    where = (
        t(language, "hands-pic-in-centre")
        if player.get("in_centre")
        else t(language, "hands-text-on", node=node_label(language, node, public))
    )
    head = t(
        language,
        "hands-text-seat",
        place=player["place"],
        name=player["name"],
        where=where,
        scale=_scale(int(player["balance"])),
        count=player["discards"],
    )
    return [head, "  " + _row(public, language, seat)]


def _row(public: Public, language: str, seat: int) -> str:
    """The row in order from the cover card (H12), named as the commands name its cards; at setup both halves."""
    letter = SEAT_LETTERS[seat]
    setup = public.get("setup_rows")
    if setup:
        cards = [
            _item(f"{letter}{i + 1} {emotion_word(language, c['left'])}|{emotion_word(language, c['right'])}")
            for i, c in enumerate(setup[seat])
        ]
        side = "none"
    else:
        player = public["players"][seat]
        cards = [_item(f"{letter}{i + 1} {emotion_word(language, half)}") for i, half in enumerate(player["row"])]
        side = str(player.get("side") or "none")
    shown = " · ".join(cards) if cards else t(language, "hands-pic-row-empty")
    return t(language, "hands-text-row", side=side, cards=shown)


# --- the rings --------------------------------------------------------------------------------


def _rings(public: Public, language: str, width: int) -> list[str]:
    tokens: dict[str, list[str]] = {player["node"]: [] for player in public["players"]}
    for player in public["players"]:
        tokens[player["node"]].append(f"[{SEAT_LETTERS[player['seat']]}]")
    current = int(public["sets_completed"])
    lines: list[str] = []
    for ring in RINGS:
        objectives = OBJECTIVE_RINGS[ring] == current and public.get("objective") is not None
        lines.append(t(language, "hands-text-ring", ring=ring, objectives=objectives))
        lines += _ring_cells(public, language, ring, tokens, width)
    centre = "".join(f" {mark}" for mark in tokens.get("C", []))
    lines.append(t(language, "hands-text-centre", open=current >= 3, tokens=centre))
    lines.append(t(language, "hands-text-middle-line"))
    lines.append(f"{t(language, 'hands-pic-west')}. {t(language, 'hands-pic-east')}.")
    south, north = (player_name(public, seat) for seat in (0, 1))
    lines.append(t(language, "hands-text-tokens", south=south, north=north))
    return lines


def _inward(public: Public) -> dict[str, list[str]]:
    """Each node's lines to the next ring in (H14: outer to middle, middle to inner, inner to the centre)."""
    rank = {"outer": 0, "middle": 1, "inner": 2}
    ring_of = {n["id"]: rank.get(n["ring"], 3) for n in public["board"]["nodes"]}
    inward: dict[str, list[str]] = {}
    for line in public["board"]["lines"]:
        a, b = line["a"], line["b"]
        if ring_of.get(a, 3) == ring_of.get(b, 3):
            continue
        outer, inner = (a, b) if ring_of.get(a, 3) < ring_of.get(b, 3) else (b, a)
        inward.setdefault(outer, []).append(inner)
    return {node: sorted(ways, key=lambda way: (way[0], int(way[1:] or 0))) for node, ways in inward.items()}


def _ring_cells(public: Public, language: str, ring: str, tokens: Mapping[str, list[str]], width: int) -> list[str]:
    """The ring's nodes clockwise from 12 o'clock, in columns: "O12 calm → M6 [S]" (its lines to the next ring
    in, which the picture draws: a player plans her way across the rings from them)."""
    nodes = [n for n in public["board"]["nodes"] if n["ring"] == ring]
    inward = _inward(public)
    cells = []
    for node in nodes:
        marks = " ".join(tokens.get(node["id"], []))
        ways = "/".join(inward.get(node["id"], []))
        said = f"{node['id']} {emotion_word(language, node['emotion'])}" + (f" → {ways}" if ways else "")
        cells.append(said + (f" {marks}" if marks else ""))
    cell = max(len(c) for c in cells) + 2
    columns = max(1, (width - 2) // cell)
    rows = [cells[i : i + columns] for i in range(0, len(cells), columns)]
    return ["  " + "".join(c.ljust(cell) for c in row).rstrip() for row in rows]
