def run():
    head = [1, 2]
    tail = [3]
    label = "rows"
    rows = head + tail
    count = 0
    for row in rows:
        count += row
    print(label, count)


run()
