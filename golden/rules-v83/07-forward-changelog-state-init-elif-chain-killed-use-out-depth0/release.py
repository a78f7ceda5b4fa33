"""Print the notes of one release from a CHANGELOG text."""
from changelog import parse_changelog

SAMPLE = "# Changelog\n\nAll notable changes.\n\n## v1.2.0\n- Add bytes support\n  for frames\n- Fix split on tabs\n\n## 1.1.0\n- First release\n"


def notes_for(text, wanted):
    info = parse_changelog(text)
    entries = info["releases"].get(wanted.lstrip("v"), [])
    header = "{} {} (latest {})".format(info["title"], wanted, info["latest"])
    lines = [header, "=" * len(header)]
    for entry in entries:
        lines.append("* " + entry)
    return "\n".join(lines)


if __name__ == "__main__":
    print(notes_for(SAMPLE, "v1.2.0"))
