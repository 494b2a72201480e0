"""Resources, tokens, Treasures, Quests, Achievements, the Mayor and the end of the game."""

from __future__ import annotations

import pytest
from floe_kit import acting, edit, game, me

from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe import data
from floe_widgets.games.floe.effects import resolve
from floe_widgets.games.floe.progress import relic_score, set_points, winners
from floe_widgets.games.floe.state import Queued


def gain(g, effect, seat=0):
    g.state.queue.append(Queued(seat, effect))
    return resolve(g.state, g.chance)


# -- resources -----------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-RES-OVERFLOW-1", "FLOE-RES-SODA-1")
def test_overflow_becomes_soda_capped_at_four() -> None:
    g = game()
    p = g.state.players[0]
    p.resources["pearl"], p.soda = 1, 0
    gain(g, "pearl:3")
    assert p.resources["pearl"] == 1 and p.soda == 3
    p.soda = 3
    gain(g, "soda:2")
    assert p.soda == 4


@pytest.mark.rule("FLOE-RES-SODA-2", "FLOE-RES-CRYSTAL-1", "FLOE-AMBIG-18", "FLOE-RES-CRYSTAL-2")
def test_conversions() -> None:
    g = acting(game(), soda=4, resources={"pearl": 0, "kelp": 0, "mushroom": 0, "wood": 0},
               stones={"pearl": 0, "kelp": 0, "mushroom": 1, "wood": 0}, crystals=40)
    g.apply(A.ConvertSoda("mushroom"))
    g.apply(A.ConvertSoda("mushroom"))
    assert me(g).soda == 0 and me(g).resources["mushroom"] == 2
    assert not any(isinstance(a, A.ConvertSoda) for a in g.legal_actions())
    g = acting(game(), resources={"pearl": 1, "kelp": 0, "mushroom": 0, "wood": 1}, crystals=40)
    g.apply(A.ConvertCrystal("pearl", "wood"))
    assert me(g).crystals == 41 and me(g).resources["pearl"] == me(g).resources["wood"] == 0


@pytest.mark.rule("FLOE-RES-CHEST-1", "FLOE-CHEST-MOVE-1", "FLOE-CHEST-FULL-1", "FLOE-CHEST-TREASURE-1",
                  "FLOE-CHEST-TREASURE-2")
def test_chest_key_marker_and_treasure() -> None:
    g = game()
    p = g.state.players[0]
    p.soda = 1
    gain(g, "chest")
    assert p.chest_key == -1
    gain(g, "chest")
    assert p.chest_key == -1 and p.soda == 2
    gain(g, "key")
    assert p.chest_key == 0 and g.state.pending.kind == "treasure-keep"
    drawn = list(g.state.pending.data)
    g.apply(A.Choose(drawn[1]))
    assert g.state.players[0].treasures == [drawn[1]]
    assert drawn[0] in g.state.village.treasure_deck.discard_pile


@pytest.mark.rule("FLOE-CHEST-TREASURE-3")
def test_at_most_two_treasures() -> None:
    g = game()
    edit(g, lambda st: setattr(st.players[0], "treasures", ["ember-stone", "frost-compass"]))
    for t in ("ember-stone", "frost-compass"):
        g.state.village.treasure_deck.draw_pile.remove(t)
    gain(g, "treasure")
    g.apply(A.Choose(g.state.pending.options[0]))
    assert g.state.pending.kind == "treasure-discard" and len(g.state.pending.options) == 3
    g.apply(A.Choose("ember-stone"))
    assert len(g.state.players[0].treasures) == 2 and "ember-stone" not in g.state.players[0].treasures


@pytest.mark.rule("FLOE-CHEST-TREASURE-4", "FLOE-EXAMPLE-8")
def test_sippy_flask_once_per_turn() -> None:
    g = game()

    def change(st):
        st.players[0].treasures = ["sippy-flask"]
        st.village.treasure_deck.draw_pile.remove("sippy-flask")
        st.players[0].tokens = ["potion-01", "potion-02"]
    edit(g, change)
    acting(g, warmth=2, soda=0)
    g.apply(A.UsePotion("potion-01"))
    assert me(g).warmth == 4 and me(g).soda == 1
    g.apply(A.UsePotion("potion-02"))
    assert me(g).warmth == 5 and me(g).soda == 1


@pytest.mark.rule("FLOE-TOKENS-LIMIT-1", "FLOE-TOKENS-LIMIT-2")
def test_seventh_token_forces_a_discard() -> None:
    g = game()

    def change(st):
        toks = st.supply.potions.draw_pile[:3] + st.supply.crates.draw_pile[:2] + st.supply.maps.draw_pile[:1]
        del st.supply.potions.draw_pile[:3], st.supply.crates.draw_pile[:2], st.supply.maps.draw_pile[:1]
        st.players[0].tokens = toks
        st.players[0].warmth = 3
    edit(g, change)
    gain(g, "crate:1")
    pend = g.state.pending
    assert pend.kind == "token-discard" and len(g.state.players[0].tokens) == 7
    potion = next(o for o in pend.options if o.startswith("use:potion"))
    g.apply(A.Choose(potion))
    assert len(g.state.players[0].tokens) == 6 and g.state.players[0].warmth == 4


@pytest.mark.rule("FLOE-EXAMPLE-8", "FLOE-TOKENS-LIMIT-2")
def test_sippy_flask_triggers_on_a_potion_drunk_as_the_seventh_token() -> None:
    g = game()

    def change(st):
        toks = st.supply.potions.draw_pile[:3] + st.supply.crates.draw_pile[:3]
        del st.supply.potions.draw_pile[:3], st.supply.crates.draw_pile[:3]
        st.players[0].tokens = toks
        st.players[0].warmth, st.players[0].soda = 3, 0
        st.players[0].treasures = ["sippy-flask"]
        st.village.treasure_deck.draw_pile.remove("sippy-flask")
    edit(g, change)
    gain(g, "crate:1")
    potion = next(o for o in g.state.pending.options if o.startswith("use:potion"))
    g.apply(A.Choose(potion))
    assert g.state.players[0].warmth == 5 and g.state.players[0].soda == 1   # +1 the Potion, +1 and Soda the Flask


@pytest.mark.rule("FLOE-EXAMPLE-8")
def test_sippy_flask_s_gain_comes_with_the_potion_before_the_effects_still_waiting() -> None:
    g = game()

    def change(st):
        toks = st.supply.potions.draw_pile[:3] + st.supply.crates.draw_pile[:3]
        del st.supply.potions.draw_pile[:3], st.supply.crates.draw_pile[:3]
        st.players[0].tokens = toks
        st.players[0].warmth, st.players[0].soda, st.players[0].vp = 3, 0, 0
        st.players[0].treasures = ["sippy-flask"]
        st.village.treasure_deck.draw_pile.remove("sippy-flask")
    edit(g, change)
    gain(g, "crate:1&vp:1")       # the seventh token asks for a discard while the VP still waits
    assert [q.effect for q in g.state.queue] == ["vp:1"]
    potion = next(o for o in g.state.pending.options if o.startswith("use:potion"))
    said = [(e.text.said_in("en"), e.rules) for e in g.apply(A.Choose(potion))]
    assert said[2:] == [("Sippy Flask adds 1 Warmth and 1 Soda.", ("FLOE-EXAMPLE-8", "FLOE-CHEST-TREASURE-4")),
                        ("You gain 1 Warmth.", ("FLOE-EXAMPLE-8",)),
                        ("You gain 1 Soda.", ("FLOE-RES-SODA-1",)),
                        ("You gain 1 VP.", ("FLOE-TURN-VP-1",))]
    assert g.state.players[0].vp == 1 and not g.state.queue


@pytest.mark.rule("FLOE-TOKENS-CRATE-1")
def test_crate_gives_one_of_two() -> None:
    g = game()

    def change(st):
        st.players[0].tokens = ["crate-03"]  # pearl / wood
        st.supply.crates.draw_pile.remove("crate-03")
    edit(g, change)
    acting(g)
    assert {a.resource for a in g.legal_actions() if isinstance(a, A.UseCrate)} == {"pearl", "wood"}
    g.apply(A.UseCrate("crate-03", "wood"))
    assert me(g).resources["wood"] == 1 and me(g).resources["pearl"] == 0


@pytest.mark.rule("FLOE-TOKENS-DRAW-1", "FLOE-FAQ-DISCARD-1")
def test_empty_stacks_are_rebuilt_from_discards() -> None:
    g = game()
    s = g.state.supply
    s.crates.discard_pile = s.crates.draw_pile[:3]
    s.crates.draw_pile = []
    gain(g, "crate:1")
    assert len(s.crates.draw_pile) == 2 and s.crates.discard_pile == []
    assert any(t.startswith("crate") for t in g.state.players[0].tokens)


@pytest.mark.rule("FLOE-ICON-COST-1", "FLOE-ICON-MAX-1")
def test_icon_grammar() -> None:
    g = game()
    p = g.state.players[0]
    p.soda, p.warmth = 1, 1
    gain(g, "maxsoda&maxwarmth")
    assert p.soda == 4 and p.warmth == 7
    gain(g, "crystal:2|vp:1")
    assert g.state.pending.kind == "alt" and g.state.pending.options == ["crystal:2", "vp:1"]


# -- quests --------------------------------------------------------------------------------------------
def quest_game(quest="ancient-map"):
    return game(quests=[quest, "lost-pod"])


@pytest.mark.rule("FLOE-QUEST-ADV-1", "FLOE-QUEST-REQ-1")
def test_quest_advances_on_its_requirement() -> None:
    g = quest_game()
    acting(g, crystals=0)
    g.apply(A.Gather("shallows:floe.h1"))
    g.apply(A.Choose("pearl:1"))
    assert me(g).quest_step == 1 and me(g).crystals == 1


@pytest.mark.rule("FLOE-QUEST-MULTI-1", "FLOE-QUEST-CHECK-1", "FLOE-QUEST-DONE-1", "FLOE-EXAMPLE-26")
def test_ancient_map_example() -> None:
    from floe_kit import village_turn

    g = quest_game()
    village_turn(g, quest_step=1, merits={"skill": 5, "might": 5, "charm": 5, "craft": 1},
                 landmarks_visited=["frozen-falls", "sunken-bell"], vp=4)
    g.apply(A.PlaceFigure("academy"))
    assert g.state.pending.kind == "relic-keep" and len(g.state.pending.data) == 2
    g.apply(A.Choose(g.state.pending.options[0]))
    p = me(g)
    assert p.quest_step == 4 and p.vp == 6 and len(p.relics) == 1
    events = g.history[-1].events + g.history[-2].events
    assert any("complete" in e.text for e in events)
    g.state.players[0].quest_step = 4
    assert gain(g, "quest")[0].rules == ("FLOE-QUEST-DONE-1",)


@pytest.mark.rule("FLOE-QUEST-FREE-1")
def test_free_quest_advance() -> None:
    g = quest_game()
    p = g.state.players[0]
    p.crystals = 0
    gain(g, "quest")
    assert p.quest_step == 1 and p.crystals == 1


# -- achievements and the mayor ---------------------------------------------------------------------------
@pytest.mark.rule("FLOE-ACHIEVE-CLAIM-1", "FLOE-ACHIEVE-STONES-1", "FLOE-ACHIEVE-LIST-1")
def test_all_stones_placed() -> None:
    g = game()
    acting(g, location="floe.I1", stones={"pearl": 3, "kelp": 3, "mushroom": 3, "wood": 2}, vp=0)
    mayor = g.state.village.mayor
    g.apply(A.PlaceStone("wood", "floe.I1.shrine2"))  # 2 Crystals
    assert me(g).vp == 2 and g.state.village.achievements["stones"] == 0
    assert g.state.village.mayor == mayor - 2
    other = g.state.players[1]
    other.stones = {r: 3 for r in other.stones}
    other.vp = 0
    gain(g, "none", seat=1)
    assert other.vp == 0 and g.state.village.achievements["stones"] == 0


@pytest.mark.rule("FLOE-ACHIEVE-MERITS-1")
def test_all_merits_six() -> None:
    g = game()
    p = g.state.players[0]
    p.merits = {"skill": 6, "might": 6, "charm": 6, "craft": 5}
    gain(g, "merit:craft:1")
    assert g.state.village.achievements["merits"] == 0


@pytest.mark.rule("FLOE-ACHIEVE-LANDMARK-1")
def test_third_landmark_visit() -> None:
    g = game()
    p = g.state.players[0]
    p.landmarks_visited = ["a", "b"]
    gain(g, "none")
    assert g.state.village.achievements["landmarks"] == -1
    p.landmarks_visited.append("c")
    gain(g, "none")
    assert g.state.village.achievements["landmarks"] == 0


@pytest.mark.rule("FLOE-RELIC-ACH-1")
def test_seventh_relic() -> None:
    g = game()
    p = g.state.players[0]
    p.relics = g.state.village.relic_deck.draw_pile[:6]
    del g.state.village.relic_deck.draw_pile[:6]
    gain(g, "relic:1")
    assert len(p.relics) == 7 and g.state.village.achievements["relics"] == 0


@pytest.mark.rule("FLOE-MAYOR-MOVE-1", "FLOE-MAYOR-ADV-1")
def test_mayor_moves_toward_the_start() -> None:
    from floe_widgets.games.floe.progress import advance_mayor, mayor_stones

    g = game()
    v = g.state.village
    v.mayor = 16
    advance_mayor(g.state, "test")
    assert v.mayor == 14 and 14 in mayor_stones()
    v.mayor = min(mayor_stones())
    advance_mayor(g.state, "test")
    assert v.mayor == min(mayor_stones())


@pytest.mark.rule("FLOE-END-TRIGGER-1", "FLOE-AMBIG-15", "FLOE-END-ROUNDS-1")
def test_end_trigger_and_final_round() -> None:
    g = game(players=2)
    st = g.state
    st.village.mayor = 12
    st.players[0].vp = 12
    gain(g, "none")
    assert not st.end_triggered
    st.players[0].vp = 13
    gain(g, "none")
    assert st.end_triggered and st.last_round == 2
    g.set_position(st)
    turns = 0
    while not g.is_over:
        g.apply(A.ChooseTurn("exploration"))
        g.apply(A.EndMovement())
        g.apply(A.EndTurn())
        turns += 1
    assert turns == 4 and g.state.round == 2
    # the Mayor passing a Hero also triggers
    g = game()
    g.state.players[1].vp = 11
    g.state.village.mayor = 12
    from floe_widgets.games.floe.progress import advance_mayor
    advance_mayor(g.state, "test")
    gain(g, "none")
    assert g.state.end_triggered


@pytest.mark.rule("FLOE-END-RELIC-1", "FLOE-END-WIN-1", "FLOE-RELIC-SCORE-1", "FLOE-RELIC-SET-1", "FLOE-EXAMPLE-25",
                  "FLOE-AMBIG-28")
def test_relic_scoring() -> None:
    tapinsai = [f"tapinsai-{i}" for i in range(1, 6)]
    assert relic_score(tapinsai) == set_points("tapinsai", 4) == data.relic_types()["tapinsai"]["sets"][4]
    eight = [f"dolphinette-{i}" for i in range(1, 9)]
    assert relic_score(eight) == data.relic_types()["dolphinette"]["sets"][6]
    mixed = ["hillstead-1", "hillstead-2", "sloopy-1", "dolphinette-1", "dolphinette-2", "dolphinette-3",
             "heliostone-1", "heliostone-2"]
    from itertools import combinations
    best = max(sum(set_points(t, sub.count(t)) for t in set(sub))
               for sub in ([data.relic_type(r) for r in c] for c in combinations(mixed, 6)))
    assert relic_score(mixed) == best
    g = game()
    st = g.state
    st.players[0].vp, st.players[1].vp = 10, 12
    st.players[0].relics = tapinsai[:4]
    from floe_widgets.games.floe.progress import final_scoring
    final_scoring(st)
    assert st.final_scores == [10 + 8, 12] and winners(st) == (0,)


@pytest.mark.rule("FLOE-END-TIE-1")
def test_tie_breakers() -> None:
    g = game(players=2)
    st = g.state
    a, b = st.players
    st.final_scores = [30, 30]
    a.crystals = b.crystals = 2
    a.stones = {"pearl": 3, "kelp": 3, "mushroom": 3, "wood": 0}
    b.stones = {"pearl": 3, "kelp": 3, "mushroom": 0, "wood": 0}
    assert winners(st) == (0,)
    b.stones = dict(a.stones)
    a.merits = b.merits = {"skill": 2, "might": 2, "charm": 2, "craft": 2}
    assert winners(st) == (0, 1)
    b.crystals = 3
    assert winners(st) == (1,)


# -- misc -------------------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-EXAMPLE-20")
def test_content_has_merit_requirements() -> None:
    for item in data.items().values():
        assert item["requirement"] and all(m in ("skill", "might", "charm", "craft") for m in item["requirement"])
    for top in data.building_tops().values():
        assert ("cost" in top) != ("merit" in top)
    for b in data.boards():
        assert len(b["full_potential"]) == 2 and b["familiar_full"]


@pytest.mark.rule("FLOE-AMBIG-33")
def test_hero_action_may_be_skipped() -> None:
    g = acting(game())
    g.apply(A.EndTurn())
    assert g.state.current == 1 and g.state.players[0].turns_taken == 1


@pytest.mark.rule("FLOE-AMBIG-36")
def test_unlockable_content_not_offered() -> None:
    from floe_widgets.games.floe.progress import requirement_met

    g = game()
    p = g.state.players[0]
    assert not requirement_met(g.state, p, "check:encounters:2") and p.encounters == 0
    assert not any("encounter" in q["req"] for quest in data.quests().values() for q in quest["steps"])
