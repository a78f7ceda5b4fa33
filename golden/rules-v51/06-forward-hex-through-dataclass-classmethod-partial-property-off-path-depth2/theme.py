"""Build the CSS colours of a UI theme from brand settings."""
import sys

from palette import Color

WHITE = Color(255, 255, 255)
BLACK = Color.from_hex("#000")


def theme(brand):
    accent = brand.get("accent", "#3366cc")
    base = Color.from_hex(accent)
    hover = base.mix(WHITE, 0.2)
    border = base.mix(BLACK, 0.3 if BLACK.luminance < 0.1 else 0.5)
    shadow = BLACK.mix(WHITE, 0.1)
    return {"accent": base.to_hex(), "hover": hover.to_hex(), "border": border.to_hex(), "shadow": shadow.to_hex()}


def stylesheet(brand):
    colors = theme(brand)
    lines = [":root {"]
    for name, value in sorted(colors.items()):
        lines.append("  --%s: %s;" % (name, value))
    lines.append("}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(stylesheet({"accent": sys.argv[1] if len(sys.argv) > 1 else "#36c"}))
