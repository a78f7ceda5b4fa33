"""Build the form-encoded query string of a search request."""
from plus import quote_plus

LEGACY_CHARSET = "latin-1"


def encode_pair(key, value, charset):
    safe = "/" if key == "path" else ""
    k = quote_plus(key, "", charset)
    v = quote_plus(str(value), safe, charset)
    return k + "=" + v


def build_query(params, legacy):
    charset = LEGACY_CHARSET if legacy else None
    parts = []
    for key in sorted(params):
        value = params[key]
        if value is None:
            continue
        parts.append(encode_pair(key, value, charset))
    return "&".join(parts)


if __name__ == "__main__":
    print(build_query({"q": "caf\u00e9 au lait", "path": "/a b/", "page": 2, "x": None}, True))
    print(build_query({"q": "caf\u00e9 au lait", "path": "/a b/"}, False))
