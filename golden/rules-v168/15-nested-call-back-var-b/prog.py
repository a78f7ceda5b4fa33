def f(x, y):
    return x + y
def g(x):
    return x * 2
def h(x):
    return x - 1
def main():
    a = 3
    seed = 4
    b = seed + 1
    r = f(g(a), h(b))
    print(r)
main()
