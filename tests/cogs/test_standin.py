"""The bot stands in for an absent player (issue 28): it plays her Nurse from her seat's view, tells each
decision in the channel as a player's would be, sends her face-down cards to nobody while it holds the seat,
and hands the seat back the moment she acts (with her hand, by DM) or the host ends it."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.config import Settings
from bot.games.holding_on.engine import Action, ContentPack, GameState, legal_actions
from bot.games.holding_on.game import HOLDING_ON
from tests.cogs.game import Table, drain_outbox, make_bot, slash_for
from tests.cogs.harness import Harness
from tests.fixtures.pack import fixture_pack
from tools.policies import BaselinePolicy

ABSENT = "cy"


def held_by(state: GameState, seat: int) -> set[str]:
    """Face-down memories of one seat (the SM Board's too, when it is the Shift Manager)."""
    nurse = state.staff[f"n{seat}"]
    cards = {*nurse.partials, *nurse.clears}
    return cards | (set(state.sm_board_partials) if state.shift_manager == seat else set())


async def seat_the_bot(h: Harness, table: Table) -> int:
    """The host lets the bot play Cy's Nurse; returns her seat."""
    said = await h.slash("campaign standin", user=table.host, seat="Cy", member="bot")
    assert "The bot now plays Nurse **Cy**" in said.reply.content and not said.reply.ephemeral
    state = await table.state()
    return state.seats.index("Cy")


@dataclass
class Watch:
    """What the bot's seat held face down after each decision, and how much had been said, logged and drawn
    by then: a card is the seat's secret from the first mark that shows it held to the first that does not."""

    marks: list[tuple[int, int, int, frozenset[str]]] = field(default_factory=list)

    def windows(self) -> dict[str, list[tuple[tuple[int, int, int], tuple[int, int, int]]]]:
        """Card -> its stretches as the seat's: from the mark before it was held (the decision that dealt it is
        checked too) to the last mark it was held at (the decision that placed it in the grid showed its title)."""
        out: dict[str, list[tuple[tuple[int, int, int], tuple[int, int, int]]]] = {}
        open_at: dict[str, tuple[int, int, int]] = {}
        previous: tuple[int, int, int] = (0, 0, 0)
        last: tuple[int, int, int] = (0, 0, 0)
        for said, logged, drawn, held in [*self.marks, (0, 0, 0, frozenset())]:
            for card in held - set(open_at):
                open_at[card] = previous
            for card in set(open_at) - held:
                out.setdefault(card, []).append((open_at.pop(card), last))
            previous = last = (said, logged, drawn)
        return out

    @property
    def held(self) -> set[str]:
        return {card for *_, cards in self.marks for card in cards}


async def play_beside_the_bot(
    h: Harness,
    table: Table,
    bot_seat: int,
    until: Callable[[GameState], bool],
    *,
    limit: int,
    drawn: list[dict] | None = None,
) -> tuple[GameState, Watch]:
    """The players present take their decisions (the baseline's choices, by buttons and commands in turn), and
    any decision the bot leaves open, taken by a player on the card; the bot plays the absent Nurse's seat
    after each. Returns the last state and what the bot's seat held along the way."""
    policy = BaselinePolicy(5)
    watch = Watch()
    for step in range(limit):
        state = await table.state()
        held = frozenset(held_by(state, bot_seat)) if bot_seat >= 0 else frozenset()
        watch.marks.append((len(h.said), len(h.logs), len(drawn or []), held))
        if state.result is not None or until(state):
            return state, watch
        legal = legal_actions(state)
        left_open = [a for a in legal if a.seat == bot_seat and HOLDING_ON.bot_choice(state, a.seat) is None]
        assert [a for a in legal if a.seat == bot_seat] == left_open, "the bot did not play its seat"
        mine = [a for a in legal if a.seat != bot_seat] + left_open
        assert mine, "nobody can act: the table is stuck"
        action = policy.choose(state, mine)
        await take(h, table, state, action, bot_seat, how="button" if step % 2 else "slash")
        if (await h.bot.table.status(table.channel_id)).playing is None:
            watch.marks.append((len(h.said), len(h.logs), len(drawn or []), frozenset()))
            return state, watch
    raise AssertionError(f"still playing after {limit} decisions")


async def take(h: Harness, table: Table, state: GameState, action: Action, bot_seat: int, *, how: str) -> Any:
    """A present player takes `action`: her own, or (for one the bot leaves open) the first other player's."""
    seat = action.seat if action.seat != bot_seat else next(s for s in range(len(state.seats)) if s != bot_seat)
    user = table.player_of(state, seat)
    if how == "button":
        return await table.press(action, user)
    command, options = slash_for(state, action)
    return await h.slash(command, user=user, **options)


def assert_hidden_while_held(h: Harness, pack: ContentPack, watch: Watch, pictured: list[dict]) -> int:
    """While the bot's seat held a card, nothing showed its front or its quote: not a channel message, not a DM
    (but the quote Billy's voice reads aloud as it is drawn, D2), not a log line, not a picture's view.
    Returns how many cards were checked."""
    for card, windows in watch.windows().items():
        memory = pack.memory(card)
        fronts = [memory.id, memory.title, memory.partial_scene, memory.clear_scene]
        for (said_from, logged_from, drawn_from), (said_to, logged_to, drawn_to) in windows:
            for said in h.said[said_from:said_to]:
                text = said.text()
                assert not any(front in text for front in fronts), (card, said)
                if memory.quote in text:
                    assert said.audience == "dm" and "Read this aloud as Billy" in said.content, (card, said)
            for line in h.logs[logged_from:logged_to]:
                assert not any(secret in line.message for secret in [*fronts, memory.quote]), (card, line)
            views = json.dumps(pictured[drawn_from:drawn_to], ensure_ascii=False)
            assert not any(secret in views for secret in [*fronts, memory.quote]), card
    return len(watch.windows())


def record_pictures(h: Harness) -> list[dict]:
    """Every view a picture was drawn from (the face draws from the public view only)."""
    face = h.bot.app.faces["holding_on"]
    drawn: list[dict] = []
    original = face.picture

    def picture(name: str, public: dict, pack: Any, language: str) -> bytes:
        drawn.append(public)
        return original(name, public, pack, language)

    face.picture = picture  # type: ignore[method-assign]
    return drawn


async def test_the_bot_plays_an_absent_nurse_and_hands_her_seat_back_mid_shift_with_her_hand_by_dm(
    make_settings: Callable[..., Settings],
) -> None:
    pack = fixture_pack()
    async with Harness.start(make_bot(make_settings(), pack)) as h:
        table = Table(h)
        await table.open()
        drawn = record_pictures(h)
        bot_seat = await seat_the_bot(h, table)
        welcomed = len(h.dms_to(ABSENT))  # the welcome at /campaign join
        state, watch = await play_beside_the_bot(
            h, table, bot_seat, lambda s: bool(held_by(s, bot_seat)), limit=150, drawn=drawn
        )
        await drain_outbox(h.bot)
        assert watch.held, "the bot's seat never held a card"
        cy = h.person(ABSENT)
        campaign = (await h.bot.table.status(table.channel_id)).campaign_id
        deliveries = await h.bot.table.store.deliveries(campaign)
        assert not [d for d in deliveries if d.recipient_user_id in (cy.id, h.bot_id)]  # her cards went to nobody
        assert len(h.dms_to(ABSENT)) == welcomed
        told = [s.content for s in h.messages_in() if s.content.startswith("🤖 The bot plays for Cy")]
        assert told, "the bot's decisions were not told in the channel"
        assert_hidden_while_held(h, pack, watch, drawn)

        # Mid-shift, Cy is back: a decision of hers gives her seat back, her hand by DM; a refused try changes
        # nothing and says how to take the seat back, which she then does herself.
        shift_before = (state.day, state.shift)
        legal = legal_actions(state)
        hers = [a for a in legal if a.seat == bot_seat]
        if hers:
            await h.slash("decide", user=ABSENT, choice=hers[0].key())
        else:
            others = [a for a in legal if a.seat != bot_seat]
            refused = await table.press(others[0], ABSENT)
            assert refused.reply.ephemeral and "/campaign standin seat:Cy" in refused.reply.content
            status = await h.bot.table.status(table.channel_id)
            assert next(s for s in status.seats if s.user_id == cy.id).stand_in_user_id == h.bot_id  # unchanged
            back = await h.slash("campaign standin", user=ABSENT, seat="Cy")
            assert not back.reply.ephemeral
        status = await h.bot.table.status(table.channel_id)
        assert next(s for s in status.seats if s.user_id == cy.id).stand_in_user_id is None
        await drain_outbox(h.bot)
        (back,) = [dm for dm in h.dms_to(ABSENT) if "You have your seat back" in dm.content]
        for quote in (pack.memory(card).quote for card in held_by(await table.state(), bot_seat)):
            assert quote in back.content
        state = await table.state()
        assert (state.day, state.shift) == shift_before  # the same shift goes on

        # From now on the bot plays nothing for her: her seat's decisions wait for her.
        before = len([s for s in h.messages_in() if s.content.startswith("🤖")])
        state, _ = await play_beside_the_bot(
            h, table, -1, lambda s: any(a.seat == bot_seat for a in legal_actions(s)), limit=150
        )
        assert len([s for s in h.messages_in() if s.content.startswith("🤖")]) == before
        assert f"<@{cy.id}> (Cy)" in h.messages_in()[-1].content


async def test_the_host_ends_the_bots_stand_in_and_she_gets_her_hand(make_settings: Callable[..., Settings]) -> None:
    pack = fixture_pack()
    async with Harness.start(make_bot(make_settings(), pack)) as h:
        table = Table(h)
        await table.open()
        bot_seat = await seat_the_bot(h, table)
        await play_beside_the_bot(h, table, bot_seat, lambda s: bool(held_by(s, bot_seat)), limit=150)
        ended = await h.slash("campaign standin", user=table.host, seat="Cy")
        assert "Nurse **Cy** is played by" in ended.reply.content
        await drain_outbox(h.bot)
        back = h.dms_to(ABSENT)[-1]
        assert "You have your seat back" in back.content and back.content.startswith("**Holding On · ")


async def test_only_the_host_may_seat_the_bot(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        refused = await h.slash("campaign standin", user="ana", seat="Cy", member="bot")
        assert refused.reply.ephemeral and "Only the host" in refused.reply.content
        status = await h.bot.table.status(table.channel_id)
        assert all(seat.stand_in_user_id is None for seat in status.seats)


@pytest.mark.slow
async def test_the_bot_plays_a_seat_for_a_whole_scenario_and_none_of_its_cards_shows(
    make_settings: Callable[..., Settings],
) -> None:
    """Scenario 1 from its start to its end with Cy's seat the bot's: every card it held stayed hidden (channel,
    DMs, logs, pictures), and nobody was ever left unable to act."""
    pack = fixture_pack()
    async with Harness.start(make_bot(make_settings(), pack)) as h:
        table = Table(h)
        await table.open()
        drawn = record_pictures(h)
        bot_seat = await seat_the_bot(h, table)
        welcomed = len(h.dms_to(ABSENT))
        state, watch = await play_beside_the_bot(h, table, bot_seat, lambda s: False, limit=2000, drawn=drawn)
        await drain_outbox(h.bot)
        status = await h.bot.table.status(table.channel_id)
        assert status.playing is None and sum(status.attempts.values()) == 1  # the attempt was played out
        assert len(h.dms_to(ABSENT)) == welcomed
        assert assert_hidden_while_held(h, pack, watch, drawn) >= 3  # cards it held, each checked
        assert any(s.content.startswith("🤖 The bot plays for Cy") for s in h.messages_in())
