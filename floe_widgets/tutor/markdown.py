"""A tiny Markdown-to-HTML converter for lesson narration (no dependency).

Supports what lessons use: ``#`` headings, paragraphs, ``-``/``*`` and ``1.``
lists, ``**bold**``, ``*italic*``, ```code```, ``[links](url)`` and ``>`` quotes.
Text is HTML-escaped first, so narration cannot inject markup.
"""

from __future__ import annotations

import html
import re

_INLINE = [
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<b>\1</b>"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"), r"<i>\1</i>"),
    (re.compile(r"(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)"), r"<i>\1</i>"),
    (re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)"), r'<a href="\2" target="_blank">\1</a>'),
]
_ITEM = re.compile(r"^\s*([-*]|\d+[.)])\s+(.*)$")


def inline(text: str) -> str:
    out = html.escape(text, quote=False)
    codes: list[str] = []

    def keep(match: re.Match[str]) -> str:
        codes.append(match.group(1))
        return f"\x00{len(codes) - 1}\x00"

    out = re.sub(r"`([^`]+)`", keep, out)
    for pattern, repl in _INLINE[1:]:
        out = pattern.sub(repl, out)
    return re.sub(r"\x00(\d+)\x00", lambda m: f"<code>{codes[int(m.group(1))]}</code>", out)


def to_html(text: str) -> str:
    """Convert lesson Markdown to HTML."""
    blocks: list[str] = []
    para: list[str] = []
    items: list[str] = []
    ordered = False
    quote: list[str] = []

    def flush() -> None:
        nonlocal items, para, quote
        if para:
            blocks.append(f"<p>{inline(' '.join(para))}</p>")
            para = []
        if items:
            tag = "ol" if ordered else "ul"
            blocks.append(f"<{tag}>" + "".join(f"<li>{inline(i)}</li>" for i in items) + f"</{tag}>")
            items = []
        if quote:
            blocks.append(f"<blockquote>{inline(' '.join(quote))}</blockquote>")
            quote = []

    for raw in text.strip("\n").splitlines():
        line = raw.rstrip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        item = _ITEM.match(line)
        if not line.strip():
            flush()
        elif heading:
            flush()
            level = len(heading.group(1))
            blocks.append(f"<h{level}>{inline(heading.group(2))}</h{level}>")
        elif item:
            if para or quote:
                flush()
            kind = item.group(1)[0].isdigit()
            if items and kind != ordered:
                flush()
            ordered = kind
            items.append(item.group(2))
        elif line.lstrip().startswith(">"):
            if para or items:
                flush()
            quote.append(line.lstrip()[1:].strip())
        elif items and raw.startswith(("  ", "\t")):
            items[-1] += " " + line.strip()
        else:
            if items or quote:
                flush()
            para.append(line.strip())
    flush()
    return "\n".join(blocks)
