"""`python -m bot content stats [PATH]`: what a pack's story gives a group to read (issue 35).

Per scenario: how many tellings its loss has (read in turn, one per attempt), the lines its loss's slots can
hold, and its outcome's variants. Then whole campaigns simulated (tools/campaigns.py): the loss texts a group
reads, how many of them it reads again word for word, and which memory the last outcome says Billy kept.
"""

from __future__ import annotations

import argparse

from bot.games.holding_on.engine import ContentPack
from tools.campaigns import measure
from tools.simulate import load_content


def scenario_lines(pack: ContentPack) -> list[str]:
    lines = ["| scenario | loss tellings | loss lines for its slots | outcome variants |", "| --- | --- | --- | --- |"]
    for chapter in pack.scenarios:
        fills = sum(1 for v in chapter.variants if v.part == "loss" and v.fills)
        outcome = sum(1 for v in chapter.variants if v.part == "outcome")
        lines.append(f"| {chapter.number} {chapter.title} | {chapter.turns('loss')} | {fills} | {outcome} |")
    return lines


def main(args: argparse.Namespace) -> int:
    pack = load_content(args.path)
    print("\n".join(scenario_lines(pack)))
    print()
    print("\n".join(measure(pack, args.campaigns, args.seed).lines()))
    return 0
