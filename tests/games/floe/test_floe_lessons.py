"""The four Floe lessons: every step completed by its solution, refusals teach, the worked examples' numbers."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import lessons as L
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.state import STONE_PLACED, STONE_PRIMED
from floe_widgets.tutor import LessonWidget, Quiz, Step
from tests.tutor.lessons import at_step, check_quizzes, ended, played

SHARED_RULES = Path(__file__).resolve().parents[3].parent / "shared" / "rules" / "floe.yaml"


LESSONS = L.LESSONS   # the lesson fixture (tests/games/conftest.py) runs each test once per lesson


# -- the shape of every lesson -----------------------------------------------------------------------------

def test_every_step_is_completed_by_its_solution(lesson):
    games = lesson.check_all()
    assert len(games) == len(lesson.steps)


def test_each_lesson_is_short_teaches_by_doing_and_ends_with_a_quiz(lesson):
    steps = [s for s in lesson.steps if isinstance(s, Step)]
    quizzes = [s for s in lesson.steps if isinstance(s, Quiz)]
    assert 6 <= len(steps) <= 10 and 3 <= len(quizzes) <= 5
    assert isinstance(lesson.steps[0], Step) and lesson.steps[0].position is not None   # play at once
    assert lesson.widget is not None and lesson.widget.__name__ == "FloeWidget"
    assert lesson.recap and lesson.title.startswith("Floe")
    for step in steps:
        assert step.expected and step.solution_actions() and step.explanation and step.hints, step.title
        assert 1 <= len(step.rules) <= 6, step.title


def test_no_step_is_already_done_before_the_learner_acts(lesson):
    game = None
    for index, item in enumerate(lesson.steps):
        if not isinstance(item, Step):
            continue
        game = lesson.start(index, game)
        assert not item.is_done(game, []), item.title
        if item.check is not None:
            assert not item.check(game), item.title
        for action in item.solution_actions():
            game.apply(action)


def test_every_rule_a_lesson_cites_exists_in_the_rules_reference(lesson):
    reference = Floe.rules()
    shared = {entry["id"] for entry in yaml.safe_load(SHARED_RULES.read_text(encoding="utf-8"))} \
        if SHARED_RULES.exists() else set()
    for rid in lesson.rules:
        assert rid in reference, rid
        assert "no explanation recorded" not in reference.explain(rid), rid
        if shared:
            assert rid in shared, rid


def test_narration_never_copies_a_rulebook_sentence(lesson):
    seed = Path(__file__).resolve().parents[3].parent / "shared" / "seeds" / "000_99145c4d3e3755e3.txt"
    if not seed.exists():
        pytest.skip("rulebook text not available")
    import re

    sentences = {s.strip() for s in re.split(r"(?<=[.!?])\s+", seed.read_text(encoding="utf-8"))
                 if len(s.split()) >= 8}
    texts = [s.narration + " " + s.explanation for s in lesson.steps if isinstance(s, Step)]
    texts += [q.question + " " + q.explanation for q in lesson.steps if isinstance(q, Quiz)]
    for text in texts:
        for sentence in sentences:
            assert sentence not in text, sentence


def test_quizzes_accept_the_right_answer_and_refuse_a_wrong_one(lesson):
    check_quizzes(lesson)


# -- the lesson widget: doing, refusing, taking back ---------------------------------------------------------

@pytest.mark.parametrize("build", [L.lesson_01, L.lesson_03], ids=["lesson_01", "lesson_03"])
def test_a_lesson_runs_in_the_lesson_widget_with_show_me_and_next(build):
    lw = LessonWidget(build())
    while lw.item is not None:
        if isinstance(lw.item, Step):
            assert lw.game_widget is not None and not lw.done
            lw.show_me()
        else:
            lw.answer(sorted(lw.item.answers)[0] if not lw.item.multiple else sorted(lw.item.answers))
        assert lw.done, lw.progress_label.value
        lw.next()
    assert "Recap" in lw.progress_label.value


@pytest.mark.rule("FLOE-TURN-FIRST-1")
def test_a_village_first_turn_is_refused_with_its_rule():
    lw = LessonWidget(L.lesson_01())
    gw = lw.game_widget
    assert not gw.do(A.ChooseTurn("village"))
    assert not lw.done and "FLOE-TURN-FIRST-1" in gw.error
    assert gw.game.state.turn.phase == "choose"
    assert gw.do(A.ChooseTurn("exploration")) and lw.done


def test_an_action_the_step_does_not_ask_for_is_taken_back_with_the_rules():
    lesson = L.lesson_02()
    lw = at_step(lesson, "Warm up in the Tavern")
    gw = lw.game_widget
    gw.do(A.PlaceFigure("shop"))             # legal (just for Warmth), but the step asks for the Tavern
    assert not lw.done and gw.game.state.players[0].hero_space is None
    assert "You went to the shop." in lw.feedback_text and "FLOE-VILLAGE-WARMTH-1" in lw.feedback_text
    assert "FLOE-EXAMPLE-16" not in lw.feedback_text  # only the rule the mistake touches
    gw.do(A.PlaceFigure("tavern"))
    assert lw.done


def test_an_illegal_battle_action_is_refused_with_its_rule():
    lesson = L.lesson_03()
    lw = at_step(lesson, "Call your Ally")
    gw = lw.game_widget
    gw.do(B.BattleReroll((0, 1, 2, 3, 4)))  # only 4 Hero dice were rolled: not even offered
    assert not lw.done and "FLOE-AMBIG-10" in gw.error
    gw.do(B.BattleAlly("hilda-shieldmaiden"))
    assert lw.done


# -- the rulebook's worked examples, number for number ----------------------------------------------------

@pytest.mark.rule("FLOE-EXAMPLE-1", "FLOE-EXAMPLE-2")
def test_lesson_one_hikes_for_three_and_sails_for_one():
    lesson = L.lesson_01()
    hiked = ended(lesson, "Hike across the Shallows")
    assert hiked.state.players[0].location == "skull.I3" and hiked.state.players[0].warmth == 5 - 3
    assert sum(isinstance(s.action, A.Hike) for s in hiked.history) == 3
    sailed = ended(lesson, "Sail instead")
    assert sailed.state.players[0].location == "skull.I3" and sailed.state.players[0].warmth == 5 - 1


@pytest.mark.rule("FLOE-EXAMPLE-6", "FLOE-EXAMPLE-13", "FLOE-RES-OVERFLOW-1")
def test_lesson_one_gathers_and_the_familiar_overflows_into_soda():
    lesson = L.lesson_01()
    gathered = ended(lesson, "Gather").state.players[0]
    assert gathered.soda == 2
    familiar = ended(lesson, "Your Familiar gathers too").state.players[0]
    assert familiar.resources["kelp"] == 1 and familiar.soda == 3 and familiar.warmth == 4
    rested = ended(lesson, "Rest at the Campfire").state.players[0]
    assert rested.warmth == 7


@pytest.mark.rule("FLOE-EXAMPLE-16", "FLOE-EXAMPLE-17", "FLOE-EXAMPLE-18", "FLOE-EXAMPLE-22", "FLOE-EXAMPLE-23")
def test_lesson_two_replays_the_village_examples():
    lesson = L.lesson_02()
    tavern = ended(lesson, "Warm up in the Tavern").state
    assert [p.warmth for p in tavern.players] == [1 + 5, 3 + 1, 3 + 1]
    assert tavern.village.villagers == {"shop": 0, "tavern": 0, "springs": 1, "yard": 2, "academy": 2}
    bika = ended(lesson, "The Tavern: pay in full").state.players[0]
    assert bika.resources["kelp"] == 0 and bika.stones["kelp"] == 1 and bika.merits["might"] == 2
    assert (bika.rumors_on_track, bika.rumors_available, bika.hero_dice, bika.vp) == (2, 2, 3, 0)
    springs = ended(lesson, "The Hot Springs: an Ally, and a Primed stone").state.players[0]
    assert springs.resources["mushroom"] == 0 and springs.stones["mushroom"] == STONE_PRIMED and springs.vp == 1
    assert springs.allies == ["sneaky-sam"]


@pytest.mark.rule("FLOE-EXAMPLE-14")
def test_lesson_two_sells_chitterbox_for_three_crystals():
    p = ended(L.lesson_02(), "Sell to a Trader").state.players[0]
    assert p.crystals == 3 and p.items == ["hatchet"] and p.warmth == 3 - 2


@pytest.mark.rule("FLOE-EXAMPLE-11", "FLOE-EXAMPLE-12", "FLOE-BATTLE-ROCKEER-1")
def test_lesson_three_replays_the_rockeer_battle_number_for_number():
    lesson = L.lesson_03()
    rolled = ended(lesson, "Delve into the Cave").state.battle
    assert [d.face for d in rolled.dice] == ["stealth", "sword", "arrow", "crit"]
    assert (rolled.damage_die, rolled.health, rolled.base_damage) == (2, 6, 3)
    ready = ended(lesson, "Aim the Crit").state.battle
    assert BI.count(ready, "stealth") == 3 and BI.forecast(ready) == BI.Forecast(0, 0, 3, 3, False)
    attacked = ended(lesson, "Rockeer attacks")
    assert attacked.state.battle.monster_damage == 0 and attacked.state.players[0].warmth == 5
    struck = ended(lesson, "A Sword Potion")
    battle = struck.state.battle
    assert (battle.arrow_damage, battle.sword_damage, battle.damage) == (0, 6, 6)
    assert len(struck.state.players[0].tokens) == 2 and not battle.familiar_used and battle.loot_taken == []
    won = ended(lesson, "Lantern phase and the rewards").state
    p = won.players[0]
    assert (p.vp, p.crystals, p.chest_key, len(p.treasures)) == (4 + 3, 1 + 3, 0, 1)
    assert sum(t.startswith("crate") for t in p.tokens) == 3 and p.cave_chamber == 4 and won.cave.chambers[3].face_up
    assert "hilda-shieldmaiden" not in p.allies and not won.turn.familiar_used
    gathered = ended(lesson, "The Familiar was saved for this").state.players[0]
    assert gathered.resources["kelp"] == 1 and gathered.soda == p.soda + 1


@pytest.mark.rule("FLOE-EXAMPLE-10")
@pytest.mark.parametrize("target, arrow, sword", [("arrow", 6, 2), ("sword", 2, 4)])
def test_lesson_three_crit_step_and_its_variation(target, arrow, sword):
    game = L.crit_position()
    for action in (B.BattleCrit(target), B.BattleContinue(), B.BattleContinue(), B.BattleContinue(),
                   B.BattleContinue()):
        game.apply(action)
    assert (game.state.battle.arrow_damage, game.state.battle.sword_damage) == (arrow, sword)


@pytest.mark.rule("FLOE-EXAMPLE-15", "FLOE-EXAMPLE-7", "FLOE-EXAMPLE-4")
def test_lesson_four_shrines_dive_and_discovery():
    lesson = L.lesson_04()
    p = ended(lesson, "And the second").state.players[0]
    assert (p.vp, p.merits["might"], p.hero_dice) == (7, 3, 3) and sum(p.merits.values()) == 4 + 2 + 1
    assert sum(s == STONE_PLACED for s in p.stones.values()) == 2
    assert ended(lesson, "And the second").state.world.shrines["floe.I1.shrine2"] == 1
    dived = ended(lesson, "Dive").state
    assert dived.players[0].warmth == 2 and dived.players[0].chest_key == -1
    assert dived.cave.dive_track == ["dive-pearl", "dive-potions", "dive-map", "dive-crystals", "dive-chest-key"]
    found = ended(lesson, "Discover a Region").state
    assert found.players[0].vp == 1 and not any(t.startswith("map") for t in found.players[0].tokens)
    assert all(len(found.world.tokens[f"glimmerdeep.{x}"]) == 1 for x in ("I0", "I1", "I2", "I3", "S0", "S1", "S2",
                                                                          "S3"))
    visited = ended(lesson, "Visit the Landmark").state.players[0]
    assert visited.warmth == 3 and visited.vp == 2 and visited.location == "glimmerdeep.I1"


@pytest.mark.rule("FLOE-EXAMPLE-26", "FLOE-EXAMPLE-25", "FLOE-END-TRIGGER-1")
def test_lesson_four_quest_mayor_and_final_scoring():
    lesson = L.lesson_04()
    quest = ended(lesson, "Quests").state.players[0]
    assert quest.quest_step == 4 and quest.vp == 4 + 2 and len(quest.relics) == 1
    mayor = ended(lesson, "Past the Mayor").state
    assert mayor.players[0].vp == 9 and mayor.end_triggered and mayor.last_round == mayor.round + 1
    final = ended(lesson, "Final scoring")
    assert final.is_over and final.state.relic_points == [8, 0] and final.scores() == [22, 17]
    assert final.winner() == (0,)


def test_the_practice_battle_after_lesson_three_rolls_real_dice():
    rolls = set()
    for seed in range(4):
        game = L.practice_battle(seed)
        assert game.state.battle is None and A.Delve() in game.legal_actions()
        assert not game.chance.fixed()                       # nothing fixed: real randomness
        game.apply(A.Delve())
        assert game.state.battle.monster == "frostnip" and len(game.state.battle.dice) == 3
        rolls.add((tuple(d.face for d in game.state.battle.dice), game.state.battle.damage_die))
    assert len(rolls) > 1
    assert L.practice_battle().state.players[0].location == "skull.I1"   # a fresh seed each time


def test_any_route_may_be_walked_in_the_hiking_step():
    lw = at_step(L.lesson_01(), "Hike across the Shallows")
    gw = lw.game_widget
    for to, shallows in (("floe.I3", "floe.h6"), ("skull.I1", "edge.floe-skull.v1")):
        assert gw.do(A.Hike(to, shallows))
        assert gw.game.state.players[0].location == to and not lw.done    # kept, not taken back
    assert gw.do(A.Hike("skull.I3", "skull.h2"))
    assert lw.done and gw.game.state.players[0].warmth == 2


@pytest.mark.rule("FLOE-EXAMPLE-11", "FLOE-BATTLE-ATTACK-2")
def test_the_rockeer_variation_without_the_boots():
    # 2 Stealth only: 3 + 2 - 4 = 1 Warmth lost; the Arrow's 1 Damage did not beat Rockeer, so its base counts.
    assert L.rockeer_without_boots() == (1, 1 + 6)
    quiz = next(q for q in L.lesson_03().steps if isinstance(q, Quiz) and "without the Snow Boots" in q.question)
    assert "lose 1 Warmth and deal 7 Damage" in quiz.options[quiz.correct]


def test_every_lesson_position_and_where_its_steps_end_saves_and_loads(lesson):
    """A position set by hand is marked so in the save (autosaves of a lesson load again), before and after
    the step's solution is played."""
    for step, after in zip(lesson.steps, played(lesson)):
        if isinstance(step, Step) and step.position is not None:
            for game in (step.position(), after):
                assert Floe.from_json(game.to_json()).to_json() == game.to_json()
