"""``floe-widgets lesson check`` and ``lesson new``: each kind of problem a teacher can make is reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from floe_widgets.cli import main
from floe_widgets.games.ice_and_idols.actions import Move
from floe_widgets.tutor.lesson_check import check_file, starter

ROOT = Path(__file__).resolve().parents[2]
NORTH, SOUTH = Move("N").describe(), Move("S").describe()   # the button texts the hints name


@pytest.mark.parametrize("game", ["ice-and-idols", "floe-2024"])
def test_the_starter_file_is_written_and_passes_the_check(game, tmp_path, capsys):
    target = tmp_path / "mine.yaml"
    assert main(["lesson", "new", game, "-o", str(target)]) == 0
    assert target.read_text(encoding="utf-8") == starter(game)
    assert main(["lesson", "new", game, "-o", str(target)]) == 2   # never overwrites
    assert main(["lesson", "check", str(target)]) == 0
    assert f"{target}: ok" in capsys.readouterr().out
    assert main(["lesson", "new", "chess"]) == 2


@pytest.mark.parametrize("game", ["floe", "frosthaven"])
def test_the_floe_and_frosthaven_starter_files_pass_the_check(game, tmp_path):
    target = tmp_path / f"{game}.yaml"
    target.write_text(starter(game), encoding="utf-8")
    assert check_file(target) == []


@pytest.mark.parametrize("folder", sorted(p.parent.name for p in (ROOT / "tutorials").glob("*/lessons")))
def test_every_shipped_lesson_passes_the_check(folder, capsys):
    files = sorted((ROOT / "tutorials" / folder / "lessons").glob("*.yaml"))
    assert files
    assert main(["lesson", "check", *map(str, files)]) == 0
    assert capsys.readouterr().out.count(": ok") == len(files)


def edited(tmp_path: Path, old: str, new: str) -> Path:
    text = starter("ice-and-idols")
    assert old in text
    path = tmp_path / "lesson.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_hint_naming_an_action_the_step_refuses_is_reported_at_its_line(tmp_path):
    path = edited(tmp_path, '"Press *Move N*."', f'"Press *{SOUTH}*."')
    assert check_file(path) == [f"{path}:19: step 1, hint 1: names '{SOUTH}', which this step refuses"]


def test_a_hint_that_does_not_lead_to_the_task_is_reported(tmp_path):
    path = edited(tmp_path, "expect: [{kind: move, side: N}]", "expect: [{kind: move, side: N}, {kind: move, side: S}]")
    path.write_text(path.read_text().replace('"Press *Move N*."', f'"Press *{SOUTH}*."'))
    assert check_file(path) == [f"{path}:19: step 1, hint 1: the actions the hints name ('{SOUTH}') "
                                "do not complete the step"]


def test_a_show_me_that_does_not_complete_the_step_is_reported(tmp_path, capsys):
    path = edited(tmp_path, "    - stands on: {player: 1, at: [1, 2]}", "    - stands on: {player: 1, at: [0, 2]}")
    problems = check_file(path)
    assert len(problems) == 1 and "show me" in problems[0] and "does not complete the step" in problems[0]
    assert main(["lesson", "check", str(path)]) == 1


def test_schema_names_and_positions_are_reported_through_the_cli(tmp_path, capsys):
    path = edited(tmp_path, "{tile: [1, 2], corner: [S, E]}", "{tile: [1, 7], corner: [S, E]}")
    assert main(["lesson", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:14: step 1, position, edit 1: [1, 7] is not a space of the 5x5 grid" in out
