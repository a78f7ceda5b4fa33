"""Two-column help text: option names padded to the widest label."""
from textfmt import banner, shorten


def help_text(prog, options, limit):
    title = "usage: " + prog
    widest = 0
    rows = []

    def measure(text):
        nonlocal widest
        label = shorten(text, limit)
        widest = max(widest, len(label))
        return label

    heading = measure(title)
    for name, doc in options:
        rows.append((measure(name), doc))
    rule = "=" * widest
    lines = [heading, rule]
    for label, doc in rows:
        lines.append(label.ljust(widest) + "  " + doc)
    return "\n".join(lines)


def usage(prog, options):
    top = banner(prog)
    text = help_text(prog, options, 20)
    return top + "\n" + text + "\n"


if __name__ == "__main__":
    print(usage("backup", [("--verbose", "say more"), ("--destination-directory", "where to write")]), end="")
