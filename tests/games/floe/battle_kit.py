"""Helpers for the cave battle tests: a position with a chosen Monster, battles rolled with fixed dice."""

from __future__ import annotations

from floe_widgets.core import Chance
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import cave as C
from floe_widgets.games.floe.context import BattleContext
from floe_widgets.games.floe.state import FloeState, PlayerState, SupplyState, VillageState, WorldState

MAX_WARMTH = 7  # 10-space track minus the 3 starting Rumor cubes

Ctx = BattleContext


def make(monster: str | None = None, chamber: int = 1, players: int = 1, seed: int = 0, **fields):
    """A position with ``monster`` face up in ``chamber`` and the Hero marker there."""
    chance = Chance(seed)
    cave = C.setup_cave(chance)
    if monster:   # swap the wanted card in (the card it replaces goes back under its deck)
        room = cave.chambers[chamber - 1]
        for deck in cave.decks.values():
            if monster in deck.draw_pile:
                deck.draw_pile.remove(monster)
        if room.monster and room.monster != monster:
            cave.decks[C.monster(room.monster).tier].put_under(room.monster)
        room.monster, room.face_up = monster, True
    seats = []
    for seat in range(players):
        p = PlayerState(seat=seat, hero="scout-wren", familiar="snowfox", quest="ancient-map", board=0,
                        warmth=MAX_WARMTH, cave_chamber=chamber)
        seats.append(p)
    for key, value in fields.items():
        setattr(seats[0], key, value)
    state = FloeState(players=seats, world=WorldState(), village=VillageState(), cave=cave, supply=SupplyState())
    return state, Ctx(state, 0), chance


def fight(ctx, chance, hero=(), damage=None, rerolls=(), **kw):
    """Start a battle with fixed Hero dice (``hero``), Damage die and forced rerolls."""
    if hero or rerolls:
        chance.fix("hero-die", *hero, *rerolls)
    if damage is not None:
        chance.fix("damage-die", str(damage))
    return B.start_battle(ctx, chance, **kw)


def do(ctx, battle, chance, *actions):
    events = []
    for action in actions:
        events += B.apply_battle_action(ctx, battle, action, chance)
    return events


def cont(n: int = 1) -> list[B.Action]:
    return [B.BattleContinue()] * n


def to_phase(ctx, battle, chance, phase: str) -> None:
    while battle.phase != phase:
        do(ctx, battle, chance, B.BattleContinue())


def queued(state) -> list[str]:
    return [q.effect for q in state.queue]
