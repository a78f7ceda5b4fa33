"""Request size limits shared by the upload server."""

KIB = 1024
MAX_BODY = 64 * KIB
MAX_HEADER = 8 * KIB
ALIGN = 4 * KIB


def round_down(n, step):
    return n - n % step


def part_size(total, count):
    size = total // count
    if size < ALIGN:
        return ALIGN
    return round_down(size, ALIGN)


MAX_PART = part_size(MAX_BODY, 3)


def describe():
    return "body <= %d bytes in parts of %d, header <= %d bytes" % (MAX_BODY, MAX_PART, MAX_HEADER)
