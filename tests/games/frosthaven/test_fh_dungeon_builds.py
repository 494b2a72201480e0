"""A random dungeon is kept as the id of its cards: the seed decides the id, and the id alone builds the
same map every time (a save holds only the id)."""

from __future__ import annotations

import pytest

from floe_widgets.core import SetupError
from floe_widgets.games.frosthaven.scenario import dungeon as DG
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_each_seed_draws_its_own_dungeon_and_always_the_same() -> None:
    ids = [DG.draw_for_seed(seed) for seed in range(12)]
    assert ids == [DG.draw_for_seed(seed) for seed in range(12)]
    assert len(set(ids)) >= 10
    assert Frosthaven(players=2, seed=5, scenario="random-dungeon").options["scenario"] == ids[5]


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
@pytest.mark.parametrize("sid", ["dungeon:r5-r3-r8:s6-s1-s8", "dungeon:r2-r7-r1:s3-s5-s2"])
def test_a_dungeon_built_anew_from_its_id_is_the_same_map(sid: str) -> None:
    kept = DG.scenario_entry(sid)
    DG.scenario_entry.cache_clear()            # build it again from the id alone
    again = DG.scenario_entry(sid)
    assert again is not kept
    assert again == kept
    assert again["tiles"] == kept["tiles"] and again["monsters"] == kept["monsters"]


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_an_unknown_card_in_a_dungeon_id_is_named() -> None:
    with pytest.raises(SetupError) as info:
        DG.parse_id("dungeon:r1-r2-r99:s1-s2-s3")
    assert "names r99, not among the room cards r1, r2," in info.value.reason
    with pytest.raises(SetupError) as info:
        DG.parse_id("dungeon:r1-r2-r3:s1-s2-s99")
    assert "names s99, not among the setup cards s1, s2," in info.value.reason


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
@pytest.mark.parametrize(("sid", "said"), [
    ("dungeon:r1-r98-r99:s1-s2-s3",
     "names r98, r99, not among the room cards r1, r2, r3, r4, r5, r6, r7, r8."),
    ("dungeon:r1-r2-r3:s1-s98-s99",
     "names s98, s99, not among the setup cards s1, s2, s3, s4, s5, s6, s7, s8."),
])
def test_every_unknown_card_is_named_beside_the_cards_there_are(sid: str, said: str) -> None:
    with pytest.raises(SetupError) as info:
        DG.parse_id(sid)
    assert info.value.rule_id == "FH-VARIANT-DUNGEON-1" and info.value.reason.endswith(said)


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_a_dungeon_id_that_is_no_text_is_refused_with_the_form_it_takes() -> None:
    with pytest.raises(SetupError) as info:
        DG.parse_id(5)
    assert "reads 'dungeon:rA-rB-rC:sX-sY-sZ'" in info.value.reason and info.value.reason.endswith("not 5.")
