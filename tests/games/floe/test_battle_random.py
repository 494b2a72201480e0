"""Many seeded random battles with random legal actions: the battle's invariants always hold."""

from __future__ import annotations

import copy
import random

import pytest

from floe_widgets.core import Chance, IllegalAction, decode, encode
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import battle_legality as BL
from floe_widgets.games.floe import cave as C
from floe_widgets.games.floe.battle_state import ICONS
from floe_widgets.games.floe.context import BattleContext
from floe_widgets.games.floe.state import FloeState, PlayerState, SupplyState, VillageState, WorldState

ITEMS = ["hatchet", "quiver", "snow-boots", "chitterbox", "glow-lamp", "lucky-charm"]
BATTLE_ALLIES = ["sneaky-sam", "hilda-shieldmaiden", "rolf-the-archer", "wisp-the-seer", "lumo-the-lamplighter"]
FAMILIARS = ["snowfox", "snow-owl", "pup-seal", "puffin"]


def random_position(rng: random.Random, seed: int):
    chance = Chance(seed)
    cave = C.setup_cave(chance)
    for room in cave.chambers:
        room.face_up = True
    items = rng.sample(ITEMS, rng.randint(0, 3))
    p = PlayerState(
        seat=0, hero="scout-wren", familiar=rng.choice(FAMILIARS), quest="ancient-map", board=0,
        warmth=rng.randint(0, 7), hero_dice=rng.randint(2, 5), cave_chamber=rng.randint(1, 5),
        items=items, items_upgraded=[i for i in items if rng.random() < 0.3],
        allies=rng.sample(BATTLE_ALLIES, rng.randint(0, 2)),
        tokens=[f"potion-{rng.randint(1, 24):02d}" for _ in range(rng.randint(0, 3))],
        familiar_flipped=rng.random() < 0.5,
    )
    p.familiar_slid = p.familiar_flipped and rng.random() < 0.5
    other = PlayerState(seat=1, hero="scout-wren", familiar="puffin", quest="ancient-map", board=0,
                        cave_chamber=rng.randint(1, 5))
    state = FloeState(players=[p, other], world=WorldState(), village=VillageState(), cave=cave,
                      supply=SupplyState())
    state.turn.familiar_used = rng.random() < 0.2
    return state, BattleContext(state, 0), chance


@pytest.mark.rule("FLOE-BATTLE-SEQ-1", "FLOE-BATTLE-REROLL-1", "FLOE-BATTLE-ITEM-1", "FLOE-BATTLE-LOSE-1")
@pytest.mark.parametrize("block", range(4))
def test_random_battles_keep_the_invariants(block):
    outcomes = set()
    for seed in range(block * 60, block * 60 + 60):
        rng = random.Random(seed)
        state, ctx, chance = random_position(rng, seed)
        p = state.players[0]
        maximum = ctx.max_warmth()
        loot_before = [list(z) for z in state.cave.loot]
        battle, _ = B.start_battle(ctx, chance)
        steps = 0
        while not battle.finished:
            legal = BL.battle_legal_actions(ctx, battle)
            assert legal, f"seed {seed}: no legal action in phase {battle.phase}"
            assert len(set(legal)) == len(legal)
            action = rng.choice(legal)
            phase_before = battle.phase
            expected = BI.forecast(battle)         # continuing does what the forecast says
            if rng.random() < 0.05:       # now and then try something illegal: refused, nothing changed
                bogus = B.BattleAssign(rng.randint(0, 6), rng.choice(ITEMS))
                if bogus not in legal:
                    before = (encode(state), encode(battle))
                    with pytest.raises(IllegalAction):
                        B.apply_battle_action(ctx, battle, bogus, chance)
                    assert (encode(state), encode(battle)) == before
            B.apply_battle_action(ctx, battle, action, chance)
            steps += 1
            if isinstance(action, B.BattleContinue):
                if phase_before == "attack":
                    assert battle.monster_damage == expected.monster_damage, f"seed {seed}"
                elif phase_before == "arrow":
                    assert battle.arrow_damage == expected.arrow_damage, f"seed {seed}"
                elif phase_before == "sword":
                    assert battle.sword_damage == expected.sword_damage, f"seed {seed}"
            assert steps < 400, f"seed {seed}: the battle does not end"
            # invariants
            assert 0 <= p.warmth <= maximum, f"seed {seed}: Warmth {p.warmth}"
            assert BI.count(battle, "magic") >= 0
            assert len(battle.dice) == p.hero_dice
            on_items = [d.item for d in battle.dice if d.item]
            assert len(on_items) == len(set(on_items)) and sorted(on_items) == sorted(battle.items_used)
            assert all(d.item_icon == B.item_icon(d.item) for d in battle.dice if d.item)
            assert all(d.face in ICONS for d in battle.dice)
            assert battle.lanterns_used <= BI.count(battle, "lantern")
            assert battle.phase in (*battle.order, "rewards", "over")
            for before, now in zip(loot_before, state.cave.loot):
                assert set(now) <= set(before)
            assert decode(B.BattleState, encode(battle)) == battle
        outcomes.add(battle.outcome)
        if battle.outcome == "lost":
            assert p.warmth == maximum and p.location == "floe.I0"
        if battle.outcome == "won":
            assert battle.damage >= battle.health
        assert battle.outcome in ("won", "lost", "not-defeated")
        assert copy.deepcopy(battle) == battle
    assert len(outcomes) >= 2
