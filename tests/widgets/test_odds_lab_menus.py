"""The Floe odds lab's Monster menu shows each Monster's line whole (name, rank, health, damage), in English
and in Japanese: measured with the fonts the browser draws them in, at the widgets' 13 px type."""

from __future__ import annotations

import pytest
from matplotlib.font_manager import FontProperties
from matplotlib.textpath import TextPath

from floe_widgets.fonts import japanese_font_path
from floe_widgets.games.floe.odds_widget import BattleOddsWidget, monster_options
from floe_widgets.i18n import speaking

DESCRIPTION_PX, ARROW_PX, TYPE_PX = 90, 30, 13


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_monster_menu_is_wide_enough_for_every_monster(language: str) -> None:
    font = (FontProperties(fname=str(japanese_font_path()), size=TYPE_PX) if language == "ja"
            else FontProperties(family="DejaVu Sans", size=TYPE_PX))
    with speaking(language):
        lines = [label for label, _ in monster_options()]
        lab = BattleOddsWidget(monster="rockeer")
    widest = max(TextPath((0, 0), line, prop=font).get_extents().width for line in lines)
    assert int(lab.monster_pick.layout.width.removesuffix("px")) >= DESCRIPTION_PX + widest + ARROW_PX
