"""Gallery uploads: render thumbnails and record them."""
from callbacks import log_thumb, remember_thumb
from jobs import ThumbnailJob


def add_photo(album, image):
    job = ThumbnailJob(image, 128, remember_thumb)
    info = job.run()
    if info is None:
        return False
    album.append((image, info))
    return True


def preview(image, verbose=False):
    job = ThumbnailJob(image, 64, log_thumb)
    shown = job.run()
    if verbose:
        print("preview of", image, "done")
    return shown
