def safe_div(a, b, log):
    log.append("start")
    if b == 0:
        return None
    q = a / b
    r = q * 2
    return r
