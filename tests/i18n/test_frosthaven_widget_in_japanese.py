"""A Frosthaven scenario widget and a campaign widget in Japanese, at seeded random positions: no English word
in any button, menu option, tooltip, label, panel, log line or refusal; an English widget still says the actions
as the saves and lessons know them; the CLI in Japanese tells a short Frosthaven game and campaign in Japanese
(the CLI's own checks are in test_cli_language.py).

Kept in Latin letters on purpose: "HP" and "XP" (as the Japanese catalogue writes them), "ID" (ルールID),
"English" (the language menu names each language in its own words), rule ids ("FH-CARD-ACTION-1", cited after
each log line), and the numbers printed on cards and the map (outpost events "SO-04", road events "SR-03",
personal quests "PQ-01", map coordinates "(B-16)" and "(FR)").

The rules reference's explanation under a log line or a refusal (the "why?" text and the rules search) is
checked too.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest

from floe_widgets import games, i18n
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.scenario.actions import (
    ChooseGoal,
    ChooseHalf,
    Consume,
    KeepCard,
    LongRest,
    LoseCard,
    MoveTo,
    PartyChoice,
    Perform,
    PlaceAt,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    Target,
    UseItem,
)
from floe_widgets.games.frosthaven.widgets.scenario_widget import ScenarioWidget
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.language import LanguagePicker, tree
from floe_widgets.widgets.style import PageFont

KEPT_IN_LATIN = {"HP", "XP", "ID"}
WORD = re.compile(r"[A-Za-z]{2,}")
PRINTED = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b|(?<![A-Za-z])(?:SO|WO|SR|WR|PQ)-\d+|\([A-Z]{1,2}(?:-\d+)?\)")


def english_words(text: str) -> set[str]:
    return set(WORD.findall(PRINTED.sub(" ", text))) - KEPT_IN_LATIN


def left_out(widget: Any) -> set[int]:
    """Ids of the parts not checked: the style sheets and the language menu (each language in its own words)."""
    out = {id(part) for item in tree(widget) if isinstance(item, (PageFont, LanguagePicker)) for part in tree(item)}
    return out | {id(item) for item in tree(widget) if isinstance(item, w.HTML) and "<style" in item.value}


def shown_texts(widget: Any) -> Iterator[tuple[str, str]]:
    skipped = left_out(widget)
    for item in tree(widget):
        if id(item) in skipped:
            continue
        name = type(item).__name__
        for trait in ("description", "tooltip", "placeholder"):
            value = getattr(item, trait, None)
            if isinstance(value, str) and value:
                yield f"{name}.{trait}", value
        for label in getattr(item, "_options_labels", ()) or ():
            yield f"{name}.option", label
        if isinstance(item, (w.HTML, w.Label)):
            yield f"{name}.value", html.unescape(re.sub(r"<[^>]*>", " ", item.value))


def positions(game: Any, seed: int, count: int) -> Iterator[Any]:
    chooser = random.Random(seed)
    for _ in range(count):
        yield game
        for _ in range(chooser.randrange(3, 25)):
            if game.is_over:
                return
            game.apply(chooser.choice(game.legal_actions()))


def english_in(widget: Any, seed: int, count: int) -> tuple[int, dict[tuple[str, str], set[str]]]:
    found: dict[tuple[str, str], set[str]] = {}
    shown = 0
    for _game in positions(widget.game, seed, count):
        widget.refresh()
        for where, text in shown_texts(widget):
            shown += 1
            if english_words(text):
                found[(where, text)] = english_words(text)
    return shown, found


def test_no_english_word_in_a_japanese_scenario_widget() -> None:
    with i18n.speaking("ja"):
        widget = ScenarioWidget(games.new("frosthaven", players=3, seed=2))
        shown, found = english_in(widget, 2, 5)
    assert shown > 200 and not found, sorted(found.items())[:6]


def test_no_english_word_in_a_japanese_campaign_widget() -> None:
    with i18n.speaking("ja"):
        widget = GameWidget(FrosthavenCampaign(players=3, seed=5))
        shown, found = english_in(widget, 5, 6)
    assert shown > 200 and not found, sorted(found.items())[:6]


def probes(game: Any) -> list[Any]:
    """Well-typed actions a scenario mostly refuses now (its candidates are what it offers): every card,
    figure, item and hex of the position in each kind of choice."""
    s = game.state
    cards = sorted({c for ch in s.characters for c in (*ch.hand, *ch.discard, *ch.lost, *ch.selected)})
    hexes = sorted({f.hex for f in s.figures} | {(0, 0), (1, 0), (2, -1)})
    seats = range(len(s.characters))
    return [*(ChooseHalf(c, h) for c in cards[:6] for h in ("top", "bottom")), *(LoseCard(c) for c in cards[:6]),
            *(SelectCards(seat, a, b) for seat in seats for a, b in zip(cards[:4], cards[1:5])),
            *(Target(f.fid) for f in s.figures), *(MoveTo(h) for h in hexes), *(PlaceAt(h) for h in hexes),
            *(UseItem(i.item) for ch in s.characters for i in ch.items), *(LongRest(seat) for seat in seats),
            *(ShortRest(seat, True) for seat in seats), *(ChooseGoal(seat, "hoarder") for seat in seats),
            Consume("fire"), Perform(), Skip(), TakeDamage(), Redraw(True), KeepCard("+1"), PartyChoice(0, "")]


def refusals(game: Any, seed: int, count: int) -> Iterator[str]:
    for _game in positions(game, seed, count):
        for action in [*game.candidates(), *(probes(game) if hasattr(game.state, "figures") else ())]:
            reason = game.why_not(action)
            if reason is not None:
                yield reason[1]
                yield game.rules().explain(reason[0])   # the rule's explanation shown under the refusal


@pytest.mark.parametrize("make", [lambda: games.new("frosthaven", players=2, seed=4),
                                  lambda: FrosthavenCampaign(players=2, seed=4)], ids=["scenario", "campaign"])
def test_every_refusal_reads_in_japanese(make: Any) -> None:
    """The sentences ``why_not`` gives for the candidates it refuses and their rules' explanations, said in
    Japanese."""
    with i18n.speaking("ja"):
        said = {i18n.text(reason) for reason in refusals(make(), 4, 10)}
    assert len(said) >= 3 and not [s for s in said if english_words(s)], said


def test_a_japanese_position_reads_the_waiting_choice_the_goal_and_the_names() -> None:
    with i18n.speaking("ja"):
        widget = ScenarioWidget(games.new("frosthaven", players=2, seed=1))
        assert "バトル目標を残す" in widget.party.value and "鉄樹皮の番人" in widget.party.value
        assert "霧氷のトーテムを壊し" in widget.status.value and widget.title.value == "<b>フロストヘイブン</b>"
        buttons = {b.description for b in widget.buttons.values()}
    assert any("がバトル目標「" in b for b in buttons), buttons


def test_an_english_widget_says_the_actions_as_saves_and_lessons_know_them() -> None:
    """The engines still write English: the Japanese is only how a widget says them again."""
    game = games.new("frosthaven", players=2, seed=1)
    with i18n.speaking("ja"):
        said = {game.action_to_string(a) for a in game.legal_actions()}
    assert "Ironbark Warden keeps the battle goal Survivor" in said, said
    for action in game.legal_actions():
        assert game.parse_action(game.action_to_string(action)) == action
    campaign = FrosthavenCampaign(players=2, seed=1)
    assert str(campaign.title) == "Frosthaven campaign"
    assert {str(a.describe()) for a in campaign.legal_actions()} >= {"Play scenario 1"}


def test_the_tactics_lab_controls_read_in_japanese() -> None:
    """Its click modes, conditions and movements (a shipped situation's file name and notes are the document's
    own text, shown as written)."""
    from floe_widgets.games.frosthaven.tactics.widgets import TacticsWidget

    with i18n.speaking("ja"):
        lab = TacticsWidget()
        labels = [label for menu in (lab.mode, lab.condition, lab.movement) for label in menu._options_labels]
        labels += [b.description for b in tree(lab) if isinstance(b, (w.Button, w.Checkbox)) and b.description]
    english = [label for label in labels if english_words(label)]
    assert len(labels) > 30 and not english, english
    assert lab.movement.options[1] == ("跳躍", "jump")   # the document keeps its own words


def test_the_tactics_lab_after_a_switch_to_japanese() -> None:
    """Built in English, switched to Japanese: the menus whose entries carry a value ("option 1", "overlay: icy")
    are said again, and the situation's own note is labelled as the file's text."""
    from floe_widgets.games.frosthaven.tactics.widgets import TacticsWidget

    with i18n.speaking("en"):
        lab = TacticsWidget()
        assert "option 1" in lab.option._options_labels
        lab.language_picker.value = "ja"
        labels = [label for menu in (lab.mode, lab.option) for label in menu._options_labels]
    english = [label for label in labels if english_words(label)]
    assert len(lab.option.options) > 1 and not english, english
    assert lab.mode.value == "place character" and lab.option.value == "every"
    assert "状況ファイルのメモ" in lab.summary.value


def test_the_campaign_summary_reads_in_japanese() -> None:
    """``describe()`` (printed by the outpost notebook) keeps its English and is said again in Japanese."""
    campaign = FrosthavenCampaign(players=2, seed=7, weeks=6)
    said = [campaign.describe()]
    campaign.apply(campaign.legal_actions()[0])
    said.append(campaign.describe())
    assert said[0].startswith("Frosthaven campaign, week 0 (summer), choosing a scenario; prosperity 1")
    assert "Ironbark Warden L1 0xp 30g" in said[0] and "playing scenario 1" in said[1]
    with i18n.speaking("ja"):
        japanese = [i18n.text(s) for s in said]
    assert all(s.startswith("フロストヘイブンのキャンペーン") and not english_words(s) for s in japanese), japanese


def test_a_name_the_campaign_does_not_know_is_refused_in_japanese() -> None:
    """Refusals only ill-formed input meets (a class or a recipe that does not exist), said in Japanese."""
    from floe_widgets.games.frosthaven.outpost import downtime

    state = FrosthavenCampaign(players=2, seed=4).state
    refused = [downtime.why_not_create(state, 3, "nobody", 0, False),
               downtime.why_not_craft(state, state.characters[0], "nothing")]
    with i18n.speaking("ja"):
        said = [i18n.text(sentence) for _, sentence in refused]
    assert said == ["'nobody'というクラスはありません。", "職人工房には'nothing'のレシピがありません。"]


def test_the_scenario_s_one_line_summary_reads_in_japanese() -> None:
    game = games.new("frosthaven", players=2, seed=1)
    assert str(game).startswith("Frosthaven, The Thawing Gate, level 1, setup: battle goals; Ironbark Warden 10/10")
    with i18n.speaking("ja"):
        said = i18n.text(game.describe())
    assert said.startswith("フロストヘイブン「解けゆく門」") and not english_words(said), said


def test_a_random_dungeon_is_named_in_japanese() -> None:
    """Its name joins its three rooms' names in the reader's language."""
    game = games.new("frosthaven", players=2, seed=1, scenario="random-dungeon")
    assert str(game).startswith("Frosthaven, Frozen Cellar, Windswept Ledge and Smouldering Forge, level 1")
    with i18n.speaking("ja"):
        said = i18n.text(game.describe())
    assert said.startswith("フロストヘイブン「凍った地下室、風の吹きすさぶ岩棚、くすぶる鍛冶場」"), said
    assert not english_words(said), said


def test_the_party_panel_says_hit_points_and_experience_as_the_board_beside_it_does() -> None:
    """The board writes a character's health and experience 体力10/10, 経験0; the party panel under it wrote
    "HP 10/10 | XP 0" in Japanese: it now says them as the board does (in English "HP 10/10 | XP 0", as before)."""
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven
    from floe_widgets.games.frosthaven.widgets.scenario_widget import party_html

    g = Frosthaven(players=2, seed=3)
    assert "</b> HP 10/10 | XP 0 | conditions" in party_html(g)
    with i18n.speaking("ja"):
        said = party_html(g)
    assert "</b> 体力10/10 | 経験0 |" in said and "HP" not in said and "XP" not in said
