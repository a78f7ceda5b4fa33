"""Assemble the release notes of a version from its news fragments."""
from changelog import render

SECTIONS = ("feature", "bugfix", "removal")


def parse(fragments):
    entries = []
    for name, text in sorted(fragments.items()):
        issue, section = name.split(".")
        if section not in SECTIONS:
            print("ignoring fragment", name)
            continue
        entries.append({"section": section, "issue": int(issue), "text": text.strip()})
    return entries


def release_notes(version, fragments, draft=False):
    entries = parse(fragments)
    title = "Release %s" % version
    if draft:
        title += " (draft)"
    text = render(entries, title)
    return text


if __name__ == "__main__":
    FRAGMENTS = {"12.feature": "Add --json output.", "7.bugfix": "Fix crash on empty input.", "15.feature": "Support globs.", "9.misc": "Tidy imports."}
    print(release_notes("2.1.0", FRAGMENTS))
    print(release_notes("2.1.1", {}, draft=True))
