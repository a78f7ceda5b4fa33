"""A small getopt-style parser for long and short options."""


def split_option(arg):
    if arg == "--":
        return ("end",)
    if arg.startswith("--"):
        name, sep, value = arg[2:].partition("=")
        return ("long", name, value) if sep else ("long", name)
    if arg.startswith("-") and len(arg) > 1:
        return ("short", arg[1:])
    return ("word", arg)


def parse_args(argv, defaults):
    opts = dict(defaults)
    positional = []
    valued = 0
    args = list(argv)
    while args:
        arg = args.pop(0)
        match split_option(arg):
            case ("end",):
                positional.extend(args)
                break
            case ("long", "verbose") | ("short", "v"):
                opts["verbose"] = opts.get("verbose", 0) + 1
                continue
            case ("long", "output" | "out", path):
                opts["output"] = path
            case ("long", name) | ("short", name):
                raise SystemExit("unknown option: " + name)
            case ("word", word):
                positional.append(word)
                continue
            case ("long", key, value):
                opts[key] = value
        valued += 1
    return opts, positional, valued
