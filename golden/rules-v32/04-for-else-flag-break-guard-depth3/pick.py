"""Choose a download mirror: the first one within the latency budget, else stay on the primary."""


def parse_host(url):
    scheme, _, rest = url.partition("://")
    host, *path = rest.split("/")
    return host.lower()


def choose_mirror(mirrors, latencies, budget, primary):
    chosen = primary
    degraded = False
    skipped = []
    for url in mirrors:
        host = parse_host(url)
        if host not in latencies:
            skipped.append(host)
        elif 0 < latencies[host] <= budget:
            chosen = url
            break
    else:
        degraded = True
        print("no mirror within", budget, "ms; unmeasured:", skipped)
    mode = "degraded" if degraded else "mirror"
    return chosen, mode
