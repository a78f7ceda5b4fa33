"""Currency conversion through EUR with a cached rate lookup."""

import functools

TABLE = "EUR=1.0; USD=1.08; GBP=0.86; JPY=162.5"


def to_float(text):
    return float(text.strip())


def parse_table(text):
    rates = {}
    for pair in text.split(";"):
        code, value = pair.split("=")
        rates[code.strip()] = to_float(value)
    return rates


@functools.lru_cache(maxsize=None)
def rate_for(code):
    rates = parse_table(TABLE)
    if code not in rates:
        raise KeyError("no rate for " + code)
    return rates[code]


def convert(amount, source, target):
    in_eur = amount / rate_for(source)
    factor = rate_for(target)
    return round(in_eur * factor, 2)
