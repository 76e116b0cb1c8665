"""French and German agree with the staff member a sentence names (issue 25): the Assistants as the edition
names them ("Assistant 1 est affecté"), each Nurse as her player chose at join (feminine, masculine, or neutral:
a wording without agreement, the default); French elides before a vowel ("qu’Ana", "d’Ana") in the catalogue."""

from __future__ import annotations

import re

import pytest

from bot.games.errors import Words
from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.engine import Event
from bot.games.holding_on.face import FACE
from bot.games.holding_on.render.narrate import channel_lines
from bot.i18n import Named, t
from bot.render import sayings


def say(locale: str, value: object, public: dict | None = None) -> str:
    """Said as Holding On's face says it (names with the gender their sentence agrees with)."""
    return sayings.say(locale, value, public, FACE)


PACK = load_pack(language="fr")
# A table where Zoé plays a woman, Yves a man and Cy chose no agreement (the public view says it per seat).
PUBLIC = {"seats": ["Zoé", "Yves", "Cy"], "genders": ["f", "m", "n"], "staff": []}


def _told(kind: str, locale: str = "fr", **data: object) -> str:
    (line,) = channel_lines([Event(kind, "channel", None, data)], PACK, 1, locale, public=PUBLIC)
    return line


@pytest.mark.parametrize(
    ("staff", "name", "assigned", "overstressed"),
    [
        ("a1", "Assistant 1", "Assistant 1 est affecté.", "Assistant 1 est surmené"),
        ("o2", "On-Call 2", "Assistant sur appel 2 est affecté.", "Assistant sur appel 2 est surmené"),
        ("n0", "Zoé", "Zoé est affectée.", "Zoé est surmenée"),
        ("n1", "Yves", "Yves est affecté.", "Yves est surmené"),
        ("n2", "Cy", "Cy prend une place sur la carte.", "Cy est en surmenage"),
    ],
)
def test_the_narration_agrees_with_the_staff_member_as_her_player_chose(staff, name, assigned, overstressed):
    assert _told("staff_placed", staff=staff, name=name, how="assign") == assigned
    assert _told("overstressed", staff=staff, name=name).startswith(overstressed)


@pytest.mark.parametrize(
    ("name", "french", "german"),
    [
        ("Zoé", "Zoé est la première Responsable d’équipe.", "Zoé ist die erste Schichtleiterin."),
        ("Yves", "Yves est le premier Responsable d’équipe.", "Yves ist der erste Schichtleiter."),
        ("Cy", "C’est Cy qui commence comme Responsable d’équipe.", "Die erste Schichtleitung übernimmt Cy."),
    ],
)
def test_the_first_shift_manager_is_named_as_her_player_chose(name, french, german):
    assert _told("shift_manager_drawn", name=name) == french
    assert _told("shift_manager_drawn", locale="de", name=name) == german


def test_german_says_the_shift_manager_of_the_day_in_her_own_words():
    said = {name: _told("day_started", locale="de", day=2, name=name).split("\n")[1] for name in PUBLIC["seats"]}
    assert said == {
        "Zoé": "Zoé ist heute Schichtleiterin.",
        "Yves": "Yves ist heute Schichtleiter.",
        "Cy": "Cy hat heute die Schichtleitung.",
    }


def test_a_refusal_agrees_with_the_staff_member_it_names():
    def refusal(key: str, staff: str, name: str) -> str:
        return say("fr", Words(key, {"name": Words("staff-name", {"id": staff, "name": name})}), PUBLIC)

    assert refusal("why-overstressed", "a2", "Assistant 2").startswith("Assistant 2 est surmené et")
    assert refusal("why-overstressed", "n0", "Zoé").startswith("Zoé est surmenée et")
    assert refusal("why-overstressed", "n1", "Yves").startswith("Yves est surmené et")
    assert refusal("why-overstressed", "n2", "Cy").startswith("Cy est en surmenage et")
    role = Words("role", {"name": "Zoé", "manager": "yes"})
    german = say("de", Words("why-only-may", {"who": role, "phrase": Words("phrase-reveal")}), PUBLIC)
    assert german == "Nur Zoé (Schichtleiterin) darf jetzt die Patientenkarte aufdecken"


@pytest.mark.parametrize(
    ("name", "who"),
    [("Ana", "C’est à Ana de révéler"), ("Ben", "C’est à Ben de révéler")],
)
def test_only_one_seat_may_decide_is_said_without_a_gender(name, who):
    role = Words("role", {"name": name, "manager": "no"})
    said = say("fr", Words("why-only-may", {"who": role, "phrase": Words("phrase-reveal")}))
    assert said == f"{who} la Carte Patient maintenant"


def test_french_elides_before_a_vowel_in_the_catalogue():
    assert say("fr", Words("why-only-may", {"who": "Ben", "phrase": Words("phrase-inquire")})) == (
        "C’est à Ben d’enquêter maintenant"
    )
    tokens = {name: t("fr", "why-only-her-tokens", who="Cy", name=Named(name)) for name in ("Ana", "Ben", "Hélène")}
    assert "Jetons de soin d’Ana sur" in tokens["Ana"]
    assert "Jetons de soin de Ben sur" in tokens["Ben"]
    assert "Jetons de soin d’Hélène sur" in tokens["Hélène"]
    assert t("fr", "term-voice-call", name="Ana").count("le temps qu’Ana lise")  # issue 33: no "que Ana"
    assert t("fr", "term-voice-call", name="Ben").count("le temps que Ben lise")
    assert t("fr", "term-help-who-seat", name="Ana").endswith("jouée par Ana.")  # no "celle de Ana"


# A player is a Discord user whose gender the bot does not know: French and German never name one in the
# feminine alone (a Nurse's words follow the gender her player chose; the person playing her is not named so).
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


def test_one_name_said_in_two_genders_is_said_twice_not_taken_from_the_cache():
    """t() caches formatted messages; a name's gender is part of its key, so Ana (f) after Ana (m) is hers."""
    said = [t("fr", "help-role", name=Named("Ana", gender), manager="no") for gender in ("m", "f", "n", "m")]
    assert said == ["l’Infirmier Ana", "l’Infirmière Ana", "Ana, de l’équipe soignante", "l’Infirmier Ana"]
