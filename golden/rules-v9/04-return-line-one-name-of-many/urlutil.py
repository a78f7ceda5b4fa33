"""Joining of a relative reference to a base URL, after urllib.parse.urljoin."""
from urllib.parse import urlsplit, urlunsplit


def remove_dot_segments(path):
    output = []
    for seg in path.split("/"):
        if seg == "..":
            if len(output) > 1:
                output.pop()
        elif seg != ".":
            output.append(seg)
    if path.endswith(("/.", "/..")):
        output.append("")
    return "/".join(output)


def normalize_query(query):
    pairs = [p for p in query.split("&") if p]
    pairs.sort()
    return "&".join(pairs)


def urljoin(base, url):
    if not base:
        return url
    bscheme, bnetloc, bpath, bquery, bfragment = urlsplit(base)
    scheme, netloc, path, query, fragment = urlsplit(url)
    if scheme and scheme != bscheme:
        return url
    if netloc:
        return urlunsplit((bscheme, netloc, remove_dot_segments(path), query, fragment))
    if not path:
        path = bpath
        if not query:
            query = bquery
        return urlunsplit((bscheme, bnetloc, path, query, fragment))
    if not path.startswith("/"):
        path = bpath[:bpath.rfind("/") + 1] + path
    path = remove_dot_segments(path)
    query = normalize_query(query)
    netloc = bnetloc.lower()
    return urlunsplit((bscheme, netloc, path, query, fragment))
