"""List project files as 'stem  folder' lines."""
from pathsplit import basename, dirname, split


def describe(path, root):
    rel = path[len(root):].lstrip("/")
    name = basename(rel)
    folder = dirname(path)
    head, tail = split(folder)
    stem = name.partition(".")[0]
    return f"{stem:<8} {tail or head}"


def listing(paths, root):
    lines = []
    for path in sorted(paths):
        lines.append(describe(path, root))
    return "\n".join(lines)


if __name__ == "__main__":
    print(listing(["/srv/app/src/main.py", "/srv/app/docs/index.rst", "/srv/app/setup.cfg"], "/srv/app"))
