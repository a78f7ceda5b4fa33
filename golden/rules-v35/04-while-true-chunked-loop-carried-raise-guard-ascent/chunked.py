"""Decode an HTTP/1.1 body sent with the chunked transfer coding, given as a list of lines."""

EXTENSIONS = []


def chunk_size(line):
    field, _, ext = line.partition(";")
    if ext:
        EXTENSIONS.append(ext.strip())
    return int(field.strip(), 16)


def decode(lines, max_body):
    parts = []
    total = 0
    count = 0
    pos = 0
    want = None
    while True:
        line = lines[pos]
        pos += 1
        if want is None:
            want = chunk_size(line)
            if want == 0:
                body = "".join(parts)
                return body
            if total + want > max_body:
                raise ValueError("body over %d bytes after %d chunks" % (max_body, count))
            continue
        parts.append(line[:want])
        total += want
        count += 1
        want = None
