"""Load firewall rules of the form 'allow 10.1.0.0/255.255.0.0'."""
from addresses import _BaseV4

ACTIONS = {"allow": True, "deny": False}


def dotted_to_int(text):
    total = 0
    count = 0
    for part in text.split("."):
        count += 1
        total = (total << 8) | _BaseV4._parse_octet(part)
    if count != 4:
        raise ValueError("expected 4 octets in %r" % text)
    return total


def parse_rule(line):
    verb, _, spec = line.strip().partition(" ")
    address, _, mask = spec.partition("/")
    allowed = ACTIONS[verb.lower()]
    network = dotted_to_int(address)
    netmask = dotted_to_int(mask or "255.255.255.255")
    return allowed, network & netmask, netmask


if __name__ == "__main__":
    for rule in ["allow 10.1.0.0/255.255.0.0", "deny 192.168.7.19"]:
        print(parse_rule(rule))
    try:
        parse_rule("deny 10.01.0.1")
    except ValueError as exc:
        print("rejected:", exc)
