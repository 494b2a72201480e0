"""A saved Frosthaven position set by hand loads only if the scenario could hold it (``check_position``):
each ability card in one pile, the modifier decks conserved with blessings and curses within their
supplies, each monster ability card in one place, the figures on hexes of the map, one per hex, each
monster standee numbered once within its type's standees.

Each edit is made the same way to the save's initial and final position, so only the position check can
catch it; it is refused with a FormatError naming the field.
"""

from __future__ import annotations

import json

import pytest
from fh_helpers import new_game

from floe_widgets.core import RandomBot
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from tests.core.position_saves import edited, loads_as_it_was, refusal


def set_by_hand(seed: int = 0) -> Frosthaven:
    game = new_game(players=2, seed=seed)
    game.set_position(game.state)
    return game



def test_a_position_set_by_hand_loads_as_it_was() -> None:
    loads_as_it_was(set_by_hand())


@pytest.mark.parametrize("options", [{}, {"scenario": "random-dungeon"}], ids=["sample", "dungeon"])
def test_every_position_of_random_play_passes_the_check(options) -> None:
    for seed in range(3):
        game, setup = Frosthaven(players=2 + seed, seed=seed, **options), Frosthaven(players=2 + seed, seed=seed,
                                                                                     **options)
        bot = RandomBot(seed)
        for _ in range(600):
            if game.is_over:
                break
            game.apply(bot.choose(game))
            setup.check_position(game.state)


def _first_monster_type(s: dict) -> str:
    return sorted(s["ability_decks"])[0]


@pytest.mark.parametrize(("edit", "field"), [
    (lambda s: s["figures"][0].__setitem__("hp", s["figures"][0]["max_hp"] + 1), "initial.state.figures[0].hp"),
    (lambda s: s["characters"][0]["hand"].append(s["characters"][0]["hand"][0]), "initial.state.characters[0].hand"),
    (lambda s: s["characters"][1]["hand"].pop(), "initial.state.characters[1].hand"),
    (lambda s: s["characters"][0]["deck"]["draw"].pop(0), "initial.state.characters[0].deck"),
    (lambda s: s["characters"][0]["deck"]["draw"].append("bless"), "initial.state.bless_supply"),
    (lambda s: s["characters"][1]["deck"]["draw"].append("curse"), "initial.state.player_curses"),
    (lambda s: s["monster_deck"]["draw"].append("curse"), "initial.state.monster_curses"),
    (lambda s: s["monster_deck"]["draw"].append(s["monster_deck"]["draw"][0]), "initial.state.monster_deck"),
    (lambda s: s["ability_decks"][_first_monster_type(s)]["draw"].pop(),
     "initial.state.ability_decks." + "{type}"),
    (lambda s: s["figures"][0].__setitem__("hex", [99, 99]), "initial.state.figures"),
    (lambda s: s["figures"][1].__setitem__("hex", s["figures"][0]["hex"]), "initial.state.figures"),
    (lambda s: s["elements"].__setitem__(sorted(s["elements"])[0], 5), "initial.state.elements"),
    (lambda s: s["characters"].pop(), "initial.state.characters"),
    (lambda s: s["characters"][0].__setitem__("cls", s["characters"][1]["cls"]), "initial.state.characters[0].cls"),
    (lambda s: s["ally_deck"]["draw"].append("curse"), "initial.state.monster_curses"),
    (lambda s: _extra_ability_deck(s), "initial.state.ability_decks"),
])
def test_a_position_that_breaks_conservation_does_not_load(edit, field: str) -> None:
    doc = edited(set_by_hand(), edit)
    assert refusal(Frosthaven, doc).path == field.format(type=_first_monster_type(doc["state"]))


def _monsters(s: dict) -> list[int]:
    return [i for i, f in enumerate(s["figures"]) if f["kind"] == "monster"]


def _monsters_of(game: Frosthaven) -> list[int]:
    return [i for i, f in enumerate(game.state.figures) if f.kind == "monster"]


def _number_beyond_the_standees(s: dict) -> None:
    f = s["figures"][_monsters(s)[0]]
    s["used_standees"][f["mtype"]].remove(f["number"])
    f["number"] = 99
    s["used_standees"][f["mtype"]].append(99)


def _number_twice(s: dict) -> None:
    first, second = (s["figures"][i] for i in _monsters(s)[:2])
    s["used_standees"][second["mtype"]].remove(second["number"])
    second["mtype"], second["number"] = first["mtype"], first["number"]


def _number_not_in_use(s: dict) -> None:
    f = s["figures"][_monsters(s)[0]]
    s["used_standees"][f["mtype"]].remove(f["number"])


def _unknown_type(s: dict) -> None:
    s["figures"][_monsters(s)[0]]["mtype"] = "dragon"


def _dead_monster_standing(s: dict) -> None:
    s["figures"][_monsters(s)[0]]["hp"] = 0


@pytest.mark.parametrize(("edit", "field"), [
    (_number_beyond_the_standees, "used_standees.{type}"),
    (_number_twice, "figures"),
    (_number_not_in_use, "figures[{index}].number"),
    (_unknown_type, "figures[{index}].mtype"),
    (_dead_monster_standing, "figures[{index}].hp"),
], ids=["beyond the standees", "number twice", "not in use", "unknown type", "no hit points"])
def test_a_monster_standee_the_scenario_cannot_have_does_not_load(edit, field: str) -> None:
    game = set_by_hand()
    first = game.state.figures[_monsters_of(game)[0]]
    where = field.format(type=first.mtype, index=_monsters_of(game)[0])
    assert refusal(Frosthaven, edited(game, edit)).path == f"initial.state.{where}"


def _another_classs_card(s: dict) -> None:
    s["characters"][0]["hand"][0] = "tide-01"


@pytest.mark.rule("FH-CHAR-CARDS-1")
def test_a_character_holding_another_classs_card_does_not_load() -> None:
    doc = edited(set_by_hand(), _another_classs_card)
    assert refusal(Frosthaven, doc).path == "initial.state.characters[0].hand"


def _extra_ability_deck(s: dict) -> None:
    s["ability_decks"]["wraith"] = {"draw": [0], "discard": [], "current": -1, "reshuffle": False}


@pytest.mark.parametrize(("edit", "said"), [
    (_extra_ability_deck, "one ability deck per monster type"),
    (lambda s: s["ability_decks"][_first_monster_type(s)]["draw"].pop(), "each ability card in one place"),
    (lambda s: s["figures"][0].__setitem__("hp", s["figures"][0]["max_hp"] + 1),
     "a figure on the map has 1 to its maximum hit points"),
    (lambda s: s["characters"][0]["deck"]["draw"].append("bless"), "10 blessings in all, in the decks or the supply"),
    (lambda s: s["monster_deck"]["draw"].append("curse"), "10 monster curses in all, in the decks or the supply"),
    (lambda s: s["characters"][1]["deck"]["draw"].append("curse"),
     "10 player curses in all, in the decks or the supply"),
    (lambda s: s["elements"].__setitem__(sorted(s["elements"])[0], 5),
     "the six elements, each inert, waning or strong"),
    (lambda s: s["characters"].pop(), "one character per player"),
    (lambda s: s["characters"][0].__setitem__("cls", s["characters"][1]["cls"]), "the setup's class in this seat"),
    (lambda s: s["characters"][0]["hand"].append(s["characters"][0]["hand"][0]),
     "each of the character's ability cards is in exactly one pile, and together they are a hand the character "
     "may take (FH-CHAR-CARDS-1)"),
    (lambda s: s["monster_deck"]["draw"].append(s["monster_deck"]["draw"][0]),
     "the monsters' modifier deck holds the setup's cards"),
    (lambda s: s["figures"][1].__setitem__("hex", s["figures"][0]["hex"]), "one figure per hex"),
    (lambda s: s["figures"][0].__setitem__("hex", [99, 99]), "every figure stands on a hex of the map"),
    (lambda s: s["characters"][0]["deck"]["draw"].pop(0), "the attack modifier deck holds the setup's cards"),
    (lambda s: s["characters"][0]["items"].append({"item": "potion-14", "state": "ready"}), "items of the game"),
])
def test_a_refused_position_says_what_the_scenario_requires(edit, said: str) -> None:
    assert refusal(Frosthaven, edited(set_by_hand(), edit)).message == said


def _monster_curse_into_the_allies_deck(s: dict) -> None:
    s["ally_deck"]["draw"].append("curse")
    s["monster_curses"] -= 1


@pytest.mark.rule("FH-MOD-BLESSCURSE-1")
def test_a_monster_curse_in_the_allies_deck_counts_against_the_monster_curse_supply() -> None:
    doc = edited(set_by_hand(), _monster_curse_into_the_allies_deck)
    game = Frosthaven.from_json(json.dumps(doc))
    assert game.state.ally_deck.cards().count("curse") == 1 and game.state.monster_curses == 9


def _every_special_card_in_a_deck(supply: str, deck: str, card: str):
    def edit(s: dict) -> None:
        where = s["characters"][0]["deck"] if deck == "character" else s[deck]
        where["draw"] += [card] * s[supply]
        s[supply] = 0
    return edit


@pytest.mark.rule("FH-MOD-BLESSCURSE-1")
@pytest.mark.parametrize(("supply", "deck", "card"), [
    ("bless_supply", "character", "bless"),
    ("player_curses", "character", "curse"),
    ("monster_curses", "monster_deck", "curse"),
], ids=["blessings", "player curses", "monster curses"])
def test_a_position_with_a_whole_supply_in_the_decks_loads(supply: str, deck: str, card: str) -> None:
    doc = edited(set_by_hand(), _every_special_card_in_a_deck(supply, deck, card))
    game = Frosthaven.from_json(json.dumps(doc))
    held = game.state.characters[0].deck if deck == "character" else getattr(game.state, deck)
    assert getattr(game.state, supply) == 0 and held.cards().count(card) == 10


def test_a_position_with_monster_ability_cards_revealed_loads() -> None:
    game, bot = new_game(players=2, seed=0), RandomBot(0)
    while not any(d.current >= 0 for d in game.state.ability_decks.values()):
        game.apply(bot.choose(game))
    game.set_position(game.state)
    loads_as_it_was(game)


def test_a_position_of_another_scenario_does_not_load() -> None:
    doc = edited(set_by_hand(), lambda s: s.__setitem__("scenario", "random-dungeon"))
    error = refusal(Frosthaven, doc)
    assert (error.path, error.message) == ("initial.state.scenario", "the scenario is the one the options name")


def _type_without_standees_in_use(s: dict) -> None:
    del s["used_standees"][s["figures"][_monsters(s)[0]]["mtype"]]


@pytest.mark.rule("FH-MAP-PLACE-1")
def test_a_monster_whose_type_has_no_standee_in_use_does_not_load() -> None:
    game = set_by_hand()
    index = _monsters_of(game)[0]
    error = refusal(Frosthaven, edited(game, _type_without_standees_in_use))
    assert error.path == f"initial.state.figures[{index}].number"


@pytest.mark.rule("FH-MAP-PLACE-1")
def test_standees_in_use_of_a_type_the_game_does_not_know_do_not_load() -> None:
    error = refusal(Frosthaven, edited(set_by_hand(), lambda s: s["used_standees"].__setitem__("dragon", [1])))
    assert (error.path, error.message) == ("initial.state.used_standees.dragon",
                                           "each standee number once, from 1 to the type's 0 standees (FH-MAP-PLACE-1)")


@pytest.mark.rule("FH-MAP-PLACE-1")
@pytest.mark.parametrize(("edit", "said"), [
    (_unknown_type, "a monster of a type the scenario uses (FH-MAP-PLACE-1)"),
    (_number_twice, "no two monsters of a type share a standee number (FH-MAP-PLACE-1)"),
], ids=["unknown type", "number twice"])
def test_a_refused_standee_says_what_the_scenario_requires(edit, said: str) -> None:
    assert refusal(Frosthaven, edited(set_by_hand(), edit)).message == said


def _inert_waning_and_strong(s: dict) -> None:
    for i, element in enumerate(sorted(s["elements"])):
        s["elements"][element] = i % 3   # inert, waning, strong, inert, ...


def test_a_position_with_elements_inert_waning_and_strong_loads() -> None:
    doc = edited(set_by_hand(), _inert_waning_and_strong)
    assert Frosthaven.from_json(json.dumps(doc)).state.elements == doc["state"]["elements"]


def _a_type_the_scenario_does_not_use(s: dict) -> None:
    f = s["figures"][_monsters(s)[0]]
    s["used_standees"][f["mtype"]].remove(f["number"])
    f["mtype"], f["number"] = "wraith", 1
    s["used_standees"]["wraith"] = [1]


@pytest.mark.rule("FH-MAP-PLACE-1")
def test_a_monster_of_a_known_type_the_scenario_does_not_use_does_not_load() -> None:
    game = set_by_hand()
    assert "wraith" not in game.state.ability_decks
    error = refusal(Frosthaven, edited(game, _a_type_the_scenario_does_not_use))
    assert error.path == f"initial.state.figures[{_monsters_of(game)[0]}].mtype"


def _card_0_revealed(s: dict) -> None:
    deck = s["ability_decks"][_first_monster_type(s)]
    deck["draw"].remove(0)
    deck["current"] = 0


def _one_hit_point_left(s: dict) -> None:
    s["figures"][0]["hp"] = 1


def _last_standee(s: dict) -> None:
    f = s["figures"][_monsters(s)[0]]
    s["used_standees"][f["mtype"]].remove(f["number"])
    f["number"] = 6   # each type has 6 standees
    s["used_standees"][f["mtype"]].append(6)


@pytest.mark.parametrize("edit", [_card_0_revealed, _one_hit_point_left, _last_standee],
                         ids=["ability card 0 revealed", "1 hit point", "the last standee"])
def test_a_position_at_the_edge_of_what_the_scenario_holds_loads(edit) -> None:
    doc = edited(set_by_hand(), edit)
    assert json.loads(Frosthaven.from_json(json.dumps(doc)).to_json())["state"] == doc["state"]


def _unknown_type_last(s: dict) -> None:
    monster = s["figures"].pop(_monsters(s)[0])
    s["figures"].append(monster)
    monster["mtype"] = "dragon"


@pytest.mark.rule("FH-MAP-PLACE-1")
def test_a_monster_listed_after_the_characters_is_checked_too() -> None:
    doc = edited(set_by_hand(), _unknown_type_last)
    assert refusal(Frosthaven, doc).path == f"initial.state.figures[{len(doc['state']['figures']) - 1}].mtype"
