"""A saved Floe 2024 position set by hand loads only if the game could hold it (``check_position``): the
setup's Heroes in their seats, each on a place that exists, each Cave marker in a room, each monster room
holding a Monster of its deck, a battle against its room's Monster, and every card of the setup in exactly
one place.

Each edit is made the same way to the save's initial and final position, so only the position check can
catch it; it is refused with a FormatError naming the field.
"""

from __future__ import annotations

import random

import pytest

from floe_widgets.games.floe_2024.game import Floe2024
from tests.core.position_saves import edited, loads_as_it_was, refusal


def played(seed: int = 3, until=lambda game: game.state.round >= 3) -> Floe2024:
    """A 2-player game played at random until ``until`` holds, then set by hand as it stands."""
    game = Floe2024(players=2, seed=seed)
    rng = random.Random(seed)
    while not until(game):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    game.set_position(game.state)
    return game


def in_battle() -> Floe2024:
    """Random play of seed 8 reaches a Cave battle in round 18."""
    return played(seed=8, until=lambda game: game.state.battle is not None)



def test_a_position_set_by_hand_loads_as_it_was() -> None:
    for game in (played(), in_battle()):
        loads_as_it_was(game)


def test_every_position_of_random_play_passes_the_check() -> None:
    for seed in range(3):
        game, setup = Floe2024(players=1 + seed, seed=seed), Floe2024(players=1 + seed, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
            setup.check_position(game.state)


def _item_twice(s: dict) -> None:
    s["players"][0]["items"].append(s["items"][0])


def _patron_lost(s: dict) -> None:
    s["tavern_deck"].pop()


def _building_from_nowhere(s: dict) -> None:
    s["players"][1]["buildings"].append(["top-from-another-box", "bottom-from-another-box"])


def _monster_twice(s: dict) -> None:
    deck = next(d for d in s["monster_decks"].values() if d)
    deck.append(s["monsters"]["1"])


def _monster_of_another_deck(s: dict) -> None:
    s["monsters"]["1"] = s["monster_decks"]["pink"].pop()


@pytest.mark.parametrize(("edit", "field"), [
    (lambda s: s["players"][0].__setitem__("hero", s["players"][1]["hero"]), "players[0].hero"),
    (lambda s: s["players"].pop(), "players"),
    (lambda s: s.__setitem__("current", 2), "current"),
    (lambda s: s["players"][1].__setitem__("location", "nowhere.i9"), "players[1].location"),
    (lambda s: s["pending"].append({"kind": "wish", "options": ["a pony"], "data": {}}), "pending"),
    (lambda s: s["players"][0].__setitem__("location", "village:harbour"), "players[0].location"),
    (lambda s: s["players"][0].__setitem__("room", 7), "players[0].room"),
    (_monster_of_another_deck, "monsters.1"),
    (_item_twice, "item_deck"),
    (_patron_lost, "tavern_deck"),
    (_building_from_nowhere, "top_stack"),
    (_monster_twice, "monster_decks"),
])
def test_a_position_the_game_cannot_hold_does_not_load(edit, field: str) -> None:
    doc = edited(played(), edit)
    assert refusal(Floe2024, doc).path == f"initial.state.{field}"


@pytest.mark.parametrize(("edit", "field"), [
    (lambda s: s["battle"].__setitem__("room", s["battle"]["room"] % 6 + 1), "battle.monster"),
    (lambda s: s["battle"].__setitem__("damage", -1), "battle.damage"),
])
def test_a_battle_against_the_wrong_monster_does_not_load(edit, field: str) -> None:
    doc = edited(in_battle(), edit)
    assert refusal(Floe2024, doc).path == f"initial.state.{field}"
