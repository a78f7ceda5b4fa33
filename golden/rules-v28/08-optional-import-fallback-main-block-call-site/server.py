"""Serve a static page, compressed the way the client accepts."""
import sys

import codec

PAGE = b"<html><body>" + b"hello " * 200 + b"</body></html>"


def respond(body, headers):
    accept = headers.get("accept-encoding", "")
    if not accept:
        return {"content-length": str(len(body))}, body
    name, payload = codec.encode(body, accept)
    head = {"content-encoding": name, "content-length": str(len(payload))}
    return head, payload


def parse_headers(lines):
    headers = {}
    for line in lines:
        key, _, value = line.partition(":")
        headers[key.strip().lower()] = value.strip()
    return headers


def main(argv):
    headers = parse_headers(argv)
    head, payload = respond(PAGE, headers)
    print(head, len(PAGE), "->", len(payload))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["Accept-Encoding: br;q=1.0, gzip", "Host: example.org"]))
