def area(w, h):
    scale = 2
    ww = w * scale
    hh = h + 1
    unused = 99
    return ww * hh
