"""No text a learner reads names a hex as the pair the state keeps ("(0, 3)"): the buttons, the log, the board's
description, the game's summary, the history as the game names its actions, the command line's play-by-play,
the Frosthaven lessons' positions and the tutor's feedback on a wrong move, and the tactics lab, in English and
in Japanese.  A monster's option keeps its plain stored text ("move to (0, 3)", FH-GEN-PARTY-1: saves and the
recorded choice compare it); a learner reads "move to hex 0,3"."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from floe_widgets.core import RandomBot
from floe_widgets.games.frosthaven.scenario.actions import PartyChoice
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.i18n import language, speaking, text
from floe_widgets.tutor import Step
from floe_widgets.tutor.lesson_file import load_lesson
from floe_widgets.views.every_view import view_of

PAIR = re.compile(r"\(-?\d+, -?\d+\)")
ROOT = Path(__file__).resolve().parents[3]
LANGUAGES = ("en", "ja")


def _pairs(said: dict[str, list[str]]) -> dict[str, list[str]]:
    return {where: hits for where, texts in said.items() if (hits := [t for t in texts if PAIR.search(t)])}


def _read(g: Frosthaven, said: dict[str, list[str]]) -> None:
    """What a learner reads of ``g`` now, in each language: its buttons, board and summary."""
    view = view_of(g)
    for lang in LANGUAGES:
        with speaking(lang):
            said["buttons"] += [str(text(g.action_to_string(a))) for a in g.legal_actions()]
            said["board"].append(str(view.describe_board(g.state)))
            said["summary"].append(str(text(g.describe())))


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_seeded_play_shows_no_hex_as_a_pair_though_the_state_keeps_them() -> None:
    said: dict[str, list[str]] = {k: [] for k in ("buttons", "board", "summary", "log", "history")}
    stored = []
    for seed in range(4):
        g = Frosthaven(players=2 + seed % 3, seed=seed)
        bot = RandomBot(seed)
        for _ in range(300):
            if g.is_over:
                break
            _read(g, said)
            events = g.apply(bot.choose(g))
            for lang in LANGUAGES:
                with speaking(lang):
                    said["log"] += [str(text(e.text)) for e in events]
        for lang in LANGUAGES:   # the history as the game names its actions (a notebook listing it, say)
            with speaking(lang):
                said["history"] += [str(text(g.action_to_string(step.action))) for step in g.history]
        stored += [a.text for a in g.actions if isinstance(a, PartyChoice)]
    assert any(PAIR.search(t) for t in stored)   # the party chose; the state kept the pairs
    assert _pairs(said) == {}


def test_the_command_line_play_by_play_shows_no_hex_as_a_pair() -> None:
    from floe_widgets.cli import main

    for lang in LANGUAGES:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), speaking(language()):   # --lang sets the language: set it back
            assert main(["play", "frosthaven", "--seed", "2", "--bots", "random", "--lang", lang]) == 0
        assert "party" in out.getvalue() or "パーティ" in out.getvalue()
        assert not PAIR.findall(out.getvalue())


def test_the_frosthaven_lessons_and_the_tutor_s_feedback_show_no_hex_as_a_pair() -> None:
    """Every step's position (buttons, board), its solution played (log), and the feedback on each legal move
    the step refuses."""
    said: dict[str, list[str]] = {k: [] for k in ("buttons", "board", "summary", "log", "feedback")}
    for path in sorted((ROOT / "tutorials" / "frosthaven" / "lessons").glob("*.yaml")):
        lesson, previous = load_lesson(path), None
        for index, item in enumerate(lesson.steps):
            if not isinstance(item, Step):
                continue
            g = lesson.start(index, previous)
            if g is None:
                continue
            _read(g, said)
            for lang in LANGUAGES:
                with speaking(lang):
                    said["feedback"] += [str(text(item.diagnose(a, g, lesson.words, named=g.action_to_string).message))
                                         for a in g.legal_actions()[:6] if item.expected and not item.accepts(a)]
            for action in item.solution_actions():
                events = g.apply(action)
                for lang in LANGUAGES:
                    with speaking(lang):
                        said["log"] += [str(text(e.text)) for e in events]
            previous = g
    assert said["feedback"] and said["log"]
    assert _pairs(said) == {}


def test_the_tactics_lab_shows_no_hex_as_a_pair() -> None:
    """Every shipped situation: the turn in words, the solver's reasoning, the board's description."""
    from floe_widgets.games.frosthaven.tactics.widgets import TacticsWidget, shipped_situations

    said: list[str] = []
    for lang in LANGUAGES:
        with speaking(lang):
            lab = TacticsWidget()
            for name in shipped_situations():
                assert lab.load_shipped(name)
                view = lab.picture.view
                said += [lab.summary.value, lab.error.value, view.describe_board(view._state)]
                said += [c.value for row in lab.trace.children for c in row.children if hasattr(c, "value")]
    assert said and not [t for t in said if PAIR.search(str(t))]
