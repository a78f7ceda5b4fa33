"""Expand a package manifest into file paths."""

SEP = "/"


def join(root, name):
    return root.rstrip(SEP) + SEP + name.lstrip(SEP)


def iter_section(root, names, stats):
    for name in names:
        if name.startswith("#"):
            stats["comments"] += 1
            continue
        yield join(root, name)
    stats["sections"] += 1


def iter_files(manifest, stats):
    for root, names in manifest.items():
        yield from iter_section(root, names, stats)
    yield "PKG-INFO"
