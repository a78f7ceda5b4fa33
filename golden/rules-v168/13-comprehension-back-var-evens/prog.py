def main():
    nums = [1, 2, 3, 4, 5, 6]
    k = 10
    n = 100
    limit = 7
    evens = [n * k for n in nums if n % 2 == 0]
    print(evens, n, limit)
main()
