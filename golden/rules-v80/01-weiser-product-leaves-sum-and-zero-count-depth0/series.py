"""Running sum and product of a series, after the loop of Weiser's 1981 slicing paper."""


def sum_and_product(samples, scale):
    total = 0
    product = 1
    count = 0
    zeros = 0
    i = 0
    while i < len(samples):
        x = samples[i] * scale
        total = total + x
        if x == 0:
            zeros = zeros + 1
        else:
            product = product * x
        count = count + 1
        i = i + 1
    mean = total / count if count else 0.0
    if zeros:
        print("skipped %d zero sample(s) in the product" % zeros)
    return total, product, mean
