"""Lint `key = value  # comment` lines of a small TOML-like settings file."""
from tomlskip import ILLEGAL_COMMENT_CHARS, skip_comment, skip_until


def header_name(line):
    close = skip_until(line, 1, "]", error_on=ILLEGAL_COMMENT_CHARS, error_on_eof=True)
    return line[1:close].strip()


def trailing_ok(line, pos):
    while pos < len(line) and line[pos] in " \t":
        pos += 1
    end = skip_comment(line, pos)
    return end == len(line)


def lint(lines):
    report = []
    section = "top"
    for line in lines:
        if line.startswith("["):
            section = header_name(line)
            continue
        eq = line.find("=")
        value_end = eq + 2
        while value_end < len(line) and line[value_end] not in " \t":
            value_end += 1
        report.append((section, line[:eq].strip(), trailing_ok(line, value_end)))
    return report


LINES = ["name = demo  # the project", "[ tool ]", "width = 88\t# columns", "debug = no yes"]
print(lint(LINES))
