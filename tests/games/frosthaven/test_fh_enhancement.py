"""Enhancing in the campaign (the appendix's enhancement costs): a downtime action once building 44
stands, paid in gold in the appendix's order, kept on the class's card in saves, and acting when the
card is played in the next scenario; the temporary enhancements and respec variants."""

from __future__ import annotations

import copy

import pytest
from fh_helpers import add_monster, clear_monsters, place, set_deck

from floe_widgets.core import IllegalAction
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.outpost.actions import ChooseScenario, EndDowntime, Enhance, Respec, Retire
from floe_widgets.games.frosthaven.outpost.state import Building
from floe_widgets.games.frosthaven.scenario.actions import ChooseGoal, Target
from tests.games.frosthaven.outpost_helpers import campaign, report, run_steps


def downtime(*, jeweler: bool = True, gold: int = 1000, classes=("warden", "glintblade"),
             **options) -> FrosthavenCampaign:
    """A campaign at downtime after scenario 1, the Jeweler (building 44) built or not, rich heroes."""
    c = campaign(2, seed=5, classes=list(classes), **options)
    c.apply(ChooseScenario(1))
    c.apply(report(c, True))
    run_steps(c, "downtime")
    s = copy.deepcopy(c.state)
    if jeweler:
        s.buildings.append(Building(44, "Jeweler", 1))
    for h in s.characters:
        h.gold = gold
    c.set_position(s)
    return c


def paid(c: FrosthavenCampaign, action: Enhance) -> int:
    before = c.state.characters[action.seat].gold
    c.apply(action)
    return before - c.state.characters[action.seat].gold


def refused(c: FrosthavenCampaign, action) -> IllegalAction:
    before = c.to_json()
    assert action not in c.legal_actions()
    with pytest.raises(IllegalAction) as err:
        c.apply(action)
    assert c.to_json() == before
    return err.value


def with_card(c: FrosthavenCampaign, seat: int, cls: str, card: str, level: int) -> None:
    """Hand character ``seat`` a class and a higher-level card (a position set by hand)."""
    s = copy.deepcopy(c.state)
    h = s.characters[seat]
    h.cls, h.level = cls, level
    h.cards = [card]
    c.set_position(s)


@pytest.mark.rule("FH-ENHANCE-UNLOCK-1")
def test_enhancing_opens_once_building_44_is_built() -> None:
    c = downtime(jeweler=False)
    err = refused(c, Enhance(0, "warden-02", "top", 0, "attack"))
    assert err.rule_id == "FH-ENHANCE-UNLOCK-1" and "44" in str(err)
    assert not any(isinstance(a, Enhance) for a in c.legal_actions())
    c = downtime(jeweler=True)
    assert Enhance(0, "warden-02", "top", 0, "attack") in c.legal_actions()
    assert paid(c, Enhance(0, "warden-02", "top", 0, "attack")) == 50


@pytest.mark.rule("FH-ENHANCE-MULTI-1")
def test_an_ability_on_several_targets_costs_double() -> None:
    c = downtime()
    assert paid(c, Enhance(0, "warden-03", "top", 0, "attack")) == 2 * 50   # an area attack
    assert paid(c, Enhance(0, "warden-05", "top", 0, "attack")) == 50       # one target


@pytest.mark.rule("FH-ENHANCE-LOST-1")
def test_a_lost_action_without_persistent_icon_costs_half() -> None:
    c = downtime()
    assert paid(c, Enhance(0, "warden-08", "top", 0, "attack")) == 50 // 2


@pytest.mark.rule("FH-ENHANCE-PERSIST-1")
def test_a_persistent_bonus_costs_triple_and_is_not_halved_though_lost() -> None:
    c = downtime()
    assert paid(c, Enhance(0, "warden-04", "top", 0, "retaliate")) == 3 * 60


@pytest.mark.rule("FH-ENHANCE-LEVEL-1")
def test_each_card_level_above_one_adds_25_gold() -> None:
    c = downtime()
    with_card(c, 1, "glintblade", "glint-3a", 3)
    assert paid(c, Enhance(1, "glint-3a", "top", 0, "attack")) == 50 + 2 * 25
    assert paid(c, Enhance(1, "glint-3a", "bottom", 0, "move")) == 30 + 2 * 25


@pytest.mark.rule("FH-ENHANCE-PREV-1")
def test_each_earlier_enhancement_on_the_same_action_adds_75_gold() -> None:
    c = downtime()
    assert [paid(c, Enhance(0, "warden-02", "top", 0, "attack")) for _ in range(3)] == [50, 125, 200]
    assert paid(c, Enhance(0, "warden-02", "bottom", 0, "move")) == 30    # the other action: none earlier


@pytest.mark.rule("FH-ENHANCE-ORDER-1")
def test_the_modifiers_apply_in_the_appendix_order() -> None:
    c = downtime()
    with_card(c, 1, "glintblade", "glint-2a", 2)          # multi-target, level 2
    first = paid(c, Enhance(1, "glint-2a", "top", 0, "attack"))
    assert first == 50 * 2 + 25                            # not (50 + 25) x 2
    assert paid(c, Enhance(1, "glint-2a", "top", 0, "attack")) == 50 * 2 + 25 + 75


@pytest.mark.rule("FH-ENHANCE-ORDER-1")
def test_short_gold_is_refused_and_nothing_changes() -> None:
    c = downtime(gold=49)
    err = refused(c, Enhance(0, "warden-02", "top", 0, "attack"))
    assert err.rule_id == "FH-ENHANCE-ORDER-1" and "50 gold" in str(err)
    for bad in (Enhance(0, "warden-02", "top", 0, "move"), Enhance(0, "warden-02", "top", 5, "attack"),
                Enhance(0, "warden-02", "side", 0, "attack")):
        assert refused(c, bad).rule_id == "FH-ENHANCE-ORDER-1"
    assert refused(c, Enhance(0, "glint-01", "top", 0, "attack")).rule_id == "FH-CHAR-CARDS-1"


@pytest.mark.rule("FH-EXAMPLE-2", "FH-VARIANT-TEMPENH-1")
def test_worked_example_175_gold_and_140_with_temporary_stickers() -> None:
    for temporary, second in ((False, 175), (True, 140)):
        c = downtime(temporary_enhancements=True) if temporary else downtime()
        with_card(c, 1, "cragsmith", "crag-3a", 3)         # attack on several targets, lost, level 3
        first = paid(c, Enhance(1, "crag-3a", "top", 0, "attack"))
        assert first == (80 if temporary else 100)         # 50 x2 /2 +50
        assert paid(c, Enhance(1, "crag-3a", "top", 0, "attack")) == second


@pytest.mark.rule("FH-VARIANT-TEMPENH-1")
def test_temporary_stickers_cost_20_percent_less_and_go_at_retirement() -> None:
    for temporary in (False, True):
        c = downtime(temporary_enhancements=True) if temporary else downtime()
        assert paid(c, Enhance(0, "warden-03", "top", 0, "attack")) == (80 if temporary else 100)
        s = copy.deepcopy(c.state)
        h = s.characters[0]
        h.quest_progress = 99                               # the personal quest is done
        c.set_position(s)
        c.apply(Retire(0))
        assert len(c.state.stickers) == (0 if temporary else 1)


def test_enhancements_survive_save_and_load_and_old_saves_keep_their_text(tmp_path) -> None:
    c = downtime()
    plain = c.to_json()
    assert '"stickers"' not in plain and "temporary_enhancements" not in plain
    c.apply(Enhance(0, "warden-02", "top", 0, "attack"))
    path = tmp_path / "campaign.json"
    c.save(path)
    loaded = type(c).load(path)
    assert [(st.card, st.half, st.stat) for st in loaded.state.stickers] == [("warden-02", "top", "attack")]
    assert loaded.scenario_game(1, seed=0).options["enhancements"] == {"0": [["warden-02", "top", 0, "attack"]]}


def _attack_with_warden_02(c: FrosthavenCampaign) -> int:
    """Play scenario 1 from the campaign: the Warden attacks a hound with Bark Slam's top (a +0 drawn)."""
    from fh_helpers import begin_turn

    g = c.scenario_game(1, seed=3)
    for seat in range(2):
        g.apply(ChooseGoal(seat, g.char(seat).goal_options[0]))
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    hound = add_monster(g, "hound", 1, (2, 1), hp=10)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-02", "top")
    g.apply(Target("hound-1", effects=False))
    return 10 - g.fig(hound.fid).hp


def test_an_attack_sticker_adds_one_when_the_card_is_played_in_the_next_scenario() -> None:
    c = downtime()
    assert _attack_with_warden_02(c) == 3                  # Attack 3 as printed
    c.apply(Enhance(0, "warden-02", "top", 0, "attack"))
    c.apply(EndDowntime(0))
    assert _attack_with_warden_02(c) == 4                  # the sticker: Attack 4


@pytest.mark.rule("FH-VARIANT-RESPEC-1")
def test_respec_costs_10_gold_per_level_and_chooses_the_cards_again() -> None:
    c = downtime(gold=29, respec=True)
    s = copy.deepcopy(c.state)
    h = s.characters[1]
    h.level, h.cards = 3, [*h.cards, "glint-2a", "glint-3a"]
    c.set_position(s)
    err = refused(c, Respec(1, ("glint-2a", "glint-3a")))
    assert err.rule_id == "FH-VARIANT-RESPEC-1" and "30 gold" in str(err)
    s = copy.deepcopy(c.state)
    s.characters[1].gold = 45
    c.set_position(s)
    for bad in (("glint-3a",), ("glint-3a", "glint-3a"), ("glint-2a", "glint-x1"), ("glint-2a", "swarm-3a")):
        assert refused(c, Respec(1, bad)).rule_id == "FH-VARIANT-RESPEC-1"
    assert Respec(1, ("glint-2a", "glint-3a")) in c.legal_actions()
    c.apply(Respec(1, ("glint-3a", "glint-2a")))
    h = c.state.characters[1]
    assert h.gold == 15 and h.cards[-2:] == ["glint-3a", "glint-2a"] and "glint-01" in h.cards


@pytest.mark.rule("FH-VARIANT-RESPEC-1")
def test_a_card_above_the_level_it_is_chosen_at_is_refused() -> None:
    c = downtime(respec=True)
    s = copy.deepcopy(c.state)
    h = s.characters[1]
    h.level, h.cards = 2, [*h.cards, "glint-2a"]
    c.set_position(s)
    assert refused(c, Respec(1, ("glint-3a",))).rule_id == "FH-VARIANT-RESPEC-1"
    c.apply(Respec(1, ("glint-2a",)))
    assert c.state.characters[1].gold == 1000 - 20


def test_the_outpost_widget_offers_enhancing_by_card_name() -> None:
    from floe_widgets.widgets import GameWidget

    gw = GameWidget(downtime())
    menu = gw.controls.dropdowns["downtime"]
    texts = [label for label, _ in menu.options]
    wanted = "Ironbark Warden enhances Bark Slam (top, ability 1): Attack +1"   # seats named by class
    assert wanted in texts
    assert not any("warden-" in t or "glint-" in t for t in texts)
    menu.value = dict(menu.options)[wanted]
    gw.controls.do_buttons["downtime"].click()
    assert gw.game.state.characters[0].gold == 1000 - 50
    assert [st.card for st in gw.game.state.stickers] == ["warden-02"]


@pytest.mark.rule("FH-VARIANT-RESPEC-1")
def test_respec_needs_the_variant() -> None:
    c = downtime()
    s = copy.deepcopy(c.state)
    s.characters[1].level, s.characters[1].cards = 2, [*s.characters[1].cards, "glint-2a"]
    c.set_position(s)
    assert not any(isinstance(a, Respec) for a in c.legal_actions())
    err = refused(c, Respec(1, ("glint-2a",)))
    assert err.rule_id == "FH-VARIANT-RESPEC-1" and "variant" in str(err)
    assert "respec" not in c.to_json() and "respec" in downtime(respec=True).to_json()
