"""The Frosthaven lessons (files under tutorials/frosthaven/lessons/) run headless: every step's solution
completes it, wrong moves are refused with a rule, every rule cited exists, and the numbers and log lines the
files quote are the engine's."""

from __future__ import annotations

import re
from functools import cache

import pytest

from floe_widgets.games.frosthaven import lessons as L
from floe_widgets.games.frosthaven.lessons.vocabulary import CHECKS
from floe_widgets.games.frosthaven.map.entries import hazard_damage, trap_damage
from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf, MoveTo, SelectCards, TakeDamage, Target
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.i18n import speaking, text
from floe_widgets.tutor import Lesson, LessonWidget, Quiz, Step
from tests.tutor.lessons import check_quizzes

HOUND, ARCHER = "hound-2", "archer-4"
TOUGH = 12   # the lesson's hound has 12 hit points so it survives every example


LESSONS = L.LESSONS   # the lesson fixture (tests/games/conftest.py) runs each test once per lesson


def test_every_step_is_completed_by_its_solution(lesson):
    games = lesson.check_all()
    assert len(games) == len(lesson.steps)


def test_each_lesson_is_short_teaches_by_doing_and_ends_with_quizzes(lesson):
    steps = [s for s in lesson.steps if isinstance(s, Step)]
    quizzes = [s for s in lesson.steps if isinstance(s, Quiz)]
    assert 3 <= len(quizzes) <= 5
    assert 6 <= len(steps) <= 10
    assert isinstance(lesson.steps[0], Step) and lesson.steps[0].position is not None   # play at once
    # scenario lessons play on the ScenarioWidget (its board prints hex coordinates); the outpost lesson on
    # the kit's GameWidget (campaign view)
    from floe_widgets.games.frosthaven.widgets.scenario_widget import ScenarioWidget

    assert lesson.widget is None or issubclass(lesson.widget, ScenarioWidget)
    assert lesson.recap and lesson.intro
    for step in steps:
        assert step.has_task and step.solution_actions(), step.title
        assert 1 <= len(step.rules) <= 6, step.title
        assert step.explanation and step.hints, step.title


def test_every_rule_a_lesson_cites_exists_in_the_rules_reference(lesson):
    rules = Frosthaven.rules()
    assert lesson.rules
    for rid in lesson.rules:
        assert "no explanation recorded" not in rules.explain(rid), rid


def test_quizzes_accept_the_right_answer_and_refuse_a_wrong_one(lesson):
    check_quizzes(lesson)


def test_every_card_choice_a_watching_step_accepts_leads_to_the_same_monster_turn():
    """Steps that let the learner pick any of many card pairs must not depend on which pair."""
    for build in L.LESSONS:
        for step in build().steps:
            if not isinstance(step, Step) or step.position is None or step.check is None:
                continue
            if len(step.expected) < 2 or not all(isinstance(a, SelectCards) for a in step.expected):
                continue
            for action in step.expected:
                game = step.position()
                game.apply(action)
                assert step.check(game), (step.title, action.describe())


@pytest.mark.rule("FH-INIT-ORDER-1", "FH-OVERLAY-TRAP-1", "FH-MOVE-POINTS-1")
def test_a_wrong_choice_is_taken_back_with_the_rule_and_an_illegal_one_refused():
    lesson = L.lesson_01()
    lw = LessonWidget(lesson)
    gw = lw.game_widget
    gw.do(SelectCards(0, "warden-02", "warden-07"))      # legal, but Bark Slam (52) acts after the hound (40)
    assert not lw.done and gw.game.state.characters[0].selected == []
    assert "You led with Bark Slam (52). This step needs a lead below 40" in lw.feedback_text
    assert "FH-INIT-ORDER-1" in lw.feedback_text and "FH-CARD-SELECT-1" not in lw.feedback_text
    gw.do(SelectCards(0, "warden-07", "warden-02"))
    assert lw.done
    index = next(i for i, s in enumerate(lesson.steps) if getattr(s, "title", "") == "A top and a bottom")
    lw.go(index)
    lw.show_me()
    lw.next()                                            # "Ice and traps" continues from there
    gw = lw.game_widget
    gw.do(MoveTo((4, 0)))                                # slides over the ice onto the trap: taken back
    assert not lw.done and gw.game.fig("C0").hex == (0, 0) and (4, 0) in gw.game.state.traps
    assert "ends on the trap at hex 4,0" in lw.feedback_text and "FH-OVERLAY-TRAP-1" in lw.feedback_text
    gw.do(MoveTo((5, 2)))                                # out of reach: refused by the rules
    assert not lw.done and "FH-MOVE-POINTS-1" in gw.error
    gw.do(MoveTo((2, 1)))
    assert lw.done


@pytest.mark.rule("FH-MOVE-POINTS-1")
def test_a_move_to_another_hex_than_the_step_asks_names_both_hexes_as_the_board_prints_them():
    lesson = L.lesson_01()
    index = next(i for i, s in enumerate(lesson.steps) if getattr(s, "title", "") == "Ice and traps")
    start = lesson.start(index)
    step = Step(narration="Move next to the hound.", position=start.copy, expect=[MoveTo((2, 1))])
    lw = LessonWidget(Lesson(title="Ice and traps", steps=[step], widget=lesson.widget, words=lesson.words))
    lw.game_widget.do(MoveTo((1, 0)))                    # legal, but not the hex the step asks for
    assert "You chose hex 1,0; this step needs hex 2,1." in lw.feedback_text
    assert lw.game.fig("C0").hex == start.fig("C0").hex   # taken back
    with speaking("ja"):
        lw.game_widget.do(MoveTo((1, 0)))
    assert "選んだのは ヘクス1,0 です。このステップには ヘクス2,1 が必要です。" in lw.feedback_text


@pytest.mark.rule("FH-CARD-SELECT-1")
def test_other_cards_than_the_step_asks_are_named_in_the_learners_language():
    lesson = L.lesson_01()
    step = Step(narration="Lead with Root Snare.", position=lesson.start(0).copy,
                expect=[SelectCards(0, "warden-07", "warden-02")])
    lw = LessonWidget(Lesson(title="Cards", steps=[step], widget=lesson.widget, words=lesson.words))
    lw.game_widget.do(SelectCards(0, "warden-01", "warden-03"))
    assert ("You chose to lead with Rooted Guard (11); this step needs to lead with Root Snare (33); and you chose "
            "Heartwood Swing (38) as the second card; this step needs Bark Slam (52) as the second card.") \
        in lw.feedback_text
    with speaking("ja"):
        lw.game_widget.do(SelectCards(0, "warden-01", "warden-03"))
    assert ("選んだのは 根を張る守り (11)を先導にすること です。"
            "このステップには 根の罠 (33)を先導にすること が必要です。"
            "また、選んだのは 2枚目の心材の薙ぎ払い (38) です。"
            "このステップには 2枚目の樹皮の一撃 (52) が必要です。") \
        in lw.feedback_text
    assert lw.game.state.characters[0].selected == []   # taken back


def test_leading_too_early_in_the_focus_step_names_the_initiative_not_every_rule():
    lesson = L.lesson_03()
    lw = LessonWidget(lesson)
    lw.game_widget.do(SelectCards(1, "ember-03", "ember-01"))     # Smoke Veil (9): before the hound's 12
    assert "You led with Smoke Veil (9). This step needs a lead above 12" in lw.feedback_text
    assert "FH-INIT-ORDER-1" in lw.feedback_text and "FH-FOCUS" not in lw.feedback_text
    assert "Any pair" not in "".join(lesson.steps[0].hints)
    lw.game_widget.do(SelectCards(1, "ember-01", "ember-03"))     # Cinder Bolt (21) leads: the step is done
    assert lw.done


@pytest.mark.rule("FH-EXAMPLE-3", "FH-OVERLAY-TRAP-1")
def test_lesson_one_trap_deals_two_plus_the_scenario_level():
    game = L.step_start(1, "A top and a bottom")
    game.apply(ChooseHalf("warden-02", "bottom"))
    game.apply(MoveTo((4, 0)))
    game.apply(TakeDamage())
    assert game.fig("C0").hp == 10 - 3 and (4, 0) not in game.state.traps


@pytest.mark.rule("FH-EXAMPLE-1", "FH-MOD-ORDER-1", "FH-COND-POISON-1", "FH-COND-BRITTLE-1", "FH-SHIELD-REDUCE-1")
def test_lesson_two_replays_the_worked_attack_example_number_for_number():
    game = L.step_start(2, "The rulebook example, number for number")
    hound = game.fig(HOUND)
    assert ("poison" in hound.conditions and "brittle" in hound.conditions
            and sum(b.value for b in hound.bonuses if b.kind == "shield") == 1)
    assert game.state.characters[0].deck.draw[0] == "+1"
    game.apply(ChooseHalf("warden-02", "top", True))
    events = [e.text for e in game.apply(Target(HOUND))]
    assert any("draws +1" in t and t.endswith("-> 3.") for t in events)     # 2 +1 poison +1 card -1 shield
    assert any("doubles the damage: 6" in t for t in events)                # brittle
    hound = game.fig(HOUND)
    assert hound.hp == TOUGH - 6 and "brittle" not in hound.conditions


@pytest.mark.rule("FH-ATTACK-PIERCE-1", "FH-ADV-ADV-1", "FH-ADV-RANGED-1")
def test_lesson_two_variations_pierce_advantage_and_point_blank_shots():
    game = L.step_start(2, "What if it had pierce?")
    game.apply(ChooseHalf("warden-x2", "top"))
    game.apply(Target(HOUND))
    assert game.fig(HOUND).hp == TOUGH - 10
    game = L.step_start(2, "Advantage: draw two, keep the better")
    game.apply(ChooseHalf("warden-02", "top", True))
    events = [e.text for e in game.apply(Target(HOUND))]
    assert any("draws -1 +2 (advantage) -> 4" in t for t in events)
    game = L.step_start(2, "Ranged attacks up close have disadvantage")
    game.apply(ChooseHalf("ember-01", "top"))
    events = [e.text for e in game.apply(Target(HOUND))]
    assert any("(disadvantage) -> 1" in t for t in events)


@pytest.mark.rule("FH-FOCUS-HAZARD-1", "FH-FOCUS-TIE-1", "FH-MONMOVE-RANGED-1")
def test_lesson_three_monsters_do_what_the_quizzes_say():
    lesson = L.lesson_03()
    quizzes = [s for s in lesson.steps if isinstance(s, Quiz)]
    trap = L.step_start(3, "Traps repel monsters")
    trap.apply(SelectCards(1, "ember-04", "ember-01"))
    assert trap.fig(HOUND).hex == (5, -1) and "hex 5,-1" in quizzes[0].options[quizzes[0].correct]
    archer = L.step_start(3, "Ranged monsters step back")
    archer.apply(SelectCards(1, "ember-04", "ember-01"))
    assert archer.fig(ARCHER).hex == (4, -1)
    tie = L.step_start(3, "A tie: initiative decides")
    tie.apply(SelectCards(1, "ember-04", "ember-01"))           # she acts after the Warden: he is the focus
    assert CHECKS["party chooses for"](tie, "Character 1")


@pytest.mark.rule("FH-REST-SHORT-1", "FH-REST-LONG-1", "FH-GOAL-SCEN-1")
def test_lesson_four_fixes_the_short_rest_card_and_ends_with_a_win():
    lesson = L.lesson_04()
    games = lesson.check_all()
    titles = [getattr(s, "title", "") for s in lesson.steps]
    rested = games[titles.index("A short rest at the end of the round")]
    assert rested.state.decision.kind == "redraw" and rested.state.decision.card == "warden-05"
    accepted = games[titles.index("Keep it, for 1 damage?")]
    assert "warden-05" in accepted.state.characters[0].lost and not accepted.state.characters[0].discard
    assert games[titles.index("Win the scenario")].is_over
    assert games[titles.index("Win the scenario")].scenario_result()["won"]


def test_lesson_one_runs_in_the_lesson_widget_with_show_me_and_next():
    lw = LessonWidget(L.lesson_01())
    while lw.item is not None:
        if isinstance(lw.item, Step):
            assert lw.game_widget is not None and not lw.done
            lw.show_me()
        else:
            right = sorted(lw.item.answers)
            lw.answer(right if lw.item.multiple else right[0])
        assert lw.done, lw.progress_label.value
        lw.next()
    assert "Recap" in lw.progress_label.value


@pytest.mark.rule("FH-OUTPOST-STEPS-1", "FH-EVENT-OUTPOST-1", "FH-EVENT-ATTACK-1", "FH-COMPLETE-INSPIRE-1")
def test_lesson_five_walks_one_outpost_phase_in_order_with_the_fixed_event_and_guard_card():
    lesson = L.lesson_05()
    games = lesson.check_all()
    steps = [(s, g) for s, g in zip(lesson.steps, games) if isinstance(s, Step)]
    assert [g.state.step for _, g in steps[:6]] == ["time", "event", "attack", "operations", "downtime",
                                                    "construction"]
    assert steps[0][1].state.inspiration == 4 - 2
    assert steps[-1][1].state.phase == "scenario" and steps[-1][1].state.outposts == 1
    assert "holds: defence 5 + guard card +1 against attack 3" in steps[3][0].explanation


def test_lesson_five_refuses_a_later_outpost_step_with_its_rule():
    from floe_widgets.games.frosthaven.outpost.actions import RunOperations

    lw = LessonWidget(L.lesson_05())
    lw.show_me()
    lw.next()                                            # "Time passes": the event and operations come later
    gw = lw.game_widget
    gw.do(RunOperations())
    assert not lw.done and "FH-OUTPOST-STEPS-1" in gw.error


def test_lesson_positions_keep_every_card_somewhere():
    """Edited positions move cards between piles (or swap in a level X card) but never lose one."""
    from floe_widgets.games.frosthaven.scenario import cards as C

    fresh = Frosthaven(players=2, seed=5, classes=["warden", "emberwright"]).state.monster_deck.draw
    for make in L.LESSONS[:4]:
        lesson = make()
        for index, step in enumerate(lesson.steps):
            if not isinstance(step, Step) or step.position is None:
                continue
            game = lesson.start(index)
            for ch in game.state.characters:
                piles = ch.hand + ch.discard + ch.lost + ch.selected + ch.active
                assert len(piles) == len(set(piles)) == len(C.starting_hand(ch.cls)), (step.title, ch.cls)
            deck = game.state.monster_deck
            assert sorted(deck.draw + deck.discard) == sorted(fresh), step.title


# -- the numbers and log lines the files quote are the engine's ----------------------------------------------

@cache
def loaded(number: int):
    """Lesson ``number`` loaded once for the read-only checks below."""
    return L.LESSONS[number - 1]()


def played(number: int, title: str, actions=None) -> list[str]:
    """The event texts of a step's "show me" (or ``actions``) played from where the step starts."""
    lesson = loaded(number)
    index = next(i for i, s in enumerate(lesson.steps) if getattr(s, "title", "") == title)
    game = None
    for i in range(index + 1):
        game = lesson.start(i, game)
        if i < index and isinstance(lesson.steps[i], Step):
            for action in lesson.steps[i].solution_actions():
                game.apply(action)
    texts = []
    for action in actions or lesson.steps[index].solution_actions():
        texts += [e.text for e in game.apply(action)]
    return texts


def text_of(number: int, title: str) -> Step:
    return next(s for s in loaded(number).steps if getattr(s, "title", "") == title)


@pytest.mark.rule("FH-FOCUS-MAIN-1", "FH-FOCUS-HAZARD-1", "FH-FOCUS-TIE-1", "FH-MONMOVE-RANGED-1")
@pytest.mark.parametrize("title", ["Focus: the cheapest target, not the nearest", "Traps repel monsters",
                                   "A tie: initiative decides", "Ranged monsters step back"])
def test_the_monster_reasoning_a_lesson_quotes_is_what_the_engine_says(title):
    quoted = re.findall(r"^- (.+)$", text_of(3, title).explanation, re.M)
    assert len(quoted) >= 8
    assert set(quoted) <= set(played(3, title))


@pytest.mark.parametrize("title", ["Focus: the cheapest target, not the nearest", "Traps repel monsters",
                                   "A tie: initiative decides", "Ranged monsters step back"])
def test_the_monster_reasoning_a_lesson_quotes_in_japanese_is_what_the_engine_says_in_japanese(title):
    said = played(3, title)
    index = next(i for i, s in enumerate(loaded(3).steps) if getattr(s, "title", "") == title)
    lesson = L.LESSONS[2]()   # a lesson of its own: the shared one stays in English
    lesson.use_language("ja")
    quoted = re.findall(r"^- (.+)$", lesson.steps[index].explanation, re.M)
    with speaking("ja"):
        engine = {text(t) for t in said}
    assert len(quoted) >= 8
    assert set(quoted) <= engine


@pytest.mark.rule("FH-INIT-ORDER-1", "FH-EXAMPLE-1", "FH-ATTACK-PIERCE-1", "FH-ADV-RANGED-1")
def test_the_attack_logs_the_lessons_quote_are_the_engines():
    order = re.search(r"\*(Initiative order[^*]+)\*", text_of(1, "The second player, and the reveal").explanation)[1]
    assert order in played(1, "The second player, and the reveal")
    example = re.search(r"The log: \*([^*]+)\*", text_of(2, "The rulebook example, number for number").explanation)[1]
    assert example in " ".join(played(2, "The rulebook example, number for number"))
    pierce = re.search(r"Log: \*([^*]+)\*", text_of(2, "What if it had pierce?").explanation)[1]
    assert pierce in played(2, "What if it had pierce?")
    step = text_of(2, "Ranged attacks up close have disadvantage")
    near = re.search(r"would give \*([^*]+)\*", step.narration)[1]
    assert near in played(2, step.title, [ChooseHalf("ember-01", "top"), Target(HOUND)])


@pytest.mark.rule("FH-OVERLAY-TRAP-1", "FH-OVERLAY-HAZARD-1", "FH-COMPLETE-LOOT-1")
def test_the_damage_and_gold_the_lessons_state_are_the_engines():
    lesson = L.lesson_01()
    trap = re.search(r"= \*\*(\d+)\*\* damage at level (\d+)", text_of(1, "Ice and traps").narration)
    assert int(trap[2]) == L.step_start(1, "A top and a bottom").state.level
    assert int(trap[1]) == trap_damage(int(trap[2])) == _trap_hit()
    quiz = next(q for q in lesson.steps if isinstance(q, Quiz) and "trap deal" in q.question)
    assert f"(At level 1 it is {trap_damage(1)}.)" in quiz.question
    assert f"{trap_damage(2)} at level 2" in quiz.explanation and f"({hazard_damage(2)} at level 2)" in quiz.explanation
    assert f"({trap_damage(1)} at level 1)" in lesson.recap
    gold = re.search(r"becomes (\d+) gold for the Warden", text_of(4, "Win the scenario").explanation)[1]
    games = L.lesson_04().check_all()
    assert int(gold) == games[-5].scenario_result()["gold"][0]


def _trap_hit() -> int:
    """The Warden's hit points lost by springing the trap of lesson 1 (its narration states the number)."""
    game = L.step_start(1, "A top and a bottom")
    game.apply(ChooseHalf("warden-02", "bottom"))
    game.apply(MoveTo((4, 0)))
    game.apply(TakeDamage())
    return 10 - game.fig("C0").hp


@pytest.mark.rule("FH-COMPLETE-REWARDS-1", "FH-EVENT-ATTACK-1", "FH-BUILD-OPS-1")
def test_the_outpost_texts_the_lesson_quotes_are_the_engines():
    lesson = L.lesson_05()
    games = lesson.check_all()
    start = lesson.start(0)
    won = start.copy()
    report = [e.text for e in won.apply(lesson.steps[0].solution_actions()[0])]
    # quoted without the log's step number ("6. The party ..."): the explanation numbers none of the others
    said = [str(t).removeprefix("6. ") for t in report if str(t).startswith(("Reward", "6."))]
    assert " ".join(said) in lesson.steps[0].explanation
    defend = [e.text for e in games[2].copy().apply(lesson.steps[3].solution_actions()[0])]
    assert "*" + " ".join(defend) + "*" in lesson.steps[3].explanation
    run = [e.text for e in games[3].copy().apply(lesson.steps[4].solution_actions()[0])]
    assert " ".join(t for t in run if "nothing" not in t) in lesson.steps[4].explanation
