"""Send queued chat messages over a link, one frame at a time."""
from packer import pack

MAX_FRAME = 40


def send_batch(outbox, link, limit=MAX_FRAME):
    if not outbox:
        return 0
    frame = pack(outbox, limit)
    link.append("|".join(frame))
    print("sent", len(frame), "messages,", len(outbox), "left")
    return len(frame)


if __name__ == "__main__":
    link = []
    send_batch(["hello", "how are you?", "see you at the meeting", "bye"], link)
    send_batch(["a very long message that will never fit in one frame"], link, limit=32)
    print(link)
