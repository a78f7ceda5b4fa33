"""URL assembly in the style of a small HTTP client library."""
SAFE = "/-_.~"


def quote(text, safe=SAFE):
    out = []
    for ch in text:
        if ch.isalnum() or ch in safe:
            out.append(ch)
        else:
            out.append("%%%02X" % ord(ch))
    return "".join(out)


def encode(params, sep="&"):
    pairs = []
    for key in sorted(params):
        pairs.append(key + "=" + quote(str(params[key]), safe=""))
    return sep.join(pairs)


def join_path(base, path, strict=False):
    if strict and not path.startswith("/"):
        print("warning: relative path", path)
    return base.rstrip("/") + "/" + quote(path.lstrip("/"))


def build_url(base, path, query=None, strict=False):
    url = join_path(base, path, strict=strict)
    if query:
        url = url + "?" + encode(query)
    return url
