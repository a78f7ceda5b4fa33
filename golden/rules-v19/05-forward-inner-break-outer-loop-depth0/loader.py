"""Load key=value settings, skipping comments."""
import sys

from comments import strip_comments, tidy


def parse_pairs(values):
    pairs = {}
    for value in values:
        key, _, rest = value.partition("=")
        pairs[key.strip()] = rest.strip()
    return pairs


def load(lines):
    title = tidy(lines[0]) if lines else ""
    values = strip_comments(lines, ["#", ";", ""])
    settings = parse_pairs(values)
    settings["title"] = title
    return settings


if __name__ == "__main__":
    sample = ["# demo  file", "name = demo   # inline", "", "; note", "url = a#b"]
    print(load(sys.argv[1:] or sample))
