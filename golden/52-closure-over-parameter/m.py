def make_filter(threshold):
    scale = 2
    def keep(x):
        return x * scale > threshold
    return keep
