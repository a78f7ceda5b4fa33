"""Value handlers selected by name."""


def make_handlers(scale):
    offset = scale * 2
    handlers = {}
    handlers["up"] = lambda v: v * scale
    handlers["shift"] = lambda v: v + offset
    handlers["same"] = lambda v: v
    return handlers
