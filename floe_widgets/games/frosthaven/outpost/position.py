"""Is a Frosthaven campaign position set by hand one the campaign could hold?  Checked when its save is loaded.

Compared with the setup of the same players, seed and options: at most one character per player, each of a
known class no other character plays, its level, experience, gold and materials in range, its perks,
ability cards and items known; the phase and outpost step known; the week within the campaign; the
outpost's resources never negative; each building and scenario known and listed once; the town guard deck
conserved; and no event card or personal quest in two places or from outside the game.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from floe_widgets.core import FormatError

from ..scenario import cards as C
from ..scenario import perks as PERKS
from . import book as B
from . import content as K
from .downtime import MAX_LEVEL, POTION
from .state import CampaignState, Hero

if TYPE_CHECKING:
    from .game import FrosthavenCampaign

PHASES = ("scenario", "road", "play", "lost", "outpost", "over")


def require(ok: bool, field: str, what: str) -> None:
    if not ok:
        raise FormatError(what, f"initial.state.{field}")


def once_each(values: list) -> bool:
    return len(values) == len(set(values))


def check_position(game: FrosthavenCampaign, s: CampaignState) -> None:
    """Raise FormatError naming the first field of ``s`` that no campaign of ``game``'s setup could hold.

    ``game`` is freshly set up with the save's players, seed and options: its state is the setup."""
    from .game import STEPS

    setup: CampaignState = game.state
    seats = [h.seat for h in s.characters]
    require(once_each(seats) and all(seat in range(game.players) for seat in seats), "characters",
            "at most one character per player (a retired or fallen one waits for a new character)")
    for i, hero in enumerate(s.characters):
        check_hero(hero, f"characters[{i}]")
    require(once_each([h.cls for h in s.characters]), "characters",
            "each class is played by one character only (FH-CHAR-UNIQUE-1)")
    require(s.phase in PHASES, "phase", f"one of the campaign's phases: {', '.join(PHASES)}")
    require(s.step in (*STEPS, "") and (s.phase != "outpost" or s.step in STEPS), "step",
            f"an outpost phase is at one of its steps: {', '.join(STEPS)} (FH-OUTPOST-STEPS-1)")
    require(0 <= s.week <= game.options["weeks"], "week", f"a week of the campaign's {game.options['weeks']}")
    require(s.prosperity >= 1 and s.inspiration >= 0, "prosperity", "prosperity from 1, inspiration from 0")
    for field in ("supply", "herbs"):
        found, first = getattr(s, field), getattr(setup, field)
        require(set(found) == set(first) and all(n >= 0 for n in found.values()), field,
                f"the outpost's {field}: {', '.join(sorted(first))}, none below 0")
    numbers = [b.number for b in s.buildings]
    require(once_each(numbers) and all(_known_building(n) for n in numbers)
            and all(b.level >= 0 for b in s.buildings), "buildings", "each building known and listed once")
    for field in ("unlocked", "completed"):
        listed = getattr(s, field)
        require(once_each(listed) and all(n in B.book() for n in listed), field,
                "each scenario a numbered one of the book, listed once")
    require(Counter(s.guard_deck + s.guard_discard) == Counter(setup.guard_deck + setup.guard_discard),
            "guard_deck", "every town guard card in the deck or its discard, once")
    events = [c for deck in (*s.event_decks.values(), *s.road_decks.values()) for c in deck]
    first = [c for deck in (*setup.event_decks.values(), *setup.road_decks.values()) for c in deck]
    require(set(s.event_decks) == set(setup.event_decks) and set(s.road_decks) == set(setup.road_decks)
            and not Counter(events) - Counter(first), "event_decks",
            "a deck of each season's events; no event card twice or from outside the game")
    quests = s.quest_deck + [h.quest for h in s.characters if h.quest]
    first = setup.quest_deck + [h.quest for h in setup.characters]
    require(not Counter(quests) - Counter(first), "quest_deck",
            "no personal quest twice or from outside the game (FH-CHAR-PQ-1)")


def _known_building(number: int) -> bool:
    return any(b["number"] == number for b in K.data()["buildings"])


def check_hero(hero: Hero, field: str) -> None:
    """A character sheet the campaign could hold: known class, level 1 to 9, counts never negative, perks,
    ability cards and items of the game."""
    require(hero.cls in C.classes(), f"{field}.cls", "a known class")
    require(1 <= hero.level <= MAX_LEVEL, f"{field}.level", f"a level from 1 to {MAX_LEVEL} (FH-DOWNTIME-LEVEL-1)")
    require(min(hero.xp, hero.gold, hero.perk_marks, hero.checkmarks, *hero.materials.values(), 0) == 0,
            f"{field}.gold", "experience, gold, marks and materials are never below 0")
    perks = {p["id"] for p in PERKS.perks(hero.cls)}
    require(all(p in perks for p in hero.perks), f"{field}.perks", "perks of the character's class")
    require(once_each(hero.cards) and all(C.all_cards().get(c, {}).get("cls") == hero.cls for c in hero.cards),
            f"{field}.cards", "ability cards of the character's class, each once")
    require(all(_known_item(i) for i in hero.items), f"{field}.items", "items of the game")


def _known_item(iid: str) -> bool:
    """A crafted item, or a potion brewed from two different herbs (FH-DOWNTIME-BREW-1)."""
    if iid.startswith(POTION):
        herbs = iid.removeprefix(POTION).split("+")
        return len(herbs) == 2 and K.potion(*herbs) is not None and K.herb_pair(*herbs) == "+".join(herbs)
    return any(i["id"] == iid for i in K.data()["items"])
