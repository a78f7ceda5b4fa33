import tools.mathx as mx


def run(x, z):
    y = mx.double(x)
    t = mx.triple(z)
    print(t)
    return y


print(run(4, 5))
