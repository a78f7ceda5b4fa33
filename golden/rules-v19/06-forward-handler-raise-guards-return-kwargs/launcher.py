"""Start the viewer with the user's preferences."""
import sys

from prefs import DEFAULTS, read_prefs


def columns(width, gap):
    return max(1, width // gap)


def layout(prefs):
    cols = columns(prefs["width"], 8)
    if cols > 12:
        return "wide"
    return "narrow"


def start(path, argv):
    pedantic = "--strict" in argv
    verbose = "-v" in argv
    prefs = read_prefs(path, strict=pedantic, encoding="utf-8", fallback=DEFAULTS)
    if verbose:
        print("preferences:", prefs)
    mode = layout(prefs)
    return prefs["theme"], mode


def main(argv):
    theme, mode = start("viewer-prefs.json", argv)
    print("theme", theme, "layout", mode)
    return 0 if theme else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
