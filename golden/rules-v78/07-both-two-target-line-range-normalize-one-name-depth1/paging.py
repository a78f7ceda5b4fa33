"""Index ranges for paging through results, in the style of range() and slice.indices."""


def window(start, stop=None, step=1):
    if stop is None:
        start, stop = 0, start
    if step <= 0:
        raise ValueError("step must be positive")
    first = max(start, 0)
    span = stop - first
    count = max(0, (span + step - 1) // step)
    return count


def last_index(total):
    if total <= 0:
        return None
    return total - 1
