"""Indented plain-text rendering of configuration trees."""

STEP = 2
BULLET = "- "


def render_scalar(node, indent):
    pad = " " * indent
    text = "%s%s = %s" % (pad, node.key, node.value)
    return [text]


def render_list(node, indent):
    lines = ["%s%s:" % (" " * indent, node.key)]
    for item in node.items:
        lines.append(" " * (indent + STEP) + BULLET + str(item))
    return lines


def render_section(node, indent):
    lines = ["%s[%s]" % (" " * indent, node.key)]
    for child in node.children:
        if child.hidden:
            continue
        lines.extend(render(child, indent + STEP))
    return lines


RENDERERS = {"scalar": render_scalar, "list": render_list, "section": render_section}


def render(node, indent):
    if node.kind not in RENDERERS:
        raise KeyError("no renderer for " + node.kind)
    return RENDERERS[node.kind](node, indent)


def render_document(root, margin):
    out = render(root, margin)
    return "\n".join(out)
