"""Who may take which decision (RULINGS D4, issue 11): a permission matrix over a whole scenario.

Every role-gated decision the flow produces (the Shift Manager's duties, the
senior member's care, each Nurse's own tokens, the inquiring Nurse, rewards and
token choices, Billy's voice, Events' trust) is tried, the first time its kind
comes up, from every other seat, from a member with no seat and from the host
who has none: by its button and by /decide. Each try is refused in private
and leaves the stored game byte for byte as it was. Then the host-only steps
are tried by a player who is not the host.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import Table, make_bot, public_messages
from tests.cogs.harness import Exchange, Harness, SentFile
from tests.fuzz.observe import StoreFingerprint
from tools.policies import BaselinePolicy

EVERYONE = ("ana", "ben", "cy", "dee", "host")  # three seats, a member with none, the host (not seated)
ROLE_GATED = {
    "reveal",
    "assign",
    "cover",
    "extra",
    "end_staffing",
    "send_on_leave",
    "care",
    "tokens",
    "pool",
    "resolve",
    "reward",
    "give_token",
    "bonus",
    "talker",
    "billy_voice",
    "inquire",
    "stop_inquiry",
    "close_inquiries",
    "spend_trust",
    "stress_cost",
}


def assert_refused(exchange: Exchange, who: str) -> None:
    answers = [s for s in exchange.answers if s.kind in ("message", "edit")]
    assert answers and all(s.ephemeral for s in answers), (who, exchange.answers)
    assert not public_messages(exchange)


async def test_every_role_gated_decision_is_refused_to_everyone_else(make_settings: Callable[..., Settings]) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open()
        stored = StoreFingerprint(str(settings.database_path))
        policy = BaselinePolicy(4)
        tried: set[str] = set()
        for _ in range(400):
            state = await table.state()
            legal = legal_actions(state)
            for action in legal:
                if action.kind in tried:
                    continue
                tried.add(action.kind)
                rightful = table.player_of(state, action.seat)
                message = table.decision_message()
                offered = Table.offered(h.messages[message.message_id], action)
                for who in EVERYONE:
                    mine = {a.key() for a in legal if table.player_of(state, a.seat) == who}
                    if who == rightful or action.key() in mine:
                        continue  # her own decision (the same words can be open to two Nurses)
                    before = stored()
                    custom_id, values = offered
                    assert_refused(await h.click(message, custom_id, user=who, values=values), who)
                    assert_refused(await h.slash("decide", user=who, choice=action.key()), who)
                    assert stored() == before, f"{who} changed the game trying {action.key()}"
            action = policy.choose(state, legal)
            await table.take(action, how="button")
            if (await h.bot.table.status(table.channel_id)).playing is None:
                break
        stored.close()
        # The families the matrix is for: the Shift Manager's duties, the senior member's care, the inquiring
        # Nurse, a reward or token choice, each Nurse's own tokens, Billy's voice.
        named = {"reveal", "assign", "cover", "care", "resolve", "inquire", "stop_inquiry", "reward", "give_token"}
        assert named | {"tokens", "talker", "billy_voice", "bonus"} <= tried, sorted(ROLE_GATED - tried)


async def test_host_only_steps_are_refused_to_a_player_who_is_not_the_host(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        await h.slash("shift reveal", user=table.player_of(state, state.shift_manager))
        exported = await h.bot.table.export(table.channel_id, h.person("host").id)
        manager = table.player_of(await table.state(), state.shift_manager)
        not_host = next(p for p in table.players if p != manager)
        stored = StoreFingerprint(str(settings.database_path))
        before = stored()
        for command, options in (
            ("campaign abandon", {}),
            ("campaign options", {"images": False}),
            ("campaign standin", {"seat": "Ben", "member": "dee"}),
            ("campaign export", {}),
            ("campaign import", {"file": SentFile("campaign.json", exported.encode())}),
            ("campaign undo", {}),  # the host or the Shift Manager only
            ("campaign start", {}),  # a scenario is being played
        ):
            for who in (not_host, "dee"):
                exchange = await h.slash(command, user=who, **options)
                assert_refused(exchange, who)
                assert stored() == before, f"{who} changed the game with /{command}"
        stored.close()


# Who may do what in the second game (issue 32), stated once. "owner": the player whose decision it is (H9: the
# active player moves; at setup each chooses for herself, H7); "partner": the other player; "spectator": a member
# with no seat; "host": who opened the channel's table and does not play; "manager": Manage Server, not playing.
HANDS_ROLES = ("owner", "partner", "spectator", "host", "manager")
HANDS_MATRIX: dict[str, set[str]] = {
    "first": {"owner"},
    "half": {"owner"},
    "step": {"owner"},
    "end": {"owner"},
    "perspective": {"owner"},
    "undo": {"owner"},  # her own steps; not the host (issue 32)
    "abandon": {"owner", "partner", "manager"},  # a player of it, or Manage Server
    "start": set(),  # while a game is in play, nobody: it is given up first
    "board": set(HANDS_ROLES),
    "rules": set(HANDS_ROLES),
    "review": set(),  # while a game is in play, nobody hears the partner's aims (H20)
    "leave": {"owner", "partner"},  # a player leaves her own seat to the bot (test_hands_review.py plays it)
    "rejoin": set(),  # nobody has left: there is no seat to take back
}
HANDS_KINDS = {"first", "half", "step", "end", "perspective"}
LANGUAGES = ("en-US", "de", "fr")


async def test_the_second_games_matrix_by_button_select_command_and_decide_in_three_languages(
    make_settings: Callable[..., Settings],
) -> None:
    """Each decision kind (first player, halves, step, end, perspective), pressed, picked in a select, typed as its
    command and as /decide, by everyone whose decision it is not (the partner, a spectator, the host who does not
    play, someone with Manage Server), each in English, German and French, is refused in private and leaves the
    store byte for byte as it was; then the table's own commands, per the matrix above."""
    from bot.games.hands.engine import legal_actions as hands_legal_actions
    from bot.games.hands.engine import public_view as hands_public_view
    from bot.games.hands.partner import HandsPartner
    from tests.cogs.game import HandsTable, hands_slash_for

    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        h.add_person("eve")  # joined the server later, sits nowhere
        await h.slash("hands start", user="dee", partner="cy")  # dee opens the table: its host, then not a player
        await h.slash("hands abandon", user="dee")
        game = HandsTable(h, players=("ana", "ben"))
        await game.start("ben", first="choose")
        stored = StoreFingerprint(str(settings.database_path))
        partners = {seat: HandsPartner(seat) for seat in (0, 1)}
        tried: set[str] = set()
        turn = 0
        for _ in range(300):
            state = await game.state()
            legal = hands_legal_actions(state)
            for action in legal:
                if action.kind in tried:
                    continue
                tried.add(action.kind)
                owners = {game.players[a.seat] for a in legal if a.key() == action.key()}
                others = {"ana", "ben"} - owners
                people = {"partner": next(iter(others), None), "spectator": "eve", "host": "dee", "manager": "host"}
                for role, who in people.items():
                    if who is None or role in HANDS_MATRIX[action.kind]:
                        continue
                    h.client_locales[who] = LANGUAGES[turn % 3]
                    turn += 1
                    before = stored()
                    message = game.decision_message()
                    custom_id, values = HandsTable.offered(h.messages[message.message_id], action)
                    assert_refused(await h.click(message, custom_id, user=who, values=values), who)
                    command, options = hands_slash_for(state, action)
                    assert_refused(await h.slash(command, user=who, channel=game.channel, **options), who)
                    assert_refused(await h.slash("decide", user=who, channel=game.channel, choice=action.key()), who)
                    assert stored() == before, f"{role} {who} changed the game trying {action.key()}"
            if tried >= HANDS_KINDS:
                break
            seat = legal[0].seat
            action = partners[seat].choose(hands_public_view(state)) or legal[0]
            await game.take_hands(action, how="button")
            if (await h.bot.table.status(game.channel_id)).playing is None:
                break
        assert tried == HANDS_KINDS, sorted(HANDS_KINDS - tried)  # this seat's game reaches the middle line

        # The table's own commands, mid-game, after the active player's step (something to undo).
        state = await game.state()
        step = next((a for a in hands_legal_actions(state) if a.kind == "step"), None)
        if step is not None:
            await game.take_hands(step, how="button")
        state = await game.state()
        owner = game.players[state.active]
        people = {"owner": owner, "partner": game.players[1 - state.active], "spectator": "eve"}
        people |= {"host": "dee", "manager": "host"}
        for command in ("board", "rules", "start", "review", "rejoin", "leave", "undo", "abandon"):
            for role in HANDS_ROLES:
                if command == "undo" and role == "owner" and step is None:
                    continue
                if command in ("leave", "undo", "abandon") and role in HANDS_MATRIX[command]:
                    continue  # they change the game: undo and abandon are done last, leave in its own test
                before = stored()
                options = {"partner": "cy"} if command == "start" else {}
                done = await h.slash(f"hands {command}", user=people[role], channel=game.channel, **options)
                allowed = role in HANDS_MATRIX[command]
                if command in ("board", "rules"):
                    assert done.reply.ephemeral and done.reply.text(), (command, role)  # shown to her alone
                else:
                    assert not allowed and done.reply.ephemeral, (command, role, done.reply.content)
                assert stored() == before, f"{role} changed the game with /hands {command}"
        if step is not None:
            undone = await h.slash("hands undo", user=owner, channel=game.channel)
            assert not undone.reply.ephemeral
        given_up = await h.slash("hands abandon", user="host", channel=game.channel)  # Manage Server
        assert not given_up.reply.ephemeral and (await h.bot.table.status(game.channel_id)).playing is None
        stored.close()
