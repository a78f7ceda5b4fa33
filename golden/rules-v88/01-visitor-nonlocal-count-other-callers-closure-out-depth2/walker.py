"""Walk a flat directory listing and hand each visible entry to a visitor."""


def walk(entries, visit, show_hidden=False):
    seen = 0
    for entry in entries:
        seen += 1
        if entry["name"].startswith(".") and not show_hidden:
            continue
        visit(entry)
    return seen


def total_size(entries):
    size = 0
    for entry in entries:
        size += entry["size"]
    return size
