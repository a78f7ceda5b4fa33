"""Print full IPv6 addresses in their shortest text form."""
from v6compress import _BaseV6

SAMPLES = [
    "2001:0db8:0000:0000:0000:ff00:0042:8329",
    "0000:0000:0000:0000:0000:0000:0000:0001",
    "fe80:0000:0000:0000:0000:0000:0000:0000",
    "2001:0db8:0000:0001:0000:0000:0000:0001",
]


def shorten(address):
    parts = ["%x" % int(p, 16) for p in address.split(":")]
    if len(parts) != 8:
        raise ValueError("expected eight hextets: " + address)
    parts = _BaseV6._compress_hextets(parts)
    return ":".join(parts)


if __name__ == "__main__":
    for addr in SAMPLES:
        print(addr, "->", shorten(addr))
