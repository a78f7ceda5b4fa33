"""Build pretty-printer settings from user options."""
import io

from pretty_config import PrettyPrinter


def make_printer(options):
    width = options.get("width", 80)
    if options.get("narrow"):
        width = 40
    return PrettyPrinter(indent=options.get("indent", 1), width=width,
                         stream=io.StringIO(), compact=True)


def describe(options):
    try:
        printer = make_printer(options)
    except ValueError as exc:
        return "rejected: %s" % exc
    return "width=%d indent=%d compact=%s" % (
        printer._width, printer._indent_per_level, printer._compact)


if __name__ == "__main__":
    for opts in ({"width": "72"}, {"narrow": True, "indent": 4}, {"width": 0},
                 {"indent": -1}):
        print(opts, "->", describe(opts))
