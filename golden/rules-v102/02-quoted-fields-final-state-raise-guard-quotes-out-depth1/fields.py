"""Split one line of a comma-separated file, honouring double quotes."""


def split_fields(line, sep=","):
    fields = []
    buf = []
    state = "plain"
    quotes = 0
    i = 0
    while i < len(line):
        ch = line[i]
        if state == "quoted":
            if ch == '"':
                state = "plain"
            else:
                buf.append(ch)
            i += 1
            continue
        if ch == '"':
            state = "quoted"
            quotes += 1
        elif ch == sep:
            fields.append("".join(buf).strip())
            buf = []
        else:
            buf.append(ch)
        i += 1
    if state == "quoted":
        raise ValueError("unclosed quote %d at column %d" % (quotes, i))
    fields.append("".join(buf).strip())
    return fields
