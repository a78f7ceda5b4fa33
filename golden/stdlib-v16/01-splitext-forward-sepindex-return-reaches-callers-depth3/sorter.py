"""Group a list of file names by their extension."""
from pathext import _splitext


def extension(name):
    root, ext = _splitext(name, "/", None, ".")
    return ext.lower()


def group_by_extension(names):
    groups = {}
    for name in names:
        ext = extension(name)
        if not ext:
            ext = "(none)"
        groups.setdefault(ext, []).append(name)
    return groups


if __name__ == "__main__":
    names = ["src/app.PY", "docs/.profile", "README", "a.b/c", "lib/x.tar.gz"]
    grouped = group_by_extension(names)
    print(grouped)
