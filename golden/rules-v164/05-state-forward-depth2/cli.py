"""Minimal argument parsing for the tool."""


def parse_args(argv):
    opts = {"verbose": False, "cmd": "help", "args": []}
    for arg in argv:
        if arg == "-v":
            opts["verbose"] = True
        elif opts["cmd"] == "help":
            opts["cmd"] = arg
        else:
            opts["args"].append(arg)
    return opts
