def classify():
    data = [3, 8, 1]
    limit = 5
    n = 100
    if (n := len(data)) > 2:
        total = n * 2
    else:
        total = limit
    spare = n
    return total


print(classify())
