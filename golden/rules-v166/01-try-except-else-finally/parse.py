def parse(text):
    a = 0
    c = 0
    d = 0
    try:
        a = int(text)
    except ValueError:
        c = -1
    else:
        c = a + 1
    finally:
        d = 5
    print(d)
    return c


print(parse("4"), parse("x"))
