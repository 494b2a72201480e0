"""Odds-lab calculator speed (plain script; prints numbers, asserts nothing).

1. Floe battle odds (``floe.odds.battle_odds``), each from a cold solver: a typical grid (every
   Monster card, 3-4 Hero dice, 0-1 rerolls, no Items) and hard cases (5 dice, 2-3 rerolls,
   two basic Items, spells, a Monster beaten twice).
2. Frosthaven attack odds (``frosthaven.odds.attack_odds``): the standard deck in each mode, with
   blesses and curses, and a perk-heavy deck with many rolling cards under advantage.

Run: ``python benchmarks/odds.py`` (``--quick``: a few typical cases only, for the test suite).
"""

from __future__ import annotations

import statistics
import sys
import time

from floe_widgets.games.floe import cave as C
from floe_widgets.games.floe.odds import BattleSetup, battle_odds
from floe_widgets.games.frosthaven.odds.model import AttackSpec, attack_odds
from floe_widgets.games.frosthaven.scenario.modifiers import STANDARD_DECK


def timed(fn, *args) -> tuple[float, object]:
    t = time.perf_counter()
    out = fn(*args)
    return time.perf_counter() - t, out


def report(title: str, times: list[float]) -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(f"{title}: {len(times)} calculations, median {statistics.median(times) * 1000:.1f} ms, "
          f"95th percentile {p95 * 1000:.1f} ms, worst {times[-1] * 1000:.1f} ms")


def floe(quick: bool) -> None:
    monsters = [m for tier in C.TIERS for m in C.monsters_of(tier)]
    if quick:
        monsters = monsters[:2]
    typical = [BattleSetup(m, dice=d, warmth=5, rerolls=r) for m in monsters for d in (3, 4) for r in (0, 1)]
    report(f"Floe battle odds, typical ({len(monsters)} Monsters x 3-4 dice x 0-1 rerolls)",
           [timed(battle_odds, s)[0] for s in typical])
    hard = [
        BattleSetup("glacier-ram", dice=5, warmth=7, rerolls=2, items=("snow-boots", "hatchet")),
        BattleSetup("rockeer", dice=5, warmth=7, rerolls=2, items=("snow-boots", "quiver"), boosts=("magic",)),
        BattleSetup("petragrove", dice=5, warmth=7, rerolls=2, items=("snow-boots", "hatchet")),
    ]
    hard.append(BattleSetup("glacier-ram", dice=5, warmth=7, rerolls=3, items=("snow-boots", "hatchet")))
    hard.append(BattleSetup("old-stoneheart", dice=5, warmth=7, rerolls=3))
    for s in [] if quick else hard:
        dt, odds = timed(battle_odds, s)
        print(f"  hard: {s.monster}, {s.dice} dice, {s.rerolls} rerolls, Items {', '.join(s.items)}: "
              f"{dt * 1000:.0f} ms (win {float(odds.win):.3f}, {odds.rolls} end states)")


def frosthaven(quick: bool) -> None:
    specs = [AttackSpec.make(STANDARD_DECK, advantage=a, disadvantage=d, bless=b, curse=c, value=3, hp=4)
             for a, d in ((False, False), (True, False), (False, True)) for b in (0, 2) for c in (0, 2)]
    report("Frosthaven attack odds, standard deck (3 modes x bless/curse)", [timed(attack_odds, s)[0] for s in specs])
    perks = STANDARD_DECK + ("r+1",) * 3 + ("r+0:poison", "r+0:wound", "r+1:immobilize")
    for mode in ("normal",) if quick else ("normal", "advantage", "disadvantage"):
        dt, odds = timed(attack_odds, AttackSpec(draw=perks + ("bless", "bless"), value=3, hp=5, mode=mode))
        print(f"  hard: 26 cards with 6 rolling, {mode}: {dt * 1000:.0f} ms ({odds.outcomes} draw sequences)")


if __name__ == "__main__":
    quick = "--quick" in sys.argv
    floe(quick)
    frosthaven(quick)
