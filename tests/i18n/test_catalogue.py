"""The catalogue (bot/i18n): every message in English, German and French, with the same variables, and no
English game term left in a German or French message (TERMS.de.md, TERMS.fr.md)."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from bot.i18n import LOCALES, TranslationError, catalogue, join_list, locale_of, read_sources, t
from tests.i18n.sources import parsed


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.messages.add(node.id.name)  # its variables come from this message's caller too

    def visit_TermReference(self, node: ast.TermReference) -> None:
        return  # a term's own arguments are named in the term's language, not the message's


def _messages(locale: str) -> dict[str, tuple[set[str], set[str]]]:
    """id -> (variables, attribute names) of every message in `locale`."""
    out, refs = {}, {}
    for name, text in read_sources(locale).items():
        resource = parsed(text)
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{locale}/{name} does not parse: {junk[0].content[:120]!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in out, f"{locale}: {entry.id.name} twice"
                found = _Variables()
                found.visit(entry)
                out[entry.id.name] = (found.names, {a.id.name for a in entry.attributes})
                refs[entry.id.name] = found.messages
    for msg_id in out:  # a referenced message's variables, transitively
        seen, todo = set(), list(refs[msg_id])
        while todo:
            ref = todo.pop()
            if ref not in seen and ref in out:
                seen.add(ref)
                out[msg_id][0].update(out[ref][0])
                todo += refs[ref]
    return out


def test_every_message_is_in_every_language_with_the_same_variables():
    english = _messages("en")
    assert len(english) > 60
    for locale in LOCALES[1:]:
        other = _messages(locale)
        assert sorted(set(english) - set(other)) == [], f"missing in {locale}"
        assert sorted(set(other) - set(english)) == [], f"only in {locale}"
        for msg_id, (names, attributes) in english.items():
            assert other[msg_id][1] == attributes, f"{locale}: {msg_id} has other attributes"
            # A translation may leave out a variable English needs only for its grammar, never add one.
            extra = other[msg_id][0] - names
            assert not extra, f"{locale}: {msg_id} uses {extra}, which English does not give"


def _sample_renders(locale: str):
    book = catalogue(locale)
    for msg_id, (names, attributes) in _messages(locale).items():
        for value in (0, 1, 2, 5, "x"):
            args = dict.fromkeys(names, value)
            for attribute in ["", *sorted(attributes)]:
                key = f"{msg_id}.{attribute}" if attribute else msg_id
                if not book.has(key) or (attribute == "" and book.bundle.get_message(msg_id).value is None):
                    continue
                yield key, book.format(key, args)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_renders_without_a_leftover_placeholder(locale):
    count = 0
    for key, text in _sample_renders(locale):
        count += 1
        assert "{" not in text and "}" not in text, f"{locale}: {key} left a placeholder: {text!r}"
        assert "\u2068" not in text, f"{locale}: {key} has isolation marks"
        assert text.strip(), f"{locale}: {key} says nothing"
    assert count > 200


# English game terms that must not appear in a German or French message (their edition's word is used instead).
ENGLISH_TERMS = (
    "Care Token",
    "Shift Manager",
    "Patient Card",
    "Partial Memory",
    "Clear Memory",
    "break room",
    "On Leave",
    "Hospital Warning",
    "Contact Tile",
    "timeline",
    "overstressed",
    "Nurse",
)


@pytest.mark.parametrize("locale", LOCALES[1:])
def test_no_english_game_term_is_left_in_german_or_french(locale):
    for key, said in _sample_renders(locale):
        text = re.sub(r"\b[a-z]+:(<[^>]*>|N\b)", "", said)  # an option typed at the terminal (nurse:<who>) is code
        for term in ENGLISH_TERMS:
            assert not re.search(rf"\b{term}\b", text, re.IGNORECASE), f"{locale}: {key} says {term!r}: {text!r}"


def test_french_typography_non_breaking_space_before_high_punctuation():
    for key, text in _sample_renders("fr"):
        plain = re.sub(r"`[^`]*`|<[^>]*>|https?://\S+|\d+:\d+", "", text)
        assert not re.search(r" [:;!?»]|« ", plain), f"fr: {key} needs a non-breaking space: {text!r}"


def test_plurals_follow_cldr_and_german_cases_come_from_terms():
    assert t("en", "ev-staffing_ended", missing=1) == "The shift goes 1 short."
    assert t("de", "ev-staffing_ended", missing=1) == "Der Schicht fehlt 1 Person."
    assert t("de", "ev-staffing_ended", missing=3) == "Der Schicht fehlen 3 Personen."
    # French: 0 and 1 are singular (CLDR "one"), unlike English.
    assert t("fr", "ev-tokens_committed", name="Ana", count=0).endswith("0 jeton sur la carte.")
    assert t("fr", "ev-tokens_committed", name="Ana", count=2).endswith("2 jetons sur la carte.")
    # A German term declined by the message that uses it: accusative "eine … vage Erinnerung", dative plural.
    assert t("de", "ev-stress_cost_paid", name="Ana", gave="partial") == "Ana gibt eine zufällige vage Erinnerung ab."
    assert "Versorgungsmarkern" in t("de", "ev-medical_resolved", placed=2)


def test_lists_and_locales():
    assert join_list("de", ["a", "b", "c"]) == "a, b und c"
    assert join_list("fr", ["a", "b"], last="or") == "a ou b"
    assert [locale_of(code) for code in ("de", "fr", "en-US", "en-GB", "pt-BR", None)] == [
        "de",
        "fr",
        "en",
        "en",
        "en",
        "en",
    ]


def test_a_missing_variable_or_message_raises_instead_of_printing_braces():
    with pytest.raises(TranslationError):
        t("de", "ev-day_started", day=1)  # no name
    with pytest.raises(TranslationError):
        t("fr", "no-such-message")


@pytest.mark.parametrize("locale", LOCALES)
def test_a_pasted_word_of_any_length_is_said_and_kept_out_of_the_cache(locale):
    """Fluent refuses a placeable over 2,500 characters; a player may paste more than that into an option."""
    from bot.i18n import _formatted

    cached = _formatted.cache_info().currsize
    text = t(locale, "term-unknown-command", command="x" * 10_000)
    assert "x" * 1_900 in text and "x" * 2_001 not in text and "…" in text
    inside_a_select = t(locale, "role", manager="yes", name="x" * 3_000)  # the variant's words share the placeable
    assert "x" * 1_900 in inside_a_select
    whole = t(locale, "term-unknown-command", command="q" * 300)  # a long word under the limit: said whole
    assert "q" * 300 in whole and "…" not in whole
    assert _formatted.cache_info().currsize == cached


def _text_elements(locale: str):
    """(message id, text) of every literal piece of every message and attribute in `locale`."""
    for text in read_sources(locale).values():
        for entry in parsed(text).body:
            if isinstance(entry, ast.Message | ast.Term):
                for element in _TextElements.of(entry):
                    yield entry.id.name, element


class _TextElements(Visitor):
    def __init__(self) -> None:
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.found.append(node.value)

    @classmethod
    def of(cls, entry: ast.Message | ast.Term) -> list[str]:
        visitor = cls()
        visitor.visit(entry)
        return visitor.found


@pytest.mark.parametrize("locale", LOCALES[1:])
def test_a_command_is_named_through_the_command_catalogue_never_spelled_in_english(locale: str):
    """A German or French message names a command as `/{ cmd-… }` and an option as `{ opt-… }:` (the names Discord
    shows in that language, which the terminal reads too): one spelled out in English ("/campaign start",
    "staff:<who>" at a German terminal) is what a reader of the language would not type, and one spelled out in
    the language drifts when commands.ftl is changed."""
    english, own = _command_surface("en"), _command_surface(locale)
    commands = sorted(english[0] | own[0])
    options = sorted(english[1] - own[1])  # an option named alike in both ("options") is not English
    spelled = re.compile(r"(?<![\w/<])/(" + "|".join(commands) + r")\b|(?<![\w-])(" + "|".join(options) + r"):")
    typed = re.compile(r"\b(" + "|".join(sorted(english[0] - own[0])) + r")\b")  # "(inquire 3)", "rules inquire"
    value = re.compile(r":(true|false)\b")  # the terminal shows and reads "an"/"aus", "oui"/"non"
    found = [
        (msg_id, text)
        for msg_id, text in _text_elements(locale)
        if spelled.search(text) or typed.search(text) or value.search(text)
    ]
    assert found == []


def _command_surface(locale: str) -> tuple[set[str], set[str]]:
    """Every command's first word and every option's name (Discord's and the terminal's own) in `locale`."""
    commands, options = set(), set()
    for text in read_sources(locale).values():
        for entry in parsed(text).body:
            if isinstance(entry, ast.Message) and entry.id.name.startswith(("cmd-", "opt-", "term-opt-")):
                value = t(locale, entry.id.name)
                if entry.id.name.startswith("cmd-") and entry.id.name.count("-") == 1:
                    commands.add(re.escape(value))
                elif entry.id.name.startswith(("opt-", "term-opt-")):
                    options.add(re.escape(value))
    if locale == "en":  # the terminal's own names for options Discord names otherwise ("member", Discord's "user")
        from bot.terminal.holding_on.grammar import OPTIONS

        options |= {re.escape(option) for names in OPTIONS.values() for option in names}
    return commands, options
