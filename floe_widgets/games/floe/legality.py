"""Floe's legality, written once: the candidate actions of the moment and the first rule an action breaks.

``candidates(state)`` lists every action that might be allowed now (a superset of the legal ones);
``why_not(state, action)`` answers with (rule id, sentence) for the first rule the action breaks, or
None.  The game's ``legal_actions()`` is the candidates ``why_not`` lets through, and ``apply`` refuses
with ``why_not``'s answer, so a refusal always names the true reason.  ``why_not`` never raises for a
well-typed action: an unknown id or an index out of range is a refusal.

The checks run in the order a player meets them: a pending choice, the battle, the kind of turn, the
phase of the turn, then what the action itself needs.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from floe_widgets.core import Action
from floe_widgets.core.game import Refusal
from floe_widgets.core.one_position import per_position
from floe_widgets.i18n import N_, message

from . import battle_legality
from . import data as content
from . import exploration as ex
from . import village as vil
from .actions import (
    Academy,
    BuyItem,
    Choose,
    ChooseTurn,
    ConvertCrystal,
    ConvertSoda,
    Delve,
    DiscoverRegion,
    EndMovement,
    EndTurn,
    FamiliarGather,
    Gather,
    Hike,
    Pass,
    PlaceFigure,
    PlaceStone,
    Sail,
    SummonShip,
    TakeAlly,
    TakeBuildings,
    TavernVisit,
    Trade,
    UseAlly,
    UseBuilding,
    UseCrate,
    UseMap,
    UsePotion,
    UseTreasure,
    VisitLandmark,
)
from .battle_actions import BATTLE_ACTIONS
from .context import BattleContext
from .effects import capacity, sellable
from .names import option_spoken, said, said_list, spoken
from .progress import anywhere_stone_options
from .state import BASIC, STONE_PRIMED, VILLAGE_SPACES, FloeState
from .world import docks_at, geometry, has_feature, hike_distance, hikes, shallows_open

MOVEMENT = (Hike, SummonShip, Sail, DiscoverRegion, UseMap, EndMovement)
HERO_ACTIONS = (Gather, VisitLandmark, Delve)
EXTRA_ACTIONS = (FamiliarGather, Trade, PlaceStone)
SUPPLY = (UsePotion, UseCrate, ConvertSoda, ConvertCrystal, UseAlly, UseTreasure)
SPACE_OF = {BuyItem: "shop", TavernVisit: "tavern", TakeAlly: "springs", TakeBuildings: "yard", Academy: "academy"}
SPACE_NAME = {"shop": N_("Shop"), "tavern": N_("Tavern"), "springs": N_("Hot Springs"), "yard": N_("Timber Yard"),
              "academy": N_("Academy")}

#: the rule behind each kind of pending choice (what a learner is told when they answer something else)
PENDING_RULE = {
    "alt": "FLOE-ICON-COST-1", "basic": "FLOE-RES-BASIC-1", "merit": "FLOE-MERIT-ICON-1",
    "merit-pair": "FLOE-MERIT-ICON-1", "merit-same": "FLOE-MERIT-ICON-1", "chestkey": "FLOE-CHEST-MOVE-1",
    "stone": "FLOE-STONE-ADV-1", "treasure-keep": "FLOE-CHEST-TREASURE-2", "treasure-discard": "FLOE-CHEST-TREASURE-3",
    "relic-keep": "FLOE-RELIC-LOOK-2", "token-discard": "FLOE-TOKENS-LIMIT-2", "dive": "FLOE-DIVE-COST-1",
    "sell": "FLOE-TERM-SELL-1", "landmark-slot": "FLOE-DISCOVER-LANDMARK-1", "optional": "FLOE-LANDMARK-EFFECT-1",
    "place-stone": "FLOE-STONE-PLACE-1", "maps": "FLOE-DISCOVER-STEP-1",
}


# -- candidates -----------------------------------------------------------------------------------
def candidates(state: FloeState) -> list[Action]:
    """Every action that might be allowed now, in the order the controls show them."""
    if state.pending is not None:
        return [Choose(o) for o in state.pending.options]
    t = state.turn
    if t.phase == "battle":
        return battle_legality.battle_candidates(BattleContext(state, state.current), state.battle)
    out: list[Action] = []
    if t.phase == "choose":
        out += [ChooseTurn("exploration"), ChooseTurn("village")]
    elif t.phase in ("move", "sail"):
        out += _movement_candidates(state)
    elif t.phase == "act":
        out += [Gather(x) for x in ex.gather_options(state)] + [VisitLandmark(i) for i in ex.landmark_spaces(state)]
        out += [Delve(), *ex.familiar_options(state), *ex.trade_options(state), *ex.shrine_options(state)]
    else:
        out += _village_candidates(state)
    out += _supply_candidates(state)
    if t.phase != "choose":
        out.append(EndTurn())
    return out


def _movement_candidates(state: FloeState) -> list[Action]:
    p = state.players[state.current]
    g = geometry(state.world.layout)
    out: list[Action] = [Hike(to, sid) for sid, to in _hikes_from_hero(state)]
    out += ex.summon_options(state)
    out += [Sail(d) for d in sorted(ex.sail_targets(state))]
    # the cheapest Sea next to each tile as DiscoverRegion(position); every other Sea named explicitly
    cheapest = ex.discover_targets(state)
    out += [DiscoverRegion(pos) if cheapest[pos][0] == sea else DiscoverRegion(pos, sea)
            for pos, sea in sorted(ex.discover_options(state))]
    for tok in dict.fromkeys(x for x in p.tokens if x.startswith("map")):
        out += [UseMap(tok, iid) for iid in g.icebergs]
    out.append(EndMovement())
    return out


def _village_candidates(state: FloeState) -> list[Action]:
    t = state.turn
    out: list[Action] = [UseBuilding(i) for i in range(len(state.players[state.current].buildings))]
    if t.phase in ("v-start", "v-familiar"):
        out += [PlaceFigure(s) for s in VILLAGE_SPACES]
    elif t.phase in ("v-hero", "v-fam-act"):
        out += vil.space_actions(state)
    return out


def _supply_candidates(state: FloeState) -> list[Action]:
    """Potions, Crates, conversions (any time in your turn), Allies and Treasures."""
    p = state.players[state.current]
    out: list[Action] = []
    for tok in dict.fromkeys(p.tokens):
        if tok.startswith("potion"):
            out.append(UsePotion(tok))
        elif tok.startswith("crate"):
            out += [UseCrate(tok, r) for r in content.tokens()[tok]["choices"]]
    if p.soda >= 2:
        out += [ConvertSoda(r) for r in BASIC]
    held = [r for r in BASIC if p.resources[r]]
    out += [ConvertCrystal(a, b) for a, b in sorted(combinations_with_replacement(held, 2))]
    if state.turn.kind == "exploration":
        out += [UseAlly(a) for a in dict.fromkeys(p.allies)]
        out += [UseTreasure(tr) for tr in p.treasures]
    return out


# -- why not --------------------------------------------------------------------------------------
def why_not(state: FloeState, action: Action) -> Refusal | None:
    """The first rule ``action`` breaks now, or None when it may be taken."""
    pend = state.pending
    if pend is not None:
        rule = PENDING_RULE.get(pend.kind, "FLOE-ICON-COST-1")
        if not isinstance(action, Choose):
            return rule, message("First answer the pending choice: {prompt}", prompt=said(pend.prompt))
        if action.option not in pend.options:
            return rule, message("'{option}' is not one of the options of the pending choice ({prompt}).",
                                 option=option_spoken(action.option),
                                 prompt=said(pend.prompt))
        return None
    if isinstance(action, Choose):
        return "FLOE-ICON-COST-1", message("No choice is waiting for an answer now.")
    if state.turn.phase == "battle":
        if isinstance(action, BATTLE_ACTIONS):
            return battle_legality.battle_why_not(BattleContext(state, state.current), state.battle, action)
        return "FLOE-BATTLE-SEQ-1", message("Finish the battle first.")
    if isinstance(action, BATTLE_ACTIONS):
        return "FLOE-CAVE-REQ-1", message("No battle is going on: a battle starts when you delve into the Cave.")
    if isinstance(action, ChooseTurn):
        return _why_not_choose_turn(state, action)
    if isinstance(action, SUPPLY):
        return _why_not_supply(state, action)
    if state.turn.phase == "choose":
        return "FLOE-TURN-CHOICE-1", message("First choose an Exploration or a Village turn.")
    if isinstance(action, EndTurn):
        return _why_not_end_turn(state)
    if isinstance(action, MOVEMENT):
        return _why_not_move(state, action)
    if isinstance(action, HERO_ACTIONS + EXTRA_ACTIONS):
        return _why_not_act(state, action)
    return _why_not_village(state, action)


def _why_not_choose_turn(state: FloeState, action: ChooseTurn) -> Refusal | None:
    if state.turn.phase != "choose":
        return "FLOE-TURN-CHOICE-1", message("You already chose the kind of this turn.")
    if action.turn not in ("exploration", "village"):
        return "FLOE-TURN-CHOICE-1", message("A turn is either an Exploration turn or a Village turn.")
    if action.turn == "village" and state.players[state.current].turns_taken == 0:
        return "FLOE-TURN-FIRST-1", message("Every player's first turn must be an Exploration turn.")
    return None


def _why_not_end_turn(state: FloeState) -> Refusal | None:
    t = state.turn
    if t.phase == "act" or t.phase == "v-end":
        return None
    if t.kind == "exploration":
        return _sail_pending(state) or ("FLOE-TURN-EXPL-1", message("End your movement and take your Hero action (or "
                                                             "skip it) before ending the turn."))
    return "FLOE-VILLAGE-ORDER-1", message("Place your Hero, then your Familiar, before ending a Village turn.")


# -- supply: tokens, conversions, Allies, Treasures ---------------------------------------------------
def _why_not_supply(state: FloeState, action: Action) -> Refusal | None:
    p = state.players[state.current]
    t = state.turn
    if isinstance(action, UsePotion):
        if action.token not in p.tokens or not action.token.startswith("potion"):
            return "FLOE-TOKENS-USE-1", message("You hold no such Potion.")
        return None
    if isinstance(action, UseCrate):
        if action.token not in p.tokens or not action.token.startswith("crate"):
            return "FLOE-TOKENS-USE-1", message("You hold no such Crate.")
        if action.resource not in content.tokens()[action.token]["choices"]:
            return "FLOE-TOKENS-CRATE-1", message("That Crate does not show {resource}.",
                                                  resource=said(action.resource))
        return None
    if isinstance(action, ConvertSoda):
        if action.resource not in BASIC:
            return "FLOE-RES-SODA-2", message("Soda becomes a basic resource ({value}).", value=said_list(BASIC))
        if p.soda < 2:
            return "FLOE-RES-SODA-2", message("You need 2 Soda for a basic resource.")
        if p.resources[action.resource] >= capacity(p, action.resource):
            return "FLOE-RES-CAP-1", message("You have no room for more {resource}.", resource=said(action.resource))
        return None
    if isinstance(action, ConvertCrystal):
        return _why_not_crystal(p.resources, action)
    if t.kind != "exploration":
        rule = "FLOE-ALLY-FAQ-1" if isinstance(action, UseAlly) else "FLOE-CHEST-TREASURE-4"
        return rule, message("This card is used in an Exploration turn.")
    if t.phase == "sail":
        return "FLOE-DISCOVER-RESUME-1", message("Your Ship is at sea after the discovery: sail on to a Dock first.")
    if isinstance(action, UseAlly):
        return _why_not_ally(state, action.ally)
    assert isinstance(action, UseTreasure)
    if action.treasure not in p.treasures:
        return "FLOE-CHEST-TREASURE-4", message("You hold no such Treasure.")
    if not content.treasures()[action.treasure].get("use"):
        return "FLOE-CHEST-TREASURE-4", message("That Treasure has no effect to use; it works on its own.")
    if action.treasure in t.treasures_used:
        return "FLOE-CHEST-TREASURE-4", message("Each Treasure works once per turn.")
    return None


def _why_not_crystal(resources: dict[str, int], action: ConvertCrystal) -> Refusal | None:
    if action.first not in BASIC or action.second not in BASIC:
        return "FLOE-RES-CRYSTAL-1", message("A Crystal is made of two basic resources ({value}).",
                                             value=said_list(BASIC))
    if BASIC.index(action.first) > BASIC.index(action.second):
        return "FLOE-RES-CRYSTAL-1", message("Name the two resources in track order: {second}, then {first}.",
                                             second=said(action.second), first=said(action.first))
    need = {r: (action.first, action.second).count(r) for r in (action.first, action.second)}
    if any(resources[r] < n for r, n in need.items()):
        return "FLOE-RES-CRYSTAL-1", message("You do not have those two basic resources.")
    return None


def _why_not_ally(state: FloeState, ally: str) -> Refusal | None:
    """Exploration Allies (FLOE-ALLY-FAQ-1..4): only in an Exploration turn, only if fully resolvable."""
    p = state.players[state.current]
    if ally not in p.allies:
        return "FLOE-ALLY-USE-1", message("You have no such Ally.")
    data = content.allies()[ally]
    if data.get("when") != "exploration":
        return "FLOE-ALLY-USE-1", message("{name} helps in a battle, not now.", name=spoken(ally))
    effect = data["effect"]
    if effect == "cave" and p.cave_chamber >= 5:
        return "FLOE-ALLY-FAQ-3", message("Your Hero marker cannot advance further in the Cave.")
    if effect == "place-stone" and not anywhere_stone_options(state, state.current):
        return "FLOE-ALLY-FAQ-3", message("You have no Primed Floe Stone or there is no empty Shrine.")
    if effect.startswith("sell-item") and not p.items:
        return "FLOE-ALLY-FAQ-3", message("You have no Item to sell.")
    return None


# -- movement -------------------------------------------------------------------------------------
def _sail_pending(state: FloeState) -> Refusal | None:
    """A Sail that must come first: after a summon (FLOE-MOVE-SUMMON-2) or a discovery (FLOE-DISCOVER-RESUME-1)."""
    t = state.turn
    if t.phase == "sail":
        return "FLOE-DISCOVER-RESUME-1", message("Your Ship is at sea after the discovery: sail on to a Dock first.")
    if t.must_sail:
        return "FLOE-MOVE-SUMMON-2", message("You summoned a Ship: you must sail it now.")
    return None


def _why_not_move(state: FloeState, action: Action) -> Refusal | None:
    t = state.turn
    p = state.players[state.current]
    if t.phase not in ("move", "sail"):
        if t.kind == "village":
            return "FLOE-TURN-CHOICE-1", message("Movement belongs to an Exploration turn.")
        if isinstance(action, UseMap):
            return "FLOE-MOVE-MAP-2", message("Maps move your Hero only during the Movement phase, which is over.")
        return "FLOE-TURN-EXPL-1", message("Movement is over for this turn.")
    g = geometry(state.world.layout)
    if isinstance(action, Sail):
        if action.dock not in g.docks:
            return "FLOE-MOVE-SAIL-3", message("A Sail ends at a Dock.")
        start = ex.start_sea_and_dock(state)
        if start is None:
            return "FLOE-MOVE-SAIL-1", message("No Ship is docked at your Iceberg.")
        if action.dock == start[1]:
            return "FLOE-MOVE-SAIL-3", message("A Sail must end at a Dock other than the one it started from.")
        if action.dock in state.world.ships:
            return "FLOE-MOVE-SAIL-4", message("That Dock already holds a Ship.")
        if action.dock not in ex.sail_targets(state):
            return "FLOE-MOVE-SAIL-2", message("You do not have the Warmth to sail there.")
        return None
    if isinstance(action, DiscoverRegion):
        return _why_not_discover(state, action)
    pending = _sail_pending(state)
    if pending:
        return pending
    if isinstance(action, EndMovement):
        return None
    if p.warmth < 1 and isinstance(action, (Hike, SummonShip)):
        return "FLOE-MOVE-ZERO-1", message("With 0 Warmth you can no longer pay to move.")
    if isinstance(action, Hike):
        if (action.shallows, action.to) in _hikes_from_hero(state):
            return None
        if action.to in g.icebergs and g.tile_of(action.to) not in state.world.revealed:
            return "FLOE-MOVE-HIKE-2", message("You can hike only to Icebergs on revealed Region tiles.")
        crossing = g.shallows.get(action.shallows)
        if crossing is None or action.shallows not in g.icebergs[p.location].shallows \
                or action.to not in crossing.icebergs or action.to == p.location:
            return "FLOE-MOVE-HIKE-1", message("A Hike crosses one Shallows from your Iceberg to the Iceberg beyond "
                                               "it.")
        return "FLOE-MOVE-HIKE-2", message("You can hike only across Shallows on revealed Region tiles.")
    if isinstance(action, SummonShip):
        return _why_not_summon(state, action)
    assert isinstance(action, UseMap)
    if action.token not in p.tokens or not action.token.startswith("map"):
        return "FLOE-TOKENS-MAP-1", message("You hold no such Map.")
    if action.to not in g.icebergs or g.tile_of(action.to) not in state.world.revealed:
        return "FLOE-MOVE-HIKE-2", message("Your Hero can move only to Icebergs on revealed Region tiles.")
    if action.to == p.location:
        return "FLOE-MOVE-MAP-1", message("Your Hero already stands there.")
    feature = content.tokens()[action.token]["feature"]
    if not has_feature(g, action.to, feature, state.world.landmarks):
        return "FLOE-MOVE-MAP-1", message("That Map moves your Hero only to an Iceberg with a {feature}.",
                                          feature=said(feature))
    return None


@per_position
def _hikes_from_hero(state: FloeState) -> list[tuple[str, str]]:
    """(shallows, iceberg) pairs one Hike away from the current Hero."""
    return hikes(geometry(state.world.layout), state.players[state.current].location, state.world.revealed)


def _why_not_summon(state: FloeState, action: SummonShip) -> Refusal | None:
    p = state.players[state.current]
    g = geometry(state.world.layout)
    dock = g.docks.get(action.dock)
    if dock is None or dock not in docks_at(g, p.location) or not dock.beacon:
        return "FLOE-MOVE-SUMMON-1", message("A Ship is summoned to an empty Beacon Dock of your Hero's Iceberg.")
    if action.dock in state.world.ships:
        return "FLOE-MOVE-SUMMON-3", message("That Beacon Dock already holds a Ship.")
    if not 0 <= action.ship < len(state.world.ships):
        return "FLOE-MOVE-SUMMON-3", message("There are only {n} Ships.", n=len(state.world.ships))
    if action not in ex.summon_options(state):
        return "FLOE-MOVE-SUMMON-2", message("The summoned Ship could not sail anywhere afterwards with your Warmth.")
    return None


def _why_not_discover(state: FloeState, action: DiscoverRegion) -> Refusal | None:
    t = state.turn
    p = state.players[state.current]
    if t.discovered:
        return "FLOE-DISCOVER-LIMIT-1", message("You may discover only one Region per turn.")
    if t.phase == "sail":
        return _sail_pending(state)
    if sum(tok.startswith("map") for tok in p.tokens) < 2:
        return "FLOE-DISCOVER-REQ-1", message("Discovering a Region costs 2 Maps.")
    if action.position not in state.world.layout or state.world.layout[action.position] in state.world.revealed:
        return "FLOE-DISCOVER-REQ-1", message("Only a face-down Region tile can be discovered.")
    if ex.start_sea_and_dock(state) is None:
        return "FLOE-DISCOVER-REQ-1", message("A Region is discovered while sailing: you need a Ship docked at your "
                                              "Iceberg.")
    options = ex.discover_options(state)
    if action.sea:
        if (action.position, action.sea) not in options:
            return "FLOE-DISCOVER-REQ-1", message("Your Ship cannot stop on that Sea next to the tile and still reach "
                                                  "a Dock.")
        if ex.discover_targets(state)[action.position][0] == action.sea:
            return "FLOE-DISCOVER-REQ-1", message("The cheapest Sea there is {sea}: discover without naming a Sea.",
                                                  sea=spoken(action.sea))
    elif action.position not in ex.discover_targets(state):
        return "FLOE-DISCOVER-REQ-1", message("Your Ship cannot reach that tile and then a Dock with your Warmth.")
    return None


# -- the hero action and the extra actions ----------------------------------------------------------
def _why_not_act(state: FloeState, action: Action) -> Refusal | None:
    t = state.turn
    p = state.players[state.current]
    extra = isinstance(action, EXTRA_ACTIONS)
    if t.kind != "exploration":
        return "FLOE-TURN-CHOICE-1", message("That belongs to an Exploration turn.")
    if t.phase != "act":
        return _sail_pending(state) or (("FLOE-EXTRA-TIMING-1" if extra else "FLOE-TURN-EXPL-1"),
                                        message("End your movement first."))
    if not extra and t.hero_action:
        return "FLOE-TURN-EXPL-1", message("You have already taken your Hero action this turn.")
    g = geometry(state.world.layout)
    if isinstance(action, Gather):
        if action.take not in ex.gather_options(state):
            if action.take.startswith("dive:") and action.take in _dives_here(state):
                return "FLOE-DIVE-COST-1", message("You cannot pay for any tile of the Dive track.")
            return "FLOE-GATHER-OPT-1", message("That is not something you can gather from here.")
        return None
    if isinstance(action, VisitLandmark):
        card = state.world.landmarks.get(p.location)
        if card is None:
            return "FLOE-LANDMARK-REQ-1", message("There is no Landmark on your Hero's Iceberg.")
        if p.rumors_available < 1:
            return "FLOE-LANDMARK-REQ-1", message("You have no available Rumor to place.")
        if p.seat in state.village.landmark_rumors[card]:
            return "FLOE-LANDMARK-ONCE-1", message("You have already visited this Landmark.")
        if action.space not in ex.landmark_spaces(state):
            return "FLOE-LANDMARK-REQ-1", message("That space of the Landmark is not free.")
        return None
    if isinstance(action, Delve):
        from .cave import CHAMBERS, can_delve

        if "cave" not in g.icebergs[p.location].features:
            return "FLOE-CAVE-REQ-1", message("You can delve only from an Iceberg with a Cave.")
        if p.cave_chamber > CHAMBERS:
            return "FLOE-CAVE-BOSS-3", message("After beating the Boss you may not delve again.")
        if not can_delve(p, state.cave):
            return "FLOE-CAVE-REQ-1", message("Your chamber has no Monster to fight.")
        return None
    if isinstance(action, FamiliarGather):
        if t.familiar_used:
            return "FLOE-FAMILIAR-GATHER-1", message("Your Familiar was already used this turn.")
        if p.warmth < 1:
            return "FLOE-FAMILIAR-GATHER-1", message("Sending your Familiar costs 1 Warmth.")
        if action.shallows not in g.icebergs[p.location].shallows:
            return "FLOE-FAMILIAR-GATHER-1", message("Your Familiar goes onto a Shallows next to your Hero's Iceberg.")
        if action not in ex.familiar_options(state):
            return "FLOE-FAMILIAR-GATHER-2", message("Your Familiar cannot gather that from this Shallows.")
        return None
    if isinstance(action, Trade):
        if t.trade_done:
            return "FLOE-AMBIG-20", message("You have already traded this turn.")
        if action.trader not in state.world.traders:
            return "FLOE-TRADE-EXIST-1", message("Only Traders already on the map can be summoned.")
        if action.card not in sellable(p):
            return "FLOE-TERM-SELL-1", message("You hold no such Item, Treasure or Relic to sell.")
        d = hike_distance(g, state.world.traders[action.trader], p.location, state.world.revealed)
        if d is None or d > p.warmth:
            return "FLOE-TRADE-SUMMON-1", message("You cannot pay 1 Warmth per Shallows of the Trader's journey.")
        return None
    assert isinstance(action, PlaceStone)
    if p.stones.get(action.resource) != STONE_PRIMED:
        return "FLOE-SHRINE-PRIMED-1", message("Only a Primed Floe Stone can be placed in a Shrine.")
    if action not in ex.shrine_options(state):
        return "FLOE-SHRINE-REQ-1", message("You can place a stone only in an empty Shrine on your Hero's Iceberg.")
    return None


def _dives_here(state: FloeState) -> list[str]:
    g = geometry(state.world.layout)
    ice = g.icebergs[state.players[state.current].location]
    return [f"dive:{sid}" for sid in ice.shallows if g.shallows[sid].dive
            and shallows_open(g, sid, state.world.revealed)]


# -- the village ------------------------------------------------------------------------------------
def _why_not_village(state: FloeState, action: Action) -> Refusal | None:
    t = state.turn
    p = state.players[state.current]
    if t.kind != "village":
        rule = "FLOE-BUILDING-TIMING-1" if isinstance(action, UseBuilding) else "FLOE-TURN-CHOICE-1"
        return rule, message("That belongs to a Village turn.")
    if isinstance(action, UseBuilding):
        if t.phase not in vil.BUILDING_MOMENTS:
            return "FLOE-AMBIG-30", (message("Buildings work only at the start, before the Familiar or at the end of a "
                                     "Village turn."))
        if not 0 <= action.index < len(p.buildings):
            return "FLOE-BUILDING-PARTS-1", message("You have {n} Building.", plural="You have {n} Buildings.",
                                                    how_many=len(p.buildings), n=len(p.buildings))
        if action.index in t.buildings_used:
            return "FLOE-BUILDING-TIMING-1", message("Each Building works once per Village turn.")
        if not vil.building_ok(state, action.index):
            top = content.building_tops()[p.buildings[action.index][0]]
            return ("FLOE-BUILDING-COST-1" if "cost" in top else "FLOE-BUILDING-REQ-1",
                    message("You cannot pay this Building's cost or do not meet its Merit requirement."))
        return None
    if isinstance(action, PlaceFigure):
        if t.phase not in ("v-start", "v-familiar"):
            return "FLOE-VILLAGE-ORDER-1", message("Figures are placed Hero first, then Familiar, one step at a time.")
        if action.space not in VILLAGE_SPACES:
            return "FLOE-VILLAGE-SPACES-1", message("The Village spaces are {value}.",
                                                    value=said_list(SPACE_NAME[s] for s in VILLAGE_SPACES))
        if action.space in vil.own_spaces(state, state.current):
            return "FLOE-VILLAGE-PLACE-1", message("One of your figures already stands there.")
        return None
    space = SPACE_OF.get(type(action), "")
    if t.phase not in ("v-hero", "v-fam-act"):
        # a figure placed where it could not pay moves straight on (FLOE-VILLAGE-OPTIONAL-1): say why
        last = {"v-familiar": p.hero_space, "v-end": p.familiar_space}.get(t.phase)
        if space in vil.SPACE_RESOURCE and last == space and not vil.can_pay_space(state, space):
            return "FLOE-VILLAGE-ACTION-2", (message("That action needs exactly your full storable amount of "
                                                     "{resource}.", resource=said(vil.SPACE_RESOURCE[space])))
        return "FLOE-VILLAGE-ORDER-1", message("Place a figure on a Village space first.")
    if isinstance(action, Pass):
        return None
    here = vil.current_space(state)
    if here != space:
        return "FLOE-VILLAGE-ORDER-1", message("Your figure stands at the {here}, not the {space}.",
                                               here=said(SPACE_NAME[here]), space=said(SPACE_NAME[space]))
    if isinstance(action, Academy):
        return _why_not_academy(state, action)
    if t.space_action_done:
        return "FLOE-VILLAGE-ACTION-1", message("You already took the {space} action on this visit.",
                                                space=said(SPACE_NAME[space]))
    if not vil.can_pay_space(state, space):
        return "FLOE-VILLAGE-ACTION-2", (message("That action needs exactly your full storable amount of {resource}.",
                                                 resource=said(vil.SPACE_RESOURCE[space])))
    if isinstance(action, BuyItem) and action.item not in vil.available_items(state):
        return "FLOE-SHOP-ACTION-1", message("That Item is not available at the Shop.")
    if isinstance(action, TavernVisit):
        if action.card not in vil.available_tavern(state):
            return "FLOE-TAVERN-ACTION-1", message("That Tavern card is not available.")
        if not 0 <= action.option < len(content.tavern()[action.card]["options"]):
            return "FLOE-TAVERN-ACTION-1", message("A Tavern card offers two benefits.")
    if isinstance(action, TakeAlly) and action.ally not in vil.available_allies(state):
        return "FLOE-SPRINGS-ACTION-1", message("That Ally is not available at the Hot Springs.")
    if isinstance(action, TakeBuildings) and (action.top, action.bottom) not in vil.available_buildings(state):
        return "FLOE-YARD-ACTION-1", message("That Building set is not available at the Timber Yard.")
    return None


def _why_not_academy(state: FloeState, action: Academy) -> Refusal | None:
    if action not in vil.academy_options(state):
        return "FLOE-ACADEMY-ACTION-1", (message("Each Academy action once per visit (an Elder or Looking for Relics "
                                                 "in "
                                         "the 2-Crystal slot), if you have the Crystals."))
    return None
