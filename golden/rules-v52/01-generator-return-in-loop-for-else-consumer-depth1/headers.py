"""Parse the header block of an HTTP-style message, up to the blank line."""

MAX_LINE = 200


def split_header(line):
    name, _, value = line.partition(":")
    return name.strip().lower(), value.strip()


def iter_headers(lines, strict):
    count = 0
    for raw in lines:
        line = raw.rstrip("\r\n")
        if not line:
            return
        if len(line) > MAX_LINE:
            if strict:
                print("header line too long:", line[:20])
            continue
        count += 1
        yield split_header(line)
    print("no blank line after", count, "headers")
