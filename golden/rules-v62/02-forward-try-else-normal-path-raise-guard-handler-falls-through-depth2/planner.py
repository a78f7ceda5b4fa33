"""Write an install plan from requested names, version pins and a block list."""
from names import select

PINS = {"requests": "2.31.0", "idna": "3.6"}


def frame(title, text):
    rule = "-" * len(title)
    return title + "\n" + rule + "\n" + text


def render(lines, title):
    body = "\n".join(sorted(lines))
    return frame(title, body)


def build_plan(requested, blocklist):
    lines = select(requested, blocklist, PINS)
    count = len(requested)
    text = render(lines, "plan for %d requested" % count)
    return text


def main(argv):
    requested = argv or ["Requests", "idna", "Flask_Login", "six"]
    plan = build_plan(requested, ["flask-login"])
    print(plan)
    return 0


if __name__ == "__main__":
    main([])
