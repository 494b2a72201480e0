"""Random play reaches every phase of Floe: seeded ExplorerBot games enter battles, dives, discoveries and
Village turns, and every rule id the engine can cite in an event is cited in the run.

The ids the engine can cite are read from its modules (string constants outside refusals); the run's ids
come from the events' ``rules``.  ``pytest -s`` prints how often each id fired.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

from floe_widgets.games.floe import bots
from floe_widgets.games.floe.game import Floe

GAMES = 40
ENGINE = Path(bots.__file__).parent
MODULES = ("game", "battle", "battle_icons", "battle_legality", "battle_phases", "exploration", "village", "effects",
           "progress", "cave", "context", "world")
RULE_ID = re.compile(r"FLOE-[A-Z0-9]+(-[A-Z0-9]+)+$")

#: ids no event of random play can cite, each with the reason
CANNOT_FIRE = {
    "FLOE-SETUP-COMP-4": "a refused player count at setup (SetupError), never an event",
    "FLOE-SETUP-VARIANT-1": "refused variant options at setup (SetupError), never an event",
    "FLOE-BATTLE-TEST-1": "Encounter Battle tests: no game path starts one (no Encounter content in the engine)",
    "FLOE-WARMTH-SPEND-1": "the default rule of BattleContext.spend_warmth; every caller names its own rule",
    "FLOE-QUEST-FREE-1": "no content grants a free Quest step (the 'quest' effect)",
    "FLOE-SHRINE-PRIMED-1": "'place-stone' comes only from Grandmagus Cheese, offered only when a stone can be "
                            "placed (FLOE-ALLY-FAQ-3)",
    "FLOE-CAVE-ADVANCE-2": "'cave' comes only from Tunnelton the Miner, offered only before chamber 5 "
                           "(FLOE-ALLY-FAQ-3)",
    # reachable, but only deeper than random play gets in a short run
    "FLOE-CAVE-BOSS-1": "the Boss beaten: random players never clear chambers 1-4 in the run",
    "FLOE-CAVE-BOSS-3": "the Boss beaten (as FLOE-CAVE-BOSS-1)",
    "FLOE-AMBIG-25": "the Boss's reward sets (as FLOE-CAVE-BOSS-1)",
    "FLOE-BATTLE-PETRAGROVE-1": "a defeat-twice Monster beaten once and survived: chamber 3+ with strong dice",
    "FLOE-AMBIG-29": "the second battle of a defeat-twice Monster (as FLOE-BATTLE-PETRAGROVE-1)",
    "FLOE-BATTLE-LANTERN-2": "Lanterns on an emptied Loot zone: the zone's tokens all taken first",
    "FLOE-AMBIG-8": "a pays-after-the-battle Ally bought and brought into a battle",
    "FLOE-AMBIG-34": "a fifth Tavern visit by one player (all Rumors already off the track)",
    "FLOE-TAVERN-RUMOR-2": "a fourth Tavern visit by one player (the last Rumor off the track)",
    "FLOE-FAQ-DISCARD-1": "the Tavern, Item or Ally deck drawn out within one game "
                          "(test_the_tavern_keeps_offering_two_cards_once_its_deck_runs_out)",
    "FLOE-DIVE-COST-1": "a Dive gained as a reward with no affordable tile",
    "FLOE-QUEST-DONE-1": "Quest progress after all of one's Quest steps are done",
}


def citable_ids() -> set[str]:
    """Rule ids written in the engine's modules, outside refusals (IllegalAction calls, battle_why_not)."""
    out: set[str] = set()
    for module in MODULES:
        tree = ast.parse((ENGINE / f"{module}.py").read_text(encoding="utf-8"))
        refusals = {id(n) for node in ast.walk(tree)
                    if (isinstance(node, ast.FunctionDef) and node.name == "battle_why_not")
                    or (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalAction")
                    for n in ast.walk(node)}
        out |= {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                and isinstance(node.value, str) and RULE_ID.match(node.value) and id(node) not in refusals}
    return out


def explorer_run(games: int) -> tuple[Counter, Counter]:
    """Seeded ExplorerBot games straight through the rules: (rule ids cited, action kinds taken)."""
    fired: Counter = Counter()
    kinds: Counter = Counter()
    for seed in range(games):
        g = Floe(players=1 + seed % 4, seed=seed)
        bot = bots.ExplorerBot(seed)
        while not g.state.over:
            action = bot.choose(g)
            events = g.advance(action)             # straight through the rules: no undo copy
            kinds[action.kind] += 1
            kinds["village turn"] += getattr(action, "turn", "") == "village"
            kinds["dive"] += "dive" in getattr(action, "take", "")
            for event in events:
                fired.update(event.rules)
    return fired, kinds


def test_random_play_reaches_every_phase_and_every_rule_that_can_fire() -> None:
    fired, kinds = explorer_run(GAMES)
    for phase in ("delve", "battle-continue", "discover", "dive", "village turn", "tavern", "buy-item", "academy",
                  "trade", "visit-landmark", "place-stone"):
        assert kinds[phase] > 0, f"no {phase} in {GAMES} games"
    can = citable_ids()
    assert set(CANNOT_FIRE) <= can, sorted(set(CANNOT_FIRE) - can)
    print(f"\n{GAMES} ExplorerBot games; rule ids fired (count):")
    for rule in sorted(can):
        print(f"  {rule:28} {fired[rule] if rule in fired else '-':>6}  {CANNOT_FIRE.get(rule, '')}")
    missing = sorted(can - set(fired) - set(CANNOT_FIRE))
    assert not missing, f"never fired in random play: {missing}"
