"""What changed between the editions: the same turn on a retail table and on a 2024 table."""

from __future__ import annotations

import re

import pytest

from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe_2024 import editions_widget as E
from floe_widgets.games.floe_2024.actions import Convert
from floe_widgets.games.floe_2024.game import Floe2024
from floe_widgets.i18n import speaking, text, tr

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture(scope="module", params=[t.key for t in E.TOPICS])
def topic(request):
    return E.topic(request.param)


def test_every_topic_cites_rules_both_engines_know_and_shows_their_retail_notes(topic):
    new_rules, retail_rules = Floe2024.rules(), Floe.rules()
    assert all(rid in new_rules for rid in topic.rules) and all(rid in retail_rules for rid in topic.retail_rules)
    notes = topic.notes()
    assert [rid for rid, _ in notes] == list(topic.rules) and all(note for _, note in notes)
    with speaking("ja"):
        assert JAPANESE.search(tr(topic.title)) and JAPANESE.search(tr(topic.summary))
    with speaking("en"):
        assert not JAPANESE.search(tr(topic.title)) and not JAPANESE.search(tr(topic.summary))


def test_the_same_turn_ends_differently_on_the_two_tables(topic):
    retail, new = topic.play()
    said_retail, said_2024 = topic.outcome(retail, new)
    assert said_retail != said_2024 and JAPANESE.search(said_retail) and JAPANESE.search(said_2024)
    with speaking("en"):
        english = text(said_retail), text(said_2024)
    assert english[0] != english[1] and not any(JAPANESE.search(said) for said in english)


@pytest.mark.rule("FLOEJA-VIL-SOW-1")
def test_villagers_skip_a_full_tavern_only_in_2024():
    retail, new = E.topic("villagers").play()
    assert (retail.state.village.villagers["tavern"], retail.state.village.villagers["springs"]) == (4, 0)
    assert (new.state.villagers["tavern"], new.state.villagers["springs"]) == (3, 1)


@pytest.mark.rule("FLOEJA-SAIL-COST-1")
def test_the_same_voyage_costs_per_shallows_in_retail_and_per_sea_in_2024():
    retail, new = E.topic("sailing").play()
    assert retail.state.players[0].location == new.state.players[0].location == "skull.I3"
    assert 5 - retail.state.players[0].warmth == 2          # two shallows crossed
    assert 5 - new.state.players[0].warmth == 3             # three seas entered


@pytest.mark.rule("FLOEJA-RES-CONVERT-1")
def test_a_crystal_costs_two_resources_in_retail_and_four_bubbles_in_2024():
    retail, new = E.topic("crystal").play()
    r, n = retail.state.players[0], new.state.players[0]
    assert (r.crystals, r.resources["pearl"], r.resources["kelp"], r.soda) == (1, 0, 0, 4)
    assert (n.crystals, n.res["pearl"], n.res["kelp"], n.res["bubble"]) == (1, 1, 1, 0)
    assert Convert("crystal") not in new.legal_actions()    # resources alone never buy one in 2024


def test_the_crystal_outcome_names_soda_as_the_retail_board_does():
    retail, new = E.topic("crystal").play()
    said_retail, _ = E.topic("crystal").outcome(retail, new)
    with speaking("ja"):
        board_word = tr("Soda")   # the retail board's Japanese word for Soda
        assert f"{board_word}4" in text(said_retail)


def test_the_overview_lists_every_rule_with_a_retail_note():
    overview = E.overview()
    listed = {rid for notes in overview.values() for rid, _ in notes}
    with_notes = {e["id"] for e in E.rules_entries() if e.get("retail")}
    assert listed == with_notes and len(listed) > 100
    assert "<table>" in E.overview_html()


def test_the_live_boards_build_for_every_topic(topic):
    box = E.boards(topic.key)
    assert "fw-editions" in box._dom_classes
    header, tables = box.children
    assert len(tables.children) == 2


def written(box) -> str:
    return " ".join(h.value for h in (box.heading, box.retail_said, box.new_said))


def test_the_comparison_speaks_the_language_picked_in_its_menu():
    with speaking("en"):
        box = E.boards("crystal")
        assert "What a Crystal costs" in written(box) and not JAPANESE.search(written(box))
        box.language_picker.value = "ja"
        # the retail notes are the rules file's own (English) notes: the rest is Japanese
        assert "クリスタルの値段" in box.heading.value and "What a Crystal" not in box.heading.value
        assert all(JAPANESE.search(h.value) and "Crystal" not in h.value for h in (box.retail_said, box.new_said))
        box.language_picker.value = "en"
        assert not JAPANESE.search(written(box))


def test_the_comparison_has_one_presenter_button_for_both_boards():
    box = E.boards("sailing")
    box.presenter_toggle.value = True
    assert box.retail_board.presenter and box.new_board.presenter and "fw-presenter" in box._dom_classes
    box.key_events._dom_handlers({"type": "keydown", "key": "p"})
    assert not box.retail_board.presenter and not box.new_board.presenter


@pytest.mark.rule("FLOEJA-EXPL-SOURCE-1")
def test_without_a_ship_at_the_dock_only_retail_explores_the_seas():
    retail, new = E.topic("exploring").play()
    assert E.explorable(retail) == ["本島の氷山1", "本島の海1", "本島の海4"]
    assert E.explorable(new) == ["本島の氷山1"]
