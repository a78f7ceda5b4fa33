NUL = b"\0"


class HeaderError(Exception):
    """Base exception for header errors."""
    pass


class InvalidHeaderError(HeaderError):
    """Exception for invalid headers."""
    pass


def nts(s, encoding, errors):
    """Convert a null-terminated bytes object to a string.
    """
    p = s.find(b"\0")
    if p != -1:
        s = s[:p]
    return s.decode(encoding, errors)

def nti(s):
    """Convert a number field to a python number.
    """
    # There are two possible encodings for a number field, see
    # itn() below.
    if s[0] in (0o200, 0o377):
        n = 0
        for i in range(len(s) - 1):
            n <<= 8
            n += s[i + 1]
        if s[0] == 0o377:
            n = -(256 ** (len(s) - 1) - n)
    else:
        try:
            s = nts(s, "ascii", "strict")
            n = int(s.strip() or "0", 8)
        except ValueError:
            raise InvalidHeaderError("invalid header")
    return n


field = b"0000644" + NUL
mode = nti(field)
size = nti(bytes([0o200, 0, 0, 1, 0]))
print(oct(mode), size)
