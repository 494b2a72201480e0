"""BattleOddsWidget: pick your dice and a Monster, see your exact chance to beat it.

The widget is written in :mod:`.odds_lab.widgets` (a presentation module, so the layering test
lets it use ipywidgets and matplotlib); this module is its public name::

    from floe_widgets.games.floe.odds_widget import BattleOddsWidget
    BattleOddsWidget(monster="rockeer", dice=4, warmth=5)
    BattleOddsWidget.from_game(game)
"""

from __future__ import annotations

from .odds_lab.widgets import BattleOddsWidget, draw_odds, item_options, monster_options

__all__ = ["BattleOddsWidget", "draw_odds", "item_options", "monster_options"]
