"""The benchmark scripts still run (with tiny sizes); their numbers live in docs/benchmarks.md."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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


@pytest.mark.parametrize(("script", "args"), RUNS.items())
def test_benchmark_script_runs(script: str, args: list[str]) -> None:
    out = subprocess.run([sys.executable, str(BENCHMARKS / script), *args], capture_output=True, text=True,
                         timeout=300, env={"MPLBACKEND": "Agg", "PATH": "/usr/bin:/bin",
                                           **{k: v for k, v in os.environ.items() if k == "PYTHONPATH"}})
    assert out.returncode == 0, out.stderr[-2000:]
    assert any(ch.isdigit() for ch in out.stdout)
