"""Turn service URLs into (host, port) pairs."""
from netloc import parse_port, split_netloc


def endpoint(url):
    scheme, _, rest = url.partition("://")
    netloc = rest.split("/", 1)[0]
    userinfo, host, port_text = split_netloc(netloc)
    port = parse_port(port_text, scheme.lower())
    if port is None:
        raise ValueError("no port for " + url)
    return host, port


def endpoints(urls):
    found = []
    for url in urls:
        found.append(endpoint(url))
    return found


if __name__ == "__main__":
    print(endpoints(["HTTP://a.example/x", "https://u@B.example:8443/", "ftp://c.example/pub", "http://d.example:80x/"]))
