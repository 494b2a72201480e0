"""Mutation scores (mutmut 3) of the rules engines, one group of modules at a time.

    python benchmarks/mutation.py GROUP [--workdir DIR] [--shared DIR] [--report-only | --again]
    python benchmarks/mutation.py --list

Each group names the engine modules to mutate and the test files that concern them. The run happens
in a scratch copy (``DIR``, default ``/tmp/floe-mutation/GROUP``) whose ``pyproject.toml`` gets the
group's ``[tool.mutmut]`` section, with ``shared/`` (the rules the tests read) linked beside the code;
mutmut runs there under ``nice -n 19`` with one worker. The report gives, per module: mutants,
killed (a hang counts as killed), survived, not covered by the group's tests, not run yet, and the
score killed / (killed + survived + not covered). ``--report-only`` re-reads a finished run;
``--again`` re-runs, after new tests, only the mutants an earlier run in the same ``DIR`` left alive
(mutants of changed functions are new and run too). Needs the ``mutation`` extra
(``pip install -e '.[mutation]'``).

Mutants a reader judged equivalent are not counted: their lines carry ``# pragma: no mutate`` with the
reason, and the report counts those lines per module.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

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


GROUPS: dict[str, Group] = {
    "core": Group(
        _paths("floe_widgets/core", "game actions chance codec hexgrid squaregrid persistence components"),
        # The kit's own tests; the suites that drive every game's actions and saves through the core
        # (test_malformed_actions, test_why_not_agrees, test_corrupt_saves, test_atomic_writes) take
        # minutes per mutant on a 2-core machine and are left out.
        tuple(f"tests/core/test_{name}.py"
              for name in "game game_details sound_saves registry_and_text persistence codec chance components "
                          "grids action_types".split()),
        # Two tests that take seconds and would run for every mutant of Game and Chance: _repr_png_
        # imports matplotlib; the registry test builds every game.
        ("--deselect", "tests/core/test_game_details.py::test_repr_and_str",
         "--deselect", "tests/core/test_registry_and_text.py::test_available_lists_only_installed_games"),
    ),
    "ice_and_idols": Group(
        _paths(IAI, "game legality temple scoring setup state position"),
        tuple(f"tests/games/ice_and_idols/test_{name}.py"
              for name in "setup turns movement temple idols research".split()),
        # The random-play properties and bot games take minutes per mutant here; two rule tests take
        # a second each and would run for every mutant of the turn code.
        ("--deselect", "tests/games/ice_and_idols/test_turns.py::test_round_limit_safeguard",
         "--deselect", "tests/games/ice_and_idols/test_setup.py::test_content_files_say_where_they_come_from"),
    ),
    "floe": Group(
        _paths(FLOE, "legality battle battle_actions battle_content battle_state exploration village cave "
                     "effects progress world state game"),
        tuple(f"tests/games/floe/test_{name}.py"
              for name in ("battle battle_game battle_random cave floe_discovery_seas floe_explore "
                           "floe_progress floe_properties floe_refusals floe_relic_hand floe_setup "
                           "floe_tokens_any_time floe_village").split()),
    ),
    "floe_2024": Group(
        _paths(F24, "legality board cave choices economy encounters familiar mapturn quests state turns "
                    "village game"),
        tuple(f"tests/games/floe_2024/test_{name}.py"
              for name in "setup legality map cave village familiar end concepts editions bots".split()),
    ),
}


def mutmut_section(group: Group) -> str:
    def toml_list(items: tuple[str, ...]) -> str:
        return "[" + ", ".join(json.dumps(item) for item in items) + "]"

    return "\n".join([
        "[tool.mutmut]",
        'source_paths = ["floe_widgets"]',
        f"only_mutate = {toml_list(group.modules)}",
        f"pytest_add_cli_args_test_selection = {toml_list(group.tests)}",
        f"pytest_add_cli_args = {toml_list(('-p', 'no:cacheprovider', '-q') + group.pytest_args)}",
        "",
    ])


def prepare(group: Group, workdir: Path, shared: Path) -> None:
    """A scratch copy of the package and tests, configured for this group."""
    workdir.mkdir(parents=True, exist_ok=True)
    for name in ("floe_widgets", "tests"):
        shutil.rmtree(workdir / name, ignore_errors=True)
        shutil.copytree(ROOT / name, workdir / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "_tutorials"))
    shutil.copy2(ROOT / "setup.py", workdir / "setup.py")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    pyproject = re.sub(r"\[tool\.mutmut\].*?(?=^\[|\Z)", "", pyproject, flags=re.S | re.M)
    (workdir / "pyproject.toml").write_text(pyproject.rstrip() + "\n\n" + mutmut_section(group), encoding="utf-8")
    # The tests find the rules at <checkout>/../shared; under mutmut the checkout is <workdir>/mutants.
    link = workdir / "shared"
    if not link.exists():
        link.symlink_to(shared.resolve())


def unsettled(group: Group, workdir: Path) -> list[str]:
    """The mutants of an earlier run that no test killed (survived, not covered, or not run)."""
    names = []
    for module in group.modules:
        meta = workdir / "mutants" / f"{module}.meta"
        if meta.exists():
            codes = json.loads(meta.read_text())["exit_code_by_key"]
            names += [name for name, code in codes.items() if STATUS.get(code) != "killed"]
    return names


def run(workdir: Path, names: list[str] | None = None) -> int:
    command = ["nice", "-n", "19", sys.executable, "-m", "mutmut", "run", "--max-children", "1", *(names or [])]
    env = dict(os.environ, PYTHONPATH="")
    return subprocess.call(command, cwd=workdir, env=env)


#: mutmut's exit codes; a mutant that makes the tests hang past the time limit counts as killed.
STATUS = {1: "killed", 3: "killed", 36: "killed", -24: "killed", 24: "killed", 152: "killed", 255: "killed",
          0: "survived", 5: "no tests", 33: "no tests", None: "not run"}


def report(group: Group, workdir: Path) -> list[dict[str, object]]:
    rows = []
    for module in group.modules:
        meta = workdir / "mutants" / f"{module}.meta"
        codes = json.loads(meta.read_text())["exit_code_by_key"] if meta.exists() else {}
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
    parser.add_argument("--list", action="store_true", help="list the groups, their modules and tests")
    args = parser.parse_args()
    if args.list or not args.group:
        for name, group in GROUPS.items():
            print(f"{name}: {' '.join(group.modules)}\n    tests: {' '.join(group.tests)}")
        return
    group = GROUPS[args.group]
    workdir = args.workdir or Path("/tmp/floe-mutation") / args.group
    if not args.report_only:
        names = unsettled(group, workdir) if args.again else None
        prepare(group, workdir, args.shared)
        run(workdir, names)
        if names:
            run(workdir)  # the mutants of functions changed since: new, so never run
    print_report(report(group, workdir))


if __name__ == "__main__":
    main()
