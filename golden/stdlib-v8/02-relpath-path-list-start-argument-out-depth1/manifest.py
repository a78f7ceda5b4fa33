"""List the files of a release manifest relative to its install root."""
from posix_rel import relpath

ROOT = "/opt/app/"


def manifest_lines(files, root, strip_ext):
    lines = []
    base = root.rstrip("/") or "/"
    for name in files:
        target = name
        if strip_ext and "." in name:
            target = name.rsplit(".", 1)[0]
        lines.append(relpath(target, base))
    return lines


def shortest(files, cwd):
    best = None
    for name in files:
        rel = relpath(name, cwd)
        if best is None or len(rel) < len(best):
            best = rel
    return best


if __name__ == "__main__":
    files = ["/opt/app/bin/run.sh", "/opt/app/lib/core.py", "/opt/README.txt"]
    print(manifest_lines(files, ROOT, True))
    print(shortest(files, "/opt"))
