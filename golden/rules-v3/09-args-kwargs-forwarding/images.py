"""Thumbnail generation for uploaded photos."""
from tasks import timed

ALLOW_UPSCALE = False
THUMB_WIDTH = 128


def resize(image, width, height=None, *, upscale=ALLOW_UPSCALE, quality=85):
    if width > image.width and not upscale:
        width = image.width
    ratio = width / image.width
    target_h = height or int(image.height * ratio)
    return image.scaled(width, target_h, quality=quality)


def make_thumbnail(image, spec):
    width = spec.get("width", THUMB_WIDTH)
    tag = "thumb-%s" % spec.get("name", "default")
    quality = spec.get("quality", 70)
    thumb = timed(resize, image, width, label=tag, quality=quality)
    return thumb
