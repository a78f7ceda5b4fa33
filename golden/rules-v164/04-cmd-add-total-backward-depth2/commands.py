"""Command implementations."""


def cmd_add(items, args):
    total = 0
    for a in args:
        total += int(a)
    items["sum"] = total
    return "added %d" % total


def cmd_count(items, args):
    items["count"] = len(args)
    return "counted %d" % len(args)
