def run(limit):
    handlers = []
    for k in range(limit):
        def handler():
            return k * 10
        handlers.append(handler)
    k = 5
    out = handler()
    return out


print(run(3))
