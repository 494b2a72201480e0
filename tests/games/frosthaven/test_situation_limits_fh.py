"""The limits of fh-situation/1: what cannot be a Frosthaven position is refused with a
SituationError naming the field, never a traceback, and a folder run goes on past it."""

from __future__ import annotations

import json

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.situations import cli as situation_cli
from floe_widgets.games.frosthaven.situations.limits import (
    MAX_AREA_HEXES,
    MAX_CHARACTERS,
    MAX_COORDINATE,
    MAX_DOCUMENT_BYTES,
    MAX_FIGURES,
    MAX_HEXES,
    MAX_NESTING,
    MAX_RANGE,
)
from floe_widgets.games.frosthaven.situations.situation import (
    SituationError,
    build_document,
    parse_situation,
    solve_document,
)


def base(**ability) -> dict:
    return build_document(4, monster=(0, 0), move=2, figures=[("A", (2, 0), 10), ("B", (-2, 1), 20)], **ability)


def refused(doc) -> SituationError:
    with pytest.raises(SituationError) as err:
        parse_situation(doc)
    return err.value


def test_a_map_larger_than_the_limit_is_refused():
    assert refused(dict(base(), hexes="rect:300:300")).field == "hexes"
    assert refused(dict(base(), hexes="rect:99999999999999:1")).field == "hexes"
    side = int(MAX_HEXES ** 0.5) + 1
    assert refused(dict(base(), hexes=[[q, r] for q in range(side) for r in range(side)])).field == "hexes"
    # the largest accepted rectangle is still a situation
    doc = build_document(f"rect:{MAX_HEXES // 25}:25", monster=(0, 0), move=2, figures=[("A", (2, 0), 10)])
    assert len(parse_situation(doc).hexmap.hexes) == MAX_HEXES


def test_coordinates_beyond_the_limit_are_refused():
    doc = base()
    doc["figures"][1]["hex"] = [MAX_COORDINATE + 1, 0]
    assert refused(doc).field == "figures[1].hex"


def test_more_characters_than_a_party_has_are_refused():
    ring = hexgrid.spiral((0, 0), 4)[1:]
    doc = build_document(4, monster=(0, 0), move=2, targets=12,
                         figures=[(f"C{i}", ring[i], 10 + i) for i in range(24)])
    err = refused(doc)
    assert err.field == f"figures[{MAX_CHARACTERS + 1}].kind"  # figures[0] is the monster


def test_more_figures_than_standees_are_refused():
    ring = hexgrid.spiral((0, 0), 5)[1:]
    monsters = [{"id": f"m{i}", "team": "monsters", "hex": list(ring[i])} for i in range(MAX_FIGURES)]
    doc = build_document(5, monster=(0, 0), move=2, figures=monsters)
    assert refused(doc).field == "figures"


def test_more_targets_than_figures_are_refused():
    assert refused(base(targets=4)).field == "ability.targets"
    assert parse_situation(base(targets=3)).ability.targets == 3


def test_a_range_beyond_the_limit_is_refused():
    assert refused(base(range=MAX_RANGE + 1)).field == "ability.range"
    assert parse_situation(base(range=MAX_RANGE)).ability.range == MAX_RANGE


def test_an_oversized_area_pattern_is_refused():
    cells = [list(h) for h in hexgrid.spiral((0, 0), 3)[1:MAX_AREA_HEXES + 2]]
    assert refused(base(aoe={"melee": True, "hexes": cells})).field == "ability.aoe.hexes"


def test_text_that_is_not_utf8_is_refused():
    data = json.dumps(base()).encode("utf-8").replace(b'"A"', b'"\xff"')
    err = refused(data)
    assert err.field == "document" and "UTF-8" in str(err)
    assert solve_document(json.dumps(base()).encode("utf-8"))["focus"] == ["A"]


def test_deeply_nested_text_is_refused():
    assert refused("[" * 200_000 + "]" * 200_000).field == "document"
    doc = base()
    deep: list = []
    for _ in range(MAX_NESTING + 1):
        deep = [deep]
    doc["x-note"] = deep
    assert refused(json.dumps(doc)).field == "document"
    assert refused(doc).field == "document"


def test_over_long_text_is_refused():
    doc = base()
    doc["notes"] = "x" * MAX_DOCUMENT_BYTES
    err = refused(json.dumps(doc))
    assert err.field == "document" and str(MAX_DOCUMENT_BYTES) in str(err)


def test_a_folder_run_goes_on_past_bad_files(tmp_path, capsys):
    (tmp_path / "a-binary.json").write_bytes(b"\xff\xfe\x00garbage")
    (tmp_path / "b-deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (tmp_path / "c-huge-map.json").write_text(json.dumps(dict(base(), hexes="rect:300:300")))
    (tmp_path / "d-good.json").write_text(json.dumps(base()))
    (tmp_path / "e-too-long.json").write_text(json.dumps(dict(base(), notes="y" * MAX_DOCUMENT_BYTES)))
    assert situation_cli.main(["solve", str(tmp_path)]) == 2
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["source"] for x in lines] == ["a-binary.json", "b-deep.json", "c-huge-map.json", "d-good.json",
                                            "e-too-long.json"]
    assert lines[0]["error"].startswith("document:") and "UTF-8" in lines[0]["error"]
    assert lines[1]["error"].startswith("document:")
    assert lines[2]["error"].startswith("hexes:")
    assert lines[3]["focus"] == ["A"]
    assert lines[4]["error"].startswith("document:")


def test_too_many_equally_good_target_sets_are_refused_not_listed():
    # 4 characters and 16 summons in a ring at range 3, none adjacent: C(19, 9) tied choices
    ring = hexgrid.ring((0, 0), 3)
    figures = [(f"C{i + 1}", ring[i], 10 + i) for i in range(4)]
    figures += [{"id": f"s{i}", "team": "characters", "kind": "summon", "summoner": "C1", "hex": list(ring[4 + i])}
                for i in range(14)]
    doc = build_document(4, monster=(0, 0), move=0, range=3, targets=10, figures=figures)
    with pytest.raises(SituationError) as err:
        solve_document(doc)
    assert err.value.field == "ability.targets" and "1000" in str(err.value)
    doc["ability"]["targets"] = 2  # 17 tied choices of one more target: listed
    assert len(solve_document(doc)["options"]) == 17
