"""The Relic hand is hidden: each player sees their own Relics, the others only a count."""

from __future__ import annotations

import re

import pytest
from floe_kit import edit, game
from matplotlib.figure import Figure

from floe_widgets.games.floe import view
from floe_widgets.games.floe.data import relic_type
from floe_widgets.games.floe.progress import visible_relics


def _with_relics(players: int = 2):
    g = game(players=players)

    def change(st):   # three Relics of one type per hand, a different type for each player (the board names types)
        pile = st.village.relic_deck.draw_pile
        kinds = sorted({relic_type(c) for c in pile})
        for k, p in enumerate(st.players):
            p.relics = [c for c in pile if relic_type(c) == kinds[k]][:3]
            for card in p.relics:
                pile.remove(card)
    edit(g, change)
    return g


@pytest.mark.rule("FLOE-RELIC-HAND-1")
def test_visible_relics_only_to_their_owner() -> None:
    g = _with_relics(3)
    hands = [list(p.relics) for p in g.state.players]
    assert visible_relics(g, 0, 0) == hands[0]
    assert visible_relics(g.state, 2, 2) == hands[2]
    assert visible_relics(g, 0, 1) is None and visible_relics(g, 1, 0) is None
    assert visible_relics(g, 1, None) is None          # the table overview
    g.state.over = True                                # revealed for final scoring
    assert visible_relics(g, 1, 0) == hands[1]


def _shows(text: str, name: str) -> bool:
    return re.search(rf"\b{re.escape(name)}\b", text) is not None


def _board_text(g, **options) -> str:
    fig = Figure(figsize=view.FIGSIZE, dpi=30)
    view.draw(g, fig, **options)
    return "\n".join(t.get_text() for ax in fig.axes for t in ax.texts)


@pytest.mark.rule("FLOE-RELIC-HAND-1")
def test_views_show_only_the_count_of_other_hands() -> None:
    g = _with_relics(2)
    names = [[view.nice(r) for r in p.relics] for p in g.state.players]
    for options in ({"view": "all"}, {"view": "player"}, {"view": "all", "player": 1}):
        text = _board_text(g, **options)
        assert not any(_shows(text, n) for hand in names for n in hand), options
        assert "relics 3" in text or "relics: 3 (hidden)" in text
    own = _board_text(g, view="player", player=0)
    assert all(_shows(own, n) for n in names[0])
    assert not any(_shows(own, n) for n in names[1])


