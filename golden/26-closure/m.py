def make_adder(n):
    offset = n * 2
    label = "adder"
    def add(v):
        return v + offset
    return add
