"""Downtime: creating, retiring and levelling characters, crafting, brewing and selling."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.outpost import campaign as CP
from floe_widgets.games.frosthaven.outpost import content as K
from floe_widgets.games.frosthaven.outpost.actions import (
    Brew,
    Craft,
    CreateCharacter,
    LevelUp,
    Retire,
    Sell,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.town import building
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario import perks as PERKS
from tests.games.frosthaven.outpost_helpers import at, campaign
from tests.games.frosthaven.test_fh_outpost import refused


def events(game) -> list:
    return list(game.history[-1].events)


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
    assert ev.text.endswith(f"and personal quest {K.quest(drawn[keep])['name'] if drawn else '(none left)'}.")


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
    assert ev[0].text.endswith("retires, having completed The Long Road and Seeker of Lore.")
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
    assert ev.text.endswith("crafts Ash Bow from 2 lumber and 1 snowthistle.")


@pytest.mark.rule("FH-DOWNTIME-SELL-1")
@pytest.mark.parametrize(("item", "name"), [("potion:arrowvine+snowthistle", "Minor Healing Potion"),
                                            ("iron-charm", "Iron Charm")])
def test_a_potion_or_a_herb_item_sells_for_2_gold_per_resource(item: str, name: str) -> None:
    g = downtime()
    s = g.state
    h = hero(s, 1)
    h.items = [item]
    gold = h.gold
    g.set_position(s)
    g.apply(Sell(1, item))
    assert hero(g.state, 1).gold == gold + 4 and hero(g.state, 1).items == []     # 2 herbs / 1 metal + 1 herb
    (ev,) = events(g)
    assert ev.rules == ("FH-DOWNTIME-SELL-1",) and ev.player == 1
    assert ev.text.endswith(f"sells {name} for 4 gold.")   # by its name, not its id


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
    assert ev.player == 1 and ev.text.endswith("arrowvine and snowthistle (its window on the alchemy chart was "
                                               "already revealed).")
    assert g.state.alchemy == ["arrowvine+snowthistle"] and g.state.herbs == {"arrowvine": 0, "snowthistle": 0}


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_a_refused_perk_says_why() -> None:
    reason = PERKS.check_perks("warden", ["no-such-perk"])
    assert reason == 'Ironbark Warden has no perk "no-such-perk"; a character buys only its class\'s perks.'
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
        new_card = C.card_name(h.cards[-1])   # by its printed name, not its id
        assert ev.text == f"{h.name} reaches level 2: max HP {h.max_hp}, +1 perk mark" + tail.format(card=new_card)
