"""Pick the newest release among a repository's tags."""
import sys

from versions import Version

DEFAULT_TAGS = ["v1.2", "v1.10b2", "v1.10", "nightly", "v1.11a1"]


def latest(tags, allow_pre):
    best = None
    skipped = 0
    for tag in tags:
        if not tag.startswith("v"):
            skipped += 1
            continue
        v = Version(tag[1:], source="git")
        print("seen", v.describe())
        if v.prerelease and not allow_pre:
            continue
        if best is None or v.key() > best.key():
            best = v
    print("skipped", skipped)
    return best


def main(argv):
    allow_pre = "--pre" in argv
    tags = [a for a in argv if a.startswith("v")] or DEFAULT_TAGS
    newest = latest(tags, allow_pre)
    print(newest.raw, newest.release, newest.prerelease)


if __name__ == "__main__":
    main(sys.argv[1:])
