"""Read the numeric fields of a tar header block."""
from tarnum import nti


def read_size(block):
    start = 124
    width = 12
    size = nti(block[start:start + width])
    if size < 0:
        size = 0
    return size


def read_mtime(block):
    field = block[136:148]
    mtime = nti(field)
    return mtime


def make_block(size_field, mtime_field):
    head = b"\0" * 124
    body = size_field.ljust(12, b"\0") + mtime_field.ljust(12, b"\0")
    return head + body + b"\0" * (512 - 148)


block = make_block(b"\377" + (256 ** 11 - 5).to_bytes(11, "big"), b"\200" + (8 ** 12).to_bytes(11, "big"))
print(read_size(block), read_mtime(block))
print(read_size(make_block(b"1750", b"")), read_mtime(make_block(b"0", b"644")))
