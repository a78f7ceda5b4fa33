class Registry:
    def __init__(self):
        self.names = []
        self.count = 0

    def register(self, name):
        self.names.append(name)

def setup(items):
    reg = Registry()
    label = "r"
    for it in items:
        reg.register(it)
    return reg.names
