from httpclient import make_client


def status_url(host, secure, slow):
    client = make_client(host, secure)
    print(client.describe())
    if slow:
        client.set_timeout(60)
    endpoint = client.url("/status")
    return endpoint


def probe_all(hosts, slow):
    urls = []
    for host in hosts:
        urls.append(status_url(host, host.endswith(".org"), slow))
    return urls


def main(argv):
    slow = "--slow" in argv
    hosts = [h for h in argv if not h.startswith("-")]
    print("\n".join(probe_all(hosts, slow)))


if __name__ == "__main__":
    main(["Example.org", " LocalHost:8080", "--slow"])
