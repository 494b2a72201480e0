"""Text sprites are kept by the values that set a text's pixels, read when the text is drawn: restyling
a text (matplotlib changes its FontProperties object in place) must not spoil the sprite it was drawn
with for the other texts that look the same."""

from __future__ import annotations

from floe_widgets.views.contract import DEFAULT_THEME
from floe_widgets.views.picture import TextSprites, new_figure


def test_restyling_a_text_leaves_its_old_sprite_to_the_texts_that_look_as_it_did():
    fig = new_figure((4.0, 2.0), DEFAULT_THEME)
    pooled = fig.text(0.2, 0.5, "at Skull Iceberg", fontsize=10)
    other = fig.text(0.2, 0.2, "at Skull Iceberg", fontsize=10)
    fig.canvas.draw()
    sprites = TextSprites()
    sprites.draw(pooled, fig.canvas)
    pooled.set_fontweight("bold")      # a pooled text given another style: its FontProperties changes in place
    sprites.draw(other, fig.canvas)    # looks as the pooled text did: the same sprite
    assert len(sprites._sprites) == 1
    sprites.draw(pooled, fig.canvas)   # bold: a sprite of its own
    assert len(sprites._sprites) == 2


def test_texts_in_boxes_of_one_style_share_a_sprite():
    # each text gets a box style object of its own, and the box's mutation scale is set only when the text
    # is drawn: neither may enter the key, or a boxed label is rasterised again every time it is rebuilt
    fig = new_figure((4.0, 2.0), DEFAULT_THEME)
    box = {"boxstyle": "round,pad=0.15", "fc": "white", "ec": "blue", "lw": 1}
    drawn = fig.text(0.2, 0.5, "3 AP", fontsize=10, bbox=dict(box))
    fig.canvas.draw()
    sprites = TextSprites()
    sprites.draw(drawn, fig.canvas)
    fresh = fig.text(0.2, 0.2, "3 AP", fontsize=10, bbox=dict(box))   # never drawn: mutation scale still 1
    sprites.draw(fresh, fig.canvas)
    assert len(sprites._sprites) == 1
    other = fig.text(0.6, 0.2, "3 AP", fontsize=10, bbox={**box, "ec": "red"})
    sprites.draw(other, fig.canvas)    # another frame colour: a sprite of its own
    assert len(sprites._sprites) == 2


def test_a_first_turn_of_ice_and_idols_pastes_texts_rasterised_at_setup():
    # the view foresees the words of a turn (headline, move costs, the turn's marks): the picture that ends the
    # key-card choices (the slowest of a game when every one of them was new) rasterises none of them
    from floe_widgets import rendering
    from floe_widgets.games.ice_and_idols.game import IceAndIdols

    game = IceAndIdols(players=4, seed=3)
    pic = rendering.picture(game)
    pic.sprites._sprites.clear()   # the process-wide cache starts empty here, far from its size limit
    pic.png(game.state, highlight=rendering.highlighted(game))
    while game.state.phase == "keys":
        game.apply(game.legal_actions()[0])
        before = set(pic.sprites._sprites)
        pic.png(game.state, highlight=rendering.highlighted(game))
    shown = [t.get_text() for t in pic.view.dynamic_artists() if hasattr(t, "get_text") and t.get_visible()]
    assert any("AP" in words for words in shown)   # the turn's cost labels are on the board
    assert set(pic.sprites._sprites) == before


def test_a_warmed_text_is_pasted_from_its_sprite():
    fig = new_figure((4.0, 2.0), DEFAULT_THEME)
    shown = fig.text(0.2, 0.5, "to play", fontsize=10)
    fig.canvas.draw()
    sprites = TextSprites()
    foreseen = fig.text(0.5, 0.5, "to play", fontsize=10)
    sprites.warm(foreseen, fig.canvas.get_renderer())
    assert len(sprites._sprites) == 1
    sprites.draw(shown, fig.canvas)
    assert len(sprites._sprites) == 1


def test_a_second_picture_pastes_the_first_pictures_texts():
    # a lesson's next step is a new game and a new picture: the sprites are shared, so its texts are not
    # rasterised again
    from floe_widgets import rendering
    from floe_widgets.games.ice_and_idols.game import IceAndIdols

    first = IceAndIdols(players=2, seed=4)
    rendering.picture(first).png(first.state, highlight=rendering.highlighted(first))
    second = IceAndIdols(players=2, seed=4)
    pic = rendering.picture(second)
    before = set(pic.sprites._sprites)
    pic.png(second.state, highlight=rendering.highlighted(second))
    assert before and set(pic.sprites._sprites) == before
