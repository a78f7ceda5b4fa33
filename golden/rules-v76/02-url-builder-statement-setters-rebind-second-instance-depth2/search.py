"""Search pages of a catalogue API, with a mirror kept for fallbacks."""
import sys

from urls import UrlBuilder


def search_urls(host, term, page, debug):
    b = UrlBuilder("https")
    b.host(host)
    mirror = UrlBuilder("http")
    mirror.host("mirror." + host, 8080)
    b = b.segment("api")
    b.segment("search")
    mirror.segment("search")
    print("querying", b.describe())
    b.param("q", term)
    if page > 1:
        b.param("page", page)
    if debug:
        mirror.param("debug", 1)
    url = b.build()
    fallback = mirror.build()
    return url, fallback


def fetch_results(term, pages, debug=False):
    found = []
    for page in range(1, pages + 1):
        url, fallback = search_urls("shop.example", term, page, debug)
        found.append(url)
        print("fallback", fallback)
    return found


def main(argv):
    term = argv[0] if argv else "red shoes"
    for url in fetch_results(term, 2):
        print(url)


if __name__ == "__main__":
    main(sys.argv[1:])
