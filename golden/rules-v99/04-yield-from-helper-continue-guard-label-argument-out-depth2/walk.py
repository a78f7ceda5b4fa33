"""Menu entries, flattened section by section."""

SEP = " > "


def entries(section, items, hidden):
    for item in items:
        if item in hidden:
            continue
        yield section + SEP + item


def menu_paths(menu, hidden, note):
    shown = 0
    for section, items in menu:
        if not items:
            continue
        label = section.title()
        yield from entries(label, items, hidden)
        shown += 1
    yield f"{shown} sections ({note})"
