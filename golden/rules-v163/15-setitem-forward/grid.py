class Grid:
    def __init__(self):
        self.cells = {}
        self.hits = 0

    def __setitem__(self, key, value):
        self.cells[key] = value

    def __getitem__(self, key):
        self.hits += 1
        return self.cells.get(key, 0)


g = Grid()
a = 5
b = 6
label = "z"
g["x"] = a
g["y"] = b
v = g["x"]
print(v, label)
