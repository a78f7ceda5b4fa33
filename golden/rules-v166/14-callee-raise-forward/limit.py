LIMIT = 5


def validate(x):
    if x > LIMIT:
        raise ValueError(x)


def process(items):
    count = 0
    for it in items:
        try:
            validate(it)
            count += 1
        except ValueError:
            count -= 1
    return count


print(process([1, 9, 3]))
