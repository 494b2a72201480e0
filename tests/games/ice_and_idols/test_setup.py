"""Setup: components, map, tiles, boards, key cards, decks, research track, first player."""

from __future__ import annotations

import pytest

from floe_widgets import games
from floe_widgets.core import SetupError
from floe_widgets.games.ice_and_idols.actions import ChooseKey
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import BORDER_ICONS, EMPTY, IDOLS, NEUTRAL

from .helpers import new_game


@pytest.mark.rule("IAI-COMP-INVENTORY-1", "IAI-SETUP-IDOL-1")
def test_inventory():
    g = IceAndIdols(players=4, seed=3)
    s = g.state
    assert len(s.tile_kind) == 26
    assert s.supply == {i: 8 for i in IDOLS} and sum(s.supply.values()) == 40
    assert all(p.markers_left == 10 for p in s.players)
    assert sorted(s.vp_tokens) == sorted(g.content.vp_values) and len(s.vp_tokens) == 5
    assert len(g.content.key_cards) == 10 and len(g.content.events) == 30


@pytest.mark.rule("IAI-COMP-PLAYERS-1")
def test_player_counts_and_distinct_characters():
    for n in (1, 5):
        with pytest.raises(SetupError):
            games.new("ice-and-idols", players=n)
    for n in (2, 3, 4):
        g = games.new("ice-and-idols", players=n, seed=n)
        assert len({p.character for p in g.state.players}) == n
    with pytest.raises(SetupError):
        IceAndIdols(players=2, characters=["sculptor", "sculptor"])


@pytest.mark.rule("IAI-COMP-CHAR-1")
def test_characters_colour_and_cost():
    g = new_game(4, chars=("architect", "curator", "keysmith", "sculptor"))
    assert g.state.players[0].colour == "green"
    assert [g.ability_cost(c) for c in ("curator", "keysmith", "sculptor", "architect")] == [4, 3, 3, 3]
    assert len({p.colour for p in g.state.players}) == 4


@pytest.mark.rule("IAI-SETUP-MAP-1", "IAI-SETUP-FIGURE-1")
def test_map_setups_and_start_space():
    first = IceAndIdols(players=4, seed=1, map="first-game").state
    assert all(sec.endswith(":gold") for sec in first.map_sections)
    assert first.map_start == 12 and first.map_gears
    assert all(p.cell == 12 for p in first.players)
    alt = IceAndIdols(players=4, seed=1, map="alternative").state
    assert all(sec.endswith(":plain") for sec in alt.map_sections)
    assert alt.map_start != 12 and not alt.map_gears
    assert all(p.cell == alt.map_start for p in alt.players)
    assert alt.tile_kind[alt.grid[alt.map_start]] == "roundabout"
    seen = {tuple(IceAndIdols(players=2, seed=s, map="random").state.map_sections) for s in range(12)}
    assert len(seen) > 3
    with pytest.raises(SetupError):
        IceAndIdols(players=2, map="upside-down")


@pytest.mark.rule("IAI-SETUP-BORDER-1", "IAI-SETUP-BORDER-2", "IAI-QUICK-SETUP-1")
def test_borders():
    # sun faces moon and star faces comet on the grid
    assert BORDER_ICONS.index("sun") == (BORDER_ICONS.index("moon") + 2) % 4
    assert BORDER_ICONS.index("star") == (BORDER_ICONS.index("comet") + 2) % 4
    with pytest.raises(SetupError) as info:
        IceAndIdols(players=2, borders=["sun", "moon", "star", "comet"])   # sun N, moon E
    assert info.value.rule_id == "IAI-SETUP-BORDER-1"
    assert IceAndIdols(players=2, borders=["sun", "star", "moon", "comet"]).state.borders[3] == "comet"
    assert IceAndIdols(players=2).state.border_side == "icon"
    quick = IceAndIdols(players=2, variant="quick").state
    assert quick.border_side == "powers"
    assert not any(p.hand_cover or p.ap_cover for p in quick.players)
    standard = IceAndIdols(players=2).state
    assert all(p.hand_cover and p.ap_cover for p in standard.players)


@pytest.mark.rule("IAI-SETUP-TILES-1", "IAI-GRID-SIZE-1", "IAI-AMBIG-11")
def test_tiles_at_setup():
    g = IceAndIdols(players=2, seed=5)
    s = g.state
    assert len(s.grid) == 25 and EMPTY not in s.grid
    assert s.tile_kind[s.grid[12]] == "roundabout"
    assert len(s.spare) == 1 and s.tile_kind[s.spare[0]] == "roundabout"
    assert sorted(s.grid + s.spare) == list(range(26))
    assert len({s.tile_rot[t] for t in s.grid}) > 1  # random orientations
    other = IceAndIdols(players=2, seed=6).state
    assert (other.grid, other.tile_rot) != (s.grid, s.tile_rot)
    again = IceAndIdols(players=2, seed=5).state
    assert (again.grid, again.tile_rot) == (s.grid, s.tile_rot)


@pytest.mark.rule("IAI-SETUP-BOARD-1", "IAI-SETUP-ADRENALINE-1", "IAI-SETUP-APCOVER-1", "IAI-SETUP-HAND-1")
def test_player_boards():
    g = new_game(3)
    for p in g.state.players:
        assert p.markers_left == 10 and p.adrenaline == "ready" and p.hand == [] and p.powers == []
        assert p.hand_cover and p.ap_cover
    assert g.state.ap == 5
    assert g.capacity(0) == 1


@pytest.mark.rule("IAI-SETUP-KEYSMITH-1")
def test_spare_roundabout_is_the_keysmiths():
    with_keysmith = new_game(2, chars=("keysmith", "curator"))
    assert with_keysmith.keysmith_pool() == with_keysmith.state.spare
    assert with_keysmith.state.tile_kind[with_keysmith.state.spare[0]] == "roundabout"
    without = new_game(2, chars=("curator", "sculptor"))
    # nobody has an action that could ever use the spare tile
    assert not any(a.kind in ("use-ability", "keysmith-tile") for a in without.legal_actions())


@pytest.mark.rule("IAI-SETUP-KEY-1", "IAI-KEY-SECRET-1")
def test_key_cards_dealt_and_kept():
    g = IceAndIdols(players=4, seed=2, first_player=0)
    offers = [p.key_offer for p in g.state.players]
    assert all(len(o) == 2 for o in offers)
    dealt = [c for o in offers for c in o]
    assert len(set(dealt)) == 8
    assert {type(a) for a in g.legal_actions()} == {ChooseKey}
    kept = [g.apply(ChooseKey(offers[seat][1]))[0] for seat in range(4)]
    assert [p.key_card for p in g.state.players] == [o[1] for o in offers]
    # the log names who kept one, by the seat and character the board shows, and never which card
    assert [e.text for e in kept] == [f"P{n} {p.character.title()} keeps a key card (secret) and returns the other."
                                      for n, p in enumerate(g.state.players, start=1)]
    assert g.state.phase == "play"
    assert g.key_card_seen_by(1, viewer=1) == offers[1][1]
    assert g.key_card_seen_by(1, viewer=0) is None
    g.state.phase = "over"
    assert g.key_card_seen_by(1, viewer=0) == offers[1][1]


@pytest.mark.rule("IAI-SETUP-EVENT-1")
def test_event_deck_by_player_count():
    content = IceAndIdols(players=2).content
    for n, size in ((2, 18), (3, 24), (4, 30)):
        deck = IceAndIdols(players=n, seed=1).state.event_deck
        assert len(deck) == size
        assert all(int(content.events[c].get("players", 0) or 0) <= n for c in deck)
    assert IceAndIdols(players=2, seed=1).state.event_deck != IceAndIdols(players=2, seed=2).state.event_deck


@pytest.mark.rule("IAI-SETUP-TRACK-1", "IAI-SETUP-TRACK-2", "IAI-SCORE-NEUTRAL-1")
def test_research_track_setup():
    for n, blocking in ((2, 2), (3, 1), (4, 0)):
        s = IceAndIdols(players=n, seed=4).state
        assert all(col == [NEUTRAL] * blocking for col in s.track)
        assert not any(s.locked)
    tokens = {tuple(IceAndIdols(players=2, seed=s).state.vp_tokens) for s in range(10)}
    assert len(tokens) > 1
    g = new_game(2)
    assert g.scores() == [0, 0]  # the 10 neutral markers score for nobody


@pytest.mark.rule("IAI-SETUP-FIRST-1", "IAI-ROUND-ORDER-1")
def test_first_player():
    assert new_game(3, first_player=2).state.turn == 2
    firsts = {IceAndIdols(players=4, seed=s).state.first_player for s in range(20)}
    assert len(firsts) > 1
    with pytest.raises(SetupError):
        IceAndIdols(players=2, first_player=5)


@pytest.mark.rule("IAI-TRACK-LAYOUT-1", "IAI-AMBIG-4", "IAI-EVENT-TYPES-1")
def test_content_shapes():
    c = IceAndIdols(players=2).content
    assert len(c.columns) == 5
    assert [c.space(col, 0).get("icon") for col in range(5)] == ["3p"] * 5
    assert [c.space(col, 1).get("icon") for col in range(5)] == ["2p"] * 5
    assert sum(1 for col in c.columns for sp in col if sp.get("bonus")) == 3
    assert {e["type"] for e in c.events.values()} == {"collapse", "rotate", "shift", "chill"}


def test_user_content_override(tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("track:\n  columns:\n" + "".join(
        f"    - idol: {i}\n      spaces: [{{icon: 3p}}, {{icon: 2p}}, {{}}]\n" for i in IDOLS)
        + "  vp_tokens: {values: [1, 2, 3, 4, 5]}\n")
    g = IceAndIdols(players=2, content=str(path))
    assert [g.content.height(c) for c in range(5)] == [3] * 5
    assert sorted(g.state.vp_tokens) == [1, 2, 3, 4, 5]
    bad = tmp_path / "bad.yaml"
    bad.write_text("nonsense: 1\n")
    from floe_widgets.core import FormatError
    with pytest.raises(FormatError):
        IceAndIdols(players=2, content=str(bad))


@pytest.mark.parametrize("setup", ["first-game", "alternative"])
def test_every_idol_can_be_found_and_placed(setup):
    s = IceAndIdols(players=2, map=setup).state
    shown = {i for idols in s.map_idols for i in idols}
    altars = {a for a in s.map_altars if a}
    assert shown == set(IDOLS) and altars == set(IDOLS)


def test_content_files_say_where_they_come_from():
    from importlib import resources

    import yaml
    for name in ("tiles", "map", "track", "key_cards", "events"):
        data = yaml.safe_load(resources.files("floe_widgets.games.ice_and_idols.content")
                              .joinpath(f"{name}.yaml").read_text())
        assert data.get("source") in ("rulebook", "sample"), name
    chars = yaml.safe_load(resources.files("floe_widgets.games.ice_and_idols.content")
                           .joinpath("characters.yaml").read_text())["characters"]
    assert all(c.get("source") == "rulebook" for c in chars.values())
