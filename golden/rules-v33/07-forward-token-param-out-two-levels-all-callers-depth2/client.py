"""Building authenticated GET requests for the sync job."""
from httpmsg import add_auth, render


def build_request(path, token, agent, scheme="bearer"):
    headers = {"User-Agent": agent}
    size = add_auth(headers, token, scheme=scheme)
    if size > 64:
        print("long credentials for", path)
    text = render(headers)
    return "GET " + path + "\r\n" + text


def fetch_all(paths, token, agent):
    requests = []
    for path in paths:
        requests.append(build_request(path, token, agent))
    return requests


def health_probe(agent):
    probe = build_request("/health", "", agent, scheme="token")
    return probe.splitlines()[0]


def main():
    token = "  abc123  "
    reqs = fetch_all(["/a", "/b"], token, "sync/1.0")
    first = health_probe("probe/1.0")
    return "%d requests, %s\n%s" % (len(reqs), first, reqs[0])


if __name__ == "__main__":
    print(main())
