"""One name for each thing: no widget shows a learner an internal id, and seats are 1-based.

Every registered game is played to a few seeded random positions; then its widgets (the
GameWidget, the game's own widget and panels) and the lesson widgets on each lesson's first
position are read as a person reads them: button labels and tooltips, menu options, HTML and
labels with the tags stripped, the log, the status line and a refusal.  Any text that looks
like an id of content (``potion-14``, ``ember-03``, ``floe.h0``, ``S1-1``, ``ice_start``),
a raw Python repr, or a 0-based seat fails the test.
"""

from __future__ import annotations

import html
import random
import re
from typing import Any

import ipywidgets as w
import pytest

from floe_widgets import games
from floe_widgets.widgets import GameWidget

#: what an internal id looks like in a text a person reads.
ID_LIKE = {
    "a numbered content id (potion-14, ember-03, hound-2)": re.compile(r"\b[a-z]{2,}(?:-[a-z]+)*-\d+\b"),
    "a dotted space id (floe.h0, floe.I1, edge.floe-skull.v0)": re.compile(r"\b[a-z]+(?:-[a-z]+)*\.[A-Za-z]+\d+\b"),
    "a summon id (S1-1)": re.compile(r"\bS\d+-\d+\b"),
    "a snake_case id": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "a raw Python repr": re.compile(r"\b[A-Z]\w*\(\w+="),
    "a 0-based seat": re.compile(r"\b(?:Seat 0|P0|seat\(s\) \[|seats? \[0)\b"),
}

STEPS = 30
SEEDS = (1, 2)


def _strip(markup: str) -> str:
    markup = re.sub(r"<(style|script)\b.*?</\1>", " ", markup, flags=re.S | re.I)
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def _code_free(text: str) -> str:
    """A lesson may show a notebook line of code (``floe.new_game()``) in a code span: that is not a label."""
    return re.sub(r"`[^`]*`", " ", text)


def readable_texts(widget: Any) -> list[str]:
    """Every text a person reads in ``widget`` and the widgets inside it."""
    out: list[str] = []
    seen: set[int] = set()
    stack = [widget]
    while stack:
        wid = stack.pop()
        if id(wid) in seen or not isinstance(wid, w.Widget):
            continue
        seen.add(id(wid))
        for attr in ("description", "tooltip", "placeholder"):
            value = getattr(wid, attr, None)
            if isinstance(value, str) and value:
                out.append(value)
        if isinstance(wid, (w.HTML, w.HTMLMath, w.Label)):
            out.append(_code_free(_strip(wid.value)))
        if isinstance(wid, (w.Dropdown, w.Select, w.SelectMultiple, w.ToggleButtons, w.RadioButtons)):
            out.extend(str(label) for label in wid._options_labels)
        out.extend(getattr(wid, "titles", ()) or ())
        stack.extend(getattr(wid, "children", ()) or ())
    return out


def offenders(texts: list[str]) -> list[str]:
    found = []
    for text in texts:
        for what, pattern in ID_LIKE.items():
            if m := pattern.search(text):
                found.append(f"{what}: {m.group(0)!r} in {text[:160]!r}")
    return sorted(set(found))


def _played(name: str, seed: int) -> Any:
    game = games.new(name, seed=seed)
    rng = random.Random(seed)
    for _ in range(STEPS):
        actions = game.legal_actions()
        if not actions:
            break
        game.apply(rng.choice(actions))
    return game


def _game_widgets(name: str, game: Any) -> list[Any]:
    widgets: list[Any] = [GameWidget(game.copy(), board_options={})]
    if name == "ice-and-idols":
        from floe_widgets.games.ice_and_idols.widgets import TempleWidget

        widgets.append(TempleWidget(game.copy()))
    elif name == "floe":
        from floe_widgets.games.floe.widgets import FloeWidget

        widgets.append(FloeWidget(game.copy()))
    elif name == "frosthaven":
        from floe_widgets.games.frosthaven.widgets.scenario_widget import ScenarioWidget

        widgets.append(ScenarioWidget(game.copy()))
    return widgets


def _refusal_text(gw: GameWidget) -> str:
    """Try one candidate action the rules refuse now, and read the refusal shown."""
    game = gw.game
    legal = set(game.legal_actions())
    try:
        candidates = list(game.candidates())
    except NotImplementedError:
        return ""
    refused = next((a for a in candidates if a not in legal), None)
    if refused is None:
        return ""
    gw.do(refused)
    return gw.error


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", games.available())
def test_no_widget_of_a_game_shows_an_internal_id(name, seed):
    game = _played(name, seed)
    texts = [a.describe() for a in game.legal_actions()] + [e.text for e in game.events()]
    for widget in _game_widgets(name, game):
        texts += readable_texts(widget)
        texts.append(_refusal_text(widget))
        texts += readable_texts(widget)
        widget.close()
    found = offenders(texts)
    assert not found, "\n".join(found)


#: Frosthaven names a character by its class ("Ironbark Warden", "IW" on the map with the roster as its
#: legend): a seat number or a figure id is a second name for the same figure.
FROSTHAVEN_SECOND_NAMES = {
    "a seat number for a character": re.compile(r"\b(?:Character \d|P\d|[Pp]layer \d)\b"),
    "a figure id on the map (C0, ho2)": re.compile(r"^(?:C\d+|[a-z]{2,}\d+)$"),
}


def board_texts(widget: Any) -> list[str]:
    """The texts drawn on the widget's board picture."""
    fig = widget.board.figure
    if fig is None:
        return []
    return [t.get_text() for t in fig.findobj(lambda a: type(a).__name__ == "Text")
            if t.get_visible() and t.get_text().strip()]


@pytest.mark.parametrize("seed", SEEDS)
def test_frosthaven_names_each_character_by_its_class_in_controls_status_and_map(seed):
    from floe_widgets.games.frosthaven.widgets.scenario_widget import ScenarioWidget

    game = games.new("frosthaven", seed=seed)
    table = ScenarioWidget(game)
    rng = random.Random(seed)
    texts: list[str] = []
    controls: list[str] = []
    for _ in range(STEPS):
        texts += readable_texts(table) + board_texts(table)
        controls += readable_texts(table.controls)
        actions = table.game.legal_actions()
        if not actions:
            break
        table.do(rng.choice(actions))
    found = sorted({f"{what}: {m.group(0)!r} in {text[:120]!r}" for text in texts
                    for what, pattern in FROSTHAVEN_SECOND_NAMES.items() if (m := pattern.search(text))})
    assert not found, "\n".join(found)
    names = {ch.name for ch in table.game.state.characters}
    assert {name for name in names for text in controls if name in text} == names  # each is named by its class
    table.close()


def _lessons() -> list[tuple[str, Any]]:
    from floe_widgets.games.floe import lessons as floe
    from floe_widgets.games.frosthaven import lessons as frosthaven
    from floe_widgets.games.ice_and_idols import lessons as ice_and_idols

    return [(f"{module.__name__.removesuffix('.lessons').split('.')[-1]} {make.__name__}", make)
            for module in (ice_and_idols, floe, frosthaven) for make in module.LESSONS]


@pytest.mark.parametrize(("label", "make"), _lessons(), ids=[label for label, _ in _lessons()])
def test_no_lesson_shows_an_internal_id_on_its_first_position(label, make):
    from floe_widgets.tutor.widget import LessonWidget

    widget = LessonWidget(make())
    found = offenders(readable_texts(widget))
    assert not found, "\n".join(found)
    widget.close()


def test_the_checker_sees_ids_in_labels_and_menus():
    """The reader finds ids wherever a person would read them (so the tests above can fail)."""
    box = w.VBox([w.Button(description="Drink potion-14"), w.HTML("<b>Hike to</b> floe.I1"),
                  w.Dropdown(options=[("Target S1-1", 1)]), w.HTML("<b>P1</b> Seat 0 keeps a key card")])
    found = offenders(readable_texts(box))
    assert [f.split(":")[0] for f in found] == [
        "a 0-based seat", "a dotted space id (floe.h0, floe.I1, edge.floe-skull.v0)",
        "a numbered content id (potion-14, ember-03, hound-2)", "a summon id (S1-1)"]


def test_the_end_of_an_ice_and_idols_game_names_seats_from_1():
    from floe_widgets.games.ice_and_idols.widgets import TempleWidget, bot_for

    game = games.new("ice-and-idols", players=2, seed=1)
    bots = [bot_for("greedy", seat) for seat in range(2)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    final = next(e.text for e in game.events() if e.kind == "scores")
    (winner,) = game.winner()
    assert final.startswith("Final scores: P1 ") and f"; P{winner + 1} " in final
    table = TempleWidget(game)
    found = offenders([final, *readable_texts(table)])
    assert not found, "\n".join(found)
    table.close()
