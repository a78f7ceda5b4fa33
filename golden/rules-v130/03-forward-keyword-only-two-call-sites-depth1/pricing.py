"""Discount helpers."""


def apply(price, *, pct=0, floor=1.0, reason="none"):
    cut = price * pct / 100
    net = price - cut
    if net < floor:
        net = floor
    print("discount", reason)
    return net


def banner(*words, **style):
    text = " ".join(words)
    if style.get("upper"):
        text = text.upper()
    return text


def percent(part, whole, *, digits=1):
    if whole == 0:
        return 0.0
    return round(100.0 * part / whole, digits)
