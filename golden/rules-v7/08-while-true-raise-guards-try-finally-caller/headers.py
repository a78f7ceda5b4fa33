"""Header parsing for the minimal HTTP/1.0 client."""

MAXLINE = 65536
MAXHEADERS = 100


class HeaderError(Exception):
    pass


def read_headers(fp, limit=MAXHEADERS, debug=False):
    headers = {}
    last = None
    count = 0
    while True:
        line = fp.readline(MAXLINE + 1)
        if len(line) > MAXLINE:
            raise HeaderError("header line too long")
        if line in (b"\r\n", b"\n", b""):
            break
        count += 1
        if count > limit:
            raise HeaderError("more than %d headers" % limit)
        text = line.decode("iso-8859-1").rstrip("\r\n")
        if debug:
            print("header:", repr(text))
        if text[:1] in (" ", "\t"):
            if last is not None:
                headers[last] += " " + text.strip()
                continue
            raise HeaderError("continuation line before the first header")
        name, sep, value = text.partition(":")
        if not sep:
            continue
        last = name.strip().lower()
        headers[last] = value.strip()
    return headers


def fetch_headers(conn, path):
    fp = conn.makefile("rb")
    try:
        conn.sendall(b"HEAD %s HTTP/1.0\r\n\r\n" % path)
        status = fp.readline(MAXLINE + 1)
        if not status.startswith(b"HTTP/"):
            return None
        return read_headers(fp)
    finally:
        fp.close()
