"""The face of the game imports only what it may (issue 26): the engine, the game's small words, the shared
events and refusals, the catalogue and the shared drawing; never Holding On, the table, the app, the terminal or
discord. So it can see nothing but what a view or an event carries (H19)."""

from __future__ import annotations

from pathlib import Path

from tests.test_architecture import imports_of

RENDER = Path(__file__).resolve().parents[2] / "bot" / "games" / "hands" / "render"
ALLOWED = (
    "bot.games.hands.engine",
    "bot.games.hands.render",
    "bot.games.hands.words",  # the game's small words (names, nodes, cards, labels), read by its commands too
    "bot.games.events",
    "bot.games.errors",
    "bot.i18n",
)
ALLOWED_EXACTLY = {"bot.render.draw", "bot.render.cache", "bot.games.hands.engine"}
THIRD_PARTY = {"PIL"}


def test_the_render_package_imports_only_the_engine_the_catalogue_and_the_shared_drawing():
    import sys

    wrong = []
    modules = sorted(RENDER.glob("*.py"))
    assert len(modules) >= 9
    for path in modules:
        for dep in imports_of(path):
            top = dep.split(".")[0]
            if top in sys.stdlib_module_names or top in THIRD_PARTY or dep == "__future__":
                continue
            if dep in ALLOWED_EXACTLY or dep.rsplit(".", 1)[0] in ALLOWED_EXACTLY:
                continue
            if any(dep == ok or dep.startswith(ok + ".") for ok in ALLOWED):
                continue
            wrong.append(f"{path.name} imports {dep}")
    assert wrong == []
