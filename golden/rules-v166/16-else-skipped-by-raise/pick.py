def pick(values, bad):
    chosen = None
    try:
        for v in values:
            if v == bad:
                raise LookupError(v)
    except LookupError:
        chosen = "none"
    else:
        chosen = values[0]
    return chosen


print(pick([1, 2], 2), pick([1, 2], 9))
