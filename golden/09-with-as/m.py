def read_first(path, opener):
    mode = "r"
    header = None
    with opener(path, mode) as fh:
        header = fh.readline()
    size = 10
    return header
