def check(v, msg, limit):
    text = msg.upper()
    if v > limit:
        raise ValueError(text)
    w = v * 2
    return w
