"""Read an HTTP-style header block, in the shape of http.client.parse_headers."""


def clean(line):
    return line.rstrip("\r\n")


def read_headers(lines, max_headers, lower):
    fields = {}
    for raw in lines:
        line = clean(raw)
        if not line:
            break
        if len(fields) >= max_headers:
            break
        name, _, value = line.partition(":")
        if lower:
            name = name.lower()
        fields[name.strip()] = value.strip()
    print("scanned", len(lines), "lines")
    return fields
