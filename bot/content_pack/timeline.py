"""Placeholder until the timeline check lands."""

from __future__ import annotations

from pathlib import Path

from bot.content_pack.draft import Draft
from bot.content_pack.problems import PackProblem


def check(root: Path, draft: Draft) -> list[PackProblem]:
    return []
