class Pipeline:
    def __init__(self, name):
        self.name = name

    def run(self, x):
        print("running", self.name)
        y = self.transform(x)
        z = self.finish(y)
        return z

    def finish(self, v):
        return v + 1
