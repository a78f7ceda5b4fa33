"""Sequence numbers for outgoing messages, shared by every sender in the process."""

_next = 1
_width = 4
_issued = 0


def set_width(digits):
    global _width
    if digits > _width:
        _width = digits


def peek():
    global _next
    return _next


def take():
    global _next, _issued
    number = _next
    _next += 1
    _issued += 1
    return number


def skip_to(number):
    global _next
    _next = max(_next, number)


def label(number):
    return str(number).zfill(_width)
