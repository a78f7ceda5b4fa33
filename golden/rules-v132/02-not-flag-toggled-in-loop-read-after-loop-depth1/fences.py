"""Track fenced blocks in a small text format."""


def scan(lines, marker):
    inside = False
    kept = 0
    warnings = 0
    for line in lines:
        text = line.strip()
        if not text:
            continue
        if text == marker:
            inside = not inside
            continue
        if inside:
            kept += 1
        elif text.startswith("!"):
            warnings += 1
    state = "unterminated" if inside else "closed"
    return state, kept, warnings
