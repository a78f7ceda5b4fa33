from bus import Bus


class Counter:
    total = 0

    def on_event(self, event):
        self.total += event


def main(size):
    bus = Bus()
    counter = Counter()
    bus.subscribe(counter.on_event)
    unused = size * 10
    amount = size + 1
    bus.publish(amount)
    print(counter.total, unused)


main(4)
