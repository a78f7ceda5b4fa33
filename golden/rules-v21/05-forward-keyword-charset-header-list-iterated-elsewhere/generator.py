"""Flatten a message to header lines, after email.generator.Generator."""


def fits(line, width):
    return len(line) <= width


def fold(name, value, width):
    line = "%s: %s" % (name, value)
    if fits(line, width):
        return line
    return line[:width] + "\n " + line[width:]


def flatten(msg, width=48):
    lines = []
    for name, value in msg.items():
        lines.append(fold(name, value, width))
    return "\n".join(lines)
