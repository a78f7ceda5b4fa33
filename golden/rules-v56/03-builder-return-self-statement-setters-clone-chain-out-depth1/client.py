"""Build the requests a sync job sends to each of its endpoints."""
import sys

from http_request import USER_AGENT, Request


def build(url, token, slow):
    req = Request("get", url).header("user-agent", USER_AGENT)
    if token:
        req.header("authorization", "Bearer " + token)
    preview = req.clone().header("x-debug", "1")
    if slow:
        req.with_timeout(30)
    req = req.prepared()
    text = req.render()
    print(preview.render())
    return text


def sync(urls, token):
    sent = []
    for url in urls:
        sent.append(build(url, token, url.endswith("/export")))
    return sent


if __name__ == "__main__":
    print("\n\n".join(sync(sys.argv[1:] or ["https://example.org/export"], "t0k")))
