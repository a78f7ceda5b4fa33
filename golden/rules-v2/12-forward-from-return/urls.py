"""URL building helpers."""
from urllib.parse import quote, urlencode


def normalize_base(base):
    base = base.strip()
    if not base.startswith(("http://", "https://")):
        base = "https://" + base
    return base.rstrip("/")


def build_url(base, path, params=None):
    root = normalize_base(base)
    segments = [quote(s) for s in path.strip("/").split("/") if s]
    url = root + "/" + "/".join(segments)
    if params:
        url += "?" + urlencode(sorted(params.items()))
    return url
