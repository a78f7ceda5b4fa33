"""Turn a source file path into a dotted module name."""
from bootpath import _path_split


def package_chain(filename, limit=4):
    parts = []
    skipped = 0
    head, tail = _path_split(filename)
    stem = tail.rpartition(".")[0]
    while head and len(parts) < limit:
        head, name = _path_split(head)
        if name == "__pycache__":
            skipped += 1
            continue
        if not name.isidentifier():
            break
        parts.append(name)
    parts.reverse()
    if not stem:
        return None
    parts.append(stem)
    return ".".join(parts)


def describe(filename):
    dotted = package_chain(filename)
    if dotted is None:
        return "not a module: " + filename
    return dotted


if __name__ == "__main__":
    for path in ["src/acme/__pycache__/io/fast.py", "/opt/my-lib/pkg/util.py", "src/.py"]:
        print(describe(path))
