"""Pick a hardware address for a node id from `ip link` output, the way uuid.getnode does."""
from uuid_cut import _is_universal, _parse_mac

IP_LINK = b"""\
1: lo: <LOOPBACK,UP> mtu 65536
    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00
2: eth0: <BROADCAST,MULTICAST,UP> mtu 1500
    link/ether 52:54:00:9d:0e:67 brd ff:ff:ff:ff:ff:ff
3: wlan0: <BROADCAST,MULTICAST,UP> mtu 1500
    link/ether a4:5e:60:c2:11:9b brd ff:ff:ff:ff:ff:ff
4: tun0: <POINTOPOINT,UP> mtu 1400
    link/ether 00-00-00-00-00-00-00-00-00-00-00-00-00-00-00-00
"""


def link_addresses(dump):
    found = []
    for line in dump.splitlines():
        words = line.split()
        if len(words) < 2 or words[0] != b"link/ether":
            continue
        mac = _parse_mac(words[1])
        if mac is not None:
            found.append(mac)
    return found


def configured(settings):
    text = settings.get("node", "").strip()
    if not text or text == "auto":
        return None
    return _parse_mac(text.encode("ascii"))


def pick_node(macs):
    first_local = None
    for mac in macs:
        if _is_universal(mac):
            return mac
        if first_local is None:
            first_local = mac
    return first_local


if __name__ == "__main__":
    node = configured({"node": "auto"})
    if node is None:
        node = pick_node(link_addresses(IP_LINK))
    print(hex(node))
    print(hex(configured({"node": " 0a:00:27:00:00:01 "})))
    print(configured({"node": "fe80::5054:ff:fe9"}))
