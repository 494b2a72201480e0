"""A saved Floe position set by hand loads only if the game could hold it: seats in range, known heroes on
places that exist, each Cave chamber holding a Monster of its tier, a battle against the Monster of its
chamber at its printed health, and every token, card, Monster card and resource token of the setup in
exactly one place (``check_position``).

Each edit below is made the same way to the save's initial and final position, so only the position
check can catch it; it is refused with a FormatError naming the field.
"""

from __future__ import annotations

import random

import pytest

from floe_widgets.core import encode
from floe_widgets.games.floe.bots import ExplorerBot
from floe_widgets.games.floe.game import Floe
from tests.core.position_saves import edited, loads_as_it_was, refusal


def played(seed: int = 5, actions: int = 60) -> Floe:
    """A 3-player game some way in, then set by hand as it stands."""
    game = Floe(players=3, seed=seed)
    bot = ExplorerBot(seed)
    for _ in range(actions):
        game.apply(bot.choose(game))
    game.set_position(game.state)
    return game



def test_a_position_set_by_hand_loads_as_it_was() -> None:
    loads_as_it_was(played())


def test_every_position_of_random_play_passes_the_check() -> None:
    for seed in range(3):
        game, setup = Floe(players=2 + seed, seed=seed), Floe(players=2 + seed, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
            setup.check_position(game.state)


def _take_token(s: dict) -> None:
    """A potion drawn from the supply that no one holds: lost."""
    s["supply"]["potions"]["draw_pile"].pop()


def _copy_token(s: dict) -> None:
    """A player holding a copy of a map still in the supply."""
    s["players"][0]["tokens"].append(s["supply"]["maps"]["draw_pile"][0])


def _resource_from_nowhere(s: dict) -> None:
    s["supply"]["white_bag"].append(s["supply"]["white_bag"][0])


def _relic_twice(s: dict) -> None:
    s["players"][1]["relics"].append(s["village"]["relic_deck"]["draw_pile"][0])


def _item_lost(s: dict) -> None:
    s["village"]["item_display"].pop()


def _ally_unknown(s: dict) -> None:
    s["village"]["ally_display"].append("ally-from-another-game")


def _tavern_card_lost(s: dict) -> None:
    s["village"]["tavern_deck"]["draw_pile"].pop()


def _treasure_twice(s: dict) -> None:
    s["players"][2]["treasures"].append(s["village"]["treasure_deck"]["draw_pile"][0])


@pytest.mark.parametrize(("edit", "field"), [
    (_take_token, "initial.state.supply.tokens"),
    (_copy_token, "initial.state.supply.tokens"),
    (_resource_from_nowhere, "initial.state.supply.resource_tokens"),
    (_relic_twice, "initial.state.village.relic_deck"),
    (_item_lost, "initial.state.village.item_deck"),
    (_ally_unknown, "initial.state.village.ally_deck"),
    (_tavern_card_lost, "initial.state.village.tavern_deck"),
    (_treasure_twice, "initial.state.village.treasure_deck"),
    (lambda s: s.__setitem__("current", 3), "initial.state.current"),
    (lambda s: s["players"].pop(), "initial.state.players"),
    (lambda s: s["players"][0].__setitem__("hero", "nobody"), "initial.state.players.hero"),
])
def test_a_position_that_breaks_conservation_does_not_load(edit, field: str) -> None:
    doc = edited(played(), edit)
    assert refusal(Floe, doc).path == field


def in_battle(seed: int = 4) -> Floe:
    """A 3-player game whose explorer has just entered a Cave battle, set by hand as it stands."""
    game = Floe(players=3, seed=seed)
    bot = ExplorerBot(seed)
    while game.state.battle is None or not game.state.battle.monster:
        game.apply(bot.choose(game))
    game.set_position(game.state)
    return game


def _hero_off_the_island(s: dict) -> None:
    s["players"][0]["location"] = "nowhere.I9"


def _hero_on_no_village_space(s: dict) -> None:
    s["players"][1]["hero_space"] = "harbour"


def _ship_off_the_island(s: dict) -> None:
    s["world"]["ships"][0] = "nowhere.D9"


def _tokens_off_the_island(s: dict) -> None:
    s["world"]["tokens"]["nowhere.S9"] = s["world"]["tokens"].pop(next(iter(s["world"]["tokens"])))


def _marker_beyond_the_cave(s: dict) -> None:
    s["players"][2]["cave_chamber"] = 9


def _monster_in_two_chambers(s: dict) -> None:
    s["cave"]["chambers"][1]["monster"] = s["cave"]["chambers"][0]["monster"]


def _monster_from_the_deck_twice(s: dict) -> None:
    s["cave"]["decks"]["common"]["draw_pile"].append(s["cave"]["chambers"][0]["monster"])


def _boss_in_a_common_chamber(s: dict) -> None:
    boss = s["cave"]["decks"]["boss"]["draw_pile"].pop()
    s["cave"]["decks"]["common"]["draw_pile"].append(s["cave"]["chambers"][0]["monster"])
    s["cave"]["chambers"][0]["monster"] = boss


@pytest.mark.parametrize(("edit", "field"), [
    (_hero_off_the_island, "initial.state.players[0].location"),
    (_hero_on_no_village_space, "initial.state.players[1].hero_space"),
    (_marker_beyond_the_cave, "initial.state.players[2].cave_chamber"),
    (_ship_off_the_island, "initial.state.world.ships"),
    (_tokens_off_the_island, "initial.state.world.tokens"),
    (_monster_in_two_chambers, "initial.state.cave.decks"),
    (_monster_from_the_deck_twice, "initial.state.cave.decks"),
    (_boss_in_a_common_chamber, "initial.state.cave.chambers[0].monster"),
])
def test_a_hero_or_monster_out_of_place_does_not_load(edit, field: str) -> None:
    doc = edited(played(), edit)
    assert refusal(Floe, doc).path == field


def test_a_position_in_a_battle_loads_as_it_was() -> None:
    loads_as_it_was(in_battle())


def _other_monster(s: dict) -> None:
    fought = s["battle"]["monster"]
    s["battle"]["monster"] = next(c for c in s["cave"]["decks"]["common"]["draw_pile"] if c != fought)


@pytest.mark.parametrize(("edit", "field"), [
    (_other_monster, "initial.state.battle.monster"),
    (lambda s: s["battle"].__setitem__("chamber", 7), "initial.state.battle.monster"),
    (lambda s: s["battle"].__setitem__("health", s["battle"]["health"] + 5), "initial.state.battle.health"),
    (lambda s: s["battle"].__setitem__("damage", -2), "initial.state.battle.damage"),
    (lambda s: s["battle"].__setitem__("seat", 5), "initial.state.battle.seat"),
])
def test_a_battle_against_the_wrong_monster_does_not_load(edit, field: str) -> None:
    doc = edited(in_battle(), edit)
    assert refusal(Floe, doc).path == field


def test_a_game_advanced_straight_through_saves_the_position_it_reached() -> None:
    game = Floe(players=2, seed=4)
    bot = ExplorerBot(4)
    for _ in range(3):
        for _ in range(5):
            game.advance(bot.choose(game))
        loads_as_it_was(game)
        assert encode(Floe.from_json(game.to_json()).state) == encode(game.state)
