class Log:
    def __init__(self):
        self.items = []
        self.tags = []
        self.count = 0

    def record(self, msg):
        text = msg.upper()
        label = msg.lower()
        self.count += 1
        self.items.append(text)
        self.tags.append(label)
        n = self.items.count(text)
        self.items.sort()
        first = self.items.index(text)
        snapshot = list(self.items)
        return snapshot, n, first


log = Log()
print(log.record("hi"))
