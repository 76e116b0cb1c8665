"""One fuzz run: a bot behind the harness, three tables, and `commands` random interactions judged one by one.

The run is deterministic for a seed (the inputs, the games' seeds and the
order of the interactions), so a defect's step can be reached again with the
same seed and `--commands <step + 1>`.
"""

from __future__ import annotations

import random
import re
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import discord

from bot.app.client import HoldingOnBot
from bot.config import Settings
from bot.games.holding_on.engine import ContentPack
from bot.games.shelf import hosted_games
from tests.cogs.harness import AUTOCOMPLETE_RESULT, BOT_PERMISSIONS, ChannelSpec, Exchange, GuildSpec, Harness, Said
from tests.db.helpers import Clock
from tests.fuzz.moves import TABLES, VOICE, Moves, Plan
from tests.fuzz.observe import Caught, IncidentCapture, LostTaskExceptions, StoreFingerprint
from tests.fuzz.report import Findings, describe, where_raised
from tools.policies import BaselinePolicy

TABLE_WEIGHTS = {"campaign": 6, "elsewhere": 3, "nightshift": 2, "pair": 3}
THREADS = {"nightshift": "campaign"}  # a thread of #campaign
IDEMPOTENT = {"tokens", "pool"}  # "my tokens on this card: n" (R10): the same number twice is one decision
CATEGORIES: dict[str, int] = {
    "play": 38,
    "wrong_player": 7,
    "slash": 20,
    "autocomplete": 12,
    "stale_press": 6,
    "forged_press": 4,
    "import": 3,
    "dm": 1,
    "burst": 2,
    "restart_gap": 1,
    "raw": 2,
    "night": 2,
}


class Fuzzer(Moves):
    def __init__(self, seed: int, commands: int, *, pack: ContentPack, log: Callable[[str], None] | None = None):
        self.seed = seed
        self.commands = commands
        self.pack = pack
        self.rng = random.Random(seed)
        self.findings = Findings(seed)
        self.log = log
        self.trace: Callable[[str], None] | None = None  # one line per step (--trace)
        self.h: Harness | None = None
        self.index = 0
        self._policy = BaselinePolicy(seed)
        self._seeds = random.Random(seed * 7919 + 1)
        self.clock = Clock(time.time())  # the bot's: campaign nights move it on (`_night`)

    # ------------------------------------------------------------------ the run

    async def run(self) -> Findings:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "fuzz.sqlite3"
            settings = Settings(discord_token="fuzz-token", database_path=path)
            games = hosted_games(packs={"holding_on": self.pack})
            seeds = self._seeds
            bot = HoldingOnBot(
                settings,
                games=games,
                seed_source=lambda: seeds.randrange(1, 2**62),
                clock=self.clock,
                night_ticks=False,
            )
            tables = tuple(ChannelSpec(name, thread_of=THREADS.get(name)) for name in TABLES)
            guild = GuildSpec(
                channels=(*tables, ChannelSpec(VOICE, voice=True)),
                bot_permissions=BOT_PERMISSIONS | discord.Permissions(create_events=True, connect=True),
            )
            incidents, lost = IncidentCapture(), LostTaskExceptions()
            async with Harness.start(bot, guild=guild, clock=lambda: self.clock.now) as h:
                self.h = h
                h.add_person("eve")
                incidents.install()
                lost.install()
                fingerprint = StoreFingerprint(str(path))
                try:
                    while self.findings.commands < self.commands:
                        plan = await self._plan()
                        before = fingerprint()
                        version_before = await self._versions()
                        start = len(h.said)
                        logged = await self._log_lengths()
                        exchanges = await plan.send()
                        self.findings.commands += max(1, len(exchanges))
                        self._judge(plan, exchanges, h.said[start:], incidents.take() + lost.take())
                        await self._judge_turns(plan, logged)
                        if plan.burst:
                            self._judge_burst(plan, exchanges, version_before, await self._versions())
                        elif before != fingerprint() and not self._public(h.said[start:]):
                            self.findings.add("state changed on refusal", plan.step, "stored game changed")
                        if self.trace:
                            self.trace(self._trace_line(plan, exchanges))
                        self.index += 1
                        if self.log and self.index % 500 == 0:
                            self.log(f"… {self.findings.commands} interactions: {self.findings.summary()}")
                finally:
                    fingerprint.close()
                    incidents.remove()
                    h.failures.clear()  # counted above; the harness must not fail the run for them
        return self.findings

    # ------------------------------------------------------------------ judging

    def _judge(self, plan: Plan, exchanges: list[Exchange], said: list[Said], caught: list[Caught]) -> None:
        seen: set[int] = set()
        for exchange in exchanges:
            autocomplete = plan.step.label.startswith("autocomplete")
            if exchange.unanswered or (autocomplete and exchange.acknowledged != AUTOCOMPLETE_RESULT):
                why = "thinking… never replaced" if exchange.still_loading else "no answer at all"
                self.findings.add("unanswered", plan.step, why)
        for item in caught:
            error = item.error
            if error is not None:
                if id(error) in seen:
                    continue
                seen.add(id(error))
            what = where_raised(error) if error is not None else re.sub(r"\d+", "N", item.message)[:120]
            self.findings.add("unhandled", plan.step, what, describe(error, item.message))

    async def _log_lengths(self) -> dict[str, tuple[int, int]]:
        """Per table: its game in play and how long its log is (to read what a step wrote)."""
        out: dict[str, tuple[int, int]] = {}
        for name in TABLES:
            entry = await self._entry(name)
            if entry is not None and entry.game is not None:
                out[name] = (entry.game.id, len(await self.h.bot.table.store.log(entry.game.id)))
        return out

    async def _judge_turns(self, plan: Plan, before: dict[str, tuple[int, int]]) -> None:
        """No move out of turn: every decision a step wrote was taken by whoever plays its seat (its player, her
        stand-in, or the bot for a seat it plays)."""
        bot = self.h.bot.table.bot_user_id
        for name, (game_id, length) in before.items():
            entry = await self._entry(name)
            if entry is None or entry.game is None or entry.game.id != game_id:
                continue
            players = {seat: self.h.person(person).id for seat, person in self._controllers(entry).items()}
            for row in (await self.h.bot.table.store.log(game_id))[length:]:
                if row.kind == "decision" and row.user_id not in (players.get(row.seat or 0), bot):
                    self.findings.add("move out of turn", plan.step, f"seat {row.seat} moved by {row.user_id}")

    def _judge_burst(self, plan: Plan, exchanges: list[Exchange], before: dict, after: dict) -> None:
        """A "set my number" decision (R10: setting it again replaces it) tried many times applies at most once.

        Other decisions may rightly repeat (a second token to give, a second question to Billy): for them
        the engine judges each try, and the fingerprint check does not apply to a burst.
        """
        if plan.kind not in IDEMPOTENT:
            return
        was, now = before.get(plan.channel), after.get(plan.channel)
        if was is not None and now is not None and now - was > 1:
            self.findings.add(
                "state changed on refusal",
                plan.step,
                "one decision applied more than once",
                f"{len(exchanges)} tries moved the game {now - was} versions",
            )

    def _trace_line(self, plan: Plan, exchanges: list[Exchange]) -> str:
        answers = [a for e in exchanges for a in e.answers if a.kind in ("message", "edit", "autocomplete")]
        first = answers[0] if answers else None
        text = (
            "" if first is None else (first.content or (first.embeds[0].get("description", "") if first.embeds else ""))
        )
        if first is not None and first.kind == "autocomplete":
            text = f"{len(first.choices)} choices"
        shown = "public" if first is not None and first.audience == "channel" else "private"
        return f"{plan.step.index:5} {plan.step.call[:150]}\n      -> {shown}: {text[:160]!r}"

    @staticmethod
    def _public(said: list[Said]) -> bool:
        """Did the channel see a decision: a new message, or a pressed message updated with it (issue 13)?"""
        return any(
            s.audience == "channel" and (s.kind == "message" or (s.kind == "edit" and s.via == "update")) for s in said
        )

    async def _versions(self) -> dict[str, int | None]:
        out: dict[str, int | None] = {}
        for name in TABLES:
            entry = await self._entry(name)
            out[name] = entry.game.version if entry is not None and entry.game is not None else None
        return out

    def _pick(self, weights: dict[str, int]) -> str:
        names = list(weights)
        return self.rng.choices(names, [weights[n] for n in names])[0]

    async def _plan(self) -> Plan:
        channel = self._pick(TABLE_WEIGHTS)
        category = self._pick(CATEGORIES)
        maker = getattr(self, f"_{category}")
        return await maker(channel)
