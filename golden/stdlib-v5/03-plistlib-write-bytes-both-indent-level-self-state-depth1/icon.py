"""Write an application's icon entry as a fragment of an XML property list."""
import io

from plistdata import _PlistWriter


def icon_entry(name, pixels, indent=b"  "):
    blob = bytes(pixels)
    buf = io.BytesIO()
    w = _PlistWriter(buf, indent_level=1, indent=indent, writeHeader=0)
    w.begin_element("dict")
    w.simple_element("key", "CFBundleIconName")
    w.simple_element("string", name)
    if name.endswith(".icns"):
        w.simple_element("key", "CFBundleIconData")
        w.write_bytes(blob)
    w.end_element("dict")
    return buf.getvalue()


if __name__ == "__main__":
    print(icon_entry("App.icns", range(0, 250, 3)).decode("ascii"))
