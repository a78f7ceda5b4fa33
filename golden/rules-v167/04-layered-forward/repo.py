class Repo:
    def __init__(self):
        self.rows = {}

    def add(self, key, val):
        self.rows[key] = val

    def get(self, key):
        return self.rows.get(key)

    def size(self):
        return 0
