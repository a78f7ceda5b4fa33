"""Command-line entry point of the report tool."""
import sys

from app import fmt, render, settings


def main(argv):
    verbose = "--debug" in argv
    settings.DEBUG = verbose
    rows = [arg for arg in argv[1:] if not arg.startswith("--")]
    heading = fmt.title("report", settings.COLOR)
    body = render(rows)
    tail = fmt.footer(len(rows), settings.DEBUG)
    print(heading)
    print(body + tail)
    return 0 if rows else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
