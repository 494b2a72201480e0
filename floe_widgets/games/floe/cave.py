"""The Cave: five chambers of Monsters, two Loot zones, the Dive track and the Boss's reward sets.

Content (``content/monsters.yaml``, ``content/cave.yaml``, ``content/loot.yaml``) is read once.
The state is ``state.CaveState`` (chambers, Monster decks, the two Loot zones, the Dive track,
the Boss reward sets taken); each seat's Hero marker in the Cave is ``PlayerState.cave_chamber``:
chamber 1..5, or ``DONE`` (6) once it has beaten the Boss and covers a reward set.

Rewards anywhere in the Cave (Monster cards, chambers, Loot tokens, Dive tiles, reward sets)
are lists of effect strings of ``effects.py`` ("vp:2", "crystal:3", "basic:1", "dive", ...);
the battle hands them to the rules engine with ``BattleContext.gain``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from floe_widgets.core import Chance, Deck, Event, IllegalAction
from floe_widgets.i18n import message

from .data import load
from .names import printed_text, rewards_spoken, said, term
from .state import CaveState, Chamber, PlayerState

Tier = Literal["common", "elite", "boss"]
TIERS: tuple[Tier, ...] = ("common", "elite", "boss")
CHAMBERS = 5
#: Cave marker value of a seat that has beaten the Boss (FLOE-CAVE-BOSS-3).
DONE = 6

@dataclass(frozen=True)
class Monster:
    id: str
    name: str
    tier: Tier
    health: int
    damage: int
    reward: tuple[str, ...]
    ability: str = "none"
    icon: str = ""
    text: str = ""
    source: str = "sample"


@dataclass(frozen=True)
class ChamberCard:
    number: int
    tier: Tier
    loot_zone: Literal["left", "right"]
    rewards: tuple[str, ...]


@dataclass(frozen=True)
class DiveTile:
    id: str
    cost: int
    reward: tuple[str, ...]
    text: str


@cache
def monsters() -> dict[str, Monster]:
    """Monster id -> card, in deck order (Common, Elite, Boss)."""
    data = load("monsters.yaml")
    out: dict[str, Monster] = {}
    for tier in TIERS:
        for m in data[tier]:
            ability = m.get("ability") or {}
            out[m["id"]] = Monster(
                m["id"], m["name"], tier, int(m["health"]), int(m["damage"]), tuple(m["reward"]),
                ability.get("kind", "none"), ability.get("icon", ""), m.get("text", ""), m.get("source", "sample"),
            )
    return out


def monster(monster_id: str) -> Monster:
    return monsters()[monster_id]


def monsters_of(tier: Tier) -> list[str]:
    return [m.id for m in monsters().values() if m.tier == tier]


@cache
def chambers() -> tuple[ChamberCard, ...]:
    return tuple(ChamberCard(c["number"], c["tier"], c["loot_zone"], tuple(c["rewards"]))
                 for c in load("cave.yaml")["chambers"])


def chamber(number: int) -> ChamberCard:
    return chambers()[number - 1]


@cache
def boss_reward_sets() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(s["rewards"]) for s in load("cave.yaml")["boss_reward_sets"])


@cache
def loot_tokens() -> dict[str, tuple[str, ...]]:
    return {t["id"]: tuple(t["reward"]) for t in load("loot.yaml")["loot"]}


@cache
def dive_tiles() -> dict[str, DiveTile]:
    return {t["id"]: DiveTile(t["id"], int(t["cost"]), tuple(t["reward"]), t["text"])
            for t in load("loot.yaml")["dive"]}


def loot_zone_for(chamber_number: int) -> Literal["left", "right"]:
    """Chambers 1-2 reach the left Loot group, 3-5 the right one (FLOE-LOOT-ZONE-1)."""
    return chamber(chamber_number).loot_zone



def zone_index(chamber_number: int) -> int:
    """Index into ``CaveState.loot``: 0 = left zone, 1 = right zone."""
    return 0 if loot_zone_for(chamber_number) == "left" else 1


# -- setup ---------------------------------------------------------------------------------
def setup_cave(chance: Chance) -> CaveState:
    """Cave setup, steps 2-5 (FLOE-SETUP-CAVE-1..4).

    Each Monster deck is shuffled on its own, each chamber gets a face-down card of its type and
    only chamber 1 is revealed; 6 Loot tokens go on each zone; the 5 Dive tiles are laid in random
    order.  Hero markers start in chamber 1 (``PlayerState.cave_chamber`` = 1, FLOE-CAVE-START-1).
    """
    cave = CaveState()
    for tier in TIERS:
        deck = Deck(f"{tier}-monsters", monsters_of(tier))
        deck.shuffle(chance)
        cave.decks[tier] = deck
    for number in range(1, CHAMBERS + 1):
        tier = chamber(number).tier
        card = cave.decks[tier].draw(chance)  # pragma: no mutate (a full deck never reshuffles: chance unread)
        cave.chambers.append(Chamber(tier, card, face_up=number == 1))
    tokens = chance.shuffle("loot-tokens", list(loot_tokens()))
    cave.loot = [tokens[:6], tokens[6:]]
    cave.dive_track = chance.shuffle("dive-tiles", list(dive_tiles()))
    return cave


# -- moving through the Cave -------------------------------------------------------------
def can_delve(player: PlayerState, cave: CaveState) -> bool:
    """A Hero past the Boss may never Delve again (FLOE-CAVE-BOSS-3); an empty chamber has no fight."""
    return player.cave_chamber <= CHAMBERS and bool(cave.chambers[player.cave_chamber - 1].monster)


def reveal(cave: CaveState, chamber_number: int, rule: str = "FLOE-CAVE-WIN-2") -> list[Event]:
    room = cave.chambers[chamber_number - 1]
    if room.face_up or not room.monster:
        return []
    room.face_up = True
    return [Event(message("The Monster of chamber {chamber_number} is revealed: {name}.",
                          chamber_number=said(chamber_number), name=term(room.monster)),
                  (rule,), kind="cave")]


def advance_marker(player: PlayerState, cave: CaveState, rule: str = "FLOE-CAVE-WIN-2") -> list[Event]:
    """Move the Hero marker to the next chamber and flip its Monster face up."""
    player.cave_chamber += 1
    events = [Event(message("Your Hero marker moves on to chamber {cave_chamber}.",
                            cave_chamber=said(player.cave_chamber)), (rule,), kind="cave",
                    player=player.seat)]
    return events + reveal(cave, player.cave_chamber, rule)


def replace_monster(cave: CaveState, chamber_number: int, chance: Chance, markers: list[int]) -> list[Event]:
    """Discard the beaten Monster and put a new face-down one of its type in its place (FLOE-CAVE-WIN-2).

    ``markers`` are the chambers of every seat's Hero marker: if any is in this chamber, the new
    Monster is revealed at once.  Discards go under their deck and come back when it runs dry
    (FLOE-FAQ-DISCARD-1); beaten Monsters are remembered in ``PlayerState.defeated`` instead of
    keeping the card (FLOE-CAVE-WIN-3, FLOE-AMBIG-24).
    """
    room = cave.chambers[chamber_number - 1]
    deck = cave.decks[room.kind]
    if room.monster:
        deck.discard(room.monster)
    room.monster = deck.draw(chance)
    room.face_up = False
    events = [Event(message("A new {kind} Monster is placed face down in chamber {chamber_number}.",
                            kind=said(room.kind), chamber_number=said(chamber_number)),
                    ("FLOE-CAVE-WIN-2",), kind="cave")]
    if chamber_number in markers:
        events += reveal(cave, chamber_number)
    return events


def cave_advance(player: PlayerState, cave: CaveState) -> list[Event]:
    """Pass the current Monster by, forfeiting its chamber's rewards (FLOE-CAVE-ADVANCE-1).

    From chamber 5 it does nothing: the Boss cannot be skipped (FLOE-CAVE-ADVANCE-2).  The next
    chamber's Monster is revealed as after a win (FLOE-AMBIG-26).
    """
    if player.cave_chamber >= CHAMBERS:
        return [Event(message("A Cave Advance cannot skip the Boss: nothing happens."), ("FLOE-CAVE-ADVANCE-2",),
                      kind="cave", player=player.seat)]
    return advance_marker(player, cave, "FLOE-CAVE-ADVANCE-1") + [
        Event(message("The Monster you passed stays where it was, and you gain none of its chamber's rewards."),
              ("FLOE-CAVE-ADVANCE-1", "FLOE-AMBIG-26"), kind="cave", player=player.seat)]


def free_reward_sets(cave: CaveState) -> list[int]:
    return [i for i in range(len(boss_reward_sets())) if i not in cave.boss_sets_taken]


def claim_reward_set(player: PlayerState, cave: CaveState, index: int) -> tuple[list[str], list[Event]]:
    """Cover a free Boss reward set with the Hero marker and return its rewards (FLOE-CAVE-BOSS-1)."""
    if index not in free_reward_sets(cave):
        raise IllegalAction("FLOE-CAVE-BOSS-1", message("That reward set is already covered by another Hero marker."))
    cave.boss_sets_taken[index] = player.seat
    player.cave_chamber = DONE
    rewards = list(boss_reward_sets()[index])
    return rewards, [Event(message("You take reward set {index} ({value}) and cover it with your Hero marker; there "
                                   "is nothing left for you in the Cave.", index=index + 1,
                                   value=rewards_spoken(rewards)),
                           ("FLOE-CAVE-BOSS-1", "FLOE-CAVE-BOSS-3", "FLOE-AMBIG-25"), kind="cave",
                           player=player.seat)]


# -- the Dive track --------------------------------------------------------------------------
def dive_options(cave: CaveState, warmth: int) -> list[int]:
    """Dive track spaces whose Warmth cost can be paid: any space (FLOE-AMBIG-19, FLOE-DIVE-COST-1)."""
    return [i for i, tile in enumerate(cave.dive_track) if dive_tiles()[tile].cost <= warmth]


def take_dive(cave: CaveState, index: int, warmth: int) -> tuple[int, list[str], list[Event]]:
    """Dive on space ``index``: returns (Warmth to pay, effects to gain, events) and rotates the track.

    The caller pays the Warmth and gains the effects (FLOE-DIVE-STEP-1); the tile leaves its space,
    the tiles below slide up one and it goes to the bottom space (FLOE-DIVE-STEP-2).
    """
    if not 0 <= index < len(cave.dive_track):
        raise IllegalAction("FLOE-DIVE-STEP-1", message("There is no such space on the Dive track."))
    tile = dive_tiles()[cave.dive_track[index]]
    if tile.cost > warmth:
        raise IllegalAction("FLOE-DIVE-COST-1", message("That Dive tile costs {cost} Warmth and you have {warmth}.",
                                                        cost=said(tile.cost), warmth=said(warmth)))
    cave.dive_track.append(cave.dive_track.pop(index))
    text = message("You Dive: {effect}", effect=printed_text(tile.text))
    return tile.cost, list(tile.reward), [Event(text, ("FLOE-DIVE-STEP-1", "FLOE-DIVE-STEP-2"), kind="dive")]
