"""Start-up: build the option table from the defaults and the command line."""
import sys

from defaults import BASE, fill_missing, merged, override


def load(user_opts, no_pager):
    table = dict(BASE)
    if no_pager:
        override(table, "Pager-Off", True)
    opts = dict(user_opts)
    fill_missing(opts, table)
    view = merged(table, {"lines": 24})
    keys = sorted(table)
    return keys, opts, view


def main(argv):
    user = {}
    for arg in argv:
        if arg.startswith("--width="):
            user["width"] = int(arg[8:])
    quiet = "--no-pager" in argv
    keys, opts, view = load(user, quiet)
    print(keys, opts["width"], view["lines"])


if __name__ == "__main__":
    main(sys.argv[1:])
