"""Is a Frosthaven scenario position set by hand one the rules could hold?  Checked when its save is loaded.

Compared with the setup of the same players, seed and options: the same characters in their seats, each
character's ability cards each in exactly one pile, the attack modifier decks conserved (blessings and
curses within their supplies), every monster ability card in one place, the figures on hexes of the map
(one per hex) with 1 to their maximum hit points, each monster a known type with a standee number of its own
within the type's standees, the six elements each waning, strong or inert, and each character's items
known and within its carrying limits (FH-ITEM-LIMIT-1).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from floe_widgets.core import FormatError

from . import items as IT
from . import monsters as MON
from .cards import check_hand
from .modifiers import BLESS_SUPPLY, CURSE_SUPPLY, ModDeck
from .state import Character, FHState

if TYPE_CHECKING:
    from .game import Frosthaven

SPECIAL = ("bless", "curse")


def require(ok: bool, field: str, what: str) -> None:
    if not ok:
        raise FormatError(what, f"initial.state.{field}")


def ability_cards(ch: Character) -> Counter:
    return Counter(ch.hand + ch.discard + ch.lost + ch.active + ch.selected)


def plain(deck: ModDeck) -> Counter:
    return Counter(c for c in deck.cards() if c not in SPECIAL)


def check_position(game: Frosthaven, s: FHState) -> None:
    """Raise FormatError naming the first field of ``s`` that no game of ``game``'s setup could hold.

    ``game`` is freshly set up with the save's players, seed and options: its state is the setup."""
    setup: FHState = game.state
    require(s.scenario == setup.scenario, "scenario", "the scenario is the one the options name")
    require(len(s.characters) == len(setup.characters), "characters", "one character per player")
    for i, (ch, first) in enumerate(zip(s.characters, setup.characters)):
        require(ch.seat == i and ch.cls == first.cls, f"characters[{i}].cls", "the setup's class in this seat")
        cards = ability_cards(ch)
        require(all(n == 1 for n in cards.values())
                and check_hand(ch.cls, list(cards), character_level=ch.level) is None, f"characters[{i}].hand",
                "each of the character's ability cards is in exactly one pile, and together they are a hand the "
                "character may take (FH-CHAR-CARDS-1)")
        require(plain(ch.deck) == plain(first.deck), f"characters[{i}].deck",
                "the attack modifier deck holds the setup's cards")
        require(all(it.item in IT.catalogue() for it in ch.items), f"characters[{i}].items", "items of the game")
        why = IT.loadout_problem(ch.level, IT.carried(ch.items))
        require(why is None, f"characters[{i}].items", f"items within the carrying limits (FH-ITEM-LIMIT-1: {why})")
    decks = [ch.deck for ch in s.characters] + [s.monster_deck, s.ally_deck]
    blesses = sum(d.cards().count("bless") for d in decks)
    require(blesses + s.bless_supply == BLESS_SUPPLY and s.bless_supply >= 0, "bless_supply",
            f"{BLESS_SUPPLY} blessings in all, in the decks or the supply")
    player_curses = sum(ch.deck.cards().count("curse") for ch in s.characters)
    require(player_curses + s.player_curses == CURSE_SUPPLY and s.player_curses >= 0, "player_curses",
            f"{CURSE_SUPPLY} player curses in all, in the decks or the supply")
    monster_curses = s.monster_deck.cards().count("curse") + s.ally_deck.cards().count("curse")
    require(monster_curses + s.monster_curses == CURSE_SUPPLY and s.monster_curses >= 0, "monster_curses",
            f"{CURSE_SUPPLY} monster curses in all, in the decks or the supply")
    require(plain(s.monster_deck) == plain(setup.monster_deck), "monster_deck",
            "the monsters' modifier deck holds the setup's cards")
    require(set(s.ability_decks) == set(setup.ability_decks), "ability_decks", "one ability deck per monster type")
    for mtype, deck in s.ability_decks.items():
        cards = deck.draw + deck.discard + ([deck.current] if deck.current >= 0 else [])
        first = setup.ability_decks[mtype]   # no card is revealed at setup
        require(sorted(cards) == sorted(first.draw + first.discard), f"ability_decks.{mtype}",
                "each ability card in one place")
    hexes = [f.hex for f in s.figures]
    require(len(hexes) == len(set(hexes)), "figures", "one figure per hex")
    on_map = game.board.hexes
    require(all(h in on_map for h in hexes), "figures", "every figure stands on a hex of the map")
    for i, f in enumerate(s.figures):
        require(0 < f.hp <= f.max_hp, f"figures[{i}].hp", "a figure on the map has 1 to its maximum hit points")
    check_standees(s)
    require(set(s.elements) == set(setup.elements) and set(s.elements.values()) <= {0, 1, 2}, "elements",
            "the six elements, each inert, waning or strong")


def check_standees(s: FHState) -> None:
    """FH-MAP-PLACE-1: each monster on the map is one of its type's numbered standees, no number twice,
    and the game knows the standee is in use (so it is not given out again)."""
    types = MON.monster_types()
    for mtype, used in s.used_standees.items():
        count = types.get(mtype, {}).get("standees", 0)
        require(len(used) == len(set(used)) and all(1 <= n <= count for n in used), f"used_standees.{mtype}",
                f"each standee number once, from 1 to the type's {count} standees (FH-MAP-PLACE-1)")
    for i, f in enumerate(s.figures):
        if f.kind != "monster":
            continue
        require(f.mtype in types and f.mtype in s.ability_decks, f"figures[{i}].mtype",
                "a monster of a type the scenario uses (FH-MAP-PLACE-1)")
        require(f.number in s.used_standees.get(f.mtype, []), f"figures[{i}].number",
                f"one of the type's {types[f.mtype]['standees']} standee numbers, in use (FH-MAP-PLACE-1)")
    numbers = [(f.mtype, f.number) for f in s.figures if f.kind == "monster"]
    require(len(numbers) == len(set(numbers)), "figures", "no two monsters of a type share a standee number "
            "(FH-MAP-PLACE-1)")
