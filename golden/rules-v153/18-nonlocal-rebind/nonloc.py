def outer():
    count = 0
    step = 2
    noise = 1

    def inc():
        nonlocal count
        count += step

    inc()
    noise += 1
    inc()
    return count


print(outer())
