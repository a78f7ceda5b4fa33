def run(items):
    count = 0
    total = 0
    try:
        for x in items:
            if x < 0:
                raise ValueError(x)
            total += x
            count += 1
    except ValueError:
        count = -1
    finally:
        count = count * 10
    print(total)
    return count


print(run([1, 2]), run([1, -1]))
