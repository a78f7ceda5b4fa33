"""Rows of expected and measured benchmark results."""


def parse_row(line):
    case, _, value = line.partition(":")
    return case.strip(), float(value)


def expected_rows(text):
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            yield parse_row(line)


def measured_rows(text):
    for line in text.splitlines():
        if line.startswith("case "):
            yield parse_row(line[5:])


def sample():
    spec = "startup: 1.0\nparse: 2.0\n# render is new\nrender: 4.0"
    run = "case startup: 1.3\ncase parse: 2.02\nwarm-up done\ncase render: 4.8"
    return spec, run
