"""`python -m bot` and its subcommands.

Each subcommand lives in its own module and is imported only when used, so
`python -m bot content check` never loads discord.py and the engine's
benchmarks never touch the store.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from typing import NoReturn

from bot.games import shelf


class _Parser(argparse.ArgumentParser):
    """argparse, but a wrong flag is one line (what to change) and status 2, not a usage screen."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m bot", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="run the Discord bot (the default)")

    content = sub.add_parser("content", help="work with a content pack")
    content_sub = content.add_subparsers(dest="content_command", required=True)
    check = content_sub.add_parser("check", help="validate a content pack, reporting every error")
    check.add_argument("path", nargs="?", default=None, help="pack folder (default: every game's shipped pack)")
    stats = content_sub.add_parser("stats", help="what a pack's story gives a group to read, over simulated campaigns")
    stats.add_argument("path", nargs="?", default=None, help="pack folder (default: the shipped pack)")
    stats.add_argument("--campaigns", type=int, default=200, help="campaigns to simulate (default 200)")
    stats.add_argument("--seed", type=int, default=35)

    simulate = sub.add_parser("simulate", help="play whole scenarios with a policy and report")
    simulate.add_argument("--game", choices=shelf.names(), default=shelf.default_game())
    simulate.add_argument(
        "--difficulty",
        choices=["normal", "challenging", "difficult", "impossible"],
        default="normal",
        help="a game with difficulties (see --game)",
    )
    simulate.add_argument("--scenario", type=int, default=1)
    simulate.add_argument("--games", type=int, default=1000)
    simulate.add_argument(
        "--policy",
        choices=["random", "baseline", "standin", "partner"],
        default="baseline",
        help="a game's own policies: standin (the campaign's stand-in), partner (the bot partner)",
    )
    simulate.add_argument(
        "--teammate",
        choices=["partner", "baseline", "noisy"],
        default=None,
        help="a two-player game: who plays the second seat beside the policy (default: the policy in both)",
    )
    simulate.add_argument("--players", type=int, choices=[2, 3, 4], default=3)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--content", default=None, help="pack folder (default: the shipped pack)")
    simulate.add_argument(
        "--no-campaign-flags",
        action="store_true",
        help="start cold, without the flags every win of scenarios 1..N-1 carries",
    )
    simulate.add_argument(
        "--choices",
        action="store_true",
        help="measure what each choice of the campaign costs now and pays later (issue 35; --games per win rate)",
    )
    simulate.add_argument(
        "--flags",
        default="",
        help="choices a campaign made earlier, comma-separated (e.g. rang_col,told_francis): carried in as well",
    )

    database_help = "a postgresql:// URL or a SQLite file (default: DATABASE_URL, else DATABASE_PATH)"
    migrate = sub.add_parser("migrate", help="create or upgrade the database's tables (the bot also does at start)")
    migrate.add_argument("--database", default=None, help=database_help)
    export_all = sub.add_parser("export-all", help="write every campaign to a folder, one file per campaign")
    export_all.add_argument("folder")
    export_all.add_argument("--database", default=None, help=database_help)
    import_all = sub.add_parser("import-all", help="read every campaign file of a folder into the database")
    import_all.add_argument("folder")
    import_all.add_argument("--database", default=None, help=database_help)
    import_all.add_argument("--replace", action="store_true", help="replace campaigns already in those channels")

    bench = sub.add_parser("bench", help="benchmarks")
    bench_sub = bench.add_subparsers(dest="bench_command", required=True)
    table = bench_sub.add_parser("table", help="random decisions through table.act on SQLite or PostgreSQL")
    table.add_argument("--campaigns", type=int, default=1000)
    table.add_argument("--rate", default="500", help="decisions per second offered, or 'max'")
    table.add_argument("--seconds", type=float, default=15.0)
    table.add_argument("--store", choices=["sqlite", "postgres"], default="sqlite")
    table.add_argument("--processes", type=int, default=1, help="bot processes sharing the database (postgres)")
    table.add_argument(
        "--database",
        default=None,
        help="postgres: a server URL to create the bench database on (default: BENCH_DATABASE_URL, else a "
        "throwaway server)",
    )
    bench_sub.add_parser("render", help="time the board and memory pictures")
    startup = bench_sub.add_parser("startup", help="open a store holding many campaigns, as the bot starts")
    startup.add_argument("--campaigns", type=int, default=10_000)
    discord_bench = bench_sub.add_parser("discord", help="Discord API calls per decision (needs a checkout)")
    discord_bench.add_argument("--attempts", type=int, default=3, help="whole scenario-1 attempts to play")
    discord_bench.add_argument("--slash-every", type=int, default=5, help="every Nth decision by slash command")
    discord_bench.add_argument("--game", choices=shelf.names(), default=shelf.default_game())
    discord_bench.add_argument(
        "--partner",
        choices=["member", "bot"],
        default="member",
        help="a two-player game: the second player is a member or the bot",
    )

    from bot.terminal.flags import add_local, help_language

    add_local(sub, help_language(sys.argv[1:] if argv is None else argv))

    invite = sub.add_parser("invite", help="print the link that puts the bot on a server, with its permissions")
    invite.add_argument(
        "--client-id", type=_snowflake, default=None, help="the application's id (default: read from the token)"
    )
    invite.add_argument("--no-nights", action="store_true", help="leave out the campaign nights' permissions")
    invite.add_argument("--stage", action="store_true", help="add the permissions a night in a stage channel needs")

    render = sub.add_parser("render", help="draw a campaign's board or memories as a PNG picture")
    render.add_argument("picture", choices=["board", "memories"])
    render.add_argument("--db", required=True, help="the SQLite file holding the campaign")
    render.add_argument(
        "--channel", default=None, help="a Discord campaign's channel id (default: 1, a terminal table's file)"
    )
    render.add_argument("--out", required=True, help="the PNG file to write")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = parser(argv).parse_args(argv)
    command = args.command or "run"
    if command == "run":
        from bot.app.run import main as run

        return run()
    if command == "content" and args.content_command == "stats":
        return _tool("content_stats")(args)
    if command == "content":
        return _check_content(args.path)
    if command == "simulate":  # the campaign choices' trade-offs, or a game's own simulation
        tool = "choices" if args.choices else shelf.entry(args.game).simulate
        if tool is None:
            sys.exit(f"python -m bot: {args.game} has no simulation")
        return _tool(tool)(args)
    if command in ("migrate", "export-all", "import-all"):
        from bot.database_cli import main as database_command

        return database_command(args)
    if command == "bench":
        return _tool(f"bench_{args.bench_command}")(args)
    if command == "local":
        from bot.terminal.cli import main as local

        return local(args)
    if command == "invite":
        from bot.invite import main as invite

        return invite(args)
    if command == "render":
        from bot.terminal.pictures import main as render

        return render(args)
    raise AssertionError(f"unhandled command {command}")


def _check_content(path: str | None) -> int:
    """`content check`: every game's shipped pack, or the folder given, checked by the game whose content it is
    (the shelf's default game when no other game claims it)."""
    checks = [(game, game.check) for game in shelf.shelved() if game.check is not None]
    if path is None:
        return max(int(game.load(check)(None)) for game, check in checks)
    owner = next(((g, c) for g, c in checks if g.claims is not None and g.load(g.claims)(path)), checks[0])
    return int(owner[0].load(owner[1])(path))


def _snowflake(text: str) -> int:
    """A Discord id as typed on the command line: digits only, as the Developer Portal shows it."""
    if not text.isdigit() or not 0 < int(text) < 2**64:
        raise argparse.ArgumentTypeError(f"{text!r} is not an application id: give the digits the Portal shows")
    return int(text)


def _tool(name: str) -> Callable[[argparse.Namespace], int]:
    """A development tool's `main` (tools/ ships with the checkout, not with the installed bot)."""
    try:
        module = importlib.import_module(f"tools.{name}")
    except ModuleNotFoundError as missing:
        if missing.name not in ("tools", f"tools.{name}"):
            raise
        sys.exit(
            f"python -m bot: {name.replace('_', ' ')} is a development tool; run it from a checkout of the repository"
        )
    main: Callable[[argparse.Namespace], int] = module.main
    return main


if __name__ == "__main__":
    sys.exit(main())
