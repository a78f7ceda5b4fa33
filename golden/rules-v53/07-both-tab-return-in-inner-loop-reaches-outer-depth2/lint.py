"""Report indentation problems in a set of source texts (after tabnanny's command line)."""
from indentcheck import first_bad_line


def check_source(name, text, options):
    strict = options.get("strict", False)
    tabsize = options.get("tabsize", 8)
    lines = text.splitlines()
    bad = first_bad_line(lines, tabsize, not strict)
    total = len(lines)
    if bad:
        return "%s:%d: inconsistent indentation" % (name, bad)
    return "%s: %d lines ok" % (name, total)


def check_all(sources, options):
    problems = []
    for name in sorted(sources):
        message = check_source(name, sources[name], options)
        if "inconsistent" in message:
            problems.append(message)
    return problems


if __name__ == "__main__":
    SOURCES = {"a.py": "def f():\n    if x:\n\treturn 1\n", "b.py": "def g():\n    return 2\n  # note\n", "c.py": "if y:\n        z = 1\n    w = 2\n"}
    print(check_all(SOURCES, {"strict": False}))
    print(check_all(SOURCES, {"strict": True, "tabsize": 4}))
