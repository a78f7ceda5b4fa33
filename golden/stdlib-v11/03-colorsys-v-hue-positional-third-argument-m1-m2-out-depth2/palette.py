"""Build a small palette by shifting lightness in HLS space."""
from colorsys_hls import hls_to_rgb, rgb_to_hls


def shift(color, amount):
    h, l, s = rgb_to_hls(color[0], color[1], color[2])
    l = min(1.0, max(0.0, l + amount))
    return hls_to_rgb(h, l, s)


def grey(level):
    return hls_to_rgb(0.0, level, 0.0)


def palette(base, steps, step):
    out = []
    for k in range(steps):
        out.append(shift(base, step * k))
    out.append(grey(0.5))
    return out


if __name__ == "__main__":
    for rgb in palette((0.2, 0.4, 0.6), 3, 0.15):
        print(tuple(round(c, 3) for c in rgb))
