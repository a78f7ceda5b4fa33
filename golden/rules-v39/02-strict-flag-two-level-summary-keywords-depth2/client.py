"""Request lines for the file sync job."""
from urls import build_url


def request_line(method, host, path, params, verbose=False):
    strict = verbose or method != "GET"
    base = "https://" + host.lower()
    url = build_url(base, path, strict=strict, query=params)
    return method + " " + url


def sync(host, names, verbose):
    lines = []
    for name in names:
        lines.append(request_line("GET", host, "/files/" + name, {"v": 2}, verbose))
    lines.append(request_line("POST", host, "commit", {}, verbose=verbose))
    return lines


if __name__ == "__main__":
    for line in sync("Example.ORG", ["a b.txt", "c.txt"], True):
        print(line)
