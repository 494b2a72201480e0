"""The Frosthaven attack odds lab's summary in Japanese names the way the cards are drawn in Japanese."""

from __future__ import annotations

import re

import pytest

from floe_widgets import i18n
from floe_widgets.games.frosthaven.widgets.odds_widget import AttackOddsWidget

WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.mark.parametrize("draw", [{}, {"advantage": True}, {"disadvantage": True}])
def test_the_summary_has_no_english_word(draw: dict[str, bool]) -> None:
    with i18n.speaking("ja"):
        summary = re.sub(r"<[^>]*>|HP", " ", AttackOddsWidget(**draw).summary.value)
    assert "枚から" in summary and not WORD.findall(summary), summary
