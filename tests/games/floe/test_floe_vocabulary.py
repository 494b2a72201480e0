"""Floe positions written in the game's words: each edit changes what it says, a wrong name is refused by name."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.vocabulary import CHECKS, Board, EditError, apply_edit, setup
from floe_widgets.games.position_files import Refusal, build_position, vocabulary

SETUP = {"players": 2, "seed": 5, "heroes": ["Captain Brine", "Scout Wren"],
         "table": {"top-left": "Frostmere", "top-centre": "Island of Floe", "top-right": "Glimmerdeep",
                   "bottom-left": "Hollowfen", "bottom-centre": "Skull Iceberg", "bottom-right": "Emberreach"}}


def edited(*edits: dict):
    return build_position({"setup": SETUP, "edits": list(edits)}, vocabulary("floe"), None, ())


def refusal(edit: dict) -> str:
    with pytest.raises(Refusal) as caught:
        edited(edit)
    return caught.value.message


def test_the_setup_lays_the_named_table_and_heroes():
    game = setup(SETUP)
    assert game.state.world.layout["top-right"] == "glimmerdeep"
    assert [p.hero for p in game.state.players] == ["captain-brine", "scout-wren"]


def test_player_edits_use_board_names():
    game = edited({"player": 1, "warmth": 5, "at": "island of floe NE Iceberg", "stones": {"pearl": "primed"},
                   "chest key": "chest"}, {"move token": "2 kelp", "from": "the S sea of Island of Floe",
                                           "to": "the N sea of Skull Iceberg"})
    p = game.state.players[0]
    assert (p.location, p.warmth, p.stones["pearl"], p.chest_key) == ("floe.I1", 5, 2, -1)
    assert "sea-start-1" in game.state.world.tokens["skull.S0"] and "floe.S2" not in game.state.world.tokens


def test_a_monster_card_and_tokens_are_named_as_printed():
    game = edited({"monster": "Rockeer", "in chamber": 3}, {"display": "Sneaky Sam"},
                  {"give": 1, "tokens": ["sword potion", "shrine map"], "instead": True})
    st = game.state
    assert st.cave.chambers[2].monster == "rockeer" and st.cave.chambers[2].face_up
    assert st.village.ally_display[0] == "sneaky-sam"
    assert [t.split("-")[0] for t in st.players[0].tokens] == ["potion", "map"]


def test_play_starts_the_step_inside_a_turn_with_no_history():
    game = edited({"player": 1, "at": "Island of Floe SE iceberg"}, {"play": ["Take an exploration turn"]})
    assert game.state.turn.kind == "exploration" and game.actions == []
    assert any(isinstance(a, A.Sail) for a in game.legal_actions())


def test_fixed_dice_are_what_the_battle_rolls():
    game = edited({"player": 1, "at": "Skull Iceberg NE iceberg"},
                  {"play": ["Take an exploration turn", "End movement"]},
                  {"hero dice roll": ["crit", "arrow"]}, {"damage die rolls": 1}, {"play": ["Delve into the Cave"]})
    assert [d.face for d in game.state.battle.dice] == ["crit", "arrow"] and game.state.battle.damage_die == 1


@pytest.mark.parametrize("edit, words", [
    ({"player": 1, "at": "Atlantis"}, "no place of this table is called 'Atlantis'"),
    ({"monster": "Godzilla", "in chamber": 1}, "nothing in Floe is called 'Godzilla'"),
    ({"monster": "Rockeer", "in chamber": 9}, "chambers 1..5"),
    ({"player": 3, "warmth": 1}, "there is no player 3"),
    ({"player": 1, "charisma": 1}, "a player has no 'charisma'"),
    ({"give": 1, "tokens": ["golden potion"]}, "no 'golden potion' token is left in the supply"),
    ({"play": ["Take a village turn"]}, "'Take a village turn' cannot be played here"),
    ({"teleport": 1}, "unknown edit ['teleport']"),
])
def test_a_wrong_edit_is_refused_with_words_a_teacher_can_act_on(edit, words):
    assert words in refusal(edit)


def test_named_checks_read_the_position():
    game = edited({"player": 1, "at": "Skull Iceberg SE iceberg", "crystals": 2})
    assert CHECKS["stands on"](game, {"player": 1, "at": "Skull Iceberg SE iceberg"})
    assert not CHECKS["stands on"](game, {"player": 2, "at": "Skull Iceberg SE iceberg"})
    assert CHECKS["crystals at least"](game, {"player": 1, "count": 2})
    assert not CHECKS["crystals at least"](game, {"player": 1, "count": 3})
    assert CHECKS["battle over"](game, True) and CHECKS["no choice pending"](game, True)
    with pytest.raises(EditError):
        CHECKS["stands on"](game, {"player": 1, "at": "nowhere"})


def test_an_edit_changes_only_the_board_copy_until_it_is_set():
    game = setup(SETUP)
    board = Board(game)
    apply_edit(board, {"mayor": 8})
    assert board.s.village.mayor == 8 and game.state.village.mayor != 8


def test_a_lesson_file_with_a_wrong_place_is_refused_at_its_line(tmp_path):
    from floe_widgets.tutor.lesson_check import starter
    from floe_widgets.tutor.lesson_file import LessonFileError, load_lesson

    text = starter("floe")
    path = tmp_path / "floe.yaml"
    path.write_text(text.replace("at: Island of Floe SE iceberg", "at: Atlantis"), encoding="utf-8")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "Island of Floe SE iceberg}" in row)
    with pytest.raises(LessonFileError) as caught:
        load_lesson(path)
    assert f"floe.yaml:{line}: step 1, position, edit 1: no place of this table is called 'Atlantis'" \
        in str(caught.value)
