"""An Ice and Idols widget in Japanese: its controls (buttons, their tooltips, the menus' options, the tile
picker, the line over the controls) hold no English word at seeded random positions, and an English widget
still says the actions as the saves and lessons know them.

Words kept in Latin letters on purpose: "AP" (the game's action points, as the Japanese catalogue writes
them), "VP" (victory points, likewise), "English" (the language menu names each language in its own words)
and the seats "P1".."P4" (one letter, not a word here).  Whole games' logs and final scores are read in
Japanese too; the rules reference shown under "why?" is not checked here.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest

from floe_widgets import games, i18n
from floe_widgets.games.ice_and_idols.actions import ChooseKey
from floe_widgets.games.ice_and_idols.widgets import TempleWidget
from floe_widgets.widgets import EventLog, RulesSearch
from floe_widgets.widgets.language import tree
from floe_widgets.widgets.log import LogEntry

KEPT_IN_LATIN = {"AP", "VP", "English"}
WORD = re.compile(r"[A-Za-z]{2,}")


def english_words(text: str) -> set[str]:
    return set(WORD.findall(text)) - KEPT_IN_LATIN


def inside(widget: Any, kinds: tuple[type, ...]) -> set[int]:
    """Ids of every widget under a widget of one of ``kinds`` (those parts are left out)."""
    return {id(part) for item in tree(widget) if isinstance(item, kinds) for part in tree(item)}


def control_texts(widget: TempleWidget) -> Iterator[tuple[str, str]]:
    skipped = inside(widget, (EventLog, RulesSearch))
    for item in tree(widget):
        if id(item) in skipped:
            continue
        name = type(item).__name__
        for trait in ("description", "tooltip"):
            value = getattr(item, trait, None)
            if isinstance(item, (w.Button, w.Dropdown, w.ToggleButtons)) and isinstance(value, str) and value:
                yield f"{name}.{trait}", value
        for label in getattr(item, "_options_labels", ()) or ():
            yield f"{name}.option", label
    yield "turn line", re.sub(r"<[^>]*>", " ", widget.turn_info.value)


def positions(seed: int, count: int) -> Iterator[Any]:
    chooser = random.Random(seed)
    game = games.new("ice-and-idols", players=2, seed=seed)
    for _ in range(count):
        yield game
        for _ in range(chooser.randrange(2, 15)):
            legal = game.legal_actions()
            if not legal:
                return
            game.apply(chooser.choice(legal))


@pytest.mark.parametrize("seed", [3, 11])
def test_no_english_word_in_the_controls_of_a_japanese_ice_and_idols_widget(seed: int) -> None:
    found: dict[tuple[str, str], set[str]] = {}
    shown = 0
    with i18n.speaking("ja"):
        widget = TempleWidget(games.new("ice-and-idols", players=2, seed=seed))
        for game in positions(seed, 6):
            widget.game = game
            widget.refresh()
            for where, text in control_texts(widget):
                shown += 1
                if english_words(text):
                    found[(where, text)] = english_words(text)
    assert shown > 50 and not found, sorted(found.items())[:8]


def test_an_english_widget_says_the_actions_as_saves_and_lessons_know_them() -> None:
    with i18n.speaking("en"):
        game = games.new("ice-and-idols", players=2, seed=3)
        while game.state.phase == "keys":
            game.apply(game.legal_actions()[0])
        said = {a.describe() for a in game.legal_actions()}
        assert "End turn" in said and any(s.startswith("Move ") for s in said)
        for action in game.legal_actions():
            assert game.parse_action(action.describe()) == action


@pytest.mark.parametrize("seed", [3, 11])
def test_every_refusal_of_ice_and_idols_reads_in_japanese(seed: int) -> None:
    """The sentences ``why_not`` gives for the candidates it refuses, at seeded positions, said in Japanese."""
    refused: dict[str, set[str]] = {}
    with i18n.speaking("ja"):
        for game in positions(seed, 6):
            for action in game.candidates():
                reason = game.why_not(action)
                if reason is not None:
                    said = i18n.text(reason[1])
                    refused[said] = english_words(said)
    assert len(refused) >= 5 and not {said for said, words in refused.items() if words}


def test_a_refusal_is_written_in_english_and_said_again_in_japanese() -> None:
    game = games.new("ice-and-idols", players=2, seed=3)
    while game.state.phase == "keys":
        game.apply(game.legal_actions()[0])
    rule, reason = game.why_not(ChooseKey(1))
    assert (rule, reason) == ("IAI-SETUP-KEY-1", "Key cards are chosen only during setup.")
    with i18n.speaking("ja"):
        assert i18n.text(reason) == "鍵カードを選ぶのは準備のときだけです。"


def test_the_turn_events_read_in_japanese() -> None:
    """The events of moving, carrying idols, adrenaline and turns (the log's most frequent lines) in Japanese."""
    *_, game = positions(5, 12)
    with i18n.speaking("ja"):
        said = [i18n.text(e.text) for e in game.events() if isinstance(e.text, i18n.Message)]
    assert len(said) > 20 and not [s for s in said if english_words(s)], said[:5]
    assert any("手番を始める" in s for s in said)



#: a seeded player that favours what moves the game on (idols, altars, research), so a whole game reaches
#: the research, power and event lines that uniformly random play hardly ever does
EAGER = {"pick-up": 8, "place": 20, "research": 3, "gain-power": 2, "shift-tokens": 3, "move-to": 3,
         "end-turn": 0.2, "drop": 0.1, "cancel": 0.1}


def played_to_the_end(players: int, seed: int) -> Any:
    chooser = random.Random(seed)
    game = games.new("ice-and-idols", players=players, seed=seed)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(chooser.choices(legal, [EAGER.get(a.kind, 1) for a in legal])[0])
    return game


RULE_IDS = re.compile(r'<span class="fw-rule-ids">.*?</span>')


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2)])
def test_a_whole_game_s_log_and_scores_read_in_japanese(players: int, seed: int) -> None:
    """Every event of a seeded game played to the end (research, tracks, powers, tile powers, abilities, temple
    events, rounds, final scores) said in Japanese, one log line of each kind as the log shows it, and the final
    score line, without an English word (the rule ids after a log line are ids, not words: left out)."""
    game = played_to_the_end(players, seed)
    events = [event for step in game.history for event in step.events]
    assert {"research", "power", "event", "round", "game-end", "scores"} <= {e.kind for e in events}
    assert all(isinstance(e.text, i18n.Message) for e in events), [e.text for e in events
                                                                    if not isinstance(e.text, i18n.Message)][:3]
    first_of_each = {e.text.id: e for e in reversed(events)}
    with i18n.speaking("ja"):
        said = {i18n.text(e.text) for e in events}
        shown = [re.sub(r"<[^>]*>", " ", RULE_IDS.sub("", LogEntry(e, game.rules(), game.seat_name).text.value))
                 for e in first_of_each.values()]
        scores = re.sub(r"<[^>]*>", " ", TempleWidget(game).turn_text())
    english = {line: english_words(line) for line in [*said, *shown, scores] if english_words(line)}
    assert not english, sorted(english.items())[:8]
    assert any(line.startswith("最終得点") for line in said) and "最終得点" in scores


@pytest.mark.parametrize("options", [{"map": "spiral"}, {"variant": "slow"}, {"characters": ["curator"]},
                                     {"first_player": 5}, {"borders": ["sun", "moon", "star", "comet"]},
                                     {"max_rounds": -1}, {"max_quiet_rounds": 1.5}, {"colour": "red"}])
def test_a_refused_setup_reads_in_japanese(options: dict[str, Any]) -> None:
    from floe_widgets.core import SetupError

    with pytest.raises(SetupError) as refused:
        games.new("ice-and-idols", players=2, **options)
    with i18n.speaking("ja"):
        said = i18n.text(refused.value.reason)
    names = {"spiral", "slow", "curator", "keysmith", "sculptor", "architect", "first", "game", "alternative",
             "random", "standard", "quick", "max", "rounds", "quiet", "colour"}
    assert said != refused.value.reason and not english_words(said) - names, said


def test_the_one_line_summary_reads_in_japanese() -> None:
    game = games.new("ice-and-idols", players=2, seed=3)
    english = game.describe()
    assert english.startswith("Ice and Idols, round 1: ") and "AP left." in english
    with i18n.speaking("ja"):
        said = i18n.text(english)
    assert said.startswith("アイス・アンド・アイドルズ") and not english_words(said), said
