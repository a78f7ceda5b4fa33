"""Pick the files of a source tree that a release archive should contain."""
from ignore import make_matcher

DEFAULT_IGNORES = ["*.pyc", "build/*", "# editor files", "*.swp", "!keep.swp"]


def archive_members(paths, extra, case_blind):
    patterns = DEFAULT_IGNORES + extra
    label = "archive (%d patterns)" % len(patterns)
    ignored = make_matcher(patterns, case_blind, label)
    members = []
    for path in sorted(paths):
        if ignored(path):
            continue
        members.append(path)
    return members


def build_archive(files, options):
    extra = options.get("ignore", [])
    members = archive_members(files, extra, options.get("case_blind", False))
    print(len(members), "files:", " ".join(members))
    return members


if __name__ == "__main__":
    FILES = ["src/app.py", "src/app.pyc", "build/lib.so", "notes.swp", "keep.swp", "README.md", "Docs/Guide.txt"]
    build_archive(FILES, {"ignore": ["docs/*"], "case_blind": True})
    build_archive(FILES, {"ignore": ["docs/*"]})
