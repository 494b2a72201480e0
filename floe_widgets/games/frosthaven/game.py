"""Frosthaven, one scenario from setup to victory or defeat, as a state machine.

Each choice is an action (card selection, halves, each ability's targets and hexes, damage
negation, rests). Everything the rules do by themselves -- monster turns, attacks, damage,
end of round -- runs as a queue of :class:`state.Task` steps, so play can stop in the middle
of a monster's attack to ask a character whether to negate the damage, and then go on.
"""

from __future__ import annotations

import itertools
from functools import cache
from typing import Any

from floe_widgets.core import Action, Event, Game, IllegalAction, RulesReference, SetupError, hexgrid

from . import cards as C
from . import conditions as COND
from . import elements as EL
from . import items as IT
from . import loot as LOOT
from . import modifiers as MOD
from . import monsters as MON
from .actions import (
    ACTION_TYPES,
    ChooseGoal,
    ChooseHalf,
    Consume,
    LongRest,
    LoseCard,
    LoseCards,
    MoveTo,
    PartyChoice,
    Perform,
    PlaceAt,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    Target,
    TargetArea,
    UseItem,
)
from .attacks import after_shield, base_value, ward_brittle
from .board import enemies, forced_ends, hexmap, los, occupants, reachable, teleport_hexes
from .rounds import Entry, order, with_summons
from .scenario import (
    CONTENT,
    board,
    gold_per_coin,
    hazard_damage,
    load_yaml,
    offset_to_axial,
    placement_kind,
    scenario_data,
    trap_damage,
)
from .state import Bonus, Character, Decision, FHState, Figure, ItemState, MonsterDeck, Task, Turn

Hex = tuple[int, int]
TURN_TASKS = ("char_turn", "summon_turn", "monster_set")


class Frosthaven(Game):
    name = "frosthaven"
    title = "Frosthaven"
    min_players, max_players = 2, 4
    players_rule = "FH-GEN-PLAYERS-1"
    state_type = FHState
    action_types = ACTION_TYPES
    view_module = "floe_widgets.games.frosthaven.view"
    rules_file = (CONTENT, "rules.yaml")

    # -- options and setup ---------------------------------------------------------------
    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        opts = {"scenario": "thaw-gate", "level": 1, "classes": None, "character_level": 1}
        unknown = set(options) - set(opts)
        if unknown:
            raise SetupError("CORE-OPTIONS", f"Frosthaven has no option(s) {sorted(unknown)}.")
        opts.update(options)
        level = opts["level"]
        if not isinstance(level, int) or isinstance(level, bool) or not 0 <= level <= 7:
            raise SetupError("FH-LEVEL-CALC-1", f"The scenario level is 0 to 7, not {level!r}.")
        classes = opts["classes"] or C.class_ids()[: self.players]
        classes = list(classes)
        if len(classes) != self.players or any(c not in C.classes() for c in classes):
            raise SetupError("FH-GEN-PLAYERS-1", "Give one known class per player.")
        if len(set(classes)) != len(classes):
            raise SetupError("FH-CHAR-UNIQUE-1", "Each class can be played by one character only.")
        opts["classes"] = classes
        if not isinstance(opts["character_level"], int) or not 1 <= opts["character_level"] <= 9:
            raise SetupError("FH-CHAR-MAT-1", "Character levels run from 1 to 9.")
        return opts

    @classmethod
    def rules(cls):
        """Our reference plus the map engineer's geometry/AI entries (content/rules_scenario.yaml)."""
        return _merged_rules()

    @property
    def board(self):
        return board(self.options["scenario"])

    def setup(self) -> FHState:
        data = scenario_data(self.options["scenario"])
        b = self.board
        s = FHState(scenario=data["id"], level=self.options["level"])
        log = s.log
        log.append(f"1. Scenario {data['number']}: {data['name']} at level {s.level} [FH-SETUP-ORDER-1].")
        log.append("2. No road event before the first scenario [FH-GEN-FIRST-1].")
        log.append("3. Map tiles laid out.")
        types = list(dict.fromkeys(m["type"] for m in data["monsters"]))
        for t in types:   # 4. monster ability decks shuffled (FH-SETUP-MONSTER-1)
            n = len(MON.monster_types()[t]["deck"])
            s.ability_decks[t] = MonsterDeck(draw=self.chance.shuffle(f"ability-deck-{t}", list(range(n))))
            s.used_standees[t] = []
        log.append("4. Monster ability decks shuffled: " + ", ".join(types) + ".")
        s.traps = sorted(b.traps)
        s.loot_tokens = sorted(b.loot)
        s.treasures = sorted(b.treasures)
        log.append("5. Overlay tiles placed.")
        s.elements = EL.new_board()
        self.state = s
        self._reveal_room(1, setup=True)
        log.append("6. First room set up.")
        s.monster_deck = MOD.new_deck(self.chance, "monster-deck")
        s.ally_deck = MOD.new_deck(self.chance, "ally-deck")
        log.append("7. Modifier decks shuffled; bless and curse cards set aside.")
        log.append(f"8. Goal: {data['goal']}")
        goals = [g["id"] for g in load_yaml("battle_goals.yaml")["goals"]]
        dealt = self.chance.shuffle("battle-goals", goals)
        lvl = self.options["character_level"]
        for seat, cls in enumerate(self.options["classes"]):
            info = C.classes()[cls]
            ch = Character(seat=seat, cls=cls, name=info["name"], level=lvl, fid=f"C{seat}")
            ch.goal_options = dealt[3 * seat: 3 * seat + 3]   # 9. three battle goals each
            ch.stats = {"kills": 0, "loot": 0, "long_rests": 0, "negated": 0, "damage": 0}
            s.characters.append(ch)
        log.append("9. Three battle goals dealt to each character [FH-GOAL-DEAL-1].")
        s.loot_deck = LOOT.build(data["loot_table"], self.chance)
        log.append(f"11. Loot deck of {len(s.loot_deck)} cards built [FH-LOOT-DECK-1].")
        for ch in s.characters:
            info = C.classes()[ch.cls]
            ch.items = [ItemState(i) for i in info["items"]]
            extra = [c for i in info["items"] for c in IT.item(i).get("add_cards", [])]
            ch.deck = MOD.new_deck(self.chance, f"deck-{ch.fid}", extra)
        log.append("12. Items equipped; their modifier cards added [FH-ITEM-EQUIP-1].")
        for seat, ch in enumerate(s.characters):
            ch.hand = C.starting_hand(ch.cls)
            hp = C.max_hp(ch.cls, ch.level)
            shield = sum(IT.item(i.item)["effect"].get("passive_shield", 0) for i in ch.items)
            s.figures.append(Figure(ch.fid, "character", ch.name, b.starts[seat], hp, hp, owner=seat, shield=shield))
        log.append("13. Hands chosen [FH-SETUP-HAND-1]. 14. Hit points at maximum, experience 0 [FH-SETUP-DIAL-1].")
        s.phase = "goals"
        s.decision = Decision("goal", 0)
        return s

    # -- helpers -------------------------------------------------------------------------
    def fig(self, fid: str) -> Figure | None:
        for f in self.state.figures:
            if f.fid == fid:
                return f
        return None

    def char(self, seat: int) -> Character:
        return self.state.characters[seat]

    def char_of(self, fid: str) -> Character | None:
        for ch in self.state.characters:
            if ch.fid == fid:
                return ch
        return None

    def deck_of(self, f: Figure) -> MOD.ModDeck:
        """FH-MOD-OWNER-1: own deck, the summoner's deck, or the monster deck."""
        if f.kind in ("character", "summon"):
            return self.char(f.owner).deck
        return self.state.monster_deck

    def _spawn(self, *tasks: Task) -> None:
        self.state.queue[0:0] = list(tasks)

    def _reveal_room(self, room: int, setup: bool = False) -> list[Event]:
        """FH-SETUP-MAP-1 / FH-OVERLAY-DOOR-1: place a room's monsters when it is revealed."""
        s = self.state
        if room in s.revealed_rooms:
            return []
        s.revealed_rooms.append(room)
        data = scenario_data(s.scenario)
        events = []
        new_types = []
        for p in data["monsters"]:
            if p["room"] != room:
                continue
            kind = placement_kind(p["tiers"], self.players)
            if kind == "-":
                continue
            t = p["type"]
            free = [n for n in range(1, MON.monster_types()[t]["standees"] + 1) if n not in s.used_standees[t]]
            if not free:
                continue
            number = self.chance.choice(f"standee-{t}", free)   # FH-MAP-PLACE-1: random numbers
            s.used_standees[t].append(number)
            st = MON.stats(t, s.level, kind == "e")
            name = MON.monster_types()[t]["name"]
            s.figures.append(Figure(f"{t}-{number}", "monster", f"{'Elite ' if kind == 'e' else ''}{name} {number}",
                                    offset_to_axial(*p["at"]), st["hp"], st["hp"], mtype=t, elite=kind == "e",
                                    number=number, shield=st["shield"],
                                    immune=list(MON.monster_types()[t].get("immune", [])),
                                    summoned_round=-1))
            if t not in new_types:
                new_types.append(t)
        for o in data.get("objectives", []):
            if o["room"] == room:
                hp = o["hp_base"] + o["hp_per_character"] * self.players
                s.figures.append(Figure(o["id"], "objective", o["name"], offset_to_axial(*o["at"]), hp, hp))
        events.append(Event(f"Room {room} revealed: " + (", ".join(new_types) or "no monsters") + ".",
                            ("FH-SETUP-MAP-1", "FH-OVERLAY-DOOR-1"), kind="reveal"))
        if not setup and s.phase == "play":
            for t in new_types:
                self._monsters_join_round(t, events)
        return events

    def _monsters_join_round(self, t: str, events: list[Event]) -> None:
        """FH-TURN-6: revealed monsters act this round, at their set's place or right after the
        current turn if that place has passed."""
        s = self.state
        key = f"set:{t}"
        deck = s.ability_decks[t]
        if deck.current < 0:
            self._draw_ability(t)
            events.append(Event(f"{t} draws an ability card for this round.", ("FH-INIT-REVEAL-1",)))
        init = MON.ability_card(t, deck.current)["initiative"]
        if any(task.kind == "monster_set" and task.actor == t for task in s.queue):
            return
        new = [f.fid for f in s.figures if f.mtype == t and f.kind == "monster" and f.turns_done == 0]
        task = Task("monster_set", actor=t, value=init, data={"only": new})
        if key not in s.order:
            s.order.append(key)
        for i, other in enumerate(s.queue):
            if other.kind in TURN_TASKS + ("end_round",) and (other.value > init or other.kind == "end_round"):
                s.queue.insert(i, task)
                return
        s.queue.append(task)

    def _draw_ability(self, t: str) -> None:
        deck = self.state.ability_decks[t]
        if not deck.draw:
            deck.draw = self.chance.shuffle(f"ability-deck-{t}", deck.discard)
            deck.discard = []
        deck.current = deck.draw.pop(0)
        if MON.ability_card(t, deck.current).get("shuffle"):
            deck.reshuffle = True

    # -- the kit's hooks ---------------------------------------------------------------------
    def _current_player(self) -> int | None:
        d = self.state.decision
        return d.seat if d else None

    def _is_over(self) -> bool:
        return self.state.phase in ("won", "lost")

    def _scores(self) -> list[int]:
        won = self.state.phase == "won"
        return [(100 if won else 0) + ch.gold + ch.checkmarks for ch in self.state.characters]

    def _winners(self) -> tuple[int, ...]:
        if self.state.phase == "won":
            return tuple(range(self.players))
        return super()._winners()

    def describe(self) -> str:
        s = self.state
        alive = [f"{f.name} {f.hp}/{f.max_hp}" for f in s.figures if f.kind == "character"]
        return (f"Frosthaven, scenario {s.scenario} level {s.level}, round {s.round}, phase {s.phase}; "
                + "; ".join(alive))

    # -- legal actions -----------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        s = self.state
        d = s.decision
        if d is None:
            return []
        k = d.kind
        if k == "goal":
            return [ChooseGoal(d.seat, g) for g in self.char(d.seat).goal_options]
        if k == "select":
            ch = self.char(d.seat)
            out: list[Action] = []
            if len(ch.hand) >= 2:
                out += [SelectCards(d.seat, a, b) for a, b in itertools.permutations(ch.hand, 2)]
            if len(ch.discard) >= 2:
                out.append(LongRest(d.seat))
            return out
        if k == "long_rest":
            return [LoseCard(c) for c in self.char(d.seat).discard]
        if k == "negate":
            ch = self.char(d.seat)
            out = [LoseCards((c,)) for c in ch.hand]
            out += [LoseCards(pair) for pair in itertools.combinations(ch.discard, 2)]
            return out + [TakeDamage()]
        if k == "short_rest":
            return [ShortRest(d.seat, True), ShortRest(d.seat, False)]
        if k == "redraw":
            return [Redraw(True), Redraw(False)]
        if k == "forced":
            target = self.fig(d.data["target"])
            src = tuple(d.data["source"])
            ends = forced_ends(self.board, s, src, target, d.data["distance"], d.data["pull"])
            if d.data.get("full"):   # a monster's push: as far as possible, the party picks the path
                far = max(len(p) for p in ends.values())
                return [PlaceAt(h) for h in sorted(ends) if len(ends[h]) == far]
            return [PlaceAt(h) for h in sorted(ends)] + [Skip()]
        if k == "half":
            return self._half_options()
        if k == "summon_place":
            return [PlaceAt(tuple(h)) for h in d.data["hexes"]]
        if k == "party":
            return [PartyChoice(i, o["text"]) for i, o in enumerate(d.data["options"])]
        if k == "consume":
            el = d.data["element"]
            return [Consume(el, True), Consume(el, False)]
        if k == "ability":
            return self._ability_options()
        return []

    def _half_options(self) -> list[Action]:
        t = self.state.turn
        ch = self.char(t.seat)
        out: list[Action] = []
        for cid in ch.selected:
            if cid in t.cards_done:
                continue
            for half in ("top", "bottom"):
                if half in t.done:
                    continue
                out.append(ChooseHalf(cid, half))
                out.append(ChooseHalf(cid, half, basic=True))
        out += self._item_options(("heal", "shield", "ward"))
        return out

    def _item_options(self, kinds: tuple[str, ...]) -> list[Action]:
        t = self.state.turn
        f = self.fig(t.fid)
        if f is None or "impair" in f.conditions or "stun" in f.conditions:
            return []   # FH-COND-IMPAIR-1, FH-COND-STUN-1
        ch = self.char(t.seat)
        out = []
        for it in ch.items:
            if IT.usable(it.item, it.state) and any(k in IT.effect(it.item, it.state) for k in kinds):
                out.append(UseItem(it.item))
        return out

    def _ability_options(self) -> list[Action]:
        s = self.state
        t = s.turn
        ab = t.ability
        f = self.fig(t.fid)
        b = self.board
        m = hexmap(b, s)
        kind = ab["type"]
        out: list[Action] = []
        if kind == "move":
            mode = "jump" if ab.get("jump") else "normal"
            out += [MoveTo(h) for h in sorted(reachable(b, s, f, t.points, mode, character=True))]
            if not ab.get("_boots"):
                out += self._item_options(("move",))
        elif kind == "teleport":
            out += [MoveTo(h) for h in teleport_hexes(b, s, f, ab["teleport"])]
        elif kind == "attack":
            if "area" in ab:
                out += [TargetArea(hs) for hs in self._area_placements(f, ab)]
            elif len(t.targets) < ab.get("target", 1):
                has_effects = bool(ab.get("add") or ab.get("push") or ab.get("pull"))
                for o in self._enemy_targets(f, ab.get("range", 1)):
                    if o.fid not in t.targets:
                        out.append(Target(o.fid))
                        if has_effects:
                            out.append(Target(o.fid, effects=False))
            if not ab.get("_mask") and (out or t.targets):
                out += self._item_options(("attack",))
        elif kind in ("condition", "push", "pull"):
            if len(t.targets) < ab.get("target", 1):
                out += [Target(o.fid) for o in self._enemy_targets(f, ab.get("range", 1)) if o.fid not in t.targets]
        elif kind in ("heal", "grant"):
            if "range" not in ab and not ab.get("ally"):
                out.append(Perform())
            else:
                reach = ab.get("range", float("inf"))   # FH-RANGE-INF-1: no range printed = unlimited
                for o in s.figures:
                    if o.kind in ("character", "summon") and (o.fid == f.fid or (
                            m.range(f.hex, o.hex) <= reach and los(m, f.hex, o.hex))):
                        out.append(Target(o.fid))
        elif kind == "summon":
            out += [PlaceAt(h) for h in MON.free_neighbour(b, s, f.hex)]
        elif kind in ("shield", "retaliate", "loot"):
            out.append(Perform())
        return out + [Skip()]

    def _enemy_targets(self, f: Figure, reach: int) -> list[Figure]:
        """FH-TARGET-X-1, FH-RANGE-MELEE-1, FH-LOS-LINE-1, FH-COND-INVIS-1: enemies in range and sight."""
        m = hexmap(self.board, self.state)
        return [o for o in self.state.figures if enemies(f, o) and "invisible" not in o.conditions
                and m.range(f.hex, o.hex) <= reach and los(m, f.hex, o.hex)]

    def _area_placements(self, f: Figure, ab: dict) -> list[tuple[Hex, ...]]:
        """FH-AOE-HEX-1 / FH-AOE-ORIENT-1: every rotation/mirror of the melee pattern that covers an
        enemy; one option per distinct set of enemy hexes covered."""
        m = hexmap(self.board, self.state)
        pattern = [tuple(p) for p in ab["area"]]
        occ = occupants(self.state)
        seen = []
        for shape in hexgrid.rotations(pattern, mirrored=True):
            hexes = tuple(sorted(hexgrid.add(f.hex, p) for p in shape))
            hit = tuple(h for h in hexes if h in occ and enemies(f, occ[h]) and "invisible" not in occ[h].conditions
                        and los(m, f.hex, h))
            if hit and hit not in seen:
                seen.append(hit)
        return sorted(seen)

    # -- illegal actions ------------------------------------------------------------------------
    def explain_illegal(self, action: Action) -> IllegalAction:
        d = self.state.decision
        k = d.kind if d else ""
        if isinstance(action, SelectCards):
            return IllegalAction("FH-CARD-SELECT-1",
                                 "Choose two different cards from your own hand, one as initiative.")
        if isinstance(action, LongRest):
            return IllegalAction("FH-CARD-SELECT-1", "A long rest needs at least two cards in the discard pile.")
        if isinstance(action, ChooseHalf):
            return IllegalAction("FH-CARD-ACTION-1",
                                 "Each turn uses one top and one bottom action, from the two different played cards.")
        if isinstance(action, LoseCards):
            return IllegalAction("FH-DAMAGE-NEGATE-1", "Negating damage costs 1 card from hand or 2 from the discard.")
        if isinstance(action, MoveTo):
            return IllegalAction("FH-MOVE-PASS-1", "That hex cannot be reached with this move.")
        if isinstance(action, (Target, TargetArea)):
            return IllegalAction("FH-TARGET-X-1",
                                 "That figure is not a valid target (range, sight, side, or already targeted).")
        if isinstance(action, UseItem):
            return IllegalAction("FH-ITEM-SPENT-1", "That item cannot be used now.")
        return IllegalAction("CORE-NOT-LEGAL",
                             f"'{action.describe()}' is not allowed now (waiting for: {k or 'nothing'}).")

    # -- applying actions -----------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        d = s.decision
        s.decision = None
        ev: list[Event] = []
        if isinstance(action, ChooseGoal):
            ch = self.char(action.seat)
            ch.goal = action.goal
            ev.append(Event(f"{ch.name} keeps a battle goal and discards the other two.", ("FH-GOAL-DEAL-1",),
                            player=action.seat))
        elif isinstance(action, SelectCards):
            ch = self.char(action.seat)
            ch.hand.remove(action.lead)
            ch.hand.remove(action.other)
            ch.selected = [action.lead, action.other]
            ch.initiative = C.initiative(action.lead)
            ch.long_rest = False
            ev.append(Event(f"{ch.name} selects two cards.", ("FH-CARD-SELECT-1",), player=action.seat))
        elif isinstance(action, LongRest):
            ch = self.char(action.seat)
            ch.long_rest, ch.selected, ch.initiative = True, [], 99
            ch.stats["long_rests"] += 1
            ev.append(Event(f"{ch.name} will long rest (initiative 99).", ("FH-CARD-SELECT-1", "FH-REST-LONG-1"),
                            player=action.seat))
        elif isinstance(action, LoseCard):
            ev += self._long_rest(d.seat, action.card)
        elif isinstance(action, (LoseCards, TakeDamage)):
            ev += self._answer_damage(d, action)
        elif isinstance(action, ShortRest):
            ev += self._short_rest(action)
        elif isinstance(action, Redraw):
            ev += self._redraw(d, action.redraw)
        elif isinstance(action, ChooseHalf):
            ev += self._choose_half(action)
        elif isinstance(action, Consume):
            ev += self._consume(d, action)
        elif isinstance(action, PartyChoice):
            ev += self._party_choice(d, action)
        elif isinstance(action, UseItem):
            ev += self._use_item(action.item)
        elif isinstance(action, Skip):
            if d.kind == "forced":
                ev.append(Event("The forced movement is not used.", ("FH-CARD-SKIP-1",)))
            else:
                ev.append(Event("The rest of the ability is skipped.", ("FH-CARD-SKIP-1",)))
                self._end_ability()
        elif isinstance(action, PlaceAt) and d.kind == "summon_place":
            ev.append(Event(f"The party places the summoned monster at {action.to}.", ("FH-MACT-9", "FH-GEN-PARTY-1")))
            ev += self._place_monster_summon(self.fig(d.fid) or Figure(d.fid, "monster", d.fid, action.to, 0, 0),
                                             d.data["mtype"], d.data["elite"], action.to)
        elif isinstance(action, PlaceAt) and d.kind == "forced":
            ev += self._force_move(d.data["target"], action.to, tuple(d.data["source"]), d.data["distance"],
                                   d.data["pull"])
        else:
            ev += self._perform(action)
        ev += self._advance()
        return ev

    # -- the automatic procedure ------------------------------------------------------------------
    def _advance(self) -> list[Event]:
        s = self.state
        ev: list[Event] = []
        guard = 0
        while s.decision is None and s.phase not in ("won", "lost"):
            guard += 1
            if guard > 10000:
                raise RuntimeError("the automatic procedure does not settle")
            if s.queue and (s.turn is None or s.queue[0].kind not in TURN_TASKS + ("end_round",)):
                ev += self._run(s.queue.pop(0))
            elif s.turn is not None:
                ev += self._turn_step()
            elif s.phase == "goals":
                pending = [ch.seat for ch in s.characters if not ch.goal]
                if pending:
                    s.decision = Decision("goal", pending[0])
                else:
                    ev += self._start_round()
            elif s.phase == "select":
                ev += self._selection_step()
            else:
                raise RuntimeError(f"nothing to do in phase {s.phase}")
        return ev

    def _start_round(self) -> list[Event]:
        s = self.state
        s.round += 1
        s.phase = "select"
        s.order, s.acted = [], []
        for ch in s.characters:
            ch.selected, ch.long_rest, ch.initiative = [], False, 0
        return [Event(f"Round {s.round}: card selection.", ("FH-ROUND-STEPS-1",), kind="round")]

    def _selection_step(self) -> list[Event]:
        s = self.state
        ev: list[Event] = []
        for ch in s.characters:
            if ch.exhausted or ch.selected or ch.long_rest:
                continue
            if len(ch.hand) < 2 and len(ch.discard) < 2:
                ev.append(Event(f"{ch.name} can neither play two cards nor rest and is exhausted.",
                                ("FH-EXHAUST-CARDS-1", "FH-EXHAUST-EFFECT-1"), kind="exhausted", player=ch.seat))
                ev += self._exhaust(ch)
                if s.phase == "lost":
                    return ev
                continue
            s.decision = Decision("select", ch.seat)
            return ev
        return ev + self._reveal()

    def _reveal(self) -> list[Event]:
        """FH-INIT-REVEAL-1 / FH-INIT-ORDER-1: reveal, draw one card per monster set on the map, sort."""
        s = self.state
        s.phase = "play"
        entries = []
        for ch in s.characters:
            if ch.exhausted:
                continue
            second = 100 if ch.long_rest else C.initiative(ch.selected[1])
            entries.append(Entry(ch.fid, ch.initiative, second, False, ch.seat))
        data = scenario_data(s.scenario)
        key_order = list(dict.fromkeys([m["type"] for m in data["monsters"]] +   # + summoned types (FH-MACT-9)
                                       [f.mtype for f in s.figures if f.kind == "monster"]))
        for t in key_order:
            if any(f.mtype == t and f.kind == "monster" for f in s.figures):
                self._draw_ability(t)
                init = MON.ability_card(t, s.ability_decks[t].current)["initiative"]
                entries.append(Entry(f"set:{t}", init, 0, True, key_order.index(t)))
        ranked = order(entries)
        summons: dict[str, list[str]] = {}
        for f in s.figures:
            if f.kind == "summon":
                summons.setdefault(f"C{f.owner}", []).append(f.fid)
        s.order = with_summons([e.key for e in ranked], summons)
        init_of = {e.key: e.initiative for e in ranked}
        for key in s.order:
            if key.startswith("set:"):
                s.queue.append(Task("monster_set", actor=key[4:], value=init_of[key]))
            elif key.startswith("S"):
                s.queue.append(Task("summon_turn", actor=key, value=init_of[f"C{self.fig(key).owner}"]))
            else:
                s.queue.append(Task("char_turn", actor=key, value=init_of[key]))
        s.queue.append(Task("end_round"))
        text = ", ".join(f"{k} ({init_of.get(k, '-')})" for k in s.order)
        return [Event(f"Initiative order: {text}.", ("FH-INIT-ORDER-1", "FH-INIT-TIE-1", "FH-INIT-SUMMON-1"),
                      kind="order")]

    def _run(self, task: Task) -> list[Event]:
        handler = getattr(self, f"_task_{task.kind}")
        return handler(task)

    # -- turns ----------------------------------------------------------------------------------
    def _start_of_turn(self, f: Figure) -> tuple[list[Event], bool]:
        """FH-COND-REGEN-1, FH-COND-WOUND-1, FH-AMBIG-15: regenerate heals first (removing wound)."""
        ev: list[Event] = []
        f.acting = True
        if "regenerate" in f.conditions:
            ev += self._heal(f, 1, "regenerate")
        if "wound" in f.conditions:
            ev.append(Event(f"{f.name} suffers 1 wound damage.", ("FH-COND-WOUND-1",)))
            return ev, True
        return ev, False

    def _task_char_turn(self, task: Task) -> list[Event]:
        s = self.state
        f = self.fig(task.actor)
        if f is None:
            return []
        s.acted.append(f.fid)
        ev, wounded = self._start_of_turn(f)
        if wounded:
            self._spawn(Task("damage", target=f.fid, value=1, data={"source": "wound"}),
                        Task("char_main", actor=f.fid))
            return ev
        return ev + self._task_char_main(Task("char_main", actor=f.fid))

    def _task_char_main(self, task: Task) -> list[Event]:
        s = self.state
        f = self.fig(task.actor)
        if f is None:
            return []
        ch = self.char(f.owner)
        if ch.long_rest:
            if ch.discard:
                s.decision = Decision("long_rest", ch.seat, f.fid)
                return [Event(f"{ch.name} long rests.", ("FH-REST-LONG-1",), player=ch.seat)]
            self._spawn(Task("end_turn", actor=f.fid))
            return []
        if "stun" in f.conditions:
            ch.discard += ch.selected
            ch.selected = []
            self._spawn(Task("end_turn", actor=f.fid))
            return [Event(f"{ch.name} is stunned: both cards are discarded without effect.", ("FH-COND-STUN-1",))]
        s.turn = Turn(fid=f.fid, seat=ch.seat)
        return [Event(f"{ch.name}'s turn.", ("FH-CARD-ACTION-1",), kind="turn", player=ch.seat)]

    def _long_rest(self, seat: int, card: str) -> list[Event]:
        ch = self.char(seat)
        f = self.fig(ch.fid)
        ch.discard.remove(card)
        ch.lost.append(card)
        ch.hand += ch.discard
        ch.discard = []
        ev = [Event(f"{ch.name} loses {card} and takes the other discards back.", ("FH-REST-LONG-1",), player=seat)]
        ev += self._heal(f, 2, "long rest")
        for it in ch.items:
            it.state = IT.refresh(it.state)
        ev.append(Event(f"{ch.name} refreshes spent items.", ("FH-REST-LONG-1", "FH-ITEM-SPENT-1"), player=seat))
        self._spawn(Task("end_turn", actor=ch.fid))
        return ev

    def _choose_half(self, a: ChooseHalf) -> list[Event]:
        t = self.state.turn
        t.card, t.half, t.basic, t.index = a.card, a.half, a.basic, 0
        t.ability, t.performed, t.lost_action, t.persistent_card = {}, False, False, False
        act = C.action(a.card, a.half, a.basic)
        t.lost_action = bool(act.get("lost")) and not a.basic
        return [Event(f"Uses the {'basic ' if a.basic else ''}{a.half} action of {C.card_name(a.card)}.",
                      ("FH-CARD-ACTION-1", "FH-CARD-ORDER-1"), player=t.seat)]

    def _turn_step(self) -> list[Event]:
        s = self.state
        t = s.turn
        if self.fig(t.fid) is None:
            s.turn = None
            return []
        if not t.half:
            if len(t.done) == 2:
                s.turn = None
                self._spawn(Task("end_turn", actor=t.fid, data={"infuse": list(t.infusions)}))
                return []
            s.decision = Decision("half", t.seat, t.fid)
            return []
        if t.ability:
            if len(self._ability_options()) == 1:    # only "skip" is left: the ability is over
                self._end_ability()
                return []
            s.decision = Decision("ability", t.seat, t.fid)
            return []
        abilities = C.action(t.card, t.half, t.basic)["abilities"]
        if t.index >= len(abilities):
            return self._finish_action()
        return self._start_ability(dict(abilities[t.index]))

    def _start_ability(self, ab: dict) -> list[Event]:
        s = self.state
        t = s.turn
        f = self.fig(t.fid)
        ab["type"] = next(k for k in ("summon", "suffer", "move", "teleport", "attack", "heal", "shield", "retaliate",
                                      "condition", "grant", "loot", "push", "pull") if k in ab)
        t.targets = []
        if ab["type"] == "suffer":   # a mandatory ability (FH-CARD-SKIP-1)
            t.performed = True
            t.index += 1
            self._spawn(Task("damage", target=f.fid, value=ab["suffer"], data={"source": "card"}))
            return [Event(f"{f.name} must suffer {ab['suffer']} damage.", ("FH-CARD-SKIP-1",))]
        if ab["type"] == "move" and "immobilize" in f.conditions:
            t.index += 1
            return [Event(f"{f.name} is immobilized and cannot move.", ("FH-COND-IMMOB-1",))]
        if ab["type"] == "attack" and "disarm" in f.conditions:
            t.index += 1
            return [Event(f"{f.name} is disarmed and cannot attack.", ("FH-COND-DISARM-1",))]
        if ab["type"] == "move":
            t.points = ab["move"]
        t.ability = ab
        el = ab.get("consume")
        if el and EL.can_consume(s.elements, el) and el not in t.consumed:
            s.decision = Decision("consume", t.seat, t.fid, {"element": el})
        return []

    def _consume(self, d: Decision, a: Consume) -> list[Event]:
        t = self.state.turn
        if not a.use:
            return [Event(f"{a.element} is not consumed.", ("FH-ELEMENT-CONSUME-1",))]
        EL.consume(self.state.elements, a.element)
        t.consumed.append(a.element)
        ab = t.ability
        for k, v in ab.get("boost", {}).items():
            if k == "add":
                ab["add"] = list(ab.get("add", [])) + list(v)
            else:
                ab[k] = ab.get(k, 0) + v
        if ab["type"] == "move":
            t.points = ab["move"]
        return [Event(f"{a.element} consumed: the ability is boosted.", ("FH-ELEMENT-CONSUME-1",))]

    def _end_ability(self) -> None:
        t = self.state.turn
        if t is None:
            return
        t.ability = {}
        t.targets = []
        t.index += 1

    def _finish_action(self) -> list[Event]:
        """FH-CARD-DEST-1 / FH-AMBIG-10: lost icon -> lost pile, active bonus -> active area, else discard."""
        t = self.state.turn
        ch = self.char(t.seat)
        act = C.action(t.card, t.half, t.basic)
        if t.performed and act.get("infuse"):
            t.infusions += list(act["infuse"])
        t.done.append(t.half)
        t.cards_done.append(t.card)
        ev = []
        if t.card in ch.selected:
            ch.selected.remove(t.card)
            if t.persistent_card or any(b.card == t.card for b in self.fig(t.fid).bonuses):
                ch.active.append(t.card)
            elif t.lost_action:
                ch.lost.append(t.card)
                ev.append(Event(f"{C.card_name(t.card)} goes to the lost pile.", ("FH-CARD-DEST-1",)))
            else:
                ch.discard.append(t.card)
        t.half, t.card, t.basic, t.ability = "", "", False, {}
        return ev

    # -- performing abilities ---------------------------------------------------------------------
    def _perform(self, a: Action) -> list[Event]:
        s = self.state
        t = s.turn
        f = self.fig(t.fid)
        ab = t.ability
        kind = ab["type"]
        ch = self.char(t.seat)
        ev: list[Event] = []
        t.performed = True
        if kind == "move" and isinstance(a, MoveTo):
            mode = "jump" if ab.get("jump") else "normal"
            (neg, mp), path = reachable(self.board, s, f, t.points, mode, character=True)[a.to]
            t.points -= mp
            ev += self._relocate(f, a.to, path, mode)
            ev.append(Event(f"{f.name} moves to {a.to} ({mp} movement points).",
                            ("FH-MOVE-POINTS-1", "FH-MOVE-PASS-1") + (("FH-JUMP-PATH-1",) if mode == "jump" else ())))
            if t.points <= 0:
                self._end_ability()
        elif kind == "teleport":
            ev += self._relocate(f, a.to, [a.to], "teleport")
            ev.append(Event(f"{f.name} teleports to {a.to}.", ("FH-TELEPORT-PLACE-1", "FH-AMBIG-12")))
            self._end_ability()
        elif kind == "attack" and isinstance(a, Target):
            t.targets.append(a.fid)
            self._spawn(self._attack_task(f, a.fid, ab, a.effects))
        elif kind == "attack" and isinstance(a, TargetArea):
            occ = occupants(s)
            self._spawn(*[self._attack_task(f, occ[h].fid, ab, True) for h in a.hexes])
            ev.append(Event(f"{f.name} attacks an area of {len(a.hexes)} enemies.",
                            ("FH-AOE-HEX-1", "FH-AOE-ORIENT-1")))
            self._end_ability()
        elif kind in ("condition",):
            t.targets.append(a.fid)
            ev += self._give_conditions(self.fig(a.fid), ab["condition"], f)
        elif kind in ("push", "pull"):
            t.targets.append(a.fid)
            s.decision = Decision("forced", t.seat, f.fid, {"target": a.fid, "source": list(f.hex),
                                                            "distance": ab[kind], "pull": kind == "pull"})
        elif kind == "heal":
            target = f if isinstance(a, Perform) else self.fig(a.fid)
            ev += self._heal(target, ab["heal"], f.name)
            self._end_ability()
        elif kind == "grant":
            target = f if isinstance(a, Perform) else self.fig(a.fid)
            ev += self._give_conditions(target, ab["grant"], f)
            self._end_ability()
        elif kind in ("shield", "retaliate"):
            dur = ab.get("bonus", "round")
            f.bonuses.append(Bonus(kind, ab[kind], dur, ab.get("uses", -1), t.card, t.lost_action))
            if dur == "persistent":
                t.persistent_card = True
            ev.append(Event(f"{f.name} gains {kind} {ab[kind]} ({dur} bonus).",
                            ("FH-CARD-BONUS-1", "FH-SHIELD-REDUCE-1" if kind == "shield" else "FH-RETALIATE-DAMAGE-1")))
            self._end_ability()
        elif kind == "summon":
            s.summon_count += 1
            sid = f"S{ch.seat}-{s.summon_count}"
            s.figures.append(Figure(sid, "summon", ab["summon"], a.to, ab["hp"], ab["hp"], owner=ch.seat,
                                    move=ab["move"], attack=ab["attack"], summoned_round=s.round))
            ev.append(Event(f"{ab['summon']} is summoned at {a.to}.", ("FH-SUMMON-PLACE-1",)))
            self._end_ability()
        elif kind == "loot":
            m = hexmap(self.board, s)
            hexes = [h for h in s.loot_tokens + s.treasures if m.range(f.hex, h) <= ab["loot"]]
            ev += self._loot(ch, f, hexes)
            ev.append(Event(f"{f.name} loots within range {ab['loot']}.", ("FH-LOOT-ACTION-1",)))
            self._end_ability()
        return ev

    def _attack_task(self, f: Figure, target: str, ab: dict, effects: bool) -> Task:
        t = self.state.turn
        bonus = 0
        if t is not None and t.fid == f.fid and t.bonus_attack:
            bonus, t.bonus_attack = t.bonus_attack, 0
        data = {"value": ab.get("attack", 0) + bonus, "pierce": ab.get("pierce", 0), "range": ab.get("range", 1),
                "add": list(ab.get("add", [])) if effects else [], "push": ab.get("push", 0) if effects else 0,
                "pull": ab.get("pull", 0) if effects else 0}
        return Task("attack", actor=f.fid, target=target, data=data)

    def _use_item(self, iid: str) -> list[Event]:
        t = self.state.turn
        ch = self.char(t.seat)
        f = self.fig(t.fid)
        it = next(i for i in ch.items if i.item == iid)
        eff = IT.effect(iid, it.state)
        it.state = IT.after_use(iid, it.state)
        rules = {"spent": "FH-ITEM-SPENT-1", "lost": "FH-ITEM-LOST-1", "flip": "FH-ITEM-FLIP-1"}[IT.item(iid)["usage"]]
        ev = [Event(f"{ch.name} uses {IT.item(iid)['name']}.", (rules,), player=t.seat)]
        if "heal" in eff:
            ev += self._heal(f, eff["heal"], IT.item(iid)["name"])
        if "shield" in eff:
            f.bonuses.append(Bonus("shield", eff["shield"], "round"))
        if "ward" in eff:
            ev += self._give_conditions(f, ["ward"], f)
        if "move" in eff:
            t.points += eff["move"]
            t.ability["_boots"] = True
        if "attack" in eff:
            t.bonus_attack += eff["attack"]
            t.ability["_mask"] = True
        return ev

    # -- figures: movement, damage, death ------------------------------------------------------------
    def _relocate(self, f: Figure, to: Hex, entered: list[Hex], mode: str) -> list[Event]:
        """Move a figure; doors open, traps and hazardous terrain entered hurt it (FH-OVERLAY-*)."""
        s = self.state
        b = self.board
        ev: list[Event] = []
        f.hex = to
        if to in b.doors and to not in s.open_doors:
            s.open_doors.append(to)
            ev.append(Event(f"{f.name} opens the door.", ("FH-OVERLAY-DOOR-1", "FH-TELEPORT-DOOR-1")))
            for room in sorted({b.rooms[n] for n in hexgrid.neighbours(to) if b.rooms.get(n)}):
                ev += self._reveal_room(room)
        hits = []
        for h in entered:
            if mode in ("jump", "teleport") and h != to:
                continue
            if mode == "fly":
                continue
            if h in s.traps:
                s.traps.remove(h)
                hits.append(Task("damage", target=f.fid, value=trap_damage(s.level), data={"source": "trap"}))
                ev.append(Event(f"{f.name} springs a trap ({trap_damage(s.level)} damage); the trap is removed.",
                                ("FH-OVERLAY-TRAP-1", "FH-LEVEL-USE-1")))
            elif h in b.hazards:
                hits.append(Task("damage", target=f.fid, value=hazard_damage(s.level), data={"source": "hazard"}))
                ev.append(Event(f"{f.name} enters hazardous terrain ({hazard_damage(s.level)} damage).",
                                ("FH-OVERLAY-HAZARD-1", "FH-LEVEL-USE-1")))
            elif h in b.icy and mode == "normal":
                ev.append(Event(f"{f.name} slides on icy terrain.", ("FH-OVERLAY-ICY-1",)))
        self._spawn(*hits)
        return ev

    def _force_move(self, fid: str, to: Hex, source: Hex, distance: int, pull: bool) -> list[Event]:
        target = self.fig(fid)
        if target is None:
            return []
        path = forced_ends(self.board, self.state, source, target, distance, pull).get(to, [to])
        ev = [Event(f"{target.name} is {'pulled' if pull else 'pushed'} to {to}.",
                    ("FH-FORCED-PUSHPULL-1", "FH-FORCED-CHOICE-1"))]
        return ev + self._relocate(target, to, path, "forced")

    def _heal(self, f: Figure, amount: int, source: str) -> list[Event]:
        """FH-HEAL-HP-1, FH-HEAL-CLEANSE-1, FH-HEAL-POISON-1, FH-AMBIG-7 (never above maximum)."""
        if f is None:
            return []
        poisoned = "poison" in f.conditions
        removed = [c for c in COND.HEAL_REMOVES if c in f.conditions]
        for c in removed:
            del f.conditions[c]
        gained = 0 if poisoned else min(amount, f.max_hp - f.hp)
        f.hp += gained
        rules = ("FH-HEAL-HP-1", "FH-AMBIG-7") + (("FH-HEAL-CLEANSE-1",) if removed else ()) + \
            (("FH-HEAL-POISON-1",) if poisoned else ())
        extra = f", removing {', '.join(removed)}" if removed else ""
        return [Event(f"{f.name} heals {gained} ({source}){extra}.", rules)]

    def _give_conditions(self, f: Figure, conds: list[str], giver: Figure | None) -> list[Event]:
        """FH-COND-*: apply conditions (bless/curse go into the figure's modifier deck)."""
        s = self.state
        ev = []
        if f is None:
            return ev
        for c in conds:
            if not COND.applies_to(c, f.kind, f.immune):
                ev.append(Event(f"{f.name} is immune to {c}.", ("FH-OVERLAY-OBJECTIVE-1", "FH-COND-IMPAIR-1")))
                continue
            if c in COND.DECK_CONDITIONS:
                deck = self.deck_of(f)
                if c == "bless" and s.bless_supply > 0:
                    s.bless_supply -= 1
                elif c == "curse" and f.kind == "monster" and s.monster_curses > 0:
                    s.monster_curses -= 1
                elif c == "curse" and f.kind != "monster" and s.player_curses > 0:
                    s.player_curses -= 1
                else:
                    continue
                MOD.add_condition_card(deck, self.chance, f"deck-shuffle-{f.fid}", c)
                ev.append(Event(f"A {c} card is shuffled into {f.name}'s modifier deck.",
                                ("FH-COND-BLESS-1" if c == "bless" else "FH-COND-CURSE-1", "FH-MOD-BLESSCURSE-1")))
                continue
            if c in COND.END_OF_NEXT_TURN:
                f.conditions[c] = COND.expiry_turn(f.turns_done, f.acting)
            else:
                f.conditions[c] = 0
            ev.append(Event(f"{f.name} gains {c}.", ("FH-COND-TIMING-1", f"FH-COND-{_COND_RULE.get(c, 'TIMING')}-1")))
        return ev

    def _task_damage(self, task: Task) -> list[Event]:
        """Ward/brittle (FH-MOD-ORDER-1 step 4) then suffer, or negate by losing cards (FH-DAMAGE-NEGATE-1)."""
        s = self.state
        f = self.fig(task.target)
        if f is None:
            return []
        amount, ward, brittle = ward_brittle(task.value, "ward" in f.conditions, "brittle" in f.conditions)
        ev = []
        if ward:
            del f.conditions["ward"]
        if brittle:
            del f.conditions["brittle"]
        if ward or brittle:
            rule = "FH-MOD-WARDBRITTLE-1" if ward and brittle else ("FH-COND-WARD-1" if ward else "FH-COND-BRITTLE-1")
            how = "ward and brittle cancel" if ward and brittle else ("ward halves" if ward else "brittle doubles")
            ev.append(Event(f"{f.name}'s {how} the damage: {amount}.", (rule,)))
        if amount <= 0:
            return ev
        if f.kind == "character":
            ch = self.char(f.owner)
            if ch.hand or len(ch.discard) >= 2:
                s.decision = Decision("negate", ch.seat, f.fid,
                                      {"amount": amount, "source": task.data.get("source", "")})
                return ev
        return ev + self._suffer(f, amount, task.data.get("source", ""))

    def _answer_damage(self, d: Decision, a: Action) -> list[Event]:
        ch = self.char(d.seat)
        f = self.fig(d.fid)
        if isinstance(a, LoseCards):
            for c in a.cards:
                (ch.hand if len(a.cards) == 1 else ch.discard).remove(c)
                ch.lost.append(c)
            ch.stats["negated"] += 1
            return [Event(f"{ch.name} loses {len(a.cards)} card(s) to negate {d.data['amount']} damage.",
                          ("FH-DAMAGE-NEGATE-1", "FH-ATK-10"), player=d.seat)]
        return self._suffer(f, d.data["amount"], d.data.get("source", ""))

    def _suffer(self, f: Figure, amount: int, source: str) -> list[Event]:
        f.hp = max(0, f.hp - amount)
        ev = [Event(f"{f.name} suffers {amount} damage ({f.hp}/{f.max_hp} left).", ("FH-ATTACK-BASE-1",),
                    kind="damage")]
        if f.kind == "character":
            self.char(f.owner).stats["damage"] += amount
        if "regenerate" in f.conditions:
            del f.conditions["regenerate"]
            ev.append(Event(f"{f.name} loses regenerate on suffering damage.", ("FH-COND-REGEN-1",)))
        if f.hp <= 0:
            ev += self._die(f, source)
        return ev

    def _die(self, f: Figure, source: str) -> list[Event]:
        s = self.state
        if f.kind == "character":
            ch = self.char(f.owner)
            return [Event(f"{f.name} drops to 0 hit points and is exhausted.", ("FH-EXHAUST-HP-1",),
                          kind="exhausted")] \
                + self._exhaust(ch)
        s.figures.remove(f)
        ev = [Event(f"{f.name} dies.", ("FH-ATK-11",), kind="death")]
        killer = self.fig(source) if source else None
        if killer is not None and killer.kind in ("character", "summon") and f.kind == "monster":
            self.char(killer.owner).stats["kills"] += 1
        if f.kind == "monster":
            s.loot_tokens.append(f.hex)   # FH-LOOT-DROP-1 (also for summoned monsters in Frosthaven)
            ev.append(Event(f"{f.name} drops a loot token.", ("FH-LOOT-DROP-1",)))
        return ev

    def _exhaust(self, ch: Character) -> list[Event]:
        """FH-EXHAUST-EFFECT-1: figure removed, every card lost, summons removed; FH-EXHAUST-ALL-1."""
        s = self.state
        ch.exhausted = True
        ch.lost += ch.hand + ch.discard + ch.active + ch.selected
        ch.hand, ch.discard, ch.active, ch.selected = [], [], [], []
        s.figures = [f for f in s.figures if f.fid != ch.fid and not (f.kind == "summon" and f.owner == ch.seat)]
        if s.turn is not None and s.turn.fid == ch.fid:
            s.turn = None
        ev = [Event(f"{ch.name} leaves the scenario; its summons vanish.",
                    ("FH-EXHAUST-EFFECT-1", "FH-SUMMON-DEATH-1"))]
        if all(c.exhausted for c in s.characters):
            ev += self._end_scenario(False)
        return ev

    # -- attacks ---------------------------------------------------------------------------------
    def _task_attack(self, task: Task) -> list[Event]:
        """One attack on one target, in the modification order (FH-MOD-ORDER-1)."""
        s = self.state
        att, tgt = self.fig(task.actor), self.fig(task.target)
        if att is None or tgt is None:
            return []
        m = hexmap(self.board, s)
        d = task.data
        adv = "strengthen" in att.conditions
        dis = "muddle" in att.conditions or (d["range"] > 1 and m.range(att.hex, tgt.hex) <= 1)
        mode = MOD.attack_mode(adv, dis)
        poisoned = "poison" in tgt.conditions
        v = base_value(d["value"], 0, poisoned)
        deck = self.deck_of(att)
        used, drawn = MOD.draw_for_attack(deck, self.chance, f"deck-{'M' if att.kind == 'monster' else att.owner}",
                                          v, mode)
        for c in drawn:
            if c.condition_card:
                if c.kind == "double":
                    s.bless_supply += 1
                elif att.kind == "monster":
                    s.monster_curses += 1
                else:
                    s.player_curses += 1
        v = MOD.apply(v, used)
        shield = tgt.shield + sum(b.value for b in tgt.bonuses if b.kind == "shield")
        v = after_shield(v, shield, d["pierce"])
        for b in list(tgt.bonuses):
            if b.kind == "shield" and b.duration == "persistent" and b.uses > 0:
                self._use_bonus(tgt, b)
        add = list(d["add"]) + [c.effect for c in used if c.effect]
        rules = ["FH-MOD-ORDER-1", "FH-ATTACK-BASE-1"]
        if mode != "normal":
            rules.append("FH-ADV-ADV-1" if mode == "advantage" else "FH-ADV-DIS-1")
        if dis and d["range"] > 1 and m.range(att.hex, tgt.hex) <= 1:
            rules.append("FH-ADV-RANGED-1")
        if poisoned:
            rules.append("FH-COND-POISON-1")
        if shield:
            rules.append("FH-SHIELD-REDUCE-1")
        if d["pierce"]:
            rules.append("FH-ATTACK-PIERCE-1")
        ev = [Event(f"{att.name} attacks {tgt.name}: draws {' '.join(c.text for c in drawn)} ({mode}) -> {v}.",
                    tuple(rules), kind="attack")]
        self._spawn(Task("damage", target=tgt.fid, value=v, data={"source": att.fid}),
                    Task("after_attack", actor=att.fid, target=tgt.fid,
                         data={"add": add, "push": d["push"], "pull": d["pull"]}),
                    Task("retaliate", actor=tgt.fid, target=att.fid))
        return ev

    def _use_bonus(self, f: Figure, b: Bonus) -> None:
        b.uses -= 1
        if b.uses == 0:
            f.bonuses.remove(b)
            ch = self.char_of(f.fid)
            if ch is not None and b.card in ch.active:
                ch.active.remove(b.card)
                (ch.lost if b.lost else ch.discard).append(b.card)

    def _task_after_attack(self, task: Task) -> list[Event]:
        """FH-ATTACK-ADDED-1: conditions and forced movement after the damage, if the target lives."""
        s = self.state
        att, tgt = self.fig(task.actor), self.fig(task.target)
        if tgt is None:
            return []
        ev = self._give_conditions(tgt, list(task.data["add"]), att) if task.data["add"] else []
        for kind in ("push", "pull"):
            dist = task.data[kind]
            if not dist or att is None:
                continue
            if tgt.kind == "objective":
                ev.append(Event(f"{tgt.name} cannot be moved.", ("FH-FORCED-IMMUNE-1",)))
                continue
            ends = forced_ends(self.board, s, att.hex, tgt, dist, kind == "pull")
            if not ends:
                continue
            if att.kind == "character":
                s.decision = Decision("forced", att.owner, att.fid, {"target": tgt.fid, "source": list(att.hex),
                                                                      "distance": dist, "pull": kind == "pull"})
                return ev
            far = max(len(p) for p in ends.values())   # FH-FORCED-CHOICE-1: monsters push as far as they can
            best = sorted(h for h, p in ends.items() if len(p) == far)
            if len(best) > 1:
                seat = next(ch.seat for ch in s.characters if not ch.exhausted)
                s.decision = Decision("forced", seat, att.fid, {"target": tgt.fid, "source": list(att.hex),
                                                               "distance": dist, "pull": kind == "pull", "full": True})
                return ev + [Event(f"The party chooses where {tgt.name} is {'pulled' if kind == 'pull' else 'pushed'}.",
                                   ("FH-FORCED-CHOICE-1", "FH-GEN-1"))]
            ev += self._force_move(tgt.fid, best[0], att.hex, dist, kind == "pull")
        return ev

    def _task_retaliate(self, task: Task) -> list[Event]:
        """FH-RETALIATE-DAMAGE-1: after the attack, unmitigated damage back to an attacker in range 1."""
        ret, att = self.fig(task.actor), self.fig(task.target)
        if ret is None or att is None:
            return []
        m = hexmap(self.board, self.state)
        if m.range(ret.hex, att.hex) > 1:
            return []
        total = 0
        for b in list(ret.bonuses):
            if b.kind == "retaliate":
                total += b.value
                if b.duration == "persistent" and b.uses > 0:
                    self._use_bonus(ret, b)
        if not total:
            return []
        self._spawn(Task("damage", target=att.fid, value=total, data={"source": ret.fid}))
        return [Event(f"{ret.name} retaliates for {total}.", ("FH-RETALIATE-DAMAGE-1",))]

    # -- end of turn and looting -------------------------------------------------------------------
    def _task_end_turn(self, task: Task) -> list[Event]:
        """FH-TURN-7 Choice: looting, bane, infusions, then conditions expire last."""
        f = self.fig(task.actor)
        if f is None:
            return []
        ev = []
        ch = self.char_of(f.fid)
        if ch is not None:
            ch.discard += ch.selected
            ch.selected = []
            here = [h for h in self.state.loot_tokens + self.state.treasures if h == f.hex]
            if here:
                ev += self._loot(ch, f, here)
        if "bane" in f.conditions and f.conditions["bane"] == f.turns_done + 1:
            del f.conditions["bane"]
            ev.append(Event(f"Bane: {f.name} suffers {COND.BANE_DAMAGE} damage.", ("FH-COND-BANE-1",)))
            self._spawn(Task("damage", target=f.fid, value=COND.BANE_DAMAGE, data={"source": "bane"}),
                        Task("end_turn_finish", actor=f.fid, data=task.data))
            return ev
        return ev + self._task_end_turn_finish(Task("end_turn_finish", actor=f.fid, data=task.data))

    def _task_end_turn_finish(self, task: Task) -> list[Event]:
        f = self.fig(task.actor)
        ev = []
        for el in task.data.get("infuse", []):
            EL.infuse(self.state.elements, el)
            ev.append(Event(f"{el} is infused (strong).", ("FH-ELEMENT-INFUSE-1",)))
        if f is None:
            return ev
        f.turns_done += 1
        f.acting = False
        gone = [c for c, until in f.conditions.items() if until and until <= f.turns_done]
        for c in gone:
            del f.conditions[c]
        if gone:
            ev.append(Event(f"{f.name}'s {', '.join(gone)} ends.", ("FH-COND-TIMING-1", "FH-AMBIG-5")))
        return ev

    def _loot(self, ch: Character, f: Figure, hexes: list[Hex]) -> list[Event]:
        s = self.state
        ev = []
        for h in hexes:
            if h in s.loot_tokens:
                s.loot_tokens.remove(h)
                if s.loot_deck:
                    card = s.loot_deck.pop(0)
                    ch.loot.append(card)
                    ch.stats["loot"] += 1
                    ev.append(Event(f"{ch.name} takes a loot card: {card}.", ("FH-LOOT-ACTION-1",), player=ch.seat))
                    if card == "random-item":
                        iid = IT.random_items()[0]
                        ch.items.append(ItemState(iid))
                        ev.append(Event(f"{ch.name} gains the item {iid}.", ("FH-LOOT-ITEM-1",)))
            elif h in s.treasures:
                s.treasures.remove(h)
                reward = self.board.treasures[h]["reward"]
                ch.gold += reward.get("gold", 0)
                ev.append(Event(f"{ch.name} opens treasure {self.board.treasures[h]['id']}.",
                                ("FH-OVERLAY-TREASURE-1",)))
        return ev

    # -- summons and monsters ----------------------------------------------------------------------
    def _task_summon_turn(self, task: Task) -> list[Event]:
        """FH-SUMMON-ACT-1: Move +0, Attack +0 on its own stats, with the summoner's deck; not in the
        round it was summoned (FH-SUMMON-MONSTER-1 applies the same to character summons)."""
        f = self.fig(task.actor)
        if f is None or f.summoned_round == self.state.round:
            return []
        ev, wounded = self._start_of_turn(f)
        pre = [Task("damage", target=f.fid, value=1, data={"source": "wound"})] if wounded else []
        abilities = [{"move": 0}, {"attack": 0}]
        self._spawn(*pre, Task("auto_turn", actor=f.fid, data={"abilities": abilities, "boost": {}}),
                    Task("end_turn", actor=f.fid))
        return ev

    def _task_monster_set(self, task: Task) -> list[Event]:
        """FH-ACTIVATE-ORDER-1 and FH-ELEM-4: the set consumes once, then each monster acts."""
        s = self.state
        t = task.actor
        # FH-MACT-9: monsters summoned this round act from the next round
        mons = [f for f in s.figures if f.mtype == t and f.kind == "monster" and f.summoned_round != s.round]
        if "only" in task.data:
            mons = [f for f in mons if f.fid in task.data["only"]]
        mons = MON.activation_order(mons)
        if not mons:
            return []
        deck = s.ability_decks[t]
        card = MON.ability_card(t, deck.current)
        boost: dict = {}
        ev = [Event(f"{MON.monster_types()[t]['name']} act: {card['name']}.", ("FH-ACTIVATE-ORDER-1",), kind="turn")]
        for ab in card["abilities"]:
            el = ab.get("consume")
            if el and EL.can_consume(s.elements, el):
                EL.consume(s.elements, el)
                boost = dict(ab.get("boost", {}))
                ev.append(Event(f"The monsters consume {el}.", ("FH-ELEMENT-CONSUME-1",)))
        tasks = [Task("monster_turn", actor=f.fid, data={"boost": boost}) for f in mons]
        tasks.append(Task("end_set", actor=t, data={"infuse": list(card.get("infuse", []))}))
        s.acted.append(f"set:{t}")
        self._spawn(*tasks)
        return ev

    def _task_end_set(self, task: Task) -> list[Event]:
        ev = []
        for el in task.data["infuse"]:
            EL.infuse(self.state.elements, el)
            ev.append(Event(f"The monsters infuse {el}.", ("FH-ELEMENT-INFUSE-1",)))
        return ev

    def _task_monster_turn(self, task: Task) -> list[Event]:
        s = self.state
        f = self.fig(task.actor)
        if f is None:
            return []
        ev, wounded = self._start_of_turn(f)
        pre = [Task("damage", target=f.fid, value=1, data={"source": "wound"})] if wounded else []
        card = MON.ability_card(f.mtype, s.ability_decks[f.mtype].current)
        st = MON.stats(f.mtype, s.level, f.elite)
        abilities = []
        for ab in card["abilities"]:
            ab = dict(ab)
            if "move" in ab:
                ab["move"] = max(0, st["move"] + ab["move"])
            if "attack" in ab:
                ab["attack"] = max(0, st["attack"] + ab["attack"])
            abilities.append(ab)
        self._spawn(*pre, Task("auto_turn", actor=f.fid, data={"abilities": abilities, "boost": task.data["boost"]}),
                    Task("end_turn", actor=f.fid))
        return ev

    def _task_auto_turn(self, task: Task) -> list[Event]:
        """A monster's or summon's turn: the map engineer's planner (monster_ai.plan_turn) finds the
        focus, destination and targets with its explanation; the party's choice among tied options
        is the first one (FH-GEN-1 default). Then each ability runs in order (FH-CARD-ORDER-1)."""
        s = self.state
        f = self.fig(task.actor)
        if f is None:
            return []
        if "stun" in f.conditions:
            return [Event(f"{f.name} is stunned and does nothing.", ("FH-COND-STUN-1",))]
        abilities = [dict(a) for a in task.data["abilities"]]
        boost = task.data.get("boost", {})
        ev: list[Event] = []
        plan = self._plan(f, abilities, ev)
        if plan is None:
            reach, _, _ = MON.attack_profile(abilities, f)
            first_move = next((a for a in abilities if "move" in a), None)
            focus, _ = MON.find_focus(self.board, s, f, reach, s.order, MON.move_mode(first_move))
            return ev + self._launch_auto(f, abilities, boost, {"focus": focus or ""})
        options = plan.pop("options")
        if len(options) > 1:
            # FH-GEN-PARTY-1 / FH-GEN-1: tied options are the party's choice
            seat = next(ch.seat for ch in s.characters if not ch.exhausted)
            s.decision = Decision("party", seat, f.fid, {"abilities": abilities, "boost": boost, "plan": plan,
                                                         "options": options})
            return ev + [Event(f"{f.name} has {len(options)} equally good options: the party chooses.",
                               ("FH-GEN-PARTY-1", "FH-GEN-1"))]
        return ev + self._launch_auto(f, abilities, boost, {**plan, **(options[0] if options else {"focus": ""})})

    def _launch_auto(self, f: Figure, abilities: list[dict], boost: dict, plan: dict) -> list[Event]:
        focus = plan["focus"]
        ev = []
        if not focus:
            ev.append(Event(f"{f.name} finds no focus.", ("FH-FOCUS-NONE-1",)))
        else:
            ev.append(Event(f"{f.name} focuses on {self.fig(focus).name}.",
                            ("FH-FOCUS-MAIN-1", "FH-FOCUS-HAZARD-1", "FH-FOCUS-TIE-1")))
        tasks = [Task("auto_ability", actor=f.fid, target=focus, value=i,
                      data={"abilities": abilities, "boost": boost, "plan": plan}) for i in range(len(abilities))]
        self._spawn(*tasks)
        return ev

    def _party_choice(self, d: Decision, a: Action) -> list[Event]:
        f = self.fig(d.fid)
        option = d.data["options"][a.index]
        ev = [Event(f"The party chooses: {a.text}.", ("FH-GEN-PARTY-1",))]
        return ev + self._launch_auto(f, [dict(x) for x in d.data["abilities"]], dict(d.data["boost"]),
                                      {**d.data["plan"], **option})

    def _plan(self, f: Figure, abilities: list[dict], ev: list[Event]) -> dict | None:
        """Ask monster_ai.plan_turn; None if the planner is unavailable or fails (then the simple
        chooser of monsters.py decides)."""
        s = self.state
        try:
            from . import monster_ai as AI
        except ImportError:
            return None
        move_i = next((i for i, a in enumerate(abilities) if "move" in a), -1)
        attack_i = next((i for i, a in enumerate(abilities) if "attack" in a and i > move_i), -1)
        if attack_i < 0:
            attack_i = next((i for i, a in enumerate(abilities) if "attack" in a), -1)
        mv = abilities[move_i] if move_i >= 0 else {}
        at = abilities[attack_i] if attack_i >= 0 else {}
        order = {key: i for i, key in enumerate(s.order)}

        def initiative(o: Figure) -> float | None:
            if o.kind == "objective":
                return None
            if o.kind == "character":
                return float(self.char(o.owner).initiative)
            if o.kind == "summon":
                return float(self.char(o.owner).initiative)
            key = f"set:{o.mtype}"
            if key in order and s.ability_decks[o.mtype].current >= 0:
                return float(MON.ability_card(o.mtype, s.ability_decks[o.mtype].current)["initiative"])
            return None

        figures = [AI.Figure(id=o.fid, team="characters" if o.kind in ("character", "summon") else "monsters",
                             hex=o.hex, kind=o.kind, initiative=initiative(o),
                             summoner=f"C{o.owner}" if o.kind == "summon" else None,
                             conditions=frozenset(o.conditions), rank="elite" if o.elite else "normal")
                   for o in s.figures]
        ability = AI.Ability(move=max(0, mv.get("move", 0)), attack=bool(at), range=at.get("range", 0),
                             targets=at.get("target", 1), movement="jump" if mv.get("jump") else "normal")
        try:
            result = AI.plan_turn(hexmap(self.board, s), figures, f.fid, ability, scenario_level=s.level)
        except Exception:   # the planner is developed alongside; never let it stop a game
            return None
        for step in result.trace:
            ev.append(Event(step.text, tuple(step.rules), kind="ai"))
        options = []
        for opt in result.options:
            where = f"move to {opt.destination}" if opt.destination != f.hex else "stay"
            text = f"{f.name}: {where}" + (f", attack {', '.join(opt.attacks)}" if opt.attacks else "") + \
                (f" (focus {opt.focus})" if opt.focus else "")
            options.append({"focus": opt.focus or "", "dest": list(opt.destination),
                            "path": [list(h) for h in opt.path], "attacks": list(opt.attacks), "text": text})
        return {"move_index": move_i, "attack_index": attack_i, "options": options}

    def _task_auto_ability(self, task: Task) -> list[Event]:
        s = self.state
        f = self.fig(task.actor)
        if f is None:
            return []
        abilities = task.data["abilities"]
        ab = dict(abilities[task.value])
        for k, v in task.data.get("boost", {}).items():
            if k in ab or (k == "add" and "attack" in ab):
                ab[k] = (list(ab.get(k, [])) + list(v)) if k == "add" else ab[k] + v
        focus = task.target if self.fig(task.target) is not None else ""
        ev: list[Event] = []
        plan = task.data.get("plan", {})
        if "move" in ab and plan.get("move_index") == task.value:
            if "immobilize" in f.conditions or ab["move"] <= 0:
                return ev
            dest = tuple(plan["dest"])
            if dest != f.hex and self.fig(task.actor) is not None:
                path = [tuple(h) for h in plan["path"]][1:]
                ev.append(Event(f"{f.name} moves to {dest}.", ("FH-MONMOVE-CARD-1", "FH-MONMOVE-MIN-1",
                                                               "FH-MONMOVE-RANGED-1", "FH-MMOVE-9")))
                ev += self._relocate(f, dest, path, MON.move_mode(ab))
            return ev
        if "attack" in ab and plan.get("attack_index") == task.value:
            if "disarm" in f.conditions:
                return ev + [Event(f"{f.name} is disarmed.", ("FH-COND-DISARM-1",))]
            ab["range"] = max(1, ab.get("range", 1))
            alive = [t for t in plan["attacks"] if self.fig(t) is not None]
            self._spawn(*[self._attack_task(f, t, ab, True) for t in alive])
            return ev
        if "move" in ab:
            if not focus or "immobilize" in f.conditions or ab["move"] <= 0:
                if "immobilize" in f.conditions:
                    ev.append(Event(f"{f.name} is immobilized.", ("FH-COND-IMMOB-1",)))
                return ev
            reach, targets, has_attack = MON.attack_profile(abilities, f, task.value)
            mode = MON.move_mode(ab)
            dest, path = MON.choose_destination(self.board, s, f, focus, reach, targets, ab["move"], mode,
                                                has_attack and reach > 1)
            if dest != f.hex:
                ev.append(Event(f"{f.name} moves to {dest}.", ("FH-MONMOVE-CARD-1", "FH-MONMOVE-MIN-1",
                                                               "FH-MONMOVE-RANGED-1")))
                ev += self._relocate(f, dest, path, mode)
        elif "attack" in ab:
            if "disarm" in f.conditions:
                return ev + [Event(f"{f.name} is disarmed.", ("FH-COND-DISARM-1",))]
            reach = max(1, ab.get("range", 1))
            if not focus and task.target:   # FH-MACT-4: the focus fell; find a new one from here
                focus, _ = MON.find_focus(self.board, s, f, reach, s.order)
                if focus:
                    ev.append(Event(f"{f.name} focuses anew on {self.fig(focus).name}.", ("FH-MACT-4",)))
            if not focus:
                return ev
            chosen = MON.pick_targets(self.board, s, f, focus, reach, ab.get("target", 1))
            ab["range"] = reach
            self._spawn(*[self._attack_task(f, t, ab, True) for t in chosen])
        elif "shield" in ab or "retaliate" in ab:
            kind = "shield" if "shield" in ab else "retaliate"
            f.bonuses.append(Bonus(kind, ab[kind], "round"))
            ev.append(Event(f"{f.name} gains {kind} {ab[kind]} this round.", ("FH-CARD-BONUS-1",)))
        elif "heal" in ab:
            who = MON.heal_target(self.board, s, f, ab.get("range", 0), s.order)
            if who:
                ev += self._heal(self.fig(who), ab["heal"], f.name)
        elif "grant" in ab:
            ev += self._give_conditions(f, ab["grant"], f)
        elif "summon" in ab:
            ev += self._monster_summon(f, ab)
        elif "loot" in ab:
            ev += self._monster_loot(f, ab["loot"])
        return ev

    def _monster_summon(self, f: Figure, ab: dict) -> list[Event]:
        """FH-MACT-9: an empty hex adjacent to the summoner, as close by range to an enemy as
        possible; ties are the party's (a ``summon_place`` decision answered with PlaceAt)."""
        s = self.state
        t = ab["summon"]
        elite = bool(ab.get("elite", False))
        what = f"{'an elite' if elite else 'a normal'} {MON.monster_types()[t]['name']}"
        m = hexmap(self.board, s)
        foes = [o for o in s.figures if enemies(f, o)]
        hexes = MON.free_neighbour(self.board, s, f.hex)
        if not hexes or not self._free_standees(t):
            why = "no empty adjacent hex" if not hexes else "no free standee"
            return [Event(f"{f.name} cannot summon {what}: {why}.", ("FH-MACT-9",))]
        if foes:
            dist = {h: min(m.range(h, o.hex) for o in foes) for h in hexes}
            hexes = [h for h in hexes if dist[h] == min(dist.values())]
        if len(hexes) > 1:
            seat = next(ch.seat for ch in s.characters if not ch.exhausted)
            s.decision = Decision("summon_place", seat, f.fid, {"mtype": t, "elite": elite,
                                                                 "hexes": [list(h) for h in hexes]})
            return [Event(f"{f.name} summons {what}: {len(hexes)} hexes are equally close to an enemy; "
                          "the party chooses.", ("FH-MACT-9", "FH-GEN-PARTY-1"))]
        return self._place_monster_summon(f, t, elite, hexes[0])

    def _free_standees(self, t: str) -> list[int]:
        s = self.state
        on_map = {o.number for o in s.figures if o.kind == "monster" and o.mtype == t}
        used = set(s.used_standees.get(t, []))
        return [n for n in range(1, MON.monster_types()[t]["standees"] + 1) if n not in used | on_map]

    def _place_monster_summon(self, f: Figure, t: str, elite: bool, at: Hex) -> list[Event]:
        """FH-MACT-9: the summoned monster is an ordinary monster of its type (it drops loot when
        killed and stays when the summoner dies) that acts only from the next round."""
        s = self.state
        if t not in s.ability_decks:   # a type the scenario did not list: its deck joins the game
            n = len(MON.monster_types()[t]["deck"])
            s.ability_decks[t] = MonsterDeck(draw=self.chance.shuffle(f"ability-deck-{t}", list(range(n))))
        s.used_standees.setdefault(t, [])
        number = self.chance.choice(f"standee-{t}", self._free_standees(t))
        s.used_standees[t].append(number)
        st = MON.stats(t, s.level, elite)
        name = f"{'Elite ' if elite else ''}{MON.monster_types()[t]['name']} {number}"
        s.figures.append(Figure(f"{t}-{number}", "monster", name, tuple(at), st["hp"], st["hp"], mtype=t,
                                elite=elite, number=number, shield=st["shield"],
                                immune=list(MON.monster_types()[t].get("immune", [])), summoned_round=s.round))
        return [Event(f"{f.name} summons {name} at {tuple(at)}; it acts from next round.", ("FH-MACT-9",))]

    def _monster_loot(self, f: Figure, reach: int) -> list[Event]:
        """FH-MACT-10: every loot token within range is removed for good; treasures stay."""
        s = self.state
        m = hexmap(self.board, s)
        taken = [h for h in s.loot_tokens if m.range(f.hex, h) <= reach]
        s.loot_tokens = [h for h in s.loot_tokens if h not in taken]
        return [Event(f"{f.name} loots within range {reach}: {len(taken)} loot token(s) removed from the game.",
                      ("FH-MACT-10",))]

    # -- end of round --------------------------------------------------------------------------
    def _task_end_round(self, task: Task) -> list[Event]:
        """FH-ROUND-END-1: effects, reshuffles, round bonuses, short rests, element waning."""
        s = self.state
        ev = [Event(f"End of round {s.round}.", ("FH-ROUND-END-1",), kind="round")]
        decks = [("monster-deck", s.monster_deck), ("ally-deck", s.ally_deck)] + \
            [(f"deck-{ch.fid}", ch.deck) for ch in s.characters]
        for label, deck in decks:
            if deck.reshuffle:
                MOD.shuffle_all(deck, self.chance, label)
                ev.append(Event(f"The {label} is reshuffled (shuffle icon drawn).", ("FH-MOD-SHUFFLE-1",)))
        for t, deck in s.ability_decks.items():
            if deck.current >= 0:
                deck.discard.append(deck.current)
                deck.current = -1
            if deck.reshuffle:
                deck.draw = self.chance.shuffle(f"ability-deck-{t}", deck.draw + deck.discard)
                deck.discard, deck.reshuffle = [], False
                ev.append(Event(f"The {t} ability deck is reshuffled.", ("FH-MOD-SHUFFLE-1",)))
        for f in s.figures:
            gone = [b for b in f.bonuses if b.duration == "round"]
            f.bonuses = [b for b in f.bonuses if b.duration != "round"]
            ch = self.char_of(f.fid)
            for b in gone:
                if ch is not None and b.card and b.card in ch.active and not any(
                        x.card == b.card for x in f.bonuses):
                    ch.active.remove(b.card)
                    (ch.lost if b.lost else ch.discard).append(b.card)
        ev.append(Event("Round bonuses end.", ("FH-CARD-BONUS-1",)))
        rests = [Task("short_rest_offer", value=ch.seat) for ch in s.characters
                 if not ch.exhausted and len(ch.discard) >= 2]
        self._spawn(*rests, Task("round_over"))
        return ev

    def _task_short_rest_offer(self, task: Task) -> list[Event]:
        self.state.decision = Decision("short_rest", task.value)
        return []

    def _short_rest(self, a: ShortRest) -> list[Event]:
        ch = self.char(a.seat)
        if not a.rest:
            return []
        card = self.chance.choice("short-rest", ch.discard)
        self.state.decision = Decision("redraw", a.seat, ch.fid, {"card": card})
        return [Event(f"{ch.name} short rests: {card} would be lost.", ("FH-REST-SHORT-1",), player=a.seat)]

    def _redraw(self, d: Decision, redraw: bool) -> list[Event]:
        ch = self.char(d.seat)
        f = self.fig(ch.fid)
        card = d.data["card"]
        ev = []
        if redraw and len(ch.discard) >= 2:
            f.hp = max(0, f.hp - 1)
            ch.stats["damage"] += 1
            card = self.chance.choice("short-rest", [c for c in ch.discard if c != card])
            ev.append(Event(f"{ch.name} suffers 1 damage and loses {card} instead.", ("FH-REST-SHORT-2",)))
        ch.discard.remove(card)
        ch.lost.append(card)
        ch.hand += ch.discard
        ch.discard = []
        ev.append(Event(f"{ch.name} loses {card} and takes the rest back.", ("FH-REST-SHORT-1",), player=d.seat))
        if f.hp <= 0:
            ev += self._die(f, "")
        return ev

    def _task_round_over(self, task: Task) -> list[Event]:
        s = self.state
        EL.wane(s.elements)
        ev = [Event("Elements wane.", ("FH-ELEMENT-WANE-1",))]
        rooms = {r for r in self.board.rooms.values() if r}
        if rooms <= set(s.revealed_rooms) and not any(f.kind in ("monster", "objective") for f in s.figures):
            ev.append(Event("The scenario goal is met at the end of the round.", ("FH-GOAL-SCEN-1",)))
            return ev + self._end_scenario(True)
        return ev + self._start_round()

    # -- the end ---------------------------------------------------------------------------------
    def _end_scenario(self, won: bool) -> list[Event]:
        """FH-COMPLETE-* on a win; FH-LOST-CHOICE-1 default (return to Frosthaven) on a loss."""
        s = self.state
        s.queue, s.decision, s.turn = [], None, None
        ev = []
        rate = gold_per_coin(s.level)
        for ch in s.characters:
            ch.gold += rate * sum(LOOT.coins(c) for c in ch.loot)
        if won:
            s.phase = "won"
            ev.append(Event("Scenario completed: loot converted to resources and gold.", ("FH-COMPLETE-LOOT-1",),
                            kind="won"))
            for ch in s.characters:
                if ch.goal and goal_achieved(self, ch):
                    goal = next(g for g in load_yaml("battle_goals.yaml")["goals"] if g["id"] == ch.goal)
                    ch.checkmarks = min(18, ch.checkmarks + goal["checks"])
                    ev.append(Event(f"{ch.name} achieves the battle goal: +{goal['checks']} checkmark(s).",
                                    ("FH-GOAL-REWARD-1", "FH-COMPLETE-GOALS-1"), player=ch.seat))
            s.inspiration += 4 - len(s.characters)
            ev.append(Event(f"The party gains {4 - len(s.characters)} inspiration.", ("FH-COMPLETE-INSPIRE-1",)))
        else:
            s.phase = "lost"
            ev.append(Event("Every character is exhausted: the scenario is lost; no battle goal checkmarks.",
                            ("FH-EXHAUST-ALL-1", "FH-GOAL-REWARD-1", "FH-LOST-CHOICE-1"), kind="lost"))
        return ev


@cache
def _merged_rules() -> RulesReference:
    from importlib import resources

    from floe_widgets.core.rulebook import rules_for

    ours = list(rules_for(Frosthaven))
    extra = resources.files(CONTENT).joinpath("rules_scenario.yaml")
    if extra.is_file():
        theirs = RulesReference.from_yaml_text(extra.read_text(encoding="utf-8"))
        known = {r.id for r in theirs}
        ours = [r for r in ours if r.id not in known] + list(theirs)
    return RulesReference(ours)


_COND_RULE = {"regenerate": "REGEN", "ward": "WARD", "invisible": "INVIS", "strengthen": "STRENGTHEN",
              "wound": "WOUND", "brittle": "BRITTLE", "bane": "BANE", "poison": "POISON", "immobilize": "IMMOB",
              "disarm": "DISARM", "impair": "IMPAIR", "stun": "STUN", "muddle": "MUDDLE"}


def goal_achieved(game: Frosthaven, ch: Character) -> bool:
    """Check a sample battle goal at the end of the scenario (content/battle_goals.yaml)."""
    goal = next(g for g in load_yaml("battle_goals.yaml")["goals"] if g["id"] == ch.goal)
    f = game.fig(ch.fid)
    st, v = ch.stats, goal["value"]
    return {
        "kills_at_least": lambda: st["kills"] >= v,
        "loot_at_least": lambda: st["loot"] >= v,
        "no_long_rest": lambda: st["long_rests"] == 0,
        "long_rests_at_most": lambda: st["long_rests"] <= v,
        "kills_at_most": lambda: st["kills"] <= v,
        "hp_at_least_half": lambda: f is not None and 2 * f.hp >= f.max_hp,
        "never_negated": lambda: st["negated"] == 0,
        "not_exhausted": lambda: not ch.exhausted,
        "lost_at_most": lambda: len(ch.lost) <= v,
        "damage_taken_at_most": lambda: st["damage"] <= v,
    }[goal["check"]]()
