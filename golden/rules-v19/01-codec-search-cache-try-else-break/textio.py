"""Check which encodings of a list can be used, and report the codec cache."""
import sys

import codecreg


def usable(names):
    found = []
    for name in names:
        if codecreg.search(name) is not None:
            found.append(name)
    return found


def report(names, stale):
    codecreg.forget(stale)
    print("cached before:", codecreg.cached_names())
    ok = usable(names)
    known = len(codecreg.cache)
    codecreg.forget(names[0])
    return "%d of %d usable, %d cached" % (len(ok), len(names), known)


def main(argv):
    names = argv or ["UTF-8", "utf8", "klingon", "ascii"]
    print(report(names, "latin1"))


if __name__ == "__main__":
    main(sys.argv[1:])
