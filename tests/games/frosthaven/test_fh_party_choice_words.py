"""A monster's equally good options as a learner reads them (FH-GEN-PARTY-1, FH-MACT-2): the buttons, the log
line of the party's pick, the board's description and the tutor's feedback name each hex as the boards print
it ("move to hex 0,3") and tell figures of one name apart, in English and in Japanese; the text the state
keeps, which saves and the recorded ``PartyChoice`` compare, stays the plain one ("move to (0, 3)").

The position is lesson 3's tie, reached by play: Frost Hound 2 can bite Emberwright from hex 0,3 or hex 1,3."""

from __future__ import annotations

from pathlib import Path

import pytest
from fh_helpers import add_monster, drain, place, refusal, two_characters_in_play

from floe_widgets.games.frosthaven.lessons.vocabulary import widget as lesson_board
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import PartyChoice
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.frosthaven.views.scenario_view import ScenarioView
from floe_widgets.i18n import speaking, text
from floe_widgets.tutor import Lesson, LessonError, LessonWidget, Step
from floe_widgets.tutor.lesson_file import load_lesson

ROOT = Path(__file__).resolve().parents[3]
LESSON_3 = ROOT / "tutorials" / "frosthaven" / "lessons" / "03_monster_focus_and_movement.yaml"
TIE_STEP = "The party breaks the monster's last ties"
SHOWN = [f"Frost Hound 2: move to hex {h}, attack Emberwright (focus Emberwright)" for h in ("0,3", "1,3")]
STORED = [f"Frost Hound 2: move to {h}, attack Emberwright (focus Emberwright)" for h in ("(0, 3)", "(1, 3)")]
SHOWN_JA = [f"霜の猟犬 2: ヘクス{h}へ移動、残り火の匠を攻撃(フォーカス: 残り火の匠)" for h in ("0,3", "1,3")]


def _tie() -> Frosthaven:
    """Lesson 3's tie step as the learner reaches it: both characters' cards played, the hound waiting."""
    return load_lesson(LESSON_3).start_of(TIE_STEP)


def _lines(events) -> list[str]:
    return [str(e) for e in events]


@pytest.mark.rule("FH-GEN-PARTY-1", "FH-MACT-2")
def test_the_offered_options_name_hexes_as_the_board_prints_them_and_the_state_keeps_its_plain_text() -> None:
    g = _tie()
    assert [type(a) for a in g.actions] == [type(g.actions[0])] * 2   # reached by the two card selections
    assert [g.action_to_string(a) for a in g.legal_actions()] == SHOWN
    assert [a.text for a in g.legal_actions()] == [o["text"] for o in g.state.decision.options] == STORED
    with speaking("ja"):
        assert [text(g.action_to_string(a)) for a in g.legal_actions()] == SHOWN_JA
    words = ScenarioView(g, {}).describe_board(g.state)
    assert f"a party choice. Option 1: {SHOWN[0]}. Option 2: {SHOWN[1]}. Emberwright at hex 0,4" in words
    with speaking("ja"):
        words = ScenarioView(g, {}).describe_board(g.state)
    assert f"パーティの選択。 選択肢1: {SHOWN_JA[0]}。 選択肢2: {SHOWN_JA[1]}。" in words


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_an_option_not_offered_is_refused_with_the_options_as_their_buttons_read() -> None:
    g = _tie()
    rule, reason = refusal(g, PartyChoice(2, "Frost Hound 2: move to (2, 3)"))   # the state left as it was
    assert (rule, reason) == ("FH-GEN-PARTY-1", f"Pick one of the options listed: “{SHOWN[0]}” or “{SHOWN[1]}”.")
    with speaking("ja"):
        assert text(reason) == f"示された選択肢から1つを選んでください: 「{SHOWN_JA[0]}」か「{SHOWN_JA[1]}」。"


@pytest.mark.rule("FH-GEN-PARTY-1", "FH-MACT-2")
def test_a_save_made_at_the_choice_loads_offers_the_same_words_and_replays_the_pick() -> None:
    saved = _tie().to_json()
    g = Frosthaven.from_json(saved)   # replays the two card selections from the lesson's position
    assert g.to_json() == saved
    assert [g.action_to_string(a) for a in g.legal_actions()] == SHOWN
    events = g.apply(g.legal_actions()[1])
    assert _lines(events)[:3] == [f"The party chooses: {SHOWN[1]}. [FH-GEN-PARTY-1]",
                                  "Frost Hound 2 focuses on Emberwright. [FH-FOCUS-MAIN-1, FH-FOCUS-HAZARD-1, "
                                  "FH-FOCUS-TIE-1]",
                                  "Frost Hound 2 moves to hex 1,3. [FH-MONMOVE-CARD-1, FH-MONMOVE-MIN-1, "
                                  "FH-MONMOVE-RANGED-1, FH-MMOVE-9]"]
    with speaking("ja"):
        assert text(events[0].text) == f"パーティの選択: {SHOWN_JA[1]}。"
    assert g.fig("hound-2").hex == (1, 3)
    assert g.actions[-1] == PartyChoice(1) and g.actions[-1].text == STORED[1]   # the history keeps the plain text
    after = g.to_json()
    assert STORED[1] in after and SHOWN[1] not in after
    again = Frosthaven.from_json(after)   # the pick replays: the hound bites from hex 1,3 again
    assert again.to_json() == after and again.fig("hound-2").hex == (1, 3)


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_a_game_saved_at_the_tie_by_an_earlier_version_offers_the_new_words() -> None:
    path = ROOT / "tests" / "games" / "frosthaven" / "data" / "recorded_saves"
    g = Frosthaven.load(path / "lesson3-monster-tie-saved-at-the-party-choice.json")
    assert [g.action_to_string(a) for a in g.legal_actions()] == SHOWN
    assert [a.text for a in g.legal_actions()] == STORED


def _one_option_lesson(game: Frosthaven, wanted: int) -> LessonWidget:
    """A tutor step on ``game`` that asks for option ``wanted`` only (the lesson's own step takes either)."""
    step = Step(narration="Pick the option.", position=game.copy, expect=[game.legal_actions()[wanted]])
    return LessonWidget(Lesson(title="Party choice", steps=[step], widget=lesson_board()))


@pytest.mark.rule("FH-GEN-PARTY-1", "FH-MACT-2")
def test_the_tutor_names_the_option_picked_and_the_one_asked_for_as_their_buttons_read() -> None:
    lw = _one_option_lesson(_tie(), 0)
    lw.game_widget.press(SHOWN[1])
    assert f"You chose “{SHOWN[1]}”; this step asks for “{SHOWN[0]}”." in lw.feedback_text
    assert "(0, 3)" not in lw.feedback_text and "(1, 3)" not in lw.feedback_text
    assert lw.game.state.decision.kind == "party" and lw.game.fig("hound-2").hex == (2, 1)   # taken back
    lw = _one_option_lesson(_tie(), 0)
    with speaking("ja"):
        lw.game_widget.press(SHOWN[1])
    assert f"選んだのは「{SHOWN_JA[1]}」です。このステップで求めているのは「{SHOWN_JA[0]}」です。" in lw.feedback_text


def _brute_among_three_sprites() -> Frosthaven:
    """A brute with an attack of 2 targets next to three Ember Sprites: it focuses on the first, and the second
    and the third are equally good second targets (as in test_fh_figures_of_one_name)."""
    g = two_characters_in_play()
    place(g, "C0", (11, -5))
    place(g, "C1", (5, 4))   # out of the brute's reach
    for n, at in enumerate(((1, 2), (2, 1), (3, 2)), 1):
        g.state.figures.append(type(g.fig("C0"))(f"S1-{n}", "summon", "Ember Sprite", at, 3, 3, owner=1, move=2,
                                                 attack=1))
    g.state.summon_count = 3
    brute = add_monster(g, "brute", 1, (2, 2))
    drain(g, TK.AutoTurnTask(actor=brute.fid, abilities=[{"attack": 2, "target": 2}], boost={}), TK.EndRoundTask())
    return g


@pytest.mark.rule("FH-GEN-PARTY-1", "FH-MACT-2")
def test_the_tutor_tells_two_ember_sprites_apart_in_the_options_it_names() -> None:
    g = _brute_among_three_sprites()
    shown = [f"brute 1: stay, attack Ember Sprite 1 and Ember Sprite {n} (focus Ember Sprite 1)" for n in (2, 3)]
    assert [g.action_to_string(a) for a in g.legal_actions()] == shown
    lw = _one_option_lesson(g, 0)
    lw.game_widget.press(shown[1])
    assert f"You chose “{shown[1]}”; this step asks for “{shown[0]}”." in lw.feedback_text


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_a_lesson_whose_solution_picks_no_offered_option_is_refused_naming_the_options_as_buttons() -> None:
    game = _tie()
    step = Step(narration="Pick.", position=game.copy, expect=[game.legal_actions()[0]], solution=[PartyChoice(2)])
    with pytest.raises(LessonError) as refused:
        Lesson(title="Party choice", steps=[step]).check_all()
    assert f"legal: {SHOWN}" in str(refused.value) and "(0, 3)" not in str(refused.value)
