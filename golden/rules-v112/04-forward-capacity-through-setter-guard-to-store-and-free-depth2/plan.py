"""Planning bin space for incoming deliveries."""
from bins import Bin


def plan(extra, delivery):
    small = Bin("A1", 40)
    large = Bin("B7", 120)
    small.store(35)
    large.store(delivery)
    new_size = small.capacity + extra
    small.capacity = new_size
    moved = small.store(delivery)
    spare = large.free
    was = small.previous
    left = delivery - moved
    if left > spare:
        left = spare
    return f"{small.code}: {was}->{new_size}, took {moved}, {left} to {large.code}"


def day_report(deliveries):
    notes = []
    for extra, delivery in deliveries:
        notes.append(plan(extra, delivery))
    return notes


def main():
    notes = day_report([(15, 30), (0, 10)])
    return "\n".join(notes)


if __name__ == "__main__":
    print(main())
