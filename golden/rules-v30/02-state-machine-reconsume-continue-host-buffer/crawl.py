"""Collect the distinct hosts of a list of pages before crawling them."""
from urlsplit import split_url


def hosts_of(urls, scheme):
    seen = []
    for url in urls:
        if not url:
            continue
        parts = split_url(url.strip(), scheme)
        if parts[1] not in seen:
            seen.append(parts[1])
    return seen


def crawl_plan(pages):
    hosts = hosts_of(pages, "https")
    print("crawling", len(hosts), "hosts")
    return hosts


if __name__ == "__main__":
    print(crawl_plan(["https://Example.COM./a/b", "", "ftp://files.example.com:21/pub", "//cdn.example.com/x.js", "https://example.com/c"]))
