"""Parse a mail-style message: header lines up to a blank line, then the body."""


def parse_message(lines, required, limit=20):
    headers = {}
    line = None
    it = iter(lines)
    while (line := next(it, None)):
        name, _, value = line.partition(":")
        if (count := len(headers)) >= limit:
            print("header limit", count, "reached, dropping", name)
        else:
            headers[name.strip().lower()] = value.strip()
    if (missing := len(required - headers.keys())) > 0:
        print(missing, "required header(s) missing")
    status = "truncated" if line is None else "incomplete" if missing else "complete"
    body = [] if line is None else list(it)
    return {"headers": headers, "body": body, "status": status}
