"""Line generators for a plain-text menu card."""


def heading(title, width, seen):
    seen.append(title)
    yield title.upper().center(width)
    yield "=" * width


def bullets(items, mark):
    for item in items:
        if item == "...":
            return
        if not item:
            continue
        yield f"{mark} {item}"


def rule(width):
    yield "-" * width


def document(spec, width, seen):
    yield from heading(spec["title"], width, seen)
    count = 0
    for name, items in spec["sections"]:
        count += 1
        yield name
        yield from bullets(items, spec.get("mark", "*"))
    seen.append(f"{count} sections")
    if spec.get("footer"):
        yield from rule(width)
