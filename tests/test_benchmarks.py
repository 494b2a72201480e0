"""The benchmark scripts still run (with tiny sizes); their numbers live in docs/benchmarks.md.

The scripts run one after another in one Python process (each as ``__main__``, with its own ``sys.argv``, as
``python benchmarks/SCRIPT ARGS`` runs it), so that the interpreter, Matplotlib and the games are imported once
for all of them instead of once per script."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"

RUNS = {
    "ice_and_idols_games.py": ["1"],
    "floe_games.py": ["1"],
    "frosthaven_rounds.py": ["1"],
    "ice_and_idols_widget.py": ["--actions", "2"],
    "floe_widget.py": ["--actions", "1"],
    "floe_views.py": ["--actions", "1", "--only", "world"],
    "odds.py": ["--quick"],
    "frosthaven_campaign.py": ["1"],
    "frosthaven_solver.py": ["--quick"],
    "redraw.py": ["--actions", "2", "--view", "floe-2024", "--view", "frosthaven-tactics"],
}

#: runs each script given (path, args) as ``__main__`` and writes {script: {"code", "stdout", "stderr"}} as JSON
#: to a file (a script's own subprocesses may print to the process's standard output)
RUNNER = """
import contextlib, io, json, runpy, sys, traceback
runs, folder, report, results = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3], {}
sys.path[0] = folder   # as for `python benchmarks/SCRIPT`: the scripts' folder first
for path, args in runs:
    out, err, code = io.StringIO(), io.StringIO(), 0
    sys.argv = [path, *args]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            runpy.run_path(path, run_name="__main__")
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else (stop.code is not None)
        except BaseException:
            traceback.print_exc()
            code = 1
    results[path] = {"code": int(code), "stdout": out.getvalue(), "stderr": err.getvalue()}
with open(report, "w", encoding="utf-8") as out:
    json.dump(results, out)
"""


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    todo = [(str(BENCHMARKS / script), args) for script, args in RUNS.items()]
    report = tmp_path_factory.mktemp("benchmarks") / "runs.json"
    env = {"MPLBACKEND": "Agg", "PATH": "/usr/bin:/bin", **{k: v for k, v in os.environ.items() if k == "PYTHONPATH"}}
    out = subprocess.run([sys.executable, "-c", RUNNER, json.dumps(todo), str(BENCHMARKS), str(report)],
                         capture_output=True, text=True, timeout=900, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    return {Path(path).name: result for path, result in json.loads(report.read_text(encoding="utf-8")).items()}


@pytest.mark.parametrize("script", RUNS)
def test_benchmark_script_runs(script: str, runs: dict[str, dict[str, Any]]) -> None:
    result = runs[script]
    assert result["code"] == 0, result["stderr"][-2000:]
    assert any(ch.isdigit() for ch in result["stdout"])


def test_mutation_sample_draws_from_the_current_codes_mutants(tmp_path: Path) -> None:
    """``mutation.py --sample`` has mutmut remake the mutants of changed code before it draws, so the draw
    names the mutants of the code as it is, and the same ones as before for code that did not change."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import mutation
    finally:
        sys.path.remove(str(BENCHMARKS))
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pyproject.toml").write_text(
        '[tool.mutmut]\nsource_paths = ["pkg"]\nonly_mutate = ["pkg/kept.py", "pkg/changed.py"]\n')
    kept, changed = tmp_path / "pkg" / "kept.py", tmp_path / "pkg" / "changed.py"
    kept.write_text("def total(a: int, b: int, c: int) -> int:\n    return a + b - c\n")
    changed.write_text("def total(a: int, b: int) -> int:\n    return a + b\n")
    modules = ("pkg/kept.py", "pkg/changed.py")

    mutation.generate(tmp_path, niceness=0)
    before = mutation.sample(modules, tmp_path, 1)
    assert before is not None and len(before) == 2
    assert {name.rsplit("__mutmut_", 1)[0] for name in before} == {"pkg.kept.x_total", "pkg.changed.x_total"}

    changed.write_text("def double(a: int) -> int:\n    return 2 * a\n")
    later = (tmp_path / "mutants" / "pkg" / "changed.py").stat().st_mtime + 10
    os.utime(changed, (later, later))  # newer than its mutants, whatever the clock's grain
    mutation.generate(tmp_path, niceness=0)
    after = mutation.sample(modules, tmp_path, 1)
    assert after is not None
    assert {name for name in after if name.startswith("pkg.kept.")} == {n for n in before if n.startswith("pkg.kept.")}
    assert [name.rsplit("__mutmut_", 1)[0] for name in after if name.startswith("pkg.changed.")] == [
        "pkg.changed.x_double"]
