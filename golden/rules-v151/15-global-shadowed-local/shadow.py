total = 0


def local_only():
    total = 99
    return total


def add(n):
    global total
    total = total + n


add(5)
local_only()
print(total)
