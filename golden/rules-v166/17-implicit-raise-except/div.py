def safe_div(a, b):
    out = 0
    try:
        q = a / b
        print(q)
    except ZeroDivisionError:
        out = -1
    return out


print(safe_div(1, 0), safe_div(4, 2))
