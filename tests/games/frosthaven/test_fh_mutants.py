"""Tests written from the survivors of a mutation-testing run (mutmut 3.8) over the small, rule-dense
Frosthaven modules: each one pins a number or a state change the older tests let slip (odd amounts
rounded down, boundaries of 2 quest cards or 0 gold left, events citing their rules...)."""

from __future__ import annotations

import pytest

from floe_widgets.core import Chance, RandomBot
from floe_widgets.games.frosthaven import campaign as CP
from floe_widgets.games.frosthaven import cards as C
from floe_widgets.games.frosthaven import modifiers as M
from floe_widgets.games.frosthaven import perks as PERKS
from floe_widgets.games.frosthaven import scenario as SC
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.outpost import content as K
from floe_widgets.games.frosthaven.outpost import downtime as DT
from floe_widgets.games.frosthaven.outpost import town as TOWN
from floe_widgets.games.frosthaven.outpost.actions import (
    Brew,
    Build,
    ChooseScenario,
    Craft,
    CreateCharacter,
    LevelUp,
    LostChoice,
    Rebuild,
    Retire,
    Sell,
    SpendMorale,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.town import building, unlock_building
from tests.games.frosthaven.outpost_helpers import at, campaign, report
from tests.games.frosthaven.test_fh_outpost import refused


def events(game) -> list:
    return list(game.history[-1].events)


# -- campaign.py -----------------------------------------------------------------------------------------
@pytest.mark.rule("FH-ENHANCE-LOST-1", "FH-ENHANCE-ORDER-1")
def test_halving_an_odd_enhancement_cost_rounds_down_to_whole_gold() -> None:
    cost = CP.enhancement_cost(25, lost=True)
    assert cost == 12 and isinstance(cost, int)
    assert CP.enhancement_cost(75, multi_target=True, lost=True) == 75


@pytest.mark.rule("FH-VARIANT-TEMPENH-1")
def test_temporary_enhancements_cost_whole_gold() -> None:
    cost = CP.enhancement_cost(33, temporary=True)     # 20% off 33 is 26.4: whole gold, rounded down
    assert cost == 26 and isinstance(cost, int)


@pytest.mark.rule("FH-VARIANT-REDUCED-1")
def test_reduced_randomness_leaves_numbered_cards_alone() -> None:
    assert [CP.reduced_randomness(c) for c in ("+1", "-1", "+0", "null", "bless")] == ["+1", "-1", "+0", "-2", "+2"]


@pytest.mark.rule("FH-CHAR-ITEMS-1")
def test_starting_gold_buys_exactly_30_gold_of_items() -> None:
    prices = {120: 10, 121: 20, 122: 15, 123: 16}
    assert CP.buy_starting_items(CP.STARTING_GOLD, prices, [120, 121]) == 0      # all 30 spent
    with pytest.raises(ValueError, match="not enough gold"):
        CP.buy_starting_items(CP.STARTING_GOLD, prices, [122, 123])             # 31 gold
    with pytest.raises(ValueError, match="not enough gold"):
        CP.buy_starting_items(CP.STARTING_GOLD, prices, [121, 121, 120])        # 50 gold
    with pytest.raises(ValueError, match="item 10 is not"):
        CP.buy_starting_items(CP.STARTING_GOLD, {10: 5}, [10])


@pytest.mark.rule("FH-OUTPOST-STEPS-1")
def test_the_outpost_phase_records_its_steps_and_has_no_sixth() -> None:
    phase = CP.OutpostPhase()
    for step in CP.OUTPOST_STEPS:
        phase.do(step)
    assert phase.done == list(CP.OUTPOST_STEPS)
    with pytest.raises(ValueError, match="needs 'None' now"):
        phase.do("passage of time")


# -- outpost/downtime.py ---------------------------------------------------------------------------------
def downtime(**changes):
    return at(campaign(), "outpost", "downtime", **changes)


@pytest.mark.rule("FH-GEN-PLAYERS-1")
def test_a_player_with_a_character_cannot_create_a_second() -> None:
    g = downtime()
    info = refused(g, CreateCharacter(0, "glintblade", 0))
    assert info.rule_id == "FH-GEN-PLAYERS-1" and info.reason.startswith("Player 1 already has a character")


@pytest.mark.rule("FH-CHAR-PQ-1")
@pytest.mark.parametrize("deck, keep, ok", [(2, 1, True), (2, 0, True), (1, 1, False), (1, 0, True), (0, 0, True)])
def test_which_of_the_drawn_quests_may_be_kept(deck: int, keep: int, ok: bool) -> None:
    g = campaign()
    g = at(g, "outpost", "downtime", characters=[h for h in g.state.characters if h.seat == 0],
           quest_deck=list(g.state.quest_deck[:deck]))
    drawn = list(g.state.quest_deck)
    action = CreateCharacter(1, "glintblade", keep)
    if not ok:
        assert refused(g, action).rule_id == "FH-CHAR-PQ-1"
        return
    g.apply(action)
    new = hero(g.state, 1)
    assert new.quest == (drawn[keep] if drawn else "")
    assert new.perk_marks == 0            # player 2 has retired no character yet
    assert g.state.quest_deck == [q for q in drawn if q != new.quest]
    (ev,) = events(g)
    assert ev.player == 1 and ev.rules == ("FH-DOWNTIME-CREATE-1", "FH-CHAR-UNIQUE-1", "FH-CHAR-PQ-1")
    assert "Player 2 creates a" in ev.text and f"with {CP.new_character_gold(g.state.prosperity)} gold" in ev.text
    assert ev.text.endswith(f"and personal quest {drawn[keep] if drawn else '(none left)'}.")


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1", "FH-DOWNTIME-CREATE-1")
def test_each_retirement_of_a_player_adds_a_bonus_perk_mark() -> None:
    g = downtime(retired_by_seat={0: 1}, prosperity=2)
    s = g.state
    h = hero(s, 0)
    h.quest_progress = K.quest(h.quest)["target"]
    g.set_position(s)
    g.apply(Retire(0))
    assert g.state.retired_by_seat == {0: 2}
    g.apply(CreateCharacter(0, h.cls, 0))
    assert hero(g.state, 0).perk_marks == 2 and hero(g.state, 0).gold == 10 * (2 + 2) + 20   # prosperity +2


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1", "FH-GEN-CLASSES-1")
def test_retiring_reports_every_step_with_its_rule() -> None:
    g = downtime(inspiration=20, prosperity=1)
    s = g.state
    h = hero(s, 0)
    h.quest = "PQ-01"                          # opens building 44
    h.quest_progress = 2
    s.quest_deck = ["PQ-03"] + [q for q in s.quest_deck if q != "PQ-03"]    # opens the rimecaller
    s.unlocked_classes = [c for c in s.unlocked_classes if c != "rimecaller"]
    s.buildings = [b for b in s.buildings if b.number != 44]
    g.set_position(s)
    g.apply(Retire(0, second_quest=True))
    ev = events(g)
    rules = ("FH-DOWNTIME-RETIRE-1",)
    assert [e.kind for e in ev][0] == "retire" and ev[0].player == 0 and ev[0].rules == rules
    assert ev[0].text.endswith("retires, having completed PQ-01, PQ-03.")
    assert ev[1].rules == rules and "envelope for building 44" in ev[1].text
    assert ev[2].rules == rules + ("FH-GEN-CLASSES-1",) and "unlocks the" in ev[2].text
    assert ev[3].rules == rules and ev[3].text.startswith("15 inspiration spent") and "(inspiration 5)" in ev[3].text
    assert ev[4].rules == rules and ev[4].text == "Prosperity +2 (now 3)."
    assert len(ev) == 5
    assert g.state.retirements == [f"{h.name} (player 1, level {h.level}, quest PQ-01+PQ-03)"]
    assert "rimecaller" in g.state.unlocked_classes
    new = building(g.state, 44)
    assert (new.level, new.wrecked, new.name) == (0, False, K.building_info(44)["name"])


@pytest.mark.rule("FH-DOWNTIME-CRAFT-1")
def test_crafting_spends_the_towns_herbs() -> None:
    g = downtime(herbs={"snowthistle": 3})
    s = g.state
    s.characters[0].materials = {"lumber": 2, "metal": 0, "hide": 0}
    g.set_position(s)
    g.apply(Craft(0, "ash-bow"))
    assert g.state.herbs["snowthistle"] == 2 and hero(g.state, 0).materials["lumber"] == 0
    (ev,) = events(g)
    assert ev.rules == ("FH-DOWNTIME-CRAFT-1",) and ev.player == 0
    assert ev.text.endswith("crafts Ash Bow from 2 lumber, 1 snowthistle.")


# -- outpost/town.py -------------------------------------------------------------------------------------
@pytest.mark.rule("FH-DOWNTIME-RETIRE-1")
def test_an_envelope_opens_a_building_once_and_unbuilt() -> None:
    s = campaign().state
    s.buildings = [b for b in s.buildings if b.number != 44]
    count = len(s.buildings)
    (ev,) = unlock_building(s, 44, ("FH-DOWNTIME-RETIRE-1",))
    assert ev.rules == ("FH-DOWNTIME-RETIRE-1",) and "building 44" in ev.text
    b = building(s, 44)
    assert (b.level, b.wrecked, b.name) == (0, False, K.building_info(44)["name"])
    assert unlock_building(s, 44, ("FH-DOWNTIME-RETIRE-1",)) == [] and len(s.buildings) == count + 1
    assert [b.number for b in s.buildings] == sorted(b.number for b in s.buildings)


@pytest.mark.rule("FH-CONSTRUCT-REBUILD-1")
def test_a_rebuilt_building_is_standing_again() -> None:
    g = at(campaign(), "outpost", "construction", builds_left=1, supply={"lumber": 9, "metal": 9, "hide": 9})
    s = g.state
    number = next(b.number for b in s.buildings if b.level >= 1)
    building(s, number).wrecked = True
    g.set_position(s)
    g.apply(Rebuild(number))
    assert building(g.state, number).wrecked is False
    (ev,) = events(g)
    assert ev.rules == ("FH-CONSTRUCT-REBUILD-1",) and f"Building {number} (" in ev.text and "is rebuilt for" in ev.text


# -- modifiers.py ----------------------------------------------------------------------------------------
@pytest.mark.rule("FH-ATK-3", "FH-ATK-3a", "FH-MOD-SHUFFLE-1")
def test_2x_and_null_carry_the_shuffle_icon_bless_and_curse_do_not() -> None:
    assert M.parse("2x") == M.Card("2x", 0, "double", False, "", shuffle=True, condition_card=False)
    assert M.parse("bless") == M.Card("bless", 0, "double", False, "", shuffle=False, condition_card=True)
    assert M.parse("null") == M.Card("null", 0, "null", False, "", shuffle=True, condition_card=False)
    assert M.parse("curse") == M.Card("curse", 0, "null", False, "", shuffle=False, condition_card=True)
    assert M.parse("+1") == M.Card("+1", 1, "add", False, "", shuffle=False, condition_card=False)
    assert M.parse("r+1:wound") == M.Card("r+1:wound", 1, "add", True, "wound", shuffle=False, condition_card=False)
    d = M.ModDeck(draw=["bless", "2x", "+1"])
    M.draw_one(d, Chance(0), "deck-0")
    assert d.reshuffle is False and d.discard == []          # bless goes back to the supply
    M.draw_one(d, Chance(0), "deck-0")
    assert d.reshuffle is True and d.discard == ["2x"]


@pytest.mark.rule("FH-MOD-SHUFFLE-1")
def test_the_end_of_round_shuffle_is_drawn_under_the_decks_label() -> None:
    ch = Chance(0)
    order = ["2x", "+0", "-1", "+1", "-2", "null"]
    ch.fix("deck-0", order)
    d = M.ModDeck(draw=["+1", "-2"], discard=["-1", "+0", "2x", "null"], reshuffle=True)
    M.shuffle_all(d, ch, "deck-0")
    assert d.draw == order and d.discard == [] and d.reshuffle is False


@pytest.mark.rule("FH-MOD-DECK-1", "FH-CHAR-PERK-1")
def test_a_new_deck_is_shuffled_under_its_label() -> None:
    order = ["2x", "null", "+2", "-2"] + ["+0"] * 6 + ["-1"] * 5 + ["+1"] * 5
    ch = Chance(0)
    ch.fix("deck-0", order)
    assert M.new_deck(ch, "deck-0").draw == order
    ch.fix("deck-1", order)
    assert PERKS.new_deck(ch, "deck-1", "warden").draw == order


@pytest.mark.rule("FH-MOD-BLESSCURSE-1")
def test_a_curse_is_shuffled_in_under_the_decks_label() -> None:
    ch = Chance(0)
    order = ["+0", "-1", "curse", "+1", "2x", "+2"]
    ch.fix("deck-1", order)
    d = M.ModDeck(draw=["+0", "-1", "+1", "2x", "+2"])
    M.add_condition_card(d, ch, "deck-1", "curse")
    assert d.draw == order


@pytest.mark.rule("FH-ATK-3")
def test_an_empty_draw_pile_is_reshuffled_under_the_decks_label() -> None:
    ch = Chance(0)
    ch.fix("deck-M", ["-1", "+2", "+0", "+1", "-2"])
    d = M.ModDeck(draw=[], discard=["+0", "+1", "-1", "-2", "+2"])
    used, drawn = M.draw_for_attack(d, ch, "deck-M", 3)
    assert [c.text for c in used] == ["-1"] and d.draw == ["+2", "+0", "+1", "-2"] and d.discard == ["-1"]


@pytest.mark.rule("FH-ADV-ROLL-1", "FH-ADV-ADV-1")
def test_advantage_keeps_every_leading_rolling_card() -> None:
    used, drawn = M.draw_for_attack(M.ModDeck(draw=["r+1", "r+2", "+0", "-1", "+2"]), Chance(0), "x", 2,
                                    "advantage")
    assert [c.text for c in drawn] == ["r+1", "r+2", "+0", "-1"]
    assert [c.text for c in used] == ["r+1", "r+2", "+0"] and M.apply(2, used) == 5


@pytest.mark.rule("FH-ATK-6", "FH-ADV-ADV-1", "FH-ADV-DIS-1")
def test_two_equally_good_cards_use_the_first_drawn() -> None:
    two_x, bless = M.parse("2x"), M.parse("bless")
    assert M.better(3, two_x, bless) is two_x and M.better(3, bless, two_x) is bless
    assert M.worse(3, two_x, bless) is two_x and M.worse(3, bless, two_x) is bless
    used, _ = M.draw_for_attack(M.ModDeck(draw=["bless", "2x"]), Chance(0), "x", 3, "advantage")
    assert [c.text for c in used] == ["bless"]


@pytest.mark.rule("FH-ATK-6", "FH-ADV-DIS-1")
def test_with_equal_numbers_the_card_without_an_effect_is_the_worse() -> None:
    plain, poison = M.parse("+1"), M.parse("+1:poison")
    assert M.worse(3, poison, plain) is plain and M.worse(3, plain, poison) is plain
    used, _ = M.draw_for_attack(M.ModDeck(draw=["+1:poison", "+1"]), Chance(0), "x", 3, "disadvantage")
    assert [c.text for c in used] == ["+1"]


# -- perks.py --------------------------------------------------------------------------------------------
@pytest.mark.rule("FH-CHAR-PERK-1")
def test_a_refused_perk_says_why() -> None:
    reason = PERKS.check_perks("warden", ["no-such-perk"])
    assert reason is not None and "has no perk 'no-such-perk'" in reason and "FH-CHAR-PERK-1" in reason
    assert PERKS.check_perks("warden", []) is None


@pytest.mark.rule("FH-DOWNTIME-LEVEL-1")
def test_levelling_adds_a_perk_mark_and_says_how_the_level_came() -> None:
    g = downtime()
    s = g.state
    h = hero(s, 0)
    h.xp, h.perk_marks = K.xp_threshold(2), 2           # exactly the threshold: earned by XP
    g.set_position(s)
    g.apply(LevelUp(0))
    (ev,) = events(g)
    assert hero(g.state, 0).perk_marks == 3 and "prosperity" not in ev.text
    assert ev.rules == ("FH-DOWNTIME-LEVEL-1",) and ev.player == 0
    g = downtime(prosperity=4)                          # prosperity 4 lets everyone reach level 2
    g.apply(LevelUp(1))
    (ev,) = events(g)
    assert "reaches level 2 through the town's prosperity" in ev.text
    assert hero(g.state, 1).xp == K.xp_threshold(2)


@pytest.mark.rule("FH-DOWNTIME-SELL-1")
@pytest.mark.parametrize("item", ["potion:arrowvine+snowthistle", "iron-charm"])
def test_a_potion_or_a_herb_item_sells_for_2_gold_per_resource(item: str) -> None:
    g = downtime()
    s = g.state
    h = hero(s, 1)
    h.items = [item]
    gold = h.gold
    g.set_position(s)
    g.apply(Sell(1, item))
    assert hero(g.state, 1).gold == gold + 4 and hero(g.state, 1).items == []     # 2 herbs / 1 metal + 1 herb
    (ev,) = events(g)
    assert ev.rules == ("FH-DOWNTIME-SELL-1",) and ev.player == 1 and ev.text.endswith(f"sells {item} for 4 gold.")


@pytest.mark.rule("FH-EVENT-ATTACK-1")
def test_the_barracks_level_adds_to_defence_unless_wrecked() -> None:
    s = campaign().state
    printed = K.building_info(5)["defence"]
    barracks = building(s, K.data()["guard_bonus_building"])
    assert barracks.level == 1 and TOWN.defence(s, 5) == printed + 1
    barracks.level = 3
    assert TOWN.defence(s, 5) == printed + 3
    barracks.wrecked = True
    assert TOWN.defence(s, 5) == printed
    s.buildings.remove(barracks)
    assert TOWN.defence(s, 5) == printed


@pytest.mark.rule("FH-EVENT-ATTACK-1")
def test_a_building_holds_at_exactly_the_attack_and_is_wrecked_below_it() -> None:
    s = campaign().state
    strength = TOWN.defence(s, 5) + 1                   # a guard card of +1 exactly matches the attack
    s.attack_targets, s.attack_strength, s.guard_deck = [5, 17], strength, [1, -1]
    (ev,) = TOWN.defend(s, 5, Chance(0))
    assert not building(s, 5).wrecked and ev.kind == "info" and ev.rules == ("FH-EVENT-ATTACK-1",)
    assert f"holds: defence {strength - 1} + guard card +1 against attack {strength}." in ev.text
    (ev,) = TOWN.defend(s, 17, Chance(0))
    assert building(s, 17).wrecked and ev.kind == "wrecked" and ev.rules == ("FH-EVENT-ATTACK-1",)
    assert f"is wrecked: defence {TOWN.defence(s, 17)} + guard card -1 is below attack {strength}." in ev.text
    assert s.attack_targets == [] and s.guard_discard == [1, -1]


@pytest.mark.rule("FH-EVENT-ATTACK-1")
def test_the_town_guard_deck_is_reshuffled_under_its_label() -> None:
    s = campaign().state
    s.guard_deck, s.guard_discard = [], [0, 1, 2, -1]
    ch = Chance(0)
    ch.fix("town-guard", [2, -1, 0, 1])
    assert TOWN.draw_guard(s, ch) == 2 and s.guard_deck == [-1, 0, 1] and s.guard_discard == [2]


@pytest.mark.rule("FH-CONSTRUCT-MORALE-1")
def test_spending_morale_is_reported_with_its_rule() -> None:
    g = at(campaign(), "outpost", "construction", builds_left=1, morale=5)
    g.apply(SpendMorale())
    (ev,) = events(g)
    assert ev.rules == ("FH-CONSTRUCT-MORALE-1",) and "(morale now 3)" in ev.text
    assert (g.state.builds_left, g.state.morale, g.state.morale_spent) == (2, 3, True)


@pytest.mark.rule("FH-DOWNTIME-BREW-1")
def test_brewing_a_known_pair_again_reveals_nothing_new() -> None:
    g = downtime(herbs={"arrowvine": 2, "snowthistle": 2})
    g.apply(Brew(0, "arrowvine", "snowthistle"))
    (ev,) = events(g)
    assert ev.rules == ("FH-DOWNTIME-BREW-1",) and ev.player == 0
    assert ev.text.endswith("brews Minor Healing Potion from arrowvine and snowthistle, revealing its window on "
                            "the alchemy chart.")
    g.apply(Brew(1, "arrowvine", "snowthistle"))
    (ev,) = events(g)
    assert ev.player == 1 and ev.text.endswith("(window already revealed).")
    assert g.state.alchemy == ["arrowvine+snowthistle"] and g.state.herbs == {"arrowvine": 0, "snowthistle": 0}


@pytest.mark.rule("FH-DOWNTIME-LEVEL-1")
def test_the_level_up_event_names_the_new_card() -> None:
    g = downtime()
    s = g.state
    s.characters[0].cls, s.characters[0].xp = "glintblade", K.xp_threshold(2)
    s.characters[1].cls, s.characters[1].xp = "warden", K.xp_threshold(2)     # no level-2 warden card
    assert not [c for c in C.classes()["warden"]["cards"] if str(c["level"]) == "2"]
    g.set_position(s)
    for seat, tail in ((0, ", and gains card {card}."), (1, ".")):
        g.apply(LevelUp(seat))
        h = hero(g.state, seat)
        (ev,) = events(g)
        assert ev.text == f"{h.name} reaches level 2: max HP {h.max_hp}, +1 perk mark" + tail.format(card=h.cards[-1])


SEAT_ACTIONS = ("level-up", "craft", "brew", "sell", "take-perk", "create-character")


@pytest.mark.rule("FH-OUTPOST-STEPS-1", "FH-DOWNTIME-ORDER-1", "FH-COMPLETE-LOOT-1")
@pytest.mark.parametrize("seed", [1, 2, 3, 6])
def test_every_campaign_event_is_worded_and_cites_known_rules(seed: int) -> None:
    """Random campaigns: each event has words, cites rule ids of the reference and, for one character's
    downtime action, names that character's player."""
    players = 2 + seed % 3
    g = FrosthavenCampaign(players=players, seed=seed, weeks=6, permadeath=seed % 2 == 1)
    known = g.rules().ids()
    bot = RandomBot(seed)
    while not g.is_over:
        action = bot.choose(g)
        g.apply(action)
        for ev in events(g):
            assert isinstance(ev.text, str) and ev.text and "None" not in ev.text, (action, ev)
            assert isinstance(ev.rules, tuple) and ev.rules and set(ev.rules) <= known, (action, ev)
            assert isinstance(ev.kind, str) and ev.player in (None, *range(players)), (action, ev)
            if action.kind in SEAT_ACTIONS:
                assert ev.player == action.seat, (action, ev)


# -- scenario.py -----------------------------------------------------------------------------------------
@pytest.mark.rule("FH-MAP-START-1", "FH-OVERLAY-DOOR-1", "FH-OVERLAY-TRAP-1", "FH-OVERLAY-HAZARD-1",
                  "FH-OVERLAY-DIFFICULT-1", "FH-OVERLAY-ICY-1")
def test_a_map_is_read_from_its_tile_and_overlay_rows() -> None:
    tiles = ["111",
             "1D2",
             "22",
             "2"]
    overlays = ["THL",
                "SIR",
                "X"]            # shorter rows and a missing last row mean featureless hexes
    b = SC.parse_board("t", tiles, overlays, {"treasures": [{"at": [2, 1], "id": "t1"}]})
    # odd-q offset (col, row) -> axial (q, r): r = row - (col - (col & 1)) // 2
    assert b.rooms == {(0, 0): 1, (1, 0): 1, (2, -1): 1, (0, 1): 1, (1, 1): 0, (2, 0): 2, (0, 2): 2, (1, 2): 2,
                       (0, 3): 2}
    assert b.doors == {(1, 1)} and b.starts == ((0, 1),)
    assert (b.traps, b.hazards, b.loot) == ({(0, 0)}, {(1, 0)}, {(2, -1)})
    assert (b.icy, b.difficult, b.obstacles) == ({(1, 1)}, {(2, 0)}, {(0, 2)})
    assert b.treasures == {(2, 0): {"at": [2, 1], "id": "t1"}} and b.sid == "t"
    assert b.data == {"treasures": [{"at": [2, 1], "id": "t1"}]}
    bare = SC.parse_board("u", ["1"], [])
    assert bare.treasures == {} and bare.data == {}


@pytest.mark.rule("FH-MAP-START-1")
def test_starting_hexes_are_listed_row_by_row() -> None:
    b = SC.parse_board("s", ["111", "111"], ["..S", "SS."])
    assert b.starts == ((2, -1), (0, 1), (1, 1))


@pytest.mark.rule("FH-LEVEL-CALC-1")
def test_the_recommended_level_halves_the_average_rounding_up() -> None:
    assert SC.recommended_level([5, 5]) == 3 and SC.recommended_level([6, 6, 6]) == 3
    assert SC.recommended_level([9, 9, 9, 9]) == 5


@pytest.mark.rule("FH-SCEN-ENTRY-1")
def test_every_listed_scenario_can_be_looked_up() -> None:
    ids = SC.scenario_ids()
    assert len(ids) == len(set(ids)) and "thaw-gate" in ids
    assert [SC.scenario_data(i)["id"] for i in ids] == ids
    with pytest.raises(KeyError, match="no-such-scenario"):
        SC.scenario_data("no-such-scenario")


# -- campaign.py (second pass) ---------------------------------------------------------------------------
@pytest.mark.rule("FH-TIME-SEASON-1")
def test_a_campaign_starting_in_winter_turns_to_summer_after_ten_weeks() -> None:
    assert [CP.season(w, "winter") for w in (1, 10, 11, 21)] == ["winter", "winter", "summer", "winter"]


@pytest.mark.rule("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1")
def test_no_road_event_before_scenario_0_or_1() -> None:
    assert not CP.road_event_due(0) and not CP.road_event_due(1) and CP.road_event_due(2)


@pytest.mark.rule("FH-CONSTRUCT-MORALE-1")
def test_exactly_2_morale_buy_the_second_construction() -> None:
    assert CP.constructions_allowed(2, True) == (2, 0)
    assert CP.constructions_allowed(6, False) == (1, 6)


@pytest.mark.rule("FH-LOST-CHOICE-1", "FH-GEN-PHASES-1")
def test_a_lost_scenario_leads_to_the_outpost_unless_replayed() -> None:
    assert CP.after_scenario(False) == "outpost phase"
    assert CP.after_scenario(False, replay=False) == "outpost phase"


# -- outpost/completion.py -------------------------------------------------------------------------------
@pytest.mark.rule("FH-COMPLETE-LOOT-1", "FH-VARIANT-PERMADEATH-1")
def test_after_a_death_for_good_the_rest_of_the_party_still_gains_its_loot() -> None:
    g = campaign(3, permadeath=True)
    g.apply(ChooseScenario(1))
    names = [h.name for h in g.state.characters]
    g.apply(report(g, True, died=(True, False, False), loot=(("lumber",), ("metal", "metal"), ("hide",))))
    s = g.state
    assert [h.seat for h in s.characters] == [1, 2] and len(s.fallen) == 1
    assert (hero(s, 1).materials["metal"], hero(s, 2).materials["hide"]) == (2, 1)
    loot = [e for e in events(g) if e.text.startswith("1. ")]
    assert [(e.text, e.player, e.rules) for e in loot] == [
        (f"1. {names[1]} gains 2 metal from loot cards.", 1, ("FH-COMPLETE-LOOT-1",)),
        (f"1. {names[2]} gains 1 hide from loot cards.", 2, ("FH-COMPLETE-LOOT-1",))]


@pytest.mark.rule("FH-GEN-CLASSES-1", "FH-CHAR-UNIQUE-1", "FH-VARIANT-CROSS-1")
def test_the_classes_offered_leave_out_those_a_living_character_plays() -> None:
    s = campaign(2).state
    taken = {h.cls for h in s.characters}
    plain = DT.offered_classes(s, False)
    assert len(taken) == 2 and not taken & set(plain)
    assert plain == [c for c in DT.class_pool(s, False) if c not in taken] and len(plain) == 4
    crossed = DT.offered_classes(s, True)
    assert set(crossed) - set(plain) == set(C.crossover_classes())


@pytest.mark.rule("FH-CONSTRUCT-BUILD-1")
def test_the_first_construction_builds_and_the_next_upgrades() -> None:
    g = at(campaign(), "outpost", "construction", builds_left=2, supply={"lumber": 9, "metal": 9, "hide": 9})
    g.apply(Build(12))
    (ev,) = events(g)
    assert ev.kind == "build" and ev.rules == ("FH-CONSTRUCT-BUILD-1",) and " is built for " in ev.text
    g.apply(Build(12))
    (ev,) = events(g)
    assert " is upgraded to level 2 for " in ev.text and building(g.state, 12).level == 2


@pytest.mark.rule("FH-COMPLETE-GOALS-1", "FH-GOAL-PERK-1", "FH-COMPLETE-REWARDS-1")
def test_a_win_tallies_checkmarks_advances_quests_and_gives_first_rewards_once() -> None:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    s = g.state
    h0, h1 = hero(s, 0), hero(s, 1)
    h0.checkmarks, h0.perk_marks, h0.quest, h0.quest_progress = 3, 2, "PQ-04", 0    # quest counts checkmarks
    h1.quest, h1.quest_progress = "PQ-01", 0                                         # quest counts wins
    g.set_position(s)
    morale = s.morale
    g.apply(report(g, True, checkmarks=(3, 0)))
    s = g.state
    h0, h1 = hero(s, 0), hero(s, 1)
    assert (h0.checkmarks, h0.perk_marks, h0.quest_progress) == (6, 3, 3)   # 3 -> 6 checkmarks: one more mark
    assert (h1.checkmarks, h1.perk_marks, h1.quest_progress) == (0, 0, 1)
    ev = events(g)
    (tally,) = [e for e in ev if e.text.startswith("2. ")]
    assert tally.text == f"2. {h0.name} tallies 3 checkmark(s) (6/18, +1 perk mark)."
    assert tally.rules == ("FH-COMPLETE-GOALS-1", "FH-GOAL-PERK-1") and tally.player == 0
    first = [e for e in ev if e.text.startswith("5. ")]
    assert [(e.text, e.rules) for e in first] == [("5. First completion of scenario 1: its rewards are gained.",
                                                   ("FH-COMPLETE-REWARDS-1",))]
    rewards = [e for e in ev if e.text.startswith("Reward: ")]
    assert len(rewards) == 3 and all(e.rules == ("FH-COMPLETE-REWARDS-1",) for e in rewards)
    assert s.morale == morale + 1 and {2, 3} <= set(s.unlocked)
    g = at(g, "play", scenario=1)                  # the same scenario won again
    g.apply(report(g, True))
    again = [e for e in events(g) if e.text.startswith("5. ") or e.text.startswith("Reward: ")]
    assert [(e.text, e.rules) for e in again] == [("5. Scenario 1 was completed before: no rewards again.",
                                                   ("FH-COMPLETE-REWARDS-1",))]
    assert g.state.morale == morale + 1


@pytest.mark.rule("FH-LOST-CHOICE-1")
def test_returning_after_a_loss_brings_herbs_to_the_town_and_materials_to_the_sheet() -> None:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    herbs = dict(g.state.herbs)
    g.apply(report(g, False, loot=(("arrowvine", "lumber"), ())))
    g.apply(LostChoice("return"))
    s = g.state
    assert s.pending is None and s.phase == "outpost"
    assert s.herbs["arrowvine"] == herbs.get("arrowvine", 0) + 1 and hero(s, 0).materials["lumber"] == 1
    back = [e for e in events(g) if "returns to Frosthaven with" in e.text]
    assert [(e.player, e.rules) for e in back] == [(0, ("FH-LOST-CHOICE-1",)), (1, ("FH-LOST-CHOICE-1",))]
    assert back[0].text.endswith("with 1 arrowvine, 1 lumber.")


@pytest.mark.rule("FH-COMPLETE-INSPIRE-1")
def test_inspiration_from_a_win_adds_to_what_the_party_has() -> None:
    g = at(campaign(3), "play", scenario=1, inspiration=5)
    g.apply(report(g, True))
    assert g.state.inspiration == 5 + CP.inspiration(3) == 6


@pytest.mark.rule("FH-COMPLETE-LOOT-1", "FH-LOST-CHOICE-1")
def test_xp_and_gold_add_to_what_each_character_had_won_or_lost() -> None:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    s = g.state
    hero(s, 0).xp, hero(s, 0).gold, hero(s, 0).quest, hero(s, 0).quest_progress = 4, 10, "PQ-03", 0   # counts XP
    hero(s, 1).xp, hero(s, 1).gold, hero(s, 1).quest, hero(s, 1).quest_progress = 2, 5, "PQ-02", 0   # counts gold
    s.played = played = 3
    g.set_position(s)
    g.apply(report(g, False, xp=(6, 0), gold=(0, 7)))
    s = g.state
    assert (hero(s, 0).xp, hero(s, 0).gold, hero(s, 0).quest_progress) == (10, 10, 6)
    assert (hero(s, 1).xp, hero(s, 1).gold, hero(s, 1).quest_progress) == (2, 12, 7)
    assert s.played == played + 1
    keeps = [(e.text.split(" keeps ")[1], e.player, e.rules) for e in events(g) if " keeps " in e.text]
    assert keeps == [("6 XP and 0 gold.", 0, ("FH-LOST-CHOICE-1",)), ("0 XP and 7 gold.", 1, ("FH-LOST-CHOICE-1",))]
    assert events(g)[-1].kind == "lost"


@pytest.mark.rule("FH-VARIANT-CASUAL-1")
def test_a_casual_scenario_changes_nothing_but_the_count() -> None:
    g = campaign(2, casual=True)
    g.apply(ChooseScenario(1))
    before = [(h.xp, h.gold) for h in g.state.characters]
    played = g.state.played
    g.apply(report(g, True, xp=(5, 5), gold=(3, 3)))
    s = g.state
    assert (s.phase, s.scenario, s.played) == ("scenario", 0, played + 1)
    assert [(h.xp, h.gold) for h in s.characters] == before and 1 not in s.completed
    (ev,) = events(g)
    assert ev.kind == "won" and ev.rules == ("FH-VARIANT-CASUAL-1",)
    assert ev.text == "Casual mode: scenario 1 won; the campaign does not change."


@pytest.mark.rule("FH-GOAL-PERK-1", "FH-COMPLETE-GOALS-1")
def test_a_report_may_give_a_full_sheet_of_18_checkmarks_but_no_true_or_false_counts() -> None:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    assert "cannot give more checkmarks" in refused(g, report(g, True, checkmarks=(19, 0))).reason
    assert refused(g, report(g, True, xp=(True, 0))).rule_id == "CORE-ACTION-TYPES"
    g.apply(report(g, True, checkmarks=(18, 0)))
    assert hero(g.state, 0).checkmarks == 18 and hero(g.state, 0).perk_marks == 6
