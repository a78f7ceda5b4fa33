"""Percent-encoding for URLs, after urllib.parse.quote, quote_plus and urlencode."""

ALWAYS_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~"


def quote(text, safe="/"):
    allowed = ALWAYS_SAFE + safe
    out = []
    for ch in text:
        if ch in allowed:
            out.append(ch)
        else:
            out.append("%%%02X" % ord(ch))
    return "".join(out)


def quote_plus(text, safe=""):
    if " " not in text:
        return quote(text, safe)
    text = quote(text, safe + " ")
    return text.replace(" ", "+")


def urlencode(query, sep="&"):
    pairs = []
    for key, value in query:
        k = quote_plus(str(key))
        v = quote_plus(str(value))
        pairs.append(k + "=" + v)
    return sep.join(pairs)
