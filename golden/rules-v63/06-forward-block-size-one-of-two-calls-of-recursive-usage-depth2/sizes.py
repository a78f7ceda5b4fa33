"""Disk usage of a directory tree, rounded up to whole filesystem blocks."""


def round_up(size, block):
    if block <= 1:
        return size
    return -(-size // block) * block


def usage(node, block, depth, limit):
    if depth > limit:
        return 0
    total = round_up(node["size"], block)
    for child in node.get("children", []):
        total += usage(child, block, depth + 1, limit)
    return total


def fits(node, quota):
    used = usage(node, 4096, 0, 64)
    return used <= quota
