"""Currency conversion for quotes."""


def convert(amount, rate, fee):
    result = amount * rate
    if fee > result:
        print("warning: fee exceeds the converted amount")
    return round(result, 2)


def with_fee(amount, fee):
    return round(amount + fee, 2)


def invert(rate):
    if rate == 0:
        raise ValueError("rate must not be zero")
    return 1 / rate
