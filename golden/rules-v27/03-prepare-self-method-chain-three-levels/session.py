"""Build prepared requests for an API client."""
from prepared import PreparedRequest

API_ROOT = "https://api.example.com"


def build(method, path, params, data, token):
    req = PreparedRequest()
    count = req.prepare(method, API_ROOT + path, params, data)
    if token:
        req.headers["Authorization"] = "Bearer " + token
    print("built", req.method, req.url, count, "headers")
    return req


def send_all(calls, token):
    sent = []
    for method, path, params, data in calls:
        req = build(method, path, params, data, token)
        sent.append(req)
    return sent


if __name__ == "__main__":
    for r in send_all([("post", "/items", {"v": "2"}, {"name": "x"}), (None, "/items", {}, {})], "t0k"):
        print(r.method, r.url, r.headers, r.body)
