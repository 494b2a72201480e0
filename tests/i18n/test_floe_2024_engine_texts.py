"""The Floe 2024 engine writes Japanese first; every event, refusal and action name reads in English too."""

from __future__ import annotations

import random
import re

from floe_widgets import games, i18n
from floe_widgets.games.floe_2024.actions import Choose

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def played(seed: int, players: int, steps: int):
    game, chooser = games.new("floe-2024", players=players, seed=seed), random.Random(seed)
    for _ in range(steps):
        legal = game.legal_actions()
        if not legal:
            return
        yield game, legal, game.apply(chooser.choice(legal))


def in_english(said: str) -> str:
    with i18n.speaking("en"):
        return i18n.text(said)


def test_events_refusals_and_actions_read_in_both_languages() -> None:
    events = refusals = actions = 0
    for seed, players in ((1, 2), (4, 3), (6, 4)):
        for game, legal, happened in played(seed, players, 160):
            for event in happened:
                assert isinstance(event.text, i18n.Message)
                assert event.text.said_in("ja") == event.text  # the engine's own text is the Japanese one
                assert not JAPANESE.search(in_english(event.text)), event.text
                events += 1
            for action in legal:
                if not isinstance(action, Choose):  # a choice's options are the state's own (Japanese) texts
                    assert not JAPANESE.search(in_english(action.describe())), action.describe()
                    actions += 1
            for action in list(game.candidates())[:40]:
                refused = game.why_not(action)
                if refused:
                    assert not JAPANESE.search(in_english(refused[1])), refused[1]
                    refusals += 1
    assert events > 300 and refusals > 100 and actions > 300
