"""Two-column option help: measure the invocations, then pad (after argparse)."""

INDENT = 2


def invocation(option):
    if option["metavar"]:
        return option["flag"] + " " + option["metavar"]
    return option["flag"]


def format_help(options, max_width=24, gap=2):
    width = 0
    rows = []
    for option in options:
        name = invocation(option)
        if len(name) <= max_width:
            width = max(width, len(name))
        rows.append((name, option["help"]))
    width += gap
    lines = []
    for name, text in rows:
        if len(name) > width:
            lines.append(" " * INDENT + name)
            lines.append(" " * (INDENT + width) + text)
        else:
            lines.append(" " * INDENT + name.ljust(width) + text)
    total = len(lines)
    return "\n".join(lines), total
