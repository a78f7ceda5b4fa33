"""Report the code flags of a few functions, and of every known bit."""
from dis_flags import pretty_flags, COMPILER_FLAG_NAMES


def describe(func):
    code = func.__code__
    text = pretty_flags(code.co_flags)
    return "%s: %s" % (code.co_name, text)


def known_bits():
    total = 0
    for bit in COMPILER_FLAG_NAMES:
        total |= bit
    return pretty_flags(total | 1 << 20)


def sample(a, *rest):
    return a, rest


print(describe(sample))
print(describe(describe))
print(known_bits())
