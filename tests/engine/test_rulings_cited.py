"""Rules findable by ruling id: every ruling `/rules` explains is cited in the engine where it is applied,
and the engine's rule files are named after the headings of RULINGS.md."""

from __future__ import annotations

import re
from pathlib import Path

from bot.games.holding_on.render.rules_text import TOPICS

ENGINE = Path(__file__).resolve().parents[2] / "bot" / "games" / "holding_on" / "engine"
DIGITAL_TABLE = {"D1", "D2", "D3", "D4"}  # RULINGS.md, Digital table: what the bot does instead of the cardboard
# RULINGS.md heading -> the engine file that applies its rulings, and the rulings it holds
RULE_FILES = {
    "condition.py": {"R1", "R2"},  # Billy's condition
    "staffing.py": {"R3", "R4", "R5", "R7", "R8"},  # Staff and shifts (R6, the Night bonus, is a token: care.py)
    "care.py": {"R6", "R9", "R10", "R11", "R12", "R23"},  # Care
    "memories.py": {"R13", "R14", "R15", "R16"},  # Memories
    "event_cards.py": {"R24", "R25", "R26"},  # Events
    "focus_and_calling.py": {"R17", "R18"},  # Scenario 2 and beyond: R17 Focus, R18 Calling
    "players.py": {"R19", "R20", "R21"},  # Player counts
    "setup.py": {"R28"},  # Scenario start and end
}


def cited(text: str) -> set[str]:
    return set(re.findall(r"\b[RD]\d+\b", text))


def test_every_ruling_is_cited_in_the_engine():
    engine = cited("\n".join(path.read_text(encoding="utf-8") for path in ENGINE.glob("*.py")))
    rulings = {topic.ruling for topic in TOPICS} | DIGITAL_TABLE
    assert len(rulings) == 33
    assert rulings - engine == set()


def test_each_rule_file_cites_the_rulings_of_its_heading():
    missing = {
        name: sorted(rulings - cited((ENGINE / name).read_text(encoding="utf-8")))
        for name, rulings in RULE_FILES.items()
    }
    assert {name: ids for name, ids in missing.items() if ids} == {}


def test_the_rulings_rules_points_to_ship_in_the_clone():
    """Issue 36: `/rules` names docs/RULINGS.md and `/hands rules` docs/HANDS.md, and each holds every ruling
    its summaries cite (a clone has no design notes beside it)."""
    from bot.games.hands.render.rules_text import RULINGS as HANDS_RULINGS
    from bot.games.hands.render.rules_text import rules_list
    from bot.i18n import t

    docs = ENGINE.parents[3] / "docs"
    written = cited((docs / "RULINGS.md").read_text(encoding="utf-8"))
    assert {topic.ruling for topic in TOPICS} | DIGITAL_TABLE <= written
    hands = set(re.findall(r"\*\*(H\d+)\b", (docs / "HANDS.md").read_text(encoding="utf-8")))
    assert set(HANDS_RULINGS) <= hands and len(hands) == 20
    for language in ("en", "de", "fr"):
        assert "docs/RULINGS.md" in t(language, "rules-pick", topics="…")
        assert "docs/HANDS.md" in rules_list(language)
