def report(values):
    sep = ","

    def join():
        return sep.join(values)

    sep = ";"
    first = join()
    return first


data = ["a", "b"]
print(report(data))
