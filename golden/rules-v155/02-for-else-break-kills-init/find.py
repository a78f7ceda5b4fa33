def find_index(names, target):
    pos = -1
    checked = 0
    for i, n in enumerate(names):
        checked += 1
        if n == target:
            pos = i
            break
    else:
        pos = len(names)
    print("checked", checked)
    return pos


print(find_index(["a", "b", "c"], "b"), find_index(["a"], "z"))
