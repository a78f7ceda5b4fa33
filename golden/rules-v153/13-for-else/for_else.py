def find():
    items = [3, 7, 9]
    target = 7
    found = -1
    for i, v in enumerate(items):
        if v == target:
            found = i
            break
    else:
        found = -2
    return found


print(find())
