def scale(v, unused):
    k = 3
    noise = unused * 7
    print("noise", noise)
    return v * k
