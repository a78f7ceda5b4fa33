"""Shades of one base hue for a web theme, as hex colours."""
from colorsys_hls import hls_to_rgb, rgb_to_hls

STEPS = 4
SPREAD = 0.15


def to_hex(red, green, blue):
    return "#%02x%02x%02x" % (round(red * 255), round(green * 255), round(blue * 255))


def shade(hue, lightness, saturation):
    red, green, blue = hls_to_rgb(hue, lightness, saturation)
    return to_hex(red, green, blue)


def palette(base_hue, saturation):
    colours = []
    for step in range(-STEPS // 2, STEPS // 2 + 1):
        lightness = 0.5 + step * SPREAD
        colours.append(shade(base_hue, lightness, saturation))
    return colours


def complementary(base_hue, saturation):
    opposite = (base_hue + 0.5) % 1.0
    muted = saturation / 2
    return shade(opposite, 0.5, muted)


def is_dark(red, green, blue):
    _, lightness, _ = rgb_to_hls(red / 255, green / 255, blue / 255)
    return lightness < 0.4


if __name__ == "__main__":
    print(palette(0.6, 0.8))
    print(complementary(0.6, 0.8))
    print(is_dark(30, 40, 90))
