"""Downtime (FH-DOWNTIME-*): level up, take perks, retire, create a character, craft, brew, sell -- per
character, in any order (FH-DOWNTIME-ORDER-1)."""

from __future__ import annotations

from collections.abc import Iterable

from floe_widgets.core import Event
from floe_widgets.i18n import message

from ..scenario import cards as C
from ..scenario import perks as PERKS
from ..scenario.names import figure_name, listed, name_term, said
from . import campaign as CP
from . import content as K
from .state import CampaignState, Hero
from .town import can_pay, cost_text, operational, pay, unlock_building

MAX_LEVEL = 9
SECOND_QUEST = 15            # FH-DOWNTIME-RETIRE-1: inspiration for a second personal quest
POTION = "potion:"
CP_MATERIALS = ("lumber", "metal", "hide")


def quest_name(qid: str) -> str:
    """A personal quest by its name, as a person reads it ("The Long Road", not its id)."""
    return name_term(K.quest(qid)["name"])


def hero(s: CampaignState, seat: int) -> Hero | None:
    return next((h for h in s.characters if h.seat == seat), None)


def new_hero(seat: int, cls: str, gold: int, quest: str, perk_marks: int = 0) -> Hero:
    cards = [c["id"] for c in C.classes()[cls]["cards"] if str(c["level"]) in ("1", "X")]
    return Hero(seat, cls, K.class_name(cls), level=CP.STARTING_LEVEL, gold=gold, perk_marks=perk_marks,
                quest=quest, max_hp=C.max_hp(cls, CP.STARTING_LEVEL), materials={m: 0 for m in CP_MATERIALS},
                cards=cards)



# -- classes ------------------------------------------------------------------------------------------
def offered_classes(s: CampaignState, crossover: bool) -> list[str]:
    """FH-GEN-CLASSES-1 / FH-VARIANT-CROSS-1: unlocked Frosthaven classes, plus Gloomhaven ones with
    the crossover variant, minus those a living character already plays (FH-CHAR-UNIQUE-1)."""
    pool = class_pool(s, crossover)
    taken = {h.cls for h in s.characters}
    return [c for c in pool if c not in taken]


def class_pool(s: CampaignState, crossover: bool) -> list[str]:
    """Every class a new character may pick, living ones included (cards.available_classes)."""
    return C.available_classes([c for c in s.unlocked_classes if c in C.locked_classes()], crossover)


def why_not_create(s: CampaignState, seat: int, cls: str, keep: int, crossover: bool) -> tuple[str, str] | None:
    if hero(s, seat) is not None:
        return "FH-GEN-PLAYERS-1", message('Player {n} already has a character; one character per player.',
                                           n=seat + 1)
    if cls not in C.classes():
        return "FH-GEN-CLASSES-1", message("There is no class {cls!r}.", cls=cls)
    if any(h.cls == cls for h in s.characters):
        return "FH-CHAR-UNIQUE-1", message('A living {cls} already exists; one character per class.',
                                           cls=K.class_name(cls))
    if cls in K.crossover_classes() and not crossover:
        return "FH-VARIANT-CROSS-1", message('The {cls} comes from Gloomhaven: only with the crossover variant.',
                                             cls=K.class_name(cls))
    if cls not in s.unlocked_classes and cls not in K.crossover_classes():
        return "FH-GEN-CLASSES-1", message('The {cls} class is still locked.', cls=K.class_name(cls))
    if keep not in ((0, 1) if len(s.quest_deck) >= 2 else (0,)):
        return "FH-CHAR-PQ-1", message("Keep one of the two personal quests drawn (0 or 1).")
    return None


def create(s: CampaignState, seat: int, cls: str, keep: int) -> list[Event]:
    """FH-DOWNTIME-CREATE-1: 10 x prosperity + 20 gold, a bonus perk mark per retired character of
    this player, two personal quests drawn and one kept (FH-CHAR-PQ-1)."""
    quest = ""
    if s.quest_deck:
        quest, s.quest_deck = CP.personal_quests(s.quest_deck, keep)
    gold = CP.new_character_gold(s.prosperity)
    bonus = s.retired_by_seat.get(seat, 0)
    s.characters.append(new_hero(seat, cls, gold, quest, bonus))
    s.characters.sort(key=lambda h: h.seat)
    values = {"n": seat + 1, "cls": K.class_name(cls), "gold": gold,
              "quest": quest_name(quest) if quest else message("(none left)")}
    told = message('Player {n} creates a new {cls} with {gold} gold, {bonus} bonus perk mark and personal quest '
                   '{quest}.', plural='Player {n} creates a new {cls} with {gold} gold, {bonus} bonus perk marks and '
                   'personal quest {quest}.', how_many=bonus, bonus=bonus, **values)
    return [Event(told,
                  ("FH-DOWNTIME-CREATE-1", "FH-CHAR-UNIQUE-1", "FH-CHAR-PQ-1"), player=seat)]


# -- level up -----------------------------------------------------------------------------------------
def prosperity_level(prosperity: int) -> int:
    """The level every character may reach through the town's prosperity (sample reading: half the
    prosperity, rounded up)."""
    return min(MAX_LEVEL, -(-prosperity // 2))


def can_level(h: Hero, prosperity: int = 0) -> bool:  # pragma: no mutate (every caller gives the prosperity)
    """FH-DOWNTIME-LEVEL-1: the XP threshold of the next level is reached, or prosperity raises it."""
    if h.level >= MAX_LEVEL:
        return False
    return h.xp >= K.xp_threshold(h.level + 1) or h.level < prosperity_level(prosperity)


def level_up(h: Hero) -> list[Event]:
    """FH-DOWNTIME-LEVEL-1: +1 level, +1 perk mark, the new level's max HP, a card of the new level."""
    h.level += 1
    raised = h.xp < K.xp_threshold(h.level)
    h.xp = max(h.xp, K.xp_threshold(h.level))    # raised by prosperity: the XP moves up to the threshold
    h.perk_marks += 1
    h.max_hp = C.max_hp(h.cls, h.level)
    new = [c["id"] for c in C.classes()[h.cls]["cards"] if str(c["level"]) == str(h.level) and c["id"] not in h.cards]
    gained = ""
    if new:
        h.cards.append(new[0])
        gained = message(", and gains card {card}", card=name_term(C.card_name(new[0])))
    how = message(" through the town's prosperity") if raised else ""
    return [Event(message('{name} reaches level {level}{how}: max HP {max_hp}, +1 perk mark{gained}.',
                          name=figure_name(h.name), level=h.level, how=how, max_hp=h.max_hp, gained=gained),
                  ("FH-DOWNTIME-LEVEL-1",), player=h.seat)]


# -- personal quests and retirement -----------------------------------------------------------------------
def why_not_take_perk(h: Hero, pid: str) -> str | None:
    """FH-CHAR-PERK-1: a perk costs one perk mark and must be one of the class's perks, taken no
    more often than its uses (and removing only cards the deck still holds)."""
    if h.perk_marks <= 0:
        return message('{name} has no perk mark left to spend.', name=figure_name(h.name))
    return PERKS.check_perks(h.cls, [*h.perks, pid])


def take_perk(h: Hero, pid: str) -> list[Event]:
    """FH-CHAR-PERK-1 / FH-GOAL-PERK-1: one perk mark buys one perk; the scenario engine applies the
    perks to the character's attack modifier deck at setup."""
    h.perk_marks -= 1
    h.perks.append(pid)
    perk = name_term(PERKS.perk(h.cls, pid)['text'])
    told = message('{name} takes the perk "{text}" ({perk_marks} perk mark left).',
                   plural='{name} takes the perk "{text}" ({perk_marks} perk marks left).', how_many=h.perk_marks,
                   name=figure_name(h.name), text=perk, perk_marks=h.perk_marks)
    return [Event(told,
                  ("FH-CHAR-PERK-1", "FH-GOAL-PERK-1"), player=h.seat)]


def quest_done(h: Hero) -> bool:
    return bool(h.quest) and h.quest_progress >= K.quest(h.quest)["target"]


def advance_quest(h: Hero, tracked: str, amount: int) -> None:
    if h.quest and K.quest(h.quest)["tracks"] == tracked:
        h.quest_progress += amount


def why_not_retire(s: CampaignState, h: Hero, second: bool) -> str | None:
    if not quest_done(h):
        target = K.quest(h.quest)["target"] if h.quest else 0
        return message("{name}'s personal quest is not complete ({quest_progress}/{target}).",
                       name=figure_name(h.name), quest_progress=h.quest_progress, target=target)
    if second and s.inspiration < SECOND_QUEST:
        return message('A second quest costs {cost} inspiration; the party has {inspiration}.',
                       cost=SECOND_QUEST, inspiration=s.inspiration)
    if second and not s.quest_deck:
        return message("No personal quest is left for a second one.")
    return None


def retire(s: CampaignState, h: Hero, second: bool) -> list[Event]:
    """FH-DOWNTIME-RETIRE-1: open the quest's envelope, +2 prosperity, record; optionally 15 inspiration
    completes a second personal quest as well."""
    rules = ("FH-DOWNTIME-RETIRE-1",)
    quests = [h.quest]
    if second:
        s.inspiration -= SECOND_QUEST
        quests.append(s.quest_deck.pop(0))
    ev = [Event(message('{name} retires, having completed {quests}.',
                        name=figure_name(h.name), quests=listed(quest_name(q) for q in quests)), rules,
                        kind="retire", player=h.seat)]
    for qid in quests:
        unlock = K.quest(qid)["unlock"]
        if "building" in unlock:
            ev += unlock_building(s, unlock["building"], rules)
        if "class" in unlock and unlock["class"] not in s.unlocked_classes:
            s.unlocked_classes.append(unlock["class"])
            ev.append(Event(message('Completing {quest} unlocks the {cls} class.',
                                    quest=quest_name(qid), cls=K.class_name(unlock['class'])),
                            rules + ("FH-GEN-CLASSES-1",)))
    if second:
        ev.append(Event(message("{cost} inspiration spent on a second personal quest (inspiration {inspiration}).",
                                cost=SECOND_QUEST, inspiration=s.inspiration),
                        rules))
    s.prosperity += 2
    ev.append(Event(message('Prosperity +2 (now {prosperity}).', prosperity=s.prosperity), rules))
    s.retirements.append(f"{h.name} (player {h.seat + 1}, level {h.level}, quest {'+'.join(quests)})")
    s.retired_by_seat[h.seat] = s.retired_by_seat.get(h.seat, 0) + 1
    s.characters.remove(h)
    return ev


# -- crafting, brewing, selling ------------------------------------------------------------------------
def why_not_craft(s: CampaignState, h: Hero, iid: str) -> tuple[str, str] | None:
    if not operational(s, K.data()["craftsman"]):
        return "FH-DOWNTIME-CRAFT-1", message("Crafting needs an operational Craftsman.")
    if iid not in {i["id"] for i in K.data()["items"]}:
        return "FH-DOWNTIME-CRAFT-1", message("The Craftsman has no recipe for {item!r}.", item=iid)
    it = K.item(iid)
    if not can_pay(h.materials, it["recipe"]):
        return "FH-DOWNTIME-CRAFT-1", message('{name} lacks the materials ({cost}).',
                                              name=figure_name(h.name), cost=cost_text(it['recipe']))
    if not can_pay(s.herbs, it["herbs"]):
        return "FH-DOWNTIME-CRAFT-1", message('The town lacks the herbs ({cost}).', cost=cost_text(it['herbs']))
    return None


def craft(s: CampaignState, h: Hero, iid: str) -> list[Event]:
    """FH-DOWNTIME-CRAFT-1: the character's own materials plus the town's herbs."""
    it = K.item(iid)
    pay(h.materials, it["recipe"])
    pay(s.herbs, it["herbs"])
    h.items.append(iid)
    return [Event(message('{name} crafts {item} from {cost}.',
                          name=figure_name(h.name), item=name_term(it['name']),
                          cost=cost_text({**it['recipe'], **it['herbs']})),
                  ("FH-DOWNTIME-CRAFT-1",), player=h.seat)]


def why_not_brew(s: CampaignState, first: str, second: str) -> str | None:
    if not operational(s, K.data()["alchemist"]):
        return message("Brewing needs an operational Alchemist.")
    if first == second or K.potion(first, second) is None:
        return message("Brewing takes two different herbs.")
    if not can_pay(s.herbs, {first: 1, second: 1}):
        return message('The town lacks the herbs ({first} and {second}).', first=said(first), second=said(second))
    return None


def brew(s: CampaignState, h: Hero, first: str, second: str) -> list[Event]:
    """FH-DOWNTIME-BREW-1: 2 herbs; the pair's window on the alchemy chart is revealed."""
    pay(s.herbs, {first: 1, second: 1})
    pair = K.herb_pair(first, second)
    new = pair not in s.alchemy
    if new:
        s.alchemy.append(pair)
        s.alchemy.sort()
    h.items.append(POTION + pair)
    seen = (message(", revealing its window on the alchemy chart") if new
            else message(" (its window on the alchemy chart was already revealed)"))
    return [Event(message('{name} brews {potion} from {first} and {second}{seen}.',
                          name=figure_name(h.name), potion=name_term(K.potion(first, second)), first=said(first),
                          second=said(second),
                          seen=seen),
                  ("FH-DOWNTIME-BREW-1",), player=h.seat)]


def sale_price(iid: str) -> int:
    """FH-DOWNTIME-SELL-1: crafted items sell for 2 gold per material (campaign.sell_price)."""
    if iid.startswith(POTION):
        return CP.sell_price(materials=2)
    it = K.item(iid)
    return CP.sell_price(materials=sum(it["recipe"].values()) + sum(it["herbs"].values()))


def sell(h: Hero, iid: str) -> list[Event]:
    h.items.remove(iid)
    price = sale_price(iid)
    h.gold += price
    return [Event(message('{name} sells {item} for {price} gold.',
                          name=figure_name(h.name), item=K.item_name(iid), price=price), ("FH-DOWNTIME-SELL-1",),
                          player=h.seat)]


def pairs(herbs: Iterable[str]) -> list[tuple[str, str]]:
    names = sorted(herbs)
    return [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
