def double(x):
    return x * 2

def main():
    a = 5
    b = 7
    c = double(a)
    d = b + 1
    return c
