from base import Base


class Service(Base):
    def setup(self, cfg):
        print("setting up")
        super().setup(cfg)
        self.opts["log"] = True


def start(mode, verbose):
    s = Service()
    s.setup(mode)
    s.reset()
    opts = s.opts
    return opts, verbose


print(start("fast", False))
