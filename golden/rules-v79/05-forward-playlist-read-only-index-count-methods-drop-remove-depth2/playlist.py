"""A play queue with its listening history, in the shape of a media player's model."""


def window(seq, n):
    return list(seq[:max(n, 0)])


class Playlist:
    def __init__(self, name, tracks, history):
        self.name = name
        self.tracks = list(tracks)
        self.history = list(history)

    def position(self, track):
        return self.tracks.index(track)

    def plays(self, track):
        return self.history.count(track)

    def upcoming(self, n):
        return window(self.tracks, n)

    def title(self):
        return self.name.title()

    def drop(self, track):
        self.tracks.remove(track)
        self.history.append(track)
