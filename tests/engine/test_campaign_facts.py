"""What a campaign remembers of how it was played (issue 35): who made each call, what Billy told and let slip.

They travel as flags of their own shape (engine/campaign_facts.py), set by a call made and by a win; a chapter's
rules never read them, and the memory Billy kept is the one the table last heard of and never had told.
"""

from __future__ import annotations

from bot.games.holding_on.engine import campaign_facts as facts
from bot.games.holding_on.engine.content import memory_kept
from bot.games.holding_on.engine.setup import scenario_rules
from tests.engine.helpers import PACK


def test_facts_are_read_back_as_written_and_told_apart_from_a_packs_flags():
    flags = [
        "called_sister",
        facts.caller("sister", "Ana: the tall one"),  # a name may hold a colon: the contact's id may not
        *facts.won_facts(2, clears=[(2, 3)], partials=[(1, 1), (2, 3)]),
    ]
    read = facts.read(flags)
    assert read.callers == {"sister": "Ana: the tall one"}
    assert (read.told, read.heard, read.recorded) == (((2, 3),), ((1, 1), (2, 3)), frozenset({2}))
    assert facts.rule_flags(flags) == ["called_sister"]


def test_a_chapters_rules_are_the_same_whatever_facts_the_campaign_carries():
    plain = scenario_rules(PACK, 2, campaign_flags=["chapter_one_done"])
    remembered = ["chapter_one_done", facts.caller("sister", "Ana"), *facts.won_facts(1, [(1, 1)], [(1, 1)])]
    assert scenario_rules(PACK, 2, campaign_flags=facts.rule_flags(remembered)) == plain


def test_the_record_is_whole_only_when_every_earlier_win_was_recorded():
    assert facts.read([facts.recorded(1), facts.recorded(2)]).whole_before(3)
    assert not facts.read([facts.recorded(2)]).whole_before(3)  # a campaign begun before the facts were kept


def test_the_memory_kept_is_the_last_one_heard_of_and_never_told():
    won = [facts.recorded(1), facts.recorded(2)]
    told_some = [*won, facts.told((1, 1)), facts.heard((1, 1)), facts.heard((3, 2)), facts.heard((2, 5))]
    assert memory_kept(PACK, 3, told_some, clears=[], partials=["m4-4"]) == "m4-4"
    assert memory_kept(PACK, 3, told_some, clears=["m4-4"], partials=["m4-4"]) == "m2-5"  # told now: not kept


def test_heard_of_nothing_untold_he_keeps_the_first_of_his_life_and_a_half_record_keeps_nothing():
    won = [facts.recorded(1), facts.recorded(2), facts.told((1, 1)), facts.heard((1, 1))]
    assert memory_kept(PACK, 3, won, clears=[], partials=[]) == "m1-2"
    assert memory_kept(PACK, 3, won[1:], clears=[], partials=["m3-3"]) is None
