"""Config layers: [name] blocks of key=value lines; later blocks win."""


def parse_layers(text):
    layers = []
    for block in text.strip().split("\n\n"):
        title, *lines = block.splitlines()
        layer = {"__name__": title.strip("[] ")}
        for line in lines:
            name, _, value = line.partition("=")
            layer[name.strip()] = value.strip()
        layers.append(layer)
    return layers


def first_layer(layers, key):
    pending = list(layers)
    layer = None
    while (layer := pending.pop() if pending else None) is not None:
        if key in layer:
            break
    return layer
