"""Every kind of refusal, said in English, German and French (issue 16).

Random games (seeded) are tried with wrong-seat, wrong-staff, wrong-count and out-of-turn decisions; each
RuleError is said from its data in every language: no missing key or variable (raises), no leftover
placeholder, within an ephemeral reply's 2000 characters, and the English says exactly RuleError.message.
"""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

import pytest

from bot.games.errors import Words
from bot.games.holding_on.content_pack.loader import load_pack
from bot.games.holding_on.engine import Action, Options, RuleError, apply, legal_actions, new_game, public_view
from bot.games.holding_on.engine.moves import MOVES
from bot.games.holding_on.face import FACE
from bot.i18n import LOCALES, catalogue, t
from bot.render.sayings import say
from bot.table.reply import Refused

EPHEMERAL_MAX = 2000


def _wrong(state, open_now: list[Action], chooser: random.Random) -> list[Action]:
    """Decisions a player might try now: another seat's, another staff member's, another count, timeline, player
    or choice, another kind."""
    seats = range(len(state.seats))
    staff = [*state.staff, "nobody"]
    tries = [a.with_seat(s) for a in open_now[:6] for s in seats]
    tries += [a._replace(staff=s) for a in open_now[:4] if a.staff for s in chooser.sample(staff, 3)]
    tries += [a._replace(count=n) for a in open_now[:4] if a.count is not None for n in (0, 3, 9)]
    tries += [a._replace(timeline=n) for a in open_now[:4] if a.timeline is not None for n in (1, 5)]
    tries += [a._replace(target=n) for a in open_now[:3] if a.target is not None for n in (*seats, 7)]
    tries += [
        Action(kind, chooser.choice(seats), staff=chooser.choice(staff)) for kind in chooser.sample(tuple(MOVES), 4)
    ]
    legal = set(open_now)
    return [a for a in tries if a not in legal]


def _refusals():
    pack = load_pack()
    for seed in range(2):
        for scenario in (1, 2, 3, 5, 6):
            state = new_game(pack, scenario, ["Ana", "Ben", "Cy", "Dee"][: 2 + (seed + scenario) % 3], seed, Options())
            chooser = random.Random(seed * 10 + scenario)
            for step in range(400):
                if state.result is not None:
                    break
                open_now = legal_actions(state)
                if step % 3 == 0:
                    for action in _wrong(state, open_now, chooser):
                        try:
                            apply(state, action, legal=open_now)
                        except RuleError as error:
                            yield error, public_view(state)
                state = apply(state, chooser.choice(open_now)).state
            for action in (Action("reveal", 0), Action("assign", 1, staff="a1")):
                try:  # the attempt is over (or the game still runs): both are refusals with data
                    apply(state, action)
                except RuleError as error:
                    yield error, public_view(state)


@pytest.fixture(scope="module")
def refusals():
    """A few of each shape (the sentence and its reason's kind): thousands say the same things."""
    kept, shapes = [], {}
    for error, public in [*_refusals(), *_rare_refusals()]:
        why = error.data.get("why", error.data.get("when"))  # the reason, or why not now
        shape = (error.key, why.key if isinstance(why, Words) else None)
        shapes[shape] = shapes.get(shape, 0) + 1
        if shapes[shape] <= 25:
            kept.append((error, public))
    return kept


def _refused(state, action: Action):
    try:
        apply(state, action)
    except RuleError as error:
        return error, public_view(state)
    raise AssertionError(f"{action} was accepted")


def _rare_refusals():
    """Reasons random play seldom meets, each arranged as the rule tests arrange a board (tests/engine/helpers)."""
    from tests.engine.helpers import act, game, place_in_grid, play_until, reveal, staff

    state = game(3, sm=0)  # R23: Ben holds 6 tokens when Palliative care's token is handed out
    state.staff["n1"].tokens = 6
    staff(state, "p-d05", "n1", "n2", "a1")
    act(state, "care", choice="palliative")
    while state.step == "rewards":
        act(state, "reward", choice="token")
    yield _refused(state, Action("give_token", 1, staff="n1"))
    state = game(3, sm=0)  # R16: an Assistant's Stress is paid from the pool or the board, never a Clear
    state.pool = 1
    state.partial_deck.remove("m5-5")
    state.sm_board_partials = ["m5-5"]
    staff(state, "p-d02", "a1", "n1", "n2")
    play_until(state, lambda s: s.step == "reveal")
    reveal(state, "p-d05")
    act(state, "assign", staff="n0")
    act(state, "assign", staff="a2")
    act(state, "cover", staff="a1")
    yield _refused(state, Action("stress_cost", 0, staff="a1", choice="clear"))
    state = game(3, sm=0)  # R14, R16: Ben (2 Stress) may not Inquire
    place_in_grid(state, "m1-1")
    state.staff["n1"].stress, state.staff["n1"].tokens = 2, 3
    staff(state, "p-s01", "n1", "n2")
    act(state, "care", choice="medical")
    act(state, "resolve")
    yield _refused(state, Action("inquire", 1, staff="n1", timeline=1))
    yield _refused(state, Action("stop_inquiry", 2, staff="n2"))  # R14: nobody is inquiring yet (issue 33)
    state = game(3, sm=0)  # R3: staffing before the reveal; R18: a scenario with no Contact Tile (issue 33)
    yield _refused(state, Action("assign", 0, staff="a1"))
    yield _refused(state, Action("call", 0, staff="n1", contact="sister"))
    state = game(4, sm=0)  # R20: the Shift Manager of four works no shift
    reveal(state, "p-d02")
    yield _refused(state, Action("assign", 0, staff="n0"))
    yield _refused(state, Action("reveal", 0))  # R3: revealed already
    state = game(3, scenario=2, sm=0)  # R18: Cy (2 Stress) makes no call; a contact the scenario does not have
    state.staff["n2"].stress = 2
    reveal(state, "p-d03")
    act(state, "assign", staff="a1")
    yield _refused(state, Action("call", 0, staff="n2", contact="sister"))
    yield _refused(state, Action("call", 0, staff="n0", contact="nobody"))
    state = game(3, scenario=2, sm=0)  # R5, R18: a call before the card is staffed (rarer since the fourth draft)
    reveal(state, "p-d03")
    yield _refused(state, Action("call", 0, staff="n1", contact="sister"))
    state = game(3, sm=0)  # R4: cover while the break room can still fill the card
    reveal(state, "p-d05")
    yield _refused(state, Action("cover", 0, staff="n1"))
    state = game(3, sm=0)  # R14: the inquiries are not closed while Ben's Inquiry is under way
    place_in_grid(state, "m1-1")
    state.staff["n1"].tokens = 3
    staff(state, "p-s01", "n1", "n2")
    act(state, "care", choice="medical")
    act(state, "resolve")
    act(state, "inquire", staff="n1", timeline=1)
    yield _refused(state, Action("close_inquiries", 1))
    yield from _calls()


def _calls():
    """R18 in the shipped scenario 7 (a contact called once, another not yet callable): every Nurse tried with
    every contact while a call is open (R18: once the card is staffed), over seeds until one game has called a
    contact already."""
    pack = load_pack()
    for seed in range(60):
        called = False
        state = new_game(pack, 7, ["Ana", "Ben", "Cy"], seed, Options())
        chooser = random.Random(seed)
        while state.result is None:
            open_now = legal_actions(state)
            if any(action.kind == "call" for action in open_now):
                nurses = [s for s in state.staff if s.startswith("n")]
                for staff_id, contact in itertools.product(nurses, [c.id for c in state.rules.contacts]):
                    action = Action("call", state.shift_manager, staff=staff_id, contact=contact)
                    if action not in open_now:
                        try:
                            apply(state, action, legal=open_now)
                        except RuleError as error:
                            called = called or "why-contact-called" in _keys(Words(error.key, error.data))
                            yield error, public_view(state)
            state = apply(state, chooser.choice(open_now)).state
        if called:
            return


def _keys(value) -> set[str]:
    if isinstance(value, Words):
        return {value.key} | {k for arg in value.args.values() for k in _keys(arg)}
    items = getattr(value, "items", None)
    return {k for item in items for k in _keys(item)} if isinstance(items, tuple) else set()


def test_random_games_reach_every_common_kind_of_refusal(refusals):
    keys = set().union(*(_keys(Words(e.key, e.data)) for e, _ in refusals if e.key))
    assert all(error.key for error, _ in refusals), "a refusal without a catalogue id"
    expected = {"refuse-nobody-now", "refuse-ruled", "refuse-choice", "why-only-may", "why-no-such-staff"}
    expected |= {"where-day", "waiting-pair", "role", "staff-name"}
    assert expected <= keys, sorted(expected - keys)
    assert any(key.startswith("phrase-") for key in keys)  # a kind's phrase, said by its own id
    assert any(key.startswith("when-") for key in keys)  # when it comes, by its own id too


def test_refusals_outside_a_game_have_their_data():
    pack = load_pack()
    for call, key in (
        (lambda: new_game(pack, 1, ["Ana"], 1, Options()), "refuse-seat-count"),
        (lambda: new_game(pack, 99, ["Ana", "Ben"], 1, Options()), "refuse-no-scenario"),
        (lambda: apply(new_game(pack, 1, ["Ana", "Ben"], 1, Options()), "reveal"), "refuse-not-a-decision"),
    ):
        with pytest.raises(RuleError) as raised:
            call()
        assert raised.value.key == key
        assert say("en", Words(key, raised.value.data)) == raised.value.message
        assert "{" not in say("de", Words(key, raised.value.data)) + say("fr", Words(key, raised.value.data))


SAMPLE = {"name": "Ana", "names": "Ana", "who": "Ben", "phrase": "x", "stress": 2, "timeline": 3, "staff": "zed"}
SAMPLE |= {
    "why": "x",
    "options": "y",
    "ruling": "R5",
    "count": 5,
    "scenario": 9,
    "numbers": "1, 2",
    "result": "lost",
    "where": "w",
    "waiting": "z",
}
SAMPLE |= {"stored": "1", "current": "2", "decision": "x", "pack": "p", "nurse": "Ana", "seats": 4, "low": 2, "high": 4}
SAMPLE |= {"languages": "en", "given": "'xx'", "problem": "p", "reason": "seats", "what": "export", "upcoming": 2}
SAMPLE |= {"option": "talker", "command": "care palliative", "players": "Ana, Ben", "contacts": "Jess"}
SAMPLE |= {"gender": "masc", "game": "chess", "here": "hands", "wanted": "holding_on"}
SAMPLE |= {
    "when": "w",
    "most": 3,
    "held": 2,
    "pool": 1,
    "payer": "Ben",
    "contact": "Jess",
    "what": "token",
    "kind": "reveal",
}
SAMPLE |= {"kind": "skipped", "date": "2026-03-29", "time": "02:30", "zone": "Europe/Berlin"}  # a night (issue 28)
SAMPLE |= {"date_day": 29, "date_month": 3, "date_year": "2026", "hour": 2, "minute": "30"}  # its date as text
SAMPLE |= {
    "member": "Dee",
    "seated": "Ana (<@1>)",
    "two": "no",
    "choice": "zed",
}  # a member named by an option without a seat


@pytest.mark.parametrize("locale", LOCALES)
def test_every_refusal_message_renders_in_each_language(locale):
    """The rare reasons too (an Inquiry refused, the Contact Tile taken: R14, R16, R18) and the table's own."""
    ids = [i for i in catalogue("en").ids if i.startswith(("refuse-", "why-", "note-"))]
    assert len(ids) > 25
    for msg_id in ids:
        text = t(locale, msg_id, **SAMPLE, done="x", note="y", attempt=1)
        assert text and "{" not in text, (msg_id, text)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_refusal_of_random_games_is_said_in_each_language(refusals, locale):
    seen = set()
    for error, public in refusals:
        text = say(locale, Words(error.key, error.data), public, FACE)
        if error.choices:
            text += "\n" + t(
                locale, "refuse-you-can", options="; ".join(say(locale, a, public, FACE) for a in error.choices)
            )
        assert text and "{" not in text and "}" not in text and len(text) <= EPHEMERAL_MAX, (error.key, text)
        if locale == "en":
            assert text.split("\n")[0] == error.message
            if error.choices:
                assert text.split("\n", 1)[1] == "You can: " + "; ".join(error.allowed) + "."
        seen.add(text)
    assert len(seen) > 30  # many different sentences, not one fallback


ENGINE = Path(__file__).parents[2] / "bot" / "games" / "holding_on" / "engine"
# Every reason the engine can give: the catalogue ids its refusal modules name (the fallback aside: it is said only
# for an action no command, button or autocomplete can send, and the test below holds random play away from it).
REASONS = {
    key
    for module in ("explain.py", "reasons.py")
    for key in re.findall(r'"(why-[a-z-]+)"', (ENGINE / module).read_text(encoding="utf-8"))
} - {"why-not-open"}
# What a refusal must never say bare: the generic words that named no reason (issue 25), in each language.
BARE = {
    "en": ("not possible", "not open", "That choice"),
    "de": ("nicht möglich", "Diese Wahl", "gehen hier nicht"),
    "fr": ("pas possible", "Ce choix", "Possible :"),
}
ALLOWED_HEAD = {"en": "You can:", "de": "Zur Auswahl:", "fr": "Vous pouvez choisir"}


def _reason_key(error) -> str | None:
    why = error.data.get("why")
    return why.key if isinstance(why, Words) else None


def test_random_play_and_rare_boards_reach_every_reason_the_engine_can_give(refusals):
    reached = {key for error, _ in refusals for key in _keys(Words(error.key, error.data)) if key.startswith("why-")}
    assert REASONS - reached == set(), "a reason no test reaches"
    assert "why-not-open" not in reached, "a bare fallback where the rule has a reason"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_refusal_says_its_reason_once_and_lists_what_is_allowed_once(refusals, locale):
    """Issue 25: the rule's reason (never a bare "not possible"), its ruling, then what is allowed, listed once."""
    for error, public in refusals:
        text = FACE.refusal_text(locale, Refused.rule(error, public), public)
        for bare in BARE[locale]:
            assert bare not in text, (locale, bare, text)
        assert text.count(ALLOWED_HEAD[locale]) <= 1, text
        assert text.count(ALLOWED_HEAD[locale]) == (1 if error.choices else 0), text
        if error.choices:
            listed = text.split(ALLOWED_HEAD[locale], 1)[1]
            options = [say(locale, a, public, FACE) for a in error.choices]
            assert all(listed.count(option) >= 1 for option in options), text
            assert len(set(options)) == len(options), f"an option twice: {text}"
        assert re.search(r"\(R\d+\)", text.split(ALLOWED_HEAD[locale])[0]) or error.key in _NO_RULING, text


_NO_RULING = {"refuse-attempt-over", "refuse-not-a-decision"}


# English words that no German or French table refusal may keep (names typed by players aside).
ENGLISH_WORDS = ("the ", " is ", " not ", " file", "Nurse", "seat ", " cannot ", "There is", "Name someone")


def _table_problems():
    """The refusals made below the renderer: a Nurse's name, the table options, a file to import, a typed name."""
    from bot.games.holding_on.commands import seat_of, staff_id
    from bot.games.holding_on.game import HOLDING_ON
    from bot.games.holding_on.options import options_problem
    from bot.games.interface import Hosted
    from bot.names import seat_name_problem
    from bot.table.export import ImportRefused, parse_document

    problems = [seat_name_problem(n, ["Ana"]) for n in ("", "<@1> x", "Assistant 1", "ana")]
    problems += [options_problem(o) for o in ([], {"colour": 1}, {"images": "yes"})]
    problems.append(options_problem({"images": True}, complete=True))
    for text in (b"\xff", b"[1", b'{"format": "holding-on-campaign", "format_version": 99}', b"[NaN]", b"{}"):
        with pytest.raises(ImportRefused) as refused:
            parse_document(text, {"holding_on": Hosted(HOLDING_ON, lambda: None)}, guild_id=1, channel_id=2)
        problems.append(Words("refuse-import", {"why": refused.value.words}))
    state = new_game(load_pack(), 1, ["Ana", "Ben"], seed=1)
    for ask in (lambda: staff_id(state, "Zed"), lambda: staff_id(state, ""), lambda: seat_of(state, "Zed")):
        with pytest.raises(RuleError) as raised:
            ask()
        problems.append(Words(raised.value.key, raised.value.data))
    assert all(problems)
    return problems


@pytest.mark.parametrize("locale", ["de", "fr"])
def test_the_tables_own_problems_are_said_in_each_language(locale):
    """Names, options, import reasons and typed names: German and French, from the same data as the English."""
    for problem in _table_problems():
        english, said = say("en", problem), say(locale, problem)
        assert said and said != english and "{" not in said, (problem, said)
        kept = [w for w in ENGLISH_WORDS if w in said.replace("'Zed'", "").replace("Assistant 1", "")]
        assert not kept, (problem, said, kept)
    assert "Aushilfe 1" in say("de", _table_problems()[-2])  # the rules' staff by their German names


def test_the_tables_own_problems_say_the_same_english_as_before():
    """English: the message the table always gave (the terminal and the logs read it)."""
    from bot.names import problem_text, seat_name_problem

    assert problem_text(seat_name_problem("ana", ["Ana"])) == (
        "There is already a Nurse called 'ana' at this table (names are compared ignoring case)."
    )
    problems = _table_problems()
    assert say("en", problems[-3]).startswith("There is no staff member called 'Zed' at this table. Staff: Ana, Ben")
    assert say("en", problems[-1]) == "There is no player called 'Zed' at this table. Players: Ana, Ben."


# A refusal names a command's option as the reader's Discord client shows it (commands.ftl, the translator's
# ids): a German client offers "anzahl", not "count", so the refusal says "anzahl" too.
@pytest.mark.parametrize(
    ("command", "options", "english", "german", "french"),
    [
        ("care tokens", {"count": 9}, "The option count is a", "Die Option anzahl ist", "L’option nombre va"),
        ("care tokens", {}, "The option count is a", "Die Option anzahl ist", "L’option nombre va"),
        # two values are "1 or 2", never "a whole number from 1 to 2" (issue 33)
        (
            "shift extra",
            {"staff": "Ana", "spaces": 3},
            "The option spaces is 1 or 2",
            "Die Option felder ist 1 oder",
            "L’option places vaut 1 ou 2",
        ),
        (
            "care steer",
            {"timeline": "x"},
            "The option timeline is a",
            "Die Option abschnitt ist",
            "L’option période va",
        ),
    ],
)
def test_a_refusal_of_a_missing_or_wrong_option_names_it_in_the_readers_language(
    command, options, english, german, french
):
    from bot.games.holding_on.commands import plan

    state = new_game(load_pack(), 1, ["Ana", "Ben", "Cy"], seed=3)
    with pytest.raises(RuleError) as refused:
        plan(state, 0, command, options)
    said = {locale: say(locale, Words(refused.value.key, refused.value.data)) for locale in LOCALES}
    assert said["en"] == refused.value.message and said["en"].startswith(english)
    assert said["de"].startswith(german) and "count" not in said["de"] and "spaces" not in said["de"]
    assert said["fr"].startswith(french)


def test_an_option_given_ahead_too_early_is_named_with_its_command_in_the_readers_language():
    from bot.games.holding_on.commands import command_words, option_words

    data = {"option": option_words("care palliative", "talker"), "command": command_words("care palliative")}
    german = say("de", Words("refuse-not-ahead", data))
    assert german.startswith("gesprächsperson:") and "/versorgung palliativ ohne gesprächsperson:" in german
    french = say("fr", Words("refuse-not-ahead", data))
    assert "/soins palliatifs sans qui_parle:" in french and "talker" not in french
    english = say("en", Words("refuse-not-ahead", data))
    assert english.startswith("talker: cannot be given ahead") and "Use /care palliative without talker:" in english


def test_a_channel_of_a_game_this_bot_does_not_host_is_said_to_be_one_not_an_apology():
    """Refused.other_game reads each game's own words; a stored table of a game no longer on the shelf has none."""
    from bot.render.sayings import refusal_text
    from bot.table.reply import Refused

    refused = Refused.other_game("chess", "hands")
    assert refused.key == "refuse-game-unknown"
    for language in ("en", "de", "fr"):
        assert "chess" in refusal_text(refused, language)
    assert refusal_text(Refused.other_game("hands", "holding_on"), "en").startswith(
        "This channel's table already plays a game of “…and then, we held hands.”"
    )
