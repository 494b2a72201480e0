"""Refusals name the rule that is really broken (legality.py: candidates + why_not, written once)."""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest
from floe_kit import edit, explore, game, me, village_turn

from floe_widgets.core import IllegalAction, encode
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe import battle_actions as B
from floe_widgets.games.floe.bots import ExplorerBot
from floe_widgets.games.floe.game import Floe


def refused(g: Floe, action) -> IllegalAction:
    before = encode(g.state)
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    assert encode(g.state) == before
    assert g.why_not(action) == (info.value.rule_id, info.value.reason)
    return info.value


def with_maps(g: Floe, n: int) -> Floe:
    def change(st):
        maps = st.supply.maps.draw_pile[:n]
        del st.supply.maps.draw_pile[:n]
        st.players[st.current].tokens += maps
    return edit(g, change)


@pytest.mark.rule("FLOE-MOVE-SUMMON-2")
def test_after_a_summon_a_hike_is_refused_because_the_sail_is_pending() -> None:
    g = game(heroes=["captain-brine", "sage-orla"])
    explore(g, warmth=5, location="skull.I3")
    hike = A.Hike("skull.I1", "skull.h2")
    assert hike in g.legal_actions()        # an adjacent revealed Iceberg, reachable before the summon
    g.apply(A.SummonShip("skull.D0", 0))
    assert refused(g, hike).rule_id == "FLOE-MOVE-SUMMON-2"


@pytest.mark.rule("FLOE-DISCOVER-RESUME-1")
def test_ending_movement_mid_discovery_cites_the_discovery() -> None:
    g = with_maps(game(), 2)
    explore(g, warmth=4, location="floe.I3")
    g.apply(A.DiscoverRegion("top-right"))
    g.apply(A.Choose(g.state.pending.options[0]))   # the Landmark slot
    assert g.state.turn.phase == "sail"
    assert refused(g, A.EndMovement()).rule_id == "FLOE-DISCOVER-RESUME-1"
    assert refused(g, A.Hike("floe.I1", "floe.h3")).rule_id == "FLOE-DISCOVER-RESUME-1"
    assert refused(g, A.EndTurn()).rule_id == "FLOE-DISCOVER-RESUME-1"


@pytest.mark.rule("FLOE-VILLAGE-ACTION-2")
def test_buying_at_the_shop_without_pearls_cites_the_cost() -> None:
    g = game()
    village_turn(g, resources={"pearl": 0, "kelp": 0, "mushroom": 0, "wood": 0})
    g.apply(A.PlaceFigure("shop"))
    item = g.state.village.item_display[0]
    assert refused(g, A.BuyItem(item)).rule_id == "FLOE-VILLAGE-ACTION-2"


@pytest.mark.rule("FLOE-VILLAGE-ORDER-1")
def test_buying_from_another_space_cites_the_figure_order() -> None:
    g = game()
    village_turn(g, resources={"pearl": 1, "kelp": 0, "mushroom": 0, "wood": 0})
    g.apply(A.PlaceFigure("tavern"))
    item = g.state.village.item_display[0]
    assert refused(g, A.BuyItem(item)).rule_id == "FLOE-VILLAGE-ORDER-1"


@pytest.mark.rule("FLOE-MOVE-ZERO-1", "FLOE-MOVE-HIKE-2", "FLOE-MOVE-HIKE-1")
def test_hikes_are_refused_for_warmth_then_for_the_map() -> None:
    g = explore(game(), warmth=0, location="floe.I0")
    assert refused(g, A.Hike("floe.I1", "floe.h0")).rule_id == "FLOE-MOVE-ZERO-1"
    g = explore(game(), warmth=3, location="floe.I0")
    assert refused(g, A.Hike("frostmere.I1", "frostmere.h0")).rule_id == "FLOE-MOVE-HIKE-2"
    assert refused(g, A.Hike("skull.I3", "floe.h0")).rule_id == "FLOE-MOVE-HIKE-1"


@pytest.mark.rule("FLOE-TURN-FIRST-1", "FLOE-TURN-CHOICE-1")
def test_turn_kind_refusals() -> None:
    g = game()
    assert refused(g, A.ChooseTurn("village")).rule_id == "FLOE-TURN-FIRST-1"
    assert refused(g, A.EndMovement()).rule_id == "FLOE-TURN-CHOICE-1"
    g.apply(A.ChooseTurn("exploration"))
    assert refused(g, A.ChooseTurn("exploration")).rule_id == "FLOE-TURN-CHOICE-1"
    assert refused(g, A.PlaceFigure("shop")).rule_id == "FLOE-TURN-CHOICE-1"


@pytest.mark.rule("FLOE-CAVE-REQ-1")
def test_battle_actions_outside_a_battle_cite_the_cave() -> None:
    g = explore(game(), warmth=3, location="floe.I0")
    assert refused(g, B.BattleContinue()).rule_id == "FLOE-CAVE-REQ-1"


def test_out_of_range_and_unknown_values_are_refusals_not_errors() -> None:
    g = village_turn(game())
    odd = [A.UseBuilding(-1), A.UseBuilding(99), A.PlaceFigure("moon"), A.TavernVisit("nobody", -3),
           A.Academy("elder:nobody"), A.VisitLandmark(-1), A.Hike("nowhere", "nothing"), A.SummonShip("x", -5),
           A.UseMap("map-99", "nowhere"), A.DiscoverRegion("nowhere", "sea"), A.UseCrate("crate-99", "gold"),
           A.ConvertCrystal("gold", "pearl"), A.ConvertSoda("gold"), A.Choose("anything"), A.Trade("t", "c"),
           B.BattleInsight(-1), B.BattleRewardSet(-2)]
    for action in odd:
        assert g.why_not(action) is not None
        refused(g, action)


def test_why_not_agrees_with_the_legal_actions_in_random_play() -> None:
    """At random points of seeded games: candidates, their neighbours and foreign actions get exactly the
    answer membership in legal_actions() implies, and apply refuses with why_not's answer."""
    rng = random.Random(7)
    kinds = [cls for cls in Floe.action_types]
    for seed in range(4):
        g = Floe(players=1 + seed % 4, seed=seed)
        steps = 0
        while not g.is_over and steps < 400:
            legal = g.legal_actions()
            if steps % 41 == 0:
                cands = list(g.candidates())
                sample = rng.sample(cands, min(12, len(cands))) + [cls() for cls in kinds]
                for action in sample:
                    assert (g.why_not(action) is None) == (action in legal), action
                    if action not in legal:
                        refused(g, action)
            g.apply(legal[rng.randrange(len(legal))])
            steps += 1
    assert me(g) is not None


def _odd_values(cls, rng: random.Random, words: list[str]):
    """An action of ``cls`` with well-typed but arbitrary values: ids seen in play, unknown ids, odd indices."""
    hints = typing.get_type_hints(cls)
    values = {}
    for f in dataclasses.fields(cls):
        kind = hints[f.name]
        if kind is int:
            values[f.name] = rng.choice([-3, -1, 0, 1, 2, 5, 40])
        elif kind is str:
            values[f.name] = rng.choice(words + ["", "zz", "item:zz", "dive:zz", "token:a:b", "stones:x:y"])
        else:
            values[f.name] = tuple(rng.choice([-1, 0, 1, 2, 9]) for _ in range(rng.randrange(4)))
    return cls(**values)


def test_why_not_never_raises_and_lets_through_only_legal_actions() -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(2):
        g = Floe(players=2 + seed, seed=seed)
        bot = ExplorerBot(seed)
        words: set[str] = set()
        for step in range(400):
            if g.is_over:
                break
            legal = g.legal_actions()
            words |= {v for a in legal for v in dataclasses.astuple(a) if isinstance(v, str)}
            if step % 40 == 0:
                for cls in Floe.action_types:
                    for _ in range(4):
                        action = _odd_values(cls, rng, sorted(words))
                        assert (g.why_not(action) is None) == (action in legal), action
                        checked += 1
            g.apply(bot.choose(g))
    assert checked > 500
