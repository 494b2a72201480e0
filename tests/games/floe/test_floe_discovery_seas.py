"""A discovery may stop on any Sea next to the face-down tile that still leads to a Dock."""

from __future__ import annotations

import pytest
from floe_kit import edit, game, me

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import actions as A


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
