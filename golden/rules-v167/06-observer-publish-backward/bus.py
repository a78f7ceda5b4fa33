class Bus:
    def __init__(self):
        self.subs = []

    def subscribe(self, fn):
        self.subs.append(fn)

    def publish(self, event):
        print("publish", event)
        for fn in self.subs:
            fn(event)
