def fill(bucket, n):
    for i in range(n):
        bucket.append(i * 2)
    print("filled")
    return len(bucket)
def main():
    items = [9]
    n = 3
    tag = "x"
    fill(items, n)
    print(items, tag)
main()
