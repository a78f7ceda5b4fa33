def validate(x):
    if x < 0:
        raise ValueError("negative")
    return x


def process(items):
    count = 0
    errors = 0
    for it in items:
        try:
            validate(it)
            count += 1
        except ValueError:
            errors += 1
    print(errors)
    return count


print(process([1, -2, 3]))
