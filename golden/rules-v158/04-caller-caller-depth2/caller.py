def scale(n):
    k = n * 10
    return k

def relay(m):
    z = m - 1
    return scale(z)

def top():
    base = 7
    other = 2
    print(other)
    out = relay(base)
    return out

print(top())
