def running():
    values = [1, 2, 3]
    acc = 0
    label = "sum"
    partial = [acc := acc + v for v in values]
    final = acc
    print(label, partial)
    return final


print(running())
