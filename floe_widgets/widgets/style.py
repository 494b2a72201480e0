"""The kit's CSS: stable class names for browser tests, and presenter mode (big type, high contrast)."""

from __future__ import annotations

from functools import cache

import ipywidgets as w

from floe_widgets.fonts import HTML_FAMILY, html_font_face

CSS = """
<style>
.fw-game { gap: 6px; }
.fw-title { font-weight: bold; }
.fw-error { color: #a00000; background: #fff0f0; border-left: 4px solid #c00000; padding: 2px 8px; }
.fw-log { max-height: 320px; overflow-y: auto; border-top: 1px solid #ccc; }
.fw-log-entry { margin: 0; }
/* a long entry wraps inside its own row (ipywidgets gives an HTML one line's height), its why? button whole beside;
   the rows keep their height in the log's scrolling column rather than being squeezed over each other */
.fw-log > * { flex-shrink: 0 !important; }
.fw-log-text { flex: 1 1 auto; min-width: 0; height: auto !important; }
.fw-log-text > .widget-html-content { height: auto !important; line-height: 1.5; white-space: normal;
  overflow-wrap: anywhere; padding: 2px 0; }
.fw-log-entry .fw-why { flex: 0 0 auto !important; }
.fw-rule-ids { color: #555; font-family: monospace; font-size: 85%; }
.fw-why-text { background: #f4f8ff; border-left: 3px solid #6a8fc0; padding: 2px 8px; white-space: pre-wrap; }
.fw-group-label { font-weight: bold; margin-top: 4px; }
.fw-presenter, .fw-presenter .widget-label, .fw-presenter .widget-html-content, .fw-presenter button,
.fw-presenter select, .fw-presenter input { font-size: 22px !important; line-height: 1.4 !important; }
.fw-presenter button { height: auto !important; padding: 6px 14px !important; }
.fw-presenter .fw-error { color: #000; background: #ffdede; border-left-width: 8px; }
.fw-presenter .fw-why-text { background: #fff; color: #000; border-left: 6px solid #000; }
.fw-presenter .fw-rule-ids { color: #000; }
.fw-presenter button { white-space: normal !important; text-align: left; }
.fw-presenter .fw-presenter-toggle { white-space: nowrap !important; overflow: visible !important; }
/* the language menu grows with its big type ("English" was cut to "Englis" in its 110 px), as does Floe's board
   menu, its label beside it ("All players" was cut to "All play" in 200 px) */
.fw-presenter .fw-language { width: 7.5em !important; }
.fw-presenter .floe-board-seat { width: 14em !important; }
/* presenter mode, the projector layout: the board fitted to the screen, everything else in one column
   beside it (task and Next first), so nothing needs scrolling at 1920x1080 */
.fw-presenter .fw-main { flex-flow: row nowrap !important; align-items: flex-start !important; gap: 16px; }
.fw-presenter .fw-main > .fw-board { flex: 0 1 auto; min-width: 0; }
.fw-presenter .fw-board-image { max-width: 100% !important; max-height: calc(100vh - 24px) !important;
  width: auto !important; height: auto !important; object-fit: contain; }
.fw-presenter .fw-side { flex: 0 0 520px !important; min-width: 0 !important; max-height: calc(100vh - 24px);
  overflow-y: auto; }
.fw-presenter .fw-side > *, .fw-presenter .fw-side .widget-box > * { flex-shrink: 0 !important; }
/* ... except the step title, which wraps within its row rather than pushing past the column's edge */
.fw-presenter .fw-side .widget-box > .fw-progress-label { flex-shrink: 1 !important; }
.fw-presenter .fw-narration { max-height: 44vh; overflow-y: auto; }
.fw-presenter .fw-lesson-aside { width: auto !important; }
.fw-presenter .fw-progress { width: 160px !important; }
/* an action's button or menu wider than the side column wraps its words (a menu's row wraps) instead of running
   past the column's edge */
.fw-presenter .fw-side button, .fw-presenter .fw-side .fw-action-menu, .fw-presenter .fw-side select
  { max-width: calc(100% - 8px) !important; }   /* (less their margins) */
.fw-presenter .fw-side .fw-action-group { flex-wrap: wrap !important; }
/* a small projector (1280x720): a narrower side column in smaller type leaves the board room to be read */
@media (max-width: 1600px) {
  .fw-presenter .fw-side { flex-basis: 360px !important; }
  .fw-presenter .fw-side, .fw-presenter .fw-side .widget-label, .fw-presenter .fw-side .widget-html-content,
  .fw-presenter .fw-side button, .fw-presenter .fw-side select, .fw-presenter .fw-side input
    { font-size: 18px !important; }
  .fw-presenter .fw-progress { width: 100px !important; }
}
/* the step title wraps instead of being cut with an ellipsis (ipywidgets' Label keeps one line) */
.fw-progress-label { white-space: normal !important; overflow: visible !important; text-overflow: clip !important;
  height: auto !important; min-width: 0 !important; flex: 1 1 auto; overflow-wrap: anywhere; }
.fw-narration { max-width: 60em; }
/* a lesson's feedback shows its whole message, up to half the screen (14 em cut the rules it cites mid-line) */
.fw-lesson .fw-feedback { max-height: 50vh !important; }
.fw-feedback-good { color: #0a5d00; background: #eefbea; border-left: 4px solid #2e8b1f; padding: 2px 8px; }
/* the kit's Japanese font first: it holds only Japanese characters (fonts.HTML_UNICODE_RANGE) */
.fw-game, .fw-lesson, .fw-lab { font-family: "{family}", var(--jp-ui-font-family, sans-serif); }
/* the notebook's own Markdown around the widgets (a tutorial's Japanese title and introduction) falls back to the
   kit's Japanese font too */
.jp-RenderedMarkdown { font-family: "{family}", var(--jp-content-font-family, system-ui, sans-serif); }
.fw-game button, .fw-lesson button, .fw-lab button, .fw-game select, .fw-lesson select, .fw-lab select,
.fw-game input, .fw-lesson input, .fw-lab input, .fw-game textarea, .fw-lesson textarea, .fw-lab textarea
  { font-family: "{family}", var(--jp-ui-font-family, sans-serif); }
.fw-feedback-bad { color: #7a0000; background: #fff0f0; border-left: 4px solid #c00000; padding: 2px 8px; }
</style>
""".replace("{family}", HTML_FAMILY)


class PageFont(w.HTML):
    """The Japanese font of the widgets' HTML text: one widget model per kernel, shown inside every top-level
    widget; closing one of those (a lesson closes the boards of past steps) must not take the font, its layout or
    its style from the rest."""

    kept_open = True   # tidy.close_tree passes over it

    def close(self) -> None:
        """Kept open: the other widgets on the page draw their Japanese text with it."""


@cache
def page_font() -> PageFont:
    font = PageFont(f"<style>{html_font_face()}</style>", layout=w.Layout(height="0px", margin="0"))
    font.add_class("fw-page-font")
    return font


def style_widget() -> w.Box:
    """An invisible widget carrying the kit's stylesheet and Japanese font (put one in every top-level widget)."""
    html = w.HTML(CSS, layout=w.Layout(height="0px", margin="0"))
    html.add_class("fw-style")
    box = w.Box([html, page_font()], layout=w.Layout(height="0px", margin="0", overflow="hidden"))
    box.add_class("fw-styles")
    return box
