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


def test_the_lines_the_notebook_prints_read_in_japanese() -> None:
    from floe_widgets.games.frosthaven.odds.model import AttackSpec, attack_odds
    from floe_widgets.games.frosthaven.widgets.odds_widget import damage_said, odds_said

    odds = attack_odds(AttackSpec(draw=("r+1", "+0", "-1"), value=2, mode="normal"))
    assert damage_said(odds) == "1 damage: 1/3, 2 damage: 1/2, 3 damage: 1/6"
    assert odds_said(odds).startswith("kill ") and "expected damage 1.83" in odds_said(odds)
    with i18n.speaking("ja"):
        said = [odds_said(odds), damage_said(odds)]
    assert said[1] == "ダメージ1: 1/3、ダメージ2: 1/2、ダメージ3: 1/6"
    assert not any(WORD.findall(s) for s in said), said
