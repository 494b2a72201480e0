"""Frosthaven in Japanese: the solver's explanations (``fh solve --lang ja``) and the pictures of the
scenario, tactics and campaign views hold no English word."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

from floe_widgets import games, i18n
from floe_widgets.cli import main
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.outpost.view import CampaignView
from floe_widgets.games.frosthaven.situations.situation import parse_situation, solve
from floe_widgets.games.frosthaven.views.scenario_view import ScenarioView
from floe_widgets.games.frosthaven.views.tactics_view import SolvedSituation, TacticsView

WORD = re.compile(r"[A-Za-z]{2,}")
RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b")
SITUATIONS = resources.files("floe_widgets.games.frosthaven.content") / "situations"


def english_words(text: str) -> set[str]:
    return set(WORD.findall(RULE_ID.sub(" ", text)))


def test_fh_solve_explains_every_shipped_situation_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    with i18n.speaking(i18n.language()):   # the command sets the language: set it back afterwards
        assert main(["fh", "solve", str(SITUATIONS), "--lang", "ja"]) == 0
    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    sentences = [s for a in answers for s in a["explanation"]]
    assert len(answers) == len(list(SITUATIONS.glob("*.json"))) and len(sentences) > 5 * len(answers)
    english = {s for s in sentences if english_words(s)}
    assert not english, sorted(english)[:5]


def test_fh_solve_still_explains_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    first = sorted(SITUATIONS.glob("*.json"))[0]
    with i18n.speaking("en"):
        assert main(["fh", "solve", str(first)]) == 0
    explanation = json.loads(capsys.readouterr().out)["explanation"]
    assert explanation[0] == "M focuses with its attack: melee. (FH-FOCUS-2)"


def drawn_texts(fig: Any) -> list[str]:
    fig.canvas.draw()
    return [t.get_text() for t in fig.findobj(Text) if t.get_visible() and t.get_text()]


def scenario_positions(seed: int, count: int, players: int = 2) -> Iterator[Any]:
    chooser = random.Random(seed)
    game = games.new("frosthaven", players=players, seed=seed)
    for _ in range(count):
        yield game
        for _ in range(chooser.randrange(3, 25)):
            legal = game.legal_actions()
            if not legal:
                return
            game.apply(chooser.choice(legal))


@pytest.mark.parametrize("seed", [2, 9])
def test_the_scenario_board_in_japanese_has_no_english_word(seed: int) -> None:
    found: dict[str, set[str]] = {}
    with i18n.speaking("ja"):
        fig = Figure(figsize=ScenarioView.figsize)
        FigureCanvasAgg(fig)
        for game in scenario_positions(seed, 5, players=3):
            view = ScenarioView(game, {"coords": True})
            view.draw(game.state, fig, highlight=game.legal_actions())
            for words in [*drawn_texts(fig), view.describe_board(game.state)]:
                if english_words(words):
                    found[words] = english_words(words)
    assert not found, sorted(found.items())[:5]


def shipped_situations(every: int) -> list[Any]:
    return [parse_situation(path.read_text(encoding="utf-8")) for path in sorted(SITUATIONS.glob("*.json"))[::every]]


@pytest.mark.parametrize("option", [None, "all"])
def test_the_tactics_board_in_japanese_has_no_english_word(option: str | None) -> None:
    """A situation's title is its document's own text (a user writes it): drawn as it is, in any language."""
    found: dict[str, set[str]] = {}
    with i18n.speaking("ja"):
        for sit in shipped_situations(every=8):
            shown = SolvedSituation(sit, solve(sit), option, True, None)
            fig = Figure(figsize=TacticsView.figsize)
            FigureCanvasAgg(fig)
            view = TacticsView(shown)
            view.draw(shown, fig)
            description = view.describe_board(shown).replace(sit.title, "")
            for words in [*(t for t in drawn_texts(fig) if t != sit.title), description]:
                if english_words(words):
                    found[words] = english_words(words)
    assert not found, sorted(found.items())[:5]


def test_the_campaign_board_in_japanese_has_no_english_word() -> None:
    found: dict[str, set[str]] = {}
    with i18n.speaking("ja"):
        chooser = random.Random(5)
        game = FrosthavenCampaign(players=4, seed=5)
        fig = Figure(figsize=CampaignView.figsize)
        FigureCanvasAgg(fig)
        view = CampaignView(game)
        for _ in range(12):
            view.draw(game.state, fig, highlight=game.legal_actions())
            for words in [*drawn_texts(fig), view.describe_board(game.state)]:
                if english_words(words):
                    found[words] = english_words(words)
            for _ in range(chooser.randrange(2, 12)):
                if game.is_over:
                    break
                game.apply(chooser.choice(game.legal_actions()))
    assert not found, sorted(found.items())[:5]
