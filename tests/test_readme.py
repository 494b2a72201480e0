"""The README's commands and example are the ones that really work."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def shell_blocks() -> list[str]:
    return re.findall(r"```(?:sh|bash|shell)\n(.*?)```", README, re.S)


def test_ci_runs_exactly_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line for line in ci.splitlines() if line.startswith("python3 -m venv"))
    assert any(command in block for block in shell_blocks())
    assert "set -euo pipefail" in ci and "FLOE_WIDGETS_REQUIRE_BROWSER=1" in ci


def test_readme_tutor_command_starts_the_tutor() -> None:
    assert any("floe-widgets tutor" in block and "pip install" in block for block in shell_blocks())


def test_readme_python_example_runs() -> None:
    example = re.search(r"```python\n(.*?)```", README, re.S).group(1)
    exec(compile(example, "README.md", "exec"), {})
