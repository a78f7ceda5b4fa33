"""Mirrors of a service on the ports next to its own."""
from endpoint import Endpoint


def mirror_urls(host, port, spread, tls):
    base = Endpoint(host, port)
    if tls:
        base.secure()
    mirrors = []
    for offset in range(1, spread + 1):
        mirror = base.with_port(port + offset)
        mirrors.append(mirror.url())
    home = base.url()
    return [home] + mirrors


def status_page(host, tls):
    urls = mirror_urls(host, 8080, 2, tls)
    return "\n".join(urls)


def main():
    print(status_page("example.org", True))


if __name__ == "__main__":
    main()
