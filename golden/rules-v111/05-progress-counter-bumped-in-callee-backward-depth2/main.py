"""todo-report: show how far a task list has progressed."""

import sys

from tasks import analyse

USAGE = "usage: todo-report [--strict] [--width=N] [SOURCE]"


def demo_text():
    return "TODO: write parser\nDONE: sketch cli\nDONE: pick name\nidea: colours\n"


def read_file(path):
    with open(path) as handle:
        return handle.read()


def parse_args(argv):
    cfg = {"source": "demo", "strict": False, "width": 20}
    for arg in argv:
        if arg == "--strict":
            cfg["strict"] = True
        elif arg.startswith("--width="):
            cfg["width"] = int(arg[8:])
        elif arg.startswith("-"):
            return None
        else:
            cfg["source"] = arg
    return cfg


def load_lines(source):
    if source == "demo":
        text = demo_text()
    else:
        text = read_file(source)
    lines = []
    for raw in text.splitlines():
        if raw.strip():
            lines.append(raw.strip())
    return lines


def format_summary(result, width):
    filled = result["progress"] * width // 100
    bar = "[" + "#" * filled + "." * (width - filled) + "]"
    text = bar + " " + str(result["progress"]) + "%"
    if result.get("invalid"):
        text += " (" + str(result["invalid"]) + " invalid lines)"
    return text + ", " + str(result["sizes"]["chars"]) + " chars"


def run(argv):
    cfg = parse_args(argv)
    if cfg is None:
        print(USAGE)
        return
    lines = load_lines(cfg["source"])
    result = analyse(lines, cfg)
    print(format_summary(result, cfg["width"]))


if __name__ == "__main__":
    run(sys.argv[1:])
