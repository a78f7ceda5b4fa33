def load(items):
    log = []
    ok = 0
    try:
        for it in items:
            ok += 1
            if it is None:
                raise KeyError("missing")
    except KeyError:
        log.append("miss")
        if ok > 2:
            raise
    result = ok * 2
    print(log)
    return result


print(load([1, None, 3]))
