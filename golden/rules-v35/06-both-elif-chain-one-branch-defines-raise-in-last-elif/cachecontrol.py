"""Cache-Control handling for a small HTTP cache, after RFC 9111, section 5.2."""


def freshness(header, default_ttl):
    max_age = None
    flags = []
    for part in header.split(","):
        name, _, arg = part.strip().partition("=")
        name = name.strip().lower()
        if not name:
            continue
        if name == "no-store":
            flags.append("no-store")
        elif name == "private":
            flags.append("private")
        elif name == "max-age":
            max_age = int(arg.strip('"'))
        elif name in ("no-cache", "must-revalidate"):
            flags.append("revalidate")
        elif name not in ("public", "s-maxage", "immutable"):
            raise ValueError("unknown Cache-Control directive %r" % name)
    ttl = default_ttl if max_age is None else max_age
    if "no-store" in flags:
        ttl = 0
    print("flags", flags)
    return ttl
