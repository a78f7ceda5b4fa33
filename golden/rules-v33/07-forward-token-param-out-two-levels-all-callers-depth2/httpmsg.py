"""Request headers assembled by small helpers, in the style of an HTTP client library."""
SCHEMES = {"bearer": "Bearer", "token": "Token"}


def credential(token, scheme, realm):
    label = SCHEMES.get(scheme, scheme.title())
    if realm:
        label = label + ' realm="' + realm + '"'
    return label + " " + token.strip()


def add_auth(headers, token, scheme="bearer", realm=""):
    headers["X-Auth-Scheme"] = scheme
    value = credential(token, scheme, realm)
    headers["Authorization"] = value
    return len(value)


def render(headers, sep=": "):
    lines = []
    for name in sorted(headers):
        lines.append(name + sep + headers[name])
    return "\r\n".join(lines)
