"""Apply a batch of changes to a key/value store, all or nothing."""


def is_valid(value):
    if value is None:
        return False
    return isinstance(value, (int, str))


def apply_changes(store, changes, journal):
    snapshot = dict(store)
    applied = 0
    for key, value in changes:
        try:
            if not is_valid(value):
                raise KeyError(key)
            store[key] = value
            journal.append(("set", key))
        except KeyError:
            store.clear()
            store.update(snapshot)
            journal.append(("rollback", key))
            raise
        applied += 1
    return applied
