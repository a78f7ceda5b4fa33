def describe(point):
    label = "other"
    dist = 0
    match point:
        case (0, 0):
            label = "origin"
        case (x, 0) if x > 0:
            label = "pos-x"
        case (x, y):
            dist = x * x + y * y
    print(dist)
    return label


print(describe((0, 0)), describe((3, 0)), describe((1, 2)))
