"""Collect a bounded batch of messages for one mailbox."""
from inbox import pull


def collect(raw, limit):
    queue = [m.strip() for m in raw]
    queue.append("QUIT")
    inbox = ["(batch)"]
    origin = "mailbox"
    count = pull(queue, inbox, limit, origin)
    print(f"collected {count}")
    inbox.sort()
    return inbox


def batch_size(batch):
    size = 0
    for entry in batch:
        if entry.startswith("("):
            continue
        size += 1
    return size
