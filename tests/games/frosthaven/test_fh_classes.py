"""Character class content (content/classes.yaml): starting/locked/crossover classes, mats, card
notation, XP icons, commanding notation, and that every new class plays a scenario to the end."""

from __future__ import annotations

from collections import Counter

import pytest

from floe_widgets.core import RandomBot, play
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario import conditions as COND
from floe_widgets.games.frosthaven.scenario import elements as EL
from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf
from floe_widgets.games.frosthaven.scenario.game import Frosthaven

NEW = ("glintblade", "swarmkin", "rimecaller", "cragsmith")
#: the ability kinds the engine resolves (turns.py) plus commanding (FH-COMMAND-GRANT-1)
KINDS = ("summon", "suffer", "move", "teleport", "attack", "heal", "shield", "retaliate", "condition", "grant",
         "loot", "push", "pull", "command", "tiles")
ABILITY_KEYS = {"move", "jump", "teleport", "attack", "range", "target", "pierce", "push", "pull", "add", "area",
                "consume", "boost", "heal", "shield", "bonus", "uses", "retaliate", "condition", "grant", "ally",
                "loot", "summon", "hp", "suffer", "mandatory", "command", "ability", "tiles", "overlay"}
HALF_KEYS = {"abilities", "infuse", "lost", "xp"}


@pytest.mark.rule("FH-GEN-CLASSES-1")
def test_six_starting_classes_two_of_each_complexity() -> None:
    start = C.starting_classes()
    assert start == ["warden", "emberwright", "tidecaller", "shadefang", "glintblade", "swarmkin"]
    assert Counter(C.class_complexity(c) for c in start) == {"low": 2, "medium": 2, "high": 2}
    assert C.class_ids()[:4] == ["warden", "emberwright", "tidecaller", "shadefang"]   # the default party


@pytest.mark.rule("FH-GEN-CLASSES-1")
def test_a_locked_class_is_offered_only_once_unlocked() -> None:
    assert C.locked_classes() == ["rimecaller"]
    assert "rimecaller" not in C.available_classes()
    assert C.available_classes(unlocked=["rimecaller"]) == C.starting_classes() + ["rimecaller"]
    with pytest.raises(ValueError, match="FH-GEN-CLASSES-1"):
        C.available_classes(unlocked=["warden"])


@pytest.mark.rule("FH-VARIANT-CROSS-1")
def test_the_crossover_class_is_offered_only_with_the_variant() -> None:
    assert C.crossover_classes() == ["cragsmith"] and C.class_origin("cragsmith") == "gloomhaven"
    assert "cragsmith" not in C.available_classes()
    assert "cragsmith" in C.available_classes(crossover=True)
    assert C.starting_classes("gloomhaven") == ["cragsmith"]    # a starting class in its own game


@pytest.mark.rule("FH-CHAR-MAT-1", "FH-CHAR-CARDS-1")
@pytest.mark.parametrize("cls", C.class_ids())
def test_class_mat_and_cards_are_complete(cls: str) -> None:
    info = C.classes()[cls]
    assert info["source"] == "sample" and info["complexity"] in ("low", "medium", "high")
    assert isinstance(info["starting"], bool) and info["origin"] in ("frosthaven", "gloomhaven")
    assert 8 <= info["hand_size"] <= 12 and len(info["traits"]) == 3
    hp = info["hp"]
    assert len(hp) == 9 and all(a < b for a, b in zip(hp, hp[1:], strict=False))
    assert len(info["items"]) == 3   # within the carrying limits: test_fh_item_limits, through setup
    levels = Counter(card["level"] for card in info["cards"])
    assert levels[1] == info["hand_size"] and levels["X"] >= 2
    if cls in NEW:
        assert levels == {1: info["hand_size"], "X": 2, 2: 1, 3: 1}
    assert all(5 <= card["initiative"] <= 90 for card in info["cards"])


def test_card_ids_are_unique_and_every_ability_uses_the_engine_notation() -> None:
    ids = [card["id"] for info in C.classes().values() for card in info["cards"]]
    assert len(ids) == len(set(ids)) == len(C.all_cards())
    for cid, card in C.all_cards().items():
        for half in ("top", "bottom"):
            act = card[half]
            assert set(act) <= HALF_KEYS, (cid, half)
            assert set(act.get("infuse", [])) <= set(EL.ELEMENTS), cid
            assert act.get("xp", 1) in (1, 2), cid
            for ab in act["abilities"]:
                assert set(ab) <= ABILITY_KEYS, (cid, ab)
                assert any(k in ab for k in KINDS), (cid, ab)
                named = list(ab.get("add", [])) + list(ab.get("condition", [])) + list(ab.get("grant", []))
                assert set(named) <= set(COND.ALL), (cid, ab)
                if "consume" in ab:
                    assert ab["consume"] in EL.ELEMENTS and ab["boost"], cid
                if "summon" in ab:
                    assert {"hp", "move", "attack"} <= set(ab), cid
                if "area" in ab:
                    assert [0, 0] not in ab["area"], cid


def test_xp_icons_are_read_per_half() -> None:
    assert C.xp_of("warden-08", "top") == 2 and C.xp_of("warden-08", "bottom") == 0
    assert C.xp_of("shade-03", "bottom") == 1 and C.xp_of("shade-03", "top") == 0
    assert all(C.xp_of(c, "top") + C.xp_of(c, "bottom") >= 1 for c in C.all_cards() if C.card(c)["top"].get("lost"))
    for cls in NEW:   # each new class has XP to earn in its first game
        assert sum(C.xp_of(c, h) for c in C.starting_hand(cls) for h in ("top", "bottom")) >= 4


def test_commanding_abilities_are_written_in_the_documented_notation() -> None:
    assert C.commands("warden-x3", "top") == [{"command": "grant", "ability": {"move": 2}, "range": 3}]
    assert C.commands("shadefang-x3", "top") == [
        {"command": "control", "ability": {"move": 2}, "range": 2, "target": 1}]
    assert C.card("warden-x3")["level"] == C.card("shadefang-x3")["level"] == "X"
    assert C.commands("warden-01", "top") == []


@pytest.mark.rule("FH-CHAR-CARDS-1")
def test_higher_level_cards_need_the_character_level() -> None:
    hand = C.starting_hand("glintblade")
    with_l2 = hand[:-1] + ["glint-2a"]
    assert C.check_hand("glintblade", with_l2, character_level=2) is None
    assert "level" in C.check_hand("glintblade", with_l2, character_level=1)
    assert C.check_hand("glintblade", with_l2, first_game=True)


PARTIES = {2: ("warden",), 3: ("warden", "tidecaller"), 4: ("warden", "tidecaller", "shadefang")}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("cls", NEW)
def test_each_new_class_plays_a_scenario_to_the_end(cls: str, players: int) -> None:
    party = [cls, *PARTIES[players]]
    played = set()
    for seed in (1, 2):
        g = Frosthaven(players=players, seed=seed, classes=party)
        play(g, RandomBot(seed), max_actions=5000,
             on_step=lambda game, a, ev: played.add(a.card) if isinstance(a, ChooseHalf) and not a.basic else None)
        assert g.is_over and g.state.phase in ("won", "lost")
    assert played & set(C.starting_hand(cls))


@pytest.mark.parametrize("cls", NEW)
def test_level_x_and_higher_cards_play_too(cls: str) -> None:
    """A level-3 character takes its level X, 2 and 3 cards in place of level-1 cards (FH-CHAR-CARDS-1)."""
    extra = [c["id"] for c in C.classes()[cls]["cards"] if c["level"] != 1]
    hand = C.starting_hand(cls)[len(extra):] + extra
    assert C.check_hand(cls, hand, character_level=3) is None
    played = set()
    for seed in (3, 4, 5):
        g = Frosthaven(players=2, seed=seed, classes=[cls, "warden"], character_level=3)
        s = g.state
        s.characters[0].hand = list(hand)
        g.set_position(s)
        play(g, RandomBot(seed), max_actions=5000,
             on_step=lambda game, a, ev: played.add(a.card) if isinstance(a, ChooseHalf) and not a.basic else None)
        assert g.is_over
    assert played & set(extra)
