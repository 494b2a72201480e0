"""A cave battle step by step in the words of the log (洞窟): the roll and rerolls, potions, the familiar,
items and spells, Arrows then the monster's attack then Swords, and what a win, a survival or a defeat
brings."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import CastSpell, FamiliarHelp, ItemDie, Reroll, Strike, UsePotion

from .helpers import edit, me, new, offered, pending, said
from .test_cave import fight

ARROWS = ("FLOEJA-BATTLE-ARROW-1", "FLOEJA-BATTLE-FACES-1")
SWORDS = ("FLOEJA-BATTLE-SWORD-1", "FLOEJA-BATTLE-FACES-1")
ATTACK = ("FLOEJA-BATTLE-ATTACK-1", "FLOEJA-BATTLE-FACES-1")


@pytest.mark.rule("FLOEJA-BATTLE-ROLL-1")
@pytest.mark.rule("FLOEJA-BATTLE-REROLL-1")
@pytest.mark.rule("FLOEJA-BATTLE-POTION-1")
@pytest.mark.rule("FLOEJA-BATTLE-ITEM-1")
@pytest.mark.rule("FLOEJA-SPELL-HEAL-1")
@pytest.mark.rule("FLOEJA-BATTLE-CRIT-1")
@pytest.mark.rule("FLOEJA-BATTLE-ATTACK-1")
@pytest.mark.rule("FLOEJA-BATTLE-SWORD-1")
def test_a_whole_battle_in_the_log() -> None:
    g = fight(["arrow", "crit", "magic", "sword"], monster="m-g4", monster_die=1, warmth=3, potions=["sword"],
              items=["it-bow"], flipped=["it-bow"])
    g.chance.fix("hero-die", "sneak")
    assert said(g.apply(Reroll((3,)))) == [("Reroll 1 hero die: Arrow, Critical hit, Magic, Sneak",
                                            ("FLOEJA-BATTLE-REROLL-1",))]
    assert me(g).warmth == 2
    assert said(g.apply(UsePotion("sword"))) == [("Discard a potion to add a Sword",
                                                  ("FLOEJA-BATTLE-POTION-1", "FLOEJA-MISSING-12"))]
    assert me(g).potions == [] and g.state.potion_stock[-1] == "sword"
    assert said(g.apply(ItemDie("it-bow", 3))) == [("Put die 4 on Whalebone Bow: it counts as a Arrow",
                                                    ("FLOEJA-BATTLE-ITEM-1", "FLOEJA-MISSING-11"))]
    assert said(g.apply(CastSpell("heal"))) == [
        ("Healing Spell", ("FLOEJA-BATTLE-MAGIC-1", "FLOEJA-SPELL-HEAL-1")),
        ("Warmth +1 → 3", ("FLOEJA-WARMTH-GAIN-1", "FLOEJA-BATTLE-MAGIC-1", "FLOEJA-SPELL-HEAL-1"))]
    # two Arrows (a die and the bow) with the one Critical hit: 2 × (1 + 1)
    events = g.apply(Strike(1))
    assert said(events) == [("Arrows: 4 damage (total 4/6)", ARROWS + ("FLOEJA-BATTLE-CRIT-1",)),
                            ("Monster attack: base 2 + die 1 - sneaks 0×2 = 3", ATTACK),
                            ("Warmth -3 → 0", ("FLOEJA-BATTLE-ATTACK-1",))]
    assert [e.kind for e in events] == ["battle", "battle", "info"]
    # the potion's Sword, its Critical hit already spent on Arrows: 1 × 2
    lines = said(g.apply(Strike(0)))
    assert lines[:3] == [("Swords: 2 damage (total 6/6)", SWORDS),
                         ("Defeated the Cave Slug", ("FLOEJA-CAVE-ENTER-1", "FLOEJA-DEFEAT-REWARD-1")),
                         ("Bubble +2 → 2", ("FLOEJA-RES-BUBBLE-1",))]
    assert me(g).strong_monsters == 0 and g.state.step == "map" and g.state.battle is None


@pytest.mark.rule("FLOEJA-BATTLE-SWORD-1")
@pytest.mark.rule("FLOEJA-BATTLE-CRIT-1")
def test_critical_hits_left_for_swords_add_to_each_sword() -> None:
    g = fight(["sword", "sword", "crit", "crit"], monster="m-p1", monster_die=0, warmth=8)
    assert said(g.apply(Strike(0)))[0] == ("Arrows: 0 damage (total 0/12)", ARROWS)
    lines = said(g.apply(Strike(0)))
    assert lines[0] == ("Swords: 8 damage (total 8/12)", SWORDS + ("FLOEJA-BATTLE-CRIT-1",))
    assert lines[1] == ("The monster did not fall: its health recovers and the hero moves on to the next room",
                        ("FLOEJA-BATTLE-FAIL-1",))
    assert me(g).room == 2 and me(g).strong_monsters == 0


@pytest.mark.rule("FLOEJA-BATTLE-ATTACK-1")
def test_each_sneak_takes_two_from_the_attack_never_below_nothing() -> None:
    g = fight(["sneak", "sneak", "sneak", "lantern"], monster="m-p1", monster_die=1, warmth=2)
    lines = said(g.apply(Strike(0)))
    assert lines[1:] == [("Monster attack: base 4 + die 1 - sneaks 3×2 = 0", ATTACK),
                         ("Warmth -0 → 2", ("FLOEJA-BATTLE-ATTACK-1",))]
    assert g.state.battle.stage == "swords"


@pytest.mark.rule("FLOEJA-BATTLE-KO-1")
@pytest.mark.rule("FLOEJA-WARMTH-KO-1")
def test_an_attack_past_the_last_warmth_beats_the_hero_but_the_last_warmth_is_enough() -> None:
    g = fight(["lantern", "lantern"], monster="m-g4", monster_die=1, warmth=3)
    lines = said(g.apply(Strike(0)))
    assert lines[-1] == ("Warmth -3 → 0", ("FLOEJA-BATTLE-ATTACK-1",)) and g.state.step == "battle"
    g = fight(["lantern", "lantern"], monster="m-g4", monster_die=1, warmth=2)
    lines = said(g.apply(Strike(0)))
    assert lines[-1] == ("The hero is beaten: Warmth 0, off to the Healing House in the Village "
                         "(the cave marker stays in this room)",
                         ("FLOEJA-BATTLE-KO-1", "FLOEJA-BATTLE-KO-2", "FLOEJA-WARMTH-KO-1"))
    assert (me(g).warmth, me(g).location, me(g).room, g.state.step) == (0, "village:healing", 1, "map")
    assert g.state.battle is None and offered(g) == ["Warmth +4", "Warmth +2 and 1 Potion"]


@pytest.mark.rule("FLOEJA-BATTLE-FAMILIAR-1")
@pytest.mark.rule("FLOEJA-FAM-CAVE-1")
def test_the_familiar_adds_an_icon_for_one_warmth() -> None:
    g = fight(["lantern", "lantern"], monster="m-g4", warmth=3)
    from floe_widgets.games.floe_2024 import data as C

    icon = C.card(me(g).hero)["familiar"][0]
    lines = said(g.apply(FamiliarHelp(icon)))
    assert lines == [(f"The familiar helps (Warmth -1): add a {C.term(icon).said_in('en')}",
                      ("FLOEJA-BATTLE-FAMILIAR-1", "FLOEJA-FAM-CAVE-1"))]
    assert me(g).warmth == 2 and me(g).familiar_spot == "battle" and g.state.familiar_acted
    assert g.state.battle.familiar and g.state.battle.extra == [icon]


@pytest.mark.rule("FLOEJA-SPELL-INSIGHT-1")
@pytest.mark.rule("FLOEJA-SPELL-ARTIFICE-1")
@pytest.mark.rule("FLOEJA-BATTLE-MAGIC-1")
def test_insight_flips_a_die_and_artifice_makes_an_icon() -> None:
    g = fight(["magic", "magic", "magic", "sword"], monster="m-p1", warmth=8)
    assert said(g.apply(CastSpell("insight", 3))) == [
        ("Insight Spell: die 4 from Sword to Arrow", ("FLOEJA-BATTLE-MAGIC-1", "FLOEJA-SPELL-INSIGHT-1"))]
    assert g.state.battle.dice[3] == "arrow" and g.state.battle.magic_used == 1
    assert said(g.apply(CastSpell("artifice", 0, "crit"))) == [
        ("Artifice Spell: make a Critical hit", ("FLOEJA-BATTLE-MAGIC-1", "FLOEJA-SPELL-ARTIFICE-1"))]
    assert g.state.battle.extra == ["crit"] and g.state.battle.magic_used == 3


@pytest.mark.rule("FLOEJA-SPELL-FLOESTORM-1")
def test_floestorm_beats_a_green_monster_in_the_sword_step() -> None:
    g = fight(["magic"] * 5, monster="m-g4", monster_die=0, warmth=8)
    g.apply(Strike(0))
    lines = said(g.apply(CastSpell("floestorm")))
    assert lines[:2] == [("Floestorm Spell: the monster is defeated at once",
                          ("FLOEJA-BATTLE-MAGIC-1", "FLOEJA-SPELL-FLOESTORM-1")),
                         ("Defeated the Cave Slug", ("FLOEJA-CAVE-ENTER-1", "FLOEJA-DEFEAT-REWARD-1"))]


@pytest.mark.rule("FLOEJA-MISSING-7")
@pytest.mark.parametrize(("monster", "strong"), [("m-b4", 1), ("m-g4", 0)])
def test_a_blue_monster_defeated_is_a_strong_one_and_a_green_one_is_not(monster: str, strong: int) -> None:
    g = fight(["sword", "sword", "sword", "crit", "crit"], monster=monster, monster_die=0, warmth=8)
    for _ in range(2):   # the swords, then the crits if the monster still stands
        if g.state.battle is not None:
            g.apply(Strike(0))
    assert me(g).room == 2 and me(g).strong_monsters == strong


@pytest.mark.rule("FLOEJA-DEFEAT-REWARD-1")
def test_a_strong_monster_is_counted_and_the_room_reward_may_be_chosen() -> None:
    g = fight(["sword", "sword", "sword", "crit", "crit"], monster="m-p1", monster_die=0, warmth=8)
    g.apply(Strike(0))
    g.apply(Strike(0))
    assert me(g).strong_monsters == 1
    g = new(2, room_reward="choose")
    from floe_widgets.games.floe_2024.actions import EnterCave, StartMapTurn

    def change(s):
        s.players[0].dice, s.players[0].warmth = 1, 4
        s.monsters["1"] = "m-g1"
    edit(g, change)
    g.apply(StartMapTurn())
    edit(g, lambda s: setattr(s.players[0], "location", "skull.I1"))
    g.chance.fix("hero-die", "arrow", "arrow", "arrow")
    g.apply(EnterCave())
    g.apply(Strike(0))
    kinds = [p.kind for p in g.state.pending]
    assert "room-reward" in kinds
    while pending(g) != "room-reward":
        from .helpers import choose

        choose(g, g.state.pending[-1].options[0])
    assert offered(g) == ["1 Secret Objective", "half Victory Point"]
    from .helpers import choose

    lines = said(choose(g, g.state.pending[-1].options[1]))
    assert lines == [("Choose the room reward", ("FLOEJA-DEFEAT-REWARD-1",)),
                     ("Half a victory point (disc up)", ("FLOEJA-SCORE-HALF-1", "FLOEJA-DEFEAT-REWARD-1"))]


@pytest.mark.rule("FLOEJA-ROOM-THIRD-1")
@pytest.mark.rule("FLOEJA-ROOM-THIRD-2")
@pytest.mark.rule("FLOEJA-DEFEAT-ADVANCE-1")
def test_the_tunnel_from_room_two_pays_and_the_event_room_is_passed_through() -> None:
    g = fight(["arrow", "arrow", "arrow"], monster="m-g1", room=2, warmth=1)
    edit(g, lambda s: [setattr(s, "event_deck", ["ev-omen", "ev-echo"]), setattr(s, "encounter_decks",
                                                                               {**s.encounter_decks,
                                                                                "cave": ["en-c3", "en-c1"]})])
    lines = said(g.apply(Strike(0)))
    assert ("Through the tunnel to the next room: 2 Crystal", ("FLOEJA-DEFEAT-ADVANCE-1", "FLOEJA-MISSING-21")) in lines
    start = lines.index(("The cave event card Dark Omen is revealed", ("FLOEJA-ROOM-THIRD-1",)))
    assert lines[start + 1:start + 3] == [
        ("The cave event's immediate effect", ("FLOEJA-ROOM-THIRD-2", "FLOEJA-MISSING-23")),
        ("Draw the Cave encounter card Old Bones", ("FLOEJA-CAVEENC-DRAW-1", "FLOEJA-ENC-KEEP-1", "FLOEJA-MISSING-26"))]
    assert ("No stop in the third room: straight on to the fourth", ("FLOEJA-ROOM-THIRD-2",)) in lines
    assert me(g).encounters == {"cave": "en-c3"} and me(g).room == 4 and me(g).crystals >= 3


@pytest.mark.rule("FLOEJA-DEFEAT-REWARD-1")
def test_the_chosen_room_reward_may_be_a_secret_objective() -> None:
    from floe_widgets.games.floe_2024.actions import EnterCave, StartMapTurn

    from .helpers import choose

    g = new(2, room_reward="choose")
    edit(g, lambda s: [setattr(s.players[0], "dice", 1), s.monsters.__setitem__("1", "m-g1")])
    g.apply(StartMapTurn())
    edit(g, lambda s: setattr(s.players[0], "location", "skull.I1"))
    g.chance.fix("hero-die", "arrow", "arrow", "arrow")
    g.apply(EnterCave())
    g.apply(Strike(0))
    while pending(g) != "room-reward":
        choose(g, g.state.pending[-1].options[0])
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines[0] == ("Choose the room reward", ("FLOEJA-DEFEAT-REWARD-1",))
    assert lines[1] == ("Draw 2 secret objectives", ("FLOEJA-SPRING-OBJ-1", "FLOEJA-SPRING-HAND-1"))
    assert len(me(g).objectives) == 2 and not me(g).half


@pytest.mark.rule("FLOEJA-SPELL-INSIGHT-1")
def test_insight_may_flip_the_first_die() -> None:
    g = fight(["sword", "magic"], monster="m-p1", warmth=8)
    assert g.why_not(CastSpell("insight", 0)) is None
    g.apply(CastSpell("insight", 0))
    assert g.state.battle.dice == ["arrow", "magic"]


def entered(faces, monster="m-g1", room=1, **fields):
    """The current player enters the cave in ``room`` against ``monster``; the game and what was said."""
    from floe_widgets.games.floe_2024.actions import EnterCave, StartMapTurn

    g = new(2)
    edit(g, lambda s: [setattr(s.players[0], "dice", len(faces) - 2), setattr(s.players[0], "room", room),
                       s.monsters.__setitem__(str(room), monster),
                       *[setattr(s.players[0], k, v) for k, v in fields.items()]])
    g.apply(StartMapTurn())
    edit(g, lambda s: setattr(s.players[0], "location", "skull.I1"))
    g.chance.fix("hero-die", *faces)
    return g, said(g.apply(EnterCave()))


@pytest.mark.rule("FLOEJA-CAVE-ENTER-1")
@pytest.mark.rule("FLOEJA-BATTLE-ROLL-1")
def test_entering_names_the_monster_and_rolls_the_hero_dice() -> None:
    g, lines = entered(["arrow", "lantern", "sword"])
    assert lines == [("Fight the Ice Rat in room 1 (health 3, base damage 1)",
                      ("FLOEJA-CAVE-ENTER-1", "FLOEJA-CAVE-DECKS-1")),
                     ("Roll 3 hero dice: Arrow, Lantern, Sword", ("FLOEJA-BATTLE-ROLL-1", "FLOEJA-MISSING-5"))]
    assert g.state.step == "battle" and g.state.battle.dice == ["arrow", "lantern", "sword"]


@pytest.mark.rule("FLOEJA-DEFEAT-REWARD-1")
def test_the_printed_room_reward_is_named_in_the_log() -> None:
    g, _ = entered(["arrow", "arrow", "arrow"])
    assert ("Room reward: Objective", ("FLOEJA-DEFEAT-REWARD-1",)) in said(g.apply(Strike(0)))
    g, _ = entered(["arrow", "arrow", "arrow"], room=2)
    lines = said(g.apply(Strike(0)))
    assert ("Room reward: half VP", ("FLOEJA-DEFEAT-REWARD-1",)) in lines and me(g).half


@pytest.mark.rule("FLOEJA-MISSING-23")
def test_the_echo_hall_makes_one_reroll_a_battle_free() -> None:
    g, _ = entered(["lantern", "lantern", "lantern"], monster="m-p1", warmth=3)
    edit(g, lambda s: setattr(s, "event", "ev-echo"))
    g.chance.fix("hero-die", "sword", "sword")
    lines = said(g.apply(Reroll((0,))))
    assert lines[0] == ("Cave event: this reroll is free", ("FLOEJA-MISSING-23",)) and me(g).warmth == 3
    g.apply(Reroll((1,)))
    assert me(g).warmth == 2
