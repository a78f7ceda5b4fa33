"""Authenticated calls to the example API."""
from request import RequestBuilder

API = "https://api.example.org"
WAIT = 2.5


def authed_request(path, token, wait, label):
    url = API + path
    base = RequestBuilder(url).header("accept", "application/json").verbose(label)
    authed = base.copy().header("authorization", "Bearer " + token).timeouts(wait)
    base.header("x-debug", "1")
    probe = base.prepare()
    text = authed.prepare()
    print(label, len(probe.splitlines()), "probe lines")
    return text


def fetch_user(uid, token):
    path = "/users/%d" % uid
    label = "user-%d" % uid
    text = authed_request(path, token, WAIT, label)
    return text.splitlines()


if __name__ == "__main__":
    for line in fetch_user(7, "s3cret"):
        print(line)
