"""Read an HTTP/1.1 message body, after http.client.HTTPResponse's length handling."""


def content_length(headers):
    raw = headers.get("content-length")
    if raw is None:
        return None
    try:
        length = int(raw.strip())
    except ValueError:
        print("ignoring bad Content-Length", repr(raw))
        return None
    else:
        if length < 0:
            return None
    return length


def read_chunks(stream, limit):
    parts = []
    while (size := int(stream.readline().strip() or "0", 16)):
        parts.append(stream.read(size))
        stream.readline()
    return b"".join(parts)[:limit]


def read_body(stream, headers, limit=65536):
    encoding = headers.get("transfer-encoding", "identity")
    if encoding == "chunked":
        return read_chunks(stream, limit)
    length = content_length(headers)
    if length is None:
        data = stream.read(limit + 1)
    elif length > limit:
        raise ValueError("declared body of %d bytes exceeds %d" % (length, limit))
    else:
        data = stream.read(length)
    if len(data) > limit:
        raise ValueError("body exceeds %d bytes" % limit)
    return data
