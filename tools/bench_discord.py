"""`python -m bot bench discord`: Discord API calls per applied decision, by route, and upload bytes.

`--game hands` plays whole games of "...and then, we held hands." instead, by
two members (`--partner member`) or by a member and the bot (`--partner bot`,
whose moves are decisions too, each told in a channel message of its own); its
human decisions are chosen by the game's own partner policy.

Plays whole scenario-1 attempts of the shipped pack with 3 players through the
real bot and the real discord.py objects, Discord itself faked by the test
harness (tests/cogs/harness.py, which records every call). Decisions are
taken by pressing their buttons, and every `--slash-every`-th by its slash
command (as players mix them); the baseline policy chooses. Every DM due is
sent before an attempt is counted. Needs a checkout (it imports the tests).
"""

from __future__ import annotations

import asyncio
import tempfile
from collections import Counter
from pathlib import Path

from bot.config import Settings
from tests.cogs.game import HandsTable, Table, drain_outbox, make_bot
from tests.cogs.harness import Harness, Request
from tests.db.helpers import Seeds

ROUTES = ("callback", "edit", "DM channel", "user fetch", "DM", "followup", "channel message", "other")
TOKEN = "bench.discord.token-" + "x" * 40


def route_of(request: Request, dm_channels: set[int]) -> str:
    path = request.route
    if request.api == "webhook":
        if path.endswith("/callback"):
            return "callback"
        return "followup"  # followups and edits of the original response
    if path == "POST /users/@me/channels":
        return "DM channel"
    if path.startswith("GET /users/") and path != "GET /users/@me":
        return "user fetch"
    if path == "POST /channels/{channel_id}/messages":
        return "DM" if int(request.params.get("channel_id", 0)) in dm_channels else "channel message"
    if path == "PATCH /channels/{channel_id}/messages/{message_id}":
        return "edit"
    return "other"


TALLIES = ("turn changes", "notified", "global")  # counted beside the routes, not calls themselves


def _tallies(h: Harness, table: Table, counted_before: int) -> Counter:
    """Turn changes (a member the game newly waits for), those Discord notified, and the requests that counted
    against Discord's global limit of 50 per second per bot token (interaction callbacks and followups do not)."""
    changes, notified = table.turn_changes()
    return Counter(
        {"turn changes": changes, "notified": notified, "global": h.rate_limits.counted_global - counted_before}
    )


async def _attempt(folder: Path, index: int, slash_every: int, pack) -> tuple[Counter, int, int]:
    settings = Settings.model_validate({"discord_token": TOKEN, "database_path": folder / f"bench-{index}.sqlite3"})
    async with Harness.start(make_bot(settings, pack=pack, seeds=Seeds(1_000 + index))) as h:
        table = Table(h)
        await table.open()
        first = len(h.requests)

        def how(step: int, action) -> str:
            return "slash" if slash_every and step % slash_every == slash_every - 1 else "button"

        counted = h.rate_limits.counted_global
        await table.play(lambda state: False, policy_seed=index + 1, limit=2_000, how=how)
        await drain_outbox(h.bot)
        played = h.requests[first:]
        dm_channels = set(h._dm_channels)
        routes = Counter(route_of(r, dm_channels) for r in played if r.route != "GET /users/@me")
        routes.update(_tallies(h, table, counted))
        uploaded = sum(len(f.data) for r in played for f in r.files)
        return routes, len(table.steps), uploaded


async def _hands_game(folder: Path, index: int, slash_every: int, partner: str) -> tuple[Counter, int, int]:
    """One whole game of "...and then, we held hands." by two members (or a member and the bot), its decisions
    counted from the game's log (the bot's own included: each is told in the channel)."""
    settings = Settings.model_validate({"discord_token": TOKEN, "database_path": folder / f"hands-{index}.sqlite3"})
    async with Harness.start(make_bot(settings, seeds=Seeds(2_000 + index))) as h:
        players = ("ana", "ben") if partner == "member" else ("ana", "bot")
        game = HandsTable(h, players=players)
        first = len(h.requests)
        counted = h.rate_limits.counted_global
        await game.start("ben" if partner == "member" else None)

        def how(step: int) -> str:
            return "slash" if slash_every and step % slash_every == slash_every - 1 else "button"

        status = await game.play_to_the_end(how=how, bot_seat=None if partner == "member" else 1)
        played = h.requests[first:]
        routes = Counter(route_of(r, set(h._dm_channels)) for r in played if r.route != "GET /users/@me")
        routes.update(_tallies(h, game, counted))
        uploaded = sum(len(f.data) for r in played for f in r.files)
        games = await h.bot.table.store.games(status.campaign_id)
        decisions = len(await h.bot.table.store.log(games[-1].id))
        return routes, decisions, uploaded


async def _run(
    attempts: int, slash_every: int, game: str = "holding_on", partner: str = "member"
) -> tuple[Counter, int, int]:
    from bot.games.holding_on.content_pack.loader import load_pack

    pack = load_pack()
    total: Counter = Counter()
    decisions = uploaded = 0
    with tempfile.TemporaryDirectory(prefix="bench-discord-") as folder:
        for index in range(attempts):
            if game == "hands":
                routes, count, sent = await _hands_game(Path(folder), index, slash_every, partner)
            else:
                routes, count, sent = await _attempt(Path(folder), index, slash_every, pack)
            total += routes
            decisions += count
            uploaded += sent
    return total, decisions, uploaded


def run(attempts: int = 3, slash_every: int = 5, game: str = "holding_on", partner: str = "member") -> dict:
    routes, decisions, uploaded = asyncio.run(_run(attempts, slash_every, game, partner))
    calls = sum(count for route, count in routes.items() if route not in TALLIES)
    return {
        "game": game,
        "attempts": attempts,
        "decisions": decisions,
        "routes": {route: routes.get(route, 0) / decisions for route in ROUTES},
        "per_decision": calls / decisions,
        "upload_per_decision": uploaded / decisions,
        "turn_changes": routes["turn changes"],
        "notified": routes["notified"],
        "global_per_decision": routes["global"] / decisions,
    }


def main(args) -> int:
    if args.attempts < 1 or args.slash_every < 0:
        print("--attempts must be at least 1 and --slash-every at least 0 (0: buttons only).")
        return 2
    game, partner = getattr(args, "game", "holding_on"), getattr(args, "partner", "member")
    result = run(args.attempts, args.slash_every, game, partner)
    mix = f"every {args.slash_every}th by slash command" if args.slash_every else "buttons only"
    if game == "hands":
        who = "two members" if partner == "member" else "a member and the bot"
        played = f"{result['attempts']} games of ...and then, we held hands., {who}"
    else:
        played = f"{result['attempts']} scenario-1 attempts, 3 players"
    print(f"{played}, {result['decisions']} decisions ({mix})")
    print(f"Discord API calls per applied decision: {result['per_decision']:.2f}")
    print("  by route: " + ", ".join(f"{route} {share:.2f}" for route, share in result["routes"].items() if share))
    print(f"upload per decision: {result['upload_per_decision'] / 1024:.1f} KB")
    changes, notified = result["turn_changes"], result["notified"]
    share = f"{100 * notified / changes:.0f}%" if changes else "-"
    print(f"turn changes that notified the member now waited for: {notified} of {changes} ({share})")
    limited = result["global_per_decision"]
    print(f"requests per decision against Discord's global limit (50/s per bot token): {limited:.2f}")
    return 0
