"""Pick the next release tag from the tags already published."""
from version import Version


def next_tag(tags, part, floor_text):
    latest = tags[-1].strip()
    floor = Version.parse(floor_text)
    current = Version.parse(latest)
    candidate = current.bumped(part)
    if candidate.key() <= floor.key():
        candidate = floor.bumped("patch")
    return candidate.tag()


def release_notes(tags, part):
    tag = next_tag(tags, part, "v1.4.0")
    header = "Release " + tag
    return header + "\n" + "=" * len(header)


if __name__ == "__main__":
    print(release_notes(["v1.2.0", "v1.3.9 "], "patch"))
    print(release_notes(["1.4", "2"], "minor"))
