"""Pull messages off a work queue until the stop marker arrives."""


def pull(queue, out, limit, origin, stop="QUIT"):
    taken = 0
    msg = queue.pop(0)
    while msg != stop:
        if msg.startswith("~"):
            msg = queue.pop(0)
            continue
        out.append(msg.lower())
        taken += 1
        if taken == limit:
            break
        msg = queue.pop(0)
    print(f"{origin}: {taken} taken, stopped at {msg!r}")
    return taken


def peek(queue, default=None):
    if not queue:
        return default
    return queue[0]
