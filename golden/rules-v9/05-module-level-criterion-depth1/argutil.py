"""Command-line option helpers for the archiving tools, after argparse's conventions."""

DEFAULT_LEVEL = 6
DEFAULT_DEST = "archive.tar.gz"


def parse_level(text):
    level = int(text)
    if not 0 <= level <= 9:
        raise ValueError("compression level must be 0-9, got %d" % level)
    return level


def split_list(text, sep=","):
    items = []
    for item in text.split(sep):
        item = item.strip()
        if item:
            items.append(item)
    return items


def parse_options(argv):
    options = {"level": DEFAULT_LEVEL, "exclude": [], "dest": DEFAULT_DEST}
    positional = []
    for arg in argv:
        if arg.startswith("--level="):
            options["level"] = parse_level(arg[len("--level="):])
        elif arg.startswith("--exclude="):
            options["exclude"].extend(split_list(arg[len("--exclude="):]))
        elif arg.startswith("--dest="):
            options["dest"] = arg[len("--dest="):]
        else:
            positional.append(arg)
    if len(positional) != 1:
        raise SystemExit("usage: pack.py [--level=N] [--exclude=A,B] [--dest=FILE] SOURCE")
    options["source"] = positional[0]
    return options
