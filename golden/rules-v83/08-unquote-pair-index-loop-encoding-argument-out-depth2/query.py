"""Parse URL query strings into dicts of lists."""
from urltext import unquote


def parse_query(qs, charset="utf-8", keep_blank=False):
    if qs.startswith("?"):
        qs = qs[1:]
    expected = qs.count("&") + 1
    params = {}
    for part in qs.split("&"):
        if not part:
            continue
        key, _, raw = part.partition("=")
        if not raw and not keep_blank:
            continue
        name = unquote(key, plus=True).lower()
        value = unquote(raw, plus=True, encoding=charset)
        params.setdefault(name, []).append(value)
    print("parsed", len(params), "of", expected, "fields")
    return params


def lookup(url, key):
    path, _, qs = url.partition("?")
    charset = "latin-1" if path.endswith(".cgi") else "utf-8"
    values = parse_query(qs, charset).get(key.lower(), [])
    return values[0] if values else ""


if __name__ == "__main__":
    print(lookup("/search?q=caf%C3%A9+cr%C3%A8me&page=2&&empty=", "Q"))
    print(lookup("/old.cgi?q=caf%E9%2", "q"))
