from factory import make_shape


def build(n, tag):
    shape = make_shape("sq", n)
    print(tag, shape.area())
    return shape


result = build(3, "t")
print(result.side, result.kind)
