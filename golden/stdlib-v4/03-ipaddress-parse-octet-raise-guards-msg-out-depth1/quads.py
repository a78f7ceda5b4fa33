"""Turn dotted-quad strings into integers, one octet at a time."""
from ipv4_octets import _BaseV4


def parse_quad(text):
    parts = text.split('.')
    if len(parts) != 4:
        return None
    value = 0
    for part in parts:
        value = (value << 8) | _BaseV4._parse_octet(part)
    return value


def parse_all(lines):
    table = {}
    for line in lines:
        text = line.strip()
        if not text or text.startswith('#'):
            continue
        try:
            table[text] = parse_quad(text)
        except ValueError as exc:
            table[text] = str(exc)
    return table


if __name__ == "__main__":
    sample = ["10.0.0.1", "# gateway", "192.168.001.1", "256.1.1.1", "1.2.3"]
    for key, result in parse_all(sample).items():
        print(key, "->", result)
