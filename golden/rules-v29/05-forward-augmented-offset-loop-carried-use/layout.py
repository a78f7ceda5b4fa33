"""Lay out the members of a simple archive: aligned data offsets, then a directory."""

ALIGN = 8


def padding(offset):
    return (ALIGN - offset % ALIGN) % ALIGN


def layout(members, start):
    offset = start
    table = []
    names = []
    for name, data in members:
        offset += padding(offset)
        table.append((name, offset, len(data)))
        names.append(name)
        offset += len(data)
    directory = offset
    print("members:", ", ".join(names))
    return table, directory
