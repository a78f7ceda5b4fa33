"""Member filters for tar archives, after tarfile's extraction filters."""

EXCLUDE_SUFFIXES = (".pyc", ".tmp", "~")


def keep_member(info, excludes):
    if info.name.endswith(EXCLUDE_SUFFIXES):
        return None
    for pattern in excludes:
        if pattern in info.name:
            return None
    info.uid = 0
    info.uname = "root"
    return info
