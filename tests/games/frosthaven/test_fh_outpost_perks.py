"""Perks in the campaign: a perk mark earned from checkmarks is spent in downtime on one of the
class's perks (TakePerk), and the scenario engine builds the character's modifier deck with it."""

from __future__ import annotations

from collections import Counter

import pytest

from floe_widgets.core import IllegalAction, RandomBot
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.outpost.actions import ChooseScenario, EndDowntime, TakePerk
from floe_widgets.games.frosthaven.scenario import perks as PERKS
from tests.games.frosthaven.outpost_helpers import campaign, report, run_steps


def _downtime_with_marks(checkmarks: tuple[int, ...]):
    c = campaign(2, seed=5)
    c.apply(ChooseScenario(1))
    c.apply(report(c, True, checkmarks=checkmarks))
    return run_steps(c, "downtime")


def _deck_counts(game, seat: int) -> Counter:
    d = game.state.characters[seat].deck
    return Counter(d.draw + d.discard)


@pytest.mark.rule("FH-CHAR-PERK-1", "FH-GOAL-PERK-1")
def test_three_checkmarks_buy_a_perk_that_the_scenario_deck_holds() -> None:
    c = _downtime_with_marks((3, 0))
    hero = c.state.characters[0]
    assert (hero.checkmarks, hero.perk_marks, hero.perks) == (3, 1, [])
    adding = next(p for p in PERKS.perks(hero.cls) if p["add"] and not p["remove"])
    before = _deck_counts(c.scenario_game(1, seed=1), 0)
    assert TakePerk(0, adding["id"]) in c.legal_actions()
    c.apply(TakePerk(0, adding["id"]))
    assert (hero := c.state.characters[0]).perks == [adding["id"]] and hero.perk_marks == 0
    game = c.scenario_game(1, seed=1)
    assert game.options["perks"] == {"0": [adding["id"]]}
    after = _deck_counts(game, 0)
    assert after - before == Counter(adding["add"])
    assert _deck_counts(game, 1) == _deck_counts(c.scenario_game(1, seed=1), 1)   # the other character: no perk


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_a_removing_perk_takes_its_cards_out_of_the_scenario_deck() -> None:
    c = _downtime_with_marks((6, 0))
    hero = c.state.characters[0]
    assert hero.perk_marks == 2
    removing = next(p for p in PERKS.perks(hero.cls) if p["remove"] and not p["add"])
    before = _deck_counts(c.scenario_game(1, seed=1), 0)
    c.apply(TakePerk(0, removing["id"]))
    after = _deck_counts(c.scenario_game(1, seed=1), 0)
    assert before - after == Counter(removing["remove"]) and not after - before


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_no_perk_without_a_perk_mark() -> None:
    c = _downtime_with_marks((2, 0))
    hero = c.state.characters[0]
    assert hero.perk_marks == 0
    pid = PERKS.perks(hero.cls)[0]["id"]
    assert not any(isinstance(a, TakePerk) for a in c.legal_actions())
    before = c.to_json()
    with pytest.raises(IllegalAction) as err:
        c.apply(TakePerk(0, pid))
    assert err.value.rule_id == "FH-CHAR-PERK-1" and "no perk mark" in str(err.value)
    assert c.to_json() == before


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_a_perk_beyond_its_uses_or_of_another_class_is_refused() -> None:
    c = _downtime_with_marks((6, 0))
    hero = c.state.characters[0]
    once = next(p for p in PERKS.perks(hero.cls) if p["uses"] == 1)
    c.apply(TakePerk(0, once["id"]))
    assert c.state.characters[0].perk_marks == 1
    for bad in (TakePerk(0, once["id"]), TakePerk(0, "no-such-perk")):
        assert bad not in c.legal_actions()
        before = c.to_json()
        with pytest.raises(IllegalAction) as err:
            c.apply(bad)
        assert err.value.rule_id == "FH-CHAR-PERK-1"
        assert c.to_json() == before
    c.apply(EndDowntime(0))
    with pytest.raises(IllegalAction) as err:   # downtime over for that character
        c.apply(TakePerk(0, PERKS.perks(hero.cls)[0]["id"]))
    assert err.value.rule_id == "FH-DOWNTIME-ORDER-1"


def test_perks_survive_save_and_load(tmp_path) -> None:
    c = _downtime_with_marks((3, 3))
    pid = PERKS.perks(c.state.characters[1].cls)[0]["id"]
    c.apply(TakePerk(1, pid))
    path = tmp_path / "campaign.json"
    c.save(path)
    loaded = type(c).load(path)
    assert loaded.state.characters[1].perks == [pid]
    assert loaded.scenario_game(1, seed=0).options["perks"] == {"1": [pid]}


@pytest.mark.rule("FH-CHAR-PERK-1", "FH-DOWNTIME-LEVEL-1")
def test_random_campaigns_spend_marks_on_valid_perks_the_scenario_engine_accepts() -> None:
    taken = 0
    for seed in range(3):
        c = FrosthavenCampaign(players=2, seed=seed, weeks=10)
        bot = RandomBot(seed)
        while not c.is_over:
            c.apply(bot.choose(c))
            for h in c.state.characters:
                assert h.perk_marks >= 0 and PERKS.check_perks(h.cls, h.perks) is None
        taken += sum(len(h.perks) for h in c.state.characters)
        game = c.scenario_game(1, seed=seed)   # perks as an option of the scenario engine
        heroes = sorted(c.state.characters, key=lambda h: h.seat)
        assert game.options["perks"] == ({str(i): h.perks for i, h in enumerate(heroes) if h.perks} or None)
    assert taken > 0
