"""A client session that sends requests with merged headers."""
import sys

from httphdrs import merge_headers

BASE = {"accept": "*/*", "user-agent": "hdrs/0.9"}


def request(path, token, debug):
    overrides = {"authorization": "Bearer " + token}
    if debug:
        overrides["x-debug"] = "1"
    drop = [] if token else ["authorization"]
    headers = merge_headers(BASE, overrides, drop, "api.example.org")
    lines = ["GET " + path] + ["%s: %s" % pair for pair in sorted(headers.items())]
    return "\n".join(lines)


if __name__ == "__main__":
    print(request("/v1/items", sys.argv[1] if len(sys.argv) > 1 else "", "-d" in sys.argv))
    print("BASE now", sorted(BASE))
