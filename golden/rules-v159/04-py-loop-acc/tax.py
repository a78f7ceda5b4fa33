def total(prices, rate):
    acc = 0
    count = 0
    for p in prices:
        taxed = p * rate
        acc += taxed
        count += 1
    avg = acc / count
    return avg


def main():
    r = 2
    res = total([1, 2, 3], r)
    print(res)


main()
