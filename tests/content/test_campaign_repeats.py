"""A group reads the loss texts of a whole campaign; at most one of them, on average, word for word again (issue 35).

Whole campaigns are simulated (tools/campaigns.py: the baseline plays each chapter until it is won, so at the
balance table's win rates, docs/balance.md), each loss told as the table reads it. The third draft's editor
counted about 4.7 repeats in the ~13.4 loss texts of a campaign; `python -m bot content stats` prints the figure
for the shipped pack.
"""

from __future__ import annotations

import pytest

from bot.__main__ import main
from bot.games.holding_on.content_pack import load_pack
from tests.content.packs import SHIPPED
from tools.campaigns import measure, play_campaign


def test_content_stats_prints_the_tellings_and_the_repeats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["content", "stats", "--campaigns", "1"]) == 0
    out = capsys.readouterr().out
    assert "| 10 Home | 6 |" in out and "| 1 Arrivals | 5 |" in out
    assert "1 simulated campaign (" in out and "read again word for word:" in out
    assert "the memory Billy kept, in the last outcome:" in out


def test_a_campaign_reads_each_chapters_losses_in_turn() -> None:
    """One campaign: its losses of one chapter are all different until the chapter's tellings come round."""
    pack = load_pack(SHIPPED)
    campaign = play_campaign(pack, 7)
    assert campaign.finished and campaign.kept is not None
    for chapter in pack.scenarios:
        read = [text for number, text in campaign.losses if number == chapter.number]
        first_round = read[: chapter.turns("loss")]
        assert len(set(first_round)) == len(first_round), chapter.number


@pytest.mark.slow
def test_a_group_reads_at_most_one_loss_text_again_in_a_campaign() -> None:
    """200 campaigns (about a minute): the mean of loss texts read again word for word, per campaign, is at most 1;
    and the memory Billy keeps is not the same for every table."""
    found = measure(load_pack(SHIPPED), 200)
    assert found.losses > 10  # the campaigns are the balance table's, where a group loses a chapter about 13 times
    assert found.repeats <= 1.0, found.lines()
    assert len(found.kept) >= 10 and max(found.kept.values()) <= 0.3 * found.campaigns, found.kept
