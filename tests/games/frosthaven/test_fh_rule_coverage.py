"""Random play reaches every phase of Frosthaven, and every rule id the engine can cite in an event fires.

Scenario: seeded WeightedBot games (the sample scenario and random dungeons, every class, 2-4 characters,
scenario levels 0-2, character levels 1-3, permadeath and solo now and then; a last few uniformly random,
then a few of The Sluice Hall) rest, loot, infuse and consume elements, give conditions, summon, open doors,
step on pressure plates, spring traps, use items, exhaust and lose.
Campaign: seeded campaigns of the campaign WeightedBot, reporting each scenario with some XP, gold, loot,
checkmarks and deaths, go through every outpost step and every downtime choice.

The ids the engine can cite are read from its modules (string constants outside refusals: IllegalAction and
SetupError calls, ``return rule_id, sentence`` answers of why_not, and the scenario's legality module); the
run's ids come from the events' ``rules``.  ``pytest -s`` prints how often each id fired.
"""

from __future__ import annotations

import ast
import dataclasses
import random
import re
from collections import Counter
from pathlib import Path

from floe_widgets.games.frosthaven.outpost.actions import ReportScenario
from floe_widgets.games.frosthaven.outpost.bots import WeightedBot as CampaignBot
from floe_widgets.games.frosthaven.outpost.content import RESOURCES
from floe_widgets.games.frosthaven.outpost.game import FrosthavenCampaign
from floe_widgets.games.frosthaven.scenario import bots
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario import dungeon as DUNGEON
from floe_widgets.games.frosthaven.scenario.game import Frosthaven

GAMES = 48
UNIFORM_GAMES = 16       # then uniformly random play: it picks the halves and targets a greedy player skips
PLATE_GAMES = 4          # then weighted games of The Sluice Hall, the one map with pressure plates (FH-TERR-6)
CLASSES = C.class_ids()
PACKAGE = Path(bots.__file__).parent.parent
#: the scenario engine: its rules, the map it plays on and the monsters' AI (their steps become events)
ENGINE = ("scenario", "map", "ai")
REFUSALS = ("legality.py",)            # why_not: every id there is a refusal
REFUSING_CALLS = ("IllegalAction", "SetupError", "seat_map")   # seat_map: the rule its SetupError cites
RULE_ID = re.compile(r"FH-[A-Z0-9]+(-[A-Z0-9]+)+$")

#: ids no event of random play can cite, each with the reason
CANNOT_FIRE = {
    "FH-GEN-PLAYERS-1": "the player count checked at setup (players_rule), never an event",
    "FH-VARIANT-DUNGEON-1": "a malformed random-dungeon id refused at setup (SetupError), never an event",
    "FH-TILES-MANIP-1": "only a level-X card creates or destroys overlays (Pack Ice); a first-game hand holds "
                        "level-1 cards only (FH-SETUP-HAND-1)",
    "FH-COMMAND-GRANT-1": "only level-X cards command (Rallying Bellow; first-game hands as FH-TILES-MANIP-1)",
    "FH-FORCED-IMMUNE-1": "a push or pull aimed at an objective (the Rime Totem): not met in the run",
    "FH-MOD-WARDBRITTLE-1": "ward and brittle on one figure at the same attack: not met in the run",
    # reachable with the sample content, but not met in the run
    "FH-COND-BANE-1": "Throat Slash's attack 5 mostly kills; a surviving baned monster is rare",
    "FH-ATK-6": "two rolling pairs drawn under advantage or disadvantage: not met in the run",
    "FH-FOCUS-1": "a stunned monster's turn: the stun boosts need a consumed element, not met in the run",
    "FH-MOVE-6": "a jumping monster's move (Savage Leap): not met in the run",
    "FH-TERR-4": "a monster with no other path crossing a trap: not met in the run",
    "FH-MACT-4": "a monster's focus gone mid-turn and sought anew: not met in the run",
    "FH-MMOVE-2": "cited only where a card prints an attack before its move or a move after an attack; no sample "
                  "monster card does (test_fh_monster_card_order.py plays such cards)",
    "FH-COND-1": "a condition given to a monster its type is immune to (the Glacier Brute and poison): "
                 "not met in the run",
    # reachable only by winning: no bot (random, greedy or weighted) wins; no character reaches the Rime Totem
    "FH-GOAL-SCEN-1": "the scenario goal met: no bot wins the sample scenario or a random dungeon",
    "FH-COMPLETE-LOOT-1": "a won scenario's loot conversion (as FH-GOAL-SCEN-1)",
    "FH-COMPLETE-GOALS-1": "a won scenario's battle goals (as FH-GOAL-SCEN-1)",
    "FH-COMPLETE-INSPIRE-1": "a won scenario's inspiration (as FH-GOAL-SCEN-1)",
    "FH-LEVEL-2": "a won scenario's bonus experience (as FH-GOAL-SCEN-1)",
}


def is_refusal(node: ast.AST) -> bool:
    """An IllegalAction or SetupError call, or a ``return rule_id, sentence`` (a why_not answer)."""
    if isinstance(node, ast.Call):
        return getattr(node.func, "id", "") in REFUSING_CALLS
    if isinstance(node, ast.Return) and node.value is not None:
        value = node.value.body if isinstance(node.value, ast.IfExp) else node.value
        return isinstance(value, ast.Tuple) and len(value.elts) == 2
    return False


def citable_ids(packages: tuple[str, ...]) -> set[str]:
    """Rule ids written in the modules of ``packages``, outside refusals."""
    out: set[str] = set()
    for package in packages:
        for path in sorted((PACKAGE / package).glob("*.py")):
            if path.name in REFUSALS:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            refusals = {id(n) for node in ast.walk(tree) if is_refusal(node) for n in ast.walk(node)}
            out |= {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                    and isinstance(node.value, str) and RULE_ID.match(node.value) and id(node) not in refusals}
    return out


def weighted_run(games: int, plate_games: int = 0) -> tuple[Counter, Counter, Counter]:
    """Seeded WeightedBot games straight through the rules: (rule ids cited, action kinds taken, outcomes)."""
    fired: Counter = Counter()
    kinds: Counter = Counter()
    outcomes: Counter = Counter()
    for seed in range(games + plate_games):
        plates = seed >= games
        scenario = "sluice-hall" if plates else ("thaw-gate", DUNGEON.RANDOM)[seed % 2]
        players = 2 + seed % 3
        classes = [CLASSES[(seed + i) % len(CLASSES)] for i in range(players)]   # every class plays
        g = Frosthaven(players=players, seed=seed, scenario=scenario, level=seed % 3, classes=classes,
                       character_level=1 + seed % 3, permadeath=seed % 4 == 3, solo=seed % 5 == 4)
        bot = bots.WeightedBot(seed, sharpness=(1.0, 2.5, 4.0)[seed % 3] if seed < GAMES or plates else 0.0)
        while not g.is_over:
            action = bot.choose(g)                 # one of legal_actions()
            kinds[type(action).__name__] += 1
            kinds["rest"] += getattr(action, "rest", False) is True
            events = g.advance(action)             # straight through the rules: no undo copy
            for event in events:
                fired.update(event.rules)
        outcomes[g.state.phase] += 1
    return fired, kinds, outcomes


def test_random_play_reaches_every_phase_and_every_rule_that_can_fire() -> None:
    fired, kinds, outcomes = weighted_run(GAMES + UNIFORM_GAMES, PLATE_GAMES)
    for kind in ("SelectCards", "ChooseHalf", "MoveTo", "Target", "LongRest", "rest", "UseItem", "LoseCards",
                 "TakeDamage", "PlaceAt", "Consume"):
        assert kinds[kind] > 0, f"no {kind} in {GAMES} games"
    assert outcomes["lost"] > 0
    can = citable_ids(ENGINE)
    assert set(CANNOT_FIRE) <= can, sorted(set(CANNOT_FIRE) - can)
    print(f"\n{GAMES} weighted + {UNIFORM_GAMES} uniform games {dict(outcomes)}; rule ids fired (count):")
    for rule in sorted(can):
        print(f"  {rule:28} {fired[rule] if rule in fired else '-':>6}  {CANNOT_FIRE.get(rule, '')}")
    missing = sorted(can - set(fired) - set(CANNOT_FIRE))
    assert not missing, f"never fired in random play: {missing}"
    wrongly_listed = sorted(set(CANNOT_FIRE) & set(fired))
    assert not wrongly_listed, f"listed as unable to fire but fired: {wrongly_listed}"


# -- the campaign: outpost phases, downtime and the reported scenarios between them ------------------------------

# Campaigns played. A run of the 24 campaigns this test played before (2026-12-02, suiteprops) was followed campaign
# by campaign: the last one to show anything new (a rule id cited or an action kind taken) was the 10th (seed 9: the
# first rebuild, FH-CONSTRUCT-REBUILD-1); the 14 after it only repeated what was reached. 14 keeps 40 % past that.
CAMPAIGN_GAMES = 14
CAMPAIGN_WEEKS = 24
#: campaign ids no event of random play can cite, each with the reason
CAMPAIGN_CANNOT_FIRE: dict[str, str] = {
    "FH-GEN-PLAYERS-1": "the player count checked at setup (players_rule), never an event",
    "FH-VARIANT-CROSS-1": "a Gloomhaven class refused without the crossover variant (setup or refusal only)",
}


def reported(quick: ReportScenario, rng: random.Random) -> ReportScenario:
    """The bot's quick result with what a played scenario reports per character (a free action's payload):
    some experience, gold, resource loot and battle-goal checkmarks, and now and then a character who fell."""
    n = len(quick.xp)
    won = quick.won
    died = tuple(rng.random() < 0.15 for _ in range(n))   # a win needs someone standing
    return dataclasses.replace(quick, xp=tuple(rng.randrange(12) for _ in range(n)),
                               gold=tuple(rng.randrange(10) for _ in range(n)),
                               checkmarks=tuple(rng.randrange(3) if won else 0 for _ in range(n)),
                               loot=tuple(tuple(rng.choices(RESOURCES, k=rng.randrange(4))) for _ in range(n)),
                               died=died if not (won and all(died)) else (False,) * n)


def campaign_run(games: int) -> tuple[Counter, Counter]:
    """Seeded campaign WeightedBot games straight through the rules: (rule ids cited, action kinds taken)."""
    fired: Counter = Counter()
    kinds: Counter = Counter()
    for seed in range(games):
        g = FrosthavenCampaign(players=2 + seed % 3, seed=seed, weeks=CAMPAIGN_WEEKS, casual=seed % 7 == 6,
                               permadeath=seed % 4 == 3, crossover=seed % 5 == 2,
                               temporary_enhancements=seed % 2 == 1, respec=seed % 3 == 1)
        bot = CampaignBot(seed, sharpness=(1.0, 2.5, 4.0)[seed % 3])
        rng = random.Random(seed)
        while not g.is_over:
            action = bot.choose(g)
            if action.kind == "report-scenario":
                action = reported(action, rng)
                assert g.why_not(action) is None, g.why_not(action)
            kinds[action.kind] += 1
            events = g.advance(action)             # straight through the rules: no undo copy
            for event in events:
                fired.update(event.rules)
    return fired, kinds


def test_random_campaigns_reach_every_step_and_every_rule_that_can_fire() -> None:
    fired, kinds = campaign_run(CAMPAIGN_GAMES)
    for kind in ("choose-scenario", "resolve-road", "report-scenario", "lost-choice", "pass-time", "resolve-event",
                 "defend-building", "run-operations", "level-up", "retire", "create-character", "craft", "brew", "sell",
                 "take-perk", "spend-morale", "build", "rebuild"):
        assert kinds[kind] > 0, f"no {kind} in {CAMPAIGN_GAMES} campaigns"
    can = citable_ids(("outpost",))
    assert set(CAMPAIGN_CANNOT_FIRE) <= can, sorted(set(CAMPAIGN_CANNOT_FIRE) - can)
    print(f"\n{CAMPAIGN_GAMES} campaigns of {CAMPAIGN_WEEKS} weeks; rule ids fired (count):")
    for rule in sorted(can):
        print(f"  {rule:28} {fired[rule] if rule in fired else '-':>6}  {CAMPAIGN_CANNOT_FIRE.get(rule, '')}")
    missing = sorted(can - set(fired) - set(CAMPAIGN_CANNOT_FIRE))
    assert not missing, f"never fired in random campaigns: {missing}"
    wrongly_listed = sorted(set(CAMPAIGN_CANNOT_FIRE) & set(fired))
    assert not wrongly_listed, f"listed as unable to fire but fired: {wrongly_listed}"
