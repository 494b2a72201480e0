"""The battle odds lab's widget (:mod:`.widgets`, it needs ipywidgets); use it as
``floe_widgets.games.floe.odds_widget.BattleOddsWidget``.  The calculator itself is :mod:`..odds`."""
