"""fh-situation/1 documents: the shipped situations solve to their expected answers, malformed
documents are refused naming the field, answers round-trip, and the ``fh solve`` command."""

from __future__ import annotations

import copy
import functools
import json
from pathlib import Path

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.movement import Mover
from floe_widgets.games.frosthaven.situations import cli as situation_cli
from floe_widgets.games.frosthaven.situations.situation import (
    SituationError,
    answer_document,
    build_document,
    parse_answer,
    parse_situation,
    situation_document,
    solve,
    solve_document,
)
from tests.games.frosthaven.walking import follow

FOLDER = Path(__file__).resolve().parents[3] / "floe_widgets" / "games" / "frosthaven" / "content" / "situations"
FILES = sorted(FOLDER.glob("*.json"))


@functools.cache
def solved(path: Path):
    """(situation, plan, answer document) of a shipped file, solved once per test run."""
    sit = parse_situation(path.read_text())
    plan = solve(sit)
    return sit, plan, answer_document(plan)


def option_set(options) -> set[tuple]:
    return {(o["focus"], tuple(o["destination"]), tuple(sorted(o["attacks"]))) for o in options}


def test_at_least_forty_situations_each_with_a_lesson():
    assert len(FILES) >= 40
    for path in FILES:
        doc = json.loads(path.read_text())
        lesson = doc["x-lesson"]
        assert isinstance(lesson, str) and "\n" not in lesson and len(lesson.split()) >= 5, path.name


@pytest.mark.rule("FH-MMOVE-10", "FH-GEN-1")
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_shipped_situation_solves_to_its_expected_answer(path):
    doc = json.loads(path.read_text())
    answer = solved(path)[2]
    parse_answer(answer)
    expected = doc["x-expected"]
    assert sorted(answer["focus"]) == sorted(expected["focus"])
    assert option_set(answer["options"]) == option_set(expected["options"])  # all tied options, no more
    assert answer["explanation"] and all("(FH-" in line for line in answer["explanation"])


@pytest.mark.rule("FH-MMOVE-9")
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_option_paths_are_real_moves_within_the_points(path):
    sit, plan, _ = solved(path)
    me = next(f for f in sit.figures if f.id == sit.active)
    others = [f for f in sit.figures if f.id != me.id]
    blocking = frozenset(f.hex for f in others if (f.team != me.team and "invisible" not in f.conditions)
                         or f.kind == "objective")
    mover = Mover(me.hex, sit.ability.movement, occupied=frozenset(f.hex for f in others), blocking=blocking)
    for o in plan.options:
        assert o.path[0] == me.hex and o.path[-1] == o.destination
        if o.destination == me.hex:
            continue
        if sit.ability.movement == "teleport":
            assert o.steps == (o.destination,)
            continue
        walk = follow(sit.hexmap, mover, o.steps)
        assert walk.final == o.destination and walk.entered == o.path[1:]
        assert walk.points <= sit.ability.move


@pytest.mark.parametrize("path", FILES[::7], ids=[p.stem for p in FILES[::7]])
def test_documents_round_trip(path):
    sit = parse_situation(path.read_text())
    again = parse_situation(json.dumps(situation_document(sit)))
    assert again.hexmap.hexes == sit.hexmap.hexes and again.hexmap.walls == sit.hexmap.walls
    assert again.figures == sit.figures and again.ability == sit.ability
    assert option_set(solve_document(situation_document(again))["options"]) == option_set(
        solve_document(path.read_text())["options"])


BASE = build_document(monster=(0, 0), move=2, figures=[("A", (0, 2), 10)])


def broken(change):
    doc = copy.deepcopy(BASE)
    change(doc)
    return doc


MALFORMED = [
    ("format", lambda d: d.update(format="fh-situation/2")),
    ("format", lambda d: d.pop("format")),
    ("hexes", lambda d: d.update(hexes="rect:0:3")),
    ("hexes[3]", lambda d: d["hexes"].__setitem__(3, [1, "a"])),
    ("walls[0]", lambda d: d.update(walls=[[[0, 0], [2, 0]]])),
    ("overlays[0].kind", lambda d: d.update(overlays=[{"hex": [1, 1], "kind": "lava"}])),
    ("overlays[1].hex", lambda d: d.update(overlays=[{"hex": [1, 1], "kind": "trap"}, {"hex": [1, 1], "kind": "icy"}])),
    ("overlays[0].hex", lambda d: d.update(overlays=[{"hex": [9, 9], "kind": "trap"}])),
    ("overlays[0].open", lambda d: d.update(overlays=[{"hex": [1, 1], "kind": "trap", "open": True}])),
    ("figures[1].initiative", lambda d: d["figures"][1].pop("initiative")),
    ("figures[1].hex", lambda d: d["figures"][1].update(hex=[0, 0])),
    ("figures[1].team", lambda d: d["figures"][1].update(team="heroes")),
    ("figures[1].id", lambda d: d["figures"][1].update(id="M")),
    ("figures[1].conditions[0]", lambda d: d["figures"][1].update(conditions=["sleepy"])),
    ("figures[1].colour", lambda d: d["figures"][1].update(colour="red")),
    ("active", lambda d: d.update(active="Z")),
    ("ability.move", lambda d: d["ability"].update(move=-1)),
    ("ability.movement", lambda d: d["ability"].update(movement="swim")),
    ("ability.aoe.hexes", lambda d: d["ability"].update(aoe={"melee": True, "hexes": []})),
    ("ability.aoe.melee", lambda d: d["ability"].update(aoe={"hexes": [[0, 1]]})),
    ("ability.speed", lambda d: d["ability"].update(speed=3)),
    ("scenario_level", lambda d: d.update(scenario_level=9)),
    ("colour", lambda d: d.update(colour="blue")),
]


@pytest.mark.parametrize("field,change", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_documents_are_refused_naming_the_field(field, change):
    with pytest.raises(SituationError) as err:
        parse_situation(broken(change))
    assert err.value.field == field
    assert str(err.value).startswith(field + ":")


def test_x_keys_are_ignored_everywhere():
    doc = broken(lambda d: (d.update({"x-note": 1}), d["figures"][1].update({"x-colour": "red"}),
                            d["ability"].update({"x-card": "Slash"})))
    assert solve_document(doc)["focus"] == ["A"]


def test_rect_maps_and_numeric_attack():
    doc = build_document("rect:5:4", monster=(0, 0), move=1, attack=3, figures=[("A", (1, 0), 10)])
    answer = solve_document(doc)
    assert answer["focus"] == ["A"] and answer["options"][0]["attacks"] == ["A"]


def test_cli_solves_one_file(tmp_path, capsys):
    f = tmp_path / "s.json"
    f.write_text(json.dumps(BASE))
    assert situation_cli.main(["solve", str(f)]) == 0
    out = capsys.readouterr()
    answer = json.loads(out.out)
    assert answer["format"] == "fh-answer/1" and answer["focus"] == ["A"] and out.err == ""


def test_cli_refuses_a_malformed_file_with_one_line(tmp_path, capsys):
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(broken(lambda d: d["ability"].update(movement="swim"))))
    assert situation_cli.main(["solve", str(f)]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and "ability.movement" in lines[0]
    g = tmp_path / "junk.json"
    g.write_text("{not json")
    assert situation_cli.main(["solve", str(g)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_cli_many_files_and_folders_as_json_lines(tmp_path, capsys):
    (tmp_path / "b.json").write_text(json.dumps(BASE))
    (tmp_path / "a.json").write_text(json.dumps(broken(lambda d: d.update(active="nobody"))))
    assert situation_cli.main(["solve", str(tmp_path)]) == 2
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["source"] for x in lines] == ["a.json", "b.json"]
    assert "active" in lines[0]["error"] and lines[1]["focus"] == ["A"]
    assert situation_cli.main(["solve", str(tmp_path / "b.json"), str(tmp_path / "b.json")]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2
    assert situation_cli.main(["solve"]) == 2 and "usage" in capsys.readouterr().err
    assert situation_cli.main([str(tmp_path / "b.json")]) == 0  # the kit CLI passes the files only
    assert json.loads(capsys.readouterr().out)["focus"] == ["A"]


@pytest.mark.rule("FH-FOCUS-4", "FH-MACT-2", "FH-GEN-4")
def test_random_situations_solve_with_sound_options():
    import random

    rng = random.Random(5)
    kinds = ["obstacle", "trap", "hazardous", "difficult", "icy", "wall", "pressure-plate", "corridor"]
    for _ in range(40):
        hexes = hexgrid.spiral((0, 0), 4)
        overlays = {h: rng.choice(kinds) for h in hexes[1:] if rng.random() < 0.3}
        free = [h for h in hexes if h not in overlays]
        spots = rng.sample(free, 5)
        figures = [{"id": "M", "team": "monsters", "kind": "monster", "hex": list(spots[0])},
                   {"id": "C1", "team": "characters", "kind": "character", "hex": list(spots[1]), "initiative": 30,
                    "conditions": ["invisible"] if rng.random() < 0.3 else []},
                   {"id": "C2", "team": "characters", "kind": "character", "hex": list(spots[2]), "initiative": 40},
                   {"id": "S1", "team": "characters", "kind": "summon", "summoner": "C1", "hex": list(spots[3])},
                   {"id": "M2", "team": "monsters", "kind": "monster", "hex": list(spots[4])}]
        aoe = rng.choice([None, None, {"melee": True, "hexes": [[0, -1], [0, -2]]},
                          {"melee": False, "hexes": [[0, 0], [0, 1], [1, 0]]}])
        ability = {"move": rng.randint(0, 4), "attack": rng.random() < 0.85, "range": rng.choice([0, 2, 3]),
                   "targets": rng.choice([1, 2]), "aoe": aoe, "movement": rng.choice(["normal", "jump", "flying"])}
        doc = {"format": "fh-situation/1", "hexes": [list(h) for h in hexes],
               "overlays": [{"hex": list(h), "kind": k} for h, k in overlays.items()],
               "figures": figures, "active": "M", "ability": ability}
        answer = parse_answer(solve_document(doc))
        taken = {tuple(f["hex"]) for f in figures[1:]}
        invisible = {f["id"] for f in figures if "invisible" in f.get("conditions", [])}
        for o in answer["options"]:
            dest = tuple(o["destination"])
            assert o["path"][0] == figures[0]["hex"] and o["path"][-1] == o["destination"]
            assert dest == tuple(spots[0]) or dest not in taken
            if o["attacks"]:
                assert o["attacks"][0] == o["focus"] and o["focus"] in answer["focus"]
                assert not set(o["attacks"]) & ({"M", "M2"} | invisible)
            if not answer["focus"]:
                assert o["attacks"] == []
