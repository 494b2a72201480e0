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


def test_readme_play_commands_end_in_a_real_finished_game_with_scores(capsys) -> None:
    import shlex

    from floe_widgets import cli

    commands = [line.split("#")[0].split() for block in shell_blocks() for line in block.splitlines()
                if line.startswith("floe-widgets play ")]
    assert commands
    for words in commands:
        assert cli.main(words[1:]) == 0
        out = capsys.readouterr().out
        assert "Game over after" in out and "engine limit" not in out and "engine's limit" not in out, \
            shlex.join(words)
        scores = next(line for line in out.splitlines() if line.startswith("Scores: "))
        assert any(int(part.split()[-1]) > 0 for part in scores.removeprefix("Scores: ").split(", ")), scores
