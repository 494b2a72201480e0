"""Drawing a Frosthaven scenario: the map, overlays, figures, elements and the decision."""

from __future__ import annotations

from floe_widgets.core import hexgrid

from .board import hexmap
from .sections import notable_hexes

FIGSIZE = (10, 6)
COLOURS = {"character": "#3a78c2", "summon": "#7fb3e6", "monster": "#c0392b", "objective": "#8e44ad"}
OVERLAY = {"trap": "#e67e22", "hazardous": "#d35400", "icy": "#aee3f5", "obstacle": "#7f8c8d",
           "difficult": "#a3875d", "door": "#6e4b2a"}


def draw(game, fig, *, presenter: bool = False, highlight: bool = True, coords: bool = False, **options) -> None:
    """The map, figures and party; ``coords=True`` also prints each revealed hex's axial ``q,r``."""
    s = game.state
    b = game.board
    m = hexmap(b, s)
    ax = fig.add_axes([0.02, 0.12, 0.96, 0.86])
    ax.set_label("map")
    ax.set_aspect("equal")
    ax.axis("off")
    targets = set()
    if highlight:
        for a in game.legal_actions():
            to = getattr(a, "to", None)
            if to is not None:
                targets.add(tuple(to))
    for h in sorted(b.rooms):
        revealed = m.is_playable(h) or h in b.doors
        kind = "door" if h in b.doors else m.kind(h)
        colour = OVERLAY.get(kind, "#f4f1ea") if revealed else "#d0d0d0"
        if h in b.doors and h in s.open_doors:
            colour = "#c8a77a"
        if h in s.traps and revealed:
            colour = OVERLAY["trap"]
        xs, ys = zip(*hexgrid.corners(h))
        ax.fill(xs, ys, facecolor=colour, edgecolor="#555555", linewidth=2.5 if h in targets else 0.8)
        if h in s.loot_tokens and revealed:
            cx, cy = hexgrid.center(h)
            ax.plot(cx + 0.45, cy - 0.45, marker="o", color="#f1c40f", markersize=8)
        if h in s.treasures and revealed:
            cx, cy = hexgrid.center(h)
            ax.plot(cx + 0.45, cy - 0.45, marker="s", color="#b7950b", markersize=9)
        if coords and revealed:
            cx, cy = hexgrid.center(h)
            ax.text(cx, cy - 0.68, f"{h[0]},{h[1]}", ha="center", va="center", fontsize=8 if presenter else 6,
                    color="#333333", zorder=5)
    for mark, (h, _colour) in notable_hexes(b.data or {}).items():   # FH-MAP-NOTABLE-1
        cx, cy = hexgrid.center(h)
        if h in s.aid_tokens:
            ax.plot(cx - 0.45, cy + 0.45, marker="h", color="#27ae60", markersize=11, zorder=2)
        ax.text(cx - 0.45, cy + 0.45, mark, ha="center", va="center", fontsize=7, zorder=4,
                color="white" if h in s.aid_tokens else "#555555", weight="bold")
    for f in s.figures:
        cx, cy = hexgrid.center(f.hex)
        ax.add_patch(_circle(cx, cy, 0.55, COLOURS.get(f.kind, "k"), ax, elite=f.elite))
        label = f.fid if f.kind != "monster" else f"{f.mtype[:2]}{f.number}"
        ax.text(cx, cy + 0.08, label, ha="center", va="center", fontsize=8, color="white", weight="bold")
        ax.text(cx, cy - 0.3, f"{f.hp}/{f.max_hp}", ha="center", va="center", fontsize=7, color="white")
        if f.conditions:
            ax.text(cx, cy + 0.75, ",".join(c[:3] for c in sorted(f.conditions)), ha="center", fontsize=6)
    xs = [hexgrid.center(h)[0] for h in b.rooms]
    ys = [hexgrid.center(h)[1] for h in b.rooms]
    ax.set_xlim(min(xs) - 1.2, max(xs) + 1.2)
    ax.set_ylim(min(ys) - 1.2, max(ys) + 1.4)
    info = fig.add_axes([0.02, 0.0, 0.96, 0.1])
    info.set_label("info")
    info.axis("off")
    elements = "  ".join(f"{e}:{'SWI'[2 - v] if v else '-'}" for e, v in s.elements.items())
    d = s.decision
    waiting = f"waiting for {d.kind} (character {d.seat + 1})" if d else s.phase
    info.text(0.0, 0.6, f"Round {s.round} - {waiting}", fontsize=10, transform=info.transAxes)
    info.text(0.0, 0.1, f"Elements {elements}", fontsize=9, transform=info.transAxes)
    dials = "   ".join(f"{ch.fid} {ch.name}: XP {ch.xp}" + (" (dead)" if ch.dead else "")
                       for ch in s.characters)
    info.text(0.45, 0.6, dials, fontsize=9, transform=info.transAxes)
    if s.sections_read:
        info.text(0.45, 0.1, "Sections read: " + ", ".join(s.sections_read), fontsize=9, transform=info.transAxes)


def _circle(x, y, r, colour, ax, elite=False):
    from matplotlib.patches import Circle

    return Circle((x, y), r, facecolor=colour, edgecolor="#f1c40f" if elite else "black",
                  linewidth=2.5 if elite else 1.0, zorder=3)


def actions_at(game, axes_label: str, x: float, y: float) -> list:
    if axes_label != "map":
        return []
    h = hexgrid.from_point(x, y)
    out = []
    for a in game.legal_actions():
        if getattr(a, "to", None) == h:
            out.append(a)
        fid = getattr(a, "fid", None)
        if fid is not None:
            f = game.fig(fid)
            if f is not None and f.hex == h:
                out.append(a)
    return out

