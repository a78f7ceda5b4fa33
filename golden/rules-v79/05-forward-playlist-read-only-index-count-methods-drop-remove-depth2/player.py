"""Skip handling of the player: drops a track the listener keeps skipping."""
from playlist import Playlist


def skip(pl, raw, limit):
    track = raw.strip()
    pos = pl.position(track)
    heard = pl.plays(track)
    label = pl.title()
    before = pl.upcoming(2)
    ahead = pl.upcoming(pos + 2)
    if heard >= limit:
        pl.drop(track)
    after = pl.upcoming(2)
    print(label, before, ahead)
    return after


def session(names, log, raw):
    pl = Playlist("evening mix", names, log)
    shown = skip(pl, raw, 2)
    return " | ".join(shown)


if __name__ == "__main__":
    print(session(["intro", "blue", "red", "outro"], ["blue", "blue"], " blue "))
