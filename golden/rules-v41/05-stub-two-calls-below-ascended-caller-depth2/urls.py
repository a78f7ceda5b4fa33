"""URL path building in the style of a small web framework."""

SAFE = "/-_.~"


def quote(text, safe, strict):
    out = []
    for ch in text:
        if ch.isalnum() or ch in safe:
            out.append(ch)
        else:
            out.append("%%%02X" % ord(ch))
    if strict and len("".join(out)) > len(text):
        print("strict mode: quoted", text)
    return "".join(out)


def build_path(prefix, slug, strict):
    clean = slug.strip("/").lower()
    quoted = quote(clean, SAFE, strict)
    return prefix.rstrip("/") + "/" + quoted
