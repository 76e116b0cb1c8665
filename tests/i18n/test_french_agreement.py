"""French agrees with the staff member a sentence names (TERMS.fr.md): the Assistants are masculine
("Assistant 1 est affecté", "surmené", "il"), the Nurses feminine ("Zoé est affectée", "elle")."""

from __future__ import annotations

import pytest

from bot.content_pack import load_pack
from bot.engine import Event
from bot.engine.errors import Words
from bot.render.narrate import channel_lines
from bot.render.sayings import say

PACK = load_pack(language="fr")


def _told(kind: str, **data: object) -> str:
    (line,) = channel_lines([Event(kind, "channel", None, data)], PACK, 1, "fr")
    return line


@pytest.mark.parametrize(
    ("staff", "name", "assigned", "overstressed"),
    [
        ("a1", "Assistant 1", "Assistant 1 est affecté.", "Assistant 1 est surmené"),
        ("o2", "On-Call 2", "Sur appel 2 est affecté.", "Sur appel 2 est surmené"),
        ("n0", "Zoé", "Zoé est affectée.", "Zoé est surmenée"),
    ],
)
def test_the_narration_agrees_with_the_staff_member(staff, name, assigned, overstressed):
    assert _told("staff_placed", staff=staff, name=name, how="assign") == assigned
    assert _told("overstressed", staff=staff, name=name).startswith(overstressed)


def test_a_refusal_agrees_with_the_staff_member_it_names():
    def refusal(key: str, staff: str, name: str) -> str:
        return say("fr", Words(key, {"name": Words("staff-name", {"id": staff, "name": name})}))

    assert refusal("why-overstressed", "a2", "Assistant 2").startswith("Assistant 2 est surmené et")
    assert ", il ne peut donc pas" in refusal("why-cannot-cover", "a1", "Assistant 1")
    assert refusal("why-overstressed", "n1", "Zoé").startswith("Zoé est surmenée et")
    assert ", elle ne peut donc pas" in refusal("why-cannot-cover", "n1", "Zoé")
