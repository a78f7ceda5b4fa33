"""Build a one-line usage string from argparse actions."""
import argparse

from helpformat import HelpFormatter


def option_usage(formatter, action):
    default = action.dest.upper()
    args = formatter._format_args(action, default)
    return "%s %s" % (action.option_strings[0], args)


def usage_line(prog, actions):
    formatter = HelpFormatter()
    parts = [prog]
    for action in actions:
        if not action.option_strings:
            continue
        parts.append(option_usage(formatter, action))
    return " ".join(parts)


if __name__ == "__main__":
    ACTIONS = [
        argparse.Action(["--mode"], "mode", choices=["fast", "safe"]),
        argparse.Action(["--copy"], "copy", nargs=2, metavar=("SRC", "DST")),
        argparse.Action(["--level"], "level", nargs="?"),
        argparse.Action([], "target"),
    ]
    print(usage_line("deploy", ACTIONS))
