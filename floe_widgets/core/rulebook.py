"""The rules reference: every rule id a game cites, explained in our own words.

Each game ships ``content/rules.yaml``, a list of entries::

    - id: IAI-MOVE-PATH-1
      title: "paying for a move"                # optional: a few words of what it is about (a button's label)
      section: "Taking your turn > Move"        # where the rulebook says it
      text: "Moving costs 1 AP per tile ..."      # our explanation
      reading: "..."                              # optional: the reading we adopted (AMBIG)

A ``title``, ``text`` or ``reading`` is also a message id: where the catalogue of the reader's language has it
(floe_widgets/locale), the explanation is shown in that language.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from floe_widgets.i18n import N_, tr

from .content_files import parse_yaml
from .errors import FormatError

#: Rules of the kit itself, cited by the base class.
CORE_RULES = {
    "CORE-NOT-LEGAL": (N_("Engine"), N_("Only the actions listed as legal right now can be taken.")),
    "CORE-GAME-OVER": (N_("Engine"), N_("Once the game has ended no further actions are taken.")),
    "CORE-ACTION-TYPES": (N_("Engine"), N_("Each part of an action is of the kind the action declares: a whole "
                                           "number is not true/false or a decimal, a name is a short text.")),
    "CORE-PLAYERS": (N_("Engine"), N_("Each game is played by the number of players its rulebook allows.")),
    "CORE-OPTIONS": (N_("Engine"), N_("A game accepts only the options it knows.")),
    "CORE-SUPPLY": (N_("Engine"), N_("You cannot take more pieces than the supply holds.")),
}


@dataclass(frozen=True)
class Rule:
    id: str
    text: str
    section: str = ""
    reading: str = ""
    title: str = ""

    def short(self) -> str:
        """A few words of what the rule is about, in the reader's language: its title, else the last part of
        its rulebook section, else its id."""
        if self.title:
            return tr(self.title)
        return tr(self.section).split(">")[-1].strip() if self.section else self.id

    def explain(self) -> str:
        """The explanation in the reader's language (English where the catalogue has no translation)."""
        out = tr(self.text)
        if self.reading:
            out += "\n\n" + tr("Our reading: {reading}", reading=tr(self.reading))
        if self.section:
            out += "\n\n" + tr("(Rulebook: {section})", section=tr(self.section))
        return out


class RulesReference:
    """Rule id -> :class:`Rule`, searchable."""

    def __init__(self, rules: list[Rule]) -> None:
        self._rules = {r.id: r for r in rules}
        for rid, (section, text) in CORE_RULES.items():
            self._rules.setdefault(rid, Rule(rid, text, section))

    @classmethod
    def from_yaml_text(cls, text: str) -> RulesReference:
        data = parse_yaml(text)
        if not isinstance(data, list):
            raise FormatError("a rules reference is a list of entries")
        rules = []
        for i, entry in enumerate(data):
            if not isinstance(entry, dict) or not isinstance(entry.get("id"), str) or not entry.get("text"):
                raise FormatError("each rule needs an 'id' and a 'text'", f"[{i}]")
            rules.append(Rule(entry["id"], str(entry["text"]).strip(), str(entry.get("section", "")),
                              str(entry.get("reading", "")).strip(), str(entry.get("title", "")).strip()))
        return cls(rules)

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._rules

    def __getitem__(self, rule_id: str) -> Rule:
        return self._rules[rule_id]

    def __iter__(self):
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def ids(self) -> set[str]:
        return set(self._rules)

    def explain(self, rule_id: str) -> str:
        rule = self._rules.get(rule_id)
        return rule.explain() if rule else f"{rule_id}: no explanation recorded."

    def short(self, rule_id: str) -> str:
        """A few words of what ``rule_id`` is about (:meth:`Rule.short`; the id for a rule not recorded)."""
        rule = self._rules.get(rule_id)
        return rule.short() if rule else rule_id

    def search(self, words: str) -> list[Rule]:
        """Rules whose id, section or text contain every word (case-insensitive)."""
        terms = words.lower().split()
        return [r for r in self._rules.values()
                if all(t in f"{r.id} {r.section} {r.text} {r.reading} {r.explain()}".lower() for t in terms)]


@cache
def _load(anchor: str, name: str) -> RulesReference:
    return RulesReference.from_yaml_text(resources.files(anchor).joinpath(name).read_text(encoding="utf-8"))


def rules_for(game_cls: Any) -> RulesReference:
    if game_cls.rules_file is None:
        return RulesReference([])
    return _load(*game_cls.rules_file)
