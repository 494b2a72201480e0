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


def _potion_herbs_reversed(s: dict) -> None:
    s["characters"][0]["items"].append("potion:axenut+arrowvine")


@pytest.mark.parametrize(("edit", "field", "said"), [
    (lambda s: s["characters"][1].__setitem__("seat", 5), "characters",
     "at most one character per player (a retired or fallen one waits for a new character)"),
    (_same_class_twice, "characters", "each class is played by one character only (FH-CHAR-UNIQUE-1)"),
    (lambda s: s["characters"][0].__setitem__("cls", "dragon-tamer"), "characters[0].cls", "a known class"),
    (lambda s: s["characters"][0].__setitem__("level", 10), "characters[0].level",
     "a level from 1 to 9 (FH-DOWNTIME-LEVEL-1)"),
    (lambda s: s["characters"][1].__setitem__("gold", -3), "characters[1].gold",
     "experience, gold, marks and materials are never below 0"),
    (lambda s: s["characters"][0]["materials"].__setitem__("hide", -1), "characters[0].gold",
     "experience, gold, marks and materials are never below 0"),
    (lambda s: s["characters"][0]["perks"].append("perk-from-nowhere"), "characters[0].perks",
     "perks of the character's class"),
    (_card_of_another_class, "characters[0].cards", "ability cards of the character's class, each once"),
    (lambda s: s["characters"][0]["cards"].append(s["characters"][0]["cards"][0]), "characters[0].cards",
     "ability cards of the character's class, each once"),
    (lambda s: s["characters"][0]["items"].append("potion:snowthistle+snowthistle"), "characters[0].items",
     "items of the game"),
    (_potion_herbs_reversed, "characters[0].items", "items of the game"),
    (lambda s: s.__setitem__("phase", "holiday"), "phase",
     "one of the campaign's phases: scenario, road, play, lost, outpost, over"),
    (lambda s: s.update(phase="outpost", step="feast"), "step",
     "an outpost phase is at one of its steps: time, event, attack, operations, downtime, construction "
     "(FH-OUTPOST-STEPS-1)"),
    (lambda s: s.__setitem__("week", 9), "week", "a week of the campaign's 8"),
    (lambda s: s.__setitem__("prosperity", 0), "prosperity", "prosperity from 1, inspiration from 0"),
    (lambda s: s["supply"].__setitem__("lumber", -1), "supply",
     "the outpost's supply: hide, lumber, metal, none below 0"),
    (_building_twice, "buildings", "each building known and listed once"),
    (lambda s: s["completed"].append(9999), "completed", "each scenario a numbered one of the book, listed once"),
    (_guard_card_lost, "guard_deck", "every town guard card in the deck or its discard, once"),
    (_event_twice, "event_decks", "a deck of each season's events; no event card twice or from outside the game"),
    (_quest_twice, "quest_deck", "no personal quest twice or from outside the game (FH-CHAR-PQ-1)"),
])
def test_a_campaign_the_rules_cannot_hold_does_not_load(edit, field: str, said: str) -> None:
    refused = refusal(FrosthavenCampaign, edited(played(), edit))
    assert (refused.path, refused.message) == (f"initial.state.{field}", said)


def test_a_potion_brewed_from_two_herbs_loads() -> None:
    game = played()
    game.state.characters[0].items.append("potion:arrowvine+axenut")
    game.set_position(game.state)
    loads_as_it_was(game)
