"""Normalise firewall allow-list entries with the verbatim ipaddress prefix helpers."""
from ipcut import _IPAddressBase, _split_optional_netmask


class V4(_IPAddressBase):
    """IPv4 flavour of the copied classmethods."""


V4._max_prefixlen = 32


def prefix_of(entry):
    addr, bits = V4._split_addr_prefix(entry)
    width = V4._prefix_from_prefix_string(str(bits))
    return addr, width


def host_route(host):
    addr, width = V4._split_addr_prefix((host,))
    return addr, width


def normalise(entries):
    table = []
    for entry in entries:
        if "/" in entry:
            table.append(prefix_of(entry))
        else:
            table.append(host_route(entry))
    return table


def netmask_text(entry):
    return _split_optional_netmask(entry)[-1]


if __name__ == "__main__":
    ENTRIES = ["10.0.0.0/8", "192.168.1.7", "172.16.0.0/12"]
    print(normalise(ENTRIES))
    print([netmask_text(e) for e in ENTRIES])
