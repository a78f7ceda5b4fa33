def make_adder(n):
    offset = n * 2
    unused = n + 100

    def add(x):
        return x + offset

    return add


plus = make_adder(3)
result = plus(10)
print(result)
