"""The item carrying limits in play (FH-ITEM-LIMIT-1): 1 head, 1 body, 1 feet, up to 2 one-hand items or
1 two-hand item, and up to ceil(level/2) small items.

A random item drawn in play (FH-LOOT-ITEM-1) that the character cannot carry beside what it carries is
still gained (the party owns it), but it stays out of play this scenario: never offered, refused by name,
and the event says why.  A position set by hand whose character carries more than the limits allow does
not load, and every class's own items, as the game sets them up, are within the limits.
"""

from __future__ import annotations

import pytest
from fh_helpers import begin_turn, finish_turn, new_game

from floe_widgets.core import IllegalAction
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario import items as IT
from floe_widgets.games.frosthaven.scenario.actions import UseItem
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.frosthaven.scenario.state import ItemState
from floe_widgets.games.frosthaven.widgets.scenario_widget import party_html
from floe_widgets.i18n import speaking, text
from tests.core.position_saves import edited, loads_as_it_was, refusal

HANDS = "a character carries at most two one-hand items or one two-hand item"


def _warden_loots_the_random_item(carrying: list[str], draw: str, level: int = 1) -> tuple[Frosthaven, list[str]]:
    """The Warden (seat 0) of ``level``, carrying ``carrying``, ends a turn on a loot token whose card is the
    random item, and the random item deck gives ``draw``: the game and the texts of the turn's events."""
    g = new_game(character_level=level)
    warden = g.char(0)
    warden.items = [ItemState(i) for i in carrying]
    g.state.loot_tokens = [g.fig("C0").hex]
    g.state.loot_deck = ["random-item"]
    g.set_position(g.state)
    g.chance.fix("random-item", draw)
    begin_turn(g, 0, "warden-01", "bottom", basic=True)
    finish_turn(g)
    return g, [e.text for e in g.events()]


def _offered_on_the_next_turn(g: Frosthaven, item: str) -> tuple[bool, tuple[str, str]]:
    """Whether ``item`` is among the options when the Warden's next turn starts, and the refusal of using it."""
    begin_turn(g, 0, "warden-02", "top")
    offered = UseItem(item) in g.legal_actions()
    before = g.to_json()
    with pytest.raises(IllegalAction) as info:
        g.apply(UseItem(item))
    assert g.to_json() == before
    return offered, (info.value.rule_id, info.value.reason)


@pytest.mark.rule("FH-ITEM-LIMIT-1", "FH-LOOT-ITEM-1")
def test_a_two_hand_item_drawn_with_full_hands_is_gained_but_not_carried() -> None:
    g, said = _warden_loots_the_random_item(["bark-helm", "oak-buckler", "rime-spear", "healing-draught"],
                                            "war-maul")
    assert g.char(0).items[-1] == ItemState("war-maul", "uncarried")
    i = said.index("Ironbark Warden draws War Maul from the random item deck.")
    assert said[i + 1] == ("Ironbark Warden gains War Maul but cannot carry it into play this scenario: "
                           "a character carries at most two one-hand items or one two-hand item.")
    event = next(e for e in g.events() if e.text == said[i + 1])
    assert event.rules == ("FH-LOOT-ITEM-1", "FH-ITEM-LIMIT-1") and event.player == 0
    with speaking("ja"):
        assert text(event.text) == ("鉄樹皮の番人は戦槌を得るが、このシナリオには持ち込めない: "
                                    "キャラクターが装備できるのは片手のアイテム2つまでか両手のアイテム1つ。")
    assert "War Maul (not carried)" in party_html(g)   # the party panel says it too
    with speaking("ja"):
        assert "戦槌(未装備)" in party_html(g)
    assert _offered_on_the_next_turn(g, "war-maul") == (False, (
        "FH-ITEM-LIMIT-1", "Ironbark Warden owns War Maul but could not carry it into play this scenario."))


@pytest.mark.rule("FH-ITEM-LIMIT-1", "FH-LOOT-ITEM-1")
def test_a_two_hand_item_drawn_with_free_hands_is_carried() -> None:
    g, said = _warden_loots_the_random_item(["bark-helm", "healing-draught"], "war-maul")
    assert g.char(0).items[-1] == ItemState("war-maul")
    assert "Ironbark Warden draws War Maul from the random item deck." in said
    assert not any("cannot carry" in t for t in said)


@pytest.mark.rule("FH-ITEM-LIMIT-1", "FH-LOOT-ITEM-1")
@pytest.mark.parametrize(("level", "carrying", "why"), [
    (1, ["healing-draught"], "a level-1 character carries at most 1 small item"),
    (2, ["healing-draught"], "a level-2 character carries at most 1 small item"),
    (3, ["healing-draught", "coral-charm"], "a level-3 character carries at most 2 small items"),
    (5, ["healing-draught", "coral-charm", "thaw-salve"], "a level-5 character carries at most 3 small items"),
])
def test_a_small_item_beyond_half_the_level_rounded_up_is_not_carried(level: int, carrying: list[str],
                                                                      why: str) -> None:
    g, said = _warden_loots_the_random_item(["oak-buckler", *carrying], "lucky-coin", level)
    assert g.char(0).items[-1] == ItemState("lucky-coin", "uncarried")
    assert f"Ironbark Warden gains Lucky Coin but cannot carry it into play this scenario: {why}." in said
    assert _offered_on_the_next_turn(g, "lucky-coin")[1][0] == "FH-ITEM-LIMIT-1"


@pytest.mark.rule("FH-ITEM-LIMIT-1", "FH-LOOT-ITEM-1")
@pytest.mark.parametrize(("level", "carrying"), [(3, ["healing-draught"]), (5, ["healing-draught", "coral-charm"])])
def test_a_small_item_within_half_the_level_rounded_up_is_carried_and_usable(level: int, carrying: list[str]) -> None:
    g, said = _warden_loots_the_random_item(["oak-buckler", *carrying], "lucky-coin", level)
    assert g.char(0).items[-1] == ItemState("lucky-coin") and not any("cannot carry" in t for t in said)
    begin_turn(g, 0, "warden-02", "top")
    assert UseItem("lucky-coin") in g.legal_actions()   # a heal, offered as the turn starts


@pytest.mark.rule("FH-ITEM-LIMIT-1", "FH-LOOT-ITEM-1")
def test_a_second_body_item_drawn_is_not_carried() -> None:
    g, said = _warden_loots_the_random_item(["padded-vest", "oak-buckler"], "seal-cloak")
    assert g.char(0).items[-1] == ItemState("seal-cloak", "uncarried")
    assert ("Ironbark Warden gains Seal Cloak but cannot carry it into play this scenario: "
            "a character carries only one body item.") in said


@pytest.mark.rule("FH-ITEM-LIMIT-1", "FH-LOOT-ITEM-1")
def test_an_item_left_out_of_play_takes_no_room_from_the_next_one() -> None:
    g, _ = _warden_loots_the_random_item(["oak-buckler"], "war-maul")
    assert g.char(0).items[-1] == ItemState("war-maul", "uncarried")
    g.state.loot_tokens, g.state.loot_deck = [g.fig("C0").hex], ["random-item"]
    g.chance.fix("random-item", "rime-spear")
    begin_turn(g, 0, "warden-03", "bottom", basic=True)
    finish_turn(g)
    assert g.char(0).items[-2:] == [ItemState("war-maul", "uncarried"), ItemState("rime-spear")]


def _set_by_hand(level: int = 1) -> Frosthaven:
    game = new_game(character_level=level)
    game.set_position(game.state)
    return game


def _carrying(items: list[str], state: str = "ready"):
    return lambda s: s["characters"][0].__setitem__("items", [{"item": i, "state": state} for i in items])


@pytest.mark.rule("FH-ITEM-LIMIT-1")
@pytest.mark.parametrize(("level", "items", "why"), [
    (1, ["bark-helm", "ember-hood"], "a character carries only one head item"),
    (1, ["padded-vest", "heavy-plate"], "a character carries only one body item"),
    (1, ["swift-boots", "swift-boots"], "a character carries only one feet item"),   # the one feet item, twice
    (1, ["war-maul", "oak-buckler"], HANDS),
    (1, ["oak-buckler", "rime-spear", "war-maul"], HANDS),
    (1, ["healing-draught", "coral-charm"], "a level-1 character carries at most 1 small item"),
    (4, ["healing-draught", "coral-charm", "lucky-coin"], "a level-4 character carries at most 2 small items"),
])
def test_a_position_carrying_beyond_the_limits_does_not_load(level: int, items: list[str], why: str) -> None:
    error = refusal(Frosthaven, edited(_set_by_hand(level), _carrying(items)))
    assert error.path == "initial.state.characters[0].items"
    assert "FH-ITEM-LIMIT-1" in error.message and why in error.message


@pytest.mark.rule("FH-ITEM-LIMIT-1")
@pytest.mark.parametrize(("level", "items"), [
    (5, ["healing-draught", "coral-charm", "lucky-coin"]),
    (1, ["bark-helm", "heavy-plate", "swift-boots", "oak-buckler"]),
    (1, ["bark-helm", "heavy-plate", "swift-boots", "oak-buckler", "rime-spear", "healing-draught"]),
    (1, ["war-maul", "thaw-salve"]),
])
def test_a_position_carrying_within_the_limits_loads(level: int, items: list[str]) -> None:
    doc = edited(_set_by_hand(level), _carrying(items))
    assert [i.item for i in Frosthaven.from_dict(doc).char(0).items] == items


@pytest.mark.rule("FH-ITEM-LIMIT-1")
def test_a_position_may_own_items_beyond_the_limits_that_are_not_carried() -> None:
    def edit(s):
        s["characters"][0]["items"] += [{"item": "ember-hood", "state": "uncarried"},
                                        {"item": "war-maul", "state": "uncarried"}]
    game = Frosthaven.from_dict(edited(_set_by_hand(), edit))
    assert [(i.item, i.state) for i in game.char(0).items][-2:] == [("ember-hood", "uncarried"),
                                                                    ("war-maul", "uncarried")]
    error = refusal(Frosthaven, edited(_set_by_hand(), _carrying(["bark-helm", "no-such-item"])))
    assert error.path == "initial.state.characters[0].items"


@pytest.mark.rule("FH-ITEM-LIMIT-1")
@pytest.mark.parametrize("cls", C.class_ids())
def test_every_class_s_own_items_as_set_up_are_within_the_limits_at_level_1(cls: str) -> None:
    other = next(c for c in C.class_ids() if c != cls)
    game = Frosthaven(players=2, seed=0, classes=[cls, other], character_level=1)
    assert [i.item for i in game.char(0).items] == C.classes()[cls]["items"]
    game.set_position(game.state)
    loads_as_it_was(game)   # loading asks the position check, limits included


@pytest.mark.rule("FH-LOOT-ITEM-1", "FH-ITEM-LIMIT-1")
def test_an_item_gained_but_not_carried_is_owned_and_leaves_the_random_item_deck() -> None:
    g, _ = _warden_loots_the_random_item(["oak-buckler", "healing-draught"], "war-maul")
    assert g.char(0).items[-1] == ItemState("war-maul", "uncarried")
    g.char(1).items += [ItemState(i) for i in IT.random_items() if i != "war-maul"]   # the rest owned too
    g.state.loot_tokens, g.state.loot_deck = [g.fig("C0").hex], ["random-item"]
    seen = len(g.events())
    begin_turn(g, 0, "warden-03", "bottom", basic=True)
    finish_turn(g)
    assert "The random item deck is empty: no item." in [e.text for e in g.events()[seen:]]


@pytest.mark.rule("FH-ITEM-LIMIT-1")
@pytest.mark.parametrize(("items", "why"), [
    (["bark-helm", "ember-hood"], "a character carries only one head item"),
    (["swift-boots", "swift-boots"], "a character carries only one feet item"),
])
def test_a_position_beyond_the_limits_says_the_limit_word_for_word(items: list[str], why: str) -> None:
    error = refusal(Frosthaven, edited(_set_by_hand(), _carrying(items)))
    assert error.message == f"items within the carrying limits (FH-ITEM-LIMIT-1: {why})"


@pytest.mark.rule("FH-LOOT-ITEM-1")
def test_the_item_loot_card_gives_nothing_when_the_party_owns_every_item_its_deck_holds() -> None:
    g = new_game()
    g.char(1).items = [*g.char(1).items, *(ItemState(i, "uncarried") for i in IT.random_items())]
    g.state.loot_tokens = [g.fig("C0").hex]
    g.state.loot_deck = ["random-item"]
    g.set_position(g.state)
    owned = [list(c.items) for c in g.state.characters]
    begin_turn(g, 0, "warden-01", "bottom", basic=True)
    finish_turn(g)
    said = [(e.text, e.rules) for e in g.events()]
    i = said.index(("Ironbark Warden takes a loot card: random item.", ("FH-LOOT-ACTION-1",)))
    assert said[i + 1] == ("The random item deck is empty: no item.", ("FH-LOOT-ITEM-1",))
    assert [list(c.items) for c in g.state.characters] == owned
