def counter():
    count = 0
    label = "c"

    def inc(step):
        nonlocal count
        count += step
        return label

    inc(2)
    inc(3)
    return count


print(counter())
