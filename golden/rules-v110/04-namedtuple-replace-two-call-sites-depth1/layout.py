"""Places a title and a badge next to an anchor point."""
from geometry import Box, Point, TRACE, area, grow, shift


def place_label(anchor, margin, tag):
    title = Point(anchor.x, anchor.y)
    badge = Point(anchor.x + 40, anchor.y)
    t = shift(title, margin, 0, "title " + tag)
    b = shift(badge, 0, margin * 2, "badge " + tag)
    top = b.y
    print(f"{tag}: title at {t.x},{t.y}; badge top {top}")
    return top


def main():
    home = Point(10, 20)
    away = Point(300, 20)
    gap = 6
    first_tag = "home"
    first = place_label(home, gap, first_tag)
    second = place_label(away, gap + 2, "away")
    frame = grow(Box(home, 100, 40), gap)
    print("tops", first, second)
    print("frame", frame.origin, area(frame))
    print("trace", TRACE)


if __name__ == "__main__":
    main()
