"""Collect the long flags of a command line into a settings dict."""
from flags import parse_flag

NEGATABLE = {"color", "cache", "verify"}


def parse_flags(argv):
    settings = {}
    kinds = {}
    for arg in argv:
        if not arg.startswith("--"):
            continue
        bare = arg[2:].split("=")[0]
        negatable = bare.removeprefix("no-") in NEGATABLE
        name, value, kind = parse_flag(arg, negatable)
        settings[name] = value
        kinds[name] = kind
    return settings, kinds


def describe(argv):
    settings, kinds = parse_flags(argv)
    return ", ".join("%s=%r (%s)" % (key, settings[key], kinds[key]) for key in sorted(settings))


if __name__ == "__main__":
    print(describe(["--verbose", "--color=off", "--no-cache", "--jobs=4", "-x", "--no-wait", "--verify=yes"]))
