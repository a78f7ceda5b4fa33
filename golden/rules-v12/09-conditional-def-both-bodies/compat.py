"""Path helpers that differ between platforms."""
import os

CASE_FOLD = os.name == "nt"


def normalize(path):
    raise NotImplementedError


if CASE_FOLD:
    def normalize(path):
        return path.replace("\\", "/").lower()
else:
    def normalize(path):
        return path.rstrip("/")


def join(*parts):
    return "/".join(parts)
