"""Whole campaigns: seeded random campaigns with invariants, a scenario played with the real
engine and reported, save/load mid-outpost, and the view."""

from __future__ import annotations

import pytest

from floe_widgets.core import GreedyBot, RandomBot, play
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.outpost import campaign as CP
from floe_widgets.games.frosthaven.outpost.actions import ChooseScenario, LostChoice, PassTime
from floe_widgets.games.frosthaven.scenario.bots import greedy_value
from tests.games.frosthaven.outpost_helpers import campaign, run_steps, to_outpost


@pytest.mark.rule("FH-TIME-SEASON-1", "FH-TIME-WEEK-1", "FH-OUTPOST-STEPS-1")
@pytest.mark.parametrize("seed", range(32))
def test_random_campaigns_keep_their_invariants(seed) -> None:
    players = 2 + seed % 3
    weeks = 22 if seed % 4 == 0 else 6
    g = FrosthavenCampaign(players=players, seed=seed, weeks=weeks, permadeath=seed % 2 == 1,
                           crossover=seed % 5 == 0)
    bot = RandomBot(seed)
    seasons = []
    for _ in range(6000):
        if g.is_over:
            break
        action = bot.choose(g)
        week = g.state.week
        g.apply(action)
        s = g.state
        assert min(s.supply.values()) >= 0 and min(s.herbs.values()) >= 0 and s.morale >= 0
        assert all(v >= 0 for h in s.characters for v in h.materials.values())
        assert len({h.cls for h in s.characters}) == len(s.characters)
        if isinstance(action, PassTime):
            assert s.week == week + 1 == s.outposts + 1
            seasons.append(any("season turns" in e.text for e in g.history[-1].events))
        else:
            assert s.week == week
    assert g.is_over and g.state.week == weeks == g.state.outposts
    assert [w + 1 for w, flipped in enumerate(seasons) if flipped] == [w for w in (11, 21) if w <= weeks]


@pytest.mark.rule("FH-COMPLETE-LOOT-1", "FH-LOST-CHOICE-1")
def test_a_scenario_played_with_the_engine_updates_the_campaign() -> None:
    c = campaign(2, seed=3)
    c.apply(ChooseScenario(1))
    game = c.scenario_game(seed=4)
    assert game.options["scenario"] == "thaw-gate"
    assert game.options["classes"] == [h.cls for h in c.state.characters]
    play(game, GreedyBot(greedy_value, 4))
    game.state.characters[0].xp += 3   # the greedy party often ends with no experience: some to carry over
    result = c.report_from(game)
    assert result.won == (game.state.phase == "won")
    assert result.gold == tuple(ch.gold for ch in game.state.characters)
    assert result.died == (False, False)       # without permanent death nobody dies for good
    looted = [[x for x in ch.loot if x in ("lumber", "metal", "hide")] for ch in game.state.characters]
    c.apply(result)
    assert c.state.played == 1
    if c.state.phase == "lost":
        c.apply(LostChoice("return"))
    for h, mats, gold, xp in zip(c.state.characters, looted, result.gold, result.xp):
        assert sum(h.materials.values()) == len(mats) and h.gold == CP.STARTING_GOLD + gold and h.xp == xp
    assert result.xp == tuple(ch.xp for ch in game.state.characters) and any(result.xp)
    assert (c.state.phase, c.state.step) == ("outpost", "time")


@pytest.mark.rule("FH-VARIANT-PERMADEATH-1")
def test_a_scenario_with_permanent_death_reports_the_fallen() -> None:
    for seed in range(8):
        c = campaign(3, seed=seed, permadeath=True)
        c.apply(ChooseScenario(1))
        game = c.scenario_game(seed=seed)
        assert game.options["permadeath"]
        play(game, RandomBot(seed))
        result = c.report_from(game)
        assert result.died == tuple(ch.dead for ch in game.state.characters)
        c.apply(result)
        assert c.state.played == 1 and c.state.phase in ("lost", "outpost")
        assert len(c.state.characters) == 3 - sum(result.died)
        if any(result.died):
            return
    raise AssertionError("no character fell in 8 random scenarios")


def test_save_and_load_in_the_middle_of_the_outpost_phase(tmp_path) -> None:
    g = run_steps(to_outpost(campaign(3, seed=2)), "downtime")
    g.apply(g.legal_actions()[-1])
    path = tmp_path / "campaign.json"
    g.save(path)
    loaded = FrosthavenCampaign.load(path)
    assert loaded.to_json() == g.to_json() and loaded.legal_actions() == g.legal_actions()
    assert loaded.state.step == "downtime"
    again = FrosthavenCampaign.replay(2, g.actions, players=3)
    assert again.to_json() == g.to_json()


def test_the_view_draws_every_phase() -> None:
    from matplotlib.figure import Figure

    from floe_widgets.games.frosthaven.outpost import view

    g = campaign(4, seed=1, weeks=3)
    bot = RandomBot(1)
    labels = set()
    while not g.is_over:
        fig = Figure(figsize=view.FIGSIZE)
        view.draw(g, fig, presenter=g.state.week == 2)
        labels |= {ax.get_label() for ax in fig.axes}
        if g.state.step == "construction":
            offered = view.actions_at(g, "town", 1.5, -0.5)     # second building: Hunting Lodge (12)
            assert all(getattr(a, "number", None) == 12 for a in offered)
        if g.state.step == "time":
            assert view.actions_at(g, "calendar", 3.0, 0.5) == [PassTime()]
        g.apply(bot.choose(g))
    assert {"calendar", "town", "supply", "party", "status"} <= labels


def test_greedy_bots_finish_a_campaign_and_build() -> None:
    from floe_widgets.games.frosthaven.outpost.bots import greedy_value as campaign_value

    g = play(campaign(3, seed=4, weeks=8), GreedyBot(campaign_value, 4), max_actions=5000)
    assert g.is_over and len(g.state.completed) >= 2
    assert g.state.outposts == 8
    assert any(e.kind == "build" for e in g.events())


def test_the_calendar_says_weeks_passed_and_what_a_dot_means() -> None:
    """The calendar's title counts the weeks passed (a crossed-out week, "/ passed" in the key), and the
    key names the dot as what it is, a section to read that week: "marked" had meant both."""
    from matplotlib.figure import Figure

    from floe_widgets.games.frosthaven.outpost import view

    def drawn(g: FrosthavenCampaign) -> list[str]:
        fig = Figure(figsize=view.FIGSIZE)
        view.draw(g, fig)
        return [t.get_text() for ax in fig.axes for t in ax.texts]

    g = to_outpost(campaign(2, seed=7))
    before = drawn(g)
    assert "Calendar: no week passed yet, summer" in before
    assert "yellow summer · blue winter · grey after week 4 · / passed · ● a section to read" in before
    g.apply(PassTime())
    assert "Calendar: week 1, summer" in drawn(g)


def test_the_calendar_greys_the_weeks_after_the_campaign_s_last() -> None:
    """A 6-week campaign ("week 0 of 6" in its status) draws a calendar of 20 weeks: weeks 7 to 20 are grey, not
    a season's colour, and the key says so; a campaign of 20 weeks or more, or a casual one (it counts
    scenarios, not weeks), has no grey week."""
    from matplotlib.colors import to_hex
    from matplotlib.figure import Figure

    from floe_widgets.games.frosthaven.outpost import view

    def weeks(g: FrosthavenCampaign) -> tuple[dict[int, str], list[str], list[str]]:
        fig = Figure(figsize=view.FIGSIZE)
        v = view.draw(g, fig)
        faces = {int(name.split()[1]): to_hex(artists[0].get_facecolor()) for name, (_box, artists)
                 in v.regions.items() if name.startswith("week ")}
        return faces, [t.get_text() for ax in fig.axes for t in ax.texts], [e.meaning for e in v.legend()]

    faces, said, key = weeks(to_outpost(campaign(2, seed=7, weeks=6)))
    assert [w for w, face in sorted(faces.items()) if face == view.AFTER] == list(range(7, 21))
    assert not {view.SEASON["summer"], view.SEASON["winter"]} & {faces[w] for w in range(7, 21)}
    assert "yellow summer · blue winter · grey after week 6 · / passed · ● a section to read" in said
    assert "after the campaign's last week (week 6)" in key
    for g in (to_outpost(campaign(2, seed=7, weeks=20)), to_outpost(campaign(2, seed=7, weeks=6, casual=True))):
        faces, said, key = weeks(g)
        assert view.AFTER not in faces.values()
        assert "yellow summer · blue winter · / passed · ● a section to read" in said
        assert not [k for k in key if "last week" in k]


def test_the_campaign_key_says_choose_it_only_while_a_week_or_building_is_edged_to_choose() -> None:
    """Seeded campaign play through a retained picture: the buildings' key ends "blue edge: choose it", and the
    view's legend lists "you may choose it", exactly when a week or a building is edged in the highlight; the
    same position with nothing offered has neither."""
    from matplotlib.colors import to_rgba

    from floe_widgets import rendering

    def edged(v) -> bool:
        mark = to_rgba(v.theme.highlight)
        return any(hasattr(a, "get_edgecolor") and not hasattr(a, "get_text") and tuple(a.get_edgecolor()) == mark
                   for _box, artists in v.regions.values() for a in artists)

    def key(v) -> tuple[bool, bool]:
        said = [t.get_text() for t in v.axes["town"].texts if t.get_visible()]
        assert ("tan built · pale not built · red hatched wrecked" in said) != (
            "tan built · pale not built · red hatched wrecked · blue edge: choose it" in said)
        return ("tan built · pale not built · red hatched wrecked · blue edge: choose it" in said,
                "you may choose it" in [e.meaning for e in v.legend()])

    g = campaign(2, seed=7)
    pic = rendering.picture(g)
    bot = RandomBot(7)
    seen = set()
    for _ in range(80):
        if g.is_over:
            break
        pic.png(g.state, highlight=rendering.highlighted(g))
        drawn = edged(pic.view)
        seen.add(drawn)
        assert key(pic.view) == (drawn, drawn)
        pic.png(g.state, highlight=[])
        assert not edged(pic.view) and key(pic.view) == (False, False)
        g.apply(bot.choose(g))
    assert seen == {True, False}
