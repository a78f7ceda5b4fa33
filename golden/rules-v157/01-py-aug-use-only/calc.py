def main():
    total = 5
    step = 2
    other = 7
    step = step * 3
    total += step
    print(total, other)


main()
