"""Resolve XML feed arguments (names, paths, uploaded streams) into SAX input sources."""
import io
import os
import pathlib
import shutil
import tempfile

from saxcut.saxutils import prepare_input_source


def open_feed(name, folder):
    base = os.path.join(folder, "index.xml")
    if name == "-":
        spec = io.BytesIO(b"<feed><title>piped</title></feed>")
    elif name.endswith(".xml"):
        spec = pathlib.Path(folder, name)
    else:
        spec = name
    source = prepare_input_source(spec, base)
    return describe(source)


def from_upload(upload, folder):
    stream = upload.get("body")
    if stream is None:
        return None
    stream.seek(0)
    source = prepare_input_source(stream, folder + os.sep)
    return describe(source)


def describe(source):
    stream = source.getByteStream() or source.getCharacterStream()
    head = stream.read(16)
    stream.close()
    return "%s %r" % (os.path.basename(source.getSystemId() or "<stream>"), head)


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    for filename in ("news.xml", "notes"):
        with open(os.path.join(folder, filename), "wb") as out:
            out.write(b"<feed><title>" + filename.encode() + b"</title></feed>")
    for name in ("-", "news.xml", "notes"):
        print(open_feed(name, folder))
    print(from_upload({"body": io.BytesIO(b"<feed><title>upload</title></feed>")}, folder))
    print(from_upload({}, folder))
    shutil.rmtree(folder)
