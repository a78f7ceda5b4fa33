"""Relative paths, after posixpath.relpath and os.path.commonprefix."""

SEP = "/"
CURDIR = "."
PARDIR = ".."


def split_parts(path, cwd):
    if not path.startswith(SEP):
        path = cwd + SEP + path
    return [p for p in path.split(SEP) if p and p != CURDIR]


def common_length(a, b):
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def relpath(path, start, cwd):
    if not path:
        raise ValueError("no path specified")
    start_list = split_parts(start, cwd)
    path_list = split_parts(path, cwd)
    i = common_length(start_list, path_list)
    rel_list = [PARDIR] * (len(start_list) - i) + path_list[i:]
    if not rel_list:
        return CURDIR
    return SEP.join(rel_list)
