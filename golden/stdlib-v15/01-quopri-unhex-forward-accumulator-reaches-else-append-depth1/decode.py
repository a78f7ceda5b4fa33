"""Decode =XX escapes in the lines of a quoted-printable body."""
from qp import ishex, unhex


def decode_line(line):
    parts = []
    i = 0
    n = len(line)
    while i < n:
        c = line[i:i+1]
        if c == b'=' and i + 2 < n and ishex(line[i+1:i+2]) and ishex(line[i+2:i+3]):
            parts.append(bytes((unhex(line[i+1:i+3]),)))
            i = i + 3
        else:
            parts.append(c)
            i = i + 1
    return b''.join(parts)


def decode_body(lines):
    decoded = []
    for line in lines:
        decoded.append(decode_line(line))
    return b'\n'.join(decoded)


if __name__ == "__main__":
    print(decode_body([b"caf=C3=A9 =3D ok", b"plain=2", b"=4a=4B"]))
