"""Floe (retail English edition) as a state machine on the engine kit."""

from __future__ import annotations

import copy
from typing import Any, ClassVar

from floe_widgets.core import Action, Deck, Event, Game, SetupError, encode, write_document
from floe_widgets.core.game import Refusal
from floe_widgets.core.rulebook import RulesReference
from floe_widgets.i18n import message

from . import battle as battle_rules
from . import data as content
from . import exploration, legality, position, village
from .actions import (
    ACTIONS,
    Choose,
    ChooseTurn,
    ConvertCrystal,
    ConvertSoda,
    EndTurn,
    UseAlly,
    UseCrate,
    UsePotion,
    UseTreasure,
)
from .battle_actions import BATTLE_ACTIONS
from .cave import setup_cave, take_dive
from .context import BattleContext
from .effects import (
    chest_or_key,
    discard_token,
    ev,
    gain_merit,
    gain_warmth,
    max_warmth,
    pay,
    potion_used,
    resolve,
    sell,
)
from .names import amount_said, effect_said, said, spoken
from .progress import final_scoring, place_stone, winners
from .state import (
    TREASURE_LIMIT,
    FloeState,
    Pending,
    PlayerState,
    Queued,
    SupplyState,
    TurnState,
    VillageState,
    WorldState,
)
from .turn_words import summary
from .world import FLOE_START, geometry


class Floe(Game):
    name = "floe"
    title = message("Floe")   # said again in the reader's language (i18n.text)
    min_players, max_players = 1, 4
    players_rule = "FLOE-SETUP-COMP-4"
    state_type = FloeState
    action_types: ClassVar[tuple[type[Action], ...]] = ACTIONS + BATTLE_ACTIONS
    rules_file = ("floe_widgets.games.floe", "content/rules.yaml")

    def check_position(self, state: FloeState) -> None:
        position.check_position(self, state)

    # -- options and setup -------------------------------------------------------------------------
    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Friendly variant (FLOE-SETUP-VARIANT-1): ``heroes=[...]``, ``familiars=[...]``, ``quests=[...]``."""
        known = {"heroes": content.heroes(), "familiars": content.familiars(), "quests": content.quests()}
        for key, value in options.items():
            if key not in known:
                raise self.unknown_options([key])
            if not isinstance(value, (list, tuple)) or len(value) != self.players or len(set(value)) != len(value) \
                    or any(v not in known[key] for v in value):
                raise SetupError("FLOE-SETUP-VARIANT-1", f"{key} must list {self.players} different ids of "
                                                         f"{sorted(known[key])}.")
        return {k: list(v) for k, v in options.items()}

    def setup(self) -> FloeState:
        ch = self.chance
        n = self.players
        # Village setup (FLOE-SETUP-VIL-*)
        v = VillageState()
        v.item_deck = Deck("items", list(content.items()))
        v.item_deck.shuffle(ch)
        v.item_display = v.item_deck.draw_many(ch, 2)
        v.tavern_deck = Deck("tavern", list(content.tavern()))
        v.tavern_deck.shuffle(ch)
        v.tavern_display = v.tavern_deck.draw_many(ch, 1)
        v.elders = {e: 0 for e in content.elders()}
        v.ally_deck = Deck("allies", list(content.allies()))
        v.ally_deck.shuffle(ch)
        v.ally_display = v.ally_deck.draw_many(ch, 1)
        tops = [t for t in content.building_tops() if not t.startswith("start-")]
        bottoms = [b for b in content.building_bottoms() if not b.startswith("start-")]
        v.top_stack = Deck("building-tops", tops)
        v.top_stack.shuffle(ch)
        v.bottom_stack = Deck("building-bottoms", bottoms)
        v.bottom_stack.shuffle(ch)
        v.building_display = [(v.top_stack.draw(ch), v.bottom_stack.draw(ch)) for _ in range(2)]
        v.landmark_deck = Deck("landmarks", list(content.landmarks()), reshuffle="never")
        v.landmark_deck.shuffle(ch)
        v.treasure_deck = Deck("treasures", list(content.treasures()))
        v.treasure_deck.shuffle(ch)
        v.relic_deck = Deck("relics", content.relic_cards())
        v.relic_deck.shuffle(ch)
        v.achievements = {a["id"]: -1 for a in content.village()["achievements"]}
        v.mayor = int(content.village()["mayor_start"][n])
        # Region setup (FLOE-SETUP-REG-*)
        regions = content.regions()
        w = WorldState()
        sides = ch.shuffle("region-tiles", [t for t in regions["tiles"] if t not in regions["fixed"].values()])
        free = [p for p in regions["positions"] if p not in regions["fixed"]]
        w.layout = {**regions["fixed"], **dict(zip(free, sides))}
        w.revealed = list(regions["fixed"].values())
        g = geometry(w.layout)
        start_ice = [i for i in g.icebergs if g.tile_of(i) in w.revealed]
        start_sea = [s for s in g.seas if g.tile_of(s) in w.revealed]
        for spot, tok in zip(start_ice, ch.shuffle("iceberg-start", content.token_ids("iceberg_start"))):
            w.tokens[spot] = [tok]
        for spot, tok in zip(start_sea, ch.shuffle("sea-start", content.token_ids("sea_start"))):
            w.tokens[spot] = [tok]
        w.ships = [d for d in g.docks if g.tile_of(d) == "floe"]
        w.traders_supply = list(content.village()["traders"])
        # General supply (FLOE-SETUP-SUP-1)
        s = SupplyState()
        for kind, deck in (("potions", s.potions), ("crates", s.crates), ("maps", s.maps)):
            deck.draw_pile = content.token_ids(kind)
            deck.shuffle(ch)
        s.white_bag = content.token_ids("iceberg_bag")
        s.blue_bag = content.token_ids("sea_bag")
        cave = setup_cave(ch)
        # Hero display and players (FLOE-SETUP-HERO-*, FLOE-SETUP-PLAYER-*, FLOE-AMBIG-3)
        heroes = self.options.get("heroes") or ch.sample("heroes", list(content.heroes()), n)
        familiars = self.options.get("familiars") or ch.sample("familiars", list(content.familiars()), n)
        quests = self.options.get("quests") or ch.sample("quests", list(content.quests()), n)
        boards = ch.sample("boards", list(range(len(content.boards()))), n)
        players = []
        for seat in range(n):
            hero = content.heroes()[heroes[seat]]
            p = PlayerState(seat, heroes[seat], familiars[seat], quests[seat], boards[seat])
            p.warmth = content.starting_warmth()[seat]
            p.soda = content.starting_soda()[seat]
            p.buildings = [(hero["starting_building"], hero["starting_building"])]
            p.location = FLOE_START
            p.tokens.append(s.potions.draw(ch))
            players.append(p)
        return FloeState(players, w, v, cave, s)

    def copy(self) -> Floe:
        """An independent copy; recorded states are never changed in place, so the history is shared."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.state = copy.deepcopy(self.state)
        new.chance = copy.deepcopy(self.chance)
        new.options = copy.deepcopy(self.options)
        new._past, new._future, new._legal_cache = list(self._past), list(self._future), None
        return new

    def to_json(self, indent: int | None = None) -> str:
        """The same document as the kit's, encoding each recorded step only once (steps never change)."""
        memo: dict[int, tuple[Any, dict]] = self.__dict__.setdefault("_step_json", {})
        history = []
        for step in self._past:
            entry = memo.get(id(step))
            if entry is None or entry[0] is not step:
                entry = memo[id(step)] = (step, {"action": step.action.to_dict(), "chance": encode(step.chance)})
            history.append(entry[1])
        initial = self.__dict__.get("_initial_json")
        start = self._initial_position()
        if initial is None or initial[0] is not start:
            initial = self._initial_json = (start, self.initial_document())
        doc = {"game": self.name, "players": self.players, "seed": self.seed, "options": encode(self.options),
               "initial": initial[1], "history": history, "state": encode(self.state),
               "chance": self.chance.getstate()}
        return write_document(f"floe-widgets/{self.name}", self.version, doc, indent=indent)

    # -- whose turn, the end ---------------------------------------------------------------------------
    def _current_player(self) -> int:
        st = self.state
        return st.pending.seat if st.pending is not None else st.current

    def _is_over(self) -> bool:
        return self.state.over

    def _scores(self) -> list[int]:
        st = self.state
        return list(st.final_scores) if st.over else [p.vp for p in st.players]

    def _winners(self) -> tuple[int, ...]:
        return winners(self.state)

    @classmethod
    def rules(cls) -> RulesReference:
        """Our reference (content/rules.yaml) merged with the battle engineer's (content/rules_battle.yaml)."""
        global _RULES
        if _RULES is None:
            text = (content.CONTENT / "rules.yaml").read_text(encoding="utf-8")
            battle_file = content.CONTENT / "rules_battle.yaml"
            ref = RulesReference.from_yaml_text(text)
            if battle_file.exists():
                extra = RulesReference.from_yaml_text(battle_file.read_text(encoding="utf-8"))
                merged = {r.id: r for r in ref}
                merged.update({r.id: r for r in extra})
                ref = RulesReference(list(merged.values()))
            _RULES = ref
        return _RULES

    def describe(self) -> str:
        return summary(self.state)

    # -- legality (legality.py: candidates + why_not, the only legality code) ----------------------------
    def candidates(self) -> list[Action]:
        return legality.candidates(self.state)

    def why_not(self, action: Action) -> Refusal | None:
        return legality.why_not(self.state, action)

    # -- applying ----------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        st = self.state
        st.turn.events = []
        if isinstance(action, Choose):
            events = self._choose(action.option)
        elif st.turn.phase == "battle" and isinstance(action, BATTLE_ACTIONS):
            ctx = BattleContext(st, st.current)
            events = battle_rules.apply_battle_action(ctx, st.battle, action, self.chance)
        else:
            events = self._apply_turn(action)
        events += resolve(st, self.chance)
        events += village.reshuffle_drawn_out_decks(st, self.chance)
        if st.battle is not None and st.battle.finished and st.pending is None and not st.queue:
            st.battle = None
            st.turn.phase = "act"
            events.append(ev(message("The battle is over; you may still take extra actions."), "FLOE-EXTRA-TIMING-1",
                             st.current))
        return events

    def _apply_turn(self, action: Action) -> list[Event]:
        st = self.state
        p = st.players[st.current]
        t = st.turn
        seat = st.current
        if isinstance(action, ChooseTurn):
            return self._begin(action.turn)
        if isinstance(action, UsePotion):
            p.tokens.remove(action.token)
            discard_token(st, action.token)
            got = gain_warmth(st, seat, 1)
            return [ev(message("You drink the {token}: +{got} Warmth.", token=spoken(action.token), got=said(got)),
                       ("FLOE-WARMTH-POTION-1", "FLOE-TOKENS-POTION-1",
                                                                     "FLOE-TOKENS-USE-1"), seat)] + \
                potion_used(st, seat)
        if isinstance(action, UseCrate):
            p.tokens.remove(action.token)
            discard_token(st, action.token)
            st.queue.append(Queued(seat, f"{action.resource}:1", ("FLOE-TOKENS-CRATE-1",)))
            return [ev(message("You open the {token} for {amount}.", token=spoken(action.token),
                               amount=amount_said(action.resource, 1)), ("FLOE-TOKENS-CRATE-1",
                                                                            "FLOE-TOKENS-USE-1"), seat)]
        if isinstance(action, ConvertSoda):
            p.soda -= 2
            st.queue.append(Queued(seat, f"{action.resource}:1"))
            return [ev(message("2 Soda become {amount}.", amount=amount_said(action.resource, 1)), "FLOE-RES-SODA-2",
                       seat)]
        if isinstance(action, ConvertCrystal):
            p.resources[action.first] -= 1
            p.resources[action.second] -= 1
            p.crystals += 1
            return [ev(message("{first} and {second} become 1 Crystal.", first=amount_said(action.first, 1),
                               second=amount_said(action.second, 1)), ("FLOE-RES-CRYSTAL-1", "FLOE-AMBIG-18"),
                       seat)]
        if isinstance(action, UseAlly):
            data = content.allies()[action.ally]
            p.allies.remove(action.ally)
            st.village.ally_deck.discard(action.ally)
            st.queue.append(Queued(seat, data["effect"], ("FLOE-ALLY-USE-1",)))
            return [ev(message("{name} helps you ({effect}) and leaves.", name=spoken(action.ally),
                               effect=effect_said(data['effect'])),
                       ("FLOE-ALLY-USE-1", "FLOE-ALLY-FAQ-1", "FLOE-ALLY-FAQ-2", "FLOE-ALLY-FAQ-3"), seat)]
        if isinstance(action, UseTreasure):
            data = content.treasures()[action.treasure]
            t.treasures_used.append(action.treasure)
            st.queue.append(Queued(seat, data["use"]))
            return [ev(message("You use {name} ({use}); it rests until your next turn.", name=spoken(action.treasure),
                               use=effect_said(data['use'])),
                       "FLOE-CHEST-TREASURE-4", seat)]
        if isinstance(action, EndTurn):
            return self._end_turn()
        if t.phase in ("move", "sail"):
            return exploration.apply_movement(st, action, self.chance)
        if t.phase == "act":
            if isinstance(action, (exploration.Gather, exploration.VisitLandmark, exploration.Delve)):
                return exploration.apply_hero_action(st, action, self.chance)
            return exploration.apply_extra(st, action, self.chance)
        return village.apply_village(st, action, self.chance)

    def _begin(self, kind: str) -> list[Event]:
        st = self.state
        p = st.players[st.current]
        t = st.turn
        t.kind = kind
        events = []
        if p.turns_taken > 0:
            p.familiar_space = None
            p.familiar_shallows = None
            events.append(ev(message("You recall your Familiar to your player board."), "FLOE-TURN-RECALL-1", p.seat))
        if kind == "exploration":
            t.phase = "move"
            if p.hero_space is not None:
                p.hero_space = None
                p.location = FLOE_START
                events.append(ev(message("Your Hero leaves the Village for the Island of Floe."),
                                 "FLOE-TURN-EXPL-3", p.seat))
            rules = ("FLOE-TURN-CHOICE-1", "FLOE-TURN-FIRST-1") if p.turns_taken == 0 else ("FLOE-TURN-CHOICE-1",)
            return [ev(message("Exploration turn: move, then take your Hero action."), rules, p.seat, "turn")] + events
        t.phase = "v-start"
        if p.hero_space is None:
            p.location = "village"
            events.append(ev(message("You pick up your Hero from the world."), "FLOE-VILLAGE-PICKUP-1", p.seat))
        return [ev(message("Village turn: place your Hero, then your Familiar."),
                   ("FLOE-TURN-CHOICE-1", "FLOE-VILLAGE-ORDER-1"), p.seat, "turn")] + events

    def _end_turn(self) -> list[Event]:
        st = self.state
        p = st.players[st.current]
        events = []
        if st.turn.kind == "exploration":
            g = geometry(st.world.layout)
            if p.location in g.icebergs and "campfire" in g.icebergs[p.location].features:
                p.warmth = max_warmth(p)
                events.append(ev(message("Your Hero ends the turn at a Campfire: Warmth "
                                         "maxed."), "FLOE-WARMTH-CAMPFIRE-1",
                                 p.seat))
        p.turns_taken += 1
        st.turn = TurnState()
        events.append(ev(message("Turn over."), "FLOE-TURN-ROUND-1", p.seat, "turn"))
        st.current = (st.current + 1) % len(st.players)
        if st.current == 0:
            if st.end_triggered and st.round >= st.last_round:
                return events + final_scoring(st)
            st.round += 1
            if st.end_triggered and st.round == st.last_round:
                events.append(ev(message("Round {round} is the final round.",
                                         round=said(st.round)), "FLOE-END-ROUNDS-1", None, "end"))
        return events

    # -- pending choices ----------------------------------------------------------------------------------
    def _choose(self, option: str) -> list[Event]:
        st = self.state
        pend: Pending = st.pending
        st.pending = None
        seat = pend.seat
        p = st.players[seat]
        kind = pend.kind
        if kind == "alt":
            st.queue.insert(0, Queued(seat, option))
            return [ev(message("You choose {option}.", option=effect_said(option)), "FLOE-ICON-COST-1", seat)]
        if kind == "basic":
            st.queue.insert(0, Queued(seat, f"{option}:1"))
            return []
        if kind == "merit":
            return gain_merit(st, seat, option)
        if kind == "merit-pair":
            a, b = option.split("+")
            return [ev(message("Two different Merits."), "FLOE-MERIT-ICON-1", seat)] + gain_merit(st, seat, a) + \
                gain_merit(st, seat, b)
        if kind == "merit-same":
            st.queue[0:0] = [Queued(seat, f"merit!{option}") for _ in range(int(pend.data[0]))]
            return [ev(message("You choose {amount}.", amount=amount_said(option, int(pend.data[0]))),
                       "FLOE-MERIT-ICON-1", seat)]
        if kind == "chestkey":
            return chest_or_key(st, seat, option)
        if kind == "stone":
            from .effects import advance_stone

            return advance_stone(st, seat, option)
        if kind == "treasure-keep":
            p.treasures.append(option)
            for other in pend.data:
                if other != option:
                    st.village.treasure_deck.discard(other)
            events = [ev(message("You keep {name}.", name=spoken(option)), "FLOE-CHEST-TREASURE-2", seat)]
            if len(p.treasures) > TREASURE_LIMIT:
                st.pending = Pending(seat, "treasure-discard", list(p.treasures), message("Discard a Treasure (at "
                                                                                          "most 2)."))
            return events
        if kind == "treasure-discard":
            p.treasures.remove(option)
            st.village.treasure_deck.discard(option)
            return [ev(message("You discard {option}: at most 2 Treasures.",
                               option=spoken(option)), "FLOE-CHEST-TREASURE-3", seat)]
        if kind == "relic-keep":
            p.relics.append(option)
            drawn = list(pend.data)
            drawn.remove(option)
            for other in drawn:
                st.village.relic_deck.discard(other)
            return [ev(message("You keep one Relic (hidden) and discard the "
                               "rest."), ("FLOE-RELIC-LOOK-2", "FLOE-RELIC-HAND-1"),
                       seat)]
        if kind == "token-discard":
            how, _, tok = option.partition(":")
            p.tokens.remove(tok)
            discard_token(st, tok)
            events = [ev(message("You discard the {tok}.", tok=spoken(tok)), ("FLOE-TOKENS-LIMIT-1",
                                 "FLOE-TOKENS-LIMIT-2"), seat)]
            if how == "use":
                if tok.startswith("potion"):
                    gain_warmth(st, seat, 1)
                    events.append(ev(message("...drinking it first (+1 Warmth)."), "FLOE-TOKENS-LIMIT-2", seat))
                    events += potion_used(st, seat)
                else:
                    st.queue.insert(0, Queued(seat, "|".join(f"{r}:1" for r in content.tokens()[tok]["choices"])))
            return events
        if kind == "dive":
            taken_cost, gains, events = take_dive(st.cave, int(option), p.warmth)
            pay(p, f"warmth:{taken_cost}")
            st.queue[0:0] = [Queued(seat, g) for g in gains]
            return events + exploration.trigger_ability(st, seat, "dive")
        if kind == "sell":
            return sell(st, seat, option)
        if kind == "maps":
            maps = list(exploration.map_pairs(p.tokens)[option])
            return exploration.reveal_region(st, seat, pend.data[0], maps, self.chance)
        if kind == "landmark-slot":
            card, spot = pend.data
            return exploration.place_landmark(st, seat, int(option), card, spot)
        if kind == "optional":
            gain, cost = pend.data
            if option == "yes":
                pay(p, cost)
                st.queue.insert(0, Queued(seat, gain))
                return [ev(message("You pay {cost} for {gain}.", cost=effect_said(cost),
                                   gain=effect_said(gain)), "FLOE-LANDMARK-EFFECT-1", seat)]
            return []
        if kind == "place-stone":
            res, shrine = option.split("@")
            return place_stone(st, seat, res, shrine)
        raise AssertionError(kind)


_RULES: RulesReference | None = None
