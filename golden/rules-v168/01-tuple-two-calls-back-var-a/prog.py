def double(x):
    y = x * 2
    print("dbl")
    return y
def square(x):
    return x * x
def main():
    p = 4
    q = 5
    a, b = double(p), square(q)
    print(a + b)
main()
