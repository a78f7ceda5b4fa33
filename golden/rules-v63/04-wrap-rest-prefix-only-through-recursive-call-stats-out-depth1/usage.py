"""Help text for the options of a file transfer tool."""
from wrapping import wrap

WIDTH = 48


def option_help(flag, text, width):
    bullet = "  " + flag + "  "
    indent = " " * len(bullet)
    counts = []
    lines = wrap(text.split(), width, bullet, indent, counts)
    print(flag, "words per line:", counts)
    return "\n".join(lines)


def paragraph(text):
    sizes = []
    body = wrap(text.split(), WIDTH, "", "", sizes)
    return "\n".join(body)


def usage(options):
    parts = [paragraph("Copy files between hosts and resume partial transfers when a link drops.")]
    for flag, text in options:
        parts.append(option_help(flag, text, WIDTH))
    return "\n\n".join(parts)


if __name__ == "__main__":
    print(usage([("--partial", "keep partially transferred files so that a later run can resume them"), ("-z", "compress file data during the transfer")]))
