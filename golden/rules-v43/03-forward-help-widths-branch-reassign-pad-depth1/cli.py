"""Print the help of a small command-line tool."""
from helpfmt import format_help, invocation

OPTIONS = [{"flag": "-v", "metavar": "", "help": "verbose"}, {"flag": "--output", "metavar": "FILE", "help": "write here"}, {"flag": "--exclude-pattern", "metavar": "GLOB", "help": "skip matching paths"}]


def usage(prog, options, narrow):
    limit = 12 if narrow else 24
    first = invocation(options[0])
    body, count = format_help(options, max_width=limit)
    header = "usage: " + prog + " " + first + " ..."
    print(header)
    print(body)
    return count


if __name__ == "__main__":
    shown = usage("tidy", OPTIONS, True)
    print(shown, "lines")
