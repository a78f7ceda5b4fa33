"""Command-line entry point of the log report tool."""
from options import parse_args

DEFAULTS = {"output": "-", "verbose": 0}


def main(argv):
    opts, files, valued = parse_args(argv, DEFAULTS)
    if opts["verbose"]:
        print("options:", opts, "with", valued, "valued")
    for name in files:
        print("would read", name, "->", opts["output"])
    return len(files)


if __name__ == "__main__":
    main(["--verbose", "--output=report.txt", "a.log", "--level=debug", "-v", "b.log", "--", "--c.log"])
    main(["x.log", "--out=x.txt"])
