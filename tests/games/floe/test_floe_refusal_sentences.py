"""What a Floe player reads when an action is refused: the rule it cites and its sentence, word for word.

Each test plays (or sets by hand) a position, tries an action the rules forbid there and reads the refusal
as an English reader does.  The refusal must also read in Japanese (its message is in the catalogue) and
leave the game unchanged; ``why_not`` gives the same answer as ``apply``.
"""

from __future__ import annotations

import pytest
from floe_kit import acting, edit, explore, game, me, village_turn

from floe_widgets import i18n
from floe_widgets.core import IllegalAction, encode
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.state import Pending

JAPANESE = i18n.catalogue("ja")


def refusal(g: Floe, action: A.Action) -> tuple[str, str]:
    """The refusal as a player reads it (rule id, English sentence); the game is left as it was."""
    before = encode(g.state)
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    assert encode(g.state) == before
    rule, reason = g.why_not(action)
    assert (rule, reason) == (info.value.rule_id, info.value.reason)
    assert isinstance(reason, i18n.Message) and reason.id in JAPANESE, reason
    return rule, reason.said_in("en")


def take(deck, *cards: str) -> list[str]:
    """Take these cards (or tokens) out of a supply deck, to hand them to a player."""
    for card in cards:
        deck.draw_pile.remove(card)
    return list(cards)


def holding(g: Floe, **player) -> Floe:
    def change(st):
        for key, value in player.items():
            setattr(st.players[st.current], key, value)
    return edit(g, change)


# -- a pending choice ---------------------------------------------------------------------------------
def pending(kind: str) -> Floe:
    g = game()

    def change(st):
        st.pending = Pending(st.current, kind, ["pearl", "kelp"], i18n.message("Choose a basic resource."))
    return edit(g, change)


#: the rule a learner is pointed to when they do something else while a choice of this kind waits
@pytest.mark.parametrize("kind, rule", [
    ("alt", "FLOE-ICON-COST-1"), ("basic", "FLOE-RES-BASIC-1"), ("merit", "FLOE-MERIT-ICON-1"),
    ("merit-pair", "FLOE-MERIT-ICON-1"), ("merit-same", "FLOE-MERIT-ICON-1"), ("chestkey", "FLOE-CHEST-MOVE-1"),
    ("stone", "FLOE-STONE-ADV-1"), ("treasure-keep", "FLOE-CHEST-TREASURE-2"),
    ("treasure-discard", "FLOE-CHEST-TREASURE-3"), ("relic-keep", "FLOE-RELIC-LOOK-2"),
    ("token-discard", "FLOE-TOKENS-LIMIT-2"), ("dive", "FLOE-DIVE-COST-1"), ("sell", "FLOE-TERM-SELL-1"),
    ("landmark-slot", "FLOE-DISCOVER-LANDMARK-1"), ("optional", "FLOE-LANDMARK-EFFECT-1"),
    ("place-stone", "FLOE-STONE-PLACE-1"), ("maps", "FLOE-DISCOVER-STEP-1"), ("something-new", "FLOE-ICON-COST-1"),
])
def test_a_pending_choice_comes_first_and_cites_its_rule(kind: str, rule: str) -> None:
    g = pending(kind)
    assert refusal(g, A.ChooseTurn("exploration")) == (
        rule, "First answer the pending choice: Choose a basic resource.")
    assert refusal(g, A.Choose("wood")) == (
        rule, "'wood' is not one of the options of the pending choice (Choose a basic resource.).")
    assert g.why_not(A.Choose("kelp")) is None


@pytest.mark.rule("FLOE-ICON-COST-1")
def test_an_answer_with_no_question_is_refused() -> None:
    assert refusal(game(), A.Choose("pearl")) == ("FLOE-ICON-COST-1", "No choice is waiting for an answer now.")


# -- the kind of turn -------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-TURN-CHOICE-1", "FLOE-TURN-FIRST-1")
def test_choosing_the_kind_of_turn() -> None:
    g = game()
    assert refusal(g, A.ChooseTurn("village")) == (
        "FLOE-TURN-FIRST-1", "Every player's first turn must be an Exploration turn.")
    assert refusal(g, A.ChooseTurn("holiday")) == (
        "FLOE-TURN-CHOICE-1", "A turn is either an Exploration turn or a Village turn.")
    assert refusal(g, A.Hike("floe.I1", "floe.h0")) == (
        "FLOE-TURN-CHOICE-1", "First choose an Exploration or a Village turn.")
    g.apply(A.ChooseTurn("exploration"))
    assert refusal(g, A.ChooseTurn("exploration")) == ("FLOE-TURN-CHOICE-1", "You already chose the kind of this turn.")


@pytest.mark.rule("FLOE-TURN-EXPL-1", "FLOE-VILLAGE-ORDER-1")
def test_ending_a_turn_too_early() -> None:
    g = explore(game())
    assert refusal(g, A.EndTurn()) == (
        "FLOE-TURN-EXPL-1", "End your movement and take your Hero action (or skip it) before ending the turn.")
    g = village_turn(game())
    assert refusal(g, A.EndTurn()) == (
        "FLOE-VILLAGE-ORDER-1", "Place your Hero, then your Familiar, before ending a Village turn.")


@pytest.mark.rule("FLOE-CAVE-REQ-1")
def test_a_battle_action_with_no_battle() -> None:
    from floe_widgets.games.floe import battle_actions as B

    assert refusal(explore(game()), B.BattleContinue()) == (
        "FLOE-CAVE-REQ-1", "No battle is going on: a battle starts when you delve into the Cave.")


# -- tokens, conversions, Allies and Treasures ---------------------------------------------------------
@pytest.mark.rule("FLOE-TOKENS-USE-1", "FLOE-TOKENS-CRATE-1")
def test_potions_and_crates_one_does_not_hold() -> None:
    g = game()
    crate = g.state.supply.crates.draw_pile[0]
    holding(g, tokens=take(g.state.supply.crates, crate))
    assert refusal(g, A.UsePotion("potion-02")) == ("FLOE-TOKENS-USE-1", "You hold no such Potion.")
    assert refusal(g, A.UsePotion(crate)) == ("FLOE-TOKENS-USE-1", "You hold no such Potion.")
    assert refusal(g, A.UseCrate("crate-99", "pearl")) == ("FLOE-TOKENS-USE-1", "You hold no such Crate.")
    other = next(c for c in g.state.supply.crates.draw_pile)
    assert refusal(g, A.UseCrate(other, "pearl")) == ("FLOE-TOKENS-USE-1", "You hold no such Crate.")
    from floe_widgets.games.floe import data

    shown = data.tokens()[crate]["choices"]
    missing = next(r for r in ("pearl", "kelp", "mushroom", "wood") if r not in shown)
    assert refusal(g, A.UseCrate(crate, missing)) == (
        "FLOE-TOKENS-CRATE-1", f"That Crate does not show {missing}.")


@pytest.mark.rule("FLOE-TOKENS-USE-1")
def test_a_potion_token_named_as_a_crate_is_refused() -> None:
    g = game()      # the first seat starts with a Potion
    potion = me(g).tokens[0]
    assert refusal(g, A.UseCrate(potion, "pearl")) == ("FLOE-TOKENS-USE-1", "You hold no such Crate.")


@pytest.mark.rule("FLOE-RES-SODA-2", "FLOE-RES-CAP-1")
def test_soda_conversions() -> None:
    g = holding(game(), soda=1)
    assert refusal(g, A.ConvertSoda("gold")) == (
        "FLOE-RES-SODA-2", "Soda becomes a basic resource (pearl, kelp, mushroom, wood).")
    assert refusal(g, A.ConvertSoda("pearl")) == ("FLOE-RES-SODA-2", "You need 2 Soda for a basic resource.")
    g = holding(game(), soda=2, resources={"pearl": 1, "kelp": 0, "mushroom": 0, "wood": 0})
    assert refusal(g, A.ConvertSoda("pearl")) == ("FLOE-RES-CAP-1", "You have no room for more pearl.")
    assert g.why_not(A.ConvertSoda("kelp")) is None


@pytest.mark.rule("FLOE-RES-CRYSTAL-1")
def test_crystal_conversions() -> None:
    g = holding(game(), resources={"pearl": 1, "kelp": 1, "mushroom": 0, "wood": 0})
    assert refusal(g, A.ConvertCrystal("pearl", "gold")) == (
        "FLOE-RES-CRYSTAL-1", "A Crystal is made of two basic resources (pearl, kelp, mushroom, wood).")
    assert refusal(g, A.ConvertCrystal("gold", "pearl"))[0] == "FLOE-RES-CRYSTAL-1"
    assert refusal(g, A.ConvertCrystal("kelp", "pearl")) == (
        "FLOE-RES-CRYSTAL-1", "Name the two resources in track order: pearl, then kelp.")
    assert refusal(g, A.ConvertCrystal("pearl", "pearl")) == (
        "FLOE-RES-CRYSTAL-1", "You do not have those two basic resources.")
    assert refusal(g, A.ConvertCrystal("pearl", "mushroom")) == (
        "FLOE-RES-CRYSTAL-1", "You do not have those two basic resources.")
    assert g.why_not(A.ConvertCrystal("pearl", "kelp")) is None
    g = holding(game(), resources={"pearl": 2, "kelp": 0, "mushroom": 0, "wood": 0})
    assert g.why_not(A.ConvertCrystal("pearl", "pearl")) is None


@pytest.mark.rule("FLOE-ALLY-FAQ-1", "FLOE-CHEST-TREASURE-4", "FLOE-DISCOVER-RESUME-1")
def test_allies_and_treasures_belong_to_an_exploration_turn() -> None:
    g = village_turn(game())
    assert refusal(g, A.UseAlly("tunnelton-the-miner")) == (
        "FLOE-ALLY-FAQ-1", "This card is used in an Exploration turn.")
    assert refusal(g, A.UseTreasure("ember-stone")) == (
        "FLOE-CHEST-TREASURE-4", "This card is used in an Exploration turn.")
    g = explore(game())
    edit(g, lambda st: setattr(st.turn, "phase", "sail"))
    assert refusal(g, A.UseAlly("tunnelton-the-miner")) == (
        "FLOE-DISCOVER-RESUME-1", "Your Ship is at sea after the discovery: sail on to a Dock first.")


@pytest.mark.rule("FLOE-CHEST-TREASURE-4")
def test_treasures_that_cannot_be_used() -> None:
    g = game()
    treasures = take(g.state.village.treasure_deck, "ember-stone", "sippy-flask")
    explore(g, treasures=treasures)
    assert refusal(g, A.UseTreasure("pearl-shell")) == ("FLOE-CHEST-TREASURE-4", "You hold no such Treasure.")
    assert refusal(g, A.UseTreasure("sippy-flask")) == (
        "FLOE-CHEST-TREASURE-4", "That Treasure has no effect to use; it works on its own.")
    g.apply(A.UseTreasure("ember-stone"))
    assert refusal(g, A.UseTreasure("ember-stone")) == ("FLOE-CHEST-TREASURE-4", "Each Treasure works once per turn.")


@pytest.mark.rule("FLOE-ALLY-USE-1", "FLOE-ALLY-FAQ-3")
def test_exploration_allies() -> None:
    g = game()
    allies = take(g.state.village.ally_deck, "tunnelton-the-miner", "sneaky-sam")
    explore(g, allies=allies, cave_chamber=5)
    assert refusal(g, A.UseAlly("old-greta")) == ("FLOE-ALLY-USE-1", "You have no such Ally.")
    assert refusal(g, A.UseAlly("sneaky-sam")) == ("FLOE-ALLY-USE-1", "Sneaky Sam helps in a battle, not now.")
    assert refusal(g, A.UseAlly("tunnelton-the-miner")) == (
        "FLOE-ALLY-FAQ-3", "Your Hero marker cannot advance further in the Cave.")
    g = game()
    explore(g, allies=take(g.state.village.ally_deck, "tunnelton-the-miner"), cave_chamber=4)
    assert g.why_not(A.UseAlly("tunnelton-the-miner")) is None


@pytest.mark.rule("FLOE-ALLY-FAQ-3")
def test_exploration_allies_that_could_not_finish_their_effect() -> None:
    from floe_widgets.games.floe import data

    g = game()
    cheese = "grandmagus-cheese"
    g.state.village.ally_display.remove(cheese)
    seller = next(a for a, d in data.allies().items() if str(d.get("effect", "")).startswith("sell-item"))
    if seller in g.state.village.ally_deck.draw_pile:
        take(g.state.village.ally_deck, seller)
    explore(g, allies=[cheese, seller])
    assert refusal(g, A.UseAlly(cheese)) == (
        "FLOE-ALLY-FAQ-3", "You have no Primed Floe Stone or there is no empty Shrine.")
    assert refusal(g, A.UseAlly(seller)) == ("FLOE-ALLY-FAQ-3", "You have no Item to sell.")


# -- movement ------------------------------------------------------------------------------------------
def with_maps(g: Floe, *maps: str) -> Floe:
    return holding(g, tokens=me(g).tokens + take(g.state.supply.maps, *maps))


@pytest.mark.rule("FLOE-TURN-CHOICE-1", "FLOE-MOVE-MAP-2", "FLOE-TURN-EXPL-1")
def test_movement_out_of_its_phase() -> None:
    g = village_turn(game())
    assert refusal(g, A.Hike("floe.I1", "floe.h0")) == (
        "FLOE-TURN-CHOICE-1", "Movement belongs to an Exploration turn.")
    g = with_maps(game(), "map-01")
    acting(g, location="floe.I1")
    assert refusal(g, A.UseMap("map-01", "floe.I0")) == (
        "FLOE-MOVE-MAP-2", "Maps move your Hero only during the Movement phase, which is over.")
    assert refusal(g, A.Hike("floe.I0", "floe.h0")) == ("FLOE-TURN-EXPL-1", "Movement is over for this turn.")


@pytest.mark.rule("FLOE-MOVE-SAIL-1", "FLOE-MOVE-SAIL-2", "FLOE-MOVE-SAIL-3", "FLOE-MOVE-SAIL-4")
def test_sailing() -> None:
    g = explore(game(), warmth=4, location="floe.I1")
    assert refusal(g, A.Sail("floe.I3")) == ("FLOE-MOVE-SAIL-3", "A Sail ends at a Dock.")
    assert refusal(g, A.Sail("skull.D0")) == ("FLOE-MOVE-SAIL-1", "No Ship is docked at your Iceberg.")
    g = explore(game(), warmth=4, location="floe.I0")
    assert refusal(g, A.Sail("floe.D0")) == (
        "FLOE-MOVE-SAIL-3", "A Sail must end at a Dock other than the one it started from.")
    assert refusal(g, A.Sail("floe.D1")) == ("FLOE-MOVE-SAIL-4", "That Dock already holds a Ship.")
    assert refusal(g, A.Sail("emberreach.D0")) == ("FLOE-MOVE-SAIL-2", "You do not have the Warmth to sail there.")
    assert g.why_not(A.Sail("skull.D0")) is None


@pytest.mark.rule("FLOE-MOVE-SUMMON-2", "FLOE-MOVE-ZERO-1")
def test_a_summoned_ship_must_sail_and_zero_warmth_stops_walking() -> None:
    g = explore(game(), warmth=5, location="skull.I3")
    g.apply(A.SummonShip("skull.D0", 0))
    assert refusal(g, A.EndMovement()) == ("FLOE-MOVE-SUMMON-2", "You summoned a Ship: you must sail it now.")
    assert refusal(g, A.EndTurn()) == ("FLOE-MOVE-SUMMON-2", "You summoned a Ship: you must sail it now.")
    g = explore(game(), warmth=0, location="floe.I0")
    assert refusal(g, A.Hike("floe.I1", "floe.h0")) == (
        "FLOE-MOVE-ZERO-1", "With 0 Warmth you can no longer pay to move.")
    assert refusal(g, A.SummonShip("skull.D0", 0)) == (
        "FLOE-MOVE-ZERO-1", "With 0 Warmth you can no longer pay to move.")
    assert g.why_not(A.EndMovement()) is None


@pytest.mark.rule("FLOE-MOVE-HIKE-1", "FLOE-MOVE-HIKE-2")
def test_hiking() -> None:
    g = explore(game(), warmth=3, location="floe.I0")
    assert refusal(g, A.Hike("frostmere.I1", "frostmere.h0")) == (
        "FLOE-MOVE-HIKE-2", "You can hike only to Icebergs on revealed Region tiles.")
    hike_one = ("FLOE-MOVE-HIKE-1", "A Hike crosses one Shallows from your Iceberg to the Iceberg beyond it.")
    assert refusal(g, A.Hike("floe.I1", "no-such-shallows")) == hike_one
    assert refusal(g, A.Hike("floe.I3", "floe.h2")) == hike_one          # a Shallows not at your Iceberg
    assert refusal(g, A.Hike("floe.I3", "floe.h0")) == hike_one          # it leads elsewhere
    assert refusal(g, A.Hike("floe.I0", "floe.h0")) == hike_one          # staying put


@pytest.mark.rule("FLOE-MOVE-SUMMON-1", "FLOE-MOVE-SUMMON-3", "FLOE-MOVE-SUMMON-2")
def test_summoning_a_ship() -> None:
    g = explore(game(), warmth=5, location="skull.I3")
    beacon = ("FLOE-MOVE-SUMMON-1", "A Ship is summoned to an empty Beacon Dock of your Hero's Iceberg.")
    assert refusal(g, A.SummonShip("nowhere", 0)) == beacon
    assert refusal(g, A.SummonShip("skull.D1", 0)) == beacon             # a Dock of another Iceberg
    assert refusal(g, A.SummonShip("skull.D0", 2)) == ("FLOE-MOVE-SUMMON-3", "There are only 2 Ships.")
    assert refusal(g, A.SummonShip("skull.D0", -1)) == ("FLOE-MOVE-SUMMON-3", "There are only 2 Ships.")
    assert g.why_not(A.SummonShip("skull.D0", 1)) is None
    g = explore(game(), warmth=5, location="floe.I0")
    assert refusal(g, A.SummonShip("floe.D0", 1)) == beacon               # not a Beacon Dock
    g = explore(game(), warmth=5, location="floe.I3")
    assert refusal(g, A.SummonShip("floe.D1", 0)) == (
        "FLOE-MOVE-SUMMON-3", "That Beacon Dock already holds a Ship.")
    g = explore(game(), warmth=1, location="skull.I3")
    assert refusal(g, A.SummonShip("skull.D0", 0)) == (
        "FLOE-MOVE-SUMMON-2", "The summoned Ship could not sail anywhere afterwards with your Warmth.")


@pytest.mark.rule("FLOE-TOKENS-MAP-1", "FLOE-MOVE-HIKE-2", "FLOE-MOVE-MAP-1")
def test_maps() -> None:
    g = with_maps(game(), "map-01", "map-06")
    explore(g, location="floe.I1")
    assert refusal(g, A.UseMap("map-02", "floe.I0")) == ("FLOE-TOKENS-MAP-1", "You hold no such Map.")
    potion = me(g).tokens[0]
    assert refusal(g, A.UseMap(potion, "floe.I0")) == ("FLOE-TOKENS-MAP-1", "You hold no such Map.")
    off = ("FLOE-MOVE-HIKE-2", "Your Hero can move only to Icebergs on revealed Region tiles.")
    assert refusal(g, A.UseMap("map-01", "frostmere.I0")) == off
    assert refusal(g, A.UseMap("map-01", "nowhere")) == off
    assert refusal(g, A.UseMap("map-06", "floe.I1")) == ("FLOE-MOVE-MAP-1", "Your Hero already stands there.")
    assert refusal(g, A.UseMap("map-06", "floe.I0")) == (
        "FLOE-MOVE-MAP-1", "That Map moves your Hero only to an Iceberg with a cave.")
    assert g.why_not(A.UseMap("map-06", "skull.I1")) is None
    assert g.why_not(A.UseMap("map-01", "floe.I0")) is None


# -- the Hero action and the extra actions ------------------------------------------------------------
@pytest.mark.rule("FLOE-TURN-CHOICE-1", "FLOE-TURN-EXPL-1", "FLOE-EXTRA-TIMING-1")
def test_hero_and_extra_actions_wait_for_the_end_of_movement() -> None:
    g = village_turn(game())
    assert refusal(g, A.Delve()) == ("FLOE-TURN-CHOICE-1", "That belongs to an Exploration turn.")
    g = explore(game(), location="skull.I1")
    assert refusal(g, A.Delve()) == ("FLOE-TURN-EXPL-1", "End your movement first.")
    assert refusal(g, A.FamiliarGather("skull.h0", "print")) == ("FLOE-EXTRA-TIMING-1", "End your movement first.")
    g = explore(game(), warmth=5, location="skull.I3")
    g.apply(A.SummonShip("skull.D0", 0))
    assert refusal(g, A.Gather("shallows:skull.h3")) == (
        "FLOE-MOVE-SUMMON-2", "You summoned a Ship: you must sail it now.")


@pytest.mark.rule("FLOE-TURN-EXPL-1", "FLOE-GATHER-OPT-1", "FLOE-DIVE-COST-1")
def test_gathering() -> None:
    g = acting(game(), location="floe.I0", warmth=3)
    assert refusal(g, A.Gather("shallows:floe.h5")) == (
        "FLOE-GATHER-OPT-1", "That is not something you can gather from here.")
    assert refusal(g, A.Gather("dive:floe.h5")) == (
        "FLOE-GATHER-OPT-1", "That is not something you can gather from here.")
    g.apply(A.Gather("shallows:floe.h0"))
    assert refusal(g, A.Gather("shallows:floe.h1")) == (
        "FLOE-TURN-EXPL-1", "You have already taken your Hero action this turn.")
    g = game()
    expensive = [t for t in g.state.cave.dive_track if t in ("dive-map", "dive-chest-key", "dive-crystals")]
    edit(g, lambda st: setattr(st.cave, "dive_track", expensive))
    acting(g, location="floe.I2", warmth=0)
    assert refusal(g, A.Gather("dive:floe.h5")) == (
        "FLOE-DIVE-COST-1", "You cannot pay for any tile of the Dive track.")


@pytest.mark.rule("FLOE-LANDMARK-REQ-1", "FLOE-LANDMARK-ONCE-1")
def test_visiting_a_landmark() -> None:
    from floe_widgets.games.floe import data

    def landmark(st) -> None:
        card = st.village.landmark_deck.draw_pile.pop(0)
        st.village.landmark_slots[0] = card
        st.world.landmarks["floe.I1"] = card
        st.village.landmark_rumors[card] = [None] * len(data.landmarks()[card]["spaces"])

    g = acting(game(), location="floe.I0")
    assert refusal(g, A.VisitLandmark(0)) == (
        "FLOE-LANDMARK-REQ-1", "There is no Landmark on your Hero's Iceberg.")
    g = acting(edit(game(), landmark), location="floe.I1", rumors_available=0)
    assert refusal(g, A.VisitLandmark(0)) == ("FLOE-LANDMARK-REQ-1", "You have no available Rumor to place.")
    g = edit(game(), landmark)
    card = g.state.world.landmarks["floe.I1"]
    edit(g, lambda st: st.village.landmark_rumors[card].__setitem__(0, 1))
    acting(g, location="floe.I1", rumors_available=1)
    assert refusal(g, A.VisitLandmark(0)) == ("FLOE-LANDMARK-REQ-1", "That space of the Landmark is not free.")
    assert refusal(g, A.VisitLandmark(9)) == ("FLOE-LANDMARK-REQ-1", "That space of the Landmark is not free.")
    edit(g, lambda st: st.village.landmark_rumors[card].__setitem__(0, st.current))
    assert refusal(g, A.VisitLandmark(1)) == ("FLOE-LANDMARK-ONCE-1", "You have already visited this Landmark.")


@pytest.mark.rule("FLOE-CAVE-REQ-1", "FLOE-CAVE-BOSS-3")
def test_delving() -> None:
    g = acting(game(), location="floe.I0")
    assert refusal(g, A.Delve()) == ("FLOE-CAVE-REQ-1", "You can delve only from an Iceberg with a Cave.")
    g = acting(game(), location="skull.I1", cave_chamber=6)
    assert refusal(g, A.Delve()) == ("FLOE-CAVE-BOSS-3", "After beating the Boss you may not delve again.")
    g = acting(game(), location="skull.I1", cave_chamber=5)
    assert g.why_not(A.Delve()) is None
    edit(g, lambda st: setattr(st.cave.chambers[4], "monster", ""))
    assert refusal(g, A.Delve()) == ("FLOE-CAVE-REQ-1", "Your chamber has no Monster to fight.")


@pytest.mark.rule("FLOE-FAMILIAR-GATHER-1", "FLOE-FAMILIAR-GATHER-2")
def test_the_familiar_gathers() -> None:
    g = acting(game(), location="floe.I0", warmth=0)
    assert refusal(g, A.FamiliarGather("floe.h0", "print")) == (
        "FLOE-FAMILIAR-GATHER-1", "Sending your Familiar costs 1 Warmth.")
    g = acting(game(), location="floe.I0", warmth=3)
    assert refusal(g, A.FamiliarGather("floe.h2", "print")) == (
        "FLOE-FAMILIAR-GATHER-1", "Your Familiar goes onto a Shallows next to your Hero's Iceberg.")
    assert refusal(g, A.FamiliarGather("floe.h0", "dive")) == (
        "FLOE-FAMILIAR-GATHER-2", "Your Familiar cannot gather that from this Shallows.")
    g.apply(A.FamiliarGather("floe.h0", "print"))
    assert refusal(g, A.FamiliarGather("floe.h1", "print")) == (
        "FLOE-FAMILIAR-GATHER-1", "Your Familiar was already used this turn.")


@pytest.mark.rule("FLOE-AMBIG-20", "FLOE-TRADE-EXIST-1", "FLOE-TERM-SELL-1", "FLOE-TRADE-SUMMON-1")
def test_trading() -> None:
    g = game()
    items = [g.state.village.item_display.pop(0)]
    edit(g, lambda st: (setattr(st.world, "traders", {"trader-north": "floe.I1"}),
                        st.world.traders_supply.remove("trader-north")))
    acting(g, location="floe.I0", warmth=1, items=items)
    assert refusal(g, A.Trade("trader-south", f"item:{items[0]}")) == (
        "FLOE-TRADE-EXIST-1", "Only Traders already on the map can be summoned.")
    assert refusal(g, A.Trade("trader-north", "item:longbow")) == (
        "FLOE-TERM-SELL-1", "You hold no such Item, Treasure or Relic to sell.")
    assert g.why_not(A.Trade("trader-north", f"item:{items[0]}")) is None
    edit(g, lambda st: setattr(st.world, "traders", {"trader-north": "skull.I2"}))
    assert refusal(g, A.Trade("trader-north", f"item:{items[0]}")) == (
        "FLOE-TRADE-SUMMON-1", "You cannot pay 1 Warmth per Shallows of the Trader's journey.")
    edit(g, lambda st: setattr(st.world, "traders", {"trader-north": "frostmere.I1"}))
    assert refusal(g, A.Trade("trader-north", f"item:{items[0]}"))[0] == "FLOE-TRADE-SUMMON-1"
    edit(g, lambda st: (setattr(st.world, "traders", {"trader-north": "floe.I1"}),
                        setattr(st.turn, "trade_done", True)))
    assert refusal(g, A.Trade("trader-north", f"item:{items[0]}")) == (
        "FLOE-AMBIG-20", "You have already traded this turn.")


@pytest.mark.rule("FLOE-SHRINE-PRIMED-1", "FLOE-SHRINE-REQ-1")
def test_placing_a_floe_stone() -> None:
    from floe_widgets.games.floe.state import STONE_PRIMED

    g = acting(game(), location="floe.I1",
               stones={"pearl": STONE_PRIMED, "kelp": STONE_PRIMED - 1, "mushroom": 0, "wood": 0})
    assert refusal(g, A.PlaceStone("kelp", "floe.I1.shrine0")) == (
        "FLOE-SHRINE-PRIMED-1", "Only a Primed Floe Stone can be placed in a Shrine.")
    assert refusal(g, A.PlaceStone("pearl", "skull.I2.shrine0")) == (
        "FLOE-SHRINE-REQ-1", "You can place a stone only in an empty Shrine on your Hero's Iceberg.")
    assert g.why_not(A.PlaceStone("pearl", "floe.I1.shrine0")) is None


# -- the Village --------------------------------------------------------------------------------------
NONE = {"pearl": 0, "kelp": 0, "mushroom": 0, "wood": 0}


@pytest.mark.rule("FLOE-BUILDING-TIMING-1", "FLOE-TURN-CHOICE-1")
def test_village_actions_in_an_exploration_turn() -> None:
    g = explore(game())
    assert refusal(g, A.UseBuilding(0)) == ("FLOE-BUILDING-TIMING-1", "That belongs to a Village turn.")
    assert refusal(g, A.PlaceFigure("shop")) == ("FLOE-TURN-CHOICE-1", "That belongs to a Village turn.")
    assert refusal(g, A.Pass()) == ("FLOE-TURN-CHOICE-1", "That belongs to a Village turn.")


@pytest.mark.rule("FLOE-AMBIG-30", "FLOE-BUILDING-PARTS-1", "FLOE-BUILDING-TIMING-1", "FLOE-BUILDING-COST-1",
                  "FLOE-BUILDING-REQ-1")
def test_buildings() -> None:
    g = village_turn(game(), warmth=0, resources=dict(NONE, kelp=1))
    assert refusal(g, A.UseBuilding(1)) == ("FLOE-BUILDING-PARTS-1", "You have 1 Building.")
    assert refusal(g, A.UseBuilding(-1)) == ("FLOE-BUILDING-PARTS-1", "You have 1 Building.")
    cannot = "You cannot pay this Building's cost or do not meet its Merit requirement."
    assert refusal(g, A.UseBuilding(0)) == ("FLOE-BUILDING-COST-1", cannot)      # 1 Warmth, and none left
    g = village_turn(game(), warmth=3, resources=dict(NONE, kelp=1))
    g.apply(A.UseBuilding(0))
    g.apply(A.Choose(g.state.pending.options[0]))
    assert refusal(g, A.UseBuilding(0)) == ("FLOE-BUILDING-TIMING-1", "Each Building works once per Village turn.")
    g.apply(A.PlaceFigure("tavern"))
    assert refusal(g, A.UseBuilding(0)) == (
        "FLOE-AMBIG-30", "Buildings work only at the start, before the Familiar or at the end of a Village turn.")
    g = game()
    display = g.state.village.building_display
    charm = next(b for b in display if b[0] == "top-charm-5")
    edit(g, lambda st: st.village.building_display.remove(charm))
    village_turn(g, buildings=[charm])
    assert refusal(g, A.UseBuilding(0)) == ("FLOE-BUILDING-REQ-1", cannot)
    g = game()
    two = list(g.state.village.building_display[:2])
    edit(g, lambda st: [st.village.building_display.remove(b) for b in two])
    village_turn(g, buildings=two)
    assert refusal(g, A.UseBuilding(2)) == ("FLOE-BUILDING-PARTS-1", "You have 2 Buildings.")


@pytest.mark.rule("FLOE-VILLAGE-ORDER-1", "FLOE-VILLAGE-SPACES-1", "FLOE-VILLAGE-PLACE-1")
def test_placing_figures() -> None:
    g = village_turn(game(), resources=dict(NONE, kelp=1))
    assert refusal(g, A.PlaceFigure("harbour")) == (
        "FLOE-VILLAGE-SPACES-1", "The Village spaces are Shop, Tavern, Hot Springs, Timber Yard, Academy.")
    g.apply(A.PlaceFigure("tavern"))
    assert refusal(g, A.PlaceFigure("shop")) == (
        "FLOE-VILLAGE-ORDER-1", "Figures are placed Hero first, then Familiar, one step at a time.")
    g.apply(A.Pass())
    assert refusal(g, A.PlaceFigure("tavern")) == (
        "FLOE-VILLAGE-PLACE-1", "One of your figures already stands there.")


@pytest.mark.rule("FLOE-VILLAGE-ORDER-1", "FLOE-VILLAGE-ACTION-1", "FLOE-VILLAGE-ACTION-2")
def test_space_actions_in_order() -> None:
    g = village_turn(game(), resources=dict(NONE, pearl=1, kelp=1))
    item = g.state.village.item_display[0]
    assert refusal(g, A.BuyItem(item)) == ("FLOE-VILLAGE-ORDER-1", "Place a figure on a Village space first.")
    g.apply(A.PlaceFigure("tavern"))
    assert refusal(g, A.BuyItem(item)) == (
        "FLOE-VILLAGE-ORDER-1", "Your figure stands at the Tavern, not the Shop.")
    assert refusal(g, A.Academy("vp")) == (
        "FLOE-VILLAGE-ORDER-1", "Your figure stands at the Tavern, not the Academy.")
    card = g.state.village.tavern_display[0]
    g.apply(A.TavernVisit(card, 0))
    other = g.state.village.tavern_display[0]
    assert refusal(g, A.TavernVisit(other, 0)) == (
        "FLOE-VILLAGE-ACTION-1", "You already took the Tavern action on this visit.")
    g = village_turn(game(), resources=dict(NONE))
    g.apply(A.PlaceFigure("shop"))          # no Pearl: the Hero only warms up and the Familiar is next
    assert refusal(g, A.BuyItem(item)) == (
        "FLOE-VILLAGE-ACTION-2", "That action needs exactly your full storable amount of pearl.")


@pytest.mark.rule("FLOE-VILLAGE-ACTION-2")
def test_a_familiar_that_could_not_pay_moves_on_and_says_why() -> None:
    g = village_turn(game(), resources=dict(NONE, kelp=1))
    g.apply(A.PlaceFigure("tavern"))
    g.apply(A.Pass())
    g.apply(A.PlaceFigure("shop"))          # no Pearl: the Familiar only warms up, and the turn is at its end
    assert g.state.turn.phase == "v-end"
    assert refusal(g, A.BuyItem(g.state.village.item_display[0])) == (
        "FLOE-VILLAGE-ACTION-2", "That action needs exactly your full storable amount of pearl.")
    assert refusal(g, A.TavernVisit(g.state.village.tavern_display[0], 0)) == (
        "FLOE-VILLAGE-ORDER-1", "Place a figure on a Village space first.")


@pytest.mark.rule("FLOE-VILLAGE-ACTION-1")
def test_a_space_action_is_taken_once_per_visit() -> None:
    g = village_turn(game(), resources=dict(NONE, pearl=1))
    g.apply(A.PlaceFigure("shop"))
    edit(g, lambda st: setattr(st.turn, "space_action_done", True))
    item = g.state.village.item_display[0]
    assert refusal(g, A.BuyItem(item)) == (
        "FLOE-VILLAGE-ACTION-1", "You already took the Shop action on this visit.")


@pytest.mark.rule("FLOE-VILLAGE-ACTION-2")
def test_a_space_action_needs_the_full_storable_amount() -> None:
    g = village_turn(game(), resources=dict(NONE, pearl=1), stones=dict(NONE, pearl=1))
    g.apply(A.PlaceFigure("shop"))
    edit(g, lambda st: setattr(st.turn, "phase", "v-hero"))
    item = g.state.village.item_display[0]
    assert refusal(g, A.BuyItem(item)) == (
        "FLOE-VILLAGE-ACTION-2", "That action needs exactly your full storable amount of pearl.")


@pytest.mark.rule("FLOE-SHOP-ACTION-1", "FLOE-TAVERN-ACTION-1", "FLOE-SPRINGS-ACTION-1", "FLOE-YARD-ACTION-1")
def test_cards_not_on_offer() -> None:
    g = village_turn(game(), resources=dict(NONE, pearl=1))
    g.apply(A.PlaceFigure("shop"))
    deep = g.state.village.item_deck.draw_pile[1]
    assert refusal(g, A.BuyItem(deep)) == ("FLOE-SHOP-ACTION-1", "That Item is not available at the Shop.")
    assert g.why_not(A.BuyItem(g.state.village.item_deck.draw_pile[0])) is None
    g = village_turn(game(), resources=dict(NONE, kelp=1))
    g.apply(A.PlaceFigure("tavern"))
    deep = g.state.village.tavern_deck.draw_pile[1]
    assert refusal(g, A.TavernVisit(deep, 0)) == ("FLOE-TAVERN-ACTION-1", "That Tavern card is not available.")
    card = g.state.village.tavern_display[0]
    assert refusal(g, A.TavernVisit(card, 2)) == ("FLOE-TAVERN-ACTION-1", "A Tavern card offers two benefits.")
    assert refusal(g, A.TavernVisit(card, -1)) == ("FLOE-TAVERN-ACTION-1", "A Tavern card offers two benefits.")
    assert g.why_not(A.TavernVisit(card, 1)) is None
    g = village_turn(game(), resources=dict(NONE, mushroom=1))
    g.apply(A.PlaceFigure("springs"))
    deep = g.state.village.ally_deck.draw_pile[1]
    assert refusal(g, A.TakeAlly(deep)) == ("FLOE-SPRINGS-ACTION-1", "That Ally is not available at the Hot Springs.")
    g = village_turn(game(), resources=dict(NONE, wood=1))
    g.apply(A.PlaceFigure("yard"))
    top, bottom = g.state.village.building_display[0]
    assert refusal(g, A.TakeBuildings(top, "bottom-map")) == (
        "FLOE-YARD-ACTION-1", "That Building set is not available at the Timber Yard.")
    assert g.why_not(A.TakeBuildings(top, bottom)) is None


@pytest.mark.rule("FLOE-ACADEMY-ACTION-1")
def test_the_academy() -> None:
    g = village_turn(game(), crystals=1)
    g.apply(A.PlaceFigure("academy"))
    assert g.why_not(A.Academy("relics-1")) is None
    assert refusal(g, A.Academy("vp")) == (
        "FLOE-ACADEMY-ACTION-1", "Each Academy action once per visit (an Elder or Looking for Relics in the "
                                 "2-Crystal slot), if you have the Crystals.")


@pytest.mark.rule("FLOE-DISCOVER-REQ-1", "FLOE-DISCOVER-LIMIT-1")
def test_discovering_a_region() -> None:
    g = with_maps(game(), "map-01")
    explore(g, warmth=4, location="floe.I0")
    assert refusal(g, A.DiscoverRegion("top-left")) == ("FLOE-DISCOVER-REQ-1", "Discovering a Region costs 2 Maps.")
    g = with_maps(game(), "map-01", "map-06")
    explore(g, warmth=4, location="floe.I1")
    assert refusal(g, A.DiscoverRegion("top-left")) == (
        "FLOE-DISCOVER-REQ-1", "A Region is discovered while sailing: you need a Ship docked at your Iceberg.")
    face_down = ("FLOE-DISCOVER-REQ-1", "Only a face-down Region tile can be discovered.")
    assert refusal(g, A.DiscoverRegion("top-centre")) == face_down
    assert refusal(g, A.DiscoverRegion("far-away")) == face_down
    g = with_maps(game(), "map-01", "map-06")
    explore(g, warmth=1, location="floe.I0")
    assert refusal(g, A.DiscoverRegion("bottom-right")) == (
        "FLOE-DISCOVER-REQ-1", "Your Ship cannot reach that tile and then a Dock with your Warmth.")
    assert refusal(g, A.DiscoverRegion("top-left", "skull.S1")) == (
        "FLOE-DISCOVER-REQ-1", "Your Ship cannot stop on that Sea next to the tile and still reach a Dock.")
    assert refusal(g, A.DiscoverRegion("top-left", "floe.S3")) == (   # named as a person reads it, not by id
        "FLOE-DISCOVER-REQ-1", "The cheapest Sea there is the W sea of Island of Floe: discover without naming a Sea.")
    assert g.why_not(A.DiscoverRegion("top-left")) is None
    g.apply(A.DiscoverRegion("top-left"))
    while g.state.pending is not None:
        g.apply(A.Choose(g.state.pending.options[0]))
    assert refusal(g, A.DiscoverRegion("top-right")) == (
        "FLOE-DISCOVER-LIMIT-1", "You may discover only one Region per turn.")
