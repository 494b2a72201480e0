"""Four guided Floe lessons, as data (``Lesson`` / ``Step`` / ``Quiz`` of the tutor kit).

Every position is built with the engine: a new game with a fixed table (the Region tiles laid out in
one known order, the friendly variant's Heroes, Familiars and Quests), then a copy of its state edited
for the step (Warmth, resources, tokens, cards on display, a Monster in a chamber) and loaded with
``game.set_position``; a step that starts inside a turn plays the turn's opening actions for real and
then clears the history, so **Reset step** and undo stop there.  Dice are fixed with
``game.chance.fix("hero-die", ...)`` / ``("damage-die", ...)`` so the Rockeer battle is the rulebook's,
number for number, for everyone.

You are seat 0 (P1, "orange" in the rulebook's examples).  ``lesson_01()`` .. ``lesson_04()`` build
the lessons; ``LESSONS`` lists them; ``show(n)`` returns a LessonWidget for notebooks.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from floe_widgets.tutor import Lesson, Mistake, Quiz, Step

from . import battle as B
from .actions import (
    Academy,
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
    TakeAlly,
    TavernVisit,
    Trade,
    UseBuilding,
    VisitLandmark,
)
from .game import Floe
from .state import STONE_PLACED, STONE_PRIMED, FloeState

SEED = 5
ME = 0
#: the table every lesson uses (the two fixed tiles in the middle, the four others in one known order)
LAYOUT = {"top-left": "frostmere", "top-centre": "floe", "top-right": "glimmerdeep",
          "bottom-left": "hollowfen", "bottom-centre": "skull", "bottom-right": "emberreach"}
HEROES = ["captain-brine", "scout-wren", "diver-mako", "sage-orla"]
FAMILIARS = ["snowfox", "puffin", "snow-owl", "pup-seal"]
QUESTS = ["ancient-map", "lost-pod", "ember-road", "deep-song"]

INTRO = (
    "**Floe** in two sentences: Heroes roam a frozen archipelago gathering resources, fighting Monsters "
    "in the Cave and building up the Village, and every deed is worth Victory Points (VP). When a "
    "Hero's VP passes the Mayor on the VP track, the round is finished, one more round is played, and "
    "the most VP wins."
)


# -- building positions with the engine --------------------------------------------------------------------

def new_game(players: int = 2, seed: int = SEED) -> Floe:
    """A fresh game on the lessons' table: P1 is Captain Brine with the Snowfox and the Ancient Map Quest."""
    game = Floe(players=players, seed=seed, heroes=HEROES[:players], familiars=FAMILIARS[:players],
                quests=QUESTS[:players])
    st = game.state
    st.world.layout = dict(LAYOUT)
    game.set_position(st)
    return game


def position(edit: Callable[[FloeState], Any] | None = None, *, players: int = 2, before: tuple[Any, ...] = (),
             dice: tuple[str, ...] = (), damage: int | None = None, seed: int = SEED) -> Floe:
    """A lesson position: ``edit`` changes a copy of the state, ``before`` are played (then forgotten).

    ``dice`` / ``damage`` fix the next Hero dice and the Damage die (the battle lessons).
    """
    game = new_game(players, seed)
    if edit is not None:
        st = game.state
        edit(st)
        game.set_position(st)
    for action in before:
        game.apply(action)
    if before:
        game.set_position(game.state)
    if dice:
        game.chance.fix("hero-die", *dice)
    if damage is not None:
        game.chance.fix("damage-die", str(damage))
    return game


def me(game: Floe) -> Any:
    return game.state.players[ME]


def _set(st: FloeState, seat: int = ME, **fields: Any) -> None:
    p = st.players[seat]
    for key, value in fields.items():
        setattr(p, key, value)


def _take_from_supply(st: FloeState, kind: str, wanted: Callable[[str], bool], n: int = 1) -> list[str]:
    """Take ``n`` tokens of ``kind`` ("potions", "crates", "maps") matching ``wanted`` out of the supply."""
    deck = getattr(st.supply, kind)
    picked = [t for t in deck.draw_pile if wanted(t)][:n]
    for t in picked:
        deck.draw_pile.remove(t)
    return picked


def _display(st: FloeState, deck_name: str, display_name: str, card: str, slot: int = 0) -> None:
    """Put ``card`` on a Village display (the card it replaces goes back into its deck)."""
    v = st.village
    deck, display = getattr(v, deck_name), getattr(v, display_name)
    if card in display:
        return
    if card in deck.draw_pile:
        deck.draw_pile.remove(card)
    deck.draw_pile.append(display[slot])
    display[slot] = card


def _move_token(st: FloeState, token: str, to: str) -> None:
    """Put the resource token ``token`` on ``to`` (taken off the map or out of the bags)."""
    for place, toks in list(st.world.tokens.items()):
        if token in toks:
            toks.remove(token)
            if not toks:
                del st.world.tokens[place]
    for bag in (st.supply.white_bag, st.supply.blue_bag):
        if token in bag:
            bag.remove(token)
    st.world.tokens.setdefault(to, []).append(token)


# -- lesson 1: first turns -----------------------------------------------------------------------------------

def every_hike() -> list[Hike]:
    """Every Hike between two Icebergs of the tiles face up at the start (any route may be walked)."""
    from .world import geometry, hikes

    st = new_game().state
    g = geometry(st.world.layout)
    return [Hike(other, sid) for ice in g.icebergs if g.tile_of(ice) in st.world.revealed
            for sid, other in hikes(g, ice, st.world.revealed)]


KELP_TOKEN = "sea-start-1"        # a Sea token worth 2 Kelp (content/tokens.yaml)


def _hike_start(st: FloeState) -> None:
    _set(st, warmth=5)


def _sail_start(st: FloeState) -> None:
    _set(st, warmth=5, location="floe.I3")


def _gather_start(st: FloeState) -> None:
    _set(st, warmth=5, soda=0, location="floe.I0")
    _move_token(st, KELP_TOKEN, "floe.S0")


def lesson_01() -> Lesson:
    hike_route = [Hike("floe.I2", "floe.h1"), Hike("skull.I0", "edge.floe-skull.v0"), Hike("skull.I3", "skull.h6")]
    steps: list[Step | Quiz] = [
        Step(
            title="Your first turn",
            narration=(
                "You are **P1 (orange), Captain Brine**, standing on the Island of Floe (top middle of the world "
                "map) next to a Campfire. Each turn you pick one of two kinds of turn: **Exploration** (move "
                "through the world, then do one Hero action) or **Village** (spend what you found). Your very "
                "first turn is always an Exploration turn.\n\n**Start an Exploration turn** (group *Turn*)."
            ),
            position=partial(position, _hike_start),
            expect=ChooseTurn("exploration"),
            hints=["The Village button is not there yet: nobody may start with a Village turn.",
                   "Press *Take an exploration turn*."],
            explanation="Your turn is on: first you move, then you take one Hero action.",
            rules=("FLOE-TURN-CHOICE-1", "FLOE-TURN-FIRST-1", "FLOE-TURN-EXPL-1"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Hike across the Shallows",
            narration=(
                "Land in Floe comes as **Icebergs** (white discs) joined by **Shallows** (sand diamonds). "
                "Walking from one Iceberg to the next across one Shallows is a **Hike** and costs **1 Warmth**. "
                "Warmth is your Hero's stamina: you have **5** (orange box on your board).\n\n"
                "**Hike to the south-east Iceberg of Skull Iceberg** (Skull Iceberg SE iceberg, bottom middle): "
                "Island of Floe SW iceberg, then Skull Iceberg NW iceberg, then Skull Iceberg SE iceberg."
            ),
            expect=every_hike(),
            check=lambda g: me(g).location == "skull.I3",
            solution=hike_route,
            hints=["Three Shallows lie on the way: each crossing is one *Hike* button.",
                   "Use the movement planner: it shows what each step costs before you confirm."],
            explanation="The shortest way crosses three Shallows: three Warmth, 5 - 3 = **2** left. You could "
                        "have stopped anywhere on the way; a Hero may also stay where it is.",
            rules=("FLOE-MOVE-HIKE-1", "FLOE-WARMTH-USE-1", "FLOE-EXAMPLE-1", "FLOE-MOVE-GEN-2"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Sail instead",
            narration=(
                "Same goal, another start: your Hero waits on Island of Floe SE iceberg, where a **Ship** is "
                "docked (blue boat "
                "`S2`). From a Dock you may **Sail**: the Ship crosses open water for free and pays **1 Warmth "
                "only for each Shallows** it crosses; you land on the Iceberg of the Dock you stop at, which "
                "must be another, empty Dock.\n\n**Sail to the E dock of Skull Iceberg**, the Dock of Skull "
                "Iceberg SE iceberg."
            ),
            position=partial(position, _sail_start, before=(ChooseTurn("exploration"),)),
            expect=Sail("skull.D0"),
            hints=["The Sail buttons are in the *Movement* group; the planner shows each one's cost.",
                   "Choose *Sail to the E dock of Skull Iceberg* (1 Warmth)."],
            explanation="Only one Shallows lay on the sea route, so the trip cost **1** Warmth (5 → 4) instead "
                        "of 3 on foot. After sailing you could still hike on.",
            rules=("FLOE-MOVE-SAIL-1", "FLOE-MOVE-SAIL-2", "FLOE-MOVE-SAIL-3", "FLOE-EXAMPLE-2",
                   "FLOE-MOVE-GEN-1"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Gather",
            narration=(
                "Movement done, your **Hero action** follows (one per turn). Here on Island of Floe NW "
                "iceberg you could gather "
                "one token lying on your Iceberg or in a Sea touching it, or the resources printed on a "
                "Shallows next to you, or dive where a Shallows shows a Dive icon: exactly one of these.\n\n"
                "**Gather the 2 Soda printed on the N shallows of Island of Floe.**"
            ),
            position=partial(position, _gather_start, before=(ChooseTurn("exploration"), EndMovement())),
            expect=Gather("shallows:floe.h0"),
            hints=["It is in the *Hero action* group.", "Choose *Gather the resources printed on the N "
                                                        "shallows of Island of Floe*."],
            explanation="2 Soda. The Shallows keeps its print (tokens are used up, prints are not). Soda is a "
                        "spare resource you can hold up to 4 of.",
            rules=("FLOE-GATHER-OPT-1", "FLOE-GATHER-OPT-2", "FLOE-GATHER-OPT-3", "FLOE-GATHER-ONE-1",
                   "FLOE-EXAMPLE-6", "FLOE-RES-SODA-1"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Your Familiar gathers too",
            narration=(
                "Before or after the Hero action you may send your **Familiar** once per turn: pay 1 Warmth, put "
                "it on a Shallows next to your Hero, and it takes a token from an Iceberg or Sea touching that "
                "Shallows (or the print there, or dives).\n\nA token worth **2 Kelp** lies in the Sea north of "
                "you (the N sea of Island of Floe). **Send your Familiar to the N shallows of Island of Floe "
                "for it.** Watch your Kelp: you can store "
                "only **1** of each basic resource for now."
            ),
            expect=FamiliarGather("floe.h0", f"token:floe.S0:{KELP_TOKEN}"),
            hints=["*Extra actions* group: *Familiar on the N shallows of Island of Floe collects ...*"],
            explanation="1 Warmth for the Familiar; Kelp 1 (your limit) and the second Kelp, which had no room, "
                        "became **1 Soda** (now 3). The token leaves the game.",
            rules=("FLOE-FAMILIAR-GATHER-1", "FLOE-FAMILIAR-GATHER-2", "FLOE-EXAMPLE-13", "FLOE-RES-CAP-1",
                   "FLOE-RES-OVERFLOW-1"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Trade Soda and resources",
            narration=(
                "Any time in your turn, **2 Soda buy 1 basic resource**, and **2 basic resources (any two) "
                "buy 1 Crystal**, the Village Academy's currency.\n\n**Turn 2 Soda into a Pearl, then the Pearl "
                "and your Kelp into a Crystal.**"
            ),
            expect=[ConvertSoda("pearl"), ConvertCrystal("pearl", "kelp")],
            check=lambda g: me(g).crystals >= 1,
            solution=[ConvertSoda("pearl"), ConvertCrystal("pearl", "kelp")],
            hints=["Both are in the *Potions, crates, conversions* group.",
                   "*Spend 2 Soda for 1 pearl*, then *Spend 1 pearl and 1 kelp for 1 Crystal*."],
            explanation="Soda 3 → 1, a Pearl came and went with your Kelp: **1 Crystal**. Gaining that Pearl was "
                        "also the first step of your Quest (the Ancient Map), which paid one more Crystal: you hold "
                        "**2**.",
            rules=("FLOE-RES-SODA-2", "FLOE-RES-CRYSTAL-1", "FLOE-RES-CRYSTAL-2", "FLOE-QUEST-ADV-1"),
            widget_options={"view_name": "player"},
        ),
        Step(
            title="Rest at the Campfire",
            narration=(
                "Your Hero stands on a **Campfire**. A Hero that ends its turn at a Campfire gets its Warmth back "
                "up to the maximum (7 for now: three Rumor cubes still block the top of your Warmth track).\n\n"
                "**End your turn.**"
            ),
            expect=EndTurn(),
            hints=["*End your turn* is in the *Turn* group."],
            explanation="Warmth 4 → **7**. Next it is P2's turn; on your next turn you may also choose a Village "
                        "turn.",
            rules=("FLOE-WARMTH-CAMPFIRE-1", "FLOE-WARMTH-MAX-1", "FLOE-TURN-ROUND-1"),
            widget_options={"view_name": "player"},
        ),
        Quiz("You hike across 2 Shallows and then sail a route crossing 1 Shallows. What does the movement cost?",
             ["1 Warmth", "2 Warmth", "3 Warmth"], 2,
             explanation="1 Warmth per Shallows, on foot or by Ship; open water is free.",
             rules=("FLOE-MOVE-HIKE-1", "FLOE-MOVE-SAIL-2", "FLOE-MOVE-GEN-1")),
        Quiz("You can store 1 Wood, already have it, and gather 2 more. What happens?",
             ["You get nothing", "You keep 1 Wood and get 2 Soda", "You hold 3 Wood"], 1,
             explanation="Every resource that has no room turns into 1 Soda (Soda itself stops at 4).",
             rules=("FLOE-RES-CAP-1", "FLOE-RES-OVERFLOW-1")),
        Quiz("How many Hero actions do you take in an Exploration turn?",
             ["One, after moving", "One per Iceberg you visit", "As many as your Warmth allows"], 0,
             explanation="Move first, then one Hero action (gather, visit a Landmark or delve); the Familiar's "
                         "gathering is an extra action on top.",
             rules=("FLOE-TURN-EXPL-1", "FLOE-GATHER-ONE-1", "FLOE-EXTRA-TIMING-1")),
        Quiz("Which turn may you NOT take as your very first turn?", ["Exploration", "Village"], 1,
             rules=("FLOE-TURN-FIRST-1",),
             explanation="Everyone starts with an Exploration turn; Village turns are open from your second turn "
                         "on."),
    ]
    return Lesson(
        follow_on=lesson_02,
        title="Floe 1: First turns",
        intro=INTRO,
        steps=steps,
        recap=("**Recap.** A turn is an Exploration turn (move, then one Hero action, plus extra actions) or a "
               "Village turn; the first is always Exploration. Hiking and sailing cost 1 Warmth per Shallows, "
               "open water is free. Gather one token, a Shallows print or a Dive; the Familiar gathers once more "
               "for 1 Warmth. Resources without room become Soda; 2 Soda buy a basic resource, 2 basics a "
               "Crystal. End your turn at a Campfire to refill your Warmth."),
        widget=_widget(),
    )


# -- lesson 2: the village -----------------------------------------------------------------------------------

def _village_start(st: FloeState) -> None:
    """The rulebook's Village examples on one table: 3 players, Villagers and figures as in the pictures."""
    st.village.villagers = {"shop": 0, "tavern": 3, "springs": 0, "yard": 1, "academy": 1}
    st.players[1].hero_space, st.players[1].location, st.players[1].warmth = "tavern", "village", 3
    st.players[2].familiar_space, st.players[2].warmth = "tavern", 3
    _set(st, turns_taken=1, warmth=1, soda=0, vp=0, location="floe.I2", hero_dice=2,
         resources={"pearl": 0, "kelp": 1, "mushroom": 2, "wood": 1},
         stones={"pearl": 0, "kelp": 0, "mushroom": 1, "wood": 1})
    for p in st.players[1:]:
        p.turns_taken = 1
    _display(st, "tavern_deck", "tavern_display", "bika-swiftgaze")
    _display(st, "ally_deck", "ally_display", "sneaky-sam")


def _trade_start(st: FloeState) -> None:
    st.world.revealed.append("frostmere")
    st.world.traders = {"trader-north": "frostmere.I2"}
    st.world.traders_supply.remove("trader-north")
    for item in ("chitterbox", "hatchet"):
        v = st.village
        if item in v.item_display:
            v.item_display[v.item_display.index(item)] = v.item_deck.draw_pile.pop(0)
        if item in v.item_deck.draw_pile:
            v.item_deck.draw_pile.remove(item)
    _set(st, turns_taken=1, location="frostmere.I1", warmth=3, crystals=0, items=["chitterbox", "hatchet"])


def lesson_02() -> Lesson:
    village = position(_village_start, players=3)
    village.apply(ChooseTurn("village"))
    village.apply(PlaceFigure("tavern"))
    village.apply(TavernVisit("bika-swiftgaze", 0))
    village.apply(Pass())
    village.apply(PlaceFigure("springs"))
    village.apply(TakeAlly("sneaky-sam"))
    village.apply(Pass())
    building = [a for a in village.legal_actions() if isinstance(a, UseBuilding)]
    steps: list[Step | Quiz] = [
        Step(
            title="A Village turn",
            narration=(
                "Three players this time; you are P1 (orange). The Village has five spaces, clockwise: **Shop, "
                "Tavern, Hot Springs, Timber Yard, Academy**. Little Villagers stand on them. On a Village turn "
                "your Hero comes home from the world, then you place the Hero and the Familiar on two spaces.\n\n"
                "**Take a Village turn.**"
            ),
            position=partial(position, _village_start, players=3),
            expect=ChooseTurn("village"),
            hints=["*Take a village turn* in the *Turn* group."],
            explanation="Your Hero left Island of Floe SW iceberg for the Village. Now place it.",
            rules=("FLOE-TURN-CHOICE-1", "FLOE-VILLAGE-PICKUP-1", "FLOE-VILLAGE-ORDER-1", "FLOE-VILLAGE-SPACES-1"),
            widget_options={"view_name": "village"},
        ),
        Step(
            title="Warm up in the Tavern",
            narration=(
                "Placing a figure warms you: **+1 Warmth per Villager** on that space and **+1 per other "
                "player's figure** there (and each of those players gets +1 too). Then the Villagers of that "
                "space walk on, one to each following space clockwise.\n\nThe Tavern holds 3 Villagers, P2's "
                "Hero and P3's Familiar; you have 1 Warmth. **Place your Hero in the Tavern.**"
            ),
            expect=PlaceFigure("tavern"),
            mistakes=[Mistake(lambda a, _g: isinstance(a, PlaceFigure) and a.space != "tavern",
                              lambda a, _g: f"You went to the {a.space}. Placing a figure warms you by the "
                                            "Villagers and other figures already on that space; the Tavern, with 3 "
                                            "Villagers and 2 figures, warms you most.",
                              ("FLOE-VILLAGE-WARMTH-1",))],
            hints=["Use the Village picker or the *Village* group: *Place your figure at the tavern*."],
            explanation="3 + 1 + 1 = **5** Warmth (1 → 6); P2 and P3 got 1 each (3 → 4). The 3 Villagers went "
                        "to the Hot Springs, the Timber Yard and the Academy (now 1, 2, 2).",
            rules=("FLOE-VILLAGE-WARMTH-1", "FLOE-VILLAGE-WARMTH-2", "FLOE-VILLAGE-VILLAGERS-1", "FLOE-EXAMPLE-16",
                   "FLOE-EXAMPLE-17", "FLOE-VILLAGE-PLACE-1"),
            widget_options={"view_name": "village"},
        ),
        Step(
            title="The Tavern: pay in full",
            narration=(
                "Four spaces run on one basic resource each (Shop: Pearls, Tavern: Kelp, Hot Springs: Mushrooms, "
                "Timber Yard: Wood). You must **spend all you can store** of it: your Kelp limit is 1 and you "
                "have 1, so the Tavern is open (with 0 Pearls the Shop would not be). Paying moves that "
                "resource's **Floe Stone** one step, and its first step gives a Merit.\n\nAt the Tavern a "
                "Rumor cube leaves the top of your Warmth track and you take one benefit of the card. "
                "**Visit Bika Swiftgaze and take her first benefit** (Hero dice + 1 Warmth)."
            ),
            expect=TavernVisit("bika-swiftgaze", 0),
            hints=["*Tavern: bika-swiftgaze, benefit 1*."],
            explanation="Kelp 1 → 0; the Kelp Floe Stone moved up (Kelp limit now 2) and gave a **red Merit** "
                        "(Might 1 → 2). A Rumor left your Warmth track (maximum 7 → 8, Rumors 1 → 2), your Hero "
                        "dice marker went 2 → 3 and you gained 1 Warmth (6 → 7).",
            rules=("FLOE-VILLAGE-ACTION-1", "FLOE-VILLAGE-ACTION-2", "FLOE-STONE-ADV-1", "FLOE-TAVERN-ACTION-1",
                   "FLOE-TAVERN-RUMOR-1", "FLOE-EXAMPLE-22"),
            widget_options={"view_name": "village"},
        ),
        Step(
            title="Now the Familiar",
            narration=(
                "Done at the Tavern, the **Familiar** is placed the same way, on a space without a figure of "
                "yours. The Hot Springs spend Mushrooms: you have 2 and may store 2.\n\n**Finish at the Tavern "
                "and place your Familiar at the Hot Springs.**"
            ),
            expect=[Pass(), PlaceFigure("springs")],
            check=lambda g: me(g).familiar_space == "springs",
            solution=[Pass(), PlaceFigure("springs")],
            hints=["First *Done here*, then *Place your figure at the springs*.",
                   "The Tavern itself is closed to you: your Hero is there."],
            explanation="1 Villager there: +1 Warmth (7 → 8, your new maximum).",
            rules=("FLOE-VILLAGE-ORDER-1", "FLOE-VILLAGE-PLACE-1", "FLOE-AMBIG-37"),
            widget_options={"view_name": "village"},
        ),
        Step(
            title="The Hot Springs: an Ally, and a Primed stone",
            narration=(
                "Your Mushroom Floe Stone already moved once. Its **second** step lifts it off the track: it is "
                "**Primed** (worth 1 VP now, and ready for a Shrine later).\n\n**Take Sneaky Sam** into your "
                "Allies."
            ),
            expect=TakeAlly("sneaky-sam"),
            hints=["*Hot Springs: take sneaky-sam*."],
            explanation="Mushrooms 2 → 0, the Mushroom stone is **Primed**: +1 VP, and you may now store 3 "
                        "Mushrooms. Sneaky Sam will add 2 Stealth in one battle.",
            rules=("FLOE-SPRINGS-ACTION-1", "FLOE-STONE-ADV-2", "FLOE-STONE-CAP-1", "FLOE-EXAMPLE-18",
                   "FLOE-EXAMPLE-23"),
            widget_options={"view_name": "village"},
        ),
        Step(
            title="Your Building",
            narration=(
                "Buildings work once per Village turn, at three moments: at the start, before the Familiar, or "
                "at the end (now). Your **starting Building** turns 1 Warmth into a Merit of your choice (or "
                "sells a card).\n\n**Finish at the Hot Springs, use your starting Building and take a Merit.**"
            ),
            expect=[Pass(), *building] + [Choose(o) for o in ("merit:any:1", "skill", "might", "charm", "craft")],
            check=lambda g: sum(me(g).merits.values()) >= 6 and g.state.pending is None,
            solution=[Pass(), *building[:1], *_choices_for(village, building[:1], "merit:any:1", "charm")],
            hints=["*Done here*, then *Activate building 1*, then choose the Merit option and a Merit."],
            explanation="1 Warmth became a Merit. Merits are never spent; they unlock upgrades of your Hero, "
                        "Familiar, Items and Buildings.",
            rules=("FLOE-BUILDING-TIMING-1", "FLOE-BUILDING-START-1", "FLOE-MERIT-GAIN-1", "FLOE-MERIT-SPEND-1"),
            widget_options={"view_name": "player"},
        ),
        Step(
            title="Sell to a Trader",
            narration=(
                "Another day, an Exploration turn in the north-west. A **Trader** stands on Frostmere SW iceberg, two "
                "Shallows from your Hero. Once per turn you may call a Trader over (1 Warmth per Shallows it "
                "crosses) and **sell** one Item, Treasure or Relic for what its card shows on the right.\n\n"
                "**Sell Chitterbox to the Trader.**"
            ),
            position=partial(position, _trade_start, before=(ChooseTurn("exploration"), EndMovement())),
            expect=Trade("trader-north", "item:chitterbox"),
            hints=["*Extra actions*: *Trade with trader-north: sell item:chitterbox*."],
            explanation="The Trader walked 2 Shallows to you (Warmth 3 → 1) and Chitterbox sold for **3 "
                        "Crystals**.",
            rules=("FLOE-TRADE-SUMMON-1", "FLOE-TRADE-SELL-1", "FLOE-EXAMPLE-14", "FLOE-TERM-SELL-1"),
            widget_options={"view_name": "world"},
        ),
        Quiz("Your Wood limit is 2 and you hold 1 Wood. Can your figure use the Timber Yard?",
             ["Yes, paying the 1 Wood", "No, it must spend a full 2", "Yes, for free"], 1,
             explanation="A space's action needs the full amount you can store; you may still place there just "
                         "for the Warmth.", rules=("FLOE-VILLAGE-ACTION-2", "FLOE-VILLAGE-OPTIONAL-1")),
        Quiz("You place your Hero on a space with 2 Villagers and another player's Familiar. How much Warmth do "
             "you gain?", ["2", "3", "4"], 1, explanation="2 for the Villagers + 1 for the Familiar (its owner "
                                                          "gets 1 too).",
             rules=("FLOE-VILLAGE-WARMTH-1", "FLOE-VILLAGE-WARMTH-2")),
        Quiz("What does a Floe Stone's second step on its track give?",
             ["A Merit", "1 VP and the stone is Primed", "Nothing"], 1,
             explanation="First step: the track's Merit; second: Primed, +1 VP.",
             rules=("FLOE-STONE-ADV-1", "FLOE-STONE-ADV-2")),
        Quiz("Your previous turn was a Village turn and your Hero still stands in the Tavern. May your Hero "
             "use the Tavern this Village turn?",
             ["Yes", "No, a space with your own figure is closed to you"], 1,
             rules=("FLOE-VILLAGE-PLACE-1", "FLOE-AMBIG-37"),
             explanation="A figure may only go to a Village space that holds none of your own figures, so your "
                         "Hero cannot use the space it still stands on from your last Village turn."),
    ]
    return Lesson(
        follow_on=lesson_03,
        title="Floe 2: The Village",
        intro="Village turns: Warmth from company, the four resource spaces and their Floe Stones, Buildings, "
              "and selling to a Trader.",
        steps=steps,
        recap=("**Recap.** On a Village turn place your Hero, then your Familiar, each on a space without your own "
               "figure: +1 Warmth per Villager and per other figure there (they warm up too), then the Villagers "
               "walk on clockwise. Shop, Tavern, Hot Springs and Timber Yard need the full amount you can store "
               "of their resource; paying moves that Floe Stone (first step a Merit, second Primed + 1 VP). "
               "Buildings work at the start, before the Familiar or at the end. Traders buy cards in the world."),
        widget=_widget(),
    )


def _choices_for(game: Floe, actions: list[Any], *wanted: str) -> list[Any]:
    """The ``Choose`` answers (among ``wanted``, in order) the pending choices after ``actions`` accept."""
    probe = game.copy()
    for action in actions:
        probe.apply(action)
    out = []
    for option in wanted:
        if probe.state.pending is not None and option in probe.state.pending.options:
            out.append(Choose(option))
            probe.apply(Choose(option))
    return out


# -- lesson 3: cave battles ----------------------------------------------------------------------------------

ROCKEER_DICE = ("sword", "sword", "arrow", "crit")
ROCKEER_REROLLS = ("stealth", "sword")
ROCKEER_DAMAGE = 2
DIVE_TRACK = ["dive-pearl", "dive-potions", "dive-chest-key", "dive-map", "dive-crystals"]


def _put_monster(st: FloeState, chamber: int, monster: str) -> None:
    room = st.cave.chambers[chamber - 1]
    for deck in st.cave.decks.values():
        if monster in deck.draw_pile:
            deck.draw_pile.remove(monster)
    if room.monster and room.monster != monster:
        st.cave.decks[room.kind].put_under(room.monster)
    room.monster, room.face_up = monster, True


def _potions_showing(st: FloeState, *icons: str) -> list[str]:
    return [_take_from_supply(st, "potions", lambda t, i=icon: B.potion_icons(t) == (i,))[0] for icon in icons]


def _rockeer_start(st: FloeState) -> None:
    """The rulebook's Rockeer example: chamber 3, 4 Hero dice, Snow Boots, an Ally, an upgraded Familiar."""
    _put_monster(st, 3, "rockeer")
    st.cave.chambers[3].face_up = False
    st.cave.dive_track = list(DIVE_TRACK)
    old = st.players[ME].tokens
    st.supply.potions.draw_pile += old
    _set(st, turns_taken=1, location="skull.I1", cave_chamber=3, hero_dice=4, warmth=5, vp=4, crystals=1,
         chest_key=-1, items=["snow-boots"], allies=["hilda-shieldmaiden"], familiar_flipped=True,
         tokens=_potions_showing(st, "sword", "arrow", "lantern"))
    _take_out(st.village.item_deck, st.village.item_display, "snow-boots")
    _take_out(st.village.ally_deck, st.village.ally_display, "hilda-shieldmaiden")
    _move_token(st, KELP_TOKEN, "skull.S0")


def _take_out(deck: Any, display: list[str], card: str) -> None:
    if card in deck.draw_pile:
        deck.draw_pile.remove(card)
    if card in display:
        display[display.index(card)] = deck.draw_pile.pop(0)


def rockeer_position() -> Floe:
    return position(_rockeer_start, before=(ChooseTurn("exploration"), EndMovement()),
                    dice=ROCKEER_DICE + ROCKEER_REROLLS, damage=ROCKEER_DAMAGE)


def rockeer_without_boots() -> tuple[int, int]:
    """The Rockeer battle played as in the book but keeping the Arrow: (Warmth lost, Damage dealt)."""
    game = rockeer_position()
    sword_potion = me(game).tokens[0]
    for action in (Delve(), B.BattleAlly("hilda-shieldmaiden"), B.BattleCrit("sword"), B.BattleContinue(),
                   B.BattleContinue(), B.BattleContinue(), B.BattlePotion(sword_potion), B.BattleContinue()):
        game.apply(action)
    battle = game.state.battle
    return battle.warmth_lost, battle.damage


def _crit_start(st: FloeState) -> None:
    _put_monster(st, 1, "drift-crab")
    _set(st, turns_taken=1, location="skull.I1", cave_chamber=1, hero_dice=5, warmth=5)


CRIT_DICE = ("arrow", "arrow", "sword", "crit", "crit")


def crit_position() -> Floe:
    """The Crit example: five dice rolled against the Drift Crab, in the Roll phase."""
    game = position(_crit_start, before=(ChooseTurn("exploration"), EndMovement()), dice=CRIT_DICE, damage=0)
    game.apply(Delve())
    game.set_position(game.state)
    return game


def _after(build: Callable[[], Floe], actions: list[Any]) -> list[Any]:
    """The legal actions once ``actions`` are played in the position ``build`` makes."""
    game = build()
    for action in actions:
        game.apply(action)
    return game.legal_actions()


def _practice_start(st: FloeState) -> None:
    _put_monster(st, 1, "frostnip")
    potions = _potions_showing(st, "sword", "stealth")
    st.supply.potions.draw_pile += st.players[ME].tokens
    _set(st, turns_taken=1, location="skull.I1", cave_chamber=1, hero_dice=3, warmth=7, tokens=potions)


def practice_battle(seed: int | None = None) -> Floe:
    """Practice after lesson 3: P1 at the Cave facing Frostnip in chamber 1, with real (unfixed) dice.

    ``seed=None`` picks a fresh seed, so every practice battle rolls differently.
    """
    if seed is None:
        import secrets

        seed = secrets.randbelow(1 << 30)
    return position(_practice_start, before=(ChooseTurn("exploration"), EndMovement()), seed=seed)


def _battle(game: Floe) -> Any:
    return game.state.battle


def lesson_03() -> Lesson:
    probe = rockeer_position()
    sword_potion = me(probe).tokens[0]
    # the end of the battle, to know the Treasures offered after the Dive (drawn from the shuffled deck)
    for action in (Delve(), B.BattleAlly("hilda-shieldmaiden"), B.BattleAssign(2, "snow-boots"),
                   B.BattleCrit("sword"), B.BattleContinue(), B.BattleContinue(), B.BattleContinue(),
                   B.BattlePotion(sword_potion), B.BattleContinue()):
        probe.apply(action)
    end = [B.BattleContinue(), Choose("wood"), Choose("2"), Choose("key")]
    after = probe.copy()
    for action in end:
        after.apply(action)
    kept = [Choose(o) for o in after.state.pending.options] if after.state.pending is not None else []
    finish = end + kept[:1]
    any_basic = [Choose(r) for r in ("pearl", "kelp", "mushroom", "wood")]
    lost, dealt = rockeer_without_boots()

    steps: list[Step | Quiz] = [
        Step(
            title="Delve into the Cave",
            narration=(
                "This is the rulebook's **Rockeer** battle. Your Hero stands on Skull Iceberg's Cave "
                "(Skull Iceberg NE iceberg) and your marker is in **chamber 3**, where **Rockeer** waits: an "
                "Elite Monster with "
                "**health 6** and **base Damage 3**. Its trick: every Sword of your first roll is rolled again.\n\n"
                "You hold 3 Potions, the Snow Boots, the Ally Hilda Shieldmaiden and an upgraded Familiar. "
                "**Delve into the Cave** (group *Hero action*)."
            ),
            position=rockeer_position,
            expect=Delve(),
            hints=["Delving is your Hero action for this turn."],
            explanation="You rolled your **4 Hero dice** (your marker says 4): Sword, Sword, Arrow, Crit, and the "
                        "Damage die shows **2**. Rockeer made you reroll both Swords: Stealth and Sword. That new "
                        "Sword stays.",
            rules=("FLOE-CAVE-REQ-1", "FLOE-CAVE-CHAMBER-1", "FLOE-BATTLE-ROLL-1", "FLOE-BATTLE-ROCKEER-1",
                   "FLOE-CAVE-HERODICE-1", "FLOE-CAVE-DAMAGEDIE-1"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="Call your Ally",
            narration=(
                "A battle runs in five phases: **Roll, Arrow, Monster Attack, Sword, Lantern**. In the Roll "
                "phase you improve your dice. Hilda gives **1 Stealth** now and, after the battle, 1 Crate per "
                "Stealth you used and 1 VP.\n\n**Use Hilda Shieldmaiden in the battle.**"
            ),
            expect=B.BattleAlly("hilda-shieldmaiden"),
            hints=["*Battle* group: *Use the ally hilda-shieldmaiden in the battle*."],
            explanation="2 Stealth now (the die and Hilda). She pays out and leaves at the end of the battle.",
            rules=("FLOE-BATTLE-SEQ-1", "FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="Put a die on your Boots",
            narration=(
                "An Item on its basic side takes one die and makes it count as the Item's icon. The Snow Boots "
                "show a **Stealth**. Your Arrow (die 3) would deal only 1 Damage; as a Stealth it blocks 2.\n\n"
                "**Assign die 3 (the Arrow) to the Snow Boots.**"
            ),
            expect=B.BattleAssign(2, "snow-boots"),
            hints=["*Assign die 3 to snow-boots*."],
            explanation="Now **3 Stealth**: the Monster's attack will be cut by 3 × 2 = 6.",
            rules=("FLOE-BATTLE-ITEM-1", "FLOE-ITEM-BASIC-1", "FLOE-BATTLE-ICON-3"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="Aim the Crit",
            narration=(
                "A **Crit** adds 1 Damage to *each* Arrow or to *each* Sword: you choose which, once. With no "
                "Arrow left, aim it at the Swords: your Sword then deals 2 + 1 = 3.\n\n**Aim your Crit at the "
                "Swords.**"
            ),
            expect=B.BattleCrit("sword"),
            hints=["*Crits add to your swords*."],
            explanation="The battle panel's forecast: no Arrow Damage, the Monster's hit fully stopped, 3 "
                        "Damage from the Sword. Rockeer has 6 health: not enough yet.",
            rules=("FLOE-BATTLE-ICON-6", "FLOE-AMBIG-9", "FLOE-BATTLE-ICON-2"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="Roll and Arrow phases",
            narration=(
                "You are happy with the dice. **Continue** to end the Roll phase, and **continue** again: the "
                "Arrow phase deals 1 Damage per Arrow, and you have none."
            ),
            expect=B.BattleContinue(),
            check=lambda g: _battle(g) is not None and _battle(g).phase == "attack",
            solution=[B.BattleContinue(), B.BattleContinue()],
            hints=["*Continue the battle*, twice."],
            explanation="0 Arrow Damage. Next, Rockeer attacks.",
            rules=("FLOE-BATTLE-ARROW-1", "FLOE-BATTLE-ICON-1"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="Rockeer attacks",
            narration=(
                "The Monster hits for its **base Damage + the Damage die**: 3 + 2 = 5. Each Stealth takes 2 "
                "away. What is left comes off your Warmth; below 0 and you lose the battle.\n\n**Continue.**"
            ),
            expect=B.BattleContinue(),
            hints=["*Continue the battle*."],
            explanation="5 - 3 × 2 → **0**: you keep all 5 Warmth. (Had your Arrows already beaten the Monster, "
                        "its base 3 would not count at all.)",
            rules=("FLOE-BATTLE-ATTACK-1", "FLOE-BATTLE-ATTACK-2", "FLOE-BATTLE-ICON-3", "FLOE-BATTLE-LOSE-1"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="A Sword Potion",
            narration=(
                "Sword phase: 2 Damage per Sword, plus your Crit's 1 each. One Sword makes 3, and Rockeer needs "
                "6. A Potion adds its Battle icon.\n\n**Use your Sword Potion, then continue** to strike."
            ),
            expect=[B.BattlePotion(sword_potion), B.BattleContinue()],
            check=lambda g: _battle(g) is not None and _battle(g).phase == "lantern",
            solution=[B.BattlePotion(sword_potion), B.BattleContinue()],
            hints=[f"*Use {sword_potion} for its Battle icons*, then *Continue the battle*."],
            explanation="2 Swords × (2 + 1) = **6 Damage**: exactly Rockeer's health. You kept the Familiar "
                        "(Sword + Lantern) for gathering after the battle.",
            rules=("FLOE-BATTLE-POTION-1", "FLOE-BATTLE-SWORD-1", "FLOE-EXAMPLE-11"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="Lantern phase and the rewards",
            narration=(
                "No Lantern, so no Loot token. The battle ends: Rockeer is beaten. You gain **its reward** (a "
                "basic resource of your choice and a **Dive**), then **the chamber's** (2 VP, 3 Crystals), then "
                "Hilda's (3 Crates for 3 Stealth, 1 VP); your marker moves on to chamber 4.\n\n**Continue, take "
                "Wood, dive for the Key/Chest tile (the third) and take the Key**: with your Chest that makes a "
                "Treasure; keep one of the two drawn."
            ),
            expect=[*finish, *any_basic, *kept],
            check=lambda g: g.state.battle is None and g.state.pending is None,
            solution=finish,
            hints=["*Continue the battle*, then *Choose wood*, *Choose 2* (the third tile), *Choose key*, and "
                   "keep a Treasure."],
            explanation="VP 4 → **7** (2 + 1), Crystals 1 → **4**, **3 Crates**, a Treasure; the Key/Chest tile "
                        "went to the bottom of the Dive track (1 Warmth). Your marker is in chamber 4, its "
                        "Monster revealed.",
            rules=("FLOE-CAVE-WIN-1", "FLOE-CAVE-WIN-2", "FLOE-EXAMPLE-12", "FLOE-DIVE-SOURCE-1",
                   "FLOE-CHEST-TREASURE-1", "FLOE-BATTLE-LANTERN-1"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="The Familiar was saved for this",
            narration=(
                "Your Familiar did not fight, so it may still gather. A token worth 2 Kelp lies in the Sea "
                "the N sea of Skull Iceberg next to the Cave.\n\n**Send your Familiar to the N shallows of "
                "Skull Iceberg for the Kelp token.**"
            ),
            expect=FamiliarGather("skull.h0", f"token:skull.S0:{KELP_TOKEN}"),
            hints=["*Extra actions*: *Familiar on the N shallows of Skull Iceberg collects 2 kelp from the "
                   "N sea of Skull Iceberg*."],
            explanation="1 Warmth: 1 Kelp (your limit) and 1 Soda for the Kelp with no room.",
            rules=("FLOE-FAMILIAR-GATHER-1", "FLOE-BATTLE-FAMILIAR-3", "FLOE-EXTRA-TIMING-1"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Arrows or Swords?",
            narration=(
                "A new fight in chamber 1 against the Drift Crab. You rolled **2 Arrows, 1 Sword and 2 Crits**. "
                "On the Swords the Crits would make the Sword deal 2 + 2 = 4. On the Arrows each Crit adds 1 "
                "to *both* Arrows: 2 + 2 × 2 = 6 in the Arrow phase, and the Sword still deals its 2.\n\n"
                "**Aim the Crits at the Arrows and play the Arrow phase.**"
            ),
            position=crit_position,
            expect=[B.BattleCrit("arrow"), B.BattleContinue()],
            check=lambda g: _battle(g) is not None and "arrow" in _battle(g).resolved,
            solution=[B.BattleCrit("arrow"), B.BattleContinue(), B.BattleContinue()],
            hints=["*Crits add to your arrows*, then *Continue the battle* twice."],
            explanation="**6** Damage in the Arrow phase; with the Sword's 2 that makes 8 (on the Swords it would "
                        "have been 2 + 4 = 6).",
            rules=("FLOE-BATTLE-ICON-6", "FLOE-EXAMPLE-10", "FLOE-BATTLE-ARROW-1"),
            widget_options={"view_name": "cave"},
        ),
        Quiz("Replay Rockeer without the Snow Boots: the Arrow die stays an Arrow (Ally, Crit on Swords and "
             "the Sword Potion as before). What happens?",
             [f"You lose {lost} Warmth and deal {dealt} Damage: Rockeer is still beaten",
              "You lose nothing and deal 6 Damage", f"You lose {lost + 2} Warmth and Rockeer survives"], 0,
             explanation=f"Only 2 Stealth: 3 + 2 - 4 = {lost} Warmth lost (the single Arrow did not beat Rockeer, so "
                         f"its base Damage counts). The Arrow adds 1 Damage: 1 + 6 = {dealt}.",
             rules=("FLOE-EXAMPLE-11", "FLOE-BATTLE-ICON-3", "FLOE-BATTLE-ATTACK-2")),
        Quiz("Base Damage 3, Damage die 2, you hold 1 Stealth and 4 Warmth. What happens in the Monster Attack?",
             ["You lose 3 Warmth", "You lose 5 Warmth and the battle", "You lose 1 Warmth"], 0,
             explanation="3 + 2 - 2 = 3 Warmth: 4 → 1, you fight on.",
             rules=("FLOE-BATTLE-ATTACK-1", "FLOE-BATTLE-ICON-3")),
        Quiz("Your Arrows already dealt the Monster's full health. What does its attack do?",
             ["Nothing at all", "Only the Damage die hits you", "Its full Damage"], 1,
             explanation="Its base Damage is ignored, but the Damage die still counts (minus your Stealth).",
             rules=("FLOE-BATTLE-ATTACK-2",)),
        Quiz("You deal 5 Damage to a Monster with health 6. What happens?",
             ["Nothing; the Damage is not kept", "It keeps 5 Damage for next time", "You lose Warmth"], 0,
             rules=("FLOE-CAVE-WIN-1", "FLOE-CAVE-LOSE-0"),
             explanation="A Monster that is not defeated keeps no Damage: the next battle against it starts "
                         "again from 0, and you gain no reward."),
        Quiz("Which of these can you do in the Roll phase? (choose all)",
             ["Reroll any dice for 1 Warmth", "Reroll the Damage die", "Put a die on an Item",
              "Call your Familiar for 1 Warmth"], [0, 2, 3],
             explanation="The Damage die can never be rerolled.",
             rules=("FLOE-BATTLE-REROLL-1", "FLOE-CAVE-DAMAGEDIE-1", "FLOE-BATTLE-ITEM-1", "FLOE-BATTLE-FAMILIAR-1")),
    ]
    return Lesson(
        follow_on=lesson_04,
        title="Floe 3: Cave battles",
        intro="The battle phases one by one, on the rulebook's Rockeer example with the same dice, then a Crit.",
        steps=steps,
        recap=("**Recap.** Delve from a Cave Iceberg. Roll as many Hero dice as your marker shows plus the Damage "
               "die; in the Roll phase reroll (1 Warmth), use Items, Potions, Allies and the Familiar. Then "
               "Arrows (1 each), the Monster's attack (base + die, -2 per Stealth; base ignored if already "
               "beaten), Swords (2 each), Lanterns (Loot). Crits add 1 to every Arrow or every Sword. Beat the "
               "health: the Monster's reward, the chamber's, and on to the next chamber."),
        widget=_widget(),
    )


# -- lesson 4: floe stones, quests and scoring -------------------------------------------------------------

def _shrine_start(st: FloeState) -> None:
    st.world.shrines["floe.I1.shrine2"] = 1          # the purple player's stone in the third Shrine
    _set(st, turns_taken=1, location="floe.I1", vp=5,
         stones={"pearl": STONE_PRIMED, "kelp": STONE_PRIMED, "mushroom": 0, "wood": 0})


def _dive_start(st: FloeState) -> None:
    st.cave.dive_track = list(DIVE_TRACK)
    _set(st, turns_taken=1, location="floe.I2", warmth=3, chest_key=0)


def _discover_start(st: FloeState) -> None:
    maps = _take_from_supply(st, "maps", lambda t: True, 2)
    _set(st, turns_taken=1, location="floe.I3", warmth=4, vp=0, crystals=0, tokens=st.players[ME].tokens + maps)


def _quest_start(st: FloeState) -> None:
    _set(st, turns_taken=1, quest_step=1, merits={"skill": 5, "might": 5, "charm": 5, "craft": 1},
         landmarks_visited=["frozen-falls", "sunken-bell"], vp=4, crystals=5,
         hero_flipped=True, familiar_flipped=True, familiar_slid=True)   # those upgrades were earned earlier
    st.village.mayor = 8


def _end_start(st: FloeState) -> None:
    """The final round: P2 ends it. P1 holds 5 Tapinsai Relics."""
    st.round = 12
    st.end_triggered, st.last_round = True, 12
    st.current = 1
    st.village.mayor = 8
    relics = [r for r in st.village.relic_deck.draw_pile if r.startswith("tapinsai")][:5]
    for r in relics:
        st.village.relic_deck.draw_pile.remove(r)
    _set(st, 0, vp=14, relics=relics, turns_taken=12)
    _set(st, 1, vp=17, relics=[], turns_taken=11)


def lesson_04() -> Lesson:
    quest_probe = position(_quest_start, before=(ChooseTurn("village"),))
    quest_probe.apply(PlaceFigure("academy"))
    relic_keep = Choose(quest_probe.state.pending.options[0])
    landmark_spaces = [a for a in _after(partial(position, _discover_start, before=(ChooseTurn("exploration"),)),
                                         [DiscoverRegion("top-right"), Choose("0"), Sail("glimmerdeep.D0"),
                                          Hike("glimmerdeep.I1", "glimmerdeep.h0"), EndMovement()])
                       if isinstance(a, VisitLandmark)]
    steps: list[Step | Quiz] = [
        Step(
            title="A Floe Stone in a Shrine",
            narration=(
                "Your Pearl and Kelp Floe Stones are **Primed** (pushed off their tracks in the Village). On an "
                "Iceberg with **Shrines** you may place Primed stones in empty Shrines, before or after your Hero "
                "action: **+1 VP** each, plus the Shrine's gift.\n\nIsland of Floe NE iceberg has three "
                "Shrines; P2 already "
                "took the third. **Place your Pearl stone in the first Shrine** (2 red Merits)."
            ),
            position=partial(position, _shrine_start, before=(ChooseTurn("exploration"), EndMovement())),
            expect=PlaceStone("pearl", "floe.I1.shrine0"),
            hints=["*Extra actions*: *Place your pearl Floe Stone in Island of Floe NE iceberg, shrine 1*."],
            explanation="+1 VP and 2 red Merits (Might 1 → 3).",
            rules=("FLOE-SHRINE-REQ-1", "FLOE-SHRINE-PRIMED-1", "FLOE-SHRINE-REWARD-1", "FLOE-STONE-PLACE-1",
                   "FLOE-STONE-STATE-1"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="And the second",
            narration=("You may place several in one visit. **Place your Kelp stone in the second Shrine** "
                       "(a Merit of your choice and a Hero dice advance) and pick the Merit."),
            expect=[PlaceStone("kelp", "floe.I1.shrine1")] + [Choose(m) for m in ("skill", "might", "charm", "craft")],
            check=lambda g: sum(s == STONE_PLACED for s in me(g).stones.values()) == 2 and g.state.pending is None,
            solution=[PlaceStone("kelp", "floe.I1.shrine1"), Choose("skill")],
            hints=["Place the Kelp stone in Island of Floe NE iceberg, shrine 2, then choose a Merit."],
            explanation="VP 5 → **7** (1 per stone), 2 red Merits, 1 Merit of your choice and Hero dice 2 → 3. "
                        "P2's Shrine stays theirs.",
            rules=("FLOE-EXAMPLE-15", "FLOE-AMBIG-35", "FLOE-MERIT-ICON-1"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Dive",
            narration=(
                "Where a Shallows shows a Dive icon, gathering may be a **Dive**: pick a tile of the Dive track "
                "(Cave board), pay its Warmth, take its gift, and that tile goes to the bottom of the track.\n\n"
                "Standing on Island of Floe SW iceberg, **dive from the SW shallows of Island of Floe, take "
                "the Key/Chest tile (the third) and choose the "
                "Chest.**"
            ),
            position=partial(position, _dive_start, before=(ChooseTurn("exploration"), EndMovement())),
            expect=[Gather("dive:floe.h5"), Choose("2"), Choose("chest")],
            check=lambda g: me(g).chest_key == -1,
            solution=[Gather("dive:floe.h5"), Choose("2"), Choose("chest")],
            hints=["*Dive from the SW shallows of Island of Floe*, then *Choose 2*, then *Choose chest*."],
            explanation="1 Warmth (3 → 2), your marker moved to the Chest; the 2-Potion tile slid up and the "
                        "Key/Chest tile went to the bottom. A Key later brings the marker back: a Treasure.",
            rules=("FLOE-DIVE-STEP-1", "FLOE-DIVE-STEP-2", "FLOE-DIVE-COST-1", "FLOE-EXAMPLE-7", "FLOE-CHEST-MOVE-1"),
            widget_options={"view_name": "cave"},
        ),
        Step(
            title="Discover a Region",
            narration=(
                "Four Region tiles still lie face down. With **2 Maps**, a Ship sailing next to a hidden tile may "
                "stop and **discover** it: pay the Maps, +1 VP, turn the tile up, put new resource tokens on it, "
                "and place the Landmark it reveals (you choose its slot in the Village and take that slot's "
                "gift). Then the Ship sails on.\n\nFrom Island of Floe SE iceberg (a Ship is docked there), "
                "**discover the "
                "top-right Region** and put its Landmark in the first slot."
            ),
            position=partial(position, _discover_start, before=(ChooseTurn("exploration"),)),
            expect=[DiscoverRegion("top-right"), Choose("0")],
            check=lambda g: "glimmerdeep" in g.state.world.revealed and g.state.pending is None,
            solution=[DiscoverRegion("top-right"), Choose("0")],
            hints=["*Discover the region at top-right* (Movement group), then *Choose 0* for the first slot."],
            explanation="2 Maps spent, **+1 VP**, 4 + 4 new tokens, the Landmark on Glimmerdeep NE iceberg, 1 Crystal "
                        "from the slot. One discovery per turn; now sail on.",
            rules=("FLOE-DISCOVER-REQ-1", "FLOE-DISCOVER-STEP-1", "FLOE-DISCOVER-STEP-2", "FLOE-DISCOVER-LANDMARK-1",
                   "FLOE-DISCOVER-LIMIT-1", "FLOE-EXAMPLE-4"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Visit the Landmark",
            narration=(
                "Sail on to the new tile: open water costs nothing. **Sail to the W dock of Glimmerdeep, hike to the "
                "Landmark on Glimmerdeep NE iceberg, end your movement and visit it**: one of your Rumors goes on a "
                "free space of its card (that space's gift), +1 VP, and the card's optional effect."
            ),
            expect=[Sail("glimmerdeep.D0"), Hike("glimmerdeep.I1", "glimmerdeep.h0"), EndMovement(),
                    *landmark_spaces, Choose("yes"), Choose("no")],
            check=lambda g: bool(me(g).landmarks_visited) and g.state.pending is None,
            solution=[Sail("glimmerdeep.D0"), Hike("glimmerdeep.I1", "glimmerdeep.h0"), EndMovement(),
                      *landmark_spaces[:1], Choose("no")],
            hints=["Sail (0 Warmth), hike (1 Warmth), *End movement*, then *Visit the Landmark*.",
                   "Decline the optional effect if you like."],
            explanation="Warmth 4 → 3 (only the hike cost), VP 1 → **2**. Each Landmark may be visited once per "
                        "player, and only with a Rumor available.",
            rules=("FLOE-DISCOVER-RESUME-1", "FLOE-LANDMARK-REQ-1", "FLOE-LANDMARK-EFFECT-1", "FLOE-LANDMARK-ONCE-1"),
            widget_options={"view_name": "world"},
        ),
        Step(
            title="Quests",
            narration=(
                "Your Quest card is the **Ancient Map**; your marker has done 1 step. The next three ask: visit "
                "the Academy; have three Merits at 5 or more; have visited two Landmarks. The last two are "
                "already true, so one visit may move the marker three times.\n\n**Take a Village turn and "
                "place your Hero at the Academy**, then keep one of the two Relics you find."
            ),
            position=partial(position, _quest_start),
            expect=[ChooseTurn("village"), PlaceFigure("academy"), relic_keep,
                    *[Choose(o) for o in quest_probe.state.pending.options]],
            check=lambda g: me(g).quest_step == 4 and g.state.pending is None,
            solution=[ChooseTurn("village"), PlaceFigure("academy"), relic_keep],
            hints=["*Take a village turn*, *Place your figure at the academy*, then keep a Relic."],
            explanation="Three steps: Look for 2 Relics, +1 VP, +1 VP (VP 4 → **6**): the Quest is complete. "
                        "Relics stay hidden in your hand until the end.",
            rules=("FLOE-QUEST-ADV-1", "FLOE-QUEST-MULTI-1", "FLOE-QUEST-CHECK-1", "FLOE-QUEST-DONE-1",
                   "FLOE-EXAMPLE-26", "FLOE-RELIC-HAND-1"),
            widget_options={"view_name": "player"},
        ),
        Step(
            title="Past the Mayor",
            narration=(
                "At the Academy, **5 Crystals buy 3 VP**. The **Mayor** stands on 8 of the VP track: when a Hero "
                "passes him, the game is near its end.\n\n**Spend 5 Crystals for 3 VP.**"
            ),
            expect=Academy("vp"),
            hints=["*Academy* group: *Academy: vp*."],
            explanation="VP 6 → **9**, past the Mayor: this round is finished, then **one final round** is played.",
            rules=("FLOE-ACADEMY-5-1", "FLOE-END-TRIGGER-1", "FLOE-END-ROUNDS-1", "FLOE-AMBIG-15"),
            widget_options={"view_name": "village"},
        ),
        Step(
            title="Final scoring",
            narration=(
                "Later: the final round, and P2 is last to play. P1 has **14 VP** and five hidden **Tapinsai** "
                "Relics; P2 has **17 VP** and no Relic. At the end Relics are revealed and score in sets: "
                "at most 6 Relics count and each type scores one set only (Tapinsai: 2 → 3, 3 → 5, 4 → 8).\n\n"
                "**End P2's turn** and see who wins."
            ),
            position=partial(position, _end_start),
            expect=[ChooseTurn("exploration"), EndMovement(), EndTurn()],
            check=lambda g: g.is_over,
            solution=[ChooseTurn("exploration"), EndMovement(), EndTurn()],
            hints=["P2 takes an Exploration turn: *End movement*, then *End your turn*."],
            explanation="Five Tapinsai score as one set of 4: **8** VP. P1 14 + 8 = **22**, P2 **17**: P1 wins.",
            rules=("FLOE-END-RELIC-1", "FLOE-RELIC-SET-1", "FLOE-RELIC-SCORE-1", "FLOE-EXAMPLE-25",
                   "FLOE-END-WIN-1"),
            widget_options={"view_name": "player"},
        ),
        Quiz("Two players tie on VP. What decides first?",
             ["Most Crystals", "Most Floe Stones in Shrines", "Highest total Merits"], 0,
             explanation="Then stones in Shrines, then Primed stones, then total Merits; else a shared win.",
             rules=("FLOE-END-TIE-1",)),
        Quiz("You hold 8 Relics. How many count at the end?", ["All 8", "6", "4"], 1,
             rules=("FLOE-RELIC-SCORE-1",),
             explanation="At most 6 Relics count at the end, however many you collected."),
        Quiz("Which Floe Stones can go into a Shrine?", ["Any stone", "Only Primed ones", "Only the Kelp stone"], 1,
             rules=("FLOE-SHRINE-PRIMED-1", "FLOE-STONE-STATE-1"),
             explanation="Only a Primed Floe Stone may go into an empty Shrine, whatever its resource."),
        Quiz("A Hero passes the Mayor in round 9. When is the final scoring?",
             ["At once", "After round 9", "After round 10"], 2,
             explanation="Round 9 is completed, then one final round is played.",
             rules=("FLOE-END-TRIGGER-1", "FLOE-END-ROUNDS-1")),
    ]
    return Lesson(
        title="Floe 4: Floe Stones, Quests and scoring",
        intro="Primed Floe Stones into Shrines, a Dive, discovering a Region and visiting its Landmark, a Quest "
              "moving three steps, the end of the game and the final scoring with Relics.",
        steps=steps,
        recap=("**Recap.** Primed Floe Stones go into empty Shrines of your Iceberg: 1 VP plus the Shrine's gift. "
               "A Dive takes a tile of the Dive track (pay its Warmth), which then goes to the bottom. With 2 "
               "Maps a sailing Hero may discover a hidden Region (+1 VP, new tokens, a Landmark); a Landmark is "
               "visited once, with a Rumor, for its space's gift and 1 VP. A Quest "
               "marker advances whenever its next requirement is met, several times at once. Passing the Mayor "
               "ends the game after this round and one more; Relics then score (at most 6, one set per type); "
               "ties: Crystals, stones placed, stones Primed, total Merits."),
        widget=_widget(),
    )


# -- helpers -------------------------------------------------------------------------------------------------

def _widget() -> Any:
    from .widgets import FloeWidget

    return FloeWidget


LESSONS: tuple[Callable[[], Lesson], ...] = (lesson_01, lesson_02, lesson_03, lesson_04)


def show(number: int, **kwargs: Any) -> Any:
    """A LessonWidget for lesson ``number`` (1..4): the one line a tutorial notebook needs."""
    from floe_widgets.tutor import LessonWidget

    return LessonWidget(LESSONS[number - 1](), **kwargs)


__all__ = ["LESSONS", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "new_game", "position",
           "crit_position", "practice_battle", "rockeer_position", "rockeer_without_boots", "show"]
