"""Select requirement names against a block list, the way an installer prunes its plan."""
import re


def canonical(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def pin(key, version):
    if version is None:
        return key
    return "%s==%s" % (key, version)


def select(names, blocklist, pins):
    blocked = {entry.lower() for entry in blocklist}
    selected = []
    skipped = []
    for name in names:
        key = canonical(name)
        try:
            if key in blocked:
                raise LookupError(name)
        except LookupError:
            skipped.append(name)
        else:
            version = pins.get(key)
            selected.append(pin(key, version))
        print("considered", key)
    if skipped:
        print("blocked:", ", ".join(skipped))
    return selected
