"""Pack queued messages into one frame of limited size."""


def encoded_size(message, overhead=4):
    return len(message.encode("utf-8")) + overhead


def pack(queue, capacity):
    frame = []
    used = 0
    while queue:
        message = queue[0]
        try:
            size = encoded_size(message)
            if used + size > capacity:
                raise OverflowError(message)
            frame.append(message)
            used += size
        except OverflowError:
            print("frame full at", used, "bytes")
            break
        queue.pop(0)
    assert used <= capacity, "%d messages in %d bytes" % (len(frame), used)
    return frame
