def make_counter(start):
    count = start
    step = 1
    def inc():
        nonlocal count
        count += step
        return count
    return inc
