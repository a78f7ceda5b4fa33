"""Command line of the nightly report tool."""
import sys

import state
from state import log


def parse_mode(argv):
    mode = "info"
    ignored = []
    for arg in argv[1:]:
        if arg == "--verbose":
            mode = "verbose"
        elif arg.startswith("--log="):
            mode = arg[len("--log="):]
        else:
            ignored.append(arg)
    if ignored:
        print("ignored:", " ".join(ignored))
    return mode


def main(argv):
    quiet = "-q" in argv
    mode = parse_mode(argv)
    level = state.set_mode(mode, quiet)
    log("info", f"logging at {level}")
    log("debug", f"arguments {argv[1:]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
