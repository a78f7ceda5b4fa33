"""Split a raw HTTP/1.x response into its status, headers and body."""


def parse_response(raw):
    text = raw.decode("latin-1")
    state = "status"
    status = 0
    headers = {}
    body = []
    name = ""
    for line in text.split("\r\n"):
        if state == "status":
            status = int(line.split()[1])
            state = "headers"
            continue
        if state == "body":
            body.append(line)
            continue
        if not line:
            state = "body"
        elif line[0] in " \t":
            headers[name] += " " + line.strip()
        else:
            name, _, value = line.partition(":")
            name = name.strip().lower()
            headers[name] = value.strip()
    payload = "\r\n".join(body)
    return status, headers, payload
