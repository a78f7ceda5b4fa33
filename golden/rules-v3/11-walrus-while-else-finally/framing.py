"""Length-prefixed frames read from a socket-like stream."""

HEADER = 4
MAX_FRAME = 1 << 20


def read_frames(stream, limit):
    frames = []
    received = 0
    dropped = 0
    while (header := stream.read(HEADER)):
        size = int.from_bytes(header, "big")
        try:
            if size > MAX_FRAME:
                dropped += 1
                stream.skip(size)
                continue
            body = stream.read(size)
            if (got := len(body)) < size:
                break
            frames.append(body)
            received += got
            if len(frames) >= limit:
                break
        finally:
            stream.release()
    else:
        stream.close()
    return frames, received, dropped


def write_frame(stream, payload):
    if len(payload) > MAX_FRAME:
        raise ValueError("frame too large: %d bytes" % len(payload))
    stream.write(len(payload).to_bytes(HEADER, "big") + payload)
    return HEADER + len(payload)
