"""Queue outgoing messages under a size quota."""
import time

from message import Message, prepare

QUOTA = 64


def queue_message(sender, to, subject, body, urgent):
    msg = Message(sender, subject, body)
    msg.to = to
    if urgent:
        msg.body = body.upper()
        msg.subject = "[urgent] " + subject
    print("queueing", msg.summary())
    stamp = time.time()
    size = prepare(msg, stamp)
    if size > QUOTA:
        return None
    print("queued", size, "bytes for", msg.to)
    return msg


def flush(messages):
    outbox = []
    for sender, to, subject, body in messages:
        msg = queue_message(sender, to, subject, body, subject.startswith("!"))
        if msg is not None:
            outbox.append(msg)
    return outbox


if __name__ == "__main__":
    for m in flush([("ann@x", "bob@y", "hello", "hi bob"), ("ann@x", "ops@y", "!disk", "x" * 80), ("ann@x", "ops@y", "!cpu", "load")]):
        print(m.to, m.subject, m.body, m.headers["Content-Length"], sorted(m.headers))
