"""Refuse request paths that are malformed, too long or too deep."""
from urlpath import _url_collapse_path


def resolve(root, target, limit):
    if "\x00" in target:
        raise ValueError("NUL byte in %r" % target)
    collapsed = _url_collapse_path(target)
    parts = collapsed.split("/")
    depth = 0
    total = 0
    for part in parts[1:]:
        total += len(part)
        if not part:
            continue
        depth += 1
        if len(part) > 64:
            raise ValueError("segment %d too long: %r" % (depth, part[:8]))
    if depth > limit:
        raise ValueError("%s has %d levels, %d allowed" % (collapsed, depth, limit))
    return root + collapsed, total


if __name__ == "__main__":
    print(resolve("/srv/www", "/a/./b/../c/d.html?v=2", 4))
    try:
        resolve("/srv/www", "/x/y/z/w/v/u/", 4)
    except ValueError as exc:
        print(exc)
