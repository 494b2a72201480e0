"""Variants: solo play, permanent death, and perks chosen at setup."""

from __future__ import annotations

from collections import Counter

import pytest
from fh_helpers import new_game, texts

from floe_widgets.core import SetupError
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import SelectCards, TakeDamage
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


@pytest.mark.rule("FH-AMBIG-13", "FH-VARIANT-SOLO-1")
def test_solo_play_uses_the_solo_level_and_one_player_is_pointed_at_it() -> None:
    with pytest.raises(SetupError) as info:
        Frosthaven(players=1)
    assert info.value.rule_id == "FH-AMBIG-13" and "solo=True" in info.value.reason
    g = Frosthaven(players=2, solo=True, character_level=3)
    assert g.state.level == 2 and len(g.state.characters) == 2     # ceil((3 + 1) / 2)
    assert Frosthaven(players=2, character_level=3).state.level == 1   # not solo: the given default
    assert Frosthaven(players=3, solo=True, character_level=4).state.level == 3
    assert Frosthaven(players=2, solo=True, character_level=3, level=5).state.level == 5   # given wins
    assert Frosthaven(players=2, solo=True, character_level=9).state.level == 5


@pytest.mark.rule("FH-AMBIG-13")
def test_a_solo_game_saves_and_replays() -> None:
    g = Frosthaven(players=2, seed=5, solo=True)
    for _ in range(40):
        if g.is_over:
            break
        g.apply(g.legal_actions()[0])
    back = Frosthaven.from_json(g.to_json())
    assert back.state == g.state and back.options["solo"] is True


def _falls(g):
    """Character 1 suffers 99 damage and does not negate it."""
    g.run_only(TK.DamageTask(target="C0", value=99, source=""), TK.EndRoundTask())
    return g.apply(TakeDamage())


@pytest.mark.rule("FH-VARIANT-PERMADEATH-1", "FH-EXHAUST-HP-1")
def test_permanent_death_kills_at_zero_hit_points_but_not_by_cards() -> None:
    g = new_game(permadeath=True)
    events = _falls(g)
    assert g.char(0).dead and g.char(0).exhausted and "dies permanently" in texts(events)
    assert g.scenario_result()["died"] == (True, False)
    g = new_game()
    _falls(g)
    assert g.char(0).exhausted and not g.char(0).dead
    g = new_game(permadeath=True)                               # exhausted by cards: alive
    ch = g.char(1)
    ch.hand, ch.discard = ch.hand[:1], []
    g.apply(SelectCards(0, *g.char(0).hand[:2]))
    assert g.char(1).exhausted and not g.char(1).dead


@pytest.mark.rule("FH-CHAR-PERK-1", "FH-ITEM-EQUIP-1")
def test_chosen_perks_change_the_characters_modifier_deck_at_setup() -> None:
    plain = Frosthaven(players=2, seed=1)
    g = Frosthaven(players=2, seed=1, perks={0: ["drop-minus-two", "heavy-swing"]})
    before, after = Counter(plain.char(0).deck.draw), Counter(g.char(0).deck.draw)
    assert before["-2"] == 1 and after["-2"] == 0 and after["+0"] == before["+0"] + 1
    assert after["+2"] == before["+2"] + 1 and after["-1"] == before["-1"] - 1
    assert Counter(g.char(1).deck.draw) == Counter(plain.char(1).deck.draw)
    assert sum(after.values()) == sum(before.values())
    with pytest.raises(SetupError) as info:
        Frosthaven(players=2, perks={0: ["heavy-swing", "heavy-swing"]})    # used more often than allowed
    assert info.value.rule_id == "FH-CHAR-PERK-1"
    back = Frosthaven.from_json(g.to_json())
    assert back.state == g.state
