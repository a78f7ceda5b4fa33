def evens(limit):
    base = list(range(limit))
    factor = 3
    x = 100
    picked = [x * factor for x in base if x % 2 == 0]
    return picked
