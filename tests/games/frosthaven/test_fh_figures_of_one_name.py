"""Two figures of one name told apart in what a learner reads: three Ember Sprites summoned by Emberwright
are "Ember Sprite 1", "2" and "3" (the order of their summoning) in a monster's tied options, the party's
pick, the log, the monster's reasoning and a refusal, while the state keeps their names as saved; a lone
summon keeps its plain name."""

from __future__ import annotations

import pytest
from fh_helpers import (
    add_monster,
    begin_turn,
    drain,
    finish_turn,
    new_game,
    place,
    refusal,
    run,
    texts,
    two_characters_in_play,
)

from floe_widgets.games.frosthaven.map.hex_names import hex_name
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import PartyChoice, PlaceAt, Target
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.frosthaven.scenario.state import Figure
from floe_widgets.i18n import speaking, text

BRUTE = (2, 2)
AROUND_BRUTE = ((1, 2), (2, 1), (3, 2))   # three hexes next to BRUTE, each one step from it


def _sprites(count: int):
    """Emberwright summons ``count`` Ember Sprites (Kindled Spirit, top) next to itself, one turn each."""
    g = two_characters_in_play()
    place(g, "C0", (11, -5))
    place(g, "C1", (0, 2))
    for at in ((1, 2), (0, 3), (1, 1))[:count]:
        begin_turn(g, 1, "ember-05", "top")
        g.apply(PlaceAt(at))
        finish_turn(g)
    return g, [f for f in g.state.figures if f.kind == "summon"]


def _brute_among_three_sprites():
    """A brute with an attack of 2 targets next to three Ember Sprites and nothing else: it focuses on the
    first sprite, and the second and third are equally good second targets (FH-GEN-PARTY-1)."""
    g, sprites = _sprites(3)
    for sprite, at in zip(sprites, AROUND_BRUTE):
        place(g, sprite.fid, at)
    place(g, "C1", (5, 4))   # out of the brute's reach
    brute = add_monster(g, "brute", 1, BRUTE)
    events = drain(g, TK.AutoTurnTask(actor=brute.fid, abilities=[{"attack": 2, "target": 2}], boost={}),
                   TK.EndRoundTask())
    return g, sprites, events


@pytest.mark.rule("FH-GEN-PARTY-1", "FH-MACT-2")
def test_a_monsters_options_between_two_sprites_read_apart_and_each_attacks_its_own_sprite() -> None:
    for pick in (0, 1):
        g, sprites, events = _brute_among_three_sprites()
        assert texts(events).splitlines()[-1] == ("brute 1 has 2 equally good options: the party chooses. "
                                                  "[FH-GEN-PARTY-1, FH-GEN-1]")
        choices = g.legal_actions()
        assert [g.action_to_string(a) for a in choices] == [
            f"brute 1: stay, attack Ember Sprite 1 and Ember Sprite {n} (focus Ember Sprite 1)" for n in (2, 3)]
        # the state keeps the option's text in the names it keeps (a save's text is as before)
        assert {o["text"] for o in g.state.decision.options} == {
            "brute 1: stay, attack Ember Sprite and Ember Sprite (focus Ember Sprite)"}
        before = {f.fid: f.hp for f in sprites}
        said = texts(g.apply(choices[pick])).splitlines()
        hit, spared = sprites[1 + pick], sprites[2 - pick]
        assert said[0] == (f"The party chooses: brute 1: stay, attack Ember Sprite 1 and Ember Sprite {2 + pick} "
                           "(focus Ember Sprite 1). [FH-GEN-PARTY-1]")
        assert f"Ember Sprite {2 + pick} suffers 2 damage (1/3 left). [FH-ATTACK-BASE-1]" in said
        assert not any(f"Ember Sprite {3 - pick} " in line for line in said)
        assert g.fig(hit.fid).hp == before[hit.fid] - 2 and g.fig(spared.fid).hp == before[spared.fid]
        assert g.fig(sprites[0].fid).hp == before[sprites[0].fid] - 2
        assert {f.name for f in sprites} == {"Ember Sprite"}   # the state's names are unchanged


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_options_between_sprites_saved_and_loaded_still_read_apart() -> None:
    g = two_characters_in_play()   # the characters out of the hound's reach
    for n, at in enumerate(AROUND_BRUTE, 1):   # three sprites set on the board as a save would hold them
        g.state.figures.append(Figure(f"S1-{n}", "summon", "Ember Sprite", at, 3, 3, owner=1, move=2, attack=1))
    g.state.summon_count = 3
    hound = add_monster(g, "hound", 3, BRUTE)   # a standee the set-up holds
    g.fig(hound.fid).acting = True
    run(g, TK.AutoTurnTask(actor=hound.fid, abilities=[{"attack": 2, "target": 2}], boost={}),
        TK.EndTurnTask(actor=hound.fid), TK.EndRoundTask())
    assert g.state.decision.kind == "party"
    g.state.monster_deck = new_game().state.monster_deck   # a deck the setup holds (the test's is four +0)
    g.set_position(g.state)
    saved = g.to_json()
    loaded = Frosthaven.from_json(saved)
    assert loaded.to_json() == saved
    assert [loaded.action_to_string(a) for a in loaded.legal_actions()] == [
        f"hound 3: stay, attack Ember Sprite 1 and Ember Sprite {n} (focus Ember Sprite 1)" for n in (2, 3)]


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_a_choice_worded_for_another_decision_is_said_as_it_was_worded() -> None:
    g, _, _ = _brute_among_three_sprites()
    other = "hound 1: stay, attack Emberwright (focus Emberwright)"   # e.g. an earlier choice in the history
    assert g.action_to_string(PartyChoice(0, other)) == other
    assert g.action_to_string(PartyChoice(0)) == "Option 1"


@pytest.mark.rule("FH-FOCUS-8")
def test_the_monsters_reasoning_names_each_sprite_apart() -> None:
    _, _, events = _brute_among_three_sprites()
    lines = texts(events).splitlines()
    for n in (1, 2, 3):
        assert (f"Ember Sprite {n} can be attacked after 0 movement points from where it stands; range 1. "
                "[FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6]") in lines
    assert ("Focus: Ember Sprite 1 (paths and range tie; earliest in initiative order). [FH-FOCUS-7, FH-FOCUS-8]"
            in lines)


@pytest.mark.rule("FH-SUMMON-PLACE-1")
def test_the_second_sprite_is_summoned_by_its_number() -> None:
    g, _ = _sprites(1)
    begin_turn(g, 1, "ember-05", "top")
    assert "Ember Sprite 2 is summoned at hex 0,3. [FH-SUMMON-PLACE-1]" in texts(g.apply(PlaceAt((0, 3))))


@pytest.mark.rule("FH-TARGET-SIDE-1")
def test_a_refusal_names_the_sprite_it_is_about() -> None:
    g, sprites = _sprites(2)
    place(g, "C0", (2, 2))
    add_monster(g, "hound", 1, (3, 2))
    begin_turn(g, 0, "warden-02", "top")   # Bark Slam: attack 3, which cannot target an ally
    for n, sprite in enumerate(sprites, 1):
        assert refusal(g, Target(sprite.fid)) == ("FH-TARGET-SIDE-1",
                                                  f"Ember Sprite {n} is on the wrong side for this ability.")


@pytest.mark.rule("FH-ATTACK-BASE-1")
def test_a_lone_sprite_keeps_its_plain_name_and_sprites_read_apart_in_japanese_too() -> None:
    g, (sprite,) = _sprites(1)
    place(g, sprite.fid, (1, 2))
    brute = add_monster(g, "brute", 1, BRUTE)
    place(g, "C1", (5, 4))
    said = texts(drain(g, TK.AutoTurnTask(actor=brute.fid, abilities=[{"attack": 2}], boost={}), TK.EndRoundTask()))
    assert "Ember Sprite suffers 2 damage (1/3 left). [FH-ATTACK-BASE-1]" in said.splitlines()
    g, sprites, events = _brute_among_three_sprites()
    with speaking("ja"):
        options = [text(g.action_to_string(a)) for a in g.legal_actions()]
        lines = [text(e.text) for e in events]
    assert options == [f"brute 1: とどまる、残り火の精 1と残り火の精 {n}を攻撃(フォーカス: 残り火の精 1)"
                       for n in (2, 3)]
    assert "選択肢: 残り火の精 1と残り火の精 3を攻撃。" in lines


@pytest.mark.rule("FH-SUMMON-PLACE-1")
def test_the_board_labels_and_describes_each_sprite_apart() -> None:
    import matplotlib

    matplotlib.use("Agg")
    from floe_widgets.views.contract import DEFAULT_THEME
    from tests.views.conftest import Shown
    from tests.views.test_readable import drawn_texts

    g, sprites = _sprites(2)
    view, _fig, drawn = drawn_texts(Shown(g, g.state, g.legal_actions()), DEFAULT_THEME)
    words = view.describe_board(g.state)
    for n, sprite in enumerate(sprites, 1):
        assert f"Ember Sprite {n} at {hex_name(sprite.hex)}: 3 of 3 hit points." in words
        assert view.disc_texts[sprite.fid][0].get_text() == f"ES{n}"   # the label on its disc
    assert {view.disc_texts[s.fid][0].get_text() for s in sprites} == {"ES1", "ES2"}
    shown = {t.get_text() for t, _ in drawn}
    assert {"Ember Sprite 1", "Ember Sprite 2"} <= shown   # the roster
    g.state.figures.remove(sprites[1])   # alone, the first sprite is an Ember Sprite again
    assert f"Ember Sprite at {hex_name(sprites[0].hex)}: 3 of 3 hit points." in view.describe_board(g.state)
