"""Expand the bundled short flags of a small archiver's command line."""
from getopt_shorts import GetoptError, do_shorts

SPEC = "vzf:C:"


def split_flags(argv, defaults):
    seen = list(defaults)
    first = argv[0]
    if not first.startswith("-") or first == "-":
        return seen, argv
    opts, rest = do_shorts(seen, first[1:], SPEC, argv[1:])
    return opts, rest


def main(argv):
    try:
        opts, rest = split_flags(argv, [("-C", ".")])
    except GetoptError as err:
        return "error: %s" % err
    names = [name for name, _ in opts]
    return "%s -> %r" % (" ".join(names), rest)


if __name__ == "__main__":
    print(main(["-vzf", "out.tar", "src", "docs"]))
    print(main(["-vf"]))
    print(main(["build", "-v"]))
