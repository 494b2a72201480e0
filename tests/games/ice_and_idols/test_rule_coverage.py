"""Random play reaches every part of Ice and Idols, and every rule id the engine can cite in an event is cited.

Seeded games of every player count, map and variant are played with the half-greedy choice of the property
tests, straight through the rules. The ids the engine can cite are read from its modules (string constants
outside refusals); the run's ids come from the events' ``rules``. ``pytest -s`` prints how often each fired.
"""

from __future__ import annotations

import ast
import random
import re
from collections import Counter
from pathlib import Path

from floe_widgets.games.ice_and_idols import game as game_module
from floe_widgets.games.ice_and_idols.game import IceAndIdols

from .test_properties import choose

# Games played. The 36 games this test played before (2026-12-02, suiteprops) were followed game by game: the last
# one to cite a new rule id or take a new action kind was the 8th (seed 7: IAI-QUICK-RESEARCH-1); the 28 after it
# only repeated what was reached. 18 keep more than twice that, and each map (seed // 3 % 3) twice.
GAMES = 18
ENGINE = Path(game_module.__file__).parent
#: the engine's modules that make events (legality.py only refuses)
MODULES = ("game", "moves_and_idols", "tile_changes", "event_cards", "temple", "scoring", "setup")
RULE_ID = re.compile(r"IAI-[A-Z0-9]+(-[A-Z0-9]+)+$")

#: ids no event of random play can cite, each with the reason
CANNOT_FIRE = {
    "IAI-COMP-PLAYERS-1": "a refused player count at setup (SetupError), never an event",
    # reachable, but rarer than random play gets in a short run
    "IAI-AMBIG-8": "the 30-card event deck drawn out: random games draw about 8 events each",
    "IAI-COLLAPSE-NONE-1": "a Collapse whose every candidate space is empty or has a figure on it",
    "IAI-TIE-KEY-1": "a tie on VP and on idol powers that completed key cards settle (the final scores' tests)",
    "IAI-TIE-MARKERS-1": "a tie on VP, powers and key cards that the markers settle (the final scores' tests)",
}


def citable_ids() -> set[str]:
    """Rule ids written in the engine's modules, outside refusals (IllegalAction and SetupError calls, why_not)."""
    out: set[str] = set()
    for module in MODULES:
        tree = ast.parse((ENGINE / f"{module}.py").read_text(encoding="utf-8"))
        refusals = {id(n) for node in ast.walk(tree)
                    if (isinstance(node, ast.FunctionDef) and "why_not" in node.name)
                    or (isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("IllegalAction", "SetupError"))
                    for n in ast.walk(node)}
        out |= {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                and isinstance(node.value, str) and RULE_ID.match(node.value) and id(node) not in refusals}
    return out


def random_run(games: int) -> tuple[Counter, Counter]:
    """Seeded half-greedy games straight through the rules: (rule ids cited, action kinds taken)."""
    fired: Counter = Counter()
    kinds: Counter = Counter()
    for seed in range(games):
        players = 2 + seed % 3
        rng = random.Random(seed)
        g = IceAndIdols(players=players, seed=seed, map=("first-game", "alternative", "random")[seed // 3 % 3],
                        variant="quick" if seed % 4 == 3 else "standard")
        while not g.is_over:
            action = choose(g, rng, (0.0, 0.6, 0.85)[seed % 3])
            kinds[action.kind] += 1
            for event in g.advance(action):      # no undo copy: nothing here is taken back
                fired.update(event.rules)
    return fired, kinds


def test_random_play_reaches_every_part_and_every_rule_that_can_fire() -> None:
    fired, kinds = random_run(GAMES)
    can = citable_ids()
    assert set(CANNOT_FIRE) <= can, sorted(set(CANNOT_FIRE) - can)
    print(f"\n{GAMES} games; rule ids fired (count):")
    for rule in sorted(can):
        print(f"  {rule:28} {fired[rule] if rule in fired else '-':>6}  {CANNOT_FIRE.get(rule, '')}")
    print("actions taken:", dict(sorted(kinds.items())))
    missing = sorted(can - set(fired) - set(CANNOT_FIRE))
    assert not missing, f"never fired in random play: {missing}"
