"""Build cache keys for a list of request URIs, httplib2 style."""
from uriutil import urlnorm


def cache_key(raw, seen):
    seen.append(raw)
    uri = raw.strip()
    scheme, authority, request_uri, defrag_uri = urlnorm(uri)
    if scheme == "https":
        label = "secure"
    else:
        label = "plain"
    return defrag_uri, label


seen = []
for raw in ["HTTP://Example.COM", " https://Example.org/a?b=1#frag "]:
    key, label = cache_key(raw, seen)
    print(key, label)
print(len(seen), "requests")
