"""Find an open port per host, trying candidates in order (a service-discovery probe)."""
from netsim import fallback_port, is_open


def probe_hosts(hosts, ports, budget, skip):
    report = []
    spent = 0
    for host in hosts:
        if host in skip:
            continue
        found = None
        i = 0
        while i < len(ports):
            spent += 1
            if is_open(host, ports[i]):
                found = ports[i]
                break
            i += 1
        else:
            found = fallback_port(host)
        entry = "%s:%s" % (host, found)
        report.append(entry)
        if spent >= budget:
            break
    return report


def discover(cluster, budget):
    ports = [5432, 5433, 6379]
    skip = {"legacy"}
    report = probe_hosts(cluster, ports, budget, skip)
    return ", ".join(report)


if __name__ == "__main__":
    print(discover(["db1", "legacy", "db2", "cache", "db3"], 10))
    print(discover(["db1", "legacy", "db2", "cache", "db3"], 4))
