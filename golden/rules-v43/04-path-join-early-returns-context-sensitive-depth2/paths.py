"""Join and normalise slash-separated paths (after posixpath)."""

SEP = "/"


def join(base, part):
    if part.startswith(SEP):
        return part
    if not base:
        return part
    if base.endswith(SEP):
        return base + part
    return base + SEP + part


def normpath(path):
    if not path:
        return "."
    initial = path.startswith(SEP)
    kept = []
    for comp in path.split(SEP):
        if comp in ("", "."):
            continue
        if comp == ".." and kept and kept[-1] != "..":
            kept.pop()
        elif comp != ".." or not initial:
            kept.append(comp)
    path = SEP.join(kept)
    if initial:
        path = SEP + path
    return path or "."
