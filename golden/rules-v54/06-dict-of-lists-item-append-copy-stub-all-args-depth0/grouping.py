"""Group records by one of their fields into a caller's dict of lists."""


def field_key(rec, field, trace):
    value = rec.get(field)
    if trace:
        print("key", field, value)
    if value is None:
        return None
    return str(value).strip().lower()


def group_into(groups, records, field, trace):
    sizes = {key: len(ids) for key, ids in groups.items()}
    added = []
    for rec in records:
        key = field_key(rec, field, trace)
        if key is None:
            continue
        if key not in groups:
            groups[key] = []
            added.append(key)
        groups[key].append(rec["id"])
        sizes.setdefault(key, 0)
    groups.pop("", None)
    names = sorted(groups)
    grown = [name for name in names if len(groups[name]) > sizes[name]]
    return added, grown
