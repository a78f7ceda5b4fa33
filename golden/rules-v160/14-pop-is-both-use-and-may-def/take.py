def take():
    stack = [1, 2]
    other = [7]
    stack.append(3)
    stack.pop()
    other.pop()
    peek = stack[-1]
    item = stack.pop()
    print(peek, other)
    return item


take()
