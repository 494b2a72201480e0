"""The battle inside the whole game: rewards resolved by the rules engine, achievements."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_legality as BL
from floe_widgets.games.floe import cave as C

game_module = pytest.importorskip("floe_widgets.games.floe.game")
Choose = pytest.importorskip("floe_widgets.games.floe.actions").Choose
BattleContext = pytest.importorskip("floe_widgets.games.floe.context").BattleContext


def put_monster(state, chamber: int, monster: str) -> None:
    room = state.cave.chambers[chamber - 1]
    for deck in state.cave.decks.values():
        if monster in deck.draw_pile:
            deck.draw_pile.remove(monster)
    if room.monster and room.monster != monster:
        state.cave.decks[room.kind].put_under(room.monster)
    room.monster, room.face_up = monster, True


def take_potions(state, *icons: str) -> list[str]:
    """Take from the supply one Potion showing each of ``icons``."""
    taken = []
    for icon in icons:
        token = next(t for t in state.supply.potions.draw_pile if B.potion_icons(t) == (icon,))
        state.supply.potions.draw_pile.remove(token)
        taken.append(token)
    return taken


def in_battle(seed: int, chamber: int, monster: str, dice, damage, rerolls=(), seat: int = 0, **fields):
    game = game_module.Floe(players=2, seed=seed)
    st = game.state
    st.current = seat
    st.turn.kind, st.turn.hero_action = "exploration", "delve"
    p = st.players[seat]
    p.cave_chamber = chamber
    for key, value in fields.items():
        setattr(p, key, value)
    put_monster(st, chamber, monster)
    game.chance.fix("hero-die", *dice, *rerolls)
    game.chance.fix("damage-die", str(damage))
    st.battle, _ = B.start_battle(BattleContext(st, seat), game.chance)
    st.turn.phase = "battle"
    game.set_position(st)
    return game


@pytest.mark.rule("FLOE-EXAMPLE-12", "FLOE-EXAMPLE-11", "FLOE-DIVE-SOURCE-1")
def test_rockeer_example_rewards_resolved_by_the_rules_engine():
    game = in_battle(3, 3, "rockeer", ("sword", "sword", "arrow", "crit"), 2, ("stealth", "sword"),
                     hero_dice=4, warmth=5, items=["snow-boots"], allies=["hilda-shieldmaiden"],
                     familiar="snowfox", familiar_flipped=True, chest_key=-1, vp=4, crystals=1,
                     hero="scout-wren", quest="ancient-map")
    st = game.state
    st.players[0].tokens = take_potions(st, "sword", "arrow", "lantern")
    sword_potion = st.players[0].tokens[0]
    st.cave.chambers[3].face_up = False
    st.cave.dive_track = ["dive-pearl", "dive-potions", "dive-chest-key", "dive-map", "dive-crystals"]
    game.set_position(st)
    for action in (B.BattleAlly("hilda-shieldmaiden"), B.BattleAssign(2, "snow-boots"), B.BattleCrit("sword"),
                   *[B.BattleContinue()] * 3, B.BattlePotion(sword_potion), *[B.BattleContinue()] * 2):
        game.apply(action)
    # Rockeer's reward: a basic resource of choice, then a Dive: the Key/Chest tile, for a Key.
    assert set(game.legal_actions()) == {Choose(r) for r in ("pearl", "kelp", "mushroom", "wood")}
    game.apply(Choose("kelp"))
    assert Choose("2") in game.legal_actions()
    game.apply(Choose("2"))                                   # the Key/Chest tile, 1 Warmth
    game.apply(Choose("key"))                                 # with the Chest held: back to the centre
    keep = [a for a in game.legal_actions() if isinstance(a, Choose)]
    assert len(keep) == 2                                     # draw two Treasures, keep one
    game.apply(keep[0])
    while game.state.pending is not None:                     # nothing else should ask, but be safe
        game.apply(game.legal_actions()[0])
    st = game.state
    p = st.players[0]
    assert st.battle is None and st.turn.phase == "act"
    assert p.vp == 4 + 3                                      # chamber 2 VP + the Ally's 1 VP
    assert p.crystals == 1 + 3
    assert sum(t.startswith("crate") for t in p.tokens) == 3 and len(p.tokens) == 5
    assert p.chest_key == 0 and len(p.treasures) == 1
    assert p.warmth == 4 and p.resources["kelp"] == 1
    assert p.cave_chamber == 4 and st.cave.chambers[3].face_up
    assert "hilda-shieldmaiden" not in p.allies and not st.turn.familiar_used   # free to gather afterwards
    assert st.cave.dive_track[-1] == "dive-chest-key"


@pytest.mark.rule("FLOE-CAVE-BOSS-2")
def test_first_to_beat_the_boss_claims_the_achievement():
    game = in_battle(4, 5, "frost-colossus", ("sword",) * 5, 0, hero_dice=5, warmth=7)
    vp = game.state.players[0].vp
    for _ in range(5):
        game.apply(B.BattleContinue())
    game.apply(B.BattleRewardSet(0))
    while game.state.pending is not None:
        game.apply(game.legal_actions()[0])
    st = game.state
    assert st.village.achievements["boss"] == 0
    assert st.players[0].vp >= vp + 2 + 4 + 1                # Boss card, reward set 1, Achievement
    # The second Hero beats the next Boss: no Achievement any more.
    st.current = 1
    st.turn.kind, st.turn.hero_action = "exploration", "delve"
    p1 = st.players[1]
    p1.cave_chamber, p1.hero_dice, p1.warmth = 5, 5, 7
    put_monster(st, 5, "frost-colossus")
    game.chance.fix("hero-die", *("sword",) * 5)
    game.chance.fix("damage-die", "0")
    st.battle, _ = B.start_battle(BattleContext(st, 1), game.chance)
    st.turn.phase = "battle"
    game.set_position(st)
    before = p1.vp
    for _ in range(5):
        game.apply(B.BattleContinue())
    assert B.BattleRewardSet(0) not in game.legal_actions()
    game.apply(B.BattleRewardSet(3))
    while game.state.pending is not None:
        game.apply(game.legal_actions()[0])
    assert game.state.village.achievements["boss"] == 0
    gained = game.state.players[1].vp - before
    assert gained == 2 + sum(int(e.split(":")[1]) for e in C.boss_reward_sets()[3] if e.startswith("vp:"))


@pytest.mark.rule("FLOE-CAVE-REQ-1", "FLOE-CAVE-BOSS-3")
def test_delve_is_offered_only_on_a_cave_iceberg_and_not_after_the_boss():
    from floe_widgets.games.floe import exploration
    from floe_widgets.games.floe.actions import Delve

    game = game_module.Floe(players=2, seed=2)
    st = game.state
    geo = exploration.geometry(st.world.layout)
    caves = [i for i, ice in geo.icebergs.items() if "cave" in ice.features]
    plain = [i for i, ice in geo.icebergs.items() if "cave" not in ice.features]
    assert caves and plain
    st.current, st.turn.kind, st.turn.phase = 0, "exploration", "act"
    for where, offered in ((caves[0], True), (plain[0], False)):
        st.players[0].location = where
        game.set_position(st)
        assert (Delve() in game.legal_actions()) is offered
    st.players[0].location = caves[0]
    st.players[0].cave_chamber = C.DONE
    game.set_position(st)
    assert Delve() not in game.legal_actions()
    st.players[0].cave_chamber = 1
    game.set_position(st)
    game.apply(Delve())
    assert game.state.turn.phase == "battle" and game.state.battle.chamber == 1
    assert all(a.kind.startswith("battle") for a in game.legal_actions())


@pytest.mark.rule("FLOE-CAVE-HERODICE-1")
def test_hero_dice_advances_add_dice_up_to_five_then_soda():
    from floe_widgets.games.floe.effects import resolve
    from floe_widgets.games.floe.state import Queued

    game = game_module.Floe(players=2, seed=2)
    st = game.state
    p = st.players[0]
    p.hero_dice, p.soda = 4, 0
    st.queue += [Queued(0, "herodice"), Queued(0, "herodice")]
    resolve(st, game.chance)
    assert (p.hero_dice, p.soda) == (5, 1)
    battle, _ = B.start_battle(BattleContext(st, 0), game.chance)
    assert len(battle.dice) == 5


@pytest.mark.rule("FLOE-FAMILIAR-UPGRADE-1", "FLOE-BATTLE-FAMILIAR-2")
def test_two_merits_at_three_flip_the_familiar_which_then_gives_both_icons():
    from floe_widgets.games.floe.effects import resolve

    game = game_module.Floe(players=2, seed=2)
    st = game.state
    p = st.players[0]
    p.familiar, p.merits = "snowfox", {"skill": 2, "might": 3, "charm": 4, "craft": 1}
    resolve(st, game.chance)
    assert p.familiar_flipped
    battle, _ = B.start_battle(BattleContext(st, 0), game.chance)
    offered = [a for a in BL.battle_legal_actions(BattleContext(st, 0), battle) if isinstance(a, B.BattleFamiliar)]
    assert offered == [B.BattleFamiliar("")]
