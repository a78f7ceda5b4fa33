"""Thumbnail jobs that report back through a completion callback."""


class ThumbnailJob:
    def __init__(self, image, size, on_done):
        self.image = image
        self.size = size
        self.on_done = on_done
        self.finished = False

    def _render(self):
        width, height = self.image.dimensions()
        scale = min(self.size / width, self.size / height)
        return {"width": int(width * scale), "height": int(height * scale)}

    def run(self):
        thumb = self._render()
        self.finished = True
        ack = self.on_done(thumb)
        return ack
