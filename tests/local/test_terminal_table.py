"""The terminal table (`python -m bot local`): the same commands and table as Discord, its story told once,
private cards kept from the shared screen, answers given ahead kept, a game saved in its file.
"""

from __future__ import annotations

import re
import sqlite3

from bot.games.holding_on.content_pack.loader import load_pack
from bot.terminal.holding_on.grammar import parse
from bot.terminal.lines import LineError
from tests.local.play import NAMES, play
from tests.local.script_maker import make_script

MARKDOWN = re.compile(r"\*\*|(?<!\w)\*\w|^#+ |`")


def private_texts(pack) -> set[str]:
    """Every text only one player may read: the Partials' quotes and the Clear Memories' scenes."""
    return {m.quote for m in pack.memories} | {m.clear_scene for m in pack.memories}


def test_lines_read_as_people_type_them():
    assert parse("ana: /shift assign staff:Assistant 1").options == {"staff": "Assistant 1"}
    line = parse("Ben: /care palliative talker:Ana billy:Cy")
    assert (line.who, line.command, line.options) == ("ben", "care palliative", {"talker": "Ana", "billy": "Cy"})
    assert parse("cy: /inquire 3").options == {"timeline": "3"}
    assert parse("/care tokens 2").options == {"count": "2"}
    assert parse("rules glossary").options == {"topic": "glossary"}
    assert parse("ben: /decide choice:Ben: 2 tokens on the card").options == {"choice": "Ben: 2 tokens on the card"}


def test_lines_that_cannot_be_read_are_one_sentence():
    for line, says in [
        ("/shift assign foo:1", "has no option 'foo'; its options: staff"),
        ("/nothing here", "no command 'nothing here'"),
        ("/shift reveal now", "takes no options"),
        ("ana:", "Cannot read that line"),
    ]:
        try:
            parse(line)
        except LineError as error:
            assert says in str(error) and "\n" not in str(error)
        else:
            raise AssertionError(f"{line!r} was read")


async def test_scenario_one_is_played_to_its_end_and_its_story_reads_clean(tmp_path):
    pack = load_pack()
    lines, result = make_script(pack, NAMES, seed=3)
    status, out = await play(tmp_path, lines)
    assert status == 0, out[-5:]
    text = "\n".join(out)
    assert "Scenario 1: Arrivals" in text
    assert ("Objective complete." if result == "won" else "The scenario is lost.") in text
    assert not [line for line in out if line.startswith("✗")]
    assert out[0] == f"Content note. {pack.pack.content_note.strip()}"  # before anything is played
    story = [line for line in out if not line.startswith(">")]
    assert not [line for line in story if MARKDOWN.search(line)], "no Markdown marker is shown raw"
    assert not re.search(r"\b1 (tokens|Care Tokens|cards|memories)\b|\(s\)", text), "plurals are right"
    days = [line for line in out if re.fullmatch(r"Day \d", line)]
    assert len(days) == len(set(days)), "each day is told once"
    waiting = [line for line in out if line.startswith("Waiting for: ")]
    assert all(a != b for a, b in zip(waiting, waiting[1:], strict=False)), "a waiting line is not repeated"
    secret = private_texts(pack)
    assert not [line for line in out if any(text in line for text in secret)], "nothing private by default"
    cards = [line for line in out if line.startswith("✉ ") and "no longer waiting" not in line]
    assert cards and all("type 'show " in line for line in cards)


async def test_every_decision_is_told_once(tmp_path):
    pack = load_pack()
    lines, _ = make_script(pack, NAMES, seed=3)
    _, out = await play(tmp_path, lines[:12])
    told = [line for line in out if not line.startswith((">", "Waiting for", "✉"))]
    placed = [line for line in told if line.endswith("is assigned.")]
    assert placed and len(placed) == len([x for x in lines[:12] if "/shift assign" in x])


async def test_reveal_private_labels_each_message_with_its_one_player(tmp_path):
    pack = load_pack()
    lines, _ = make_script(pack, NAMES, seed=3)
    _, out = await play(tmp_path, lines[:40], reveal_private=True)
    labelled = [line for line in out if line.startswith("[private to ")]
    assert labelled
    secret = private_texts(pack)
    unlabelled = [line for line in out if not line.startswith("[private to ") and not line.startswith("  │")]
    assert not [line for line in unlabelled if any(text in line for text in secret)]


async def test_options_given_ahead_of_a_reward_are_refused_with_the_reason_not_dropped(tmp_path):
    """R11 before R13: on a card whose reward comes first, `talker:` and `billy:` cannot ride on /care
    palliative; the line is refused saying so (as on Discord), and the care choice is not made."""
    script = [
        "ana: /shift reveal",
        "ana: /shift assign staff:Assistant 1",
        "ana: /care palliative talker:Ben billy:Cy",
    ]
    status, out = await play(tmp_path, script, seed=1)
    assert status == 1
    refusal = next(line for line in out if line.startswith("✗"))
    assert "cannot be given ahead" in refusal and "/decide" in refusal
    assert "Palliative care." not in out


async def test_a_wrong_name_given_ahead_is_refused_at_once_and_nothing_is_applied(tmp_path):
    script = ["ana: /shift reveal", "ana: /shift assign staff:Assistant 1", "ana: /care palliative billy:Zed"]
    status, out = await play(tmp_path, script, seed=1)
    assert status == 1
    assert any(line.startswith("✗ There is no player called 'Zed'") for line in out)
    assert "Palliative care." not in out


async def test_undo_is_told_and_the_game_goes_back(tmp_path):
    script = ["ana: /shift reveal", "/shift assign staff:Assistant 1", "/campaign undo", "/shift assign staff:Ben"]
    status, out = await play(tmp_path, script, seed=1)
    assert status == 0, out[-5:]
    assert out.count("↩️ Undone: assign Assistant 1.") == 1
    assert "Ben is assigned." in out


async def test_a_refusal_says_why_and_stops_a_script(tmp_path):
    status, out = await play(tmp_path, ["ben: /shift reveal"], seed=1)
    assert status == 1
    refusal = next(line for line in out if line.startswith("✗"))
    assert "Only" in refusal and "Shift Manager" in refusal and "(R3)" in refusal
    assert out[-1] == "stopped at line 1"


async def test_a_line_without_a_name_goes_to_the_one_player_awaited(tmp_path):
    status, out = await play(tmp_path, ["/shift reveal", "/shift assign staff:Ben"], seed=1)
    assert status == 0 and "Ben is assigned." in out


async def test_the_game_is_saved_and_resume_continues_it(tmp_path):
    status, _ = await play(tmp_path, ["ana: /shift reveal"], seed=1)
    assert status == 0
    status, out = await play(tmp_path, ["/shift assign staff:Ben"], players=None, resume=True)
    assert status == 0, out
    assert "Ben is assigned." in out and "Scenario 1: Arrivals" not in out  # not told again
    with sqlite3.connect(tmp_path / "table.sqlite3") as db:
        assert db.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 2


async def test_the_table_commands_work_as_on_discord(tmp_path):
    export = tmp_path / "campaign.json"
    script = [
        "rules glossary",
        "rules inquire",
        "rules",
        "ana: /campaign status note:true",
        "ana: /campaign options images:off",
        "/campaign options",
        "/campaign recap",
        "ana: /campaign standin seat:Ben member:dee",
        "ana: /campaign standin seat:Ben",
        f"ana: /campaign export file:{export}",
        "memories",
        f"board picture:{tmp_path / 'board.png'}",
        f"memories picture:{tmp_path / 'memories.png'}",
        "ana: /campaign abandon",
        "ana: /campaign start",
    ]
    pack = load_pack()
    status, out = await play(tmp_path, script, seed=1)
    assert status == 0, out[-5:]
    text = "\n".join(out)
    contact_tile = next(e for e in pack.glossary if e.id == "contact_tile")
    assert f"{contact_tile.term}: {contact_tile.text.strip()}" in text
    assert "R14" in text and "Topics: condition (R1)" in text
    assert "Scenarios won: none; next: 1." in out and f"Content note. {pack.pack.content_note.strip()}" in out
    assert any(line.startswith("  images = off: ") for line in out)
    assert "Dee now plays Nurse Ben." in out and "Nurse Ben is played by her own player again." in out
    assert export.read_text().startswith("{") and "It holds spoilers" in text
    for picture in ("board.png", "memories.png"):
        assert (tmp_path / picture).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    after = out[out.index("Scenario 1 (attempt 1) was abandoned.") :]
    assert after.count("Scenario 1: Arrivals") == 1  # the second attempt's opening, told once
    assert any(line.startswith("Previously on") for line in out)


async def test_a_table_opened_by_hand_with_campaign_new_join_and_start(tmp_path):
    script = ["ana: /campaign new", "ana: /campaign join", "ben: /campaign join", "ana: /campaign start"]
    status, out = await play(tmp_path, script, players=None)
    assert status == 0, out[-5:]
    assert "Ana takes a seat." in out and "Ben takes a seat." in out and "Scenario 1: Arrivals" in out


async def test_only_the_host_abandons_and_the_file_is_unchanged_by_a_refusal(tmp_path):
    await play(tmp_path, ["ana: /shift reveal"], seed=1)
    before = (tmp_path / "table.sqlite3").read_bytes()
    status, out = await play(tmp_path, ["ben: /campaign abandon"], players=None, resume=True)
    assert status == 1 and any("Only the host" in line for line in out)
    with sqlite3.connect(tmp_path / "table.sqlite3") as db:
        assert db.execute("SELECT status FROM games").fetchone()[0] == "playing"
    assert len(before) > 0


async def test_a_line_only_one_player_can_play_needs_no_name(tmp_path):
    """Issue 36: `/care resolve` is the senior member's alone, and `/campaign export` the host's: the table takes
    the line as theirs, not "Who is this for?", even while other players have decisions open."""
    lines, _ = make_script(load_pack(), NAMES, seed=3)
    first = next(i for i, line in enumerate(lines) if line.endswith(": /care resolve"))
    unnamed = [*lines[:first], lines[first].split(": ", 1)[1]]
    export = tmp_path / "campaign.json"
    status, out = await play(tmp_path, [*unnamed, f"/campaign export file:{export}"], seed=3)
    assert status == 0 and not [line for line in out if "Who is this for?" in line], out[-5:]
    assert export.exists()


async def test_a_resumed_table_tells_its_last_decision_again(tmp_path):
    """Issue 36: Ctrl-C right after a line saved it unseen; --resume now shows where the table stopped."""
    status, _ = await play(tmp_path, ["ana: /shift reveal", "/shift assign staff:Ben"], seed=1)
    assert status == 0
    status, out = await play(tmp_path, ["board"], players=None, resume=True)
    assert status == 0, out
    text = "\n".join(out)
    last = text.index("Where you stopped, the last decision:")
    assert "Ben is assigned." in text[last : text.index("> board")]
    assert text.count("Ben is assigned.") == 1


async def test_a_terminal_never_speaks_of_discords_manage_server(tmp_path):
    """Issue 36: "Only the host (or someone with Manage Server) may…" at a terminal, where there is no such thing."""
    status, out = await play(tmp_path, ["ben: /campaign options images:off"], seed=1)
    refusal = next(line for line in out if line.startswith("✗"))
    assert "Only the host may change the table options" in refusal and "Manage Server" not in refusal
