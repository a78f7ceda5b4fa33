"""Split a name->value flag table into canonical members and aliases."""
from enumbits import _is_single_bit, _power_of_two


def canonical_members(flags):
    single = []
    aliases = []
    for name, value in flags.items():
        if value < 0:
            continue
        if _is_single_bit(value):
            single.append(name)
        else:
            aliases.append(name)
    return single, aliases


def table_size(flags):
    size = len(flags)
    while not _power_of_two(size):
        size += 1
    return size


def describe(flags):
    members, aliases = canonical_members(flags)
    return "%d members, %d aliases, table %d" % (
        len(members), len(aliases), table_size(flags))


if __name__ == "__main__":
    print(describe({"READ": 4, "WRITE": 2, "EXEC": 1, "RW": 6, "NONE": 0}))
