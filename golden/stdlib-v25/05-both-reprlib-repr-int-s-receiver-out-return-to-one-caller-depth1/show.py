"""Print abbreviated numbers and strings with shortrepr.Repr."""
from shortrepr import Repr


def short_number(value, limit):
    r = Repr()
    r.maxlong = limit
    return r.repr_int(value, 1)


def short_text(text, limit):
    r = Repr()
    r.maxstring = limit
    return r.repr_str(text, 1)


def digits_report(values):
    out = []
    for value in values:
        if value < 0:
            continue
        out.append(short_number(value, 12))
    return out


print(digits_report([7, -3, 2 ** 100, 10 ** 20]))
print(short_text("abcdefghijklmnopqrstuvwxyz", 10))
