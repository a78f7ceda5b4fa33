"""Turning monitoring events into prioritised alert messages."""
from mail import Message, clamp, set_priority, stamp

ONCALL = "oncall@example.com"


def build_alerts(events, now):
    outbox = []
    for subject, tags in events:
        msg = Message(ONCALL, subject, "see dashboard")
        stamp(msg, now)
        level = 5 - len(tags)
        topic = set_priority(msg, level)
        print("queued", topic)
        outbox.append(msg)
    return outbox


def flush(events, now, send):
    retries = clamp(len(events), 0, 3)
    sizes = []
    for msg in build_alerts(events, now):
        text = msg.render()
        send(text)
        sizes.append(len(text))
    return sizes, retries


def summarize(result):
    sizes, retries = result
    return "%d sent, %d bytes, %d retries allowed" % (len(sizes), sum(sizes), retries)


if __name__ == "__main__":
    outcome = flush([("Disk full", ["disk", "prod", "db", "page", "sev1"]), ("CPU high", [])], 0.0, print)
    print(summarize(outcome))
