"""Benefits and their limits (コンセプト): Warmth, Bubbles and resources up to their tracks, Floe Stones and
merits, half and whole points, Chest and Key, potions, Maps and crates, Level Up, as the log reads them."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import Convert, Explore, UseCrate, UseItem, UseTreasure, VisitVillage
from floe_widgets.games.floe_2024.state import ABOVE, PLACED

from .helpers import choose, edit, me, new, offered, on_map, said

#: the rules an advance chosen by a player cites (the advance, the stone's capacity, the choice's own rule)
ADVANCED = ("FLOEJA-FLOE-ADVANCE-1", "FLOEJA-FLOE-CAPACITY-1", "FLOEJA-FLOE-ADVANCE-1")


def holding(players: int = 1, **fields):
    """A new game whose current player (seat 1) has ``fields`` set."""
    return edit(new(players), lambda s: [setattr(s.players[0], k, v) for k, v in fields.items()])


def resources(**counts) -> dict[str, int]:
    return {"pearl": 0, "kelp": 0, "bubble": 0, "mushroom": 0, "wood": 0, **counts}


def explored(token: str, **fields):
    g = edit(on_map(new(1), "floe.I0"), lambda s: [s.tokens.__setitem__("floe.I0", [token]),
                                                    *[setattr(s.players[0], k, v) for k, v in fields.items()]])
    return g, said(g.apply(Explore("floe.I0", 0)))[1:]


@pytest.mark.rule("FLOEJA-WARMTH-GAIN-1")
def test_warmth_stops_at_four_plus_the_released_cubes_and_at_eight() -> None:
    for cubes, warmth, gained, now, lost in ((2, 3, 3, 6, 1), (4, 6, 2, 8, 2), (5, 7, 1, 8, 3), (0, 0, 4, 4, 0)):
        g = holding(cubes_released=cubes, warmth=warmth)
        g.apply(VisitVillage("healing"))
        lines = said(choose(g, "暖+4"))
        tail = f" ({lost} lost)" if lost else ""
        assert (f"Warmth +{gained} → {now}{tail}", ("FLOEJA-WARMTH-GAIN-1", "FLOEJA-HEAL-CHOICE-1")) in lines
        assert me(g).warmth == now


@pytest.mark.rule("FLOEJA-RES-BUBBLE-1")
def test_bubbles_stop_at_six() -> None:
    g = holding(treasures=["tr-2"], res=resources(bubble=4))
    lines = said(g.apply(UseTreasure("tr-2", 0)))
    assert lines[1] == ("Bubble +2 → 6 (1 lost)", ("FLOEJA-RES-BUBBLE-1",))
    g = holding(treasures=["tr-2"], res=resources(bubble=2))
    assert said(g.apply(UseTreasure("tr-2", 0)))[1] == ("Bubble +3 → 5", ("FLOEJA-RES-BUBBLE-1",))


@pytest.mark.rule("FLOEJA-RES-OVERFLOW-1")
@pytest.mark.rule("FLOEJA-FLOE-CAPACITY-1")
def test_a_resource_past_its_stone_comes_as_a_bubble() -> None:
    # a stone on space 2 holds 1; above its track, or placed in a shrine, it holds 4
    for stone, before, kept in ((2, 1, 0), (3, 1, 1), (ABOVE, 3, 1), (PLACED, 3, 1), (ABOVE, 4, 0)):
        g = holding(res=resources(pearl=before, bubble=2), stones={"pearl": stone, "kelp": 2, "mushroom": 2,
                                                                    "wood": 2})
        lines = said(g.apply(Convert("pearl")))
        assert lines[1] == (f"Pearl +{kept} → {before + kept}", ("FLOEJA-RES-TRACKS-1",))
        if kept:
            assert len(lines) == 2 and me(g).res["bubble"] == 0
        else:
            assert lines[2:] == [("Pearl is at its limit: 1 of it comes as a Bubble instead",
                                  ("FLOEJA-RES-OVERFLOW-1",)), ("Bubble +1 → 1", ("FLOEJA-RES-BUBBLE-1",))]


@pytest.mark.rule("FLOEJA-RES-CONVERT-1")
def test_four_bubbles_make_a_crystal() -> None:
    g = holding(res=resources(bubble=5))
    lines = said(g.apply(Convert("crystal")))
    assert lines == [("Convert 4 Bubbles into 1 Crystal", ("FLOEJA-RES-CONVERT-1",))]
    assert me(g).crystals == 1 and me(g).res["bubble"] == 1


@pytest.mark.rule("FLOEJA-FLOE-ADVANCE-1")
@pytest.mark.rule("FLOEJA-FLOE-UNLOCK-1")
@pytest.mark.rule("FLOEJA-MERIT-COUNT-1")
def test_a_floe_stone_moves_up_uncovers_merits_and_unlocks_above_its_track() -> None:
    g = holding(treasures=["tr-1", "tr-4", "tr-5"])
    g.apply(UseTreasure("tr-1", 2))
    assert offered(g) == ["Pearl", "Kelp", "Mushroom", "Wood"]
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines == [("The Pearl Floe Stone moves to 3 (limit 2)", ADVANCED),
                     ("A merit symbol is gained", ("FLOEJA-MERIT-COUNT-1", "FLOEJA-MISSING-8"))]
    edit(g, lambda s: s.players[0].stones.update(pearl=4))
    g.apply(UseTreasure("tr-4", 0))
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines[:2] == [("The Pearl Floe Stone moves to the space above the track (unlocked) (limit 4)",
                          ADVANCED),
                         ("A Floe Stone is unlocked", ("FLOEJA-FLOE-UNLOCK-1",))]
    assert me(g).stones["pearl"] == ABOVE
    g.apply(UseTreasure("tr-5", 2))
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines == [("The Pearl Floe Stone cannot move any further (the advance is lost)",
                      ("FLOEJA-FLOE-CAPACITY-1", "FLOEJA-MISSING-9", "FLOEJA-FLOE-ADVANCE-1"))]
    assert me(g).stones["pearl"] == ABOVE


@pytest.mark.rule("FLOEJA-SHOP-UPGRADE-1")
def test_an_item_turns_over_when_its_merit_count_is_reached() -> None:
    # Frost Blade needs 2 craft: the starting building shows one, the pearl stone's second advance another
    g = holding(treasures=["tr-1"], items=["it-sword", "it-lamp"], stones={"pearl": 3, "kelp": 2, "mushroom": 2,
                                                                             "wood": 2})
    g.apply(UseTreasure("tr-1", 2))
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines[-1] == ("Frost Blade is turned over: usable in cave battles", ("FLOEJA-SHOP-UPGRADE-1",))
    assert me(g).flipped == ["it-sword"]


@pytest.mark.rule("FLOEJA-SCORE-HALF-1")
@pytest.mark.rule("FLOEJA-END-TRIGGER-1")
def test_two_halves_make_a_point_and_a_sixth_point_signals_the_end() -> None:
    g = holding(players=2, treasures=["tr-3", "tr-6"], vp=5)
    events = g.apply(UseTreasure("tr-3", 0))
    assert said(events)[1] == ("Half a victory point (disc up)", ("FLOEJA-SCORE-HALF-1", "FLOEJA-CHEST-TREASURE-1"))
    assert (events[1].kind, events[1].player) == ("score", 0)
    events = g.apply(UseTreasure("tr-6", 2))
    assert said(events)[1:] == [
        ("Two half victory points make 1 point (disc down)", ("FLOEJA-SCORE-HALF-1", "FLOEJA-CHEST-TREASURE-1")),
        ("Victory points +1 → 6", ("FLOEJA-SCORE-FULL-1",)),
        ("Seat 1 reached 6 points: this round is finished, then one last round is played",
         ("FLOEJA-END-TRIGGER-1", "FLOEJA-MISSING-6"))]
    assert [(e.kind, e.player) for e in events[1:]] == [("score", 0), ("score", 0), ("end", 0)]
    assert g.state.end_round == 2 and (me(g).vp, me(g).half) == (6, False)


@pytest.mark.rule("FLOEJA-END-TRIGGER-1")
def test_the_end_is_signalled_once() -> None:
    g = holding(players=2, treasures=["tr-3"], vp=6, half=True)
    edit(g, lambda s: setattr(s, "end_round", 1))
    lines = said(g.apply(UseTreasure("tr-3", 0)))
    assert lines[-1] == ("Victory points +1 → 7", ("FLOEJA-SCORE-FULL-1",)) and g.state.end_round == 1


@pytest.mark.rule("FLOEJA-CHEST-GAIN-1")
def test_a_second_key_or_chest_is_wasted() -> None:
    g, lines = explored("key")
    assert lines == [("Gain Key", ("FLOEJA-CHEST-GAIN-1",))] and me(g).key
    g, lines = explored("key", key=True)
    assert lines == [("Key is already there (wasted)", ("FLOEJA-CHEST-GAIN-1",))]
    g, lines = explored("chest")
    assert lines == [("Gain Chest", ("FLOEJA-CHEST-GAIN-1",))] and me(g).chest and not me(g).key


@pytest.mark.rule("FLOEJA-TOKEN-STOCK-1")
def test_potions_come_from_the_stock_up_to_six() -> None:
    g = new(1)
    top = g.state.potion_stock[0]
    g, lines = explored("potion", potions=[])
    icon = g.state.players[0].potions
    assert icon == [top] and lines == [(f"Gain a potion ({word(icon[0])})",
                                         ("FLOEJA-TOKEN-STOCK-1", "FLOEJA-TOKEN-STOCK-1"))]
    g, lines = explored("potion", potions=["sword"] * 6)
    assert lines == [("At most 6 potions (the rest is discarded)", ("FLOEJA-TOKEN-STOCK-1",))]
    assert len(me(g).potions) == 6
    g = edit(on_map(new(1), "floe.I0"), lambda s: [s.tokens.__setitem__("floe.I0", ["potion"]),
                                                    setattr(s, "potion_stock", [])])
    assert said(g.apply(Explore("floe.I0", 0)))[1:] == [("No potion left in the stock", ("CORE-SUPPLY",))]


@pytest.mark.rule("FLOEJA-TOKEN-STOCK-1")
def test_maps_and_crates_are_held_up_to_six() -> None:
    g, lines = explored("map", maps=5)
    assert lines == [("Maps +1 → 6", ("FLOEJA-TOKEN-STOCK-1",))]
    g, lines = explored("map", maps=6)
    assert lines == [("Maps +0 → 6", ("FLOEJA-TOKEN-STOCK-1",))] and me(g).maps == 6
    g, lines = explored("crate", crates=[0] * 6)
    assert lines == [("At most 6 crates (the rest is discarded)", ("FLOEJA-TOKEN-STOCK-1",))]


@pytest.mark.rule("FLOEJA-TOKEN-CRATE-1")
def test_a_crate_of_a_drawn_kind_gives_one_of_its_two_resources() -> None:
    g = edit(on_map(new(1), "floe.I0"), lambda s: s.tokens.__setitem__("floe.I0", ["crate"]))
    g.chance.fix("crate", 3)
    lines = said(g.apply(Explore("floe.I0", 0)))
    assert lines[1] == ("Gain a crate (Mushroom or Wood)", ("FLOEJA-TOKEN-STOCK-1", "FLOEJA-TOKEN-CRATE-1"))
    assert me(g).crates == [3]
    lines = said(g.apply(UseCrate(0, "wood")))
    assert lines == [("Use a crate", ("FLOEJA-TOKEN-CRATE-1",)), ("Wood +1 → 1", ("FLOEJA-RES-TRACKS-1",))]
    assert me(g).crates == []


@pytest.mark.rule("FLOEJA-MISSING-2")
@pytest.mark.rule("FLOEJA-MISSING-4")
def test_level_up_offers_only_what_can_still_grow() -> None:
    g = holding(treasures=["tr-2"], hero_level=3)
    g.apply(UseTreasure("tr-2", 1))
    assert offered(g) == ["Level up the Familiar", "One more Hero die"]
    lines = said(choose(g, "使い魔"))
    assert lines == [("The familiar levels up: placing it on a shallows costs no Warmth",
                      ("FLOEJA-MISSING-2", "FLOEJA-FAM-ICE-1"))]
    assert me(g).familiar_level == 2
    g = holding(treasures=["tr-2"], hero_level=1)
    g.apply(UseTreasure("tr-2", 1))
    assert said(choose(g, "ヒーロー能力")) == [("Hero ability at level 2", ("FLOEJA-MISSING-2", "FLOEJA-MISSING-3",
                                                                         "FLOEJA-HERO-ABILITY-1"))]
    g = holding(treasures=["tr-2"], familiar_level=2, dice=1)
    g.apply(UseTreasure("tr-2", 1))
    assert offered(g) == ["Hero ability to level 2", "One more Hero die"]
    lines = said(choose(g, "ヒーローダイス"))
    assert lines == [("Hero dice: now 4", ("FLOEJA-MISSING-4",))] and me(g).dice == 2
    g = holding(treasures=["tr-2"], hero_level=3, familiar_level=2, dice=3)
    lines = said(g.apply(UseTreasure("tr-2", 1)))
    assert lines[1:] == [("Nothing left to level up: 1 Bubble", ("FLOEJA-MISSING-2",)),
                         ("Bubble +1 → 1", ("FLOEJA-RES-BUBBLE-1",))]


@pytest.mark.rule("FLOEJA-SHOP-EFFECT-1")
def test_an_item_pays_its_cost_and_gives_its_effect() -> None:
    g = holding(items=["it-lamp"], res=resources(bubble=2), warmth=2)
    lines = said(g.apply(UseItem("it-lamp")))
    assert lines == [("Effect of the item Ice Lamp", ("FLOEJA-SHOP-EFFECT-1", "FLOEJA-MISSING-11")),
                     ("Warmth +1 → 3", ("FLOEJA-WARMTH-GAIN-1", "FLOEJA-SHOP-EFFECT-1"))]
    assert me(g).res["bubble"] == 1 and me(g).warmth == 3


def word(icon: str) -> str:
    from floe_widgets.games.floe_2024 import data as C

    return C.term(icon).said_in("en")
