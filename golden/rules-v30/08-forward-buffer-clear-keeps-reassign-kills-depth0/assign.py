"""Split 'key = value  # comment' lines with one reused character buffer, as line-oriented config readers do."""


def split_assignment(line):
    buf = []
    i = 0
    n = len(line)
    while i < n and line[i] != "=":
        buf.append(line[i])
        i += 1
    if i == n:
        raise ValueError("no '=' in %r" % line)
    key = "".join(buf).strip()
    buf.clear()
    i += 1
    while i < n and line[i] != "#":
        if line[i] == "\\" and i + 1 < n:
            i += 1
        buf.append(line[i])
        i += 1
    value = "".join(buf).strip()
    buf = []
    i += 1
    while i < n:
        buf.append(line[i])
        i += 1
    comment = "".join(buf).strip()
    return key, value, comment
