"""Fetch raw lines and run one collection round."""
import sys

from batching import collect


def clean(part):
    return part.strip(" \t")


def fetch(text):
    lines = []
    for part in text.split(";"):
        if part:
            lines.append(clean(part))
    return lines


def run(text, limit):
    raw = fetch(text)
    batch = collect(raw, limit)
    print(", ".join(batch))
    return len(batch)


if __name__ == "__main__":
    cap = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    run(" hello ;~skip; World ;;again", cap)
