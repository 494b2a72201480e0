"""Floe, 2024 edition, as a state machine: setup and the kit's hooks.  The rules live in the chapter
modules (village, mapturn, cave, familiar, economy, turns); legality in legality.py."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from floe_widgets.core import Action, Event, Game, SetupError
from floe_widgets.i18n import message, tr

from . import board as B
from . import cave, choices, encounters, familiar, mapturn, position, turns, village
from . import data as C
from .actions import (
    ACTION_TYPES,
    BuildShrine,
    CastSpell,
    Choose,
    ClaimEncounter,
    Convert,
    Discover,
    EndTurn,
    EnterCave,
    Explore,
    FamiliarHelp,
    FamiliarRow,
    FamiliarShallows,
    Hike,
    ItemDie,
    OpenTreasure,
    Reroll,
    Sail,
    StartMapTurn,
    Strike,
    Summon,
    TakeEncounter,
    UseCrate,
    UseItem,
    UsePotion,
    UseTreasure,
    VisitLandmark,
    VisitVillage,
)
from .context import Ctx
from .economy import gain, gain_resource
from .legality import candidates, why_not
from .state import VILLAGE, Floe2024State, Player

OPTIONS = {"room_reward": ("printed", "choose"), "round_limit": None}


class Floe2024(Game):
    name = "floe-2024"
    title = message("Floe (2024)")   # said again in the reader's language (i18n.text)
    min_players, max_players = 1, 4
    players_rule = "FLOEJA-META-PLAYERS-1"
    state_type = Floe2024State
    action_types = ACTION_TYPES
    rules_file = (C.ANCHOR, "rules.yaml")

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """``room_reward``: 'printed' (each room prints its reward) or 'choose' (objective or half VP),
        the two readings of FLOEJA-DEFEAT-REWARD-1.  ``round_limit``: the game also ends after this round
        (FLOEJA-MISSING-25 gives 30 turns for a solo game; we bound every game the same way; None = none)."""
        opts: dict[str, Any] = {"room_reward": "printed", "round_limit": 30}
        unknown = set(options) - set(opts)
        if unknown:
            raise self.unknown_options(unknown)
        opts.update(options)
        if opts["room_reward"] not in OPTIONS["room_reward"]:
            raise SetupError("FLOEJA-DEFEAT-REWARD-1", "room_reward is 'printed' or 'choose'.")
        limit = opts["round_limit"]
        if limit is not None and (type(limit) is not int or limit < 1):
            raise SetupError("FLOEJA-MISSING-25", "round_limit is a whole number of rounds (at least 1) or None.")
        return opts

    # -- setup (セットアップ) --------------------------------------------------------------------------
    def setup(self) -> Floe2024State:
        ch, comp, cv, mp = self.chance, C.components(), C.cave(), C.maps()
        s = Floe2024State(round_limit=self.options["round_limit"])
        outer = [b for b in mp["boards"] if b not in mp["start"].values()]
        places = [p for p in B.world.POSITIONS if p not in mp["start"]]
        s.layout = {**mp["start"], **dict(zip(places, ch.shuffle("map-boards", outer)))}
        s.revealed = list(mp["start"].values())
        tiles = ch.shuffle("discovery-tiles", [t["id"] for t in mp["discovery_tiles"]])
        s.discovery = dict(zip(outer, tiles))
        icebergs = [i for b in s.revealed for i in B.board_places(s, b)[0]]
        seas = [x for b in s.revealed for x in B.board_places(s, b)[1]]
        for place, token in zip(icebergs, ch.shuffle("start-ice", comp["tokens"]["start_ice"])):
            s.tokens[place] = [token]
        for place, token in zip(seas, ch.shuffle("start-sea", comp["tokens"]["start_sea"])):
            s.tokens[place] = [token]
        s.bags = {"ice": list(comp["tokens"]["ice_bag"]), "sea": list(comp["tokens"]["sea_bag"]),
                  "cave": list(comp["tokens"]["cave_bag"])}
        s.ships = [d for d in sorted(B.geometry(s).docks) if d.startswith("floe.")][: mp["ships"]]
        s.villagers = {sp: 1 for sp in village.GREY}
        s.item_deck = ch.shuffle("items", [c["id"] for c in comp["items"]])
        s.items, s.item_deck = s.item_deck[:3], s.item_deck[3:]
        s.tavern_deck = ch.shuffle("tavern", [c["id"] for c in comp["patrons"]])
        s.tavern, s.tavern_deck = s.tavern_deck[:3], s.tavern_deck[3:]
        s.quest_deck = ch.shuffle("quests", [c["id"] for c in comp["quests"]])
        s.quests, s.quest_deck = s.quest_deck[:3], s.quest_deck[3:]
        s.objective_deck = ch.shuffle("objectives", [c["id"] for c in comp["objectives"]])
        s.top_stack = ch.shuffle("building-tops", [c["id"] for c in comp["buildings"]["tops"]])
        s.bottom_stack = ch.shuffle("building-bottoms", [c["id"] for c in comp["buildings"]["bottoms"]])
        s.workshop = [[s.top_stack.pop(0), s.bottom_stack.pop(0)] for _ in range(3)]
        s.potion_stock = ch.shuffle("potions", [i for i, n in comp["potions"].items() for _ in range(n)])
        s.treasure_deck = ch.shuffle("treasures", [c["id"] for c in comp["treasures"]])
        s.landmark_deck = ch.shuffle("landmarks", [c["id"] for c in comp["landmarks"]["cards"]])
        s.encounter_decks = {k: ch.shuffle(f"{k}-encounters", [c["id"] for c in deck])
                             for k, deck in comp["encounters"].items()}
        s.dive = ch.shuffle("dive-tiles", [t["id"] for t in comp["dive_tiles"]["tiles"]])
        s.crate_kinds = len(comp["crates"])
        s.monster_decks = {k: ch.shuffle(f"{k}-monsters", [m["id"] for m in deck])
                           for k, deck in cv["monsters"].items()}
        for room in cv["rooms"]:
            if "deck" in room:
                s.monsters[str(room["number"])] = s.monster_decks[room["deck"]].pop(0)
        s.face_up = ["1"]
        s.event_deck = ch.shuffle("cave-events", [e["id"] for e in cv["events"]])
        for seat in range(self.players):
            p = Player(seat=seat, hero=comp["heroes"][seat]["id"])
            p.res = dict.fromkeys(C.RESOURCES, 0)
            p.stones = dict.fromkeys(C.TRACKS, 2)
            p.potions = [s.potion_stock.pop(0)]
            p.res["bubble"] = 0 if seat == 0 else 1     # FLOEJA-SETUP-PLAYER-6
            s.players.append(p)
        return s

    # -- the kit's hooks ---------------------------------------------------------------------------------
    def candidates(self) -> Iterable[Action]:
        return candidates(self.state)

    def why_not(self, action: Action) -> tuple[str, str] | None:
        return why_not(self.state, action)

    def check_position(self, state: Floe2024State) -> None:
        position.check_position(self, state)

    def _current_player(self) -> int | None:
        return self.state.current

    def _is_over(self) -> bool:
        return self.state.step == "over"

    def _scores(self) -> list[int]:
        return [p.vp for p in self.state.players]

    def _winners(self) -> tuple[int, ...]:
        return turns.winners(self.state)

    def action_to_string(self, action: Action) -> str:
        """A choice's option in the reader's language (the action itself names it in Japanese)."""
        if isinstance(action, Choose) and self.state.pending:
            return message("Choose: {option}", language="ja", option=choices.option_words(self.state.pending[-1],
                                                                                          action.option))
        return action.describe()

    def seat_name(self, seat: int) -> str:
        """A seat as the board names it, in the reader's language: "座席1" / "Seat 1" (not the kit's "P1")."""
        return tr("Seat {n}", n=seat + 1)

    def describe(self) -> str:
        s = self.state
        return message("Floe (2024), {n} player, round {round}, seat {seat} to play (incomplete source: readings "
                       "fill the gaps, FLOEJA-MISSING-1).",
                       plural="Floe (2024), {n} players, round {round}, seat {seat} to play (incomplete source: "
                       "readings fill the gaps, FLOEJA-MISSING-1).", how_many=self.players,
                       n=self.players, round=s.round, seat=s.current + 1)

    def _apply(self, action: Action) -> list[Event]:
        ctx = Ctx(self.state, self.chance, self.options)
        apply_action(ctx, action)
        return ctx.events


def apply_action(ctx: Ctx, action: Action) -> None:
    s, p = ctx.state, ctx.player
    if isinstance(action, Choose):
        choices.answer(ctx, s.pending.pop(), action.option)
    elif isinstance(action, VisitVillage):
        s.turn_kind, s.step = "village", "familiar"
        village.place_hero(ctx, p, action.space)
    elif isinstance(action, StartMapTurn):
        s.turn_kind, s.step = "map", "map"
        if p.location.startswith(VILLAGE):
            p.location = B.MAIN_ISLAND
            ctx.say("From the Village to the main island (free)", "FLOEJA-MOVE-VILLAGE-1")
    elif isinstance(action, Hike):
        mapturn.hike(ctx, p, action.to)
    elif isinstance(action, Summon):
        mapturn.summon(ctx, p, action.ship, action.dock)
    elif isinstance(action, Sail):
        mapturn.sail(ctx, p, action.ship, action.dock)
    elif isinstance(action, (Explore, VisitLandmark, TakeEncounter, Discover, EnterCave)):
        s.hero_acted = True
        hero_action(ctx, p, action)
    elif isinstance(action, FamiliarRow):
        s.familiar_acted = True
        village.activate_row(ctx, p, action.row)
    elif isinstance(action, FamiliarShallows):
        s.familiar_acted = True
        familiar.place(ctx, p, action.slot)
    elif isinstance(action, EndTurn):
        turns.end_turn(ctx)
    else:
        free_or_battle(ctx, p, action)


def hero_action(ctx: Ctx, p: Player, action: Action) -> None:
    if isinstance(action, Explore):
        mapturn.explore(ctx, p, action.place, action.index, ("FLOEJA-HACT-CHOICE-1",))
    elif isinstance(action, VisitLandmark):
        mapturn.visit_landmark(ctx, p)
    elif isinstance(action, TakeEncounter):
        mapturn.take_encounter(ctx, p, B.reach(ctx.state, p.location))
    elif isinstance(action, Discover):
        p.used_this_turn.append("discovered")
        mapturn.discover(ctx, p, action.position, action.pay)
    else:
        cave.enter(ctx, p)


def free_or_battle(ctx: Ctx, p: Player, action: Action) -> None:
    s = ctx.state
    if isinstance(action, Convert):
        cost = 4 if action.to == "crystal" else 2
        p.res["bubble"] -= cost
        ctx.say("Convert {cost} Bubbles into 1 {to}", "FLOEJA-RES-CONVERT-1", cost=cost, to=C.term(action.to))
        if action.to == "crystal":
            p.crystals += 1
        else:
            gain_resource(ctx, p, action.to, 1)
    elif isinstance(action, UseItem):
        p.used_this_turn.append(f"item:{action.item}")
        front = C.card(action.item)["front"]
        for what, n in front["pay"].items():
            pay(p, what, n, s)
        ctx.say("Effect of the item {item}",
                ("FLOEJA-SHOP-EFFECT-1", "FLOEJA-MISSING-11"), item=C.term(action.item))
        gain(ctx, p, front["gain"], ("FLOEJA-SHOP-EFFECT-1",))
    elif isinstance(action, UseCrate):
        p.crates.pop(action.crate)
        ctx.say("Use a crate", "FLOEJA-TOKEN-CRATE-1")
        gain_resource(ctx, p, action.resource, 1)
    elif isinstance(action, OpenTreasure):
        if not s.treasure_deck:
            s.treasure_deck = ctx.chance.shuffle("treasures", s.treasure_used)
            s.treasure_used = []
        p.treasures.append(s.treasure_deck.pop(0))
        p.chest = p.key = False
        ctx.say("Draw the treasure card {treasures} (chest and key go down)",
                "FLOEJA-CHEST-TREASURE-1", treasures=C.term(p.treasures[-1]))
    elif isinstance(action, UseTreasure):
        p.treasures.remove(action.card)
        s.treasure_used.append(action.card)
        ctx.say("Use the treasure {card}; it goes face up under the deck",
                ("FLOEJA-CHEST-TREASURE-1", "FLOEJA-CHEST-TREASURE-2", "FLOEJA-MISSING-12"), card=C.term(action.card))
        gain(ctx, p, C.card(action.card)["options"][action.option], ("FLOEJA-CHEST-TREASURE-1",))
    elif isinstance(action, ClaimEncounter):
        encounters.claim(ctx, p, action.deck)
    elif isinstance(action, BuildShrine):
        mapturn.build_shrine(ctx, p, action.track, action.shrine)
    elif isinstance(action, Reroll):
        cave.reroll(ctx, p, action.dice)
    elif isinstance(action, UsePotion):
        cave.use_potion(ctx, p, action.icon)
    elif isinstance(action, FamiliarHelp):
        cave.familiar_help(ctx, p, action.icon)
    elif isinstance(action, ItemDie):
        cave.item_die(ctx, p, action.item, action.die)
    elif isinstance(action, CastSpell):
        cave.cast(ctx, p, action.spell, action.target, action.icon)
    elif isinstance(action, Strike):
        cave.strike(ctx, p, action.crits_on_arrows)
    else:
        raise TypeError(f"unhandled action {action!r}")


def pay(p: Player, what: str, n: int, s: Floe2024State) -> None:
    if what == "crystal":
        p.crystals -= n
    elif what == "bubble":
        p.res["bubble"] -= n
    elif what == "map":
        p.maps -= n
    else:
        for _ in range(n):
            s.potion_stock.append(p.potions.pop(0))
