"""The attack odds lab's widget (:mod:`.widgets`, it needs ipywidgets); use it as
``floe_widgets.games.frosthaven.odds_widget.AttackOddsWidget``.  The calculator itself is :mod:`..odds`."""
