"""Fetch a URL with options prepared by reqopts."""
import sys

from reqopts import apply_auth, normalize, request_line, with_retries

OPTIONS = {"method": "get"}


def fetch(url, options, token):
    opts = dict(options)
    probe = with_retries(opts, 0)
    if token:
        apply_auth(opts, token)
    opts = normalize(opts)
    line = request_line(url, opts)
    wait = opts["timeout"] * 2
    print("probe retries", probe["retries"], "wait", wait)
    return line


def main(argv):
    token = argv[0] if argv else ""
    print(fetch("http://example.org/", OPTIONS, token))


if __name__ == "__main__":
    main(sys.argv[1:])
