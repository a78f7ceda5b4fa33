from layout import clamp, indent, count_items

MAX_WIDTH = 24
MARGIN = 2
OUTLINE = {"title": "Release checklist", "items": [
    {"title": "Build", "items": [
        {"title": "Compile sources", "items": []},
        {"title": "Run the whole test suite", "items": []},
    ]},
    {"title": "Ship", "items": []},
]}


def main():
    lines = []
    indent(OUTLINE, 0, lines)
    title = OUTLINE["title"]
    raw = len(title) + MARGIN * 2
    width = clamp(raw, MAX_WIDTH)
    rule = "=" * width
    print(title.center(width))
    print(rule)
    for line in lines:
        print(line[:width])
    print(count_items(OUTLINE), "items")


main()
