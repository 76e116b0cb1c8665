"""`python -m tests.fuzz --commands 10000 --seed 1`: fuzz the Discord layer and report (see tests/fuzz/__init__.py)."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time

from tests.fuzz.session import Fuzzer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=1000, help="interactions to send (default 1000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tracebacks", action="store_true", help="print each defect's first traceback")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    parser.add_argument("--trace", action="store_true", help="print every input and the first answer to it")
    args = parser.parse_args(argv)
    if args.commands < 1:
        parser.error("--commands must be at least 1")

    from tests.cogs.conftest import shipped_pack

    started = time.perf_counter()
    progress = None if args.quiet else (lambda line: print(line, file=sys.stderr, flush=True))
    fuzzer = Fuzzer(args.seed, args.commands, pack=shipped_pack(), log=progress)
    if args.trace:
        fuzzer.trace = lambda line: print(line, file=sys.stderr, flush=True)
    findings = asyncio.run(fuzzer.run())
    for line in findings.lines(tracebacks=args.tracebacks):
        print(line)
    print(f"({time.perf_counter() - started:.1f} s)")
    return 0 if findings.clean else 1


if __name__ == "__main__":
    sys.exit(main())
