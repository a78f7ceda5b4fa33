class Stack:
    def __init__(self):
        self.items = []

    def _store(self, x):
        self.items.append(x)

    def push(self, x):
        self._store(x)

    def peek(self, k):
        return k


def main():
    s = Stack()
    a = 1
    b = 2
    s.push(a)
    s.peek(b)
    out = s.items
    print(out)


main()
