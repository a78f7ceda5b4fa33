"""Serve stored documents and answer conditional requests."""
import hashlib

from precond import evaluate

DOCUMENTS = {"/a": (b"alpha", 1700000000), "/b": (b"bravo", 1700000500)}


def make_etag(body):
    return '"%s"' % hashlib.sha1(body).hexdigest()[:8]


def respond(method, path, headers):
    if path not in DOCUMENTS:
        return 404, {}
    body, modified = DOCUMENTS[path]
    etag = make_etag(body)
    status = evaluate(method, headers, etag, modified)
    out = {"Last-Modified": str(modified)}
    if status in (200, 206):
        out["ETag"] = etag
        out["Content-Length"] = str(len(body))
    return status, out


def handle(requests):
    lines = []
    for method, path, headers in requests:
        status, out = respond(method, path, headers)
        lines.append("%s %s -> %d %s" % (method, path, status, out.get("ETag", "")))
    return lines


if __name__ == "__main__":
    tag = make_etag(b"alpha")
    for line in handle([("GET", "/a", {}), ("GET", "/a", {"if-none-match": "W/" + tag}), ("PUT", "/a", {"if-match": '"0000", ' + tag}), ("PUT", "/b", {"if-match": tag}), ("GET", "/b", {"if-modified-since": "1700000600"}), ("GET", "/c", {})]):
        print(line)
