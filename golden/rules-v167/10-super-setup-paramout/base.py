class Base:
    def setup(self, cfg):
        self.opts = {}
        self.opts["mode"] = cfg

    def reset(self):
        print("reset")
