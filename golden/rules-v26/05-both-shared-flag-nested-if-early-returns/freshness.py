"""How long a stored HTTP response stays fresh, after RFC 9111, section 4.2.1."""


def directives(value):
    found = {}
    for part in value.split(","):
        name, _, arg = part.strip().partition("=")
        if name:
            found[name.lower()] = arg.strip('"')
    return found


def seconds_left(expires, now):
    stamp = int(expires)
    return max(0, stamp - now)


def lifetime(headers, now, shared, fallback=0):
    cc = directives(headers.get("cache-control", ""))
    if "no-store" in cc:
        return 0
    if shared:
        if "private" in cc:
            return 0
        if "s-maxage" in cc:
            return int(cc["s-maxage"])
    if "max-age" in cc:
        return int(cc["max-age"])
    expires = headers.get("expires")
    if expires is None:
        return fallback
    if not expires.isdigit():
        return 0
    return seconds_left(expires, now)
