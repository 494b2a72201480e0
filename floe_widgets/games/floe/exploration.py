"""The Exploration turn: movement (hiking, sailing, summoning, maps, discovery), the Hero action
(gather, landmark, delve) and the extra actions (Familiar, trade, shrines)."""

from __future__ import annotations

from floe_widgets.core import Action, Chance, Event
from floe_widgets.core.one_position import per_position
from floe_widgets.i18n import message

from . import data as content
from .actions import (
    Delve,
    DiscoverRegion,
    EndMovement,
    FamiliarGather,
    Gather,
    Hike,
    PlaceStone,
    Sail,
    SummonShip,
    Trade,
    UseMap,
    VisitLandmark,
)
from .effects import add_vp, ev, sellable
from .names import effect_said, said, spoken, term
from .place_names import position_spoken
from .progress import place_stone
from .state import STONE_PRIMED, FloeState, Pending, Queued
from .world import (
    docks_at,
    geometry,
    hike_distance,
    sail_costs,
    seas_next_to,
    shallows_open,
)


def trigger_ability(state: FloeState, seat: int, trigger: str) -> list[Event]:
    """A Hero ability fires once per turn; the flipped side replaces the basic one (FLOE-HERO-ABILITY-1, AMBIG-27)."""
    p = state.players[seat]
    hero = content.heroes()[p.hero]
    if hero["trigger"] != trigger or state.turn.ability_used:
        return []
    state.turn.ability_used = True
    gain = hero["upgraded"] if p.hero_flipped else hero["basic"]
    state.queue.append(Queued(seat, gain, ("FLOE-HERO-ABILITY-1",)))
    return [ev(message("{name}'s ability: {gain}.", name=term(p.hero),
                       gain=effect_said(gain)), ("FLOE-HERO-ABILITY-1", "FLOE-EXAMPLE-5", "FLOE-AMBIG-27"),
               seat)]


# -- movement ---------------------------------------------------------------------------------------
def _docked_ship(state: FloeState, dock: str) -> int:
    return state.world.ships.index(dock) if dock in state.world.ships else -1


@per_position
def start_sea_and_dock(state: FloeState) -> tuple[str, str, int] | None:
    """Where a Sail would start: (sea, start dock, ship) -- the sailing Ship, or one docked at the Hero."""
    g = geometry(state.world.layout)
    t = state.turn
    if t.phase == "sail":
        return t.ship_sea, t.sail_from, t.sail_ship
    p = state.players[state.current]
    for dock in docks_at(g, p.location):
        ship = _docked_ship(state, dock.id)
        if ship >= 0:
            return dock.sea, dock.id, ship
    return None


@per_position
def sail_targets(state: FloeState, warmth: int | None = None) -> dict[str, int]:
    """Empty Docks other than the starting one, with their cheapest Warmth cost (FLOE-MOVE-SAIL-2..4)."""
    start = start_sea_and_dock(state)
    if start is None:
        return {}
    sea, from_dock, _ = start
    g = geometry(state.world.layout)
    p = state.players[state.current]
    warmth = p.warmth if warmth is None else warmth
    costs = sail_costs(g, sea, state.world.revealed)
    out = {}
    for dock in g.docks.values():
        if dock.id == from_dock or dock.id in state.world.ships or dock.sea not in costs:
            continue
        if costs[dock.sea] <= warmth:
            out[dock.id] = costs[dock.sea]
    return out


@per_position
def discover_options(state: FloeState) -> dict[tuple[str, str], int]:
    """Every way to Sail next to a face-down Region tile and discover it: (position, sea) -> Warmth cost.

    Only Seas from which the Ship can still reach another empty Dock once the tile is face up (so the
    "must land at a Dock" rule never deadlocks); every such Sea is a choice, since the rest of the Sail
    starts from it (FLOE-DISCOVER-REQ-1, FLOE-DISCOVER-RESUME-1).
    """
    t, p = state.turn, state.players[state.current]
    if t.discovered or sum(tok.startswith("map") for tok in p.tokens) < 2:
        return {}
    start = start_sea_and_dock(state)
    if start is None:
        return {}
    sea0, from_dock, _ = start
    g = geometry(state.world.layout)
    costs = sail_costs(g, sea0, state.world.revealed)
    out: dict[tuple[str, str], int] = {}
    for pos, tile in state.world.layout.items():
        if tile in state.world.revealed:
            continue
        for sea in seas_next_to(g, pos):
            if sea in costs and costs[sea] <= p.warmth:
                after = sail_costs(g, sea, state.world.revealed + [tile])
                if any(d.id != from_dock and d.id not in state.world.ships and d.sea in after
                       and costs[sea] + after[d.sea] <= p.warmth for d in g.docks.values()):
                    out[(pos, sea)] = costs[sea]
    return out


@per_position
def discover_targets(state: FloeState) -> dict[str, tuple[str, int]]:
    """Face-down positions reachable by Sail with a Dock to land at afterwards: position -> (cheapest sea, cost)."""
    out: dict[str, tuple[str, int]] = {}
    for (pos, sea), cost in sorted(discover_options(state).items()):
        if pos not in out or cost < out[pos][1]:
            out[pos] = (sea, cost)
    return out


@per_position
def summon_options(state: FloeState) -> list[SummonShip]:
    """An empty Beacon Dock at the Hero's Iceberg; a Ship docked elsewhere; 1 Warmth (FLOE-MOVE-SUMMON-1..3)."""
    p, t = state.players[state.current], state.turn
    if t.phase != "move" or t.must_sail or p.warmth < 1:
        return []
    g = geometry(state.world.layout)
    out = []
    for dock in docks_at(g, p.location):
        if not dock.beacon or dock.id in state.world.ships:
            continue
        for i, at in enumerate(state.world.ships):
            if at != dock.id:
                # the summoned Ship must be usable afterwards (FLOE-MOVE-SUMMON-2)
                costs = sail_costs(g, dock.sea, state.world.revealed)
                others = [d for d in g.docks.values() if d.id != dock.id and
                          (d.id not in state.world.ships or d.id == at) and d.sea in costs
                          and costs[d.sea] <= p.warmth - 1]
                if others:
                    out.append(SummonShip(dock.id, i))
    return out


def apply_movement(state: FloeState, action: Action, chance: Chance) -> list[Event]:
    p, t = state.players[state.current], state.turn
    seat = p.seat
    g = geometry(state.world.layout)
    if isinstance(action, Hike):
        p.warmth -= 1
        p.location = action.to
        return [ev(message("You hike across a Shallows to {to} (1 Warmth).", to=spoken(action.to)),
                   ("FLOE-MOVE-HIKE-1", "FLOE-WARMTH-USE-1"),
                   seat, "move")]
    if isinstance(action, SummonShip):
        p.warmth -= 1
        state.world.ships[action.ship] = action.dock
        t.must_sail = True
        events = [ev(message("You light the Beacon and summon a Ship to {dock} (1 Warmth); you must now sail it.",
                             dock=spoken(action.dock)),
                     ("FLOE-MOVE-SUMMON-1", "FLOE-MOVE-SUMMON-2"), seat, "move")]
        return events + trigger_ability(state, seat, "summon")
    if isinstance(action, Sail):
        cost = sail_targets(state)[action.dock]
        _, from_dock, ship = start_sea_and_dock(state)
        p.warmth -= cost
        state.world.ships[ship] = action.dock
        p.location = g.docks[action.dock].iceberg
        t.phase, t.must_sail, t.sail_from, t.ship_sea, t.sail_ship = "move", False, "", "", -1
        return [ev(message("You sail to {dock} ({cost} Warmth) and land on {location}.", dock=spoken(action.dock),
                           cost=said(cost), location=spoken(p.location)),
                   ("FLOE-MOVE-SAIL-1", "FLOE-MOVE-SAIL-2", "FLOE-MOVE-SAIL-3", "FLOE-MOVE-SAIL-4",
                    "FLOE-MOVE-GEN-1"), seat, "move")]
    if isinstance(action, DiscoverRegion):
        sea, cost = discover_targets(state)[action.position] if not action.sea else \
            (action.sea, discover_options(state)[(action.position, action.sea)])
        _, from_dock, ship = start_sea_and_dock(state)
        p.warmth -= cost
        t.phase, t.sail_from, t.ship_sea, t.sail_ship, t.must_sail = "sail", from_dock, sea, ship, False
        return discover(state, seat, action.position, chance)
    if isinstance(action, UseMap):
        p.tokens.remove(action.token)
        state.supply.maps.discard(action.token)
        p.location = action.to
        return [ev(message("You spend a {token} and move to {to} without spending Warmth.", token=spoken(action.token),
                           to=spoken(action.to)),
                   ("FLOE-MOVE-MAP-1", "FLOE-TOKENS-MAP-1", "FLOE-MOVE-TERM-1"), seat, "move")] + \
            trigger_ability(state, seat, "map-move")
    if isinstance(action, EndMovement):
        t.phase = "act"
        return [ev(message("Movement ends."), "FLOE-TURN-EXPL-1", seat, "move")]
    raise AssertionError(action)


def map_pairs(tokens: list[str]) -> dict[str, tuple[str, str]]:
    """The different ways to pay 2 Maps, named by the locations they show ("campfire + cave"), each with
    the first two tokens that show them."""
    maps = [x for x in tokens if x.startswith("map")]
    pairs: dict[str, tuple[str, str]] = {}
    for i, a in enumerate(maps):
        for b in maps[i + 1:]:
            shown = " + ".join(sorted(content.tokens()[m]["feature"] for m in (a, b)))
            pairs.setdefault(shown, (a, b))
    return pairs


def discover(state: FloeState, seat: int, position: str, chance: Chance) -> list[Event]:
    """Discover a Region; with a choice of Maps to pay, the player first picks the two (FLOE-DISCOVER-STEP-1)."""
    pairs = map_pairs(state.players[seat].tokens)
    if len(pairs) > 1:
        state.pending = Pending(seat, "maps", list(pairs), message("Pay which two Maps?"), data=[position])
        return [ev(message("You pause your sailing next to the face-down tile: choose the two Maps to pay."),
                   ("FLOE-DISCOVER-REQ-1", "FLOE-DISCOVER-STEP-1"), seat, "discover")]
    maps = [x for x in state.players[seat].tokens if x.startswith("map")][:2]
    return reveal_region(state, seat, position, maps, chance)


def reveal_region(state: FloeState, seat: int, position: str, maps: list[str], chance: Chance) -> list[Event]:
    """The steps of a discovery once the Maps are chosen (FLOE-DISCOVER-STEP-1 onwards)."""
    p = state.players[seat]
    w = state.world
    g = geometry(w.layout)
    tile = w.layout[position]
    for m in maps:
        p.tokens.remove(m)
        state.supply.maps.discard(m)
    add_vp(state, seat, 1)
    w.revealed.append(tile)
    state.turn.discovered = True
    events = [ev(message("You pause your sailing, spend 2 Maps (+1 VP) and flip the {position} tile: {name}.",
                         position=position_spoken(position), name=term(tile)),
                 ("FLOE-DISCOVER-REQ-1", "FLOE-DISCOVER-STEP-1", "FLOE-TOKENS-MAP-1"), seat, "discover")]
    for iid in sorted(i for i in g.icebergs if g.tile_of(i) == tile):
        if state.supply.white_bag:
            tok = chance.choice("white-bag", state.supply.white_bag)
            state.supply.white_bag.remove(tok)
            w.tokens.setdefault(iid, []).append(tok)
    for sid in sorted(s for s in g.seas if g.tile_of(s) == tile):
        if state.supply.blue_bag:
            tok = chance.choice("blue-bag", state.supply.blue_bag)
            state.supply.blue_bag.remove(tok)
            w.tokens.setdefault(sid, []).append(tok)
    events.append(ev(message("A token from the white bag goes on each of its Icebergs and one from the blue bag on "
                     "each of its Seas."), "FLOE-DISCOVER-STEP-2", seat, "discover"))
    for iid, ice in g.icebergs.items():
        if ice.tile == tile and ice.trader_start and w.traders_supply:
            trader = w.traders_supply.pop(0)
            w.traders[trader] = iid
            events.append(ev(message("A Trader ({trader}) arrives on {iid}.", trader=spoken(trader), iid=spoken(iid)),
                             "FLOE-DISCOVER-TRADER-1", seat, "discover"))
    spot = next((i for i, ice in g.icebergs.items() if ice.tile == tile and ice.landmark_spot), None)
    card = state.village.landmark_deck.draw(chance)
    if card and spot:
        slots = [str(i) for i, s in enumerate(state.village.landmark_slots) if s is None]
        if slots:
            state.pending = Pending(seat, "landmark-slot", slots, message("Choose a Landmark slot for {name}.",
                                                                          name=spoken(card)), data=[card,
                                                                          spot])
            events.append(ev(message("Landmark revealed: {name}.", name=spoken(card)), "FLOE-DISCOVER-LANDMARK-1",
                             seat, "discover"))
    p.regions_discovered += 1
    if p.regions_discovered == 1:
        state.village.discover_marks.append(seat)
        events.append(ev(message("Your first discovered Region: your Hero token goes beside its Achievement tile."),
                         "FLOE-DISCOVER-ACH-1", seat, "discover"))
    else:
        events.append(ev(message("You have discovered 2 Regions."), "FLOE-DISCOVER-ACH-1", seat, "discover"))
    events.append(ev(message("You may now resume your movement by sailing to a Dock."), ("FLOE-DISCOVER-RESUME-1",
                                                                               "FLOE-DISCOVER-LIMIT-1"), seat))
    return events


def place_landmark(state: FloeState, seat: int, slot: int, card: str, spot: str) -> list[Event]:
    state.village.landmark_slots[slot] = card
    state.world.landmarks[spot] = card
    state.village.landmark_rumors[card] = [None] * len(content.landmarks()[card]["spaces"])
    benefit = content.village()["landmark_slots"][slot]
    state.queue.insert(0, Queued(seat, benefit, ("FLOE-DISCOVER-LANDMARK-1",)))
    return [ev(message("The Landmark card goes in slot {slot} (you gain {benefit}); its standee goes on {spot}.",
                       slot=slot + 1, benefit=effect_said(benefit), spot=spoken(spot)),
               "FLOE-DISCOVER-LANDMARK-1", seat, "discover")]


# -- the hero action ------------------------------------------------------------------------------
def token_takes(state: FloeState, places: list[str]) -> list[str]:
    out = []
    for place in places:
        for tok in dict.fromkeys(state.world.tokens.get(place, [])):
            out.append(f"token:{place}:{tok}")
    return out


@per_position
def gather_options(state: FloeState) -> list[str]:
    """FLOE-GATHER-OPT-1..3: a token here or in an adjacent Sea, a printed Shallows, or a Dive."""
    from .cave import dive_options

    p = state.players[state.current]
    g = geometry(state.world.layout)
    ice = g.icebergs[p.location]
    out = token_takes(state, [p.location] + [s for s in ice.seas if g.tile_of(s) in state.world.revealed])
    for sid in ice.shallows:
        if not shallows_open(g, sid, state.world.revealed):
            continue
        sh = g.shallows[sid]
        if sh.prints:
            out.append(f"shallows:{sid}")
        if sh.dive and dive_options(state.cave, p.warmth):
            out.append(f"dive:{sid}")
    return out


def take_token(state: FloeState, seat: int, place: str, token: str, rule: str) -> list[Event]:
    """Gain the token's benefit; the token leaves the game (FLOE-FAQ-DISCARD-2)."""
    state.world.tokens[place].remove(token)
    if not state.world.tokens[place]:
        del state.world.tokens[place]
    state.supply.removed.append(token)
    gain = content.tokens()[token]["gain"]
    state.queue.insert(0, Queued(seat, gain, (rule,)))
    return [ev(message("You collect {token} from {place}; it leaves the game.", token=spoken(token),
                       place=spoken(place)),
               (rule, "FLOE-FAQ-DISCARD-2"), seat)]


def resolve_take(state: FloeState, seat: int, take: str, shallows: str, rules: tuple[str, str, str]) -> list[Event]:
    what, _, rest = take.partition(":")
    g = geometry(state.world.layout)
    if what == "token":
        place, _, tok = rest.partition(":")
        return take_token(state, seat, place, tok, rules[0])
    if what in ("shallows", "print"):
        sh = g.shallows[rest or shallows]
        gain = "|".join(sh.prints)
        state.queue.insert(0, Queued(seat, gain, (rules[1],)))
        return [ev(message("You gather what is printed on the Shallows ({value}).",
                           value=effect_said(gain)),
                   (rules[1], "FLOE-AMBIG-21"), seat)]
    state.queue.insert(0, Queued(seat, "dive", (rules[2],)))
    return [ev(message("You dive from the Shallows."), (rules[2], "FLOE-DIVE-SOURCE-1"), seat)]


@per_position
def landmark_spaces(state: FloeState) -> list[int]:
    """FLOE-LANDMARK-REQ-1: on a Landmark's Iceberg, a Rumor to place, no own Rumor there yet, a free space."""
    p = state.players[state.current]
    card = state.world.landmarks.get(p.location)
    if card is None or p.rumors_available < 1:
        return []
    spaces = state.village.landmark_rumors[card]
    if p.seat in spaces:
        return []
    return [i for i, s in enumerate(spaces) if s is None]


def apply_hero_action(state: FloeState, action: Action, chance: Chance) -> list[Event]:
    p, t = state.players[state.current], state.turn
    seat = p.seat
    if isinstance(action, Gather):
        t.hero_action = "gather"
        events = resolve_take(state, seat, action.take, "",
                              ("FLOE-GATHER-OPT-1", "FLOE-GATHER-OPT-2", "FLOE-GATHER-OPT-3"))
        if action.take.startswith("dive"):
            events += trigger_ability(state, seat, "dive")
        return [ev(message("Hero action: Gather Resources (one option)."), ("FLOE-TURN-EXPL-2", "FLOE-GATHER-ONE-1"),
                   seat)] + events
    if isinstance(action, VisitLandmark):
        t.hero_action = "landmark"
        card = state.world.landmarks[p.location]
        data = content.landmarks()[card]
        p.rumors_available -= 1
        state.village.landmark_rumors[card][action.space] = seat
        p.landmarks_visited.append(card)
        add_vp(state, seat, 1)
        state.queue.insert(0, Queued(seat, data["spaces"][action.space], ("FLOE-LANDMARK-EFFECT-1",)))
        opt = data.get("optional")
        if opt:
            state.queue.insert(1, Queued(seat, f"{opt['gain']}?{opt['cost']}"))
        return [ev(message("You visit {name}: a Rumor goes on space {space} ({spaces}), +1 VP.", name=spoken(card),
                           space=action.space + 1,
                   spaces=effect_said(data['spaces'][action.space])),
                   ("FLOE-LANDMARK-EFFECT-1", "FLOE-LANDMARK-ONCE-1", "FLOE-TURN-EXPL-2"), seat)]
    if isinstance(action, Delve):
        from .battle import start_battle
        from .context import BattleContext

        t.hero_action = "delve"
        battle, events = start_battle(BattleContext(state, seat), chance)
        state.battle = battle
        t.phase = "battle"
        return [ev(message("Hero action: you delve into the Cave."), ("FLOE-CAVE-REQ-1", "FLOE-TURN-EXPL-2"),
                   seat)] + events
    raise AssertionError(action)


# -- extra actions ------------------------------------------------------------------------------------
@per_position
def familiar_options(state: FloeState) -> list[FamiliarGather]:
    from .cave import dive_options

    p, t = state.players[state.current], state.turn
    if t.familiar_used or p.warmth < 1:
        return []
    g = geometry(state.world.layout)
    out = []
    for sid in g.icebergs[p.location].shallows:
        if not shallows_open(g, sid, state.world.revealed):
            continue
        sh = g.shallows[sid]
        for take in token_takes(state, list(sh.icebergs) + list(sh.seas)):
            out.append(FamiliarGather(sid, take))
        if sh.prints:
            out.append(FamiliarGather(sid, "print"))
        if sh.dive and dive_options(state.cave, p.warmth - 1):
            out.append(FamiliarGather(sid, "dive"))
    return out


@per_position
def trade_options(state: FloeState) -> list[Trade]:
    """FLOE-TRADE-SUMMON-1 / -SELL-1 / AMBIG-20: once per turn, summon a placed Trader and sell one card."""
    p, t = state.players[state.current], state.turn
    if t.trade_done or not state.world.traders:
        return []
    g = geometry(state.world.layout)
    cards = sellable(p)
    out = []
    for trader, at in sorted(state.world.traders.items()):
        d = hike_distance(g, at, p.location, state.world.revealed)
        if d is not None and d <= p.warmth:
            out += [Trade(trader, c) for c in cards]
    return out


@per_position
def shrine_options(state: FloeState) -> list[PlaceStone]:
    p = state.players[state.current]
    g = geometry(state.world.layout)
    primed = [r for r, s in p.stones.items() if s == STONE_PRIMED]
    free = [s for s in g.icebergs[p.location].shrines if s not in state.world.shrines]
    return [PlaceStone(r, s) for r in primed for s in free]


def apply_extra(state: FloeState, action: Action, chance: Chance) -> list[Event]:
    from .effects import sell

    p, t = state.players[state.current], state.turn
    seat = p.seat
    g = geometry(state.world.layout)
    if isinstance(action, FamiliarGather):
        p.warmth -= 1
        t.familiar_used = True
        p.familiar_shallows = action.shallows
        events = [ev(message("Your Familiar goes onto {shallows} (1 Warmth).", shallows=spoken(action.shallows)),
                     ("FLOE-FAMILIAR-GATHER-1", "FLOE-EXTRA-TIMING-1"), seat)]
        events += resolve_take(state, seat, action.take, action.shallows,
                               ("FLOE-FAMILIAR-GATHER-2", "FLOE-FAMILIAR-GATHER-3", "FLOE-FAMILIAR-GATHER-4"))
        events += trigger_ability(state, seat, "familiar-gather")
        if action.take == "dive":
            events += trigger_ability(state, seat, "dive")
        return events
    if isinstance(action, Trade):
        at = state.world.traders[action.trader]
        cost = hike_distance(g, at, p.location, state.world.revealed) or 0
        p.warmth -= cost
        state.world.traders[action.trader] = p.location
        t.trade_done = True
        events = [ev(message("You summon {trader} ({cost} Warmth) to trade.", trader=spoken(action.trader),
                             cost=said(cost)),
                     ("FLOE-TRADE-SUMMON-1", "FLOE-TRADE-EXIST-1", "FLOE-AMBIG-20"), seat)]
        return events + sell(state, seat, action.card, "FLOE-TRADE-SELL-1")
    if isinstance(action, PlaceStone):
        return place_stone(state, seat, action.resource, action.shrine)
    raise AssertionError(action)
