def load(rows):
    count = 0
    errors = 0
    for r in rows:
        try:
            if r < 0:
                raise ValueError(r)
            count += r
        except ValueError:
            errors += 1
        finally:
            pass
    print(errors)
    return count


print(load([1, -1, 2]))
