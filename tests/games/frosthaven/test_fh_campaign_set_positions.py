"""A saved Frosthaven campaign position set by hand loads only if the campaign could hold it
(``check_position``): at most one character per player, each of a known class no one else plays, with its
level, counts, perks, cards and items in range; a known phase and outpost step; the week within the campaign;
the outpost's resources never negative; buildings and scenarios known and listed once; the town guard deck
conserved; no event card or personal quest in two places.

Each edit is made the same way to the save's initial and final position, so only the position check can
catch it; it is refused with a FormatError naming the field.
"""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.outpost.bots import WeightedBot
from floe_widgets.games.frosthaven.outpost.game import FrosthavenCampaign
from tests.core.position_saves import edited, loads_as_it_was, refusal


def played(actions: int = 40) -> FrosthavenCampaign:
    """A 2-player campaign some weeks in, then set by hand as it stands."""
    game = FrosthavenCampaign(players=2, seed=0, weeks=8)
    bot = WeightedBot(0)
    for _ in range(actions):
        game.apply(bot.choose(game))
    game.set_position(game.state)
    return game



def test_a_campaign_set_by_hand_loads_as_it_was() -> None:
    loads_as_it_was(played())


def test_every_position_of_a_played_campaign_passes_the_check() -> None:
    for seed, players in ((1, 3), (2, 4)):
        game = FrosthavenCampaign(players=players, seed=seed, weeks=6, crossover=True)
        setup = FrosthavenCampaign(players=players, seed=seed, weeks=6, crossover=True)
        bot = WeightedBot(seed)
        while not game.is_over:
            game.apply(bot.choose(game))
            setup.check_position(game.state)


def _same_class_twice(s: dict) -> None:
    s["characters"][1] = {**s["characters"][0], "seat": s["characters"][1]["seat"]}


def _card_of_another_class(s: dict) -> None:
    s["characters"][0]["cards"].append(s["characters"][1]["cards"][0])


def _building_twice(s: dict) -> None:
    s["buildings"].append(s["buildings"][0])


def _guard_card_lost(s: dict) -> None:
    (s["guard_deck"] or s["guard_discard"]).pop()


def _event_twice(s: dict) -> None:
    deck = next(d for d in s["event_decks"].values() if d)
    deck.append(deck[0])


def _quest_twice(s: dict) -> None:
    s["characters"][1]["quest"] = s["characters"][0]["quest"]


@pytest.mark.parametrize(("edit", "field"), [
    (lambda s: s["characters"][1].__setitem__("seat", 5), "characters"),
    (_same_class_twice, "characters"),
    (lambda s: s["characters"][0].__setitem__("cls", "dragon-tamer"), "characters[0].cls"),
    (lambda s: s["characters"][0].__setitem__("level", 10), "characters[0].level"),
    (lambda s: s["characters"][1].__setitem__("gold", -3), "characters[1].gold"),
    (lambda s: s["characters"][0]["perks"].append("perk-from-nowhere"), "characters[0].perks"),
    (_card_of_another_class, "characters[0].cards"),
    (lambda s: s["characters"][0]["items"].append("potion:snowthistle+snowthistle"), "characters[0].items"),
    (lambda s: s.__setitem__("phase", "holiday"), "phase"),
    (lambda s: s.update(phase="outpost", step="feast"), "step"),
    (lambda s: s.__setitem__("week", 9), "week"),
    (lambda s: s["supply"].__setitem__("lumber", -1), "supply"),
    (_building_twice, "buildings"),
    (lambda s: s["completed"].append(9999), "completed"),
    (_guard_card_lost, "guard_deck"),
    (_event_twice, "event_decks"),
    (_quest_twice, "quest_deck"),
])
def test_a_campaign_the_rules_cannot_hold_does_not_load(edit, field: str) -> None:
    doc = edited(played(), edit)
    assert refusal(FrosthavenCampaign, doc).path == f"initial.state.{field}"
