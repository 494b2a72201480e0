"""AttackOddsWidget: what will this attack do?  The exact damage distribution of one attack.

The widget is written in :mod:`.odds_lab.widgets` (a presentation module, so the layering test
lets it use ipywidgets and matplotlib); this module is its public name::

    from floe_widgets.games.frosthaven.odds_widget import AttackOddsWidget
    AttackOddsWidget(value=3, hp=4, advantage=True)
    AttackOddsWidget.from_game(game, "C0", "hound-1", value=3)
"""

from __future__ import annotations

from .odds_lab.widgets import AttackOddsWidget, draw_odds

__all__ = ["AttackOddsWidget", "draw_odds"]
