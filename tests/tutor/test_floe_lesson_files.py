"""The Floe lessons, converted from Python to files, keep their positions, actions and texts.

``data/floe_lessons.json`` was recorded from the Python lessons (``data/record_lessons.py``) before they were
removed: for every step, a digest of the starting game's ``to_json()``, the expected and "show me" actions,
its texts and rule ids; for every quiz, its question, options, answers and explanation.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floe_widgets.tutor.lesson_file import load_lesson

from .data.record_lessons import record

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "tutorials" / "floe" / "lessons"
RECORDED = json.loads((Path(__file__).with_name("data") / "floe_lessons.json").read_text(encoding="utf-8"))

#: expected actions the Python lesson listed but that are never legal in that step (no file can name them)
NEVER_LEGAL = {("02_the_village.yaml", 6): [{"kind": "choose", "option": "merit:any:1"}]}
#: hints that named a button by internal ids (the file names it as the button does, in a person's words)
REWORDED_HINTS = {
    ("02_the_village.yaml", 3): ["*Tavern: Bika Swiftgaze, benefit 1*."],
    ("02_the_village.yaml", 5): ["*Hot Springs: take Sneaky Sam*."],
    ("02_the_village.yaml", 7): ["*Extra actions*: *Trade with the north trader: sell Chitterbox*."],
    ("03_cave_battles.yaml", 2): ["*Battle* group: *Use the ally Hilda Shieldmaiden in the battle*."],
    ("03_cave_battles.yaml", 3): ["*Assign die 3 to Snow Boots*."],
    ("03_cave_battles.yaml", 7): ["*Use the sword potion for its Battle icons*, then *Continue the battle*."],
    ("04_floe_stones_quests_and_scoring.yaml", 4): [
        "*Discover the region at top right* (Movement group), then *Choose 0* for the first slot."],
    ("04_floe_stones_quests_and_scoring.yaml", 7): ["*Academy* group: *Academy: gain victory points*."],
}

#: narrations reworded as a learner reads them beside the board: the Ship is drawn with its number alone (the
#: text said "blue boat `S2`"); the die is assigned, the Crit aimed and the Floe Stones placed through a menu the
#: text did not name; "End P2's turn" takes three buttons, which the text now names
REWORDED_NARRATIONS = {
    ("01_first_turns.yaml", 3): (
        "Same goal, another start: your Hero waits on Island of Floe SE iceberg, where a **Ship** is docked (the blue"
        " boat numbered 2). From a Dock you may **Sail**: the Ship crosses open water for free and pays **1 Warmth"
        " only for each Shallows** it crosses; you land on the Iceberg of the Dock you stop at, which must be"
        " another, empty Dock.\n\n**Sail to the E dock of Skull Iceberg**, the Dock of Skull Iceberg SE iceberg."),
    ("03_cave_battles.yaml", 3): (
        "An Item on its basic side takes one die and makes it count as the Item's icon. The Snow Boots show a"
        " **Stealth**. Your Arrow (die 3) would deal only 1 Damage; as a Stealth it blocks 2.\n\n**Assign die 3"
        " (the Arrow) to the Snow Boots**: pick *Assign die 3 to Snow Boots* in the *Battle, this phase: dice*"
        " menu, then press *Do it*."),
    ("03_cave_battles.yaml", 4): (
        "A **Crit** adds 1 Damage to *each* Arrow or to *each* Sword: you choose which, once. With no Arrow left, aim"
        " it at the Swords: your Sword then deals 2 + 1 = 3.\n\n**Aim your Crit at the Swords**: pick *Crits add to"
        " your swords* in the *Battle, this phase: potions, spells, allies and help* menu, then press *Do it*."),
    ("04_floe_stones_quests_and_scoring.yaml", 1): (
        "Your Pearl and Kelp Floe Stones are **Primed** (pushed off their tracks in the Village). On an Iceberg with"
        " **Shrines** you may place Primed stones in empty Shrines, before or after your Hero action: **+1 VP** each,"
        " plus the Shrine's gift.\n\nIsland of Floe NE iceberg has three Shrines; P2 already took the third."
        " **Place your Pearl stone in the first Shrine** (2 red Merits): pick it in the *Extra actions* menu, then"
        " press *Do it*."),
    ("04_floe_stones_quests_and_scoring.yaml", 2): (
        "You may place several in one visit. **Place your Kelp stone in the second Shrine** (a Merit of your choice"
        " and a Hero dice advance) through the *Extra actions* menu and *Do it*, then pick the Merit."),
    ("04_floe_stones_quests_and_scoring.yaml", 8): (
        "Later: the final round, and P2 is last to play. P1 has **14 VP** and five hidden **Tapinsai** Relics; P2 has"
        " **17 VP** and no Relic. At the end Relics are revealed and score in sets: at most 6 Relics count and each"
        " type scores one set only (Tapinsai: 2 → 3, 3 → 5, 4 → 8).\n\n**Play P2's turn to its end** (*Take an"
        " exploration turn*, *End movement*, then *End your turn*) and see who wins."),
}

#: narrations that now say where the action they ask for is, in the words of the control the step's widget shows
#: (test_floe_lessons_say_where_to_act.py): per step, (the recorded words, the words now)
WHERE_TO_ACT = {
    ("01_first_turns.yaml", 2): (
        "**Hike to the south-east Iceberg of Skull Iceberg** (Skull Iceberg SE iceberg, bottom middle): "
        "Island of Floe SW iceberg, then Skull Iceberg NW iceberg, then Skull Iceberg SE iceberg.",
        "**Hike to the south-east Iceberg of Skull Iceberg** (Skull Iceberg SE iceberg, bottom middle), one "
        "*Movement (step by step)* button per Shallows: Island of Floe SW iceberg, then Skull Iceberg NW "
        "iceberg, then Skull Iceberg SE iceberg."),
    ("01_first_turns.yaml", 5): (
        "**Send your Familiar to the N shallows of Island of Floe for it.** Watch your Kelp: you can store "
        "only **1** of each basic resource for now.",
        "**Send your Familiar to the N shallows of Island of Floe for it**: pick that in the *Extra actions* "
        "menu and press *Do it*. Watch your Kelp: you can store only **1** of each basic resource for now."),
    ("01_first_turns.yaml", 6): (
        "**Turn 2 Soda into a Pearl, then the Pearl and your Kelp into a Crystal.**",
        "**Turn 2 Soda into a Pearl, then the Pearl and your Kelp into a Crystal**: both trades are buttons "
        "under *Potions, crates, conversions, allies, treasures*."),
    ("02_the_village.yaml", 1): (
        "**Take a Village turn.**",
        "**Take a Village turn**: it is one of the two *Turn* buttons."),
    ("02_the_village.yaml", 3): (
        "**Visit Bika Swiftgaze and take her first benefit** (Hero dice + 1 Warmth).",
        "**Visit Bika Swiftgaze and take her first benefit** (Hero dice + 1 Warmth); the Tavern's buttons "
        "are in the *Village* group."),
    ("02_the_village.yaml", 4): (
        "**Finish at the Tavern and place your Familiar at the Hot Springs.**",
        "**Finish at the Tavern and place your Familiar at the Hot Springs**, both with *Village* buttons."),
    ("02_the_village.yaml", 5): (
        "**Take Sneaky Sam** into your Allies.",
        "In the *Village* group, **take Sneaky Sam** into your Allies."),
    ("02_the_village.yaml", 7): (
        "**Sell Chitterbox to the Trader.**",
        "**Sell Chitterbox to the Trader**: the sale is a button among the *Extra actions*."),
    ("03_cave_battles.yaml", 2): (
        "**Use Hilda Shieldmaiden in the battle.**",
        "**Use Hilda Shieldmaiden in the battle**: choose her in the *Battle, this phase: potions, spells, "
        "allies and help* menu, then press *Do it*."),
    ("03_cave_battles.yaml", 5): (
        "**Continue** to end the Roll phase, and **continue** again: the Arrow phase deals 1 Damage per "
        "Arrow, and you have none.",
        "**Continue the battle** to end the Roll phase, and **continue** again: the Arrow phase deals 1 "
        "Damage per Arrow, and you have none."),
    ("03_cave_battles.yaml", 6): (
        "**Continue.**",
        "**Continue the battle** once more."),
    ("03_cave_battles.yaml", 7): (
        "**Use your Sword Potion, then continue** to strike.",
        "**Use your Sword Potion, then continue** to strike; the Potion is a button in the *Battle, this "
        "phase: potions, spells, allies and help* group."),
    ("03_cave_battles.yaml", 8): (
        "**Continue, take Wood, dive for the Key/Chest tile (the third) and take the Key**: with your Chest "
        "that makes a Treasure; keep one of the two drawn.",
        "**Continue the battle, take Wood, dive for the Key/Chest tile (the third) and take the Key**: with "
        "your Chest that makes a Treasure; keep one of the two drawn."),
    ("03_cave_battles.yaml", 9): (
        "**Send your Familiar to the N shallows of Skull Iceberg for the Kelp token.**",
        "**From the *Extra actions* menu, send your Familiar to the N shallows of Skull Iceberg for the Kelp "
        "token.**"),
    ("03_cave_battles.yaml", 10): (
        "**Aim the Crits at the Arrows and play the Arrow phase.**",
        "**Aim the Crits at the Arrows** (the *Crits add to your arrows* button) **and play the Arrow "
        "phase.**"),
    ("04_floe_stones_quests_and_scoring.yaml", 3): (
        "Standing on Island of Floe SW iceberg, **dive from the SW shallows of Island of Floe, take the "
        "Key/Chest tile (the third) and choose the Chest.**",
        "Standing on Island of Floe SW iceberg, **dive from the SW shallows of Island of Floe, take the "
        "Key/Chest tile (the third) and choose the Chest.** The Dive is one of the *Hero action* buttons."),
    ("04_floe_stones_quests_and_scoring.yaml", 4): (
        "From Island of Floe SE iceberg (a Ship is docked there), **discover the top-right Region** and put "
        "its Landmark in the first slot.",
        "From Island of Floe SE iceberg (a Ship is docked there), **discover the top-right Region** through "
        "the *Movement (step by step)* menu and put its Landmark in the first slot."),
    ("04_floe_stones_quests_and_scoring.yaml", 6): (
        "**Take a Village turn and place your Hero at the Academy**, then keep one of the two Relics you "
        "find.",
        "Start from the *Turn* buttons: **take a Village turn and place your Hero at the Academy**, then "
        "keep one of the two Relics you find."),
}

#: explanations corrected since the conversion: (the recorded words, the words now)
REWORDED_EXPLANATIONS = {
    # from Island of Floe SE iceberg the walk to Skull Iceberg SE iceberg crosses two Shallows, not three
    ("01_first_turns.yaml", 3): ("instead of 3 on foot", "instead of 2 on foot"),
}
#: common mistakes added to the files since the conversion (tests/tutor/test_floe_lesson_mistakes.py reaches each)
MISTAKES_ADDED = {
    ("01_first_turns.yaml", 3): 2, ("01_first_turns.yaml", 4): 1,
    ("02_the_village.yaml", 2): 1, ("02_the_village.yaml", 3): 1, ("02_the_village.yaml", 4): 1,
    ("03_cave_battles.yaml", 1): 2, ("03_cave_battles.yaml", 3): 3, ("03_cave_battles.yaml", 4): 1,
    ("03_cave_battles.yaml", 5): 1, ("03_cave_battles.yaml", 6): 1, ("03_cave_battles.yaml", 7): 2,
    ("03_cave_battles.yaml", 10): 1,
    ("04_floe_stones_quests_and_scoring.yaml", 3): 1, ("04_floe_stones_quests_and_scoring.yaml", 4): 2,
    ("04_floe_stones_quests_and_scoring.yaml", 5): 1, ("04_floe_stones_quests_and_scoring.yaml", 6): 1,
    ("04_floe_stones_quests_and_scoring.yaml", 7): 1,
}


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_converted_floe_lesson_matches_the_python_lesson(name: str) -> None:
    want, got = RECORDED[name], record(load_lesson(LESSONS / name))
    assert (got["title"], got["intro"], got["recap"]) == (want["title"], want["intro"], want["recap"])
    assert len(got["steps"]) == len(want["steps"])
    reworded = set()
    for number, (mine, old) in enumerate(zip(got["steps"], want["steps"], strict=True), 1):
        old = dict(old)
        if "quiz" in old:
            old["reasons"] = mine["reasons"]  # the files add a reason to every option
        else:
            old["expect"] = [a for a in old["expect"] if a not in NEVER_LEGAL.get((name, number), [])]
            old["mistakes"] += MISTAKES_ADDED.get((name, number), 0)
            if (name, number) in REWORDED_EXPLANATIONS:
                was, now = REWORDED_EXPLANATIONS[name, number]
                assert old["explanation"].count(was) == 1, (name, number, was)
                old["explanation"] = old["explanation"].replace(was, now)
            old["hints"] = REWORDED_HINTS.get((name, number), old["hints"])
            old["narration"] = REWORDED_NARRATIONS.get((name, number), old["narration"])
            if (name, number) in WHERE_TO_ACT:
                was, now = WHERE_TO_ACT[name, number]
                assert old["narration"].count(was) == 1, (name, number, was)
                old["narration"] = old["narration"].replace(was, now)
                reworded.add(number)
        assert mine == old, f"{name} step {number} differs from the Python lesson"
    assert reworded == {number for lesson, number in WHERE_TO_ACT if lesson == name}
