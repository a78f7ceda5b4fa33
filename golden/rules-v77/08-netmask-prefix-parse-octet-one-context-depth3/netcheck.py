"""Host-in-network checks built on addr, ipaddress style."""
from addr import ip_int_from_string, prefix_from_string, strip_network


def load_networks(text):
    networks = []
    for line in text.splitlines():
        spec = strip_network(line)
        if spec:
            networks.append(spec)
    return networks


def netmask(network):
    prefix_text = network.partition("/")[2] or "32"
    prefixlen = prefix_from_string(prefix_text)
    if prefixlen is None:
        return None
    mask = ((1 << 32) - 1) ^ ((1 << (32 - prefixlen)) - 1)
    return mask


def in_network(address, network):
    mask = netmask(network)
    host = ip_int_from_string(address)
    base = ip_int_from_string(network.partition("/")[0])
    if mask is None or host is None or base is None:
        return False
    return host & mask == base & mask


def check_hosts(hosts, table):
    for network in load_networks(table):
        inside = []
        for host in hosts:
            if in_network(host, network):
                inside.append(host)
        print(network, inside)


if __name__ == "__main__":
    check_hosts(["10.1.2.3", "10.9.0.1", "192.168.0.7", "10.1.2.256"], "# private\n10.1.0.0/16\n192.168.0.0/024  # lab\n10.0.0.0/x\n")
