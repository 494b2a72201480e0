"""Mutation scores (mutmut 3) of the rules engines, one group of modules at a time.

    python benchmarks/mutation.py GROUP [--workdir DIR] [--shared DIR] [--nice N] [--children N] [--sample N]
                                        [--report-only | --again]
    python benchmarks/mutation.py --list

Each group names the engine modules to mutate and the test files that concern them. The run happens
in a scratch copy (``DIR``, default ``/tmp/floe-mutation/GROUP``) whose ``pyproject.toml`` gets the
group's ``[tool.mutmut]`` section, with ``shared/`` (the rules the tests read) linked beside the code;
mutmut runs there under ``nice -n 19`` (``--nice``) with one worker. The report gives, per module: mutants,
killed (a hang counts as killed), survived, not covered by the group's tests, not run yet, and the
score killed / (killed + survived + not covered). ``--report-only`` re-reads a finished run;
``--again`` re-runs, after new tests, only the mutants an earlier run in the same ``DIR`` left alive
(mutants of changed functions are new and run too). ``--sample N`` runs and reports only N mutants per
module drawn at random from all of them (the same draw each time, run whole each time): an estimate of
each module's score where a full run would take hours. Before it draws, the script copies the current code
into ``DIR`` and has mutmut make the mutants of the modules that changed (mutmut's generation step alone, no
test run), so the draw names the mutants of the code as it is; for code that did not change it is the same
draw as before. Needs mutmut (the ``test`` extra installs it; ``mutation`` installs only it).

Mutants a reader judged equivalent are not counted: their lines carry ``# pragma: no mutate`` with the
reason, and the report counts those lines per module.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_SEED = 12

IAI = "floe_widgets/games/ice_and_idols"
FLOE = "floe_widgets/games/floe"
F24 = "floe_widgets/games/floe_2024"
FH = "floe_widgets/games/frosthaven"


@dataclass(frozen=True)
class Group:
    modules: tuple[str, ...]
    tests: tuple[str, ...]
    pytest_args: tuple[str, ...] = ()


def _paths(package: str, names: str) -> tuple[str, ...]:
    return tuple(f"{package}/{name}.py" for name in names.split())


# Frosthaven's engine: the map and monster AI, the scenario, the outpost (their views, bots, display
# names, the books' data and the action classes are left out).
FH_MAP = ("geometry board tiles hexmap ranges los movement cells entries forced mover searches ways reverse_searches "
          "slides_and_links jumps_and_flights")
FH_AI = "monster_ai records turn focus destinations wording"
FH_SCENARIO = ("abilities attacks cards choices combat conditions context decisions decision_kinds dungeon elements "
               "game items legality loot modifiers monster_turns monsters perks plates position rooms round_steps "
               "rounds scenario_setup seat_options sections state task_kinds tasks turns")
FH_OUTPOST = "calendar campaign completion downtime enhancement events game position state town"
# Every Frosthaven rule-test file but the widgets, lessons, odds and tactics labs, the command line and the
# recorded and random-play suites; the tests of these files that play whole games at random, compare with a
# brute force or draw the views (each 2 s to 4 min on a shared 2-core machine) are left out by -k.
FH_TESTS = tuple(
    [f"tests/games/frosthaven/test_fh_{name}.py" for name in (
        "attacks campaign campaign_calendar campaign_events classes conditions downtime dungeon engine_moves "
        "enhancement experience flying_paths flying_tiles initiative_ties legality modifier_shuffles modifiers "
        "monster_summon_loot movement_play outpost outpost_perks outpost_play outpost_town perks reduced_randomness "
        "outpost_refusals outpost_calendar_and_events downtime_and_construction_refusals campaign_log "
        "campaign_setup_and_summary forced_pulls "
        "rounds scenario_completion scenario_maps sections_and_spawns set_positions setup short_rest_redraw spec "
        "campaign_set_positions monster_heals "
        "target_item_and_pick_refusals card_rest_and_placement_refusals "
        "summons_and_picks task_kinds tile_manipulation town_buildings variants "
        "random_items seat_options scenario_summary command turn_steps battle_goals dungeon_builds item_use "
        "enhancement_stickers refusal_sentences round_log attack_log decision_log room_reveals "
        "scenario_options damage retaliate_and_shields pressure_plates setup_chance monster_turn_log "
        "monster_card_order counted_words past_party_choices counts_in_play negative_difficult_hexes").split()]
    + [f"tests/games/frosthaven/test_{name}_fh.py"
       for name in ("hexmap los map_cache monster_ai monster_explanations monster_ai_inputs map_edits_and_patterns "
                    "movement tc range_and_doors overlay_changes walks los_corner_cases figures_on_the_map "
                    "monster_conditions monster_approach_and_targets cheapest_paths movement_walls_ice_and_links "
                    "map_cold_start cheapest_ways_by_the_rules").split()]
    + [f"tests/games/frosthaven/test_fh_{name}.py" for name in ("sight_lines", "range_counting", "sight_exact_lines")]
    # the cheapest ways the monster AI reads, the costs back toward goal hexes, jumps, flights and teleports
    + [f"tests/games/frosthaven/test_fh_{name}.py"
       for name in "safest_ways costs_toward_goal_hexes jump_flight_and_teleport_moves".split()]
    + ["tests/games/frosthaven/test_fh_item_limits.py"])   # the item carrying limits in play
# "random_", not "random": -k reads module names too, and "random" left out test_fh_reduced_randomness.py whole.
FH_FAST = ("-k", "not (random_ or same_seed or view_draws or widget or level_x or each_new_class or separation "
                 "or more_walls or permanent_death or greedy_bots or narrow_gap or reference_procedure "
                 "or brute_force or plays_to_the_end or every_position or save_load_and_replay or engine_updates "
                 "or worded_and_cites)")

GROUPS: dict[str, Group] = {
    "core": Group(
        _paths("floe_widgets/core", "game actions chance codec hexgrid squaregrid persistence components"),
        # The kit's own tests; the suites that drive every game's actions and saves through the core
        # (test_malformed_actions, test_why_not_agrees, test_corrupt_saves, test_atomic_writes) take
        # minutes per mutant on a 2-core machine and are left out.
        tuple(f"tests/core/test_{name}.py"
              for name in "game game_details sound_saves registry_and_text persistence codec chance components "
                          "grids action_types tagged".split())
        # a save's retired fields and texts (WORDING), through a Floe save recorded by an older version
        + ("tests/games/floe/test_floe_saves_and_copies.py",),
        # Two tests that take seconds and would run for every mutant of Game and Chance: _repr_png_
        # imports matplotlib; the registry test builds every game.
        ("--deselect", "tests/core/test_game_details.py::test_repr_and_str",
         "--deselect", "tests/core/test_registry_and_text.py::test_available_lists_only_installed_games"),
    ),
    "ice_and_idols": Group(
        _paths(IAI, "game moves_and_idols tile_changes event_cards legality temple scoring setup state position"),
        tuple(f"tests/games/ice_and_idols/test_{name}.py"
              for name in ("setup turns movement temple idols research position_checks decision_refusals "
                           "event_citations tile_powers refusal_sentences key_cards setup_chance "
                           "setup_options round_and_game_end_log research_spaces_and_event_deck tile_names "
                           "counted_words").split()),
        # The random-play properties and bot games take minutes per mutant here; two rule tests take
        # a second each and would run for every mutant of the turn code.
        ("--deselect", "tests/games/ice_and_idols/test_turns.py::test_round_limit_safeguard",
         "--deselect", "tests/games/ice_and_idols/test_setup.py::test_content_files_say_where_they_come_from"),
    ),
    "floe": Group(
        _paths(FLOE, "legality battle battle_actions battle_content battle_icons battle_legality battle_phases "
                     "battle_state exploration village cave effects progress world state game turn_words"),
        # Left out (3 s to 9 minutes each on the shared machine): the random-game properties and random
        # battles, the random refusal sweeps, the number-for-number Rockeer battle, the reroll walk-through
        # and the views of hidden hands.
        tuple(f"tests/games/floe/test_{name}.py"
              for name in ("battle_examples battle_sequence battle_items_and_allies battle_icons battle_monsters "
                           "battle_magic battle_game cave floe_discovery_seas floe_explore floe_progress floe_refusals "
                           "floe_relic_hand floe_setup floe_tokens_any_time floe_village floe_log_and_offers "
                           "floe_saves_and_copies floe_ability_tiles floe_quest_checks "
                           "floe_region_map floe_end_of_game floe_turn_log floe_position_copies "
                           "floe_village_log floe_exploration_log floe_choice_answers floe_quest_deeds "
                           "floe_upgrades_log "
                           "floe_refusal_sentences battle_refusal_sentences battle_forecast floe_gains "
                           "cave_battle_log battle_offers floe_turn_offers").split()),
        ("-k", "not (random_play or why_not_never_raises or rockeer_battle_number_for_number "
               "or rerolls_cost_one_warmth or views_show_only)"),
    ),
    "floe_2024": Group(
        _paths(F24, "legality board cave choices economy encounters familiar mapturn quests state turns "
                    "village game"),
        tuple(f"tests/games/floe_2024/test_{name}.py"
              for name in ("setup legality map cave village familiar end concepts editions bots "
                           "rounds_and_scoring familiar_spots encounter_cards benefits_and_limits "
                           "refusal_reasons ally_quests village_spaces map_turn_steps battle_steps "
                           "choice_answers options_and_free_actions last_room_and_lanterns "
                           "summary_and_choice_names visits_in_the_log counted_words counts_read_in_full "
                           "landmark_words").split()),
        # Left out, 2 to 50 s each on the shared machine: the live boards of every topic and the comparison's
        # language menu build widgets, the random refusal sweep and the bot games play whole games, two
        # edition tests read every rule.
        ("-k", "not (live_boards or why_not_never_raises or bots_finish or cites_rules_both_engines "
               "or source_is_incomplete or speaks_the_language)"),
    ),
    "frosthaven-map": Group(_paths(f"{FH}/map", FH_MAP) + _paths(f"{FH}/ai", FH_AI), FH_TESTS, FH_FAST),
    "frosthaven-scenario": Group(_paths(f"{FH}/scenario", FH_SCENARIO), FH_TESTS, FH_FAST),
    "frosthaven-outpost": Group(_paths(f"{FH}/outpost", FH_OUTPOST), FH_TESTS, FH_FAST),
    "frosthaven": Group(_paths(f"{FH}/map", FH_MAP) + _paths(f"{FH}/ai", FH_AI)
                        + _paths(f"{FH}/scenario", FH_SCENARIO) + _paths(f"{FH}/outpost", FH_OUTPOST),
                        FH_TESTS, FH_FAST),
}


def mutmut_section(group: Group) -> str:
    def toml_list(items: tuple[str, ...]) -> str:
        return "[" + ", ".join(json.dumps(item) for item in items) + "]"

    return "\n".join([
        "[tool.mutmut]",
        'source_paths = ["floe_widgets"]',
        'also_copy = ["tutorials"]',   # the lessons some rule tests start from (tutor.files.checkout_tutorials)
        f"only_mutate = {toml_list(group.modules)}",
        f"pytest_add_cli_args_test_selection = {toml_list(group.tests)}",
        f"pytest_add_cli_args = {toml_list(('-p', 'no:cacheprovider', '-q') + group.pytest_args)}",
        "",
    ])


def prepare(group: Group, workdir: Path, shared: Path) -> None:
    """A scratch copy of the package and tests, configured for this group."""
    workdir.mkdir(parents=True, exist_ok=True)
    for name in ("floe_widgets", "tests", "tutorials"):
        shutil.rmtree(workdir / name, ignore_errors=True)
        shutil.copytree(ROOT / name, workdir / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "_tutorials"))
    shutil.copy2(ROOT / "setup.py", workdir / "setup.py")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    pyproject = re.sub(r"\[tool\.mutmut\].*?(?=^\[|\Z)", "", pyproject, flags=re.S | re.M)
    (workdir / "pyproject.toml").write_text(pyproject.rstrip() + "\n\n" + mutmut_section(group), encoding="utf-8")
    refresh_data_files(workdir / "mutants" / "floe_widgets")
    # The tests find the rules at <checkout>/../shared; under mutmut the checkout is <workdir>/mutants.
    if not (shared / "rules").is_dir():
        raise SystemExit(f"no shared/ (with the rules) at {shared}: give its place with --shared DIR")
    link = workdir / "shared"
    if link.is_symlink():
        link.unlink()
    if not link.exists():
        link.symlink_to(shared.resolve())


def refresh_data_files(mutants: Path) -> None:
    """mutmut copies the package's data files (catalogues, content) into ``mutants/`` only when it first
    makes it; copy them again so that a later run tests against the current ones."""
    if not mutants.is_dir():
        return
    source = ROOT / "floe_widgets"
    for path in source.rglob("*"):
        if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts:
            target = mutants / path.relative_to(source)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)


def results(module: str, workdir: Path) -> dict[str, int | None]:
    """mutmut's exit code per mutant of ``module`` (None: not run yet); empty before the mutants exist."""
    meta = workdir / "mutants" / f"{module}.meta"
    return json.loads(meta.read_text())["exit_code_by_key"] if meta.exists() else {}


def sample(modules: tuple[str, ...], workdir: Path, per_module: int) -> set[str] | None:
    """``per_module`` mutants of each module drawn at random (always the same draw) from all its mutants
    in ``workdir``, or None for no sampling.  Run ``generate`` first, so that they are the current code's."""
    if not per_module:
        return None
    drawn: set[str] = set()
    for module in modules:
        names = sorted(results(module, workdir))
        drawn.update(random.Random(SAMPLE_SEED).sample(names, min(per_module, len(names))))
    return drawn


def unsettled(group: Group, workdir: Path) -> list[str]:
    """The mutants of an earlier run that no test killed (survived, not covered, or not run)."""
    return [name for module in group.modules for name, code in results(module, workdir).items()
            if STATUS.get(code) != "killed"]


#: mutmut 3's generation step as ``mutmut run`` starts it, without the stats collection and the test runs: it
#: remakes the mutants (and their ``.meta``) of the modules whose source is newer than their mutant file.
GENERATE = """
import os, mutmut.__main__ as mutmut
from mutmut.mutation.trampoline import set_mutant_under_test
set_mutant_under_test("mutant_generation")
os.makedirs("mutants", exist_ok=True)
mutmut.copy_src_dir()
mutmut.copy_also_copy_files()
mutmut.setup_source_paths()
mutmut.store_lines_covered_by_tests()
mutmut.create_mutants(1)
"""


def generate(workdir: Path, niceness: int = 19) -> None:
    """Have mutmut make the mutants of the code now in ``workdir`` (only of the modules that changed since)."""
    command = ["nice", "-n", str(niceness), sys.executable, "-c", GENERATE]
    subprocess.run(command, cwd=workdir, env=dict(os.environ, PYTHONPATH=""), stdout=subprocess.DEVNULL, check=True)


def run(workdir: Path, names: list[str] | None = None, niceness: int = 19, children: int = 1) -> int:
    command = ["nice", "-n", str(niceness), sys.executable, "-m", "mutmut", "run", "--max-children", str(children),
               *(names or [])]
    env = dict(os.environ, PYTHONPATH="")
    return subprocess.call(command, cwd=workdir, env=env)


#: mutmut's exit codes; a mutant that makes the tests hang past the time limit counts as killed.
STATUS = {1: "killed", 3: "killed", 36: "killed", -24: "killed", 24: "killed", 152: "killed", 255: "killed",
          0: "survived", 5: "no tests", 33: "no tests", None: "not run"}


def report(modules: tuple[str, ...], workdir: Path, among: set[str] | None = None) -> list[dict[str, object]]:
    rows = []
    for module in modules:
        codes = {name: code for name, code in results(module, workdir).items() if among is None or name in among}
        counts = {"killed": 0, "survived": 0, "no tests": 0, "not run": 0, "other": 0}
        for code in codes.values():
            counts[STATUS.get(code, "other")] += 1
        pragmas = (ROOT / module).read_text(encoding="utf-8").count("pragma: no mutate")
        judged = counts["killed"] + counts["survived"] + counts["no tests"]
        score = 100.0 * counts["killed"] / judged if judged else float("nan")
        rows.append({"module": module, "mutants": len(codes), **counts, "equivalent": pragmas, "score": score})
    return rows


def print_report(rows: list[dict[str, object]]) -> None:
    print(f"{'module':55} {'mutants':>7} {'killed':>6} {'survived':>8} {'no tests':>8} {'not run':>7} "
          f"{'other':>5} {'equiv.':>6} {'score':>6}")
    for row in rows:
        print(f"{row['module']:55} {row['mutants']:7} {row['killed']:6} {row['survived']:8} {row['no tests']:8} "
              f"{row['not run']:7} {row['other']:5} {row['equivalent']:6} {row['score']:5.1f}%")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("group", nargs="?", choices=sorted(GROUPS))
    parser.add_argument("--workdir", type=Path)
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument("--again", action="store_true",
                        help="after new tests: re-run only the mutants an earlier run left alive (and changed code)")
    parser.add_argument("--nice", type=int, default=19,
                        help="niceness of the mutmut run (19, the default, yields to everything else)")
    parser.add_argument("--children", type=int, default=1, help="mutants tested at once (default 1)")
    parser.add_argument("--sample", type=int, default=0, metavar="N",
                        help="run and report only N mutants per module drawn at random (an estimate, for a busy "
                             "machine) from the mutants of the current code")
    parser.add_argument("--modules", nargs="+", metavar="PART", default=(),
                        help="with --sample or --report-only: only the group's modules whose path holds one of "
                             "these parts (e.g. combat.py rooms.py)")
    parser.add_argument("--list", action="store_true", help="list the groups, their modules and tests")
    args = parser.parse_args()
    if args.list or not args.group:
        for name, group in GROUPS.items():
            print(f"{name}: {' '.join(group.modules)}\n    tests: {' '.join(group.tests)}")
        return
    group = GROUPS[args.group]
    if args.modules:
        chosen = tuple(module for module in group.modules if any(part in module for part in args.modules))
        if not chosen:
            parser.error(f"no module of {args.group} matches {' '.join(args.modules)}")
        if not (args.sample or args.report_only):
            parser.error("--modules needs --sample or --report-only (a full run mutates the whole group)")
    else:
        chosen = group.modules
    workdir = args.workdir or Path("/tmp/floe-mutation") / args.group
    if not args.report_only:
        prepare(group, workdir, args.shared)
        if args.sample:
            generate(workdir, args.nice)  # the draw is then of the current code's mutants, not stale ones
    drawn = sample(chosen, workdir, args.sample)
    if drawn == set():
        parser.error(f"--sample found no mutants of {' '.join(chosen)} in {workdir}")
    if not args.report_only:
        # A sampled run runs its whole draw again: mutmut forgets the results of mutants whose tests changed.
        names = sorted(drawn) if drawn else unsettled(group, workdir) if args.again else None
        if names != []:
            run(workdir, names, args.nice, args.children)
        if names and drawn is None:
            run(workdir, niceness=args.nice, children=args.children)  # mutants of changed functions: never run
    print_report(report(chosen, workdir, drawn))


if __name__ == "__main__":
    main()
