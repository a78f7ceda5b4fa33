"""Text formatting helpers of the report tool."""

WIDTH = 40


def title(text, color):
    if color == "never":
        return text.upper()
    return "\033[1m%s\033[0m" % text.upper()


def cell(value, debug):
    text = str(value)
    if debug:
        text = "%r" % (value,)
    return text.ljust(WIDTH)


def rule():
    return "-" * WIDTH


def footer(count, debug):
    if debug:
        return "%d row(s), debug on" % count
    return "%d row(s)" % count
