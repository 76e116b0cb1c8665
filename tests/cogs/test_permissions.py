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


async def test_every_hands_decision_is_refused_to_the_partner_and_to_a_spectator(
    make_settings: Callable[..., Settings],
) -> None:
    """The second game's matrix (issue 26): each kind (first player, halves, step, end, perspective) pressed or
    typed by anyone whose decision it is not is refused in private, and the stored game does not change."""
    from bot.games.hands.engine import legal_actions as hands_legal_actions
    from bot.games.hands.engine import public_view as hands_public_view
    from bot.games.hands.partner import HandsPartner
    from tests.cogs.game import HandsTable, hands_slash_for

    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        game = HandsTable(h, players=("ana", "ben"))
        await game.start("ben", first="choose")
        stored = StoreFingerprint(str(settings.database_path))
        partners = {seat: HandsPartner(seat) for seat in (0, 1)}
        tried: set[str] = set()
        for _ in range(300):
            state = await game.state()
            legal = hands_legal_actions(state)
            for action in legal:
                if action.kind in tried:
                    continue
                tried.add(action.kind)
                owners = {game.players[a.seat] for a in legal if a.key() == action.key()}
                for who in {"ana", "ben", "cy"} - owners:
                    before = stored()
                    message = game.decision_message()
                    custom_id, values = HandsTable.offered(h.messages[message.message_id], action)
                    assert_refused(await h.click(message, custom_id, user=who, values=values), who)
                    command, options = hands_slash_for(state, action)
                    assert_refused(await h.slash(command, user=who, channel=game.channel, **options), who)
                    assert stored() == before, f"{who} changed the game trying {action.key()}"
            seat = legal[0].seat
            action = partners[seat].choose(hands_public_view(state)) or legal[0]
            await game.take_hands(action, how="button")
            if (await h.bot.table.status(game.channel_id)).playing is None or tried >= HANDS_KINDS:
                break
        stored.close()
        assert tried == HANDS_KINDS, sorted(HANDS_KINDS - tried)  # this seat's game reaches the middle line


HANDS_KINDS = {"first", "half", "step", "end", "perspective"}
