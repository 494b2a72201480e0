"""The odds labs' percent axes: every tick label names the height it stands at."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe.odds import BattleSetup, battle_odds
from floe_widgets.games.floe.odds_widget import draw_odds
from floe_widgets.views.chart import chart_figure


@pytest.mark.parametrize("monster, dice, warmth", [("rockeer", 4, 5), ("rockeer", 2, 1), ("snowmite", 3, 4)])
def test_each_percent_tick_reads_its_own_height(monster: str, dice: int, warmth: int) -> None:
    fig = chart_figure(360)
    draw_odds(battle_odds(BattleSetup(monster, dice=dice, warmth=warmth)), fig)
    fig.canvas.draw()
    for ax in fig.axes:
        lo, hi = ax.get_ylim()
        ticks = [(y, label.get_text()) for y, label in zip(ax.get_yticks(), ax.get_yticklabels()) if lo <= y <= hi]
        assert len(ticks) >= 3
        for y, said in ticks:
            assert said.endswith("%") and float(said.rstrip("%")) == pytest.approx(y), (said, y)
