"""Lint a set of sources and print an aligned report."""
import checks


def lint_all(sources, columns):
    names = sorted(sources)
    width = min(max(len(name) for name in names), columns // 2)
    total = 0
    for name in names:
        problems = checks.check_file(name, sources[name], width)
        total += problems
    return total


def report(sources):
    total = lint_all(sources, 40)
    if total:
        return "lint: %d problems" % total
    return "lint: clean"


if __name__ == "__main__":
    SOURCES = {"setup.py": "x = 1\n", "pkg/very_long_module_name.py": "y = 2\n" + "#" * 90 + "\n"}
    print(report(SOURCES))
