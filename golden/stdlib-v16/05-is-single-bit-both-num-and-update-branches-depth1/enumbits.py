"""Bit helpers copied verbatim from enum (Python 3.11)."""


def _is_single_bit(num):
    """
    True if only one bit set in num (should be an int)
    """
    if num == 0:
        return False
    num &= num - 1
    return num == 0

def _high_bit(value):
    """
    returns index of highest bit, or -1 if value is zero or negative
    """
    return value.bit_length() - 1

def _power_of_two(value):
    if value < 1:
        return False
    return value == 2 ** _high_bit(value)
