"""Counts read word for word where one sentence holds several: a discovery refused for its merits counts 1 merit
and 0 or 2 Maps, a resource past its limit turns 1 of 2 gained into a Bubble, a reroll of 1 die is a dice line of
the log, and the summary line of a 1-player game is said whole."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import Discover, Reroll
from floe_widgets.games.floe_2024.economy import gain_resource

from .helpers import ctx, edit, me, new, refusal, said
from .test_cave import fight
from .test_map import sailed_next_to_top_right, with_tile


@pytest.mark.rule("FLOEJA-DISC-TILEB-1")
def test_a_discovery_refused_for_its_merits_counts_one_merit_and_the_maps_held() -> None:
    for maps, held in ((2, "2 Maps"), (0, "0 Maps")):
        g, board = sailed_next_to_top_right(maps=maps)
        with_tile(g, board, "disc-b-focus")
        edit(g, lambda s: s.players[0].stones.update(kelp=3))      # one Focus symbol uncovered
        assert refusal(g, Discover("top-right", "merit")) == (
            "FLOEJA-DISC-TILEB-1", f"This needs 2 Focus merits and 1 Map (you have 1 merit, {held}).")


@pytest.mark.rule("FLOEJA-RES-OVERFLOW-1")
def test_of_two_gained_past_the_limit_one_is_kept_and_one_comes_as_a_bubble() -> None:
    g = new(1)   # a stone on space 2 holds 1 Pearl
    rules = ctx(g)
    gain_resource(rules, me(g), "pearl", 2)
    assert [text for text, _ in said(rules.events)][:2] == [
        "Pearl +1 → 1", "Pearl is at its limit: 1 of it comes as a Bubble instead"]
    assert me(g).res["pearl"] == 1 and me(g).res["bubble"] == 1


@pytest.mark.rule("FLOEJA-BATTLE-REROLL-1")
def test_a_reroll_of_one_die_is_a_dice_line_of_the_log() -> None:
    g = fight(["arrow", "crit", "magic", "sword"], monster="m-g4", monster_die=1, warmth=3)
    g.chance.fix("hero-die", "sneak")
    events = g.apply(Reroll((3,)))
    assert said(events) == [("Reroll 1 hero die: Arrow, Critical hit, Magic, Sneak", ("FLOEJA-BATTLE-REROLL-1",))]
    assert [e.kind for e in events] == ["dice"]


def test_the_summary_line_of_a_one_player_game_is_said_whole() -> None:
    assert new(1).describe() == ("Floe (2024), 1 player, round 1, seat 1 to play (incomplete source: readings fill "
                                 "the gaps, FLOEJA-MISSING-1).")
