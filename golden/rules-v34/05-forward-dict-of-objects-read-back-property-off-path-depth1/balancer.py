"""Spreading requests over weighted backends."""
from backends import Backend, least_loaded

FALLBACK = "127.0.0.1:8080"


def plan(requests, spec, boost):
    pool = {}
    hosts = {}
    for name, address, weight in spec:
        pool[name] = Backend(address, weight * boost)
        hosts[name] = address.split(":")[0]
    spare = Backend(FALLBACK, 1)
    print("spare", spare.label)
    print("backends:", ", ".join(sorted(pool)))
    targets = []
    for req in requests:
        best = least_loaded(pool)
        pool[best].active += 1
        targets.append((req, hosts[best]))
    return targets


def parse_spec(text):
    spec = []
    for item in text.split(";"):
        name, address, weight = item.split(",")
        spec.append((name, address, int(weight)))
    return spec


if __name__ == "__main__":
    routes = plan(["/a", "/b", "/c", "/d"], parse_spec("web1,10.0.0.1:80,2;web2,10.0.0.2:80,1"), 3)
    for req, host in routes:
        print(req, "->", host)
