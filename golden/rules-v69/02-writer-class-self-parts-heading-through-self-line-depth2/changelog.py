import sys
from writer import TextWriter


def normalize(kind):
    return kind.strip().lower()


def group(entries):
    changes = {}
    for kind, text in entries:
        changes.setdefault(normalize(kind), []).append(text)
    return changes


def render_changes(version, changes, notes):
    w = TextWriter("    ")
    w.heading(f"Release {version}")
    for kind in sorted(changes):
        w.item(kind.title() + ":")
        for text in changes[kind]:
            w.item(text)
    widest = w.width()
    print(f"changelog {version}: {widest} columns", file=notes)
    text = w.getvalue()
    return text


def release_notes(version, entries):
    changes = group(entries)
    return render_changes(version, changes, sys.stderr)


if __name__ == "__main__":
    print(release_notes("2.1", [("Fixed ", "crash on empty input"), ("added", "--quiet flag")]))
