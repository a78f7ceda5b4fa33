"""Dotted-quad and prefix parsing in the shape of ipaddress._BaseV4."""


def parse_octet(text, allow_leading_zero=False):
    if not text or not text.isdigit():
        return None
    if len(text) > 3:
        return None
    if text[0] == "0" and len(text) > 1 and not allow_leading_zero:
        return None
    try:
        value = int(text, 10)
    except ValueError:
        return None
    if value > 255:
        return None
    return value


def ip_int_from_string(address):
    octets = address.split(".")
    if len(octets) != 4:
        return None
    packed = 0
    for part in octets:
        value = parse_octet(part)
        if value is None:
            return None
        packed = (packed << 8) | value
    return packed


def prefix_from_string(text, max_prefixlen=32):
    prefixlen = parse_octet(text.strip(), allow_leading_zero=True)
    if prefixlen is None or prefixlen > max_prefixlen:
        return None
    return prefixlen


def strip_network(line):
    text = line.split("#", 1)[0].strip()
    return text.replace(" ", "")
