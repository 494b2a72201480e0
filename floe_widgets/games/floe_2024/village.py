"""The Village turn (村のターン): place the hero, villagers' Warmth and sowing, costs, the six spaces,
Secret Objectives, and the familiar's building rows."""

from __future__ import annotations

from floe_widgets.i18n import Term, message

from . import data as C
from .context import Ctx
from .economy import HEALING_OPTIONS, advance_stone, ask_level_up, capacity, gain, gain_half, gain_potion, gain_warmth
from .quests import progress
from .state import VILLAGE, Player

#: clockwise order of the grey spaces (FLOEJA-VIL-SOW-2: Workshop between Hot Springs and Academy).
GREY = ("shop", "tavern", "springs", "workshop", "academy")
SPACES = GREY + ("healing",)
PAID_WITH = {"shop": "pearl", "tavern": "kelp", "springs": "mushroom", "workshop": "wood"}
MAX_VILLAGERS = 3
OBJECTIVE_HAND = 4


def can_pay(p: Player, space: str) -> bool:
    """The '?' cost: the marker must sit at its highest allowed place (FLOEJA-VIL-COST-2, FLOEJA-MISSING-27)."""
    if space not in PAID_WITH:
        return True
    track = PAID_WITH[space]
    return p.res[track] == capacity(p, track)


def cost_refusal(p: Player, space: str) -> tuple[str, str] | None:
    if space == "academy":
        return None
    if not can_pay(p, space):
        track = PAID_WITH[space]
        return ("FLOEJA-MISSING-27",
                message("You cannot pay the cost of the {space}: it needs {need} and you have {have} "
                        "(a reading: a space is used only if its whole cost is paid).", language="ja",
                        space=C.term(space), need=C.amount_of(track, capacity(p, track)), have=p.res[track]))
    return None


def place_hero(ctx: Ctx, p: Player, space: str) -> None:
    """Steps 1-3 of a Village turn (FLOEJA-VIL-STEPS-1)."""
    p.location = f"{VILLAGE}:{space}"
    ctx.say("The hero goes to the {space}", ("FLOEJA-VIL-PLACE-1", "FLOEJA-VIL-STEPS-1"), space=C.term(space))
    if space in GREY:
        villagers_warmth_and_sow(ctx, p, space)
    if space in PAID_WITH:
        pay_space(ctx, p, space)
    resolve_space(ctx, p, space)


def villagers_warmth_and_sow(ctx: Ctx, p: Player, space: str) -> None:
    s = ctx.state
    n = s.villagers[space]
    if n:
        gain_warmth(ctx, p, n, ("FLOEJA-VIL-WARMTH-1",))
    s.villagers[space] = 0
    i = GREY.index(space)
    for _ in range(n):
        i = (i + 1) % len(GREY)
        while s.villagers[GREY[i]] >= MAX_VILLAGERS:   # a full space is skipped (FLOEJA-VIL-SOW-1)
            i = (i + 1) % len(GREY)
        s.villagers[GREY[i]] += 1
    if n:
        where = C.all_of([message("{what} {amount}", language="ja", what=C.term(g), amount=s.villagers[g])
                          for g in GREY])
        ctx.say("{n} villager is sown clockwise: {where}", ("FLOEJA-VIL-SOW-1", "FLOEJA-VIL-SOW-2"),
                plural="{n} villagers are sown clockwise: {where}", how_many=n, n=n, where=where)


def pay_space(ctx: Ctx, p: Player, space: str) -> None:
    track = PAID_WITH[space]
    spent, p.res[track] = p.res[track], 0
    ctx.say("Pay {amount}", "FLOEJA-VIL-COST-2", amount=C.amount_of(track, spent))


def resolve_space(ctx: Ctx, p: Player, space: str) -> None:
    """The space's effect; the four '?' spaces first advance their track's stone (FLOEJA-VIL-COST-2)."""
    s = ctx.state
    if space in PAID_WITH:
        advance_stone(ctx, p, PAID_WITH[space], ("FLOEJA-VIL-COST-2",))
    if space == "healing":
        ctx.ask("healing", HEALING_OPTIONS)
    elif space == "shop":
        ctx.ask("item", [C.term(i) for i in s.items])
    elif space == "tavern":
        release_cube(ctx, p)
        ctx.ask("gift", [message("{card}: {benefit}", language="ja", card=C.term(c), benefit=C.benefit_text(g))
                          for c in s.tavern for g in C.card(c)["gifts"]])
    elif space == "springs":
        ctx.ask("quest", [C.term(q) for q in s.quests])
    elif space == "workshop":
        ctx.ask("buildings", [message("{a} / {b}", language="ja", a=C.term(t), b=C.term(b)) for t, b in s.workshop])
    elif space == "academy":
        ask_academy(ctx, p, [])
    if space == "shop":
        progress(ctx, p, "shop")


def release_cube(ctx: Ctx, p: Player) -> None:
    """The lowest cube leaves the Warmth track (FLOEJA-TAVERN-CUBE-1); none left: skipped (FLOEJA-MISSING-27)."""
    if p.cubes_released >= 4:
        ctx.say("No cube left on the Warmth track", "FLOEJA-MISSING-27")
        return
    p.cubes_released += 1
    ctx.say("A cube is freed from the Warmth track: the Warmth limit is now {value}", "FLOEJA-TAVERN-CUBE-1",
            value=4 + p.cubes_released)


# -- the pending choices of the village --------------------------------------------------------------
def heal(ctx: Ctx, p: Player, index: int) -> None:
    """Healing House: +4 Warmth, or +2 Warmth and a potion (FLOEJA-HEAL-CHOICE-1)."""
    gain_warmth(ctx, p, 4 if index == 0 else 2, ("FLOEJA-HEAL-CHOICE-1",))
    if index == 1:
        gain_potion(ctx, p, 1, ("FLOEJA-HEAL-CHOICE-1",))


def take_item(ctx: Ctx, p: Player, index: int) -> None:
    s = ctx.state
    item = s.items.pop(index)
    p.items.append(item)
    if s.item_deck:
        s.items.insert(index, s.item_deck.pop(0))
    ctx.say("Take the item {item}", ("FLOEJA-SHOP-TAKE-1", "FLOEJA-MISSING-10"), item=C.term(item))
    from .economy import flip_items

    flip_items(ctx, p)


def take_gift(ctx: Ctx, p: Player, index: int) -> None:
    """One gift of one patron; that card goes under the Tavern deck (FLOEJA-TAVERN-GIFT-1)."""
    s = ctx.state
    card_index, gift = divmod(index, 2)
    card = s.tavern.pop(card_index)
    s.tavern_deck.append(card)
    s.tavern.insert(card_index, s.tavern_deck.pop(0))
    spec = C.card(card)["gifts"][gift]
    ctx.say("Gift of the {card}: {spec}",
            ("FLOEJA-TAVERN-GIFT-1", "FLOEJA-MISSING-13"), card=C.term(card), spec=C.benefit_text(spec))
    gain(ctx, p, spec, ("FLOEJA-TAVERN-GIFT-1",))


def take_quest(ctx: Ctx, p: Player, index: int) -> None:
    """One Ally Quest at a time; the old one goes under the deck (FLOEJA-SPRING-REPLACE-1)."""
    s = ctx.state
    quest = s.quests.pop(index)
    if p.quest is not None:
        s.quest_deck.append(p.quest)
        ctx.say("The previous Ally Quest {quest} goes under the deck",
                "FLOEJA-SPRING-REPLACE-1", quest=C.term(p.quest))
    p.quest, p.feather = quest, 0
    if s.quest_deck:
        s.quests.insert(index, s.quest_deck.pop(0))
    ctx.say("Take the Ally Quest {quest}: its feather goes to the far left",
            ("FLOEJA-SPRING-QUEST-1", "FLOEJA-SPRING-OBJ-1"), quest=C.term(quest))
    gain_objective(ctx, p)


def gain_objective(ctx: Ctx, p: Player) -> None:
    """Draw 2, then discard 1 (2 if the hand would pass 4) face up under the deck (FLOEJA-SPRING-OBJ-1,
    FLOEJA-SPRING-HAND-1)."""
    s = ctx.state
    drawn = 0
    for _ in range(2):
        if not s.objective_deck:
            s.objective_deck = ctx.chance.shuffle("objectives", s.objective_used)
            s.objective_used = []
            ctx.say("The secret objective deck is shuffled", "FLOEJA-SPRING-OBJ-1")
        if s.objective_deck:
            p.objectives.append(s.objective_deck.pop(0))
            drawn += 1
    ctx.say("Draw {drawn} secret objective", ("FLOEJA-SPRING-OBJ-1", "FLOEJA-SPRING-HAND-1"),
            plural="Draw {drawn} secret objectives", how_many=drawn, drawn=drawn)
    ask_objective_discard(ctx, p, max(1, len(p.objectives) - OBJECTIVE_HAND) if drawn else 0)


def ask_objective_discard(ctx: Ctx, p: Player, count: int) -> None:
    if count > 0:
        ctx.ask("objective", [objective_text(o) for o in p.objectives], count=count,
                seat=p.seat)  # pragma: no mutate (a choice's seat is kept, never read)


def objective_text(card: str) -> str:
    goals = [C.components()["goals"][g] for g in C.card(card)["goals"]]
    return Term(ja=" / ".join(g["ja"] for g in goals), en=" / ".join(g["en"] for g in goals))


def discard_objective(ctx: Ctx, p: Player, index: int, count: int) -> None:
    card = p.objectives.pop(index)
    ctx.state.objective_used.append(card)
    ctx.say("One secret objective goes face up under the deck", ("FLOEJA-SPRING-OBJ-1",
                                                                  "FLOEJA-SPRING-HAND-1"))
    ask_objective_discard(ctx, p, count - 1)


def take_buildings(ctx: Ctx, p: Player, index: int) -> None:
    s = ctx.state
    top, bottom = s.workshop.pop(index)
    p.buildings.append([top, bottom])
    if s.top_stack and s.bottom_stack:
        s.workshop.insert(index, [s.top_stack.pop(0), s.bottom_stack.pop(0)])
    ctx.say("Take a building column: {top} / {bottom}", ("FLOEJA-WORK-TAKE-1", "FLOEJA-MISSING-15"),
            top=C.term(top), bottom=C.term(bottom))


END_ACADEMY = Term(ja="アカデミーを終える", en="Leave the Academy")
NO_SECOND_ACTION = Term(ja="行わない", en="Do not take it")


def academy_options(p: Player, done: list[str]) -> list[str]:
    """Each of the three effects at most once per visit (FLOEJA-ACAD-ONCE-1)."""
    out = []
    if "level" not in done and p.crystals >= 1:
        out.append(Term(ja="クリスタル1: レベルアップ", en="1 Crystal: Level Up"))
    if "remote" not in done:
        for space in PAID_WITH:
            cost = capacity(p, PAID_WITH[space])
            if p.crystals >= cost:
                out.append(message("{cost} Crystal: the {space} action", plural="{cost} Crystals: the {space} action",
                                   how_many=cost, language="ja", cost=cost, space=C.term(space)))
    if "half" not in done and p.crystals >= 3:
        out.append(Term(ja="クリスタル3: 1/2勝利ポイント", en="3 Crystals: half Victory Point"))
    return out + [END_ACADEMY]


def ask_academy(ctx: Ctx, p: Player, done: list[str]) -> None:
    ctx.ask("academy", academy_options(p, done), done=list(done))


def academy(ctx: Ctx, p: Player, option: str, done: list[str]) -> None:
    if option == END_ACADEMY:
        return
    cost = int(option.split(":")[0].removeprefix("クリスタル"))
    p.crystals -= cost
    ctx.say("Return {cost} Crystal to the general supply", "FLOEJA-VIL-COST-3",
            plural="Return {cost} Crystals to the general supply", how_many=cost, cost=cost)
    if "レベルアップ" in option:
        done = done + ["level"]
        ask_academy(ctx, p, done)
        ctx.say("Academy: Level Up", "FLOEJA-ACAD-LEVEL-1")
        ask_level_up(ctx, p)
    elif "1/2" in option:
        ask_academy(ctx, p, done + ["half"])
        gain_half(ctx, p, ("FLOEJA-ACAD-HALF-1",))
    else:
        space = next(sp for sp in PAID_WITH if C.ja(sp) in option)
        ask_academy(ctx, p, done + ["remote"])
        ctx.say("Academy: the {space} action without moving the hero",
                ("FLOEJA-ACAD-REMOTE-1", "FLOEJA-MISSING-28"), space=C.term(space))
        resolve_space(ctx, p, space)


# -- the familiar in the village -------------------------------------------------------------------
def activate_row(ctx: Ctx, p: Player, row: str) -> None:
    """Every tile of the row once (FLOEJA-FAMVIL-PLACE-1); no Warmth (FLOEJA-FAM-VIL-1)."""
    p.familiar_spot = row
    start = C.components()["buildings"]["start"][row]
    ctx.say("The familiar activates the building's {row}",
            ("FLOEJA-FAMVIL-PLACE-1", "FLOEJA-FAM-VIL-1", "FLOEJA-MISSING-15"), row=C.term(row))
    if row == "top":
        ctx.say("Starting building, top tile: Level Up and a Bubble", "FLOEJA-FAMVIL-TOP-1")
        tops = [C.card(t)["gain"] for t, _ in p.buildings]
        gain(ctx, p, {k: v for k, v in start.items()},
             ("FLOEJA-FAMVIL-TOP-1",))  # pragma: no mutate (its Level Up and Bubble cite no rule of their own)
        ask_top_tile(ctx, p, tops)
    else:
        for _, bottom in p.buildings:
            gain(ctx, p, C.card(bottom)["gain"], ("FLOEJA-FAMVIL-PLACE-1",))
        ctx.say("Starting building, bottom tile: one more village action",
                "FLOEJA-FAMVIL-BOTTOM-1")
        gain(ctx, p, {k: v for k, v in start.items()}, ("FLOEJA-FAMVIL-BOTTOM-1",))


def can_pay_top_tile(p: Player) -> bool:
    """A bought top tile's benefit costs 2 Bubbles (FLOEJA-FAMVIL-TOP-1)."""
    return p.res["bubble"] >= 2


def ask_top_tile(ctx: Ctx, p: Player, tops: list[dict]) -> None:
    """Offer the last of the bought top tiles ``tops`` for 2 Bubbles (FLOEJA-FAMVIL-TOP-1); the others are offered
    one by one after it is answered, each only while 2 Bubbles are left to pay with."""
    if tops and can_pay_top_tile(p):
        spec = tops[-1]
        ctx.ask("top-tile", [message("2 Bubbles: {benefit}", language="ja", benefit=C.benefit_text(spec)),
                             Term(ja="使わない", en="Do not use it")], spec=spec, rest=tops[:-1])


def second_village_options(p: Player) -> list[str]:
    return [C.term(sp) for sp in SPACES if cost_refusal(p, sp) is None] + [NO_SECOND_ACTION]


def ask_second_village(ctx: Ctx, p: Player) -> None:
    ctx.ask("second-village", second_village_options(p))


def second_village(ctx: Ctx, p: Player, option: str) -> None:
    if option == NO_SECOND_ACTION:
        return
    space = next(sp for sp in SPACES if C.ja(sp) == option)
    ctx.say("A second village action", "FLOEJA-FAMVIL-BOTTOM-1")
    place_hero(ctx, p, space)
