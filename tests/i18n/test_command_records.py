"""A decision's record is the one place its command and words are named (issue 23), and everything agrees with it.

Each kind's command, as its record names it, is on Discord's command tree with the record's options (their
types, whether they are required, whether they autocomplete), in the terminal's grammar, and in every
language's catalogue; every game command on the tree maps back to a record; /help and the terminal name the
record's command for each decision (or /decide); every kind has its phrase and its label, by its own id, in
every language, and no words stand for a kind that does not exist.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import pytest
from discord import AppCommandOptionType, app_commands

from bot.app.client import HoldingOnBot
from bot.config import Settings
from bot.games.command_spec import Option
from bot.games.hands.engine.moves import MOVES as HANDS_MOVES
from bot.games.holding_on.commands import command_hint
from bot.games.holding_on.engine import Action
from bot.games.holding_on.engine.moves import MOVES, command_of
from bot.games.holding_on.game import HOLDING_ON
from bot.games.shelf import hosted_games
from bot.i18n import LOCALES, catalogue, has, t
from bot.i18n.command_names import command_ids, option_id
from bot.terminal.holding_on.grammar import OPTIONS

SURFACES = [surface for hosted in hosted_games() for surface in hosted.rules.commands()]
RECORDS = {"holding_on": MOVES, "hands": HANDS_MOVES}  # each game's decision records, by the game's name
DISCORD_TYPE = {"name": AppCommandOptionType.string, "number": AppCommandOptionType.integer}


@pytest.fixture
async def tree(tmp_path) -> AsyncIterator[app_commands.CommandTree]:
    bot = HoldingOnBot(Settings(discord_token="x" * 60, database_path=tmp_path / "db.sqlite3"))
    await bot.open_table()
    await bot.add_commands()
    yield bot.tree
    await bot.finish_in_flight()  # the store closes (the bot never connected: nothing else to close)


def _expected_type(option: Option) -> AppCommandOptionType:
    if option.type == "seat":
        return AppCommandOptionType.user
    return AppCommandOptionType.string if option.typed else DISCORD_TYPE[option.type]


def test_every_records_command_is_on_the_tree_with_the_records_options(tree):
    for surface in SURFACES:
        command = tree.get_command(surface.path.split()[0])
        for word in surface.path.split()[1:]:
            command = command.get_command(word) if isinstance(command, app_commands.Group) else None
        assert isinstance(command, app_commands.Command), f"/{surface.path} is not on the tree"
        parameters = {p.name: p for p in command.parameters}
        assert list(parameters) == [o.name for o in surface.options], surface.path
        for option in surface.options:
            parameter = parameters[option.name]
            assert parameter.type == _expected_type(option), (surface.path, option.name)
            assert parameter.required == option.required, (surface.path, option.name)
            assert parameter.autocomplete == option.complete, (surface.path, option.name)
            if option.type == "number" and not option.typed and not option.choices:
                assert (parameter.min_value, parameter.max_value) == (option.low, option.high)


def test_every_game_command_on_the_tree_maps_back_to_a_record(tree):
    table_commands = {"campaign", "rules", "board", "memories", "hand", "help", "decide"}
    hands_table = {
        f"hands {name}" for name in ("start", "undo", "board", "rules", "review", "leave", "rejoin", "abandon")
    }  # cogs/hands
    on_tree = set()
    for command in tree.get_commands():
        if command.name in table_commands:
            continue
        children = command.commands if isinstance(command, app_commands.Group) else [command]
        on_tree |= {child.qualified_name for child in children} - hands_table
    assert on_tree == {surface.path for surface in SURFACES}
    for hosted in hosted_games():
        records = RECORDS[hosted.rules.name]
        for surface in hosted.rules.commands():
            assert all(any(c.path == surface.path for c in records[kind].commands) for kind in surface.kinds)


def test_every_records_command_is_in_the_terminals_grammar():
    """The terminal plays Holding On: each of its records' commands, with the same options, and no other game's."""
    for surface in HOLDING_ON.commands():
        assert OPTIONS[surface.path] == tuple(o.name for o in surface.options), surface.path
    assert not any(path.startswith("hands") for path in OPTIONS)


@pytest.mark.parametrize("language", LOCALES)
def test_every_records_command_and_option_has_its_words_in_every_language(language):
    for surface in SURFACES:
        for msg_id in command_ids(surface.path):
            assert has(language, msg_id) and has(language, f"{msg_id}.description"), (language, msg_id)
        for option in surface.options:
            msg_id = option_id(surface.path, option.name)
            assert has(language, msg_id) and has(language, f"{msg_id}.description"), (language, msg_id)


def _example(kind: str) -> Action:
    """A decision of this kind, with the fields its record's first command fixes."""
    fixed = dict(MOVES[kind].commands[0].fixed) if MOVES[kind].commands else {}
    fields = {name: value for name, value in fixed.items() if isinstance(value, str)}
    return Action(kind, 0, staff=fields.get("staff", "n0"), choice=fields.get("choice"))


@pytest.mark.parametrize("language", LOCALES)
def test_help_and_the_terminal_name_the_records_command_for_every_decision(language):
    for kind in MOVES:
        action = _example(kind)
        hint = command_hint(action, language)
        record = command_of(action)
        if record is None:
            assert hint == f"/{t(language, 'cmd-decide')}", (kind, hint)
        else:
            said = " ".join(t(language, msg_id) for msg_id in command_ids(record.path))  # as her client names it
            assert hint.startswith(f"/{said}"), (kind, hint)


def test_the_talker_is_named_with_decide_as_its_record_says():
    """Issue 23: /help said '/care palliative talker:' for the talker while the record says /decide."""
    assert MOVES["talker"].commands == ()
    assert command_hint(Action("talker", 0, staff="n1"), "en") == "/decide"


KIND_WORDS = re.compile(r"^(?P<game>hands-)?(?P<words>phrase|label|when)-(?P<kind>[a-z_]+)$")
CHOICE_WORDS = {"timeline", "stop"}  # labels of a choice's value (autocomplete), not of a kind
KIND_IDS = {"": ("phrase", "label", "when"), "hands-": ("phrase", "label")}  # each game's words of a kind, by id


@pytest.mark.parametrize("language", LOCALES)
def test_every_kind_has_its_phrase_and_label_and_no_words_stand_for_a_missing_kind(language):
    ids = set(catalogue(language).ids)
    for prefix, records in (("", MOVES), ("hands-", HANDS_MOVES)):
        for kind in records:
            missing = [f"{prefix}{words}-{kind}" for words in KIND_IDS[prefix] if f"{prefix}{words}-{kind}" not in ids]
            assert missing == [], (language, kind, missing)
    strays = set()
    for msg_id in ids:
        m = KIND_WORDS.match(msg_id)
        if m is None or m["kind"] in CHOICE_WORDS and not m["game"] and m["words"] == "label":
            continue
        records = HANDS_MOVES if m["game"] else MOVES
        if m["kind"] not in records or m["words"] not in KIND_IDS[m["game"] or ""]:
            strays.add(msg_id)
    assert strays == set(), (language, strays)
    # no selector whose default variant answers for a kind it does not know
    assert not ids & {"phrase", "label", "when", "hands-phrase", "hands-label"}, language


def test_a_kinds_english_is_its_records_and_written_nowhere_else():
    """Issue 23: English is written once. The English catalogue's words of every kind and of every record's
    command are made from the records (bot/i18n/records.py), and no English .ftl file writes them again."""
    from fluent.syntax import ast

    from bot.i18n import RECORDS, read_sources
    from bot.i18n.records import source
    from tests.i18n.sources import parsed

    made = {e.id.name for e in parsed(source()).body if isinstance(e, ast.Message)}
    for prefix, records in (("", MOVES), ("hands-", HANDS_MOVES)):
        assert {f"{prefix}{words}-{kind}" for kind in records for words in KIND_IDS[prefix]} <= made
    for surface in SURFACES:
        assert command_ids(surface.path)[-1] in made, surface.path
        assert {option_id(surface.path, option.name) for option in surface.options} <= made, surface.path
    for name, text in read_sources("en").items():
        if name != RECORDS:
            written = {e.id.name for e in parsed(text).body if isinstance(e, ast.Message)}
            assert written & made == set(), (name, sorted(written & made))
    assert t("en", "phrase-reveal") == MOVES["reveal"].phrase
    assert t("en", "when-reveal") == MOVES["reveal"].when
    assert t("en", "hands-phrase-end") == HANDS_MOVES["end"].phrase
