"""Every count a reader reads agrees with its noun: "1 villager is sown", "2 villagers are sown" (wording only:
the rules these lines follow are named by the tests of their steps)."""

from __future__ import annotations

from floe_widgets import games, i18n
from floe_widgets.games.floe_2024.actions import Convert, VisitVillage
from floe_widgets.games.floe_2024.economy import gain_resource

from .helpers import choose, ctx, edit, me, new, refusal, said


def sown(count: int) -> str:
    g = edit(new(2), lambda s: [s.villagers.update(shop=count, tavern=0, springs=0, workshop=0, academy=0),
                                s.players[0].res.update(pearl=1)])
    return next(text for text, _ in said(g.apply(VisitVillage("shop"))) if "sown" in text)


def test_one_villager_is_sown_and_two_villagers_are_sown() -> None:
    assert sown(1) == "1 villager is sown clockwise: Shop 0, Tavern 1, Hot Springs 0, Workshop 0, Academy 0"
    assert sown(2) == "2 villagers are sown clockwise: Shop 0, Tavern 1, Hot Springs 1, Workshop 0, Academy 0"


def returned(crystals: int, option: str) -> str:
    g = edit(new(2), lambda s: setattr(s.players[0], "crystals", crystals))
    g.apply(VisitVillage("academy"))
    return said(choose(g, option))[0][0]


def test_the_academy_returns_one_crystal_or_three_crystals() -> None:
    assert returned(1, "クリスタル1: レベルアップ") == "Return 1 Crystal to the general supply"
    assert returned(3, "クリスタル3: 1/2") == "Return 3 Crystals to the general supply"


def drawn(deck: int) -> list[str]:
    def left(s):
        s.objective_used, s.objective_deck = [], s.objective_deck[:deck]
    g = edit(new(2), lambda s: [left(s), s.players[0].res.update(mushroom=1)])
    g.apply(VisitVillage("springs"))
    return [text for text, _ in said(choose(g, g.state.pending[-1].options[0])) if text.startswith("Draw")]


def test_hot_springs_draws_one_secret_objective_or_two() -> None:
    assert drawn(1) == ["Draw 1 secret objective"]
    assert drawn(2) == ["Draw 2 secret objectives"]


def test_a_resource_past_its_limit_comes_as_one_bubble_or_two() -> None:
    g = edit(new(1), lambda s: s.players[0].res.update(pearl=1, bubble=2))
    assert said(g.apply(Convert("pearl")))[2][0] == "Pearl is at its limit: 1 of it comes as a Bubble instead"
    g = new(1)   # a stone on space 2 holds 1 Pearl: of 3 gained at once, 2 come as Bubbles
    rules = ctx(g)
    gain_resource(rules, me(g), "pearl", 3)
    assert said(rules.events)[1][0] == "Pearl is at its limit: 2 of it come as Bubbles instead"


def test_the_summary_counts_one_player_or_two() -> None:
    assert new(1).describe().startswith("Floe (2024), 1 player, round 1, seat 1 to play")
    assert new(2).describe().startswith("Floe (2024), 2 players, round 1, seat 1 to play")


def test_a_save_that_worded_an_option_otherwise_still_loads() -> None:
    g = edit(new(2), lambda s: setattr(s.players[0], "crystals", 1))
    g.apply(VisitVillage("academy"))
    saved = g.to_json()
    assert '"{cost} Crystal: the {space} action"' in saved
    older = saved.replace('"{cost} Crystal: the {space} action"', '"{cost} Crystals: the {space} action"')
    assert games.load(older).state.pending[-1].options == g.state.pending[-1].options


def test_a_space_costs_one_pearl_or_two_pearls() -> None:
    def shop(stone: int, pearls: int):
        return edit(new(2), lambda s: [s.players[0].stones.update(pearl=stone), s.players[0].res.update(pearl=pearls)])
    paid = [text for text, _ in said(shop(2, 1).apply(VisitVillage("shop"))) if text.startswith("Pay")]
    assert paid == ["Pay 1 Pearl"]
    paid = [text for text, _ in said(shop(3, 2).apply(VisitVillage("shop"))) if text.startswith("Pay")]
    assert paid == ["Pay 2 Pearls"]
    assert refusal(shop(3, 1), VisitVillage("shop"))[1].startswith(
        "You cannot pay the cost of the Shop: it needs 2 Pearls and you have 1 ")
    assert refusal(shop(2, 0), VisitVillage("shop"))[1].startswith(
        "You cannot pay the cost of the Shop: it needs 1 Pearl and you have 0 ")
    with i18n.speaking("ja"):
        refused = i18n.text(shop(3, 1).why_not(VisitVillage("shop"))[1])
    assert refused.startswith("店のコストを払えない: 真珠2が必要で、今は1")
