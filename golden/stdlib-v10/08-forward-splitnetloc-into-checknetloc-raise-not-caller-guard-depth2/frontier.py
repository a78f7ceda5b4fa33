"""Group the URLs of a crawl frontier by host and port."""
from netloc import _checknetloc, _splitnetloc

DEFAULT_PORTS = {"http": 80, "https": 443, "ftp": 21}


def authority(url, default_ports):
    scheme, sep, rest = url.partition("://")
    if not sep:
        return "", url
    host, path = _splitnetloc(rest)
    _checknetloc(host)
    port = default_ports.get(scheme, 0)
    if ":" in host:
        host, _, given = host.rpartition(":")
        port = int(given)
    return "%s:%d" % (host.lower(), port), path or "/"


def frontier(urls):
    hosts = {}
    seen = []
    for url in urls:
        host, path = authority(url, DEFAULT_PORTS)
        seen.append(url)
        if host:
            hosts.setdefault(host, []).append(path)
    return hosts, len(seen)


if __name__ == "__main__":
    print(frontier([
        "https://Example.org/a?b=1",
        "http://example.org:8080#top",
        "mailto:ops@example.org",
        "https://example.org/c",
    ]))
    try:
        frontier(["https://ex\u2100ample.org/"])
    except ValueError as error:
        print(error)
