"""Reading HTTP/1.0 messages from a byte stream."""

BLOCK = 8


def parse_headers(stream):
    headers = {}
    line = stream.readline().strip()
    while line:
        name, _, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
        line = stream.readline().strip()
    return headers


def read_exact(stream, length, label):
    chunks = []
    got = 0
    calls = 0
    while got < length:
        calls += 1
        chunk = stream.read(min(BLOCK, length - got))
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    tag = label.split()[-1]
    print(tag, "read", got, "bytes in", calls, "calls")
    if got < length:
        print(tag, "truncated, expected", length)
    return b"".join(chunks)
