"""The Map turn (マップターン): moving, the hero actions on the map, exploration tokens, Dive, Discover a
Region, Landmarks, encounter standees and Floe Shrines."""

from __future__ import annotations

from floe_widgets.i18n import Term, message

from . import board as B
from . import data as C
from .context import Ctx
from .economy import ask_level_up, gain, gain_half, gain_vp, gain_warmth, hero_ability, merits, spend_warmth
from .encounters import draw_encounter
from .quests import progress
from .state import PLACED, Player

DISCOVERY_RULE = {"A": "FLOEJA-DISC-TILEA-1", "B": "FLOEJA-DISC-TILEB-1"}


# -- movement ------------------------------------------------------------------------------------------
def arrive(ctx: Ctx, p: Player, iceberg: str) -> None:
    """A campfire warms at once, once per campfire per turn (FLOEJA-CAMP-WARMTH-1, FLOEJA-MISSING-17)."""
    p.location = iceberg
    s = ctx.state
    if B.has_feature(s, iceberg, "campfire") and iceberg not in s.campfires:
        s.campfires.append(iceberg)
        ctx.say("Campfire: Warmth +{campfire_warmth}", ("FLOEJA-CAMP-WARMTH-1", "FLOEJA-MISSING-17"),
                campfire_warmth=C.maps()['campfire_warmth'])
        gain_warmth(ctx, p, C.maps()["campfire_warmth"], ("FLOEJA-CAMP-WARMTH-1",))
        hero_ability(ctx, p, "campfire")


def hike(ctx: Ctx, p: Player, to: str) -> None:
    spend_warmth(p, 1)
    ctx.say("Cross the shallows to {to} (Warmth -1 → {warmth})",
            ("FLOEJA-MOVE-HIKE-1", "FLOEJA-MOVE-MODES-1"), to=C.place_name(to), warmth=p.warmth)
    arrive(ctx, p, to)


def summon(ctx: Ctx, p: Player, ship: int, dock: str) -> None:
    p.res["bubble"] -= 1
    ctx.state.ships[ship] = dock
    ctx.say("Call ship {ship} to {dock} for 1 Bubble", "FLOEJA-SAIL-SUMMON-1", ship=ship + 1, dock=C.place_name(dock))
    hero_ability(ctx, p, "summon")


def lighthouse(p: Player) -> bool:
    return "lm-lighthouse" in p.landmarks


def sail_plan(s, p: Player, ship: int, dock: str) -> tuple[int, list[str]] | None:
    """(Warmth, seas entered) to sail ``ship`` to ``dock``, or None if no route (The Lighthouse: 1 to any)."""
    start, goal = B.sea_of(s, s.ships[ship]), B.sea_of(s, dock)
    route = B.sea_route(s, start, goal)
    if route is None:
        return None
    if lighthouse(p):
        return (1, route)
    return (B.sail_cost(route), route)


def sail(ctx: Ctx, p: Player, ship: int, dock: str) -> None:
    s = ctx.state
    cost, route = sail_plan(s, p, ship, dock)
    spend_warmth(p, cost)
    s.ships[ship] = dock
    s.sailed += [x for x in route if x not in s.sailed]
    s.ship_used = ship
    rules = ("FLOEJA-SAIL-COST-1", "FLOEJA-SAIL-END-1") + (("FLOEJA-LMK-REWARD-1",) if lighthouse(p) else ())
    ctx.say("Sail ship {ship} to {dock} (Warmth -{cost} → {warmth}) and step onto the iceberg", rules, ship=ship + 1,
            dock=C.place_name(dock), cost=cost, warmth=p.warmth)
    arrive(ctx, p, B.geometry(s).docks[dock].iceberg)


# -- exploring -----------------------------------------------------------------------------------------
def explore(ctx: Ctx, p: Player, place: str, index: int, rules: tuple[str, ...] = ()) -> None:
    """Take one token; it is resolved and leaves the game (FLOEJA-EXPL-SOURCE-1)."""
    token = ctx.state.tokens[place].pop(index)
    ctx.say("Take the exploration token of {place} ({token})",
            ("FLOEJA-EXPL-SOURCE-1",) + rules, place=C.place_name(place), token=C.token_text(token))
    resolve_token(ctx, p, token)


def resolve_token(ctx: Ctx, p: Player, token: str) -> None:
    what, _, amount = token.partition(":")
    if what in ("pearl", "kelp", "mushroom", "wood", "bubble"):
        gain(ctx, p, {what: int(amount)}, ("FLOEJA-TOKEN-RES-1",))
    elif what in ("map", "crate", "potion", "crystal", "key", "chest"):
        rule = "FLOEJA-TOKEN-RES-1" if what == "crystal" else "FLOEJA-TOKEN-STOCK-1"
        if what in ("key", "chest"):
            rule = "FLOEJA-TOKEN-ACTION-1"
        gain(ctx, p, {what: 1}, (rule,))
    elif what in ("flag", "encounter"):
        ctx.say("A {amount} encounter", "FLOEJA-TOKEN-ACTION-1", amount=C.term(amount))
        draw_encounter(ctx, p, amount)
    elif what == "dive":
        ctx.say("Dive", "FLOEJA-TOKEN-ACTION-1")
        ask_dive(ctx, p)
    else:
        raise KeyError(f"unknown token {token!r}")


def dive_cost(position: int) -> int | None:
    costs = C.components()["dive_tiles"]["costs"]
    return costs[position] if position < len(costs) else None


def ask_dive(ctx: Ctx, p: Player) -> None:
    """One of the top 4 tiles; the tile beside the X is never offered (FLOEJA-DIVE-CHOICE-1)."""
    options = []
    for i, tile in enumerate(ctx.state.dive):
        cost = dive_cost(i)
        if cost is not None and p.warmth >= cost:
            options.append(message("{n}: {tile} (Warmth {cost})", language="ja", n=i + 1, tile=C.term(tile),
                                   cost=cost))
    ctx.ask("dive", options or [Term(ja="ダイブしない (暖が足りない)", en="No dive (not enough Warmth)")])


def dive(ctx: Ctx, p: Player, position: int) -> None:
    """Pay, resolve, and move the tile to the bottom (FLOEJA-DIVE-PAY-1, FLOEJA-DIVE-CYCLE-1)."""
    s = ctx.state
    tile = s.dive.pop(position)
    cost = dive_cost(position)
    spend_warmth(p, cost)
    s.dive.append(tile)
    ctx.say("Dive tile {tile} (Warmth -{cost}); the tile goes to the bottom of the row",
            ("FLOEJA-DIVE-PAY-1", "FLOEJA-DIVE-CYCLE-1", "FLOEJA-MISSING-20"), tile=C.term(tile), cost=cost)
    gain(ctx, p, C.card(tile)["gain"], ("FLOEJA-DIVE-PAY-1",))


# -- discovering -----------------------------------------------------------------------------------------
def discover_refusal(s, p: Player, position: str, pay: str) -> tuple[str, str] | None:
    board = s.layout.get(position)
    if board is None or board in s.revealed:
        return ("FLOEJA-DISC-WHEN-1", message("There is no face-down map board there.", language="ja"))
    if not any(x in s.sailed for x in B.seas_next_to_board(s, board)):
        return ("FLOEJA-DISC-WHEN-1",
                message("This turn your ship has not entered a sea next to that board.", language="ja"))
    tile = C.card(s.discovery[board])
    have = merits(p)[tile["merit"]]
    if pay == "merit":
        need = 1 if tile["type"] == "A" else 2
        if have < need or p.maps < 1:
            return (DISCOVERY_RULE[tile["type"]],
                    message("This needs {need} and 1 Map (you have {have}, {maps}).", language="ja",
                            need=message("{n} {merit} merit", plural="{n} {merit} merits", how_many=need,
                                         merit=C.term(tile["merit"]), n=need),
                            have=message("{n} merit", plural="{n} merits", how_many=have, n=have),
                            maps=message("{n} Map", plural="{n} Maps", how_many=p.maps, n=p.maps)))
    elif pay == "maps":
        if tile["type"] == "A":
            return ("FLOEJA-DISC-TILEA-1",
                    message("This discovery tile cannot be paid with 2 Maps (1 merit and 1 Map).", language="ja"))
        if p.maps < 2:
            return ("FLOEJA-DISC-TILEB-1", message("This needs 2 Maps (you have {maps}).", language="ja", maps=p.maps))
    else:
        return ("FLOEJA-DISC-TILEB-1", message("Pay either with merits or with Maps.", language="ja"))
    return None


def discover(ctx: Ctx, p: Player, position: str, pay: str) -> None:
    s = ctx.state
    board = s.layout[position]
    tile = C.card(s.discovery.pop(board))
    maps = 1 if pay == "merit" else 2
    p.maps -= maps
    s.revealed.append(board)
    p.discovered += 1
    ctx.say("Discover a region: {board} (Maps -{maps})",
            (DISCOVERY_RULE[tile["type"]], "FLOEJA-DISC-WHEN-1",
             "FLOEJA-MISSING-16"), board=C.board_name(board), maps=maps)
    iceberg_list, seas = B.board_places(s, board)
    # the ship docks on the new board and the hero steps onto its iceberg (FLOEJA-DISC-AFTER-1)
    dock = next(d for d in sorted(B.geometry(s).docks) if B.geometry(s).tile_of(d) == board)
    ship = s.ship_used if s.ship_used is not None else 0
    s.ships[ship] = dock
    p.location = B.geometry(s).docks[dock].iceberg
    ctx.say("The ship docks at {dock} and the hero steps onto the iceberg: movement and action are over",
            "FLOEJA-DISC-AFTER-1", dock=C.place_name(dock))
    for place in iceberg_list:
        draw_token(ctx, "ice", place)
    for place in seas:
        draw_token(ctx, "sea", place)
    ctx.say("Exploration tokens go on every iceberg and sea of the new board",
            ("FLOEJA-DISC-TOKENS-1", "FLOEJA-MISSING-19"))
    reveal_landmark(ctx, board)
    if "flags" in C.maps()["boards"][board]:
        s.flags[board] = 0
        ctx.say("The encounter stand goes on the flag icon of the sea nearest the Village", "FLOEJA-ENC-STAND-1")
    if tile["type"] == "A":
        gain_half(ctx, p, ("FLOEJA-DISC-TILEA-1",))
        deck = "ice" if "flags" not in C.maps()["boards"][board] else "sea"
        draw_encounter(ctx, p, deck)
    else:
        gain_vp(ctx, p, 1, ("FLOEJA-DISC-TILEB-1",))
    progress(ctx, p, "discover")


def draw_token(ctx: Ctx, bag: str, place: str) -> None:
    s = ctx.state
    if s.bags[bag]:
        token = s.bags[bag].pop(ctx.chance.randint(f"{bag}-bag", 0, len(s.bags[bag]) - 1))
        s.tokens.setdefault(place, []).append(token)


def reveal_landmark(ctx: Ctx, board: str) -> None:
    """The leftmost landmark card goes onto the board's landmark icon (FLOEJA-DISC-LANDMARK-1)."""
    s = ctx.state
    spot = C.maps()["boards"][board].get("landmark")
    if spot and s.landmark_deck:
        card = s.landmark_deck.pop(0)
        s.landmarks[f"{board}.{spot}"] = card
        ctx.say("The landmark {card} is revealed", "FLOEJA-DISC-LANDMARK-1", card=C.term(card))


# -- landmarks and encounters ------------------------------------------------------------------------------
def landmark_refusal(s, p: Player) -> tuple[str, str] | None:
    card = s.landmarks.get(p.location)
    if card is None:
        return ("FLOEJA-LMK-REQ-1", message("The hero is not on an iceberg with a landmark.", language="ja"))
    if card in p.landmarks:
        return ("FLOEJA-LMK-REQ-1", message("Your cube is already on this landmark.", language="ja"))
    if p.cubes_released - len(p.landmarks) < 1:
        return ("FLOEJA-LMK-REQ-1",
                message("No cube to use (free one from the Warmth track at the Tavern).", language="ja"))
    return None


def visit_landmark(ctx: Ctx, p: Player) -> None:
    """Cube on the card, the benefit under it, a half VP, the bottom effect (FLOEJA-LMK-REWARD-1)."""
    s = ctx.state
    card = s.landmarks[p.location]
    taken = sum(card in q.landmarks for q in s.players)
    p.landmarks.append(card)
    spaces = C.components()["landmarks"]["cube_spaces"]
    ctx.say("Put a cube on the landmark {card}",
            ("FLOEJA-LMK-REQ-1", "FLOEJA-LMK-REWARD-1", "FLOEJA-MISSING-24"), card=C.term(card))
    if taken < len(spaces):
        gain(ctx, p, spaces[taken], ("FLOEJA-LMK-REWARD-1",))
    gain_half(ctx, p, ("FLOEJA-LMK-REWARD-1",))
    bottom = C.card(card)["bottom"]
    if "ongoing" in bottom:
        ctx.say("Lasting effect from now on: {ongoing}", "FLOEJA-LMK-REWARD-1", ongoing=C.term(bottom['ongoing']))
    elif "choose" in bottom:
        ctx.ask("landmark", [C.benefit_text(o) if isinstance(o, dict) else C.term(o) for o in bottom["choose"]],
                choices=bottom["choose"])
    else:
        gain(ctx, p, bottom, ("FLOEJA-LMK-REWARD-1",))
    progress(ctx, p, "landmark")


def take_encounter(ctx: Ctx, p: Player, places: list[str], rule: str = "FLOEJA-ENC-DRAW-1") -> None:
    """Draw by the terrain under the standee, then move it to the next flag (FLOEJA-ENC-DRAW-1)."""
    s = ctx.state
    board = B.flags_at(s, places)[0]
    place = B.flag_place(s, board)
    deck = "ice" if B.is_iceberg(s, place) else "sea"
    path = C.maps()["boards"][board]["flags"]
    s.flags[board] = (s.flags[board] + 1) % len(path)
    ctx.say("Encounter at the flag stand ({deck}); the stand moves to the next flag",
            ("FLOEJA-ENC-DRAW-1", "FLOEJA-ENC-STAND-1", rule), deck=C.term(deck))
    draw_encounter(ctx, p, deck)


# -- Floe Shrines ------------------------------------------------------------------------------------------
def shrine_refusal(s, p: Player, track: str, shrine: str) -> tuple[str, str] | None:
    if s.turn_kind != "map":
        return ("FLOEJA-SHRINE-WHEN-1", message("A Floe shrine can be built only during a Map turn.", language="ja"))
    if track not in C.TRACKS or p.stones[track] != 5:
        return ("FLOEJA-SHRINE-WHEN-1",
                message("That Floe Stone is not unlocked (it is not above its track).", language="ja"))
    if shrine == "":
        if p.maps < 4:
            return ("FLOEJA-SHRINE-MAPS-1",
                    message("A shrine of map tokens needs 4 Maps (you have {maps}).", language="ja", maps=p.maps))
        return None
    if not B.is_iceberg(s, p.location) or shrine not in B.shrines_at(s, p.location):
        return ("FLOEJA-SHRINE-WHEN-1", message("The hero is not on the iceberg of that shrine.", language="ja"))
    if shrine in s.shrines:
        return ("FLOEJA-SHRINE-WHEN-1", message("That shrine is already taken.", language="ja"))
    return None


def build_shrine(ctx: Ctx, p: Player, track: str, shrine: str) -> None:
    p.stones[track] = PLACED
    if shrine == "":
        p.maps -= 4
        p.map_shrines += 1
        ctx.say("Turn over 4 Maps to make a shrine and put the {track} Floe Stone on it (no Level Up)",
                "FLOEJA-SHRINE-MAPS-1", track=C.term(track))
        gain_vp(ctx, p, 1, ("FLOEJA-SHRINE-MAPS-1",))
    else:
        ctx.state.shrines[shrine] = p.seat
        p.shrines += 1
        ctx.say("Put the {track} Floe Stone on {shrine}",
                ("FLOEJA-SHRINE-PLACE-1", "FLOEJA-MISSING-18"), shrine=C.place_name(shrine), track=C.term(track))
        gain_vp(ctx, p, 1, ("FLOEJA-SHRINE-PLACE-1",))
        ask_level_up(ctx, p)
    progress(ctx, p, "shrine")
