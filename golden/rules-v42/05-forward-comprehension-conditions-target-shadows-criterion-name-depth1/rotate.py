"""Choose which backup archives to delete when a new one is written."""

SUFFIX = ".tar.gz"


def archive_name(prefix, stamp):
    return "%s-%s%s" % (prefix, stamp, SUFFIX)


def rotate(listing, prefix, stamp, keep):
    name = archive_name(prefix, stamp)
    ours = [name for name in listing if name.startswith(prefix + "-")]
    older = sorted(n for n in ours if n < name)
    doomed = older[:max(0, len(older) - keep)]
    kept = {n for n in ours if n not in doomed}
    foreign = len(listing) - len(ours)
    print("writing", name, "keeping", len(kept), "ignoring", foreign)
    return {"write": name, "delete": doomed, "keep": sorted(kept)}


def newest(listing, prefix):
    ours = [n for n in listing if n.startswith(prefix + "-")]
    return max(ours) if ours else None
