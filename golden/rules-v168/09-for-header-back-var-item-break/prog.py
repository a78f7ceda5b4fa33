def main():
    items = [1, 4, 9, 5]
    stop = 9
    seen = 0
    for item in items:
        seen += 1
        if item == stop:
            break
        print(item)
    print(seen)
main()
