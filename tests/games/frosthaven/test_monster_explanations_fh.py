"""The monster AI's explanation, sentence by sentence, as the party reads it: the attack it focuses with,
each enemy's cost, why the focus was chosen, where it moves and why, and the options left to the party
(FH-FOCUS-*, FH-MMOVE-*, FH-MACT-2).  Each position is small enough to check by hand."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from floe_widgets import i18n
from floe_widgets.cli import main
from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, Step, plan_turn
from floe_widgets.games.frosthaven.map.geometry import Area
from floe_widgets.games.frosthaven.map.hexmap import HexMap

SITUATIONS = resources.files("floe_widgets.games.frosthaven.content") / "situations"


def board(**kw) -> HexMap:
    return HexMap.radius(4, **kw)


def monster(h=(0, 0), *conditions: str) -> Figure:
    return Figure("M", "monsters", h, "monster", conditions=frozenset(conditions))


def hero(fid: str, h, initiative: int, *conditions: str) -> Figure:
    return Figure(fid, "characters", h, "character", initiative, None, frozenset(conditions))


def explained(m: HexMap, figures: list[Figure], ability: Ability) -> list[str]:
    return plan_turn(m, figures, "M", ability).explanation


FOCUS_ONLY = "Focus: A (the only enemy it can attack). (FH-FOCUS-7, FH-FOCUS-8)"


@pytest.mark.rule("FH-MMOVE-4")
def test_a_monster_out_of_reach_approaches_and_says_how_far_it_still_is() -> None:
    assert explained(board(), [monster(), hero("A", (0, 4), 10)], Ability(move=1)) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "A can be attacked after 3 movement points from hex 0,3; range 4. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M cannot attack A this turn; the nearest attack hex is hex 0,3 (3 movement points). (FH-MMOVE-4)",
        "It moves to hex 0,1, leaving 2 movement points to go (shortest remaining path, no extra negative hexes). "
        "(FH-MMOVE-4)"]


@pytest.mark.rule("FH-MMOVE-3")
def test_a_monster_already_in_reach_stays_and_attacks() -> None:
    assert explained(board(), [monster(), hero("A", (0, 1), 10)], Ability(move=2)) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "A can be attacked after 0 movement points from where it stands; range 1. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M can already attack A with the most targets and fewest disadvantaged attacks: it does not move. (FH-MMOVE-3)"
        "",
        "Option: attack A. (FH-MACT-2)"]


@pytest.mark.rule("FH-MMOVE-5", "FH-GEN-1")
def test_a_ranged_monster_steps_away_from_an_adjacent_focus() -> None:
    assert explained(board(), [monster(), hero("A", (0, 1), 10)], Ability(move=2, range=3)) == [
        "M focuses with its attack: range 3. (FH-FOCUS-2)",
        "A can be attacked after 0 movement points from where it stands; range 1. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M moves to hex -1,0, hex 0,-1 or hex 1,-1: from there it can attack A (stepping away from A avoids "
        "disadvantage; 0 attacks with disadvantage; 1 movement point). (FH-MMOVE-3, FH-MMOVE-5)",
        "Several destinations/target sets tie: each is an option for the party. (FH-GEN-1, FH-MACT-2)",
        "Option from hex -1,0: attack A. (FH-MACT-2)",
        "Option from hex 0,-1: attack A. (FH-MACT-2)",
        "Option from hex 1,-1: attack A. (FH-MACT-2)"]


@pytest.mark.rule("FH-FOCUS-7")
def test_equal_paths_are_broken_by_range_and_the_trap_is_walked_around() -> None:
    m = board(overlays={(0, 1): "trap"})
    assert explained(m, [monster(), hero("A", (0, 2), 1), hero("B", (-3, 0), 2)], Ability(move=2)) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "A can be attacked after 2 movement points from hex -1,2 or hex 1,1; range 2. "
        "(FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "B can be attacked after 2 movement points from hex -2,0; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "Focus: A (paths tie; closest by range). (FH-FOCUS-7, FH-FOCUS-8)",
        "M moves to hex -1,2 or hex 1,1: from there it can attack A (0 attacks with disadvantage; 2 movement points). "
        "(FH-MMOVE-3)",
        "Several destinations/target sets tie: each is an option for the party. (FH-GEN-1, FH-MACT-2)",
        "Option from hex -1,2: attack A. (FH-MACT-2)",
        "Option from hex 1,1: attack A. (FH-MACT-2)"]


@pytest.mark.rule("FH-FOCUS-3", "FH-MOVE-4")
def test_a_jumping_monster_says_its_paths_jump() -> None:
    assert explained(board(), [monster(), hero("A", (0, 3), 10)], Ability(move=3, movement="jump")) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "Paths use jump movement. (FH-FOCUS-3, FH-MOVE-4)",
        "A can be attacked after 2 movement points from hex 0,2; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M moves to hex 0,2: from there it can attack A (0 attacks with disadvantage; 2 movement points). (FH-MMOVE-3)",
        "Option from hex 0,2: attack A. (FH-MACT-2)"]


@pytest.mark.rule("FH-FOCUS-3", "FH-MOVE-5", "FH-MOVE-6")
@pytest.mark.parametrize("mode, said", [("flying", "Paths use flying movement. (FH-FOCUS-3, FH-MOVE-5)"),
                                        ("teleport", "Paths use teleport movement. (FH-FOCUS-3, FH-MOVE-6)")])
def test_flying_and_teleporting_monsters_say_how_their_paths_go(mode: str, said: str) -> None:
    assert explained(board(), [monster(), hero("A", (0, 3), 10)], Ability(move=3, movement=mode))[1] == said


@pytest.mark.rule("FH-FOCUS-8", "FH-FOCUS-11", "FH-MMOVE-7")
def test_a_second_target_gives_one_option_per_tied_pair() -> None:
    figures = [monster(), hero("A", (0, -2), 10), hero("B", (2, 0), 20), hero("C", (-2, 0), 30)]
    assert explained(board(), figures, Ability(move=0, range=3, targets=2)) == [
        "M focuses with its attack: range 3, target 2. (FH-FOCUS-2)",
        "A can be attacked after 0 movement points from where it stands; range 2. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "B can be attacked after 0 movement points from where it stands; range 2. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "C can be attacked after 0 movement points from where it stands; range 2. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "Focus: A (paths and range tie; earliest in initiative order). (FH-FOCUS-7, FH-FOCUS-8)",
        "M has no move ability and can attack A from where it stands. (FH-MMOVE-7, FH-MMOVE-1)",
        "Several destinations/target sets tie: each is an option for the party. (FH-GEN-1, FH-MACT-2)",
        "Option: attack A and B. (FH-MACT-2, FH-FOCUS-11)",
        "Option: attack A and C. (FH-MACT-2, FH-FOCUS-11)"]


@pytest.mark.rule("FH-FOCUS-2", "FH-MMOVE-6")
@pytest.mark.parametrize("disarmed", [True, False])
def test_a_monster_that_cannot_attack_moves_as_if_it_had_a_melee_attack(disarmed: bool) -> None:
    me = monster((0, 0), "disarm") if disarmed else monster()
    why = "is disarmed" if disarmed else "has no attack"
    assert explained(board(), [me, hero("A", (0, 3), 10)], Ability(move=1, attack=disarmed)) == [
        f"M {why}: it focuses as if it had a single-target melee attack. (FH-FOCUS-2, FH-MMOVE-6)",
        "A can be attacked after 2 movement points from hex 0,2; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M cannot reach (as if attacking) A this turn; the nearest attack hex is hex 0,2 (2 movement points). "
        "(FH-MMOVE-4)",
        "It moves to hex 0,1, leaving 1 movement point to go (shortest remaining path, no extra negative hexes). "
        "(FH-MMOVE-4)"]


@pytest.mark.rule("FH-COND-4", "FH-MMOVE-7")
def test_an_immobilized_monster_out_of_reach_does_nothing() -> None:
    assert explained(board(), [monster((0, 0), "immobilize"), hero("A", (0, 3), 10)], Ability(move=2))[3:] == [
        "M is immobilized: it cannot move. (FH-COND-4, FH-MMOVE-1)",
        "M cannot move and cannot attack A from where it stands: it does nothing. (FH-MMOVE-7)"]
    assert explained(board(), [monster(), hero("A", (0, 3), 10)], Ability(move=0))[3:] == [
        "M has no move ability and cannot attack A from where it stands: it does nothing. (FH-MMOVE-7)"]


@pytest.mark.rule("FH-FOCUS-9", "FH-COND-3")
def test_an_invisible_enemy_is_passed_over_in_the_explanation() -> None:
    figures = [monster(), hero("A", (0, 3), 10, "invisible"), hero("B", (2, 0), 20)]
    assert explained(board(), figures, Ability(move=2)) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "A is invisible: it cannot be focused and does not block the way. (FH-FOCUS-9, FH-COND-3)",
        "B can be attacked after 1 movement point from hex 1,0; range 2. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "Focus: B (the only enemy it can attack). (FH-FOCUS-7, FH-FOCUS-8)",
        "M moves to hex 1,0: from there it can attack B (0 attacks with disadvantage; 1 movement point). (FH-MMOVE-3)",
        "Option from hex 1,0: attack B. (FH-MACT-2)"]


@pytest.mark.rule("FH-FOCUS-12", "FH-FOCUS-11")
def test_a_ranged_area_attack_names_every_figure_it_hits() -> None:
    line = Area(((0, 0), (0, 1)), melee=False)
    figures = [monster(), hero("A", (0, 2), 1), hero("C", (0, 3), 3)]
    assert explained(board(), figures, Ability(move=0, range=2, aoe=line)) == [
        "M focuses with its attack: area range 2. (FH-FOCUS-2)",
        "A can be attacked after 0 movement points from where it stands; range 2. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "C can be attacked after 0 movement points from where it stands; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "Focus: A (paths tie; closest by range). (FH-FOCUS-7, FH-FOCUS-8)",
        "M has no move ability and can attack A from where it stands. (FH-MMOVE-7, FH-MMOVE-1)",
        "Option: attack A and C. (FH-MACT-2, FH-FOCUS-11)"]


@pytest.mark.rule("FH-FOCUS-7", "FH-GEN-1")
def test_enemies_tied_on_every_step_are_all_named_and_left_to_the_party() -> None:
    three = [monster(), hero("A", (0, 2), 10), hero("B", (2, -2), 10), hero("C", (-2, 0), 10)]
    said = explained(HexMap.radius(3), three, Ability(move=0, range=3))
    assert said[4:6] == ["Focus: A, B or C (every enemy it can attack ties). (FH-FOCUS-7, FH-FOCUS-8)",
                         "A, B and C tie on every step: the party picks the focus. (FH-GEN-1)"]
    two = explained(HexMap.radius(3), three[:3], Ability(move=0, range=3))
    assert two[3:5] == ["Focus: A or B (every enemy it can attack ties). (FH-FOCUS-7, FH-FOCUS-8)",
                        "A and B tie on every step: the party picks the focus. (FH-GEN-1)"]


def test_a_sentence_without_rules_reads_without_brackets() -> None:
    assert (str(Step("Plain words")), str(Step("Words", ("FH-GEN-1",)))) == ("Plain words.", "Words. (FH-GEN-1)")


@pytest.mark.rule("FH-MMOVE-4", "FH-GEN-1")
def test_with_two_nearest_attack_hexes_each_heading_is_explained_and_left_to_the_players() -> None:
    assert explained(board(), [monster(), hero("A", (1, 3), 10)], Ability(move=1))[3:] == [
        "M cannot attack A this turn; the nearest attack hexes are hex 0,3 and hex 1,2 (3 movement points). "
        "(FH-MMOVE-4)",
        "Heading for hex 0,3, it moves to hex 0,1, leaving 2 movement points to go (shortest remaining path, no extra "
        "negative hexes). (FH-MMOVE-4)",
        "Heading for hex 1,2, it moves to hex 0,1 or hex 1,0, leaving 2 movement points to go (shortest remaining "
        "path, no extra negative hexes). (FH-MMOVE-4)",
        "The players pick which of the equally near attack hexes it heads for: every result is an option for the "
        "party. (FH-MMOVE-4, FH-GEN-1)"]


@pytest.mark.rule("FH-MMOVE-5", "FH-FOCUS-11")
def test_a_ranged_attack_on_two_adjacent_targets_has_disadvantage_on_both() -> None:
    figures = [monster(), hero("A", (0, 1), 10), hero("B", (1, 0), 20)]
    plan = plan_turn(HexMap.radius(3), figures, "M", Ability(move=0, range=3, targets=2))
    assert [(o.attacks, o.disadvantaged) for o in plan.options] == [(("A", "B"), ("A", "B"))]
    assert plan.explanation[-1] == "Option: attack A and B (A and B with disadvantage). (FH-MACT-2, FH-FOCUS-11)"


@pytest.mark.rule("FH-FOCUS-6", "FH-FOCUS-10")
def test_a_walled_in_monster_says_it_has_no_focus() -> None:
    walled = board(overlays={h: "wall" for h in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]})
    assert explained(walled, [monster(), hero("A", (0, 3), 10)], Ability(move=2)) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "A cannot be attacked from any hex M can reach. (FH-FOCUS-6)",
        "M has no focus: it neither moves nor attacks. (FH-FOCUS-10)"]


@pytest.mark.rule("FH-FOCUS-2", "FH-FOCUS-12")
def test_a_melee_area_attack_is_named_as_such() -> None:
    line = Area(((0, 1), (0, 2)), melee=True)
    assert explained(board(), [monster(), hero("A", (0, 2), 10)], Ability(move=2, aoe=line))[0] == (
        "M focuses with its attack: area melee. (FH-FOCUS-2)")


@pytest.mark.rule("FH-FOCUS-2", "FH-MMOVE-6")
def test_the_condition_may_be_written_disarmed() -> None:
    figures = [monster((0, 0), "disarmed"), hero("A", (0, 3), 10)]
    assert explained(board(), figures, Ability(move=1))[0] == (
        "M is disarmed: it focuses as if it had a single-target melee attack. (FH-FOCUS-2, FH-MMOVE-6)")


@pytest.mark.rule("FH-FOCUS-10", "FH-MMOVE-6")
def test_a_summon_without_a_focus_is_told_it_may_walk_toward_its_summoner() -> None:
    walled = board(overlays={h: "wall" for h in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]})
    figures = [hero("H", (0, 4), 20), Figure("S", "characters", (0, -2), "summon", None, "H"),
               Figure("X", "monsters", (0, 0), "monster")]
    assert plan_turn(walled, figures, "S", Ability(move=2)).explanation[-1] == (
        "Without a focus, S's summoner may instead have it move toward H: to hex -2,0 or hex 2,-2. (FH-FOCUS-10, "
        "FH-MMOVE-6)")


@pytest.mark.rule("FH-MMOVE-2", "FH-MMOVE-7")
def test_an_attack_printed_before_the_move_is_made_from_where_the_monster_stands() -> None:
    assert explained(board(), [monster(), hero("A", (0, 1), 10)], Ability(move=0, moves_later=True)) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "A can be attacked after 0 movement points from where it stands; range 1. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M attacks before its move: it can attack A from where it stands. (FH-MMOVE-2, FH-MMOVE-7)",
        "Option: attack A. (FH-MACT-2)"]


@pytest.mark.rule("FH-MMOVE-3", "FH-FOCUS-11")
def test_a_multi_target_monster_with_one_enemy_in_reach_says_one_target() -> None:
    assert explained(board(), [monster(), hero("A", (0, 3), 10)], Ability(move=2, targets=2)) == [
        "M focuses with its attack: melee, target 2. (FH-FOCUS-2)",
        "A can be attacked after 2 movement points from hex 0,2; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M moves to hex 0,2: from there it can attack A (1 target; 0 attacks with disadvantage; 2 movement points). "
        "(FH-MMOVE-3)",
        "Option from hex 0,2: attack A. (FH-MACT-2)"]


@pytest.mark.rule("FH-MMOVE-4", "FH-MOVE-PASS-1")
def test_a_monster_whose_only_shorter_hex_holds_an_ally_stays() -> None:
    ally = Figure("N", "monsters", (0, 1), "monster")   # passed through, never ended on
    assert explained(board(), [monster(), ally, hero("A", (0, 3), 10)], Ability(move=1)) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "A can be attacked after 2 movement points from hex 0,2; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M cannot attack A this turn; the nearest attack hex is hex 0,2 (2 movement points). (FH-MMOVE-4)",
        "No hex within 1 movement point shortens its path without extra negative hexes: it stays. (FH-MMOVE-4)"]


def _walled_in_summon(*conditions: str):
    walled = board(overlays={h: "wall" for h in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]})
    figures = [hero("H", (0, 4), 20), Figure("S", "characters", (0, -2), "summon", None, "H", frozenset(conditions)),
               Figure("X", "monsters", (0, 0), "monster")]
    return plan_turn(walled, figures, "S", Ability(move=2))


@pytest.mark.rule("FH-FOCUS-10", "FH-MMOVE-9")
def test_the_walk_toward_the_summoner_gives_each_hex_it_steps_through() -> None:
    assert [(o.destination, o.steps) for o in _walled_in_summon().options] == [
        ((0, -2), ()), ((-2, 0), ((-1, -1), (-2, 0))), ((2, -2), ((1, -2), (2, -2)))]


@pytest.mark.rule("FH-FOCUS-10", "FH-COND-IMMOB-1")
@pytest.mark.parametrize("written", ["immobilize", "immobilized"])
def test_an_immobilized_summon_without_a_focus_is_offered_no_walk(written: str) -> None:
    plan = _walled_in_summon(written)
    assert plan.explanation[-1] == "S has no focus: it neither moves nor attacks. (FH-FOCUS-10)"
    assert [o.destination for o in plan.options] == [(0, -2)]


@pytest.mark.rule("FH-FOCUS-10", "FH-FLY-IGNORE-1")
def test_a_flying_summon_walks_toward_its_summoner_over_obstacles() -> None:
    overlays = {h: "wall" for h in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]}
    overlays.update({(-1, -1): "obstacle", (1, -2): "obstacle"})
    figures = [hero("H", (0, 4), 20), Figure("S", "characters", (0, -2), "summon", None, "H"),
               Figure("X", "monsters", (0, 0), "monster")]
    said = "Without a focus, S's summoner may instead have it move toward H: to {}. (FH-FOCUS-10, FH-MMOVE-6)"
    m = board(overlays=overlays)
    assert plan_turn(m, figures, "S", Ability(move=2, movement="flying")).explanation[-1] == said.format(
        "hex -2,0 or hex 2,-2")
    assert plan_turn(m, figures, "S", Ability(move=2)).explanation[-1] == said.format("hex -2,-1 or hex 2,-3")


@pytest.mark.rule("FH-MMOVE-4", "FH-MOVE-6")
def test_a_teleporting_monster_out_of_reach_counts_the_hexes_left_to_its_attack_hex() -> None:
    assert explained(board(), [monster(), hero("A", (0, 4), 10)], Ability(move=2, movement="teleport"))[-2:] == [
        "M cannot attack A this turn; the nearest attack hex is hex 0,3 (3 movement points). (FH-MMOVE-4)",
        "It moves to hex 0,2, leaving 1 movement point to go (shortest remaining path, no extra negative hexes). "
        "(FH-MMOVE-4)"]


@pytest.mark.rule("FH-MMOVE-4", "FH-GEN-1")
def test_each_nearest_attack_hex_is_scored_even_after_one_the_monster_cannot_approach() -> None:
    ally = Figure("N", "monsters", (0, 1), "monster")
    assert explained(board(), [monster(), ally, hero("A", (1, 2), 10)], Ability(move=1))[-3:] == [
        "Heading for hex 0,2, no hex within 1 movement point shortens its path without extra negative hexes: it would "
        "stay. (FH-MMOVE-4)",
        "Heading for hex 1,1, it moves to hex 1,0, leaving 1 movement point to go (shortest remaining path, no extra "
        "negative hexes). (FH-MMOVE-4)",
        "The players pick which of the equally near attack hexes it heads for: every result is an option for the "
        "party. (FH-MMOVE-4, FH-GEN-1)"]


@pytest.mark.rule("FH-FOCUS-10", "FH-MMOVE-6")
def test_a_summon_with_move_one_may_still_step_toward_its_summoner() -> None:
    walled = board(overlays={h: "wall" for h in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]})
    figures = [hero("H", (0, 4), 20), Figure("S", "characters", (0, -2), "summon", None, "H"),
               Figure("X", "monsters", (0, 0), "monster")]
    assert plan_turn(walled, figures, "S", Ability(move=1)).explanation[-1] == (
        "Without a focus, S's summoner may instead have it move toward H: to hex -1,-1 or hex 1,-2. (FH-FOCUS-10, "
        "FH-MMOVE-6)")


#: a hex written as bare coordinates, "(3,-1)" or "(3, -1)", which no board prints
BARE_COORDINATES = re.compile(r"\(-?\d+, ?-?\d+\)")
RULE_IDS = re.compile(r" \((?:[A-Z]+-[A-Z0-9-]+)(?:, [A-Z]+-[A-Z0-9-]+)*\)$")


@pytest.mark.parametrize(("language", "full_stop", "hex_word"), [("en", ".", "hex "), ("ja", "。", "ヘクス")])
def test_every_line_fh_solve_explains_is_a_sentence_naming_hexes_as_the_board_prints_them(
        language: str, full_stop: str, hex_word: str, capsys: pytest.CaptureFixture[str]) -> None:
    with i18n.speaking(i18n.language()):   # the command sets the language: set it back afterwards
        assert main(["fh", "solve", str(SITUATIONS), "--lang", language]) == 0
    lines = [s for answer in capsys.readouterr().out.splitlines() for s in json.loads(answer)["explanation"]]
    sentences = [RULE_IDS.sub("", line) for line in lines]
    assert len(sentences) > 300
    assert [s for s in sentences if not s.endswith(full_stop) or BARE_COORDINATES.search(s)] == []
    named = [re.search(re.escape(hex_word) + r"(-?\d+),(-?\d+)", s) for s in sentences]
    assert sum(m is not None for m in named) > 100
