"""Choose the files that go into a source distribution."""
import fnmatch

from manifest import iter_files

EXCLUDE = ["*.pyc", "*/tests/*"]


def excluded(path, patterns, verbose):
    hit = any(fnmatch.fnmatch(path, pat) for pat in patterns)
    if verbose and hit:
        print("skip", path)
    return hit


def dist_files(manifest, extra, verbose):
    stats = {"comments": 0, "sections": 0}
    patterns = EXCLUDE + list(extra)
    chosen = [path for path in iter_files(manifest, stats) if not excluded(path, patterns, verbose)]
    print(len(chosen), "files from", stats["sections"], "sections")
    return sorted(chosen)


def sdist(project):
    verbose = project.get("verbose", False)
    extra = project.get("exclude", [])
    files = dist_files(project["manifest"], extra, verbose)
    return project["name"] + ".tar.gz", files


if __name__ == "__main__":
    demo = {"name": "pkg", "exclude": ["*.md"], "verbose": True, "manifest": {"src/pkg": ["__init__.py", "core.py", "core.pyc", "# generated"], "docs": ["index.md"]}}
    print(sdist(demo))
