"""Print the first items of a remote collection, as a command-line client does."""
import sys

import api


def parse_args(argv):
    opts = {"limit": "4", "sep": ", "}
    for arg in argv:
        key, _, value = arg.partition("=")
        opts[key.lstrip("-")] = value
    return opts


def show(argv):
    opts = parse_args(argv)
    probe, _ = api.collect(1)
    limit = int(opts["limit"])
    if limit <= 0:
        return "nothing to list"
    names, calls = api.collect(limit)
    text = opts["sep"].join(names)
    print("first item:", probe[0])
    return "%s (%d calls)" % (text, calls)


if __name__ == "__main__":
    print(show(sys.argv[1:]))
