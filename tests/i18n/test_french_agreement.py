"""French agrees with the staff member a sentence names (TERMS.fr.md): the Assistants are masculine
("Assistant 1 est affecté", "surmené", "il"), the Nurses feminine ("Zoé est affectée", "elle")."""

from __future__ import annotations

import re

import pytest

from bot.games.errors import Words
from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.engine import Event
from bot.games.holding_on.render.narrate import channel_lines
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


# A player is a Discord user whose gender the bot does not know: French and German never name one in the
# feminine alone (a Nurse is feminine by the edition's term; the person playing her is not).
PLAYER_FEMININE = {
    "fr": (r"\bjoueuses?\b", r"\bvous seule\b", r"\best seule\b", r"\bseule \{", r"\bune absente\b"),
    "de": (r"\bspielerin(nen)?\b", r"\bjede für sich\b"),
}


@pytest.mark.parametrize("locale", sorted(PLAYER_FEMININE))
def test_a_player_is_never_named_in_the_feminine_alone(locale):
    from bot.i18n import read_sources

    for name, text in read_sources(locale).items():
        for number, line in enumerate(text.splitlines(), 1):
            lowered = line.lower().replace("la joueuse ou le joueur", "")
            for word in PLAYER_FEMININE[locale]:
                assert not re.search(word, lowered), (
                    f"{locale}/{name}:{number} names a player in the feminine: {line!r}"
                )


def test_only_one_seat_may_decide_is_said_without_a_gender():
    who = Words("role", {"name": "Ben", "manager": "no"})
    said = say("fr", Words("why-only-may", {"who": who, "phrase": Words("phrase-reveal")}))
    assert said == "Personne d’autre que Ben ne peut révéler la Carte Patient maintenant"
