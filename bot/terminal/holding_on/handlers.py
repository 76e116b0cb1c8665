"""One handler per command of COMMANDS.md at the terminal: read the options, ask the table, say the answer.

The table decides (rights, rules, the engine's legal actions); a handler only
turns typed words into its arguments, refusing in one sentence what cannot be
read (a scenario that is not a number, an option that is not on or off), and
says the answer. What the table's story tells (a decision, an undo, an
abandoned attempt) is told by the session from the file, once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING

from bot.games.holding_on.engine import ContentPack
from bot.games.holding_on.engine.view_types import Public, public_of
from bot.games.holding_on.options import OPTION_CHOICES
from bot.games.holding_on.render.board_picture import board_png
from bot.games.holding_on.render.memories_picture import memories_png
from bot.games.holding_on.render.pack_words import content_note
from bot.i18n import join_list
from bot.names import name_key
from bot.render.story import story_lines
from bot.table import Refused
from bot.terminal import words as w
from bot.terminal.holding_on import text_board
from bot.terminal.holding_on.grammar import GAME_COMMANDS, said_command, said_option
from bot.terminal.holding_on.looks import help_lines, option_value, options_lines, rules_text, status_lines
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.lines import Line, LineError

if TYPE_CHECKING:
    from bot.terminal.holding_on.session_view import SessionView

Handler = Callable[["SessionView", Line], Awaitable[None]]
TRUE, FALSE = ("true", "yes", "on", "1"), ("false", "no", "off", "0")
# Values typed in English, or as an older table showed them, besides the run's own words (option_value).
OPTION_WORDS = {"english": "en", "german": "de", "deutsch": "de", "dm": "dm", "private": "dm", "aloud": "channel"}
OPTION_WORDS |= {"channel": "channel"}


async def run(session: SessionView, line: Line) -> None:
    if line.command in GAME_COMMANDS:
        await session.act(session.actor(line), line)
        return
    await HANDLERS[line.command](session, line)


# --- the table: /campaign … ----------------------------------------------------------------------------


def _who(session: SessionView, line: Line) -> int:
    """The player a lifecycle command is for: the name typed, this terminal's player, or the only one it can be
    (the host's own commands: `/campaign export` at a shared screen needs no name)."""
    return session.actor(line)


async def campaign_new(session: SessionView, line: Line) -> None:
    user = _who(session, line)
    await session.table.new_campaign(GUILD, CHANNEL, user, w.language())
    name = (line.who or session.mode.seat or "").capitalize()
    session.screen.story(w.CONTENT_NOTE.format(note=content_note(session.content)))
    session.screen.say(w.CAMPAIGN_OPENED.format(host=name))


async def campaign_join(session: SessionView, line: Line) -> None:
    user = _who(session, line)
    name = (line.who or session.mode.seat or "").capitalize()
    given = line.options.get("nurse_name")
    if given and name_key(given) != name_key(name):
        raise LineError(w.NURSE_NAME_HERE.format(name=given.lower()))
    await session.table.join(CHANNEL, user, name)
    session.screen.say(w.JOINED.format(name=name))


async def campaign_leave(session: SessionView, line: Line) -> None:
    user = _who(session, line)
    name = session.name_of(user)
    await session.table.leave(CHANNEL, user)
    session.screen.say(w.LEFT_SEAT.format(name=name))


def _scenario(text: str | None) -> int | None:
    if text is None or not text.strip():
        return None
    if not text.strip().isascii() or not text.strip().isdigit() or len(text.strip()) > 2:
        raise LineError(w.SCENARIO_NUMBER.format(value=text[:20]))
    return int(text)


def _order(session: SessionView, text: str | None) -> list[int] | None:
    if text is None or not text.strip():
        return None
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise LineError(w.ORDER_NAMES)
    return [user_id(n) for n in names]


async def campaign_start(session: SessionView, line: Line) -> None:
    user = _who(session, line) if line.who or session.mode.seat else _host(session)
    scenario, order = _scenario(line.options.get("scenario")), _order(session, line.options.get("order"))
    await session.table.start(CHANNEL, user, scenario, order)  # the story tells the scenario's opening


def _host(session: SessionView) -> int:
    if session.status is None:
        raise Refused(w.NO_CAMPAIGN)
    return session.status.host_user_id


def _manager(session: SessionView) -> int:
    """A line without a name undoes as the Shift Manager (the host may name herself)."""
    if session.status is None or session.status.playing is None:
        raise Refused(w.NO_GAME)
    return session.controllers()[public_of(session.status.playing["public"])["shift_manager"]]


async def campaign_status(session: SessionView, line: Line) -> None:
    status = await session.table.status(CHANNEL)
    note = bool(_yes_no("campaign status", "note", line.options.get("note"), default=False))
    for text in status_lines(status, session.content, session.names(), note):
        session.screen.say(text)


async def campaign_recap(session: SessionView, line: Line) -> None:
    recap = await session.table.recap(CHANNEL)
    if not recap.items:
        session.screen.say(w.RECAP_EMPTY)
        return
    session.screen.say(w.RECAP_TITLE, "bold")
    for item in recap.items:
        said = story_lines(
            item.events,
            session.face,
            w.language(),
            recap.names_view,
            session.content,
            session.engine_pack,
            item.scenario,
        )
        for text in said:
            session.screen.story(text)


def _shown_value(text: str) -> object:
    """A value typed as the options list shows it in the table's language ("an", "per Direktnachricht"), or as
    it is stored or said in English ("true", "english", "aloud")."""
    typed = text.strip().lower()
    shown = {option_value(value).lower(): value for value in w.OPTION_VALUE_WORDS}
    if typed in shown:
        return shown[typed]
    if typed in TRUE or typed in FALSE:
        return typed in TRUE
    return OPTION_WORDS.get(typed, typed)


def _yes_no(command: str, option: str, text: str | None, default: bool | None = None) -> bool | None:
    if text is None or not text.strip():
        return default
    value = _shown_value(text)
    if isinstance(value, bool):
        return value
    said = said_option(command, option)
    raise LineError(w.YES_NO.format(option=said, yes=option_value(True), no=option_value(False)))


def _option(key: str, text: str) -> object:
    allowed = OPTION_CHOICES[key]
    if isinstance(allowed[0], bool):
        return _yes_no("campaign options", key, text)
    value = _shown_value(text)
    if value not in allowed:
        words = join_list(w.language(), [option_value(v) for v in allowed], last="or")
        raise LineError(w.OPTION_BAD.format(key=said_option("campaign options", key), allowed=words))
    return value


async def campaign_options(session: SessionView, line: Line) -> None:
    changes = {key: _option(key, text) for key, text in line.options.items()}
    if not changes:
        status = await session.table.status(CHANNEL)
        for text in options_lines(status.options, status.language):
            session.screen.say(text)
        return
    await session.table.set_options(CHANNEL, _who(session, line), changes)
    named = {said_option("campaign options", key): value for key, value in changes.items()}
    said = ", ".join(f"{name} = {option_value(value)}" for name, value in named.items())
    session.screen.say(w.OPTIONS_CHANGED.format(changes=said))


async def campaign_standin(session: SessionView, line: Line) -> None:
    seat, member = line.options.get("seat", "").strip(), line.options.get("member", "").strip()
    stand_in = user_id(member) if member else None
    if member and not member.replace("-", "").isalnum():
        raise LineError(w.MEMBER_NAME)
    if stand_in is not None:
        session.stand_ins[stand_in] = member.capitalize()  # `/campaign status` names her
    before = session.status.seats if session.status is not None else []
    stood_in = any(s.stand_in_user_id for s in before if name_key(s.name) == name_key(seat))
    status = await session.table.stand_in(CHANNEL, _who(session, line), seat, stand_in)
    chosen = next((s for s in status.seats if name_key(s.name) == name_key(seat)), None)
    if chosen is not None and chosen.stand_in_user_id:
        session.screen.say(w.STANDIN_ON.format(who=member.capitalize(), nurse=chosen.name))
    elif chosen is not None:  # ended, or there was nothing to end
        said = w.STANDIN_OFF if stood_in else w.STANDIN_NONE
        session.screen.say(said.format(nurse=chosen.name))


async def campaign_undo(session: SessionView, line: Line) -> None:
    user = session.actor(line) if line.who or session.mode.seat else _manager(session)
    await session.table.undo(CHANNEL, user)  # the story tells what was undone


async def campaign_abandon(session: SessionView, line: Line) -> None:
    await session.table.abandon(CHANNEL, _who(session, line))  # the story tells it


def _file(line: Line) -> Path:
    text = line.options.get("file", "").strip()
    if not text:
        said = f"/{said_command(line.command)}"
        raise LineError(w.FILE_OPTION.format(command=said, option=said_option(line.command, "file")))
    return Path(text).expanduser()


async def campaign_export(session: SessionView, line: Line) -> None:
    path = _file(line)
    document = await session.table.export(CHANNEL, _who(session, line))
    try:
        await asyncio.to_thread(path.write_text, document, encoding="utf-8")
    except OSError as error:
        raise LineError(w.PICTURE_FAILED.format(path=path, reason=error.strerror or type(error).__name__)) from None
    session.screen.say(w.EXPORT_WRITTEN.format(path=path))


async def campaign_import(session: SessionView, line: Line) -> None:
    path = _file(line)
    try:
        data = await asyncio.to_thread(path.read_bytes)
    except OSError:
        raise LineError(w.FILE_MISSING.format(path=path)) from None
    await session.table.import_campaign(GUILD, CHANNEL, _who(session, line), data)
    await session.feed.start_at_now()
    session.screen.say(w.IMPORTED.format(path=path))


# --- looking ------------------------------------------------------------------------------------------------


async def _public(session: SessionView) -> tuple[Public, ContentPack]:
    """The board in play, or, once an attempt has ended, its final board (a table looks back at it)."""
    found = await session.table.last_board(CHANNEL)
    if found is None:
        raise Refused(w.NO_GAME)
    public, pack_hash = found
    return public_of(public), await session.table.pack(session.game, pack_hash, w.language())


async def _picture(session: SessionView, path_text: str, draw: Callable[[], bytes]) -> None:
    path = Path(path_text.strip()).expanduser()
    try:
        data = await asyncio.to_thread(draw)
        await asyncio.to_thread(path.write_bytes, data)
    except OSError as error:
        raise LineError(w.PICTURE_FAILED.format(path=path, reason=error.strerror or type(error).__name__)) from None
    session.screen.say(w.PICTURE_WRITTEN.format(path=path))


async def look_board(session: SessionView, line: Line) -> None:
    public, pack = await _public(session)
    if line.options.get("picture"):
        await _picture(session, line.options["picture"], lambda: board_png(public, w.language()))
        return
    session.screen.show(text_board.board(public, pack))
    session.waited = ""  # "Waiting for" once, after the board: the prompt's own line, or the story's next one


async def look_memories(session: SessionView, line: Line) -> None:
    public, pack = await _public(session)
    if line.options.get("picture"):
        await _picture(session, line.options["picture"], lambda: memories_png(public, pack, w.language()))
        return
    session.screen.show(text_board.memories(public, pack))


async def look_hand(session: SessionView, line: Line) -> None:
    user = session.actor(line)
    if session.mode.seat is not None or session.mode.reveal_private:
        await session.hand(user, label=session.mode.seat is None)
        return
    name = session.name_of(user)
    session.screen.say(w.HAND_PRIVATE.format(name=name, key=name.lower()), "magenta")


async def look_rules(session: SessionView, line: Line) -> None:
    session.screen.story(rules_text(session.content, line.options.get("topic", ""), session.engine_pack))


async def look_help(session: SessionView, line: Line) -> None:
    seats = public_of(session.status.playing["public"])["seats"] if session.status and session.status.playing else None
    for text in help_lines(seats, session.legal, session.mode.seat, session.mode.seat is not None):
        session.screen.story(text)


async def show(session: SessionView, line: Line) -> None:
    name = line.options.get("player", "").strip() or (line.who or "")
    if not name:
        raise LineError(w.NOT_A_PLAYER.format(name="", players=", ".join(session.names().values()) or "-"))
    await session.show(name)


async def clear(session: SessionView, line: Line) -> None:
    session.screen.clear()
    session.waited = ""


HANDLERS: dict[str, Handler] = {
    "campaign new": campaign_new,
    "campaign join": campaign_join,
    "campaign leave": campaign_leave,
    "campaign start": campaign_start,
    "campaign status": campaign_status,
    "campaign recap": campaign_recap,
    "campaign options": campaign_options,
    "campaign standin": campaign_standin,
    "campaign undo": campaign_undo,
    "campaign abandon": campaign_abandon,
    "campaign export": campaign_export,
    "campaign import": campaign_import,
    "board": look_board,
    "memories": look_memories,
    "hand": look_hand,
    "rules": look_rules,
    "help": look_help,
    "show": show,
    "clear": clear,
}
