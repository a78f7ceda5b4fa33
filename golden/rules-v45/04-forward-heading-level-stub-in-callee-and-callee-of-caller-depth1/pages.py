"""Heading and document rendering for a documentation site."""
from html import escape

from anchors import make_anchor, strip_tags

DOC = [("h", "Getting started", 1), ("p", "Install the package & run it.", 0), ("h", "Tuning the cache for very large sites", 9)]


def render_heading(text, level, prefix):
    depth = max(1, min(level, 6))
    anchor = make_anchor(text, depth, prefix)
    tag = "h%d" % depth
    markup = '<%s id="%s">%s</%s>' % (tag, anchor, escape(text), tag)
    return markup


def render_doc(blocks, prefix):
    parts = []
    toc = []
    for kind, text, level in blocks:
        if kind != "h":
            parts.append("<p>%s</p>" % escape(text))
            continue
        markup = render_heading(text, level, prefix)
        parts.append(markup)
        toc.append(strip_tags(markup))
    return "<nav>" + " | ".join(toc) + "</nav>\n" + "\n".join(parts)


if __name__ == "__main__":
    print(render_doc(DOC, "guide"))
