"""Render release notes grouped by section, in the style of towncrier."""


def render(entries, title, bullet="-"):
    lines = [title, "=" * len(title)]
    shown = 0

    def order(entry):
        return (entry["section"], entry["issue"])

    def emit(entry):
        nonlocal shown
        if entry["section"] != current:
            lines.append("")
            lines.append(entry["section"].capitalize())
        lines.append("%s %s (#%d)" % (bullet, entry["text"], entry["issue"]))
        shown += 1

    current = None
    for entry in sorted(entries, key=order):
        emit(entry)
        current = entry["section"]
    if not entries:
        lines.append("No significant changes.")
    text = "\n".join(lines)
    print("rendered", shown, "entries under", title)
    return text
