"""The Village turn: placing the Hero then the Familiar, Warmth from Villagers and figures,
the five spaces' actions, Floe Stones, the Academy, Elders and Buildings."""

from __future__ import annotations

from floe_widgets.core import Action, Chance, Event
from floe_widgets.core.one_position import per_position
from floe_widgets.i18n import N_, message

from . import data as content
from .actions import Academy, BuyItem, Pass, PlaceFigure, TakeAlly, TakeBuildings, TavernVisit, UseBuilding
from .effects import add_vp, advance_stone, can_pay, capacity, ev, gain_warmth, pay
from .names import amount_said, effect_said, said, spoken, terms_listed
from .progress import advance_mayor
from .state import BASIC, SPACE_RESOURCE, STONE_PRIMED, VILLAGE_SPACES, FloeState, Pending, Queued

#: Village turn phases in which each figure is placed, and the Building moment each one allows.
BUILDING_MOMENTS = {"v-start": N_("start"), "v-familiar": N_("before the Familiar"), "v-end": N_("end")}


# -- displays (FLOE-AMBIG-1: the face-up deck top is one of the choices) ----------------------------
def available_items(state: FloeState) -> list[str]:
    v = state.village
    return v.item_display + v.item_deck.draw_pile[:1]


def available_tavern(state: FloeState) -> list[str]:
    v = state.village
    return v.tavern_display + v.tavern_deck.draw_pile[:1]


def available_allies(state: FloeState) -> list[str]:
    v = state.village
    return v.ally_display + v.ally_deck.draw_pile[:1]


def available_buildings(state: FloeState) -> list[tuple[str, str]]:
    v = state.village
    out = list(v.building_display)
    if v.top_stack.draw_pile and v.bottom_stack.draw_pile:
        out.append((v.top_stack.draw_pile[0], v.bottom_stack.draw_pile[0]))
    return out


def _take_from(display: list[str], deck, card: str, chance: Chance) -> None:
    """Take a displayed card (refilled from the deck) or the deck's top card itself."""
    if card in display:
        display.remove(card)
        new = deck.draw(chance)
        if new is not None:
            display.append(new)
    else:
        top = deck.draw(chance)
        assert top == card


def reshuffle_drawn_out_decks(state: FloeState, chance: Chance) -> list[Event]:
    """A face-up deck whose last card was drawn exposes its discards: they are shuffled into a new deck at
    once, so its top card is on offer again (FLOE-FAQ-DISCARD-1).  Checked after every action."""
    events = []
    v = state.village
    for deck in (v.item_deck, v.tavern_deck, v.ally_deck):
        if not deck.draw_pile and deck.discard_pile:
            deck.draw_pile, deck.discard_pile = chance.shuffle(deck.label, deck.discard_pile), []
            events.append(ev(message("The {label} deck is drawn out: its discards are shuffled into a new deck.",
                                     label=said(deck.label)),
                             "FLOE-FAQ-DISCARD-1", kind="village"))
    return events


# -- placing figures ------------------------------------------------------------------------------
def own_spaces(state: FloeState, seat: int) -> list[str]:
    p = state.players[seat]
    return [s for s in (p.hero_space, p.familiar_space) if s]


def place_figure(state: FloeState, space: str) -> list[Event]:
    seat, t = state.current, state.turn
    p = state.players[seat]
    figure = N_("Hero") if t.phase == "v-start" else N_("Familiar")
    if figure == "Hero":
        p.hero_space = space
    else:
        p.familiar_space = space
    events = [ev(message("You place your {figure} at the {space}.", figure=said(figure),
                         space=said(space)), ("FLOE-VILLAGE-ORDER-1", "FLOE-VILLAGE-PLACE-1"), seat,
                 "village")]
    villagers = state.village.villagers[space]
    others = [(q.seat, fig) for q in state.players if q.seat != seat
              for fig, at in (("Hero", q.hero_space), ("Familiar", q.familiar_space)) if at == space]
    got = gain_warmth(state, seat, villagers + len(others))
    events.append(ev(message("You gain {got} Warmth ({villagers}, {others}).", got=said(got),
                             villagers=message("{n} Villager", plural="{n} Villagers", how_many=villagers, n=villagers),
                             others=message("{n} other figure", plural="{n} other figures", how_many=len(others),
                                            n=len(others))),
                     ("FLOE-VILLAGE-WARMTH-1", "FLOE-VILLAGE-WARMTH-2", "FLOE-AMBIG-32"), seat, "village"))
    for other, fig in others:
        gain_warmth(state, other, 1)
        events.append(ev(message("P{other}'s {fig} shares the warmth: +1 Warmth for them.", other=other + 1,
                                 fig=said(fig)), "FLOE-VILLAGE-WARMTH-2",
                         other, "village"))
    # Villagers leave one by one clockwise (FLOE-VILLAGE-VILLAGERS-1; 5 wrap around: FLOE-AMBIG-16)
    state.village.villagers[space] = 0
    i = VILLAGE_SPACES.index(space)
    for k in range(villagers):
        state.village.villagers[VILLAGE_SPACES[(i + 1 + k) % 5]] += 1
    if villagers:
        events.append(ev(message("The {villagers} Villager moves on clockwise.",
                                 plural="The {villagers} Villagers move on clockwise.", how_many=villagers,
                                 villagers=said(villagers)), ("FLOE-VILLAGE-VILLAGERS-1",
                                                                           "FLOE-VILLAGE-SPACES-1"), seat, "village"))
    if space == "academy":
        t.events.append("visit:academy")
    t.phase = "v-hero" if figure == "Hero" else "v-fam-act"
    t.space_action_done = False
    t.academy_used = []
    if len(space_actions(state)) == 1:  # only "done": nothing to do here (FLOE-VILLAGE-OPTIONAL-1)
        t.phase = "v-familiar" if figure == "Hero" else "v-end"
        events.append(ev(message("You cannot take the {space} action now; the figure just warms up.",
                                 space=said(space)),
                         ("FLOE-VILLAGE-OPTIONAL-1", "FLOE-VILLAGE-ACTION-2"), seat, "village"))
    return events


def current_space(state: FloeState) -> str:
    p = state.players[state.current]
    return p.hero_space if state.turn.phase == "v-hero" else p.familiar_space


# -- space actions ----------------------------------------------------------------------------------
def can_pay_space(state: FloeState, space: str) -> bool:
    """The full storable amount of the space's resource (FLOE-VILLAGE-ACTION-1, -2)."""
    p = state.players[state.current]
    res = SPACE_RESOURCE[space]
    return p.resources[res] == capacity(p, res)


def space_actions(state: FloeState) -> list[Action]:
    t = state.turn
    space = current_space(state)
    p = state.players[state.current]
    out: list[Action] = []
    if space == "academy":
        out += academy_options(state)
    elif not t.space_action_done and can_pay_space(state, space):
        if space == "shop":
            out += [BuyItem(i) for i in dict.fromkeys(available_items(state))]
        elif space == "tavern":
            out += [TavernVisit(c, o) for c in dict.fromkeys(available_tavern(state))
                    for o in range(len(content.tavern()[c]["options"]))]
        elif space == "springs":
            out += [TakeAlly(a) for a in dict.fromkeys(available_allies(state))]
        elif space == "yard":
            out += [TakeBuildings(a, b) for a, b in dict.fromkeys(available_buildings(state))]
    del p
    out.append(Pass())
    return out


def _pay_space(state: FloeState, space: str) -> list[Event]:
    p = state.players[state.current]
    res = SPACE_RESOURCE[space]
    spent = p.resources[res]
    p.resources[res] = 0
    state.turn.space_action_done = True
    return [ev(message("You spend all {amount}.", amount=amount_said(res, spent)), ("FLOE-VILLAGE-ACTION-1",
                       "FLOE-VILLAGE-ACTION-3"), p.seat,
               "village")] + advance_stone(state, p.seat, res)


def apply_space_action(state: FloeState, action: Action, chance: Chance) -> list[Event]:
    seat = state.current
    p = state.players[seat]
    v = state.village
    if isinstance(action, BuyItem):
        events = _pay_space(state, "shop")
        _take_from(v.item_display, v.item_deck, action.item, chance)
        p.items.append(action.item)
        return events + [ev(message("Shop: you take {name}; the display is refilled.", name=spoken(action.item)),
                            ("FLOE-SHOP-ACTION-1", "FLOE-ITEM-LIMIT-1", "FLOE-AMBIG-1"), seat, "village")]
    if isinstance(action, TavernVisit):
        events = _pay_space(state, "tavern")
        card = content.tavern()[action.card]
        _take_from(v.tavern_display, v.tavern_deck, action.card, chance)
        v.tavern_deck.discard(action.card)
        if p.rumors_on_track:
            p.rumors_on_track -= 1
            p.rumors_available += 1
            events.append(ev(message("{name}: the bottom Rumor leaves your Warmth track (max Warmth {value}, "
                                     "{rumors_available} Rumor available).",
                                     plural="{name}: the bottom Rumor leaves your Warmth track (max Warmth {value}, "
                                     "{rumors_available} Rumors available).", how_many=p.rumors_available,
                                     name=spoken(action.card),
                                     value=10 - p.rumors_on_track, rumors_available=said(p.rumors_available)),
                             ("FLOE-TAVERN-ACTION-1", "FLOE-TAVERN-RUMOR-1", "FLOE-AMBIG-6"), seat, "village"))
            if p.rumors_on_track == 0:
                add_vp(state, seat, 1)
                events.append(ev(message("That was your last Rumor: +1 VP."), "FLOE-TAVERN-RUMOR-2", seat, "village"))
        else:
            events.append(ev(message("No Rumor is left on your Warmth track; you still gain the "
                                     "benefit."), "FLOE-AMBIG-34",
                             seat, "village"))
        gain = card["options"][action.option]
        state.queue.append(Queued(seat, gain, ("FLOE-TAVERN-ACTION-1",)))
        return events + [ev(message("You take the benefit {gain} and discard the card.",
                                    gain=effect_said(gain)), "FLOE-TAVERN-ACTION-1", seat,
                            "village")]
    if isinstance(action, TakeAlly):
        events = _pay_space(state, "springs")
        _take_from(v.ally_display, v.ally_deck, action.ally, chance)
        p.allies.append(action.ally)
        return events + [ev(message("Hot Springs: {name} joins you.", name=spoken(action.ally)),
                            ("FLOE-SPRINGS-ACTION-1", "FLOE-EXAMPLE-23"), seat, "village")]
    if isinstance(action, TakeBuildings):
        events = _pay_space(state, "yard")
        pair = (action.top, action.bottom)
        if pair in v.building_display:
            v.building_display.remove(pair)
            top, bottom = v.top_stack.draw(chance), v.bottom_stack.draw(chance)
            if top and bottom:
                v.building_display.append((top, bottom))
        else:
            v.top_stack.draw(chance)
            v.bottom_stack.draw(chance)
        p.buildings.append(pair)
        add_vp(state, seat, 1)
        return events + [ev(message("Timber Yard: you take the Building set (+1 VP); the display is refilled."),
                            ("FLOE-YARD-ACTION-1", "FLOE-EXAMPLE-24"), seat, "village")]
    if isinstance(action, Academy):
        return apply_academy(state, action.what, chance)
    raise AssertionError(action)


# -- the Academy ---------------------------------------------------------------------------------------
def elder_cost(state: FloeState, elder: str) -> int:
    return content.elders()[elder]["cost"] - (1 if state.village.elders[elder] == 1 else 0)


@per_position
def academy_options(state: FloeState) -> list[Academy]:
    """Each action once per visit; the 2-Crystal slot is an Elder or Look for Relics (FLOE-AMBIG-13)."""
    p = state.players[state.current]
    used = state.turn.academy_used
    out = []
    if "elder" not in used and "relics" not in used:
        out += [Academy(f"elder:{e}") for e, s in state.village.elders.items() if s < 2 and
                p.crystals >= elder_cost(state, e)]
    if "elder" not in used:
        out += [Academy(w) for w in ("relics-2", "relics-1") if w not in used and p.crystals >= 1]
    if "treasure" not in used and p.crystals >= 3:
        out.append(Academy("treasure"))
    if "stones" not in used and p.crystals >= 4:
        open_ = [r for r in BASIC if p.stones[r] < STONE_PRIMED]
        out += [Academy(f"stones:{a}:{b}") for i, a in enumerate(BASIC) for b in BASIC[i + 1:]
                if a in open_ or b in open_]
    if "vp" not in used and p.crystals >= 5:
        out.append(Academy("vp"))
    return out


def apply_academy(state: FloeState, what: str, chance: Chance) -> list[Event]:
    seat = state.current
    p = state.players[seat]
    used = state.turn.academy_used
    if what.startswith("elder:"):
        elder = what.split(":", 1)[1]
        cost = elder_cost(state, elder)
        p.crystals -= cost
        used.append("elder")
        data = content.elders()[elder]
        state.queue.append(Queued(seat, data["gain"], ("FLOE-ELDER-ACTION-1",)))
        events = [ev(message("You fulfil {name}'s request ({cost} Crystals) and gain {gain}.", name=spoken(elder),
                             cost=said(cost), gain=effect_said(data['gain'])),
                     ("FLOE-ELDER-ACTION-1", "FLOE-ACADEMY-2-1", "FLOE-AMBIG-13"), seat, "village")]
        if state.village.elders[elder] == 0:
            state.village.elders[elder] = 1
            state.queue.append(Queued(seat, "relic:1"))
            events += [ev(message("First time for this Elder: the Mayor advances, you Look for 1 Relic, and the tile "
                                  "flips (1 Crystal cheaper)."), ("FLOE-ELDER-FIRST-1", "FLOE-AMBIG-14"), seat,
                          "village")]
            events += advance_mayor(state, N_("Elder"))
        else:
            state.village.elders[elder] = 2
            events.append(ev(message("The flipped Elder tile leaves the game."), "FLOE-ELDER-SECOND-1", seat,
                             "village"))
        return events
    if what in ("relics-2", "relics-1"):
        p.crystals -= 1
        used += [what, "relics"]
        n = 2 if what == "relics-2" else 1
        state.queue.append(Queued(seat, f"relic:{n}"))
        said_look = (message("Look for Relics: 1 Crystal to draw 2 and keep 1.") if n == 2 else
                     message("Look for Relics: 1 Crystal to draw 1."))
        return [ev(said_look,
                   ("FLOE-RELIC-LOOK-1", "FLOE-AMBIG-13"), seat, "village")]
    if what == "treasure":
        p.crystals -= 3
        used.append("treasure")
        add_vp(state, seat, 1)
        state.queue.append(Queued(seat, "treasure"))
        return [ev(message("3 Crystals: a Treasure and 1 VP."), "FLOE-ACADEMY-3-1", seat, "village")]
    if what.startswith("stones:"):
        _, a, b = what.split(":")
        p.crystals -= 4
        used.append("stones")
        return [ev(message("4 Crystals: advance your {a} and {b} Floe Stones.", a=said(a),
                           b=said(b)), ("FLOE-ACADEMY-4-1", "FLOE-AMBIG-17"),
                   seat, "village")] + advance_stone(state, seat, a) + advance_stone(state, seat, b)
    if what == "vp":
        p.crystals -= 5
        used.append("vp")
        add_vp(state, seat, 3)
        return [ev(message("5 Crystals: 3 VP."), "FLOE-ACADEMY-5-1", seat, "village")]
    raise AssertionError(what)


# -- buildings --------------------------------------------------------------------------------------------
def building_ok(state: FloeState, index: int) -> bool:
    p = state.players[state.current]
    top = content.building_tops()[p.buildings[index][0]]
    if "cost" in top:
        return can_pay(p, top["cost"])
    return all(p.merits[m] >= v for m, v in top["merit"].items())


def use_building(state: FloeState, index: int) -> list[Event]:
    seat = state.current
    p = state.players[seat]
    top_id, bottom_id = p.buildings[index]
    top, bottom = content.building_tops()[top_id], content.building_bottoms()[bottom_id]
    state.turn.buildings_used.append(index)
    rules: tuple[str, ...] = ("FLOE-BUILDING-TIMING-1", "FLOE-BUILDING-PARTS-1")
    if "cost" in top:
        pay(p, top["cost"])
        rules += ("FLOE-BUILDING-COST-1",)
        what = message("pay {cost}", cost=effect_said(top["cost"]))
    else:
        rules += ("FLOE-BUILDING-REQ-1", "FLOE-MERIT-SPEND-1")
        merits = [message("{merit} {n}", merit=said(m), n=v) for m, v in top["merit"].items()]
        what = message("meet {merits}", merits=terms_listed(merits))
    if index == 0:
        rules += ("FLOE-BUILDING-START-1",)
    state.queue.append(Queued(seat, bottom["gain"]))
    return [ev(message("Building {index}: {what} to gain {gain} ({moment} of the Village turn).", index=index + 1,
                       what=what, gain=effect_said(bottom["gain"]), moment=said(BUILDING_MOMENTS[state.turn.phase])),
               rules, seat, "village")]


def apply_village(state: FloeState, action: Action, chance: Chance) -> list[Event]:
    t = state.turn
    if isinstance(action, UseBuilding):
        return use_building(state, action.index)
    if isinstance(action, PlaceFigure):
        return place_figure(state, action.space)
    if isinstance(action, Pass):
        t.phase = "v-familiar" if t.phase == "v-hero" else "v-end"
        return [ev(message("Done at this space."), ("FLOE-VILLAGE-OPTIONAL-1", "FLOE-VILLAGE-ORDER-1"), state.current,
                   "village")]
    return apply_space_action(state, action, chance)


__all__ = ["apply_village", "Pending"]
