"""Parcels billed by weight or by volume; fragile parcels are padded."""


def normalise(dims):
    sizes = [float(d) for d in dims]
    return tuple(sorted(sizes, reverse=True))


class Parcel:
    def __init__(self, weight, dims):
        self.weight = weight
        self.dims = normalise(dims)

    @property
    def volume(self):
        length, width, height = self.dims
        return length * width * height

    def _volumetric(self):
        return round(self.volume / 5000, 2)

    @property
    def billable(self):
        return max(self.weight, self._volumetric())


class Fragile(Parcel):
    def __init__(self, weight, dims, padding):
        super().__init__(weight, dims)
        self.padding = padding

    @property
    def billable(self):
        padded = self.weight + self.padding
        return max(padded, self._volumetric()) * 1.5
