"""Split a URL with a small state machine, in the shape of the WHATWG URL parser's states."""


def normalize_host(text):
    host, sep, port = text.partition(":")
    host = host.lower().rstrip(".")
    if sep and port.isdigit():
        return host + ":" + port
    return host


def split_url(url, default_scheme):
    state = "scheme"
    scheme = []
    host = []
    path = []
    i = 0
    while i < len(url):
        ch = url[i]
        if state == "scheme":
            if ch == ":":
                state = "slashes"
            elif not ch.isalpha():
                scheme = list(default_scheme)
                state = "slashes"
                continue
            else:
                scheme.append(ch.lower())
        elif state == "slashes":
            if ch != "/":
                state = "host"
                continue
        elif state == "host":
            if ch == "/":
                state = "path"
                continue
            host.append(ch)
        else:
            path.append(ch)
        i += 1
    netloc = normalize_host("".join(host))
    return "".join(scheme), netloc, "".join(path) or "/"
