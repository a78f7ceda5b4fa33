"""Helpers that edit a list of "name:qty" entries in place."""


def is_banned(item, banned):
    name = item.split(":")[0]
    return name in banned


def prune(items, banned, log):
    removed = 0
    for item in list(items):
        if is_banned(item, banned):
            items.remove(item)
            log.append("removed " + item)
            removed += 1
    return removed


def tidy(items):
    items.sort()
    items.reverse()
    del items[5:]
    return items
