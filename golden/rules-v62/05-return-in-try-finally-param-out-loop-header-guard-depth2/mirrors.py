"""Look packages up on an ordered list of mirrors, counting the probes each mirror gets."""


def normalize(mirror):
    return mirror.strip().lower()


def mirror_table(index, mirror):
    tables = index["tables"]
    key = normalize(mirror)
    return tables.get(key, {})


def lookup(index, name, probes):
    for mirror in index["order"]:
        table = mirror_table(index, mirror)
        try:
            if name in table:
                return mirror, table[name]
            print(name, "not on", mirror)
        finally:
            probes[mirror] = probes.get(mirror, 0) + 1
    return None, None


def fastest(index):
    return index["order"][0]
