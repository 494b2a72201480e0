"""The loot deck (FH-LOOT-*): built from the scenario's loot table and the sub-decks."""

from __future__ import annotations

from floe_widgets.core import Chance

from .book import load_yaml

MATERIALS = ("lumber", "metal", "hide")
HERBS = ("arrowvine", "axenut", "corpsecap", "flamefruit", "rockroot", "snowthistle")


def subdecks() -> dict[str, list[str]]:
    """The sub-decks as card names: money cards read 'coin-N'."""
    data = load_yaml("loot.yaml")
    decks = {"money": [f"coin-{n}" for n in data["money"]["coins"]]}
    for name, count in data["materials"].items():
        decks[name] = [name] * count
    for name, count in data["herbs"].items():
        decks[name] = [name] * count
    decks["random_item"] = ["random-item"] * data["random_item"]
    return decks


def build(table: dict[str, int], chance: Chance, label: str = "loot-deck") -> list[str]:
    """FH-LOOT-DECK-1: draw the table's count at random from each sub-deck, then shuffle them together."""
    decks = subdecks()
    cards: list[str] = []
    for name, count in table.items():
        source = decks[name]
        if count > len(source):
            raise ValueError(f"the {name} loot deck has only {len(source)} cards")
        cards += chance.sample(f"{label}-{name}", source, count)
    return chance.shuffle(label, cards)


def coins(card: str) -> int:
    return int(card.split("-")[1]) if card.startswith("coin-") else 0


def resource(card: str) -> bool:
    """A material or herb card (kept as a resource, FH-COMPLETE-LOOT-1); not money or the random item."""
    return card in MATERIALS or card in HERBS
