"""What a person reads about a scenario as a whole: its one-line summary, the goal and the party's
progress towards it, the seats by their characters' names, the party's options in words, and the
result once the scenario is won or lost."""

from __future__ import annotations

import pytest
from fh_helpers import clear_monsters, new_game, run, tied_sets

from floe_widgets.core import RandomBot
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import PartyChoice
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.i18n import speaking, text

GOAL = "Goal: Destroy the Rime Totem and defeat every monster."


def test_the_summary_names_scenario_level_round_phase_and_each_characters_hit_points() -> None:
    g = Frosthaven(players=2, seed=0)
    assert str(g) == ("Frosthaven, The Thawing Gate, level 1, setup: battle goals; Ironbark Warden 10/10; "
                      f"Emberwright 6/6. {GOAL} Progress: 1 of 2 rooms revealed, 2 monsters and objectives left.")
    g = new_game()
    g.fig("C1").hp = 4
    said = str(g)
    assert "round 1: choosing cards; Ironbark Warden 10/10; Emberwright 4/6." in said
    with speaking("ja"):
        assert text(said).startswith("フロストヘイブン「解けゆく門」、レベル1、ラウンド1: カード選択。")
        assert "残り火の匠 4/6" in text(said)


@pytest.mark.rule("FH-GOAL-SCEN-1")
def test_the_progress_counts_rooms_revealed_and_the_foes_left() -> None:
    g = new_game()
    assert g.objective() == f"{GOAL} Progress: 1 of 2 rooms revealed, 2 monsters and objectives left."
    g.reveal_room(2)
    foes = sum(f.kind in ("monster", "objective") for f in g.state.figures)
    assert foes > 2
    assert g.objective() == f"{GOAL} Progress: every room revealed, {foes} monsters and objectives left."
    with speaking("ja"):
        assert "進み具合: すべての部屋が明らかになり、モンスターと目標物が残り" in text(g.objective())
    g.state.figures = [f for f in g.state.figures if f.kind != "monster"]   # the Rime Totem alone is left
    assert g.objective() == f"{GOAL} Progress: every room revealed, 1 monster or objective left."
    clear_monsters(g)   # the last foe gone, before the round's end checks the goal
    assert g.objective() == f"{GOAL} Progress: every room revealed, no monster or objective left."


@pytest.mark.rule("FH-GOAL-SCEN-1", "FH-EXHAUST-ALL-1")
def test_a_won_or_lost_scenario_says_so_with_its_goal_and_who_won() -> None:
    g = new_game()
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.char(0).gold, g.char(1).checkmarks = 3, 2
    g.char(0).goal = g.char(1).goal = ""            # no battle goal to add checkmarks
    run(g, TK.RoundOverTask())
    assert g.objective() == "Scenario won. Goal: Destroy the Rime Totem and defeat every monster."
    assert ": scenario won;" in str(g)
    assert g.scores() == [103, 102] and g.winner() == (0, 1)   # the party wins together

    g = new_game()
    g.char(1).gold = 5
    for seat in (0, 1):
        ch = g.char(seat)
        ch.lost += ch.hand             # no card left to negate the damage with
        ch.hand = []
    g.fig("C0").hp = g.fig("C1").hp = 1
    g.state.phase = "play"
    run(g, TK.DamageTask(target="C0", value=3, source="trap"), TK.DamageTask(target="C1", value=3, source="trap"))
    assert g.state.phase == "lost"
    assert g.objective() == "Scenario lost. Goal: Destroy the Rime Totem and defeat every monster."
    assert ": scenario lost;" in str(g)
    assert g.scores() == [0, 5] and g.winner() == (1,)


def test_seats_are_named_by_their_characters_class_and_a_seat_past_the_party_by_number() -> None:
    g = new_game(players=3)
    assert [g.seat_name(seat) for seat in range(3)] == ["Ironbark Warden", "Emberwright", g.char(2).name]
    assert g.seat_name(3) == "P4"
    first = Frosthaven(players=2, seed=0).legal_actions()[0]
    assert first.describe().startswith("Character 1 keeps")
    assert Frosthaven(players=2, seed=0).action_to_string(first).startswith("Ironbark Warden keeps")
    assert g.char_of("C2").seat == 2 and g.char_of("hound-3") is None



@pytest.mark.rule("FH-AMBIG-17", "FH-GEN-PARTY-1")
def test_the_partys_tie_options_read_in_the_readers_language() -> None:
    g = tied_sets()
    labels = [g.action_to_string(a) for a in g.legal_actions()]
    assert labels == ["The Frost Hound set acts first", "The Rime Archer set acts first"]
    with speaking("ja"):
        assert [text(label) for label in labels] == ["霜の猟犬の組が先に行動する", "霧氷の射手の組が先に行動する"]
        # an option the decision does not hold stays as its action says it
        assert text(g.action_to_string(PartyChoice(0, "something else"))) == "something else"


@pytest.mark.rule("FH-GEN-PARTY-1", "FH-GEN-1")
def test_a_monsters_equally_good_moves_read_in_the_readers_language() -> None:
    g = Frosthaven(players=2, seed=7)
    bot = RandomBot(7)
    while g.state.decision is None or g.state.decision.kind != "party":
        g.apply(bot.choose(g))
    options = g.legal_actions()
    # the button names the hex as the boards print it; the action keeps the state's plain text
    assert g.action_to_string(options[0]) == "Rime Archer 5: move to hex 2,-1, attack Emberwright (focus Emberwright)"
    assert options[0].describe() == "Rime Archer 5: move to (2, -1), attack Emberwright (focus Emberwright)"
    with speaking("ja"):
        assert text(g.action_to_string(options[0])) == ("霧氷の射手 5: ヘクス2,-1へ移動、"
                                                        "残り火の匠を攻撃(フォーカス: 残り火の匠)")
    assert list(g.candidates()) == options


def test_the_board_calls_the_time_before_the_first_round_setup() -> None:
    """Battle goals are kept before round 1 (the state counts it round 0): the board's status says "Setup",
    then "Round 1" once every goal is kept."""
    from matplotlib.figure import Figure

    from floe_widgets.games.frosthaven.views.scenario_view import draw

    g = Frosthaven(players=2, seed=3)
    view = draw(g, Figure())
    assert view.status_rows(g.state)[0][0] == "Setup"
    assert view.status_lines(g.state)[0] == "Setup: waiting for Ironbark Warden: keeping a battle goal"
    with speaking("ja"):
        assert view.status_rows(g.state)[0][0] == "セットアップ"
    while g.state.round == 0:
        g.apply(g.legal_actions()[0])
    assert view.status_rows(g.state)[0][0] == "Round 1"
    assert view.status_lines(g.state)[0].startswith("Round 1: waiting for ")
