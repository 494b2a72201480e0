"""Setting up a scenario (FH-SETUP-ORDER-1): the steps of the setup list, in order, as a new state."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Chance

from . import cards as C
from . import elements as EL
from . import items as IT
from . import loot as LOOT
from . import modifiers as MOD
from . import monsters as MON
from . import perks as PERKS
from . import rooms as ROOMS
from .book import Board, load_yaml, scenario_data
from .context import Context
from .decision_kinds import ChooseGoalDecision
from .state import Character, FHState, Figure, ItemState, MonsterDeck


def new_scenario(chance: Chance, board: Board, players: int, options: dict[str, Any]) -> FHState:
    """The state at the start of the scenario: map, monster decks, first room, modifier decks, battle goals
    dealt, loot deck, items, hands and hit points; the characters then choose their battle goals."""
    data = scenario_data(options["scenario"])
    b = board
    s = FHState(scenario=data["id"], level=options["level"])
    log = s.log
    log.append(f"1. Scenario {data['number']}: {data['name']} at level {s.level} [FH-SETUP-ORDER-1].")
    log.append("2. No road event before the first scenario [FH-GEN-FIRST-1].")
    log.append("3. Map tiles laid out.")
    types = list(dict.fromkeys(m["type"] for m in data["monsters"]))
    for t in types:   # 4. monster ability decks shuffled (FH-SETUP-MONSTER-1)
        n = len(MON.monster_types()[t]["deck"])
        s.ability_decks[t] = MonsterDeck(draw=chance.shuffle(f"ability-deck-{t}", list(range(n))))
        s.used_standees[t] = []
    log.append("4. Monster ability decks shuffled: " + ", ".join(types) + ".")
    s.traps = sorted(b.traps)
    s.loot_tokens = sorted(b.loot)
    s.treasures = sorted(b.treasures)
    log.append("5. Overlay tiles placed.")
    s.elements = EL.new_board()
    # setup=True keeps a section triggered by room 1's reveal unread at setup: no scenario has one, so nothing
    # in play tells it from setup=False
    ROOMS.reveal_room(Context(s, chance, board, players, options), 1, setup=True)  # pragma: no mutate (above)
    log.append("6. First room set up.")
    s.monster_deck = MOD.new_deck(chance, "monster-deck")
    s.ally_deck = MOD.new_deck(chance, "ally-deck")
    log.append("7. Modifier decks shuffled; bless and curse cards set aside.")
    reduced = options.get("reduced_randomness", False)   # FH-VARIANT-REDUCED-1
    s.monster_deck.reduced = s.ally_deck.reduced = reduced
    log.append(f"8. Goal: {data['goal']}")
    goals = [g["id"] for g in load_yaml("battle_goals.yaml")["goals"]]
    dealt = chance.shuffle("battle-goals", goals)
    lvl = options["character_level"]
    for seat, cls in enumerate(options["classes"]):
        info = C.classes()[cls]
        ch = Character(seat=seat, cls=cls, name=info["name"], level=lvl, fid=f"C{seat}")
        ch.goal_options = dealt[3 * seat: 3 * seat + 3]   # 9. three battle goals each
        ch.stats = {"kills": 0, "loot": 0, "long_rests": 0, "negated": 0, "damage": 0}
        s.characters.append(ch)
    log.append("9. Three battle goals dealt to each character [FH-GOAL-DEAL-1].")
    s.loot_deck = LOOT.build(data["loot_table"], chance)
    log.append(f"11. Loot deck of {len(s.loot_deck)} cards built [FH-LOOT-DECK-1].")
    for ch in s.characters:
        info = C.classes()[ch.cls]
        ch.items = [ItemState(i) for i in info["items"]]
        extra = [c for i in info["items"] for c in IT.item(i).get("add_cards", [])]
        chosen = (options.get("perks") or {}).get(str(ch.seat), [])   # FH-CHAR-PERK-1
        ch.deck = PERKS.new_deck(chance, f"deck-{ch.fid}", ch.cls, chosen, extra)
        ch.deck.reduced = reduced
    log.append("12. Items equipped; their modifier cards added [FH-ITEM-EQUIP-1].")
    for seat, ch in enumerate(s.characters):
        ch.hand = C.starting_hand(ch.cls)
        hp = C.max_hp(ch.cls, ch.level)
        s.figures.append(Figure(ch.fid, "character", ch.name, b.starts[seat], hp, hp, owner=seat,
                                shield=IT.passive_shield(ch.items)))
    log.append("13. Hands chosen [FH-SETUP-HAND-1]. 14. Hit points at maximum, experience 0 [FH-SETUP-DIAL-1].")
    s.phase = "goals"
    s.decision = ChooseGoalDecision(0)
    return s
