from models import Item


def run(clock):
    item = Item()
    other = Item()
    stamp = clock + 5
    other.touch(clock)
    item.touch(stamp)
    print(item.describe())
    when = item.updated
    print(when, other.updated)


run(100)
