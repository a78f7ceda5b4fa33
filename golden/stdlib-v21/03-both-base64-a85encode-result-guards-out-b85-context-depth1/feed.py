"""Armour binary attachments for a text-only feed with the verbatim Ascii85 and base85 encoders."""
from b85cut import a85encode, b85encode


def armour(blob, width):
    text = a85encode(blob, foldspaces=True, wrapcol=width, adobe=True)
    return text.decode("ascii")


def raw_armour(blob):
    return a85encode(blob, pad=True)


def token(blob):
    return b85encode(blob, pad=True).decode("ascii")


def frame(name, blob):
    body = armour(blob, 20)
    lines = body.splitlines()
    return [name + " " + token(name.encode())] + lines


if __name__ == "__main__":
    BLOB = b"    header    \x00\x00\x00\x00payload!"
    for row in frame("att-1", BLOB):
        print(row)
    print(raw_armour(b"ok"))
