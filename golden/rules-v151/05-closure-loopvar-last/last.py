def run(limit):
    scale = 10

    def show():
        return k * scale

    total = 0
    for k in range(limit):
        total += k
    out = show()
    return out


print(run(3))
