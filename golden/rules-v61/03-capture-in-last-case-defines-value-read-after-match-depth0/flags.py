"""Parse one long command-line flag: --name, --name=value, --no-name."""


def parse_flag(arg, negatable):
    value = True
    match arg.removeprefix("--").split("=", 1):
        case [name]:
            kind = "switch"
        case [name, "yes" | "on" | "true"]:
            kind = "bool"
        case [name, "no" | "off" | "false"]:
            kind = "bool"
            value = False
        case [name, value]:
            kind = "text"
    if negatable and name.startswith("no-"):
        name = name[3:]
        value = not value
    return name, value, kind
