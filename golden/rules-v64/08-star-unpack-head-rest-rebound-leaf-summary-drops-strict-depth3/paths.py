"""Path helpers of a small static file server."""

INDEX = "index.html"
HIDDEN = (".", "..")


def segments(path, strict):
    raw = path.split("?")[0].split("/")
    parts = [part for part in raw if part and part not in HIDDEN]
    dropped = len([part for part in raw if part in HIDDEN])
    if strict and dropped:
        print("refusing", dropped, "dot segment(s) in", path)
    return parts


def locate(path, mounts, strict):
    head, *rest = segments(path, strict) or [""]
    root = mounts.get(head)
    if root is None:
        root, rest = mounts[""], [head, *rest] if head else []
    *folders, leaf = rest or [INDEX]
    leaf = leaf if "." in leaf else leaf + "/" + INDEX
    return "/".join([root, *folders, leaf])
