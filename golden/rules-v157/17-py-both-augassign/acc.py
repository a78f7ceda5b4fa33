def run(vals):
    acc = 0
    seen = 0
    for v in vals:
        seen += 1
        acc += v
    doubled = acc * 2
    print(doubled, seen)
    return seen


run([1, 2])
