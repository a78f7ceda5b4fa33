"""Application start-up."""
from config import Config


def load_config(path, strict):
    cfg = Config(path, required=strict)
    cfg.reload()
    for w in cfg.warnings:
        print("config:", w)
    return cfg
