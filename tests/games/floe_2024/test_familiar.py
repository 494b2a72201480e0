"""The familiar on the map (使い魔アクション): after the hero, once, on a free shallows spot."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024 import board as B
from floe_widgets.games.floe_2024.actions import EndTurn, Explore, FamiliarShallows, StartMapTurn

from .helpers import choose, edit, me, new, on_map, pending, refused


def explored(warmth=3, **fields):
    g = edit(on_map(new(), "floe.I0"), lambda s: [s.tokens.__setitem__("floe.I0", ["bubble:1"]),
                                                   setattr(s.players[0], "warmth", warmth),
                                                   *[setattr(s.players[0], k, v) for k, v in fields.items()]])
    g.apply(Explore("floe.I0", 0))
    return g


@pytest.mark.rule("FLOEJA-TURN-FAMILIAR-1")
def test_the_familiar_acts_only_after_the_hero_action() -> None:
    g = on_map(new(), "floe.I0")
    refused(g, FamiliarShallows("floe.h0#0"), "FLOEJA-TURN-FAMILIAR-1")
    g = explored()
    g.apply(FamiliarShallows("floe.h0#0"))
    assert me(g).familiar_spot == "floe.h0#0"


@pytest.mark.rule("FLOEJA-FAM-ICE-1")
def test_placing_costs_one_warmth_unless_levelled_up() -> None:
    g = explored(warmth=0)
    refused(g, FamiliarShallows("floe.h0#0"), "FLOEJA-FAM-ICE-1")
    refused(g, FamiliarShallows("floe.h2#0"), "FLOEJA-FAM-ICE-1")          # not next to the hero's iceberg
    g = explored(warmth=0, familiar_level=2)
    g.apply(FamiliarShallows("floe.h0#0"))
    assert me(g).warmth == 0


@pytest.mark.rule("FLOEJA-FAM-ICE-2")
@pytest.mark.rule("FLOEJA-EXAMPLE-29")
def test_a_token_from_a_touching_place_or_the_spots_benefit_not_both() -> None:
    g = explored(warmth=3)
    g.apply(FamiliarShallows("floe.h1#0"))          # floe.h1 joins floe.I0, floe.I2 and floe.S3
    assert me(g).warmth == 2
    options = g.state.pending[-1].options
    places = B.slot_places(g.state, "floe.h1#0")
    tokens = sum(len(g.state.tokens.get(p, [])) for p in places)
    assert len(options) == tokens + 1 and options[-1].startswith("スポットの特典")
    choose(g, "スポットの特典")
    assert me(g).res["pearl"] == 1 and pending(g) is None
    g = explored(warmth=3)
    g.apply(FamiliarShallows("floe.h0#0"))
    before = me(g).res["bubble"]
    choose(g, "スポットの特典")
    assert me(g).res["bubble"] == before + 1


@pytest.mark.rule("FLOEJA-FAM-ONCE-1")
def test_one_familiar_action_per_turn() -> None:
    g = explored()
    g.apply(FamiliarShallows("floe.h0#0"))
    choose(g, "スポットの特典")
    refused(g, FamiliarShallows("floe.h1#0"), "FLOEJA-FAM-ONCE-1")


@pytest.mark.rule("FLOEJA-FAM-LIMIT-1")
def test_the_familiar_must_move_to_a_free_spot() -> None:
    g = explored(familiar_spot="floe.h0#0")
    edit(g, lambda s: s.familiars.__setitem__("floe.h0#0", 0))
    refused(g, FamiliarShallows("floe.h0#0"), "FLOEJA-FAM-LIMIT-1")
    g = explored()
    edit(g, lambda s: s.familiars.__setitem__("floe.h1#1", 1))
    refused(g, FamiliarShallows("floe.h1#1"), "FLOEJA-FAM-ICE-2")
    g.apply(FamiliarShallows("floe.h1#0"))
    choose(g, "スポットの特典")
    g.apply(EndTurn())
    assert g.state.familiars == {"floe.h1#1": 1, "floe.h1#0": 0}


def test_the_familiar_cannot_use_the_village_spaces_from_the_map() -> None:
    g = explored()
    from floe_widgets.games.floe_2024.actions import FamiliarRow

    refused(g, FamiliarRow("top"), "FLOEJA-FAM-VIL-1")
    assert StartMapTurn() not in g.legal_actions()
