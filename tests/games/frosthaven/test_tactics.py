"""The solved-monster-turn overlay (tactics_view) and the TacticsWidget."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest
from matplotlib.figure import Figure

from floe_widgets.games.frosthaven.situations.situation import parse_situation, situation_document, solve
from floe_widgets.games.frosthaven.tactics import TacticsWidget, shipped_situations
from floe_widgets.games.frosthaven.views import legend, tactics_map, tactics_turn, tactics_view
from floe_widgets.i18n import tr

SHIPPED = shipped_situations()
NAMES = list(SHIPPED)


def _tied_names() -> list[str]:
    out = []
    for name in NAMES:
        exp = json.loads(SHIPPED[name]).get("x-expected", {})
        if len(exp.get("options", [])) > 1:
            out.append(name)
    return out[:4]


def _png(sit, plan, **kw) -> bytes:
    fig = Figure(figsize=tactics_view.FIGSIZE, dpi=50)
    tactics_view.draw(sit, fig, plan=plan, **kw)
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


@pytest.mark.parametrize("name", NAMES[:20] + [n for n in _tied_names() if n not in NAMES[:20]])
def test_overlay_draws_every_option_of_a_shipped_situation(name):
    sit = parse_situation(SHIPPED[name])
    plan = solve(sit)
    fig = Figure(figsize=tactics_view.FIGSIZE, dpi=50)
    tactics_view.draw(sit, fig, plan=plan)
    ax = next(a for a in fig.axes if a.get_label() == "map")
    stars = [ln for ln in ax.lines if ln.get_marker() == "*"]
    assert len(stars) == len(plan.options)  # one destination per option
    for i in range(len(plan.options)):
        fig = Figure(figsize=tactics_view.FIGSIZE, dpi=50)
        tactics_view.draw(sit, fig, plan=plan, option=i)
    if len(plan.options) > 1:
        fig = Figure(figsize=(10, 6), dpi=50)
        tactics_view.draw(sit, fig, plan=plan, option="all")
        assert sorted(a.get_label() for a in fig.axes) == ["info", *(f"map:{i}" for i in range(len(plan.options)))]


def test_tied_options_get_distinct_colours():
    name = _tied_names()[0]
    sit = parse_situation(SHIPPED[name])
    plan = solve(sit)
    fig = Figure(figsize=tactics_view.FIGSIZE, dpi=50)
    tactics_view.draw(sit, fig, plan=plan)
    ax = next(a for a in fig.axes if a.get_label() == "map")
    colours = {ln.get_color() for ln in ax.lines if ln.get_marker() == "*"}
    assert len(colours) == len(plan.options) > 1
    with pytest.raises(IndexError):
        tactics_view.draw(sit, Figure(), plan=plan, option=len(plan.options))


def test_overlay_changes_when_the_answer_changes():
    doc = json.loads(SHIPPED[NAMES[0]])
    sit = parse_situation(doc)
    plan = solve(sit)
    before = _png(sit, plan)
    assert before == _png(sit, plan)  # same input, same picture
    doc["ability"]["move"] = 0
    sit2 = parse_situation(doc)
    plan2 = solve(sit2)
    assert [o.destination for o in plan2.options] != [o.destination for o in plan.options]
    assert _png(sit2, plan2) != before


def test_los_segment_runs_from_destination_to_the_target():
    doc = json.loads(SHIPPED[NAMES[0]])
    sit = parse_situation(doc)
    plan = solve(sit)
    o = next(o for o in plan.options if o.attacks)
    segs = tactics_turn.los_segments(sit, o)
    assert len(segs) == len([a for a in o.attacks])
    from floe_widgets.core import hexgrid

    (x0, y0), (x1, y1) = segs[0]
    assert hexgrid.from_point(x0, y0) == o.destination or hexgrid.distance(hexgrid.from_point(x0, y0),
                                                                           o.destination) <= 1


# -- the widget ---------------------------------------------------------------------------------
def test_widget_loads_a_shipped_situation_and_draws_the_answer():
    tw = TacticsWidget()
    assert tw.situation is not None and tw.plan is not None
    assert tw.image.value[:4] == b"\x89PNG"
    assert len(tw.trace.children) == len(tw.plan.trace)
    tw.picker.value = NAMES[2]
    assert tw.situation.title == parse_situation(SHIPPED[NAMES[2]]).title


def test_why_button_opens_the_rules_reference():
    tw = TacticsWidget()
    step = next(s for s in tw.plan.trace if s.rules)
    row = tw.trace.children[tw.plan.trace.index(step)]
    button = row.children[1]
    button.click()
    assert step.rules[0] in tw.why.value
    assert "no explanation recorded" not in tw.why.value


def test_each_why_button_says_what_its_rule_is_about_in_the_reader_s_language():
    """A "why?" button is labelled with a few words of its rule ("why? the cost of an end hex"), not its id,
    the buttons of one line differ, and the explanation opens with those words and the rule's id."""
    import re

    from floe_widgets import i18n

    rule_id = re.compile(r"FH-[A-Z]+(-[A-Z]+)?-\d+")
    tw = TacticsWidget()
    for name in NAMES:
        tw.picker.value = name
        for row in tw.trace.children:
            labels = [b.description for b in row.children[1:]]
            assert not [label for label in labels if rule_id.search(label)], (name, labels)
            assert len(set(labels)) == len(labels), (name, labels)
    tw.picker.value = "05-tc05-trap-repels-focus.json"
    row = next(r for r in tw.trace.children if "why? the cost of an end hex" in [b.description for b in r.children[1:]])
    next(b for b in row.children[1:] if b.description == "why? the cost of an end hex").click()
    assert tw.why.value.startswith("<b>the cost of an end hex</b> (FH-FOCUS-5)<br>Each end hex gets a cost")
    with i18n.speaking("ja"):
        tw = TacticsWidget()
        tw.picker.value = "05-tc05-trap-repels-focus.json"
        labels = [b.description for r in tw.trace.children for b in r.children[1:]]
        assert "なぜ? 止まるヘクスのコスト" in labels
        assert not [label for label in labels if re.search("[a-z]{3}", label)], labels


def test_click_edit_changes_situation_and_answer():
    tw = TacticsWidget()
    tw.picker.value = next(n for n in NAMES if "tc01" in n)
    focus = list(tw.plan.focus)
    assert focus
    target = next(f for f in tw.situation.figures if f.id == focus[0])
    # remove the focus: the answer changes (another focus, or none)
    tw.mode.value = "remove figure"
    assert tw.click_hex(target.hex)
    assert target.id not in [f.id for f in tw.situation.figures]
    assert tw.plan.focus != focus
    # place a character next to the monster through the fallback q/r inputs
    active = next(f for f in tw.situation.figures if f.id == tw.situation.active)
    free = next(h for h in tw.situation.hexmap.adjacent_hexes(active.hex)
                if h not in {f.hex for f in tw.situation.figures} and tw.situation.hexmap.kind(h) is None)
    tw.mode.value = "place character"
    tw.number.value = 7
    tw.initiative.value = 1
    tw.q.value, tw.r.value = free
    tw.apply_button.click()
    assert tw.plan.focus == ["C7"]
    # an obstacle under a figure is a legal position (fh-situation: the hex holds both)
    tw.click_hex(free, mode="overlay: obstacle")
    assert tw.situation.hexmap.kind(free) == "obstacle"
    assert "C7" in [f.id for f in tw.situation.figures]


def test_ability_controls_change_the_answer():
    tw = TacticsWidget()
    tw.picker.value = next(n for n in NAMES if "tc01" in n)
    dest = tw.plan.options[0].destination
    tw.move.value = 0
    assert tw.situation.ability.move == 0
    assert tw.plan.options[0].destination != dest
    tw.movement.value = "jump"
    assert tw.situation.ability.movement == "jump"


def test_export_round_trips_through_situation_module(tmp_path):
    tw = TacticsWidget()
    text = tw.export_text.value
    sit = parse_situation(text)
    assert situation_document(sit) == json.loads(text)
    path = tmp_path / "s.json"
    tw.save_path.value = str(path)
    tw.save_button.click()
    assert json.loads(path.read_text()) == json.loads(text)
    tw2 = TacticsWidget(str(path))
    assert tw2.export() == tw.export()


def test_malformed_document_shows_the_field_and_keeps_the_previous_situation():
    tw = TacticsWidget()
    before = tw.export()
    doc = json.loads(before)
    doc["figures"][0]["hex"] = [1]
    tw.paste.value = json.dumps(doc)
    tw.load_text_button.click()
    assert "figures[0].hex" in tw.error.value
    assert tw.export() == before
    assert not tw.load_text("{not json")
    assert "document" in tw.error.value
    assert tw.export() == before
    assert tw.load_shipped(NAMES[1]) and tw.error.value == ""


def test_canvas_click_edits_the_hex_under_the_pointer():
    pytest.importorskip("ipympl")
    from floe_widgets.core import hexgrid

    tw = TacticsWidget(interactive=True)
    assert tw.canvas is not None and tw.board.children == (tw.canvas,)
    active = next(f for f in tw.situation.figures if f.id == tw.situation.active)
    free = next(h for h in tw.situation.hexmap.adjacent_hexes(active.hex)
                if h not in {f.hex for f in tw.situation.figures})
    ax = next(a for a in tw.figure.axes if a.get_label() == "map")
    x, y = hexgrid.center(free)

    class Press:
        inaxes, xdata, ydata = ax, x + 0.2, y - 0.1

    tw.mode.value = "overlay: trap"
    tw._on_press(Press())
    assert tw.situation.hexmap.kind(free) == "trap"


def test_package_re_exports_the_engine_only():
    import subprocess
    import sys

    code = ("import sys, floe_widgets.games.frosthaven as fh\n"
            "assert fh.plan_turn and fh.parse_situation and fh.solve and fh.HexMap\n"
            "assert fh.Frosthaven.name == 'frosthaven'\n"
            "print(sorted(m for m in ('ipywidgets', 'matplotlib') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_thin_wall_door_hp_and_condition_edits():
    tw = TacticsWidget()
    tw.picker.value = next(n for n in NAMES if "tc01" in n)
    sit = tw.situation
    active = next(f for f in sit.figures if f.id == sit.active)
    nb = sit.hexmap.adjacent_hexes(active.hex)[0]
    # a thin wall: two clicks on neighbours toggle the wall between them
    assert not tw.click_hex(active.hex, mode="thin wall (click two neighbours)")
    assert tw.click_hex(nb, mode="thin wall (click two neighbours)")
    assert tw.situation.hexmap.has_thin_wall(active.hex, nb)
    tw.click_hex(nb, mode="thin wall (click two neighbours)")
    tw.click_hex(active.hex, mode="thin wall (click two neighbours)")
    assert not tw.situation.hexmap.has_thin_wall(active.hex, nb)
    # two hexes that are not neighbours: refused by the parser, naming the field
    far = next(h for h in sit.hexmap.hexes if max(abs(h[0] - active.hex[0]), abs(h[1] - active.hex[1])) > 2)
    tw.click_hex(active.hex, mode="thin wall (click two neighbours)")
    assert not tw.click_hex(far, mode="thin wall (click two neighbours)")
    assert "walls[" in tw.error.value
    # hit points and conditions of the active monster, drawn and exported
    tw.hp.value = 7
    assert tw.click_hex(active.hex, mode="set hit points")
    assert json.loads(tw.export())["x-hp"] == {active.id: 7}
    tw.condition.value = "muddle"
    assert tw.click_hex(active.hex, mode="toggle condition")
    assert "muddle" in next(f for f in tw.situation.figures if f.id == active.id).conditions
    # a door opens and closes
    free = next(h for h in sit.hexmap.hexes if h not in {f.hex for f in tw.situation.figures})
    assert tw.click_hex(free, mode="overlay: door")
    assert tw.situation.hexmap.is_closed_door(free)
    assert tw.click_hex(free, mode="open / close door")
    assert tw.situation.hexmap.is_open_door(free)
    assert not tw.click_hex(active.hex, mode="open / close door")


def test_option_selector_offers_each_tied_option_and_small_multiples():
    tw = TacticsWidget()
    tw.picker.value = _tied_names()[0]
    n = len(tw.plan.options)
    values = [v for _label, v in tw.option.options]
    assert values == ["every", *range(n), "all"]
    # said without a designer's word ("small multiples")
    assert [label for label, _v in tw.option.options] == [
        "every option on one map", *(f"option {i + 1}" for i in range(n)), "each option on a map of its own"]
    tw.option.value = "all"
    assert len([a for a in tw.figure.axes if a.get_label().startswith("map:")]) == n
    tw.option.value = 1
    assert [a.get_label() for a in tw.figure.axes if a.get_label().startswith("map")] == ["map"]


def test_the_lab_refuses_what_cannot_be_a_position_and_keeps_the_previous_one(tmp_path):
    tw = TacticsWidget()
    before = tw.export()
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe not text")
    assert not tw.load_file(binary)
    assert "document" in tw.error.value and "UTF-8" in tw.error.value
    huge = json.loads(before)
    huge["hexes"] = "rect:300:300"
    assert not tw.load_text(json.dumps(huge))
    assert "hexes" in tw.error.value
    assert not tw.load_text("[" * 100_000 + "]" * 100_000)
    assert "document" in tw.error.value
    assert tw.export() == before


def test_a_click_on_the_board_picture_edits_the_hex_under_it():
    from floe_widgets.core import hexgrid

    tw = TacticsWidget()
    tw.picker.value = next(n for n in NAMES if "tc01" in n)
    target = next(f for f in tw.situation.figures if f.id == tw.plan.focus[0])
    view = tw.picture.view
    fx, fy = view.figure_point(view.maps[0], *hexgrid.center(target.hex))
    tw.mode.value = "remove figure"
    # what ipyevents sends for that click on the picture shown 800 x 600
    tw.image_events._handle_mouse_msg(None, {"type": "click", "relativeX": fx * 800, "relativeY": (1 - fy) * 600,
                                             "boundingRectWidth": 800, "boundingRectHeight": 600}, [])
    assert target.id not in [f.id for f in tw.situation.figures]


def test_the_boards_words_name_hexes_as_the_board_prints_them_and_the_option_says_whom_it_attacks() -> None:
    sit = parse_situation(json.loads(SHIPPED["16-tc11-invisible-enemy.json"]))
    state = tactics_view.SolvedSituation(sit, solve(sit))
    words = tactics_view.TacticsView(state).describe_board(state)
    assert "M (monsters) at hex 0,0." in words and "B (characters) at hex 0,3." in words
    assert words.endswith("Focus B. Option 1: to hex 0,2, attack B.")


def _info_lines(tw: TacticsWidget) -> list[str]:
    """The first two lines beside the board picture (the focus, how many options), as drawn."""
    return [t.get_text() for t in tw.picture.view.info_texts[:2]]


def test_the_lab_names_each_hex_of_a_path_as_the_board_prints_it() -> None:
    tw = TacticsWidget()
    tw.picker.value = "01-tc01-path-beats-proximity.json"
    assert ("<span style='color:#1f77b4'>option 1</span>: path hex 0,0 → hex -1,0 → hex -2,0, attacks B<br>"
            in tw.summary.value)
    tw.picker.value = "48-own-second-target-tie.json"   # it attacks without moving, two ways
    assert ("option 1</span>: stays on hex 0,0, attacks A and B<br>" in tw.summary.value
            and "option 2</span>: stays on hex 0,0, attacks A and C<br>" in tw.summary.value)
    assert "[" not in tw.summary.value
    tw.mode.value = "thin wall (click two neighbours)"
    assert not tw.click_hex((1, -1))
    assert tw.error.value == "thin wall: now click a neighbour of hex 1,-1"


def test_the_count_of_options_is_said_in_the_singular_or_the_plural() -> None:
    tw = TacticsWidget()
    tw.picker.value = "01-tc01-path-beats-proximity.json"
    assert _info_lines(tw) == ["focus B", "1 option"]
    tw.picker.value = "44-own-equal-initiative.json"
    assert _info_lines(tw) == ["focus A or B", "2 options"]
    tw.language_picker.value = "ja"
    try:
        assert _info_lines(tw) == ["フォーカスA または B", "選択肢は2通り"]
        assert "経路 ヘクス0,0 → ヘクス1,0、攻撃 A" in tw.summary.value
    finally:
        tw.language_picker.value = "en"


def test_the_situation_menu_shows_each_situation_s_own_title_and_keeps_its_file_name() -> None:
    from floe_widgets.games.frosthaven.tactics.widgets import situation_choices

    tw = TacticsWidget()
    labels = dict(tw.picker.options)
    assert tw.picker.options[0] == ("TC-01 path beats proximity", "01-tc01-path-beats-proximity.json")
    assert list(labels.values()) == NAMES and len(labels) == len(NAMES)
    assert all(label == json.loads(SHIPPED[name])["title"] for label, name in tw.picker.options)
    # a title reads as a title, not as its file name ("own equal hexes ally in the way")
    assert [label for label, _name in tw.picker.options if label[0].islower()] == []
    tw.picker.value = "16-tc11-invisible-enemy.json"
    assert tw.situation.title == "TC-11 invisible enemy"
    # two files with one title are told apart; a file without a title is named by its file name
    twin = json.dumps({**json.loads(SHIPPED[NAMES[0]]), "title": "TC-01 path beats proximity"})
    untitled = json.dumps({k: v for k, v in json.loads(SHIPPED[NAMES[1]]).items() if k != "title"})
    choices = situation_choices({NAMES[0]: SHIPPED[NAMES[0]], "mine.json": twin, "bare.json": untitled})
    assert choices == [("TC-01 path beats proximity", NAMES[0]), ("TC-01 path beats proximity (2)", "mine.json"),
                       ("bare.json", "bare.json")]


def test_the_export_writes_a_hex_on_one_line_and_reads_back_the_same() -> None:
    tw = TacticsWidget()
    tw.picker.value = "46-own-thin-wall-not-adjacent.json"
    text = tw.export_text.value
    lines = text.splitlines()
    assert lines[:4] == ["{", ' "format": "fh-situation/1",', ' "title": "Thin wall: touching is not adjacent",',
                         ' "hexes": [']
    assert '  [0, 0],' in lines and ' "walls": [[[0, 0], [0, 1]]],' in lines
    assert '  {"id": "M", "team": "monsters", "kind": "monster", "hex": [0, 0]},' in lines
    assert not [line for line in lines if line.strip().rstrip(",").lstrip("-").isdigit()]   # no number alone
    assert situation_document(parse_situation(text)) == json.loads(text) == tw.doc
    again = TacticsWidget(text)
    assert again.export() == text


def _contrast(a, b) -> float:
    """WCAG 2 contrast ratio of two matplotlib colours."""
    from matplotlib.colors import to_rgb

    def lum(c):
        r, g, b = (x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in to_rgb(c))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_every_label_on_a_hex_reads_against_the_hex_s_colour() -> None:
    """A hex's coordinates and its overlay letter ("O") read on every face, the dark ones (obstacle, wall,
    closed door, hazardous terrain) included: WCAG contrast 4.5 or more."""
    view, fig, checked = None, Figure(figsize=tactics_view.FIGSIZE, dpi=50), set()
    for name in NAMES:
        sit = parse_situation(SHIPPED[name])
        shown = tactics_view.SolvedSituation(sit, solve(sit))
        view = view or tactics_view.TacticsView(shown)
        view.draw(shown, fig)
        layer = view.layers[0]
        face = dict(zip(sorted(sit.hexmap.hexes), layer.cells.get_facecolors()))
        occupied = {f.hex for f in sit.figures}
        for t in layer.texts:
            h = tactics_map.hex_at(*t.get_position())
            if not t.get_visible() or h in occupied or h not in face:
                continue
            kind = sit.hexmap.kind(h)
            assert _contrast(t.get_color(), face[h]) >= 4.5, (name, h, kind, t.get_text(), t.get_color())
            checked.add(kind)
    assert {None, "obstacle", "wall", "hazardous", "trap", "door", "icy", "difficult"} <= checked


def _panel_texts(tw: TacticsWidget) -> list[str]:
    info = next(a for a in tw.figure.axes if a.get_label() == "info")
    return [t.get_text() for t in info.texts if t.get_visible() and t.get_text()]


def test_the_lab_shows_the_key_to_its_marks_beside_the_map() -> None:
    tw = TacticsWidget()
    tw.picker.value = "01-tc01-path-beats-proximity.json"
    legend = tw.picture.view.legend()
    assert [(e.kind, e.meaning, e.mark) for e in legend[:8]] == [
        ("active", "the monster whose turn it is", "dotted ring"), ("focus", "its focus", "ring"),
        ("path", "its path", "arrow"), ("destination", "where it stops", "star"),
        ("attack", "attacked hex", "hatch"), ("los", "line of sight", "dashed"),
        ("monster", "monster", "disc"),
        ("character", "character, i1: initiative 1", "disc")]   # a number the map shows (A, i1)
    assert [(e.kind, e.meaning, e.mark) for e in legend[8:]] == [("floor", "floor", ""), ("obstacle", "obstacle", "O")]
    said = _panel_texts(tw)
    assert said[:4] == ["focus B", "1 option", "■ 1: to hex -2,0", "     attack B"]
    assert said[4:6] == ["Legend", "the monster whose turn it is"]
    assert all(e.meaning in said for e in legend) and all(e.mark in said for e in legend if len(e.mark) <= 2 and e.mark)
    # each option's lines in its colour, as its arrows and star are drawn
    tw.picker.value = "44-own-equal-initiative.json"
    info = next(a for a in tw.figure.axes if a.get_label() == "info")
    lines = {t.get_text(): t.get_color() for t in info.texts if t.get_text().startswith("■")}
    assert lines == {"■ 1: to hex 1,0": tactics_turn.option_colour(0),
                     "■ 2: to hex -1,0": tactics_turn.option_colour(1)}
    # a figure's conditions are drawn in the colour the key gives them
    tw.picker.value = "16-tc11-invisible-enemy.json"
    marks = [t for t in tw.picture.view.layers[0].texts if t.get_visible() and t.get_text() == "invi"]
    key = {e.kind: e for e in tw.picture.view.legend()}
    assert [t.get_color() for t in marks] == [key["condition:invisible"].colour]
    assert (key["condition:invisible"].mark, key["condition:invisible"].meaning) == ("word:invi",
                                                                                    "invisible (a condition)")
    assert {"invi", "invisible (a condition)"} <= set(_legend_lines(tw))
    tw.picker.value = "44-own-equal-initiative.json"
    tw.option.value = "all"
    assert _panel_texts(tw)[:6] == ["focus A or B", "2 options", "■ 1: to hex 1,0", "     attack A",
                                    "■ 2: to hex -1,0", "     attack B"]
    tw.picker.value = "15-tc10-no-focus.json"
    assert _panel_texts(tw)[:5] == ["no focus", "the monster neither moves nor attacks", "■ 1: stays on hex 0,-2",
                                    "     no attack", "Legend"]


def _legend_lines(tw: TacticsWidget) -> list[str]:
    said = _panel_texts(tw)
    return said[said.index("Legend") + 1:]


def test_the_key_lists_only_what_the_map_shows() -> None:
    """TC-01 is a plain board with three obstacles: its key names the turn's marks, the two kinds of figure,
    the floor and the obstacle, no trap, door, wall or icy terrain; a map with more kinds lists them, and
    the key is drawn again when the situation changes."""
    tw = TacticsWidget()
    tw.picker.value = "01-tc01-path-beats-proximity.json"
    assert [e.kind for e in tw.picture.view.legend()] == [
        "active", "focus", "path", "destination", "attack", "los", "monster", "character", "floor", "obstacle"]
    assert not {"trap", "door", "wall", "icy terrain", "pressure plate", "corridor"} & set(_legend_lines(tw))
    for name in NAMES:
        tw.picker.value = name
        sit, view = tw.situation, tw.picture.view
        kinds = {e.kind for e in view.legend()}
        overlays = [sit.hexmap.overlay(h) for h in sit.hexmap.hexes if sit.hexmap.overlay(h) is not None]
        held = {"door-open" if ov.kind == "door" and ov.open else "objective-hex" if ov.kind == "objective"
                else ov.kind for ov in overlays}
        terrain = kinds & ({*tactics_map.OVERLAY_COLOURS, "door-open", "objective-hex"} - {"objective"})
        assert terrain == held, name
        assert ("summon" in kinds) == any(f.kind == "summon" for f in sit.figures), name
        assert ("thin-wall" in kinds) == bool(sit.hexmap.walls), name   # the black bars between hexes
        assert ("path" in kinds) == any(len(o.path) > 1 for o in tw.plan.options), name
        drawn = _legend_lines(tw)   # the picture's key is the view's, word for word
        if len(tw.plan.options) > 1:   # one small map per option: no initiatives, no conditions are written
            tw.option.value = "all"
            small = {e.kind: e.meaning for e in view.legend()}
            assert small["character"] == "character" and not [k for k in small if k.startswith("condition")]
            assert not [t for layer in view.layers for t in layer.texts if t.get_visible() and "i" in t.get_text()]
            tw.option.value = "every"
        marks = [e.mark.removeprefix("word:") for e in view.legend() if e.mark and e.mark not in legend.SHAPES]
        assert sorted(drawn) == sorted([e.meaning for e in view.legend()] + marks), name


def test_the_key_reads_in_japanese() -> None:
    from floe_widgets import i18n

    with i18n.speaking("ja"):
        tw = TacticsWidget()
        said = _panel_texts(tw)
    assert said[:7] == ["フォーカスB", "選択肢は1通り", "■ 1: ヘクス-2,0へ", "     Bを攻撃", "凡例", "手番のモンスター",
                        "そのフォーカス"]
    assert "キャラクター、順1: イニシアチブ1" in said


def test_an_attacked_figure_s_label_is_not_hatched_over() -> None:
    """The red hatch of an attacked hex lies around the figure's disc, not over its letter and initiative,
    and on the attacked hex itself (its outline centred on the hex)."""
    from matplotlib.image import imread

    from floe_widgets.core import hexgrid

    tw = TacticsWidget()
    tw.picker.value = "48-own-second-target-tie.json"
    ax = tw.picture.view.maps[0]
    each = [h for o in tw.plan.options for h in tactics_turn.attacked_hexes(tw.situation, o)]
    attacked = set(each)
    assert attacked <= {f.hex for f in tw.situation.figures} and len(attacked) == 3
    outlines = [p.get_path().to_polygons()[0][:6] for p in ax.patches if p.get_hatch()]
    assert sorted(tactics_map.hex_at(*c.mean(axis=0)) for c in outlines) == sorted(each)
    assert all(np.allclose(c.mean(axis=0), hexgrid.center(tactics_map.hex_at(*c.mean(axis=0)))) for c in outlines)
    pixels = imread(io.BytesIO(tw.image.value))[:, :, :3]
    height = pixels.shape[0]
    scale = ax.transData.transform((1, 0))[0] - ax.transData.transform((0, 0))[0]
    for h in attacked:
        x, y = ax.transData.transform(hexgrid.center(h))
        rows, cols = np.mgrid[0:height, 0:pixels.shape[1]]
        disc = (cols + 0.5 - x) ** 2 + (height - rows - 0.5 - y) ** 2 <= (0.42 * scale) ** 2
        rim = ((cols + 0.5 - x) ** 2 + (height - rows - 0.5 - y) ** 2 >= (0.6 * scale) ** 2) & (
            (cols + 0.5 - x) ** 2 + (height - rows - 0.5 - y) ** 2 <= (0.75 * scale) ** 2)
        red = np.linalg.norm(pixels - np.array([0xc0, 0x39, 0x2b]) / 255, axis=2) < 0.12
        assert not (red & disc).any(), h
        assert (red & rim).sum() > 20, h


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_words_beside_the_map_fit_in_the_picture_for_every_shipped_situation(language) -> None:
    """No line of the panel (the focus, the options, the legend) runs past the picture's right edge."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from floe_widgets import i18n

    with i18n.speaking(language):
        fig, view = Figure(figsize=tactics_view.FIGSIZE, dpi=90), None
        FigureCanvasAgg(fig)
        for name in NAMES:
            sit = parse_situation(SHIPPED[name])
            plan = solve(sit)
            for option in [None, *range(len(plan.options))]:
                shown = tactics_view.SolvedSituation(sit, plan, option)
                view = view or tactics_view.TacticsView(shown)
                view.draw(shown, fig)
                renderer = fig.canvas.get_renderer()
                panel = [t for t in view.info.texts if t.get_visible() and t.get_text()]
                cut = [t.get_text() for t in panel if t.get_window_extent(renderer).x1 > fig.bbox.x1]
                assert not cut, (name, option, cut)
                assert len(panel) > 10 and tr("Legend") in [t.get_text() for t in panel]   # the key is drawn


def test_the_area_box_says_its_red_hexes_as_the_board_prints_hexes() -> None:
    tw = TacticsWidget()
    tw.picker.value = "25-tc17-melee-area-focus.json"
    assert tw.aoe.value == "0,-1; 0,-2" and tw.aoe.placeholder == "1,0; 1,-1"
    tw.aoe.value = "0,-1; 1,-1; 0,-2"
    tw.aoe_button.click()
    assert tw.situation.ability.aoe.hexes == ((0, -1), (1, -1), (0, -2))
    assert json.loads(tw.export())["ability"]["aoe"] == {"melee": True, "hexes": [[0, -1], [1, -1], [0, -2]]}
    before = tw.export()
    tw.aoe.value = "0,-1; north"
    tw.aoe_button.click()
    assert tw.error.value == ("<span style='color:#c0392b'>area: write each red hex as q,r, apart by &#x27;;&#x27; "
                              "(1,0; 1,-1)</span>")
    assert tw.export() == before
    tw.aoe.value = "[[0, -1]]"   # the situation format's own list is read too
    tw.aoe_button.click()
    assert tw.situation.ability.aoe.hexes == ((0, -1),) and tw.aoe.value == "0,-1"


def _label_pixels(picture, shown) -> tuple[np.ndarray, list]:
    from matplotlib.image import imread

    pixels = imread(io.BytesIO(picture.png(shown)))[:, :, :3]
    layer = picture.view.layers[0]
    renderer = picture.fig.canvas.get_renderer()
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in layer.texts if t.get_visible() and t.get_text()]
    return pixels, boxes


def test_the_turn_s_lines_pass_under_every_label_of_the_map() -> None:
    """The path's arrows, the lines of sight, the star, the rings and the hatch are drawn under the hex and figure
    labels: every label's pixels are those of the same map drawn without the solved turn (in the retained
    picture the lab shows), in every shipped situation and every option."""
    from floe_widgets.views.every_view import view_of
    from floe_widgets.views.picture import Picture

    crossed = 0
    for name in NAMES:
        sit = parse_situation(SHIPPED[name])
        plan = solve(sit)
        bare = tactics_view.SolvedSituation(sit, None)
        picture = Picture(view_of(bare))
        plain, boxes = _label_pixels(picture, bare)
        for option in [None, *range(len(plan.options))]:
            drawn, _ = _label_pixels(picture, tactics_view.SolvedSituation(sit, plan, option))
            height = drawn.shape[0]
            for text, box in boxes:
                rows = slice(height - int(np.ceil(box.y1)), height - int(np.floor(box.y0)))
                cols = slice(int(np.floor(box.x0)), int(np.ceil(box.x1)))
                assert np.array_equal(drawn[rows, cols], plain[rows, cols]), (name, option, text)
            crossed += int(not np.array_equal(drawn, plain))
    assert crossed > 50   # the turns are drawn (and cross the map's labels' neighbourhoods)
