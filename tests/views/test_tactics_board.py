"""The tactics lab's board is found like every other view (registered on what the lab shows), so the
generic view tests check it too; its words name the figures and the options."""

from __future__ import annotations

from floe_widgets.games.frosthaven.situations.situation import parse_situation, solve
from floe_widgets.games.frosthaven.tactics import shipped_situations
from floe_widgets.games.frosthaven.views.tactics_view import SolvedSituation, TacticsView
from floe_widgets.views.every_view import view_of

from .conftest import contract_views


def test_the_tactics_view_is_registered_on_the_solved_situation():
    sit = parse_situation(next(iter(shipped_situations().values())))
    shown = SolvedSituation(sit, solve(sit))
    assert SolvedSituation in contract_views()
    view = view_of(shown)
    assert isinstance(view, TacticsView)
    words = view.describe_board(shown)
    assert all(f.id in words for f in sit.figures)
    assert all(f"Option {i + 1}:" in words for i in range(len(shown.plan.options)))
