"""Pick the release to upgrade to from a repository's tags."""
from versions import Version


def latest(current, tags, allow_pre=False):
    best = Version.parse(current)
    skipped = 0
    for tag in tags:
        if not tag.startswith("v"):
            skipped += 1
            continue
        candidate = best.parse(tag)
        if candidate.pre and not allow_pre:
            continue
        if candidate.newer_than(best):
            best = candidate
    print(f"{skipped} tags skipped, newest {best.label()}")
    return best


def upgrade_message(installed, tags):
    target = latest(installed, tags)
    if target.label() == installed:
        return "up to date"
    return f"upgrade {installed} -> {target.label()}"


def preview(installed, tags):
    return latest(installed, tags, allow_pre=True).label()


if __name__ == "__main__":
    published = ["v1.4.1", "v1.5.0-rc1", "release-2", "v1.10.0+build.7", "v1.9"]
    print(upgrade_message("v1.4.0", published))
    print(preview("v1.4.0", ["v1.4.1", "v2.0.0-rc1"]))
