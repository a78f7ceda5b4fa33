"""Checks for one section of an INI-style configuration, collecting problems as configparser front ends do."""

REQUIRED = ("host", "port")


def fmt(where, key, text):
    head = "%s: [%s]" % (where, key)
    return head + " " + text


def validate(section, where):
    problems = []

    def complain(key, text):
        problems.append(fmt(where, key, text))

    def note(text):
        problems.append("note: " + text)

    if not section:
        note("empty section")
    for key in REQUIRED:
        if key not in section:
            complain(key, "missing")
    for key, value in section.items():
        if value == "":
            complain(key, "empty")
    if "debug" in section:
        note("debug left on")
    return problems
