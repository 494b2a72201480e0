"""Text colour against the colour behind it: the WCAG 2 contrast ratio, and the first ink of a list
that reads on a given face."""

from __future__ import annotations

from matplotlib.colors import to_rgb

#: WCAG 2 level AA for normal text: the least contrast ratio a label on a coloured face must have
READABLE = 4.5


def luminance(colour: str) -> float:
    """The relative luminance of ``colour`` (WCAG 2: linear sRGB weighted 0.2126, 0.7152, 0.0722)."""
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in to_rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The contrast ratio of two colours, 1 (equal) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_on(face: str, *inks: str) -> str:
    """The first of ``inks`` that reads on ``face`` (contrast at least :data:`READABLE`), else the one
    of them, black or white that has the most contrast."""
    for ink in inks:
        if contrast(ink, face) >= READABLE:
            return ink
    return max((*inks, "#000000", "#ffffff"), key=lambda ink: contrast(ink, face))
