"""Space report for one directory tree on several filesystems."""
from sizes import fits, usage

BLOCKS = {"ext4": 4096, "zfs": 131072, "tmpfs": 1}


def space_report(tree, fs):
    block = BLOCKS.get(fs, 4096)
    allocated = usage(tree, block, 0, 32)
    logical = usage(tree, 1, 0, 32)
    waste = allocated - logical
    print(fs, "logical bytes:", logical)
    return "%s: %d allocated, %d wasted" % (fs, allocated, waste)


def compare(tree):
    lines = []
    for fs in sorted(BLOCKS):
        lines.append(space_report(tree, fs))
    if not fits(tree, 1 << 16):
        lines.append("over quota")
    return "\n".join(lines)


if __name__ == "__main__":
    demo = {"size": 5000, "children": [{"size": 10}, {"size": 70000, "children": [{"size": 1}]}]}
    print(compare(demo))
