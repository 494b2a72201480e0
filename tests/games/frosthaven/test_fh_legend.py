"""The key beside a Frosthaven board (views/legend.py, shared by the scenario board and the tactics lab):
it says what the picture shows, no kind of hex, token or figure the map does not hold."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from floe_widgets.games.frosthaven.situations.situation import parse_situation  # noqa: E402
from floe_widgets.games.frosthaven.tactics import shipped_situations  # noqa: E402
from floe_widgets.games.frosthaven.views import tactics_view  # noqa: E402
from floe_widgets.games.frosthaven.views.scenario_view import ScenarioView  # noqa: E402
from tests.games.frosthaven.fh_helpers import add_monster, new_game  # noqa: E402
from tests.views.test_palettes import MACHADO, too_close  # noqa: E402


def _key_words(view: ScenarioView) -> list[str]:
    texts = [t.get_text() for t in view.info_ax.texts if t.get_visible()]
    return texts[texts.index("Legend") + 1:]


def test_the_scenario_key_names_what_the_map_holds_and_follows_it() -> None:
    """The first scenario has no difficult terrain, pressure plate, summon, elite or aid token: its key has no
    line for them; an elite that enters the map brings its line, drawn into the picture."""
    g = new_game(seed=3)
    view = ScenarioView(g, {})
    fig = Figure(figsize=view.figsize, dpi=60)
    view.draw(g.state, fig, highlight=g.legal_actions())
    kinds = [e.kind for e in view.legend()]
    assert not {"difficult", "pressure-plate", "plate-used", "summon", "elite", "objective", "aid"} & set(kinds)
    assert {"floor", "door", "character", "monster"} <= set(kinds)
    said = _key_words(view)
    assert "elite monster (★)" not in said and "difficult terrain" not in said
    assert all(e.meaning in said for e in view.legend())
    before = view.static_version
    taken = {f.hex for f in g.state.figures}
    free = next(h for h in sorted(g.board.rooms) if h not in taken and hex_is_floor(view, g, h))
    add_monster(g, "hound", 9, free, elite=True)
    view.draw(g.state, fig, highlight=g.legal_actions())
    assert "elite" in [e.kind for e in view.legend()] and "elite monster (★)" in _key_words(view)
    assert view.static_version > before   # the cached picture of the key is drawn again


def hex_is_floor(view: ScenarioView, g, h) -> bool:
    from floe_widgets.games.frosthaven.map.board import hexmap

    return view.hex_kind(h, g.state, hexmap(g.board, g.state))[0] == "floor"


@pytest.mark.parametrize("vision", list(MACHADO))
def test_every_entry_either_key_may_hold_stays_apart_from_the_others(vision: str) -> None:
    """The keys list fewer kinds now; the colours of all the kinds they may list still stay apart."""
    g = new_game(seed=3)
    assert not too_close(ScenarioView(g, {}).every_entry(), vision)
    texts = shipped_situations()
    sit = parse_situation(texts["16-tc11-invisible-enemy.json"])
    assert not too_close(tactics_view.every_entry(sit), vision)


def test_the_tactics_key_says_what_a_locked_door_s_mark_means() -> None:
    """A locked door is marked "Dr·L" on the map (FH-HEX-7): the key names it so, and no closed door."""
    import json

    from floe_widgets.games.frosthaven.situations.situation import solve

    doc = json.loads(shipped_situations()["34-tc22-closed-door.json"])
    next(o for o in doc["overlays"] if o["kind"] == "door")["x-locked"] = True
    sit = parse_situation(json.dumps(doc))
    fig = Figure(figsize=tactics_view.FIGSIZE, dpi=50)
    view = tactics_view.draw(sit, fig, plan=solve(sit))
    key = {e.kind: e.meaning for e in view.legend()}
    assert key["door-locked"] == "locked door" and "door" not in key
    assert "Dr·L" in [t.get_text() for t in view.layers[0].texts if t.get_visible()]
    said = [t.get_text() for t in view.info.texts if t.get_visible()]
    assert said[said.index("locked door") - 1] == "Dr·L"   # the mark as the map writes it, then its meaning


def test_the_scenario_key_says_what_a_dashed_disc_edge_means() -> None:
    """A figure with conditions is drawn with a dashed edge: the key shows that edge once a figure has one,
    and the board stays readable (every text whole, none overlapping) in both themes."""
    from tests.views.conftest import Shown
    from tests.views.test_readable import assert_readable

    g = new_game(seed=3)
    view = ScenarioView(g, {})
    fig = Figure(figsize=view.figsize, dpi=60)
    view.draw(g.state, fig, highlight=g.legal_actions())
    assert "conditions" not in [e.kind for e in view.legend()]
    g.state.figures[0].conditions["poison"] = 1
    view.draw(g.state, fig, highlight=g.legal_actions())
    entry = next(e for e in view.legend() if e.kind == "conditions")
    assert (entry.meaning, entry.mark) == ("has conditions", "dashed ring")
    assert "has conditions" in _key_words(view)
    assert view.discs.get_linestyles()[0] != view.discs.get_linestyles()[1]   # its disc's edge is dashed
    assert_readable(Shown(g, g.state, g.legal_actions()))


def _highlight_drawn(view: ScenarioView) -> bool:
    """Whether the map draws a mark of a choice: a marked hex's outline or a disc edged in the highlight."""
    from matplotlib.colors import to_rgba

    mark = to_rgba(view.theme.highlight)
    return len(view.marks.get_paths()) > 0 or any(tuple(e) == mark for e in view.discs.get_edgecolors())


def test_the_scenario_key_says_you_may_choose_it_only_while_the_map_marks_a_choice() -> None:
    """Seeded play through a retained picture: the key lists "you may choose it" exactly when the map draws a
    marked hex or figure (choosing cards marks nothing on the map), both in :meth:`legend` and in the
    picture, and its coming and going never draws the cached static layer again."""
    from floe_widgets import rendering
    from floe_widgets.core import RandomBot

    g = new_game(seed=3)
    pic = rendering.picture(g)
    view = pic.view
    bot = RandomBot(3)
    seen = set()
    for _ in range(60):
        if g.is_over:
            break
        pic.png(g.state, highlight=rendering.highlighted(g))
        drawn = _highlight_drawn(view)
        seen.add(drawn)
        assert ("target" in [e.kind for e in view.legend()]) == drawn
        assert ("you may choose it" in _key_words(view)) == drawn
        before = view.static_version
        pic.png(g.state, highlight=[])   # the same position, no choice offered: nothing marked, no line for it
        assert not _highlight_drawn(view) and "you may choose it" not in _key_words(view)
        assert "target" not in [e.kind for e in view.legend()]
        assert view.static_version == before   # the line was hidden over the cached key, not drawn anew
        g.apply(bot.choose(g))
    assert seen == {True, False}
