"""logfilter: keep the interesting lines of a log and print a report."""

import sys

from config import build_config
from filters import count_levels, parse_log, select

SAMPLE = [
    "info service started",
    "debug cache warmed",
    "warn disk at 91% on /var",
    "",
    "error request 7 failed: upstream closed the connection",
    "info request 8 served",
]


def render(kept, width):
    lines = []
    for entry in kept:
        text = entry["text"]
        if len(text) > width:
            text = text[: width - 3] + "..."
        lines.append(text)
    return "\n".join(lines)


def show_counts(counts):
    for name in counts:
        if counts[name]:
            print(name.ljust(6), counts[name])


def run(argv):
    cfg = build_config(argv)
    entries = parse_log(SAMPLE)
    if not entries:
        print("no input")
        return
    show_counts(count_levels(entries))
    kept = select(entries, cfg)
    print(render(kept, cfg["width"]))
    print(len(kept), "of", len(entries), "lines kept")


if __name__ == "__main__":
    run(sys.argv[1:])
