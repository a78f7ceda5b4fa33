"""Verbatim from pygments.util (Debian python3-pygments 2.14)."""


def duplicates_removed(it, already_seen=()):
    """
    Returns a list with duplicates removed from the iterable `it`.

    Order is preserved.
    """
    lst = []
    seen = set()
    for i in it:
        if i in seen or i in already_seen:
            continue
        lst.append(i)
        seen.add(i)
    return lst


names = ["a", "b", "a", "c", "b", "d"]
out = duplicates_removed(names, already_seen=("d",))
print(out)
