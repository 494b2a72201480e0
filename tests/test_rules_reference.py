"""Every game's rules reference explains every rule id of its shared checklist."""

from __future__ import annotations

import pytest

from floe_widgets import games
from tests.conftest import RULE_FILES, detailed_rule_ids, shared_rule_ids

CHECKLIST = {pkg: filename for filename, pkg in RULE_FILES.items()}


def package(name: str) -> str:
    return games.REGISTRY[name].split(":")[0].split(".")[2]


@pytest.mark.parametrize("name", games.available())
def test_reference_covers_the_shared_checklist(name: str) -> None:
    checklist = CHECKLIST[package(name)]
    ids = shared_rule_ids(checklist) + [i for i in detailed_rule_ids(checklist) if not i.startswith("TC-")]
    if not ids:
        pytest.skip("../shared/rules is not present here")
    reference = games.game_class(name).rules()
    missing = [i for i in ids if i not in reference]
    assert not missing, f"{len(missing)} ids without an explanation: {missing[:20]}"


@pytest.mark.parametrize("name", games.available())
def test_every_entry_explains_in_words(name: str) -> None:
    for rule in games.game_class(name).rules():
        assert len(rule.text.split()) >= 3, rule.id


@pytest.mark.parametrize("name", games.available())
def test_cited_rule_ids_are_explained(name: str) -> None:
    """Events of a seeded random game cite only ids the reference explains."""
    from floe_widgets.core import RandomBot

    game = games.new(name, seed=5)
    reference = game.rules()
    bot = RandomBot(5)
    cited = set()
    for _ in range(400):
        if game.is_over:
            break
        for event in game.apply(bot.choose(game)):
            cited.update(event.rules)
    unknown = sorted(r for r in cited if r not in reference)
    assert not unknown, f"events cite unexplained ids: {unknown}"
