def main():
    seed = 7
    acc = 0
    prev = 1
    for i in range(4):
        cur = prev * 2
        if i == 0:
            prev = seed
        else:
            prev = cur
        acc += i
    print(prev, acc)


main()
