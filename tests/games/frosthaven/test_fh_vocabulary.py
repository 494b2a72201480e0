"""Frosthaven positions written in the game's words: each edit changes what it says, a wrong name is refused
by name, and a lesson file's wrong edit is reported with its file, line and edit."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.lessons.vocabulary import CHECKS
from floe_widgets.games.frosthaven.scenario.actions import ShortRest
from floe_widgets.games.position_files import DocumentError, Refusal, build_position, load_position, vocabulary

SETUP = {"players": 2, "seed": 5, "characters": ["Ironbark Warden", "Emberwright"]}
SELECT = ["Ironbark Warden plays Root Snare (33), leading, and Bark Slam (52)",
          "Emberwright plays Ash Storm (67), leading, and Cinder Bolt (21)"]


def edited(*edits: dict, setup: dict | None = None, game: str = "frosthaven"):
    return build_position({"setup": setup or SETUP, "edits": list(edits)}, vocabulary(game), None, ())


def refusal(edit: dict) -> str:
    with pytest.raises(Refusal) as caught:
        edited(edit)
    return caught.value.message


def test_the_setup_names_classes_and_perks_and_waits_for_card_selection():
    game = edited(setup={**SETUP, "perks": {1: ["Add two rolling +1 cards"]}})
    assert game.options["classes"] == ["warden", "emberwright"] and game.state.phase == "select"
    assert game.state.characters[0].deck.draw.count("r+1") == 2


def test_figure_edits_speak_like_the_situation_format():
    game = edited({"only monsters": ["Frost Hound 2"]},
                  {"figure": "Frost Hound 2", "hex": [1, 0], "hp": 12, "max hp": 12,
                   "conditions": ["poison", {"brittle": 1}], "shield": 1},
                  {"figure": "Character 1", "hex": [0, 2], "hp": 5})
    hound, warden = game.fig("hound-2"), game.fig("C0")
    assert [f.fid for f in game.state.figures if f.kind == "monster"] == ["hound-2"]
    assert (hound.hex, hound.hp, hound.max_hp, hound.conditions) == ((1, 0), 12, 12, {"poison": 0, "brittle": 1})
    assert [(b.kind, b.value) for b in hound.bonuses] == [("shield", 1)]
    assert (warden.hex, warden.hp) == ((0, 2), 5)


def test_piles_decks_and_elements_are_set_by_name():
    game = edited({"monster deck": "Frost Hound", "next card": "Howl"},
                  {"modifier deck": "Character 2", "on top": ["-1", "+2"]},
                  {"cards of": "Character 1", "hand": ["Sap Mending"], "discard": ["Rooted Guard (11)"],
                   "lost": ["Bark Slam", "Heartwood Swing", "Thorned Hide", "Splinter Lunge", "Root Snare",
                            "Oaken Charge", "Steady Stance", "Ringing Blow"]},
                  {"loot deck on top": ["3 coins"]}, {"element": "fire", "is": "strong"},
                  {"exhausted": "Character 2"}, {"spent item": "Healing Draught", "of": 1})
    st = game.state
    ember, warden = st.characters[1], st.characters[0]
    assert ember.deck.draw[:2] == ["-1", "+2"] and ember.exhausted and game.fig("C1") is None
    assert (warden.hand, warden.discard) == (["warden-06"], ["warden-01"])
    assert warden.lost == ["warden-02", "warden-03", "warden-04", "warden-05", "warden-07", "warden-08", "warden-09",
                           "warden-10"]
    assert st.loot_deck[0] == "coin-3" and st.elements["fire"] == 2
    assert [i.state for i in warden.items if i.item == "healing-draught"] == ["spent"]


def test_played_actions_stay_in_the_history_and_the_short_rest_card_is_fixed():
    game = edited({"play": SELECT}, {"short rest loses": ["Splinter Lunge (45)"]})
    assert [a.describe() for a in game.actions] == SELECT
    assert game.chance.fixed("short-rest") == {"short-rest": ["warden-05"]}
    game.undo()
    assert game.state.characters[1].selected == [] and len(game.actions) == 1


@pytest.mark.parametrize(("edit", "said"), [
    ({"figure": "Frost Hound 9", "hex": [0, 0]}, "no figure here is called 'Frost Hound 9'"),
    ({"cards of": "Character 1", "hand": ["Fireball"]}, "the Ironbark Warden has no card called 'Fireball'"),
    ({"monster deck": "Frost Hound", "next card": "Dance"}, "the Frost Hound deck has no card 'Dance'"),
    ({"modifier deck": "Character 3", "on top": ["+1"]}, "there is no character 'Character 3'"),
    ({"element": "fire", "is": "hot"}, "is strong, waning or inert"),
    ({"figure": "Character 1", "hex": [0]}, "a hex is written [q, r]"),
    ({"play": ["Fly away"]}, "'Fly away' cannot be played here"),
    ({"teleport": "Character 1"}, "unknown edit ['teleport']"),
])
def test_a_wrong_edit_is_refused_in_words_a_teacher_can_act_on(edit, said):
    assert said in refusal(edit)


def test_a_position_file_names_the_line_of_a_wrong_edit(tmp_path):
    path = tmp_path / "hall.yaml"
    text = ("format: floe-widgets-position/1\ngame: frosthaven\nsetup: {players: 2, seed: 5}\nedits:\n"
            "- {only monsters: [Frost Hound 2]}\n- {figure: Rime Archer 4, hex: [1, 0]}\n")
    with pytest.raises(DocumentError) as caught:
        load_position(path, text)
    assert caught.value.problems == [f"{path}:6: edit 2: no figure here is called 'Rime Archer 4' "
                                     "(here: Frost Hound 2, Character 1, Character 2)"]


def test_the_named_checks_read_the_position():
    game = edited({"only monsters": ["Frost Hound 2"]}, {"figure": "Frost Hound 2", "hex": [1, 0], "hp": 3},
                  {"play": SELECT[:1]})
    assert CHECKS["next to"](game, {"figure": "Character 1", "of": "Frost Hound 2"})
    assert CHECKS["hit points"](game, {"figure": "Frost Hound 2", "is": 3})
    assert CHECKS["stands on"](game, {"figure": "Frost Hound 2", "hex": [1, 0]})
    assert not CHECKS["defeated"](game, "Frost Hound 2") and CHECKS["phase"](game, "select")
    assert CHECKS["lead outside"](game, {"character": 1, "below": 30})        # Root Snare leads at 33
    assert not CHECKS["lead outside"](game, {"character": 1, "below": 40})


def test_a_short_rest_fixed_by_the_file_loses_the_named_card():
    game = edited({"exhausted": "Character 2"}, {"only monsters": []},
                  {"cards of": "Character 1", "hand": ["Bark Slam", "Sap Mending"],
                   "discard": ["Splinter Lunge", "Heartwood Swing"],
                   "lost": ["Rooted Guard", "Thorned Hide", "Root Snare", "Oaken Charge", "Steady Stance",
                            "Ringing Blow"]},
                  {"play": ["Ironbark Warden plays Bark Slam (52), leading, and Sap Mending (70)",
                            "Use the basic Attack 2 of Sap Mending (70)", "Use the basic Move 2 of Bark Slam (52)",
                            "Skip / done"]},
                  {"short rest loses": ["Splinter Lunge"]})
    game.apply(ShortRest(0, True))
    assert game.state.decision.card == "warden-05"


def test_the_campaign_stacks_its_event_and_town_guard_decks():
    game = build_position({"setup": {"players": 2, "seed": 7, "characters": ["Ironbark Warden", "Emberwright"]},
                           "play": ["Play scenario 1"],
                           "edits": [{"outpost events": "summer", "on top": "SO-07"},
                                     {"town guard deck on top": ["+1", "-2"]}]},
                          vocabulary("frosthaven-campaign"), None, ())
    assert game.state.event_decks["summer"][0] == "SO-07" and game.state.guard_deck[:2] == [1, -2]
    with pytest.raises(Refusal, match="no Town Guard card \\+5 is left"):
        build_position({"setup": {"players": 2}, "edits": [{"town guard deck on top": ["+5"]}]},
                       vocabulary("frosthaven-campaign"), None, ())
