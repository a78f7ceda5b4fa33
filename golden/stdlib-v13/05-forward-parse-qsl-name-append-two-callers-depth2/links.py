"""Read the parameters of tracking links in a newsletter."""
from qsparse import parse_qsl

LINKS = [
    "https://news.example/a?utm_source=mail&tag=python&tag=web&empty=",
    "https://news.example/b?id=42&utm_source=rss",
]


def query_params(url):
    query = url.partition("?")[2]
    params = {}
    for name, value in parse_qsl(query, keep_blank_values=True):
        params.setdefault(name, []).append(value)
    return params


def first_value(url, key, default=None):
    query = url.partition("?")[2]
    for name, value in parse_qsl(query):
        if name == key:
            return value
    return default


if __name__ == "__main__":
    for link in LINKS:
        params = query_params(link)
        source = first_value(link, "utm_source", "direct")
        print(sorted(params), source)
