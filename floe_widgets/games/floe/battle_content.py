"""What the cave battle reads from the game's content: Items, Potions, Familiars, Allies and the dice.

Dice go through the chance source with the labels of content/dice.yaml ("hero-die", "damage-die").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from floe_widgets.core import Chance

from .data import load


@dataclass(frozen=True)
class AllyBattle:
    """An Ally's Battle effect (content/cards.yaml ``battle``): icons now, and effects after the Battle.

    ``per_icon`` pays an effect for each such icon used in the whole Battle (the Rockeer example's
    Ally: 1 Crate per Stealth); ``after`` is gained at the end (FLOE-AMBIG-8).
    """

    icons: tuple[str, ...] = ()
    per_icon: tuple[tuple[str, str], ...] = ()
    after: tuple[str, ...] = ()

    @property
    def pays_later(self) -> bool:
        return bool(self.per_icon or self.after)


@cache
def _cards() -> dict:
    return load("cards.yaml")


@cache
def _items() -> dict[str, dict]:
    return {i["id"]: i for i in _cards()["items"]}


def item_icon(item: str) -> str:
    """The icon a die assigned to the basic side of ``item`` counts as (FLOE-ITEM-BASIC-1)."""
    return _items()[item]["basic"]


def item_upgraded_icons(item: str) -> tuple[str, ...]:
    """Icons an upgraded ``item`` gives every Battle without a die (FLOE-BATTLE-ITEM-2)."""
    return tuple(_items()[item]["upgraded"])


@cache
def _potions() -> dict[str, tuple[str, ...]]:
    return {p["id"]: tuple(p["icons"]) for p in load("tokens.yaml")["potions"]}


def potion_icons(token: str) -> tuple[str, ...]:
    """The Battle icons printed on a Potion token (FLOE-TOKENS-POTION-1)."""
    return _potions()[token]


@cache
def _familiars() -> dict[str, tuple[str, ...]]:
    return {f["id"]: tuple(f["icons"]) for f in load("heroes.yaml")["familiars"]}


def familiar_icons(familiar: str) -> tuple[str, ...]:
    """The two icons on the Familiar's ability tile (FLOE-BATTLE-FAMILIAR-1)."""
    return _familiars()[familiar]


@cache
def ally_battle(ally: str) -> AllyBattle | None:
    """The Battle effect of an Ally card, or None if it has none."""
    card = next((a for a in _cards()["allies"] if a["id"] == ally), None)
    effect = (card or {}).get("battle")
    if not effect:
        return None
    after = effect.get("after") or ()
    return AllyBattle(tuple(effect.get("icons", ())), tuple(sorted((effect.get("per_icon") or {}).items())),
                      (after,) if isinstance(after, str) else tuple(after))


@cache
def dice_content() -> dict:
    return load("dice.yaml")


def hero_die_faces() -> tuple[str, ...]:
    return tuple(dice_content()["hero_die"]["faces"])


def damage_die_faces() -> tuple[str, ...]:
    return tuple(dice_content()["damage_die"]["faces"])


def roll_hero_die(chance: Chance) -> str:
    return chance.roll(dice_content()["hero_die"]["label"], hero_die_faces())


def roll_damage_die(chance: Chance) -> int:
    """The Damage die; nothing a player does can reroll it (FLOE-CAVE-DAMAGEDIE-1)."""
    return int(chance.roll(dice_content()["damage_die"]["label"], damage_die_faces()))
