"""First-fit bin packing, with the for/else idiom for "no bin had room"."""


def first_fit(sizes, capacity):
    bins = []
    total = 0
    for size in sizes:
        total += size
        if size > capacity:
            raise ValueError("item larger than a bin: %r" % size)
        for i in range(len(bins)):
            if bins[i] + size <= capacity:
                bins[i] += size
                break
        else:
            bins.append(size)
    print("packed", total, "units")
    return bins


def waste(bins, capacity):
    return sum(capacity - used for used in bins)
