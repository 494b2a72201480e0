"""Gaps closed after the engine: Potions before the turn kind is chosen, the hidden Relic hand in the views."""

from __future__ import annotations

import re

import pytest
from floe_kit import edit, game, me
from matplotlib.figure import Figure

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe import view
from floe_widgets.games.floe.effects import max_warmth
from floe_widgets.games.floe.progress import visible_relics


def _take_potions(g, seat: int, n: int) -> list[str]:
    """Move ``n`` Potions from the stack into ``seat``'s hand (history cleared)."""
    taken: list[str] = []

    def change(st):
        for _ in range(n):
            tok = st.supply.potions.draw_pile.pop(0)
            st.players[seat].tokens.append(tok)
            taken.append(tok)
    edit(g, change)
    return taken


# -- 1. Potions for Warmth at any time of one's own turn -----------------------------------------------
@pytest.mark.rule("FLOE-WARMTH-POTION-1", "FLOE-TOKENS-USE-1")
def test_potions_drunk_before_choosing_the_turn() -> None:
    g = game()
    edit(g, lambda st: setattr(st.players[st.current], "warmth", 0))
    edit(g, lambda st: st.players[st.current].tokens.clear())
    first, second = _take_potions(g, g.current_player, 2)
    assert g.state.turn.phase == "choose"
    legal = g.legal_actions()
    assert A.UsePotion(first) in legal and A.UsePotion(second) in legal
    g.apply(A.UsePotion(first))
    g.apply(A.UsePotion(second))
    assert me(g).warmth == 2 and not any(t.startswith("potion") for t in me(g).tokens)
    # still the same turn, still to be chosen
    assert g.state.turn.phase == "choose" and A.ChooseTurn("exploration") in g.legal_actions()
    g.apply(A.ChooseTurn("exploration"))
    assert g.state.turn.kind == "exploration"


@pytest.mark.rule("FLOE-WARMTH-POTION-1", "FLOE-WARMTH-MAX-1")
def test_potion_at_max_warmth_is_allowed_and_clamped() -> None:
    # The rule sets no floor on usefulness: a Potion may be drunk at full Warmth; the gain is lost.
    g = game()
    edit(g, lambda st: setattr(st.players[st.current], "warmth", max_warmth(st.players[st.current])))
    tok = next(t for t in me(g).tokens if t.startswith("potion"))
    assert A.UsePotion(tok) in g.legal_actions()
    g.apply(A.UsePotion(tok))
    assert me(g).warmth == max_warmth(me(g)) and tok not in me(g).tokens


@pytest.mark.rule("FLOE-TOKENS-USE-1")
def test_other_players_potion_refused_before_choosing() -> None:
    g = game()
    other = 1 - g.current_player
    tok = next(t for t in g.state.players[other].tokens if t.startswith("potion"))
    assert A.UsePotion(tok) not in g.legal_actions()
    with pytest.raises(IllegalAction) as info:
        g.apply(A.UsePotion(tok))
    assert info.value.rule_id == "FLOE-TOKENS-USE-1"
    with pytest.raises(IllegalAction) as info:
        g.apply(A.EndTurn())
    assert info.value.rule_id == "FLOE-TURN-CHOICE-1"


@pytest.mark.rule("FLOE-RES-SODA-2", "FLOE-RES-CRYSTAL-1")
def test_conversions_before_choosing_the_turn() -> None:
    g = game()

    def change(st):
        p = st.players[st.current]
        p.soda = 2
        p.resources["pearl"] = 2
        p.resources["mushroom"] = 0
    edit(g, change)
    legal = g.legal_actions()
    assert A.ConvertSoda("mushroom") in legal and A.ConvertCrystal("pearl", "pearl") in legal
    crystals = me(g).crystals
    g.apply(A.ConvertCrystal("pearl", "pearl"))
    g.apply(A.ConvertSoda("mushroom"))
    assert me(g).crystals == crystals + 1 and me(g).resources["pearl"] == 0
    assert me(g).soda == 0 and me(g).resources["mushroom"] == 1 and g.state.turn.phase == "choose"


# -- 2. the hidden Relic hand ----------------------------------------------------------------------------
def _with_relics(players: int = 2):
    g = game(players=players)

    def change(st):
        for p in st.players:
            p.relics = [st.village.relic_deck.draw_pile.pop(0) for _ in range(3)]
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


# -- 3. a discovery may stop on any Sea next to the tile -------------------------------------------------
@pytest.mark.rule("FLOE-DISCOVER-REQ-1", "FLOE-DISCOVER-RESUME-1")
def test_discovery_offers_every_sea_next_to_the_tile() -> None:
    from floe_widgets.games.floe.exploration import discover_options, sail_targets

    def start():
        g = game()

        def change(st):
            st.world.revealed.append("frostmere")          # bottom-left now touches two revealed Seas
            st.players[st.current].tokens = [st.supply.maps.draw_pile.pop(0) for _ in range(2)]
        edit(g, change)
        g.apply(A.ChooseTurn("exploration"))
        edit(g, lambda st: (setattr(st.players[st.current], "warmth", 7),
                            setattr(st.players[st.current], "location", "floe.I3")))
        return g

    g = start()
    options = {sea: cost for (pos, sea), cost in discover_options(g.state).items() if pos == "bottom-left"}
    assert set(options) == {"skull.S3", "frostmere.S2"}
    ways = [a for a in g.legal_actions() if isinstance(a, A.DiscoverRegion) and a.position == "bottom-left"]
    assert len(ways) == 2 and A.DiscoverRegion("bottom-left") in ways   # the cheapest Sea keeps the short form
    seas, targets = [], []
    for way in ways:
        g = start()
        g.apply(way)
        while g.state.pending is not None:
            g.apply(A.Choose(g.state.pending.options[0]))
        sea = g.state.turn.ship_sea
        assert g.state.turn.phase == "sail" and me(g).warmth == 7 - options[sea]
        assert sea == (way.sea or min(options, key=lambda k: (options[k], k)))
        seas.append(sea)
        targets.append(sail_targets(g.state, warmth=20))
    assert set(seas) == set(options)
    assert targets[0] != targets[1]                  # the rest of the Sail depends on the Sea chosen
    g = start()
    with pytest.raises(IllegalAction) as info:
        g.apply(A.DiscoverRegion("bottom-left", "floe.S1"))  # not next to that tile
    assert info.value.rule_id == "FLOE-DISCOVER-REQ-1"
