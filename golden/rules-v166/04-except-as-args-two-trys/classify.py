def classify(values):
    first = 0
    second = 0
    try:
        for v in values:
            if v < 0:
                raise ValueError(v, "neg")
    except ValueError as e:
        first = e.args[0]
    try:
        for w in values:
            if w > 100:
                raise ValueError(w * 2, "big")
    except ValueError as e:
        second = e.args[0]
    print(second)
    return first


print(classify([5, -3, 200]))
