def fill(bag, x):
    bag.append(x)
    return len(bag)

def main(item):
    box = []
    other = []
    n = fill(box, item)
    first = box[0]
    size = len(other)
    return first
