def compute(n):
    result = 0
    try:
        result = n * 2
        return result
    finally:
        result = -1


value = compute(4)
print(value)
