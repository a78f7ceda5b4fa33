"""Print the ledger report, a page at a time."""
import sys

import config
from config import PAGE, WIDTH
from ledger import render

SAMPLE = [
    {"label": "rent", "cents": 120000},
    {"label": "refund", "cents": 0},
    {"label": "groceries", "cents": 8450},
    {"label": "power", "cents": 6199},
]


def load(path):
    if path is None:
        return list(SAMPLE)
    entries = []
    skipped = 0
    with open(path) as handle:
        for line in handle:
            if not line.strip():
                skipped += 1
                continue
            label, _, cents = line.rstrip().rpartition(" ")
            entries.append({"label": label, "cents": int(cents)})
    if skipped:
        print(f"{skipped} blank lines in {path}")
    return entries


def pick_page(argv, default):
    for arg in argv[1:]:
        if arg.startswith("--page="):
            return int(arg[len("--page="):])
    return default


def main(argv):
    path = argv[1] if len(argv) > 1 and not argv[1].startswith("-") else None
    entries = load(path)
    config.PAGE = pick_page(argv, PAGE)
    config.WIDTH = 72 if "--wide" in argv else WIDTH
    pages = render(entries, config.PAGE, config.WIDTH)
    for page in pages:
        print(page)
    return 0 if pages else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
