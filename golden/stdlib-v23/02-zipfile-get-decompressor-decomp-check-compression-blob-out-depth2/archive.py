"""Round-trip a text through every compression method a ZIP member can use."""
from zipcodecs import _check_compression, _get_compressor, _get_decompressor
from zipfile import ZIP_BZIP2, ZIP_DEFLATED, ZIP_LZMA, ZIP_STORED

METHODS = {'stored': ZIP_STORED, 'deflated': ZIP_DEFLATED,
           'bzip2': ZIP_BZIP2, 'lzma': ZIP_LZMA}


def pack(data, method, level):
    _check_compression(method)
    comp = _get_compressor(method, level)
    if comp is None:
        return data
    return comp.compress(data) + comp.flush()


def unpack(blob, method):
    decomp = _get_decompressor(method)
    if decomp is None:
        return blob
    return decomp.decompress(blob)


def roundtrip(text, name, level=None):
    method = METHODS[name]
    raw = text.encode('utf-8')
    blob = pack(raw, method, level)
    back = unpack(blob, method)
    return name, len(raw), len(blob), back == raw


TEXT = 'spam and eggs, ' * 20
for name in METHODS:
    print(*roundtrip(TEXT, name))
