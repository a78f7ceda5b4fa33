"""Render a menu card and measure its widest line."""
from doc import bullets, document


def render(spec):
    seen = []
    width = 24
    out = []
    for line in document(spec, width, seen):
        out.append(line.rstrip())
    longest = max(len(text) for text in out)
    return out, longest, seen


def contents(spec):
    names = [name for name, _ in spec["sections"]]
    return list(bullets(names, "-"))


SPEC = {
    "title": "Lunch",
    "mark": "*",
    "sections": [("Soups", ["leek", "", "tomato"]), ("Mains", ["fish", "...", "pie"])],
    "footer": True,
}

if __name__ == "__main__":
    lines, widest, notes = render(SPEC)
    print("\n".join(lines))
    print(widest, notes)
    print(contents(SPEC))
