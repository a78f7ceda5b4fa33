def add_item(bag, item):
    bag.append(item)

def add_none(bag):
    return len(bag)

def fill():
    box = []
    label = "x"
    add_item(box, 5)
    add_none(box)
    return box
