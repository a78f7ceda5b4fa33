"""Member lists for source archives, as sdist builders keep them."""

SKIP = (".pyc", ".tmp")


def _norm(path):
    return path.replace("\\", "/").replace("//", "/")


def member_name(root, rel):
    joined = root + "/" + rel
    return _norm(joined)


def add_file(members, root, rel):
    if rel.endswith(SKIP):
        return False
    members.append(member_name(root, rel))
    return True


def add_tree(members, root, files):
    added = 0
    for rel in files:
        ok = add_file(members, root, rel)
        if ok:
            added += 1
    return added
