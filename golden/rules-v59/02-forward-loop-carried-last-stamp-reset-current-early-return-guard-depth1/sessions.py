"""Split a stream of timestamped events into sessions, after web-analytics sessionizers."""

IDLE = 30 * 60


def sessionize(events, idle=IDLE):
    sessions = []
    current = []
    last = None
    pings = 0
    for stamp, action in events:
        if action == "ping":
            pings += 1
            continue
        if last is not None and stamp - last > idle:
            sessions.append(current)
            current = []
        current.append((stamp, action))
        last = stamp
    if current:
        sessions.append(current)
    print("ignored", pings, "pings")
    return sessions
