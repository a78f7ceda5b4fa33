"""Image tasks, registered by name with a decorator."""

TASKS = {}


def task(name):
    def register(fn):
        TASKS[name] = fn
        return fn
    return register


@task("resize")
def resize(image, width):
    fmt = image.get("format", "png")
    ratio = width / image["w"]
    height = round(image["h"] * ratio)
    return {"w": width, "h": height, "format": fmt}


@task("thumbnail")
def thumbnail(image):
    small = resize(image, 128)
    small["thumb"] = True
    return small


@task("grayscale")
def grayscale(image):
    return dict(image, mode="L")


def run(name, image):
    return TASKS[name](image)
