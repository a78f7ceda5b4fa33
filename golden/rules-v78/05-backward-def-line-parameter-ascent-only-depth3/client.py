"""Clients that open connections through netconf.connect."""
from netconf import connect

PORTS = {"http": 80, "https": 443, "smtp": 25}


def default_port(scheme):
    return PORTS.get(scheme, 80)


def parse_netloc(netloc, scheme):
    host, sep, port = netloc.partition(":")
    if not sep:
        port = default_port(scheme)
    return host, int(port)


def open_url(url, timeout):
    scheme, _, rest = url.partition("://")
    netloc = rest.split("/")[0]
    host, port = parse_netloc(netloc, scheme)
    limit = min(timeout, 30.0)
    return connect(host, port, limit)


def open_mail(relay, secure):
    port = 25
    attempts = 1 if secure else 3
    if secure:
        port = 465
    return connect(relay, port=port, retries=attempts)


def site_url(name):
    host = name.strip().lower()
    return "https://" + host + "/index.html"


if __name__ == "__main__":
    print(open_url(site_url(" Example.org "), 5.0))
    print(open_url("http://example.org:8080/", 60.0))
    print(open_mail("mail.example.org", True))
