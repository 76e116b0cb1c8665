"""The import graph of the product follows the layers of LAYOUT.md, and has no circles.

Layers, each importing only itself and those below it:
  engine, db                         the rules (pure) and the store
  content_pack                       packs, checked against the engine's content types
  game                               a game's rules for the table (`game.py`) and its bot partner (`partner.py`)
  support                            names, config, storage, commands (no Discord)
  table, render                      one decision end to end; words and pictures from views
  app, cogs, cli                     Discord; the terminal table and the command line
Nothing in the product imports `tests` or `tools`. The games sit beside one table (`bot/games/<game>/`): none
imports another, and each engine imports only the values every game shares. Imports inside functions count (a
circle hidden in a function body still has to be held in mind); `if TYPE_CHECKING:` blocks are left out of
the layers, since they never run, but not out of the circles.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from bot.games.shelf import names, shelved

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = ("bot", "cogs", "db")

GAME_VALUES = {
    *("bot.games", "bot.games.events", "bot.games.errors", "bot.games.interface", "bot.games.command_spec"),
    "bot.games.english",  # a record's English words (issue 23: written once, in the record)
    "bot.games.action_keys",  # the shape of an action's public key, the same for every game
    "bot.games.entry",  # what the shelf knows of a game before it is loaded (its package declares it)
    "bot.games.kit",  # a small game's actions and outcomes (issue 37): every engine may build on it
    "bot.kept",  # files kept between starts (the standard library only): a pack's loader and the catalogue use it
}
SHELF = "bot.games.shelf"  # the one list of the games (issue 37): every front end and the catalogue read it
BASIC = "bot.games.basic"  # every GameRules default for a small game (issue 37): a base for a game's game.py
SUPPORT = {
    "bot.names",
    "bot.config",
    "bot.storage",
    "bot.games.holding_on.commands",
    "bot.i18n",
    "bot.incidents",
    SHELF,
    BASIC,
}
CLI = {"bot", "bot.__main__", "bot.database_cli", "bot.invite"}
BELOW: dict[str, set[str]] = {
    "engine": set(),
    "db": set(),
    "content_pack": {"engine"},
    "support": {"engine", "db", "content_pack"},
    "table": {"engine", "db", "content_pack", "support"},
    "render": {"engine", "content_pack", "support"},
    "app": {"engine", "db", "content_pack", "support", "table", "render"},
    "cogs": {"engine", "db", "content_pack", "support", "table", "render", "app"},
    "cli": {"engine", "db", "content_pack", "support", "table", "render", "app"},
}


def layer_of(module: str) -> str:
    if module in SUPPORT or module.startswith("bot.i18n."):  # the catalogue and its command names
        return "support"
    if module in CLI or module.startswith("bot.terminal"):  # the terminal table is a front end, like the app
        return "cli"
    top, _, rest = module.partition(".")
    if top in ("db", "cogs"):
        return top
    if module in GAME_VALUES:  # what every game's rules share: events, refusals
        return "engine"
    if module.startswith("bot.games."):
        return _game_layer(module.split("."))
    return rest.split(".")[0]  # bot.table.service -> table


def _game_layer(parts: list[str]) -> str:
    """bot.games.holding_on.engine.flow -> engine; a game's content packs -> content_pack; what a game hands the
    table (its GameRules, commands, options, snapshots) -> support; its words and pictures (render, face) ->
    render."""
    if len(parts) == 3:
        return "engine"  # a game's package itself only names its parts
    if parts[3] in ("render", "face"):  # a game's words and pictures, and the face the front ends tell it by
        return "render"
    return parts[3] if parts[3] in ("engine", "content_pack") else "support"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, *, type_only: bool = False) -> set[str]:
    """The modules `path` imports; `type_only` counts those under `if TYPE_CHECKING:` too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = (
        set()
        if type_only
        else {
            id(sub)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for sub in ast.walk(node)
        }
    )
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


@cache
def product_graph(*, type_only: bool = False) -> dict[str, set[str]]:
    paths = {module_name(p): p for top in PRODUCT for p in (ROOT / top).rglob("*.py")}
    graph = {}
    for name, path in paths.items():
        deps = imports_of(path, type_only=type_only)
        outside = {d for d in deps if d.split(".")[0] in ("tests", "tools")}
        assert not outside, f"{name} imports {sorted(outside)}: the product never imports tests or tools"
        graph[name] = {d for d in deps if d in paths and d != name and not name.startswith(d + ".")}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_module_of_the_product_is_part_of_an_import_circle():
    """Type-only imports count too (issue 37): a circle held by annotations still has to be held in mind."""
    assert cycles(product_graph(type_only=True)) == []


def test_every_import_goes_down_the_layers():
    wrong = [
        f"{name} ({layer_of(name)}) imports {dep} ({layer_of(dep)})"
        for name, deps in product_graph().items()
        for dep in sorted(deps)
        if layer_of(dep) != layer_of(name) and layer_of(dep) not in BELOW[layer_of(name)]
    ]
    assert wrong == []


def test_the_engine_imports_nothing_of_ours():
    graph = product_graph()
    engine = [name for name in graph if layer_of(name) == "engine"]
    assert len(engine) > 10
    assert {dep for name in engine for dep in graph[name] if layer_of(dep) != "engine"} == set()


@pytest.mark.parametrize("layer", ["table", "app"])
def test_the_table_and_the_discord_layer_know_a_game_only_through_its_interface(layer):
    """bot/table and bot/app import bot.games.interface (and what every game shares, and the shelf that lists
    the games), never a game's own modules: a game is its GameRules and its GameFace to them."""
    graph = product_graph()
    modules = [name for name in graph if layer_of(name) == layer]
    assert len(modules) > 8
    assert {f"{name} -> {dep}" for name in modules for dep in graph[name] if game_of(dep) is not None} == set()


def test_a_games_discord_commands_import_only_that_game():
    """cogs/<game>/ is that game's front end on Discord: it may use its own game's words, never another's."""
    graph = product_graph()
    crossing = {
        f"{name} -> {dep}"
        for name, deps in graph.items()
        if name.startswith("cogs.")
        for dep in deps
        if game_of(dep) is not None and (name.split(".")[1] != game_of(dep) or name.count(".") < 2)
    }
    assert crossing == set()


def test_every_product_module_has_a_layer():
    assert {layer_of(name) for name in product_graph()} <= set(BELOW)


def test_the_checks_see_a_circle_and_a_wrong_way_import():
    """The graph code itself: a made-up circle is found, and so is an engine module importing the table."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert (
        "table" not in BELOW[layer_of("bot.games.holding_on.engine.flow")] and layer_of("bot.table.service") == "table"
    )


def game_of(module: str) -> str | None:
    """bot.games.hands.engine.flow -> "hands"; None outside a game's own package (the shared values too)."""
    parts = module.split(".")
    if module in GAME_VALUES or module in (SHELF, BASIC) or parts[:2] != ["bot", "games"] or len(parts) < 3:
        return None
    return parts[2]


def test_no_game_imports_another_game():
    """Two games beside one table: Holding On imports nothing of hands, hands nothing of Holding On."""
    graph = product_graph()
    games = {game_of(name) for name in graph} - {None}
    assert games == set(names())  # every game's package is on the shelf, and only they are
    crossing = [
        f"{name} imports {dep}"
        for name, deps in graph.items()
        if game_of(name) is not None
        for dep in sorted(deps)
        if game_of(dep) not in (None, game_of(name))
    ]
    assert crossing == []


def test_the_hands_engine_imports_only_the_standard_library_pydantic_and_the_shared_values():
    """Its engine is pure like Holding On's: no I/O, no clock, no asyncio, nothing of the bot above it."""
    import sys

    allowed_ours = {"bot.games.events", "bot.games.errors", "bot.games.command_spec", "bot.games.interface"}
    allowed_ours |= {"bot.games.english", "bot.games.action_keys"}  # its records' English words (issue 23), its keys
    impure = {"asyncio", "time", "datetime", "sqlite3", "socket", "os", "io", "pathlib", "subprocess", "threading"}
    wrong = []
    for path in sorted((ROOT / "bot" / "games" / "hands" / "engine").glob("*.py")):
        for dep in imports_of(path):
            top = dep.split(".")[0]
            if dep == "bot.games" or any(dep == ok or dep.startswith(ok + ".") for ok in allowed_ours):
                continue
            if dep.startswith("bot.games.hands.engine"):
                continue
            if top == "pydantic" or (top in sys.stdlib_module_names and top not in impure):
                continue
            wrong.append(f"{path.name} imports {dep}")
    assert wrong == []


# Shared modules that still name a game, and why (issue 37): what stored data from before the table hosted two
# games means (a row, a queued DM, a format-1 file without a game's name was Holding On's).
NAMES_A_GAME_STILL = {
    **dict.fromkeys(
        ["db/store.py", "db/sqlite.py", "db/postgres.py", "bot/app/delivery.py", "bot/table/export.py"],
        "stored data from before the table hosted two games",
    ),
}


def names_a_game(path: Path, games: set[str]) -> list[str]:
    """Where a module names a game: a string that is a game's name, or an import of a game's own package."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and node.value in games:
            found.append(f"{node.lineno}: {node.value!r}")
        modules = (
            [alias.name for alias in node.names]
            if isinstance(node, ast.Import)
            else [node.module or ""]
            if isinstance(node, ast.ImportFrom)
            else []
        )
        found += [f"{node.lineno}: import {m}" for m in modules if game_of(m) in games]
    return found


def test_no_shared_module_names_a_game():
    """A game is named in its own folders (bot/games/<game>, cogs/<game>, bot/terminal/<game>) and on the shelf,
    not in the table, the store, the Discord layer or the command line, which take the list from the shelf; the
    modules that still do are listed above with their reason, and each of them still does."""
    games = set(names())
    shared = {
        path.relative_to(ROOT).as_posix(): path
        for top in PRODUCT
        for path in (ROOT / top).rglob("*.py")
        if not games & set(path.relative_to(ROOT).parts) and module_name(path) != SHELF
    }
    naming = {name: names_a_game(path, games) for name, path in shared.items()}
    assert {name: found for name, found in naming.items() if found and name not in NAMES_A_GAME_STILL} == {}
    assert [name for name in NAMES_A_GAME_STILL if not naming.get(name)] == []  # the list only shrinks


def test_the_check_sees_a_module_that_names_a_game(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('from bot.games.hands.engine import moves\nGAME = "holding_on"\nOTHER = "hand"\n')
    assert names_a_game(module, {"hands", "holding_on"}) == ["1: import bot.games.hands.engine", "2: 'holding_on'"]


LAYER_OF_PART = {
    **{"hosted": "support", "face": "render", "terminal_face": "render", "records": "engine", "terminal": "cli"},
    "check": "content_pack",
}


def test_every_part_the_shelf_names_is_a_module_of_its_layer():
    """The shelf imports a game's parts by name when first used (start-up loads nothing it does not need), so
    the layers are checked here: its rules from `game.py`, its face from the render layer, its records from the
    engine, its Discord commands from cogs/<game>, its terminal from bot/terminal."""
    graph = product_graph()
    for game in shelved():
        parts = {field: getattr(game, field) for field in LAYER_OF_PART if getattr(game, field) is not None}
        modules = {field: part.partition(":")[0] for field, part in parts.items()}
        assert {field: layer_of(module) for field, module in modules.items()} == {
            field: LAYER_OF_PART[field] for field in modules
        }, game.name
        assert set(modules.values()) <= set(graph), game.name
        assert all(cog in graph and cog.startswith(f"cogs.{game.name}.") for cog in game.cogs), game.name
        for field, part in parts.items():
            if field != "records":  # a module, not one of its attributes
                assert game.load(part) is not None, (game.name, field)
