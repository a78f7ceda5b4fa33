def push_twice(bucket, item):
    bucket.append(item)
    bucket.append(item * 2)
    count = len(bucket)
    return count


def main():
    seen = []
    other = []
    v = 7
    n = push_twice(seen, v)
    other.append(1)
    print(seen)
    print(other)
    print(n)


main()
